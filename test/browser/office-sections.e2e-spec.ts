import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 16, items 2 and 3: the sections screen. The demo vendor sees its sections, draws a new one on the map
// (terra-draw, driven by clicks on the canvas), adds a row and creates 10 chairs along a drawn line; the public
// section then lists them. The browser tests share the seeded database: the section made here is deleted again.

const NAME = `Testabschnitt ${process.pid}`;
const LOCK_SERIAL = `LCK-OFFICE-${process.pid}`;

interface PublicChair {
  publicNumber: string;
  geoJson: { coordinates: number[] } | null;
}

describe('back office: sections', () => {
  const suite = browserAndDatabase();

  const removeTestSections = () =>
    suite.db.query(
      `WITH s AS (SELECT id FROM section WHERE name = $1),
            c AS (DELETE FROM beach_chair WHERE section_id IN (SELECT id FROM s)),
            r AS (DELETE FROM "row" WHERE section_id IN (SELECT id FROM s))
       DELETE FROM section WHERE id IN (SELECT id FROM s)`,
      [NAME],
    );

  /** A click at a fraction of the map's canvas (0..1 across, 0..1 down). */
  const clickMap = async (page: Page, x: number, y: number) => {
    const box = (await page.locator('.section-map canvas').boundingBox())!;
    await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    // terra-draw reads pointer events; a short pause keeps two clicks from reading as a double click.
    await page.waitForTimeout(150);
  };

  it('lists the sections, draws a new one, adds a row and creates 10 chairs in a row', async () => {
    const seeded = (
      await suite.db.query<{ name: string }>(
        `SELECT s.name FROM section s JOIN location l ON l.id = s.location_id
           JOIN user_vendor uv ON uv.vendor_id = l.vendor_id JOIN app_user u ON u.id = uv.user_id
          WHERE u.email = $1 ORDER BY s.name LIMIT 3`,
        [DEMO_VENDOR.email],
      )
    ).rows;
    expect(seeded.length).toBeGreaterThan(0);
    await removeTestSections();
    await suite.db.query(
      `INSERT INTO lock_device (vendor_id, serial_number)
         SELECT uv.vendor_id, $2 FROM user_vendor uv JOIN app_user u ON u.id = uv.user_id WHERE u.email = $1 LIMIT 1`,
      [DEMO_VENDOR.email, LOCK_SERIAL],
    );
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    try {
      await officeLogin(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Abschnitte' }).click();
      await page.waitForURL(/\/office\/sections/);
      await page.getByRole('heading', { level: 1, name: 'Abschnitte' }).waitFor();
      const table = page.getByRole('table', { name: 'Abschnitte' });
      for (const { name } of seeded) await table.getByRole('rowheader', { name, exact: true }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // A new section: its name, and its outline clicked corner by corner, closed on the first corner.
      await page.getByRole('button', { name: 'Neuer Abschnitt' }).click();
      await page.getByLabel('Name', { exact: true }).fill(NAME);
      await page.locator('.section-map[data-ready="true"]').waitFor();
      const corners: [number, number][] = [
        [0.3, 0.3],
        [0.7, 0.3],
        [0.7, 0.7],
        [0.3, 0.7],
      ];
      for (const [x, y] of corners) await clickMap(page, x, y);
      await clickMap(page, 0.3, 0.3);
      await page.getByText('Umriss gezeichnet (4 Ecken)').waitFor();
      await page.getByRole('button', { name: 'Abschnitt anlegen' }).click();
      await page.waitForURL(/open=\d+/);
      const id = Number(new URL(page.url()).searchParams.get('open'));
      await page.getByRole('heading', { level: 1, name: `Abschnitt ${NAME}` }).waitFor();

      // A row, then 10 chairs along a line drawn across the section (clicking its end twice finishes it).
      await page.getByLabel('Name der Reihe').fill('Reihe Test');
      await page.getByRole('button', { name: 'Reihe hinzufügen' }).click();
      await page.getByText('Reihe Test hinzugefügt.').waitFor();
      await page.getByLabel('Name von Reihe Test').waitFor();
      // Issue 30 item 9: the row's English name, beside the German one.
      await page.getByLabel('Reihe Test auf Englisch').fill('Test row');
      await page.getByRole('button', { name: 'Umbenennen' }).click();
      await page.getByText('Reihe Test umbenannt.').waitFor();
      expect((await suite.db.query(`SELECT name_en FROM "row" WHERE section_id = $1 AND name = 'Reihe Test'`, [id])).rows).toEqual([
        { name_en: 'Test row' },
      ]);
      await page.getByLabel('Reihe', { exact: true }).selectOption({ label: 'Reihe Test' });
      await page.getByLabel('Anzahl').fill('10');
      await page.getByRole('button', { name: 'Linie zeichnen und anlegen' }).click();
      await page.locator('.section-map[data-tool="line"]').waitFor();
      await clickMap(page, 0.3, 0.5);
      await clickMap(page, 0.7, 0.5);
      await clickMap(page, 0.7, 0.5);
      await page.getByText('10 Körbe angelegt (1 bis 10).').waitFor();
      await page.getByRole('table', { name: 'Strandkörbe des Abschnitts' }).getByRole('rowheader', { name: '10', exact: true }).waitFor();
      await page.screenshot({ path: join(screenshotDir, 'office-sections.png') });
      expect(await seriousViolations(page)).toEqual([]);

      // A lock of the vendor's fleet fitted to chair 3 from its form (item 3: edit model, colour, lock, ...).
      await page.getByRole('button', { name: 'Korb 3 bearbeiten' }).click();
      const chairForm = page.getByRole('form', { name: 'Korb 3 bearbeiten' });
      await chairForm.getByLabel('Schloss').selectOption({ label: LOCK_SERIAL });
      await chairForm.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Korb 3 gespeichert.').waitFor();
      const fitted = await suite.db.query(
        `SELECT c.public_number FROM beach_chair c JOIN lock_device d ON d.id = c.lock_id WHERE d.serial_number = $1`,
        [LOCK_SERIAL],
      );
      expect(fitted.rows).toEqual([{ public_number: '3' }]);

      // One chair clicked outside the outline: the server refuses it, and its text shows.
      await page.getByRole('button', { name: 'Auf der Karte setzen' }).click();
      await page.locator('.section-map[data-tool="chair"]').waitFor();
      await clickMap(page, 0.03, 0.5);
      await page.getByRole('alert').filter({ hasText: 'Der Strandkorb liegt außerhalb des Abschnitts.' }).waitFor();

      // A crossed outline typed as coordinates: the server refuses the geometry and says why.
      await page.getByText('Umriss als Koordinaten').click();
      await page.getByLabel('Ecken (Länge, Breite – eine je Zeile)').fill('10.75, 54\n10.76, 54.01\n10.76, 54\n10.75, 54.01');
      await page.getByRole('button', { name: 'Umriss übernehmen' }).click();
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /Die Geometrie ist ungültig\. \(.+\)/ })
        .waitFor();

      const { rows } = await suite.db.query(
        `SELECT r.name, count(c.id)::int AS chairs FROM "row" r JOIN beach_chair c ON c.row_id = r.id
          WHERE r.section_id = $1 GROUP BY r.name`,
        [id],
      );
      expect(rows).toEqual([{ name: 'Reihe Test', chairs: 10 }]);
      // The storefront's section shows the 10 chairs, in the new row, with their points.
      const chairs = await page.evaluate(async (url) => {
        const res = await fetch(url);
        return ((await res.json()) as { rowData: PublicChair[] }).rowData;
      }, `${baseUrl}/api/v1/destinations/sections/${id}`);
      expect(chairs.map((c) => c.publicNumber).sort((a, b) => Number(a) - Number(b))).toEqual(
        Array.from({ length: 10 }, (_, i) => String(i + 1)),
      );
      expect(chairs.every((c) => c.geoJson?.coordinates.length === 2)).toBe(true);
    } finally {
      await context.close();
      await removeTestSections();
      await suite.db.query(`DELETE FROM lock_device WHERE serial_number = $1`, [LOCK_SERIAL]);
    }
  });
});
