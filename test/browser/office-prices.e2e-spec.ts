import { describe, expect, it } from '@jest/globals';
import type { Page } from 'playwright-core';
import { baseUrl, browserAndDatabase } from '../support/browser.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 16, item 4: /office/prices. The demo vendor sees its definitions with euro amounts; a DAY price set in the
// form is what the storefront's public price calculation answers; a bulk +10 % shows old → new before it is saved.
// The test works on a definition of its own (one model, three days ahead of the first bookable day) and deletes it.
const api = `${baseUrl}/api/v1`;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${api}${path}`, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

describe('back office: prices', () => {
  const suite = browserAndDatabase();

  it('lists the definitions, sets a DAY price seen by the storefront, and bulk-changes one with a preview', async () => {
    const { accessToken } = await json<{ accessToken: string }>('/features/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_VENDOR),
    });
    const auth = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    // A section of the demo vendor with a bookable chair; its model and an in-season day.
    const { rows } = await suite.db.query<{ sectionId: number; chairId: number; model: string; ref: string }>(
      `SELECT s.id AS "sectionId", ch.id AS "chairId", ch.model, v.public_reference AS ref
         FROM beach_chair ch JOIN section s ON s.id = ch.section_id JOIN location l ON l.id = s.location_id
         JOIN vendor v ON v.id = l.vendor_id
        WHERE v.public_reference = 'luebecker-bucht' AND ch.active AND s.online_booking
        ORDER BY s.id DESC, ch.id LIMIT 1`,
    );
    const { sectionId, chairId, model, ref } = rows[0];
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    const availability = await json<{ season: { start: string; inSeason: boolean }; leadTime: { firstBookableDate: string } }>(
      `/features/public/sections/${sectionId}/beach_chairs_availability?start=${today}&end=${today}&publicReference=${ref}`,
    );
    let day = availability.season.start > today ? availability.season.start : today;
    if (availability.leadTime.firstBookableDate > day) day = availability.leadTime.firstBookableDate;
    day = addDays(day, 3);
    const created = await json<{ id: number }>('/vendor/prices', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ sectionId, model, validFrom: day, validTo: day, rates: [{ type: 'DAY', price: 7.77 }] }),
    });
    const publicDayPrice = async () =>
      (
        await json<{ price: number }>(
          `/prices/calculate?start=${day}&sectionId=${sectionId}&model=${encodeURIComponent(model)}&publicReference=${ref}`,
          { headers: { appVersion: 'web-1' } },
        )
      ).price;

    const context = await suite.browser.newContext({ viewport: { width: 1400, height: 1000 }, locale: 'de-DE' });
    const page: Page = await context.newPage();
    try {
      await officeLogin(page);
      await page.getByRole('link', { name: 'Preise' }).click();
      await page.waitForURL(/\/office\/prices/);
      // The vendor's definitions with euro amounts (the seeded ones: one per section).
      const table = page.getByRole('table', { name: 'Preisdefinitionen' });
      await table.getByTestId('price-row').first().waitFor({ timeout: 30_000 });
      expect(await table.getByTestId('price-rate').first().textContent()).toMatch(/\d+,\d{2}\s€/);

      // The section filter, kept in the address.
      await page.goto(`${baseUrl}/office/prices?section=${sectionId}`);
      const row = page.locator(`[data-price-id="${created.id}"]`);
      await row
        .getByTestId('price-rate')
        .filter({ hasText: /Tag\s*7,77\s€/ })
        .waitFor();

      // Set the DAY price in the form.
      await row.getByRole('button', { name: /^Bearbeiten/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Preis bearbeiten' });
      await dialog.getByLabel('Tarif 1: Preis (€)').fill('23,45');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.waitFor({ state: 'detached' });
      await row
        .getByTestId('price-rate')
        .filter({ hasText: /23,45\s€/ })
        .waitFor();
      expect(await publicDayPrice()).toBe(23.45);

      // Bulk +10 %: the preview first, then the new amount.
      await row.getByRole('checkbox').check();
      await page.getByLabel('Änderung').selectOption('percent');
      await page.getByLabel('Wert').fill('+10');
      await page.getByRole('button', { name: 'Vorschau' }).click();
      const preview = page.getByRole('table', { name: 'Vorschau der neuen Preise' }).getByTestId('bulk-preview-row');
      await expect(preview.count()).resolves.toBe(1);
      const cells = await preview.first().getByRole('cell').allTextContents();
      expect(cells.slice(2).map((c) => c.replace(/\s/g, ' '))).toEqual(['23,45 €', '25,80 €']);
      expect(await publicDayPrice()).toBe(23.45);
      await page.getByRole('button', { name: '1 Preis ändern' }).click();
      await page.getByRole('status').filter({ hasText: '1 Preis geändert.' }).waitFor();
      await row
        .getByTestId('price-rate')
        .filter({ hasText: /25,80\s€/ })
        .waitFor();
      expect(await publicDayPrice()).toBe(25.8);

      // The storefront's chair page shows it among its price rows for that day.
      const storefront = await context.newPage();
      await storefront.goto(`${baseUrl}/s/strandkorb/-/-/${sectionId}/${chairId}`);
      await storefront.getByLabel('Abholung').fill(day);
      await storefront.getByLabel('Rückgabe').fill(day);
      await storefront
        .locator('.price-row')
        .filter({ hasText: /25,80\s€/ })
        .first()
        .waitFor({ timeout: 30_000 });
    } finally {
      await context.close();
      await fetch(`${api}/vendor/prices/${created.id}`, { method: 'DELETE', headers: { authorization: auth.authorization } });
    }
  }, 120_000);

  it('a STAFF member sees no prices entry and its direct API call is 403', async () => {
    const vendor = await suite.db.query<{ id: number }>(`SELECT id FROM vendor WHERE public_reference = 'luebecker-bucht'`);
    const email = `staff-prices-${process.pid}-${Date.now().toString(36)}@example.test`;
    // The demo vendor (an owner) adds the staff member; its password is set here, as the mailed link would.
    const { rows } = await suite.db.query<{ id: number; password_hash: string }>(
      `SELECT id, password_hash FROM app_user WHERE email = $1`,
      [DEMO_VENDOR.email],
    );
    const user = await suite.db.query<{ id: number }>(
      `INSERT INTO app_user (email, password_hash, role, language, confirmed_at) VALUES ($1, $2, 'VENDOR', 'de', now()) RETURNING id`,
      [email, rows[0].password_hash],
    );
    await suite.db.query(`INSERT INTO user_vendor (user_id, vendor_id, role) VALUES ($1, $2, 'STAFF')`, [
      user.rows[0].id,
      vendor.rows[0].id,
    ]);
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    try {
      await officeLogin(page, { email, password: DEMO_VENDOR.password });
      await page.getByRole('link', { name: 'Kunden' }).waitFor();
      await expect(page.getByRole('link', { name: 'Preise' }).count()).resolves.toBe(0);
      const login = await json<{ accessToken: string }>('/features/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: DEMO_VENDOR.password }),
      });
      const res = await fetch(`${api}/vendor/prices`, { headers: { authorization: `Bearer ${login.accessToken}` } });
      expect(res.status).toBe(403);
    } finally {
      await context.close();
      await suite.db.query(`DELETE FROM user_vendor WHERE user_id = $1`, [user.rows[0].id]);
    }
  }, 60_000);
});
