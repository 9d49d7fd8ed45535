import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 14, items 5 and 6: the counter sale (a walk-in customer's chair for today, paid in cash, in at most 8 clicks or
// key presses from Today, the receipt PDF) and the customer list (search, a customer's bookings).

/** Polls until the value is what is expected (or fails with the last value after the time given). */
async function eventually<T>(read: () => Promise<T>, expected: T, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  let last = await read();
  while (last !== expected && Date.now() < until) {
    await new Promise((r) => setTimeout(r, 200));
    last = await read();
  }
  expect(last).toBe(expected);
}

const berlinToday = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });

interface BookingRow {
  id: number;
  status: string;
  payment_method: string | null;
  source: string;
}

describe('back office: counter sale and customers', () => {
  const suite = browserAndDatabase();

  const newPage = async (viewport = { width: 1024, height: 768 }) => {
    const context = await suite.browser.newContext({ viewport, locale: 'de-DE', bypassCSP: true });
    return context.newPage();
  };

  /** Every user action of the sale goes through here, so the test counts what a person would do. */
  const counting = () => {
    let actions = 0;
    return {
      click: async (target: Locator) => {
        actions += 1;
        await target.click();
      },
      count: () => actions,
    };
  };

  /** The demo vendor's section that the grid shows with a free chair today; the first one named in the picker. */
  async function freeChairInSomeSection(page: Page, click: (target: Locator) => Promise<void>) {
    const picker = page.getByRole('region', { name: 'Bereich wählen' });
    await picker.waitFor();
    const sectionButton = picker.getByRole('button').first();
    const sectionName = (await sectionButton.textContent())!;
    await click(sectionButton);
    const free = page.locator('[data-testid="counter-chair"][data-state="free"]').first();
    await free.waitFor();
    return { sectionName, free };
  }

  it('a walk-in cash sale of one chair for today: ≤ 8 actions from Today, BOOKED with a MANUAL payment, the receipt PDF', async () => {
    const page = await newPage();
    await officeLogin(page);
    const { click, count } = counting();

    // Today's own "Verkauf" button when it has one, else the frame's navigation link: one click either way.
    const todayLink = page.getByRole('main').getByRole('link', { name: 'Verkauf' });
    const sale = (await todayLink.count()) > 0 ? todayLink.first() : page.getByRole('navigation').getByRole('link', { name: 'Verkauf' });
    await click(sale);
    await page.waitForURL(/\/office\/counter/);
    await page.getByRole('heading', { level: 1, name: 'Verkauf' }).waitFor();

    const { free, sectionName } = await freeChairInSomeSection(page, click);
    const number = (await free.locator('.counter-tile__number').textContent())!.replace('Korb', '').trim();
    await click(free);
    await expect(free.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByTestId('counter-chosen').textContent()).resolves.toContain(number);
    // Today is preselected.
    await expect(page.getByLabel('Von').inputValue()).resolves.toBe(berlinToday());
    await expect(page.getByLabel('Bis').inputValue()).resolves.toBe(berlinToday());
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'office-counter-1024.png') });

    // Cash is the default: one button books, pays and shows the receipt.
    await expect(page.getByRole('radio', { name: 'Bar' }).isChecked()).resolves.toBe(true);
    await click(page.getByRole('button', { name: 'Bar kassieren' }));
    const summary = page.getByTestId('counter-receipt-summary');
    await summary.waitFor({ timeout: 20_000 });
    const bookingRef = /Buchung ([A-Z0-9]{8})/.exec((await summary.textContent())!)![1];

    // The receipt: the short invoice as a PDF, in the frame to print and in a new window.
    const frame = page.getByTestId('counter-receipt-frame');
    await frame.waitFor();
    const src = (await frame.getAttribute('src'))!;
    expect(src).toMatch(/^blob:/);
    const head = await page.evaluate(async (url) => {
      const blob = await (await fetch(url)).blob();
      return { type: blob.type, start: new TextDecoder().decode((await blob.arrayBuffer()).slice(0, 5)) };
    }, src);
    expect(head).toEqual({ type: 'application/pdf', start: '%PDF-' });
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      click(page.getByRole('link', { name: 'Beleg in neuem Fenster öffnen' })),
    ]);
    expect(popup.url()).toBe(src);
    await popup.close();

    // The whole sale, receipt included: 1 Verkauf + 1 section + 1 chair + 1 "Bar kassieren" + 1 receipt = 5.
    expect(count()).toBeLessThanOrEqual(8);

    const booking = (
      await suite.db.query<BookingRow>('SELECT id, status, payment_method, source FROM booking WHERE booking_ref = $1', [bookingRef])
    ).rows[0];
    expect(booking).toMatchObject({ status: 'BOOKED', payment_method: 'CASH', source: 'BACK_OFFICE' });
    const payments = await suite.db.query<{ provider: string; status: string; amount_cents: number }>(
      'SELECT provider, status, amount_cents FROM payment WHERE booking_id = $1',
      [booking.id],
    );
    expect(payments.rows).toEqual([expect.objectContaining({ provider: 'MANUAL', status: 'SUCCEEDED' })]);
    const chairs = await suite.db.query<{ start_day: string; public_number: string }>(
      `SELECT to_char(bcb.start AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') AS start_day, c.public_number
         FROM beach_chair_booking bcb JOIN beach_chair c ON c.id = bcb.beach_chair_id WHERE bcb.booking_id = $1`,
      [booking.id],
    );
    expect(chairs.rows).toEqual([{ start_day: berlinToday(), public_number: number }]);

    // The plan shows the chair taken now; the receipt is axe-clean.
    await expect(page.locator(`[data-testid="counter-chair"]:has-text("${number}")`).first().getAttribute('data-state')).resolves.not.toBe(
      'free',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'office-counter-receipt-1024.png') });

    // The next visit starts on the section used last (remembered on this device).
    await page.goto(`${baseUrl}/office/counter`);
    await page.getByRole('heading', { level: 2, name: sectionName }).waitFor();
    await expect(page.getByRole('region', { name: 'Bereich wählen' }).count()).resolves.toBe(0);
    await page.context().close();
  }, 90_000);

  it('a chair taken meanwhile: the catalogue text, the plan refreshed, and the cart booking canceled', async () => {
    const page = await newPage({ width: 390, height: 844 });
    await officeLogin(page);
    await page.goto(`${baseUrl}/office/counter`);
    const { free } = await freeChairInSomeSection(page, (target) => target.click());
    const chairId = Number(await free.getAttribute('data-chair-id'));
    await free.click();

    // Someone else takes it first: the vendor's own API, as a second till would.
    const login = await fetch(`${baseUrl}/api/v1/features/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_VENDOR),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const cart = (await (
      await fetch(`${baseUrl}/api/v1/bookings/bookings`, { method: 'POST', headers: { authorization: auth.authorization } })
    ).json()) as { id: number };
    const model = (await suite.db.query<{ model: string }>('SELECT model FROM beach_chair WHERE id = $1', [chairId])).rows[0].model;
    const taken = await fetch(`${baseUrl}/api/v1/bookings/beach-chairs`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ bookingId: cart.id, beachChairId: chairId, start: berlinToday(), end: berlinToday(), model }),
    });
    expect([taken.status, taken.status === 201 ? '' : await taken.text()]).toEqual([201, '']);

    const before = (await suite.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM booking')).rows[0].id;
    await page.getByRole('button', { name: 'Bar kassieren' }).click();
    const alert = page.getByTestId('counter-failure');
    await alert.waitFor({ timeout: 20_000 });
    await expect(alert.textContent()).resolves.toContain('schon gebucht');
    await expect(alert.textContent()).resolves.toContain('Es wurde nichts gebucht');
    // The refreshed plan shows the chair taken, and it left the sale.
    await eventually(() => page.locator(`[data-testid="counter-chair"][data-chair-id="${chairId}"]`).getAttribute('data-state'), 'taken');
    await expect(page.getByTestId('counter-chosen').count()).resolves.toBe(0);
    // Nothing half-written: the one cart booking the sale opened is canceled.
    const opened = await suite.db.query<{ status: string; source: string }>(
      'SELECT status, source FROM booking WHERE id > $1 ORDER BY id',
      [before],
    );
    expect(opened.rows).toEqual([{ status: 'CANCELED', source: 'BACK_OFFICE' }]);

    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'office-counter-390.png'), fullPage: true });
    await page.context().close();
  }, 90_000);

  it('the calendar’s empty cell preselects section, chair and day', async () => {
    const chair = (
      await suite.db.query<{ id: number; section_id: number; public_number: string }>(
        `SELECT c.id, c.section_id, c.public_number FROM beach_chair c JOIN section s ON s.id = c.section_id
           JOIN location l ON l.id = s.location_id JOIN vendor v ON v.id = l.vendor_id
          WHERE v.company_name LIKE 'Lübecker Bucht%' AND c.active AND NOT EXISTS (
                SELECT 1 FROM beach_chair_booking b WHERE b.beach_chair_id = c.id AND b.status NOT IN ('CANCELED', 'EXPIRED')
                   AND b.period && tstzrange(now() + interval '3 days', now() + interval '5 days'))
            AND NOT EXISTS (SELECT 1 FROM stop_sale x WHERE x.beach_chair_id = c.id)
          ORDER BY c.id DESC LIMIT 1`,
      )
    ).rows[0];
    const day = new Date(Date.now() + 4 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    const page = await newPage();
    await officeLogin(page);
    await page.goto(`${baseUrl}/office/counter?sectionId=${chair.section_id}&chairId=${chair.id}&date=${day}`);
    const tile = page.locator(`[data-testid="counter-chair"][data-chair-id="${chair.id}"]`);
    await tile.waitFor();
    await expect(tile.getAttribute('aria-pressed')).resolves.toBe('true');
    await expect(page.getByLabel('Von').inputValue()).resolves.toBe(day);
    await expect(page.getByTestId('counter-chosen').textContent()).resolves.toContain(chair.public_number);
    await expect(page.getByRole('button', { name: 'Bar kassieren' }).isEnabled()).resolves.toBe(true);
    await page.context().close();
  }, 60_000);

  it('the customer list finds a customer by name and shows their bookings', async () => {
    const customer = (
      await suite.db.query<{ first_name: string; last_name: string; email: string }>(
        `SELECT c.first_name, c.last_name, lower(c.email) AS email
           FROM booking b JOIN customer c ON c.id = b.customer_id JOIN vendor v ON v.id = b.vendor_id
          WHERE v.company_name LIKE 'Lübecker Bucht%' AND b.status IN ('CONFIRMED', 'BOOKED')
          ORDER BY b.id LIMIT 1`,
      )
    ).rows[0];
    for (const viewport of [
      { width: 1024, height: 768 },
      { width: 390, height: 844 },
    ]) {
      const page = await newPage(viewport);
      await officeLogin(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Kunden' }).click();
      await page.getByRole('heading', { level: 1, name: 'Kunden' }).waitFor();
      await page.getByTestId('customer-row').first().waitFor();
      await page.getByLabel('Suche').fill(customer.last_name);
      await eventually(
        async () => (await page.getByTestId('customer-row').allTextContents()).every((row) => row.includes(customer.last_name)),
        true,
      );
      const row = page.getByTestId('customer-row').filter({ hasText: customer.email });
      await expect(row.count()).resolves.toBe(1);
      // The search is kept in the address (a reload or a shared link shows the same list).
      await eventually(async () => new URL(page.url()).searchParams.get('search'), customer.last_name);

      await row.getByRole('button').click();
      const bookings = page.getByTestId('customer-bookings');
      await bookings.getByRole('link').first().waitFor();
      const href = await bookings.getByRole('link').first().getAttribute('href');
      expect(href).toMatch(/\/office\/bookings\?open=\d+$/);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshotDir, `office-customers-${viewport.width}.png`), fullPage: true });
      await page.context().close();
    }
  }, 90_000);
});
