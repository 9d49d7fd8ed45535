import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, berlinDayText, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { type BookableChair, findBookableChair, submittedBooking } from '../support/cartData.js';
import { officeLogin } from '../support/office-browser.js';

// Issue 14, item 3 (and issue 15, item 2: it listens to the section's events): the calendar. A booking made through the storefront's public API shows as a bar with the customer's
// name after a reload; a bar dragged (mouse down, move, up) onto a free chair lands there (and in the database); dragged
// onto a taken chair it stays, and the server's 409 is explained with the chair and the days it is taken.
const run = `${process.pid}-${Date.now().toString(36)}`;

interface OfficeChair {
  id: number;
  publicNumber: string;
  state: string;
  reserved: boolean;
}

describe('back office: the calendar', () => {
  const suite = browserAndDatabase();

  const newPage = async (viewport = { width: 1024, height: 768 }) => {
    // axe needs bypassCSP (the app's script-src 'self' would block the injected script).
    const context = await suite.browser.newContext({ viewport, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    await officeLogin(page);
    return page;
  };

  const calendarOf = (chair: BookableChair) => `${baseUrl}/office/calendar?sectionId=${chair.sectionId}&date=${chair.day}`;

  /** Waits for the grid's data, then scrolls it until the channel of chair `publicNumber` is drawn, near the top. */
  async function showChair(page: Page, publicNumber: string): Promise<Locator> {
    await page.locator('[data-ready="true"]').waitFor();
    const grid = page.getByTestId('calendar-grid');
    const channel = page.locator(`[data-chair="${publicNumber}"]`);
    for (let i = 0; i < 200 && (await channel.count()) === 0; i++) {
      await grid.evaluate((box) => box.scrollBy(0, 300));
      await page.waitForTimeout(20);
    }
    await channel.evaluate((row) => {
      const box = row.closest('[data-testid="calendar-grid"]')!;
      box.scrollTop = parseFloat((row as HTMLElement).style.top) - 120;
    });
    await channel.waitFor();
    return channel;
  }

  /** The chairs of the section in the grid's order with their state on the chair's day (the public availability). */
  async function officeChairs(page: Page, chair: BookableChair): Promise<OfficeChair[]> {
    return page.evaluate(
      async ({ sectionId, day, publicReference }) => {
        const res = await fetch(
          `/api/v1/features/public/sections/${sectionId}/beach_chairs_availability?start=${day}&end=${day}&publicReference=${publicReference}`,
        );
        return ((await res.json()) as { rowData: OfficeChair[] }).rowData;
      },
      { sectionId: chair.sectionId, day: chair.day, publicReference: chair.publicReference },
    );
  }

  async function drag(page: Page, bar: Locator, target: Locator) {
    const from = (await bar.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + Math.min(12, from.width / 2), from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 12, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
  }

  const chairOfBooking = async (bookingRef: string) =>
    (
      await suite.db.query<{ beach_chair_id: number }>(
        `SELECT cb.beach_chair_id FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id WHERE b.booking_ref = $1`,
        [bookingRef],
      )
    ).rows.map((r) => r.beach_chair_id);

  it('shows a storefront booking after a reload, axe-clean, at 1024×768 and 390×844', async () => {
    const chair = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    const page = await newPage();
    await page.goto(calendarOf(chair));
    await page.locator('[data-ready="true"]').waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Kalender');

    // Booked through the public API while the calendar is open; a reload shows it.
    const bookingRef = await submittedBooking(chair, `kalender-${run}@example.de`, 'Kalinka', 'CASH');
    await page.reload();
    const channel = await showChair(page, chair.publicNumber);
    const bar = channel.getByTestId('calendar-bar');
    await expect(bar.textContent()).resolves.toBe('Kalinka Strand');
    await expect(bar.getAttribute('aria-label')).resolves.toContain(`Buchung ${bookingRef}, Bestätigt, Strandkorb ${chair.publicNumber}`);
    // The first column is the day asked for; today (when shown) is marked in the header.
    await expect(page.locator('.cal-dayhead').first().getAttribute('data-day')).resolves.toBe(chair.day);
    await page.screenshot({ path: join(screenshotDir, 'office-calendar-1024.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // The bar opens its booking.
    await bar.click();
    await page.waitForURL(/\/office\/bookings\?open=\d+/);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${calendarOf(chair)}&view=month`);
    await showChair(page, chair.publicNumber);
    expect(await page.locator('.cal-dayhead').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(screenshotDir, 'office-calendar-390.png') });
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('a storefront booking made while the calendar is open shows without a reload (the section’s events)', async () => {
    const chair = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    const page = await newPage();
    await page.goto(calendarOf(chair));
    const channel = await showChair(page, chair.publicNumber);
    await expect(channel.getByTestId('calendar-bar').count()).resolves.toBe(0);
    // The calendar's stream is open before the booking.
    await page.waitForTimeout(500);
    await submittedBooking(chair, `live-${run}@example.de`, 'Lina', 'CASH');
    await channel.getByTestId('calendar-bar').waitFor({ timeout: 5000 });
    await expect(channel.getByTestId('calendar-bar').textContent()).resolves.toBe('Lina Strand');
    await expect(page.evaluate(() => performance.getEntriesByType('navigation').length)).resolves.toBe(1);
    await page.context().close();
  }, 120_000);

  it('moves a booking by drag to a free chair; onto a taken chair the 409 is explained', async () => {
    const chair = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    const bookingRef = await submittedBooking(chair, `verschieben-${run}@example.de`, 'Vera', 'CASH');
    const other = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    expect(other.sectionId).toBe(chair.sectionId);
    expect(other.day).toBe(chair.day);
    const otherRef = await submittedBooking(other, `belegt-${run}@example.de`, 'Bela', 'CASH');

    // A tall window: the booked chair, a free one and the taken one on screen together.
    const page = await newPage({ width: 1280, height: 1400 });
    await page.goto(calendarOf(chair));
    const chairs = await officeChairs(page, chair);
    const at = chairs.findIndex((c) => c.id === chair.beachChairId);
    const free = chairs
      .map((c, index) => ({ ...c, distance: Math.abs(index - at) }))
      .filter((c) => c.state === 'FREE' && !c.reserved && c.id !== chair.beachChairId)
      .sort((a, b) => a.distance - b.distance)[0];
    if (!free) throw new Error('no free chair beside the booked one');

    // Onto the taken chair: refused, explained, nothing moved.
    let channel = await showChair(page, chair.publicNumber);
    const taken = page.locator(`[data-chair="${other.publicNumber}"] [data-cell$=":0"]`);
    await drag(page, channel.getByTestId('calendar-bar'), taken);
    const alert = page.getByRole('alert');
    await expect(alert.textContent()).resolves.toContain(
      `Strandkorb ${other.publicNumber} ist vom ${berlinDayText(chair.day)} bis ${berlinDayText(chair.day)} schon gebucht (Bela Strand, ${otherRef}).`,
    );
    await expect(alert.textContent()).resolves.toContain('Dieser Strandkorb ist im gewählten Zeitraum leider schon gebucht.');
    await page.screenshot({ path: join(screenshotDir, 'office-calendar-taken.png') });
    expect(await chairOfBooking(bookingRef)).toEqual([chair.beachChairId]);

    // Onto the free chair: moved, shown there after a reload, and so in the database.
    channel = await showChair(page, chair.publicNumber);
    await drag(page, channel.getByTestId('calendar-bar'), page.locator(`[data-chair="${free.publicNumber}"] [data-cell$=":0"]`));
    await page.getByText(`Buchung ${bookingRef} liegt jetzt auf Strandkorb ${free.publicNumber}`).waitFor();
    expect(await chairOfBooking(bookingRef)).toEqual([free.id]);
    await page.reload();
    const moved = await showChair(page, free.publicNumber);
    await expect(moved.getByTestId('calendar-bar').textContent()).resolves.toBe('Vera Strand');
    await expect(page.locator(`[data-chair="${chair.publicNumber}"] [data-testid="calendar-bar"]`).count()).resolves.toBe(0);
    await page.context().close();
  }, 120_000);

  it('an empty cell starts a counter sale; a bar moves with the keyboard through "Verschieben" and a dialog', async () => {
    const chair = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    const bookingRef = await submittedBooking(chair, `tastatur-${run}@example.de`, 'Tasja', 'CASH');
    const page = await newPage();
    await page.goto(calendarOf(chair));
    const chairs = await officeChairs(page, chair);
    const free = chairs.find((c) => c.state === 'FREE' && !c.reserved && c.id !== chair.beachChairId)!;
    // An empty cell starts the counter sale for that chair and day.
    const freeChannel = await showChair(page, free.publicNumber);
    await freeChannel.locator('[data-cell$=":0"]').click();
    await page.waitForURL((url) => url.pathname === '/office/counter' && url.searchParams.get('chairId') === String(free.id));
    expect(new URL(page.url()).searchParams.get('date')).toBe(chair.day);
    await page.goBack();

    const channel = await showChair(page, chair.publicNumber);
    await channel.getByTestId('calendar-bar').focus();
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Verschieben');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Buchung ${bookingRef} verschieben` });
    await dialog.getByLabel('Strandkorb').selectOption(String(free.id));
    await dialog.getByRole('button', { name: 'Verschieben' }).click();
    await page.getByText(`Buchung ${bookingRef} liegt jetzt auf Strandkorb ${free.publicNumber}`).waitFor();
    expect(await chairOfBooking(bookingRef)).toEqual([free.id]);
    await page.context().close();
  }, 120_000);
});
