import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { seriousViolations } from '../support/axe.js';
import { browserAndDatabase, screenshotDir } from '../support/browser.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 16, item 8: the demo vendor's reports. Occupancy comes from the seeded bookings; a paid booking and its invoice
// are added for this run (and removed after), so revenue and the invoice export have a line this test knows.
const run = Date.now().toString(36);

const berlinToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
const plusDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const german = (day: string) => day.split('-').reverse().join('.');
const euros = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));

describe('office: reports', () => {
  const suite = browserAndDatabase();

  it('the owner sees occupancy and revenue for a range, the chart draws, and the invoice CSV downloads', async () => {
    const db = suite.db;
    const [{ vendorId }] = (
      await db.query(
        `SELECT uv.vendor_id AS "vendorId" FROM user_vendor uv JOIN app_user u ON u.id = uv.user_id WHERE lower(u.email) = $1 LIMIT 1`,
        [DEMO_VENDOR.email],
      )
    ).rows as { vendorId: number }[];
    const today = berlinToday();
    // The seeded demo bookings start on the seed's day: the range runs from the earlier of that and today.
    const [{ first }] = (
      await db.query(
        `SELECT to_char(min(cb.start) AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') AS first
           FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id WHERE b.vendor_id = $1 AND b.booking_ref LIKE 'DEMO%'`,
        [vendorId],
      )
    ).rows as { first: string }[];
    const from = first < today ? first : today;
    const to = plusDays(from, 40);

    const booking = (
      await db.query(
        `INSERT INTO booking (booking_ref, vendor_id, status, source, payment_method, total_price_cents) VALUES ($1, $2, 'BOOKED', 'DIRECT', 'CASH', 4242) RETURNING id`,
        [`REP${run}`.toUpperCase(), vendorId],
      )
    ).rows[0] as { id: number };
    const number = `REP-${run}`;
    await db.query(`INSERT INTO booking_history (booking_id, action, to_status, actor_type) VALUES ($1, 'PAY', 'BOOKED', 'VENDOR')`, [
      booking.id,
    ]);
    await db.query(`INSERT INTO invoice (vendor_id, booking_id, number, kind, gross_cents) VALUES ($1, $2, $3, 'INVOICE', 4242)`, [
      vendorId,
      booking.id,
      number,
    ]);

    const context = await suite.browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'de-DE',
      acceptDownloads: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    try {
      await officeLogin(page);
      await page.getByRole('navigation', { name: 'Bereiche' }).getByRole('link', { name: 'Berichte' }).click();
      await page.waitForURL(/\/office\/reports/);
      await page.getByRole('heading', { name: 'Berichte', level: 1 }).waitFor();
      await page.getByLabel('Von').fill(from);
      await page.getByLabel('Bis').fill(to);

      // Occupancy: one line per section, at least one with chairs booked in the seeded days.
      const sections = page.getByRole('table', { name: 'Auslastung je Bereich' });
      await sections.getByRole('row').nth(1).waitFor();
      const percents = await sections.locator('tbody tr td:last-child').allInnerTexts();
      expect(percents.length).toBeGreaterThan(0);
      expect(percents.some((p) => /%/.test(p) && euros(p) > 0)).toBe(true);
      await expect(
        page
          .getByRole('table', { name: 'Auslastung je Tag' })
          .getByRole('row', { name: new RegExp(german(from).slice(0, 6)) })
          .count(),
      ).resolves.toBeGreaterThan(0);
      // The per-day chart draws one line per section of the table.
      const occupancyChart = page.getByTestId('occupancy-chart');
      await occupancyChart.locator('svg.recharts-surface').first().waitFor();
      await expect(occupancyChart.locator('.recharts-line').count()).resolves.toBe(percents.length);

      // Revenue: the chart draws (an svg in its container) and today's line has at least this run's cash payment.
      await page.getByRole('tab', { name: 'Umsatz' }).click();
      const chart = page.getByTestId('revenue-chart');
      await chart.locator('svg.recharts-surface').first().waitFor();
      await expect(chart.locator('.recharts-bar-rectangle').count()).resolves.toBeGreaterThan(0);
      await expect(page.getByText(/^Gesamtumsatz \d.*€/).isVisible()).resolves.toBe(true);
      const revenue = page.getByRole('table', { name: 'Umsatz nach Zahlungsart' });
      const todayRow = revenue.getByRole('row', { name: new RegExp(german(today)) });
      const cashColumn = (await revenue.locator('thead th').allInnerTexts()).indexOf('Bar');
      expect(cashColumn).toBeGreaterThan(0);
      expect(euros(await todayRow.locator('th, td').nth(cashColumn).innerText())).toBeGreaterThanOrEqual(42.42);
      await page.screenshot({ path: join(screenshotDir, 'office-reports-revenue.png'), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);

      // The invoice export: this run's invoice in the table, then the CSV (German spreadsheet dialect) with its header.
      await page.getByRole('tab', { name: 'Rechnungen' }).click();
      const invoiceRow = page.getByRole('row', { name: new RegExp(number) });
      await invoiceRow.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await expect(invoiceRow.innerText()).resolves.toMatch(/42,42\s€/);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSV herunterladen' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
      // The worker's shared Chromium is connected to, not launched: the file is saved to where this test can read it.
      const saved = join(screenshotDir, download.suggestedFilename());
      await download.saveAs(saved);
      const csv = (await readFile(saved, 'utf8')).replace(/^\uFEFF/, '');
      const [header, ...lines] = csv.split('\r\n');
      // issue 29: the German spreadsheet has German headers and values, each VAT rate in its own columns
      expect(header).toBe(
        'Rechnungsnummer;Datum;Art;Korrigiert Rechnung;Buchungsnummer;Netto;USt.;Brutto;Netto 19 %;USt. 19 %;Netto 7 %;USt. 7 %;Netto 0 %;Zahlungsart',
      );
      expect(lines.find((l) => l.startsWith(`${number};`))).toMatch(/;Rechnung;.*;35,65;6,77;42,42;35,65;6,77;0,00;0,00;0,00;Bar$/);
    } finally {
      await context.close();
      await db.query(`DELETE FROM invoice WHERE number = $1 AND vendor_id = $2`, [number, vendorId]);
      await db.query(`DELETE FROM booking WHERE id = $1`, [booking.id]);
    }
  }, 120_000);
});
