import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { addDays, today } from '../../server/src/common/time.js';
import { baseUrl, berlinDayText, browserAndDatabase } from '../support/browser.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 29, item 6: the office's texts as an operator reads them. A German postcode is five digits at its field; a
// section named "Abschnitt A" is not titled "Abschnitt Abschnitt A"; a half day shows its rates' hours in the list, the
// panel and the prices page alike; the counter says that chosen days are past; a long stop-sale reason wraps inside
// the dialog. The browser tests share the seeded database: what is changed here is put back.

describe('back office: texts', () => {
  const suite = browserAndDatabase();

  const newPage = async (): Promise<Page> => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    await officeLogin(page);
    return page;
  };

  const demoVendorId = async () =>
    (
      await suite.db.query<{ vendor_id: number }>(
        `SELECT uv.vendor_id FROM user_vendor uv JOIN app_user u ON u.id = uv.user_id WHERE u.email = $1 ORDER BY uv.vendor_id LIMIT 1`,
        [DEMO_VENDOR.email],
      )
    ).rows[0].vendor_id;

  it('a German postcode of four digits is refused at its field in German; nothing is stored', async () => {
    const vendorId = await demoVendorId();
    const [location] = (
      await suite.db.query<{ id: number; name: string; zip: string | null }>(
        `SELECT id, name, address->>'zip' AS zip FROM location WHERE vendor_id = $1 ORDER BY name, id LIMIT 1`,
        [vendorId],
      )
    ).rows;
    const page = await newPage();
    try {
      await page.goto(`${baseUrl}/office/locations?location=${location.id}`);
      const zip = page.getByLabel('PLZ');
      await zip.waitFor();
      await zip.fill('2368');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Eine deutsche Postleitzahl hat fünf Ziffern, z. B. 23683.').waitFor();
      await expect(zip.getAttribute('aria-invalid')).resolves.toBe('true');
      const stored = await suite.db.query<{ zip: string | null }>(`SELECT address->>'zip' AS zip FROM location WHERE id = $1`, [
        location.id,
      ]);
      expect(stored.rows[0].zip).toBe(location.zip);
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('a section named "Abschnitt A – …" is titled once "Abschnitt"', async () => {
    const vendorId = await demoVendorId();
    const [section] = (
      await suite.db.query<{ id: number; name: string }>(
        `SELECT s.id, s.name FROM section s JOIN location l ON l.id = s.location_id
          WHERE l.vendor_id = $1 AND s.name LIKE 'Abschnitt %' ORDER BY s.name LIMIT 1`,
        [vendorId],
      )
    ).rows;
    const page = await newPage();
    try {
      await page.goto(`${baseUrl}/office/sections?open=${section.id}`);
      const heading = page.getByRole('heading', { level: 1, name: section.name });
      await heading.waitFor();
      await expect(heading.textContent()).resolves.toBe(section.name);
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it("a half day reads its rates' hours in the booking list, its panel and on the prices page", async () => {
    const vendorId = await demoVendorId();
    const [booking] = (
      await suite.db.query<{ ref: string; section_id: number; day: string }>(
        `SELECT b.booking_ref AS ref, c.section_id, to_char(cb.start AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') AS day
           FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id JOIN beach_chair c ON c.id = cb.beach_chair_id
          WHERE b.vendor_id = $1 AND cb.rate = 'AFTERNOON' AND b.status <> 'CANCELED'
            AND (SELECT count(*) FROM beach_chair_booking x WHERE x.booking_id = b.id) = 1
          ORDER BY b.id LIMIT 1`,
        [vendorId],
      )
    ).rows;
    const [range] = (
      await suite.db.query<{ time_range: string }>(
        `SELECT pr.time_range FROM price p JOIN price_rate pr ON pr.price_id = p.id
          WHERE p.section_id = $1 AND pr.type = 'AFTERNOON' AND pr.time_range IS NOT NULL ORDER BY p.id DESC LIMIT 1`,
        [booking.section_id],
      )
    ).rows;
    const hours = range.time_range
      .split('-')
      .map((h) => `${h}:00`)
      .join('–');
    const page = await newPage();
    try {
      await page.goto(`${baseUrl}/office/bookings?search=${booking.ref}`);
      const link = page.getByRole('link', { name: `Buchung ${booking.ref} öffnen` });
      await link.waitFor();
      const row = page.getByRole('row').filter({ has: link });
      await expect(row.textContent()).resolves.toContain(`${berlinDayText(booking.day)} ${hours}`);
      await expect(row.textContent()).resolves.not.toContain('24:00');
      await link.click();
      const drawer = page.getByRole('dialog', { name: `Buchung ${booking.ref}` });
      await drawer.getByText(`${berlinDayText(booking.day)} ${hours}`, { exact: false }).waitFor();

      await page.goto(`${baseUrl}/office/prices?section=${booking.section_id}`);
      const rates = page.getByTestId('price-rate');
      await rates.first().waitFor();
      const texts = await rates.allTextContents();
      expect(texts.some((text) => text.includes(`Nachmittag ${hours}`))).toBe(true);
      expect(texts.some((text) => text.includes(range.time_range))).toBe(false);
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('the counter says that chosen days are in the past instead of a plan of taken chairs', async () => {
    const [section] = (
      await suite.db.query<{ id: number }>(
        `SELECT s.id FROM section s JOIN location l ON l.id = s.location_id WHERE l.vendor_id = $1 ORDER BY s.id LIMIT 1`,
        [await demoVendorId()],
      )
    ).rows;
    const page = await newPage();
    try {
      await page.goto(`${baseUrl}/office/counter?sectionId=${section.id}`);
      await page.getByLabel('Von').waitFor({ timeout: 30_000 });
      const yesterday = addDays(today('Europe/Berlin'), -1);
      await page.getByLabel('Von').fill(yesterday);
      const notice = page.getByTestId('counter-past');
      await notice.waitFor();
      await expect(notice.textContent()).resolves.toContain('Die gewählten Tage liegen in der Vergangenheit');
      await expect(page.locator('[data-testid="counter-chair"]').count()).resolves.toBe(0);
      await page.getByRole('button', { name: 'Heute' }).click();
      await notice.waitFor({ state: 'detached' });
      await expect(page.getByLabel('Von').inputValue()).resolves.toBe(today('Europe/Berlin'));
    } finally {
      await page.context().close();
    }
  }, 90_000);

  it('a long stop-sale reason wraps inside the dialog', async () => {
    const vendorId = await demoVendorId();
    const [chair] = (
      await suite.db.query<{ id: number; public_number: string; section_id: number }>(
        `SELECT c.id, c.public_number, c.section_id FROM beach_chair c JOIN section s ON s.id = c.section_id
           JOIN location l ON l.id = s.location_id
          WHERE l.vendor_id = $1 AND c.active AND NOT EXISTS (SELECT 1 FROM stop_sale x WHERE x.beach_chair_id = c.id)
          ORDER BY s.id, c.id LIMIT 1`,
        [vendorId],
      )
    ).rows;
    const day = addDays(today('Europe/Berlin'), 60);
    // One word of 200 letters (no hyphen or space to break at), as a pasted note can be.
    const reason = `Reparatur${'Rückenlehnenbespannung'.repeat(10)}`.slice(0, 200);
    const { rows } = await suite.db.query<{ id: number }>(
      `INSERT INTO stop_sale (beach_chair_id, start_date, end_date, reason) VALUES ($1, $2, $2, $3) RETURNING id`,
      [chair.id, day, reason],
    );
    const page = await newPage();
    try {
      await page.goto(`${baseUrl}/office/calendar?sectionId=${chair.section_id}&date=${day}`);
      await page.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
      const grid = page.getByTestId('calendar-grid');
      const channel = page.locator(`[data-chair="${chair.public_number}"]`);
      for (let i = 0; i < 200 && (await channel.count()) === 0; i++) {
        await grid.evaluate((box) => box.scrollBy(0, 300));
        await page.waitForTimeout(20);
      }
      await channel.locator('.cal-cell').first().click({ button: 'right' });
      const dialog = page.getByTestId('chair-tasks');
      const stop = dialog.getByTestId('stop-sale').filter({ hasText: 'Reparatur' });
      await stop.waitFor();
      const fits = await dialog.evaluate(
        (box, text) => {
          const item = [...box.querySelectorAll('[data-testid="stop-sale"]')].find((li) => li.textContent?.includes(text))!;
          const outer = box.getBoundingClientRect();
          const inner = item.querySelector('span')!.getBoundingClientRect();
          return { inside: inner.right <= outer.right + 0.5, scroll: box.scrollWidth <= box.clientWidth + 1 };
        },
        reason.slice(0, 20),
      );
      expect(fits).toEqual({ inside: true, scroll: true });
    } finally {
      await suite.db.query(`DELETE FROM stop_sale WHERE id = $1`, [rows[0].id]);
      await page.context().close();
    }
  }, 90_000);
});
