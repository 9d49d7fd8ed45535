import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import sharp from 'sharp';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 16, item 1: one pictures field for sections, chairs, extras and locations. On a seeded section of the demo
// vendor: two uploads go last, the keyboard's "Nach vorn" and a drag put them in a new order that the server keeps,
// a file that is no picture shows the server's text; a chair and an extra get a picture too. What is added goes again.

const png = (background: string) =>
  sharp({ create: { width: 60, height: 40, channels: 3, background } })
    .png()
    .toBuffer();

describe('back office: pictures', () => {
  const suite = browserAndDatabase();

  it('uploads, reorders by keyboard and by drag, and refuses a non-picture for a section; a chair and an extra get pictures', async () => {
    const [section] = (
      await suite.db.query<{ id: number; name: string; vendor_id: number }>(
        `SELECT s.id, s.name, l.vendor_id FROM section s JOIN location l ON l.id = s.location_id
           JOIN user_vendor uv ON uv.vendor_id = l.vendor_id JOIN app_user u ON u.id = uv.user_id
          WHERE u.email = $1 AND EXISTS (SELECT 1 FROM beach_chair c WHERE c.section_id = s.id AND c.active)
          ORDER BY s.name LIMIT 1`,
        [DEMO_VENDOR.email],
      )
    ).rows;
    const [extra] = (
      await suite.db.query<{ id: number; name: string }>(
        `SELECT id, name FROM extra WHERE vendor_id = $1 AND active ORDER BY name LIMIT 1`,
        [section.vendor_id],
      )
    ).rows;
    const order = async () =>
      (await suite.db.query<{ id: number }>(`SELECT id FROM image WHERE section_id = $1 ORDER BY position, id`, [section.id])).rows.map(
        (r) => r.id,
      );
    const before = await order();
    const started = new Date();
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 1000 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    try {
      await officeLogin(page);
      await page.goto(`${baseUrl}/office/sections?open=${section.id}`);
      await page.getByRole('heading', { level: 1, name: section.name }).waitFor();
      const field = page.getByRole('region', { name: 'Bilder des Abschnitts' });

      // Two uploads, each going last.
      for (const [i, colour] of ['#d53a3a', '#3a7bd5'].entries()) {
        await field
          .getByLabel('Bild hinzufügen')
          .setInputFiles({ name: `bild-${i}.png`, mimeType: 'image/png', buffer: await png(colour) });
        await field.getByText('Bild hinzugefügt.').waitFor();
        await field.getByRole('img', { name: `Bild ${before.length + i + 1} von ${section.name}` }).waitFor();
      }
      const uploaded = await order();
      expect(uploaded.slice(0, before.length)).toEqual(before);
      const [first, second] = uploaded.slice(before.length);
      const n = uploaded.length;

      // Keyboard: the last picture one place earlier; the focus stays with it.
      await field.getByRole('button', { name: `Bild ${n} nach vorn` }).focus();
      await page.keyboard.press('Enter');
      await field.getByText(`Bild ${n} ist jetzt Bild ${n - 1}.`).waitFor();
      await expect(order()).resolves.toEqual([...before, second, first]);
      await expect(page.evaluate(() => document.activeElement?.closest('[data-image-id]')?.getAttribute('data-image-id'))).resolves.toBe(
        String(second),
      );
      expect(await seriousViolations(page)).toEqual([]);

      // Drag: the last picture onto the first place.
      // The whole list in view: the mouse does not scroll while it drags.
      await field.locator('ol').scrollIntoViewIfNeeded();
      const from = (await field.locator(`[data-image-id="${first}"] img`).boundingBox())!;
      const to = (await field.locator('[data-image-id] img').first().boundingBox())!;
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
      await page.mouse.up();
      await field.getByText(`Bild ${n} ist jetzt Bild 1.`).waitFor();
      await expect(order()).resolves.toEqual([first, ...before, second]);
      await page.screenshot({ path: join(screenshotDir, 'office-images.png') });

      // Not a picture: the server's text, nothing stored.
      await field
        .getByLabel('Bild hinzufügen')
        .setInputFiles({ name: 'liste.png', mimeType: 'image/png', buffer: Buffer.from('kein Bild') });
      await field.getByRole('alert').filter({ hasText: 'Dieser Dateityp wird nicht unterstützt' }).waitFor();
      await expect(order()).resolves.toEqual([first, ...before, second]);

      // A chair's pictures, in its edit form.
      await page
        .getByRole('button', { name: /^Korb .+ bearbeiten$/ })
        .first()
        .click();
      const chairField = page.getByRole('region', { name: /^Bilder von Korb / });
      await chairField
        .getByLabel('Bild hinzufügen')
        .setInputFiles({ name: 'korb.png', mimeType: 'image/png', buffer: await png('#e0c020') });
      await chairField.getByText('Bild hinzugefügt.').waitFor();
      await chairField
        .getByRole('img', { name: /^Bild \d+ von Korb / })
        .last()
        .waitFor();

      // An extra's pictures, in its dialog.
      await page.getByRole('navigation').getByRole('link', { name: 'Extras' }).click();
      await page.getByRole('button', { name: `${extra.name} bearbeiten` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Bild hinzufügen').setInputFiles({ name: 'extra.png', mimeType: 'image/png', buffer: await png('#20e0a0') });
      await dialog.getByRole('img', { name: `Bild 1 von ${extra.name}` }).waitFor();
      const extraImages = await suite.db.query(`SELECT id FROM image WHERE extra_id = $1`, [extra.id]);
      expect(extraImages.rowCount).toBe(1);
      page.once('dialog', (d) => void d.accept());
      await dialog.getByRole('button', { name: 'Bild 1 löschen' }).click();
      await dialog.getByText('Bild 1 gelöscht.').waitFor();
      await expect(suite.db.query(`SELECT id FROM image WHERE extra_id = $1`, [extra.id]).then((r) => r.rowCount)).resolves.toBe(0);
    } finally {
      await context.close();
      await suite.db.query(
        `DELETE FROM image WHERE created_at >= $1 AND (section_id = $2 OR extra_id = $3 OR beach_chair_id IN (SELECT id FROM beach_chair WHERE section_id = $2))`,
        [started, section.id, extra.id],
      );
      // The seeded pictures keep their order (the test moved them along).
      await suite.db.query(`UPDATE image SET position = o.p - 1 FROM unnest($1::int[]) WITH ORDINALITY o(id, p) WHERE image.id = o.id`, [
        before,
      ]);
    }
  }, 180_000);
});
