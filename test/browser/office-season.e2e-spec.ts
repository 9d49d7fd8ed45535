import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { routesFor } from '../support/cartData.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 16 item 3: a season chair and a stop sale made in the office, seen in the calendar and in the storefront.
// A section of its own (two chairs, in the demo vendor's first location) keeps the other browser tests' chairs free.

const run = `${process.pid}-${Date.now().toString(36)}`;
const NAME = `Zz Saisontest ${run}`;
const LAST_NAME = `Saisonkunde-${run}`;

/** yyyy-MM-dd in Europe/Berlin, `days` from today. */
const berlinDayIn = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

describe('back office: season chair and stop sales', () => {
  const suite = browserAndDatabase();

  /** A new online section in the demo vendor's first location with chairs 1 and 2; answers its ids and the season's last day. */
  async function newSection() {
    const { rows } = await suite.db.query<{ locationId: number; beachId: number; cityId: number }>(
      `SELECT l.id AS "locationId", s.beach_id AS "beachId", s.city_id AS "cityId"
         FROM location l JOIN section s ON s.location_id = l.id JOIN user_vendor uv ON uv.vendor_id = l.vendor_id
         JOIN app_user u ON u.id = uv.user_id
        WHERE u.email = $1 ORDER BY l.id, s.id LIMIT 1`,
      [DEMO_VENDOR.email],
    );
    const at = rows[0];
    const section = await suite.db.query<{ id: number }>(
      `INSERT INTO section (name, beach_id, city_id, location_id, online_booking) VALUES ($1, $2, $3, $4, true) RETURNING id`,
      [NAME, at.beachId, at.cityId, at.locationId],
    );
    const sectionId = section.rows[0].id;
    const row = await suite.db.query<{ id: number }>(
      `INSERT INTO "row" (section_id, name, position) VALUES ($1, 'Reihe S', 1) RETURNING id`,
      [sectionId],
    );
    const chairs = await suite.db.query<{ id: number; public_number: string }>(
      `INSERT INTO beach_chair (section_id, row_id, public_number, model, position)
       VALUES ($1, $2, '1', '2_SEAT_RECLINER', 1), ($1, $2, '2', '2_SEAT_RECLINER', 2) RETURNING id, public_number`,
      [sectionId, row.rows[0].id],
    );
    const byNumber = new Map(chairs.rows.map((c) => [c.public_number, c.id]));
    return { sectionId, locationId: at.locationId, chair1: byNumber.get('1')!, chair2: byNumber.get('2')! };
  }

  /** The storefront's section page on `day`: the chair tile's state (free, allDay, …). */
  async function storefrontState(page: Page, sectionId: number, chairId: number, day: string): Promise<string | null> {
    const route = (await routesFor({ sectionId, beachChairId: chairId } as Parameters<typeof routesFor>[0])).section;
    // Waited for from before the page loads: a tab that chose these dates already (they are kept per tab) asks at once.
    const loaded = page.waitForResponse(
      (r) => r.url().includes('beach_chairs_availability') && r.url().includes(`start=${day}&end=${day}`),
      { timeout: 30_000 },
    );
    await page.goto(`${baseUrl}${route}`);
    await page.getByTestId('pickup-date').first().fill(day);
    await page.getByTestId('dropoff-date').first().fill(day);
    await loaded;
    const tile = page.locator(`[data-testid="chair-tile"][data-chair-id="${chairId}"]`);
    await tile.waitFor({ timeout: 30_000 });
    return tile.getAttribute('data-state');
  }

  it('lets chair 1 as a season chair (bar in the calendar, not bookable in the storefront) and stops the sale of chair 2', async () => {
    const { sectionId, chair1, chair2 } = await newSection();
    // A day well inside the season (the location's season runs on past it; checked below from the contract's days).
    const mid = berlinDayIn(45);
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    const guest = await (await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })).newPage();
    try {
      expect(await storefrontState(guest, sectionId, chair1, mid)).toBe('free');
      expect(await storefrontState(guest, sectionId, chair2, mid)).toBe('free');

      // The office: the section's chair panel, chair 1 opened, "Saisonkorb vergeben".
      await officeLogin(page);
      await page.goto(`${baseUrl}/office/sections?open=${sectionId}`);
      await page.getByRole('heading', { level: 1, name: `Abschnitt ${NAME}` }).waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Korb 1 bearbeiten' }).click();
      const contract = page.getByTestId('season-contract');
      await contract.getByRole('button', { name: 'Saisonkorb vergeben' }).click();
      const form = contract.getByRole('form', { name: 'Saisonkorb vergeben' });
      // Empty fields are named before the server is asked.
      await form.getByRole('button', { name: 'Saisonkorb buchen' }).click();
      await form.getByRole('alert').first().waitFor();
      expect(await form.getByRole('alert').count()).toBe(7);
      await form.getByLabel('Vorname').fill('Greta');
      await form.getByLabel('Nachname').fill(LAST_NAME);
      await form.getByLabel('E-Mail').fill(`saison-${run}@example.org`);
      await form.getByLabel('Straße und Hausnummer').fill('Strandallee 7');
      await form.getByLabel('PLZ').fill('23683');
      await form.getByLabel('Ort').fill('Scharbeutz');
      await form.getByLabel('Preis für die Saison (€)').fill('480,50');
      expect(await seriousViolations(page)).toEqual([]);
      await form.getByRole('button', { name: 'Saisonkorb buchen' }).click();
      await contract.getByTestId('season-contract-current').waitFor({ timeout: 30_000 });
      await expect(contract.getByTestId('season-contract-current').textContent()).resolves.toContain(`Saisonkorb von Greta ${LAST_NAME}`);
      await expect(contract.getByTestId('season-contract-current').textContent()).resolves.toMatch(/480,50\s€/);
      await page.screenshot({ path: join(screenshotDir, 'office-season-contract.png') });

      // The database: one CONFIRMED, invoiced booking over the season, the chair flagged.
      const booked = (
        await suite.db.query<{ status: string; invoice_number: string | null; start: Date; end: Date; rate: string; flag: boolean }>(
          `SELECT b.status, b.invoice_number, cb.start, cb."end", cb.rate, c.season_beach_chair AS flag
             FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id JOIN beach_chair c ON c.id = cb.beach_chair_id
            WHERE cb.beach_chair_id = $1`,
          [chair1],
        )
      ).rows;
      expect(booked).toHaveLength(1);
      expect(booked[0]).toMatchObject({
        status: 'CONFIRMED',
        rate: 'SEASON',
        flag: true,
        invoice_number: expect.stringMatching(/^\d{4}-\d+$/),
      });
      expect(booked[0].start.getTime()).toBeLessThanOrEqual(Date.now());
      expect(booked[0].end.getTime()).toBeGreaterThan(Date.now() + 60 * 86_400_000);

      // The calendar: one bar with the customer's name over the week around `mid`.
      await page.goto(`${baseUrl}/office/calendar?sectionId=${sectionId}&date=${mid}`);
      await page.locator('[data-ready="true"]').waitFor({ timeout: 30_000 });
      const channel1 = page.locator('[data-chair="1"]');
      await channel1
        .getByRole('button', { name: new RegExp(LAST_NAME) })
        .first()
        .waitFor();
      expect(await channel1.getByRole('button', { name: new RegExp(LAST_NAME) }).count()).toBe(1);

      // A stop sale from the calendar: right click on chair 2's day, the dialog, three days.
      const cell = page.locator('[data-chair="2"] .cal-cell').first();
      await cell.click({ button: 'right' });
      const dialog = page.getByTestId('chair-tasks');
      await dialog.getByRole('heading', { name: 'Korb 2: Verkaufsstopp und Saisonkorb' }).waitFor();
      const stops = dialog.getByTestId('stop-sales');
      await expect(stops.getByLabel('Erster Tag').inputValue()).resolves.toBe(mid);
      // The last day before the first is named at its field.
      await stops.getByLabel('Letzter Tag').fill(berlinDayIn(44));
      await stops.getByRole('button', { name: 'Verkaufsstopp anlegen' }).click();
      await stops.getByRole('alert').filter({ hasText: 'Der letzte Tag liegt vor dem ersten.' }).waitFor();
      await stops.getByLabel('Letzter Tag').fill(berlinDayIn(47));
      await stops.getByLabel('Grund (optional)').fill('Reparatur');
      await stops.getByRole('button', { name: 'Verkaufsstopp anlegen' }).click();
      await stops.getByTestId('stop-sale').filter({ hasText: 'Reparatur' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshotDir, 'office-season-stop-sale.png') });
      const stopRows = (
        await suite.db.query<{ start_date: string; end_date: string; reason: string }>(
          `SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, reason FROM stop_sale WHERE beach_chair_id = $1`,
          [chair2],
        )
      ).rows;
      expect(stopRows).toEqual([{ start_date: mid, end_date: berlinDayIn(47), reason: 'Reparatur' }]);
      await dialog.getByRole('button', { name: 'Schließen' }).click();

      // The storefront: chair 1 is not bookable in mid-season, chair 2 not on its stopped days, but again after them.
      expect(await storefrontState(guest, sectionId, chair1, mid)).not.toBe('free');
      expect(await storefrontState(guest, sectionId, chair2, berlinDayIn(46))).not.toBe('free');
      expect(await storefrontState(guest, sectionId, chair2, berlinDayIn(48))).toBe('free');
    } finally {
      await context.close();
      await guest.context().close();
    }
  }, 180_000);
});
