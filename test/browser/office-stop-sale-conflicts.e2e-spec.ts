import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { officeLogin } from '../support/office-browser.js';

// Issue 29, item 3: a stop sale over a booking. The demo's DEMO0028 lies inside its chair's repair stop: Today shows the
// conflict in a card linking to the booking, the calendar flags its bar. A new stop sale over a booking is refused with
// the booking named, and created after "Trotzdem sperren".

interface Held {
  bookingRef: string;
  sectionId: number;
  chairId: number;
  publicNumber: string;
  day: string;
}

describe('back office: stop sales over bookings', () => {
  const suite = browserAndDatabase();

  const newPage = async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    await officeLogin(page);
    return page;
  };

  /** A demo booking of the demo vendor's, with its chair and first day (Berlin); `stopped`: whether its chair is off sale then. */
  const demoBooking = async (stopped: boolean): Promise<Held> => {
    const { rows } = await suite.db.query<Held>(
      `SELECT b.booking_ref AS "bookingRef", ch.section_id AS "sectionId", ch.id AS "chairId", ch.public_number AS "publicNumber",
              to_char(cb.start AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') AS day
         FROM booking b JOIN beach_chair_booking cb ON cb.booking_id = b.id JOIN beach_chair ch ON ch.id = cb.beach_chair_id
         JOIN user_vendor uv ON uv.vendor_id = b.vendor_id JOIN app_user u ON u.id = uv.user_id AND u.email = 'vendor@strandkorb.local'
        WHERE b.booking_ref LIKE 'DEMO%' AND cb.status = 'CONFIRMED' AND cb.start > now()
          AND ${stopped ? '' : 'NOT'} EXISTS (SELECT 1 FROM stop_sale ss WHERE ss.beach_chair_id = ch.id
                                         AND (cb.start AT TIME ZONE 'Europe/Berlin')::date BETWEEN ss.start_date AND ss.end_date)
        ORDER BY ${stopped ? "b.booking_ref = 'DEMO0028' DESC," : ''} b.booking_ref LIMIT 1`,
    );
    expect(rows).toHaveLength(1);
    return rows[0];
  };

  /** The calendar of the booking's section on its day, scrolled to its chair. */
  const calendarAt = async (page: Page, held: Held) => {
    await page.goto(`${baseUrl}/office/calendar?sectionId=${held.sectionId}&date=${held.day}`);
    await page.locator('[data-ready="true"]').waitFor();
    const grid = page.getByTestId('calendar-grid');
    const channel = page.locator(`[data-chair="${held.publicNumber}"]`);
    for (let i = 0; i < 200 && (await channel.count()) === 0; i++) {
      await grid.evaluate((box) => box.scrollBy(0, 300));
      await page.waitForTimeout(20);
    }
    await channel.waitFor();
    return channel;
  };

  it("flags the demo's DEMO0028 inside its repair stop on Today and in the calendar", async () => {
    const held = await demoBooking(true);
    expect(held.bookingRef).toBe('DEMO0028');
    const page = await newPage();
    try {
      const card = page.getByTestId('stop-sale-conflicts');
      await card.getByRole('heading', { name: /Achtung: \d+ Buchungen? im Verkaufsstopp/ }).waitFor();
      const line = card.getByRole('link', { name: new RegExp(`Buchung ${held.bookingRef} ab`) });
      await expect(line.textContent()).resolves.toMatch(new RegExp(`Korb ${held.publicNumber} .*gesperrt.*\\(Reparatur\\)`));
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshotDir, 'office-today-stop-sale-conflict.png') });
      await line.click();
      await page.waitForURL(/\/office\/bookings\?open=\d+/);

      const channel = await calendarAt(page, held);
      const bar = channel.getByRole('button', { name: new RegExp(`Buchung ${held.bookingRef}`) });
      await expect(bar.getAttribute('aria-label')).resolves.toMatch(/Achtung: im Verkaufsstopp$/);
      await expect(bar.getAttribute('data-over-stop')).resolves.toBe('true');
      await page.screenshot({ path: join(screenshotDir, 'office-calendar-stop-sale-conflict.png') });
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('refuses a stop sale over a booking with the booking named, and creates it on "Trotzdem sperren"', async () => {
    const held = await demoBooking(false);
    const page = await newPage();
    try {
      const channel = await calendarAt(page, held);
      // The chair's cell on the booking's day (its label names the day as dd.MM.yyyy), lying under the booking's bar.
      const written = held.day.split('-').reverse().join('.');
      await channel.getByRole('button', { name: new RegExp(`${written}: Verkauf beginnen`) }).dispatchEvent('contextmenu');
      const stops = page.getByTestId('chair-tasks').getByTestId('stop-sales');
      await stops.getByLabel('Erster Tag').fill(held.day);
      await stops.getByLabel('Letzter Tag').fill(held.day);
      await stops.getByLabel('Grund (optional)').fill('Sturmschaden');
      await stops.getByRole('button', { name: 'Verkaufsstopp anlegen' }).click();
      await stops
        .getByRole('alert')
        .filter({ hasText: `gebucht: ${held.bookingRef}.` })
        .waitFor();
      await expect(
        suite.db.query(`SELECT 1 FROM stop_sale WHERE beach_chair_id = $1 AND reason = 'Sturmschaden'`, [held.chairId]),
      ).resolves.toMatchObject({ rowCount: 0 });

      await stops.getByRole('button', { name: 'Trotzdem sperren' }).click();
      await stops.getByTestId('stop-sale').filter({ hasText: 'Sturmschaden' }).waitFor();
      const { rows } = await suite.db.query(
        `SELECT to_char(start_date, 'YYYY-MM-DD') AS start, to_char(end_date, 'YYYY-MM-DD') AS end FROM stop_sale
          WHERE beach_chair_id = $1 AND reason = 'Sturmschaden'`,
        [held.chairId],
      );
      expect(rows).toEqual([{ start: held.day, end: held.day }]);
    } finally {
      await suite.db.query(`DELETE FROM stop_sale WHERE beach_chair_id = $1 AND reason = 'Sturmschaden'`, [held.chairId]);
      await page.context().close();
    }
  }, 120_000);
});
