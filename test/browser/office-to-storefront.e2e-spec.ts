import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 16, acceptance: a section made in the back office — outline drawn, a row, chairs, a DAY price, online
// booking on — is bookable in the storefront at that price, with nothing set up through the API: every step is a
// click in the office, then a click in the storefront (same browser, another page). The database is only read, to
// pick the demo vendor's location and a day it sells, and to check the booking at the end; the section is removed.
const run = `${process.pid}-${Date.now().toString(36)}`;
const NAME = `Abnahme ${run}`;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

describe('back office to storefront', () => {
  const suite = browserAndDatabase();

  const removeTestSection = () =>
    suite.db
      .query(
        `WITH s AS (SELECT id FROM section WHERE name = $1),
            ch AS (SELECT id FROM beach_chair WHERE section_id IN (SELECT id FROM s)),
            bk AS (DELETE FROM booking WHERE id IN (SELECT booking_id FROM beach_chair_booking WHERE beach_chair_id IN (SELECT id FROM ch)))
       SELECT 1`,
        [NAME],
      )
      .then(() =>
        suite.db.query(
          `WITH s AS (SELECT id FROM section WHERE name = $1),
              c AS (DELETE FROM beach_chair WHERE section_id IN (SELECT id FROM s)),
              r AS (DELETE FROM "row" WHERE section_id IN (SELECT id FROM s))
         DELETE FROM section WHERE id IN (SELECT id FROM s)`,
          [NAME],
        ),
      );

  /** A click at a fraction of the map's canvas (0..1 across, 0..1 down). */
  const clickMap = async (page: Page, x: number, y: number) => {
    const box = (await page.locator('.section-map canvas').boundingBox())!;
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    // terra-draw reads pointer events; a short pause keeps two clicks from reading as a double click.
    await page.waitForTimeout(150);
  };

  it('a section drawn in the office, with a row, chairs and a DAY price, is bookable in the storefront at that price', async () => {
    // A location of the demo vendor in the default season (1 June to 31 October of the next year) and its lead time.
    const { rows: locations } = await suite.db.query<{ name: string; lead: number | null }>(
      `SELECT l.name, l.lead_time_hours AS lead FROM location l JOIN vendor v ON v.id = l.vendor_id
         JOIN user_vendor uv ON uv.vendor_id = v.id JOIN app_user u ON u.id = uv.user_id
        WHERE u.email = $1 AND l.season_start IS NULL AND l.booking_startdate IS NULL ORDER BY l.id LIMIT 1`,
      [DEMO_VENDOR.email],
    );
    expect(locations).toHaveLength(1);
    const location = locations[0];
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
    const day = addDays(today, 7 + Math.ceil((location.lead ?? 0) / 24));
    await removeTestSection();

    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    const office = await context.newPage();
    try {
      // 1. The section: name, location, outline clicked corner by corner, online booking on.
      await officeLogin(office);
      await office.getByRole('navigation').getByRole('link', { name: 'Abschnitte' }).click();
      await office.getByRole('button', { name: 'Neuer Abschnitt' }).click();
      await office.getByLabel('Name', { exact: true }).fill(NAME);
      await office.getByLabel('Standort', { exact: true }).selectOption({ label: location.name });
      await office.getByLabel('Online buchbar').check();
      await office.locator('.section-map[data-ready="true"]').waitFor();
      for (const [x, y] of [
        [0.3, 0.3],
        [0.7, 0.3],
        [0.7, 0.7],
        [0.3, 0.7],
        [0.3, 0.3],
      ] as const)
        await clickMap(office, x, y);
      await office.getByText('Umriss gezeichnet (4 Ecken)').waitFor();
      await office.getByRole('button', { name: 'Abschnitt anlegen' }).click();
      await office.waitForURL(/open=\d+/);
      const sectionId = Number(new URL(office.url()).searchParams.get('open'));
      await office.getByRole('heading', { level: 1, name: `Abschnitt ${NAME}` }).waitFor();

      // 2. A row with its outline, and 3 chairs along a line across the section.
      await office.getByLabel('Name der Reihe').fill('Reihe 1');
      await office.getByRole('button', { name: 'Reihe hinzufügen' }).click();
      await office.getByText('Reihe 1 hinzugefügt.').waitFor();
      // The row's own outline: one drawn past the section's edge is refused with the server's text, one inside is kept.
      const drawRow = async (corners: (readonly [number, number])[]) => {
        await office.getByRole('button', { name: /^Umriss (neu )?zeichnen: Reihe 1$/ }).click();
        await office.locator('.section-map[data-tool="row"]').waitFor();
        for (const [x, y] of [...corners, corners[0]]) await clickMap(office, x, y);
      };
      // (The editor's map fits the section with 40 pixels to spare: its right edge is outside, its middle inside.)
      await drawRow([
        [0.4, 0.45],
        [0.995, 0.45],
        [0.995, 0.55],
        [0.4, 0.55],
      ]);
      await office.getByRole('alert').filter({ hasText: 'Die Reihe liegt außerhalb des Abschnitts.' }).waitFor();
      await drawRow([
        [0.4, 0.45],
        [0.6, 0.45],
        [0.6, 0.55],
        [0.4, 0.55],
      ]);
      await office.getByText('Umriss von Reihe 1 gespeichert.').waitFor();
      await office.getByRole('button', { name: 'Umriss neu zeichnen: Reihe 1' }).waitFor();
      await office.getByLabel('Reihe', { exact: true }).selectOption({ label: 'Reihe 1' });
      await office.getByLabel('Anzahl').fill('3');
      await office.getByRole('button', { name: 'Linie zeichnen und anlegen' }).click();
      await office.locator('.section-map[data-tool="line"]').waitFor();
      await clickMap(office, 0.35, 0.5);
      await clickMap(office, 0.65, 0.5);
      await clickMap(office, 0.65, 0.5);
      await office.getByText('3 Körbe angelegt (1 bis 3).').waitFor();

      // 3. A DAY price for the section (every row and model) on /office/prices.
      await office.getByRole('navigation').getByRole('link', { name: 'Preise' }).click();
      await office.waitForURL(/\/office\/prices/);
      await office.getByRole('button', { name: 'Neuer Preis' }).click();
      const dialog = office.getByRole('dialog', { name: 'Neuer Preis' });
      await dialog.getByLabel('Abschnitt').selectOption({ label: NAME });
      await dialog.getByLabel('Gültig ab').fill(addDays(day, -3));
      await dialog.getByLabel('Gültig bis').fill(addDays(day, 30));
      await dialog.getByLabel('Tarif 1: Preis (€)').fill('31,40');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.waitFor({ state: 'detached' });

      // 4. The storefront, in another page of the same browser: search the section, pick chair 2, add it.
      const shop = await context.newPage();
      await shop.goto(`${baseUrl}/`);
      await shop.getByTestId('landing-search-button').click();
      await shop.getByTestId('destination-search').fill(NAME);
      await shop.getByTestId('search-hit').filter({ hasText: NAME }).first().click();
      await shop.getByRole('heading', { level: 1, name: NAME }).waitFor({ timeout: 30_000 });
      await shop.getByTestId('pickup-date').fill(day);
      await shop.getByTestId('dropoff-date').fill(day);
      const chairId = (
        await suite.db.query<{ id: number }>(`SELECT id FROM beach_chair WHERE section_id = $1 AND public_number = '2'`, [sectionId])
      ).rows[0].id;
      await shop.waitForFunction(
        (id) => document.querySelector(`[data-testid="chair-tile"][data-chair-id="${id}"]`)?.getAttribute('data-state') === 'free',
        chairId,
        { timeout: 30_000 },
      );
      await shop.locator(`[data-testid="chair-tile"][data-chair-id="${chairId}"]`).click();
      await shop.getByTestId('chair-detail').waitFor();
      await shop.waitForFunction(
        () => {
          const button = document.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]');
          return button !== null && !button.disabled;
        },
        undefined,
        { timeout: 30_000 },
      );
      const answer = shop.waitForResponse((res) => res.url().includes('/beach_chair_bookings') && res.request().method() === 'POST');
      await shop.getByTestId('add-to-cart').click();
      expect((await answer).status()).toBe(201);
      const cart = shop.getByRole('dialog', { name: 'Warenkorb' });
      await cart.getByText('Strandkorb 2', { exact: true }).waitFor();
      await expect(cart.getByTestId('cart-total').textContent()).resolves.toMatch(/^31,40\s€$/);
      await shop.screenshot({ path: join(screenshotDir, 'office-to-storefront-cart.png') });

      // The booking holds chair 2 of the new section for that day at the office's price.
      const { rows } = await suite.db.query<{ cents: number; status: string }>(
        `SELECT bcb.price_cents AS cents, bcb.status FROM beach_chair_booking bcb JOIN booking b ON b.id = bcb.booking_id
          WHERE bcb.beach_chair_id = $1`,
        [chairId],
      );
      expect(rows).toEqual([{ cents: 3140, status: 'OPEN' }]);
      const outlined = await suite.db.query(`SELECT 1 FROM "row" WHERE section_id = $1 AND name = 'Reihe 1' AND geom IS NOT NULL`, [
        sectionId,
      ]);
      expect(outlined.rowCount).toBe(1);
    } finally {
      await context.close();
      await removeTestSection();
    }
  }, 180_000);
});
