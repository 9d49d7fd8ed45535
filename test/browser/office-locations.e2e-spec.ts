import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import sharp from 'sharp';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { Factories } from '../support/factories.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 16, item 1: the locations screen. The demo vendor sees its locations, gets the form's refusal (season end
// before its start) and the server's (a negative lead time) at the field, changes the lead time and the German price
// text, finds both after a reload and the price text on the storefront's section page. The browser tests share the
// seeded database: what is changed here is put back.

const PRICE_TEXT = `Tagesmiete **${process.pid} €** im Test\n\nZweiter Absatz`;

interface LocationRow {
  id: number;
  name: string;
  lead_time_hours: number | null;
  price_text: Record<string, string>;
  season_start: string | null;
  season_end: string | null;
}

describe('back office: locations', () => {
  const suite = browserAndDatabase();

  const newPage = async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    return context.newPage();
  };

  const demoVendorId = async () =>
    (
      await suite.db.query<{ vendor_id: number }>(
        `SELECT uv.vendor_id FROM user_vendor uv JOIN app_user u ON u.id = uv.user_id WHERE u.email = $1 ORDER BY uv.vendor_id LIMIT 1`,
        [DEMO_VENDOR.email],
      )
    ).rows[0].vendor_id;

  it('lists the locations; refuses at the field; saves lead time and price text that a reload and the storefront show', async () => {
    const vendorId = await demoVendorId();
    const locations = (
      await suite.db.query<LocationRow>(
        `SELECT id, name, lead_time_hours, price_text, season_start, season_end FROM location WHERE vendor_id = $1 ORDER BY name, id`,
        [vendorId],
      )
    ).rows;
    expect(locations.length).toBeGreaterThan(0);
    const [before] = locations;
    const newLeadTime = (before.lead_time_hours ?? 0) + 7;
    const imageIds = async () =>
      (await suite.db.query<{ id: number }>(`SELECT id FROM image WHERE location_id = $1 ORDER BY id`, [before.id])).rows.map((r) => r.id);
    const imagesBefore = await imageIds();
    const page = await newPage();
    try {
      await officeLogin(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Standorte' }).click();
      await page.waitForURL(/\/office\/locations/);
      await page.getByRole('heading', { level: 1, name: 'Standorte' }).waitFor();
      await page.getByTestId('location-row').first().waitFor();
      const names = await page.getByTestId('location-row').locator('th').allTextContents();
      for (const l of locations) expect(names.some((n) => n.startsWith(l.name))).toBe(true);

      await page.getByRole('button', { name: `${before.name} bearbeiten` }).click();
      await page.waitForURL(new RegExp(`location=${before.id}`));
      const leadTime = page.getByLabel('Vorlauf in Stunden');
      await expect(leadTime.inputValue()).resolves.toBe(before.lead_time_hours === null ? '' : String(before.lead_time_hours));
      expect(await seriousViolations(page)).toEqual([]);

      // The form's own check: a season ending before it starts, at the season's end.
      const seasonStart = page.getByLabel('Saisonbeginn');
      const seasonEnd = page.getByLabel('Saisonende');
      await seasonStart.fill('01-09');
      await seasonEnd.fill('01-06');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Das Saisonende liegt vor dem Saisonbeginn.').waitFor();
      await expect(seasonEnd.getAttribute('aria-invalid')).resolves.toBe('true');
      await seasonStart.fill(before.season_start ?? '');
      await seasonEnd.fill(before.season_end ?? '');

      // The server's: a negative lead time, its message at the field.
      await leadTime.fill('-5');
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Der Vorlauf darf nicht negativ sein.').waitFor();
      await expect(page.getByText('leadTimeHours', { exact: false }).count()).resolves.toBe(0);
      await expect(leadTime.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('location-leadTimeHours');
      expect((await suite.db.query(`SELECT lead_time_hours FROM location WHERE id = $1`, [before.id])).rows[0]).toEqual({
        lead_time_hours: before.lead_time_hours,
      });

      // Lead time and the German price text, with the storefront's markdown as the preview.
      await leadTime.fill(String(newLeadTime));
      await page.getByLabel('Preistext Deutsch').fill(PRICE_TEXT);
      const preview = page.getByRole('region', { name: 'Vorschau Deutsch' });
      await expect(preview.locator('strong').textContent()).resolves.toBe(`${process.pid} €`);
      await expect(preview.locator('p').count()).resolves.toBe(2);
      await page.screenshot({ path: join(screenshotDir, 'office-locations-form.png'), fullPage: true });
      await page.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText(`${before.name} gespeichert.`).waitFor();
      const [stored] = (await suite.db.query(`SELECT lead_time_hours, price_text FROM location WHERE id = $1`, [before.id])).rows;
      expect(stored).toEqual({ lead_time_hours: newLeadTime, price_text: { ...before.price_text, de: PRICE_TEXT } });

      await page.reload();
      await expect(page.getByLabel('Vorlauf in Stunden').inputValue()).resolves.toBe(String(newLeadTime));
      await expect(page.getByLabel('Preistext Deutsch').inputValue()).resolves.toBe(PRICE_TEXT);

      // A picture: uploaded, it goes last; deleted after asking, it is gone.
      const png = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#3a7bd5' } })
        .png()
        .toBuffer();
      const n = imagesBefore.length + 1;
      await page.getByLabel('Bild hinzufügen').setInputFiles({ name: 'strand.png', mimeType: 'image/png', buffer: png });
      await page.getByText('Bild hinzugefügt.').waitFor();
      await page.getByRole('img', { name: `Bild ${n} von ${before.name}` }).waitFor();
      const added = (await imageIds()).filter((id) => !imagesBefore.includes(id));
      expect(added).toHaveLength(1);
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: `Bild ${n} löschen` }).click();
      await page.getByText(`Bild ${n} gelöscht.`).waitFor();
      await page.getByRole('img', { name: `Bild ${n} von ${before.name}` }).waitFor({ state: 'detached' });
      await expect(imageIds()).resolves.toEqual(imagesBefore);

      // The storefront shows the price text on a section page of the location.
      const [section] = (
        await suite.db.query<{ id: number }>(`SELECT id FROM section WHERE location_id = $1 ORDER BY id LIMIT 1`, [before.id])
      ).rows;
      expect(section).toBeDefined();
      await page.goto(`${baseUrl}/s/-/-/-/${section.id}`);
      await page.getByText('Weitere Informationen').click({ timeout: 30_000 });
      await page.locator('.section-detail__price-text strong', { hasText: `${process.pid} €` }).waitFor();
    } finally {
      await suite.db.query(`DELETE FROM image WHERE location_id = $1 AND NOT (id = ANY($2))`, [before.id, imagesBefore]);
      await suite.db.query(`UPDATE location SET lead_time_hours = $2, price_text = $3 WHERE id = $1`, [
        before.id,
        before.lead_time_hours,
        JSON.stringify(before.price_text),
      ]);
      await page.context().close();
    }
  }, 120_000);

  it('STAFF see no Locations in the navigation; the screen opens for them read-only', async () => {
    const staff = await new Factories(suite.db).newUser({ vendorIds: [await demoVendorId()], vendorRole: 'STAFF' });
    const page = await newPage();
    try {
      await officeLogin(page, staff);
      const nav = page.getByRole('navigation');
      await nav.getByRole('link', { name: 'Kunden' }).waitFor();
      await expect(nav.getByRole('link', { name: 'Standorte' }).count()).resolves.toBe(0);
      await page.goto(`${baseUrl}/office/locations`);
      await page.getByTestId('location-row').first().waitFor();
      await expect(page.getByRole('button', { name: 'Neuer Standort' }).count()).resolves.toBe(0);
      await page.getByTestId('location-row').first().getByRole('button').click();
      await expect(page.getByLabel('Vorlauf in Stunden').isDisabled()).resolves.toBe(true);
      await expect(page.getByRole('button', { name: 'Speichern' }).count()).resolves.toBe(0);
    } finally {
      await page.context().close();
      await suite.db.query(`DELETE FROM app_user WHERE id = $1`, [staff.id]);
    }
  }, 90_000);
});
