import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { Factories } from '../support/factories.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 16, item 5: the extras screen. The demo vendor sees its extras in euros (de-DE), creates "Windschutz" for
// 4,50 €, which the storefront's public extras then offer, gets a refused price at the field, edits and deletes it.
// STAFF do not see the screen in the navigation. The browser tests share the seeded database: what is made here goes.

const NAME = `Windschutz ${process.pid}`;

interface PublicExtra {
  name: string;
  price: number;
}

describe('back office: extras', () => {
  const suite = browserAndDatabase();

  const newPage = async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    return context.newPage();
  };

  const publicExtras = async (page: Page, publicReference: string) =>
    page.evaluate(
      async (url) => {
        const res = await fetch(url);
        return ((await res.json()) as { items: PublicExtra[] }).items;
      },
      `${baseUrl}/api/v1/features/public/extras?publicReference=${encodeURIComponent(publicReference)}&itemsPerPage=0`,
    );

  const row = (page: Page, name: string) => page.getByTestId('extra-row').filter({ has: page.getByRole('rowheader', { name }) });

  it('lists the extras in euros; creates, refuses a bad price at the field, edits and deletes one', async () => {
    const [vendor] = (
      await suite.db.query<{ id: number; public_reference: string }>(
        `SELECT v.id, v.public_reference FROM vendor v JOIN user_vendor uv ON uv.vendor_id = v.id
           JOIN app_user u ON u.id = uv.user_id WHERE u.email = $1 ORDER BY v.id LIMIT 1`,
        [DEMO_VENDOR.email],
      )
    ).rows;
    await suite.db.query(`DELETE FROM extra WHERE vendor_id = $1 AND name = $2`, [vendor.id, NAME]);
    const page = await newPage();
    try {
      await officeLogin(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Extras' }).click();
      await page.waitForURL(/\/office\/extras/);
      await page.getByRole('heading', { level: 1, name: 'Extras' }).waitFor();

      // The seed's extras, with their euro amounts as German writes them.
      const [seeded] = (
        await suite.db.query<{ name: string; price_cents: number; type: string }>(
          `SELECT name, price_cents, type FROM extra WHERE vendor_id = $1 AND active ORDER BY name LIMIT 1`,
          [vendor.id],
        )
      ).rows;
      const seededRow = row(page, seeded.name);
      await seededRow.waitFor();
      const euros = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(seeded.price_cents / 100);
      expect((await seededRow.textContent())!.replace(/\u00a0/g, ' ')).toContain(euros.replace(/\u00a0/g, ' '));
      expect(await seriousViolations(page)).toEqual([]);

      // The type filter: another type than the seeded extra's hides it, and every line shown is of that type.
      const other = seeded.type === 'BEVERAGES' ? { value: 'FOOD', label: 'Speisen' } : { value: 'BEVERAGES', label: 'Getränke' };
      await page.getByLabel('Art', { exact: true }).selectOption(other.value);
      await seededRow.waitFor({ state: 'detached' });
      const types = await page.getByTestId('extra-row').locator('td:nth-of-type(1)').allTextContents();
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set([other.label]));
      await page.getByLabel('Art', { exact: true }).selectOption('');
      // The search.
      await page.getByLabel('Suche').fill(seeded.name.slice(0, 5));
      await page.getByText(/^\d+ Extras?$/).waitFor();
      await seededRow.waitFor();
      await page.getByLabel('Suche').fill('');

      // A new extra: a negative price is the form's to refuse, a price too high the server's; both at the field.
      await page.getByRole('button', { name: 'Neues Extra' }).click();
      const dialog = page.getByRole('dialog', { name: 'Neues Extra' });
      await dialog.getByLabel('Name', { exact: true }).fill(NAME);
      // Issue 30 item 9: the optional English name beside the German one.
      await dialog.getByLabel('Name auf Englisch (optional)').fill('Windbreak');
      await dialog.getByLabel('Art').selectOption({ label: 'Zubehör' });
      const price = dialog.getByLabel('Preis in Euro');
      await price.fill('-1');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await expect(price.getAttribute('aria-invalid')).resolves.toBe('true');
      await dialog.getByText('Der Preis darf nicht negativ sein.').waitFor();
      await price.fill('200000');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.getByText('Der Preis darf nicht größer als 100000 sein.').waitFor();
      await expect(price.getAttribute('aria-invalid')).resolves.toBe('true');
      await page.screenshot({ path: join(screenshotDir, 'office-extras-form.png') });

      await price.fill('4,50');
      await dialog.getByRole('button', { name: 'Speichern' }).click();
      await dialog.waitFor({ state: 'detached' });
      const created = row(page, NAME);
      await created.waitFor();
      expect((await created.textContent())!.replace(/\u00a0/g, ' ')).toContain('4,50 €');
      const [stored] = (
        await suite.db.query(`SELECT price_cents, type, vat_rate, name_en FROM extra WHERE vendor_id = $1 AND name = $2`, [vendor.id, NAME])
      ).rows;
      expect(stored).toEqual({ price_cents: 450, type: 'ACCESSOIRES', vat_rate: 19, name_en: 'Windbreak' });

      // The storefront offers it.
      expect(await publicExtras(page, vendor.public_reference)).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: NAME, nameEn: 'Windbreak', price: 4.5 })]),
      );

      // Edit: a new price.
      await page.getByRole('button', { name: `${NAME} bearbeiten` }).click();
      const edit = page.getByRole('dialog', { name: `${NAME} bearbeiten` });
      await expect(edit.getByLabel('Preis in Euro').inputValue()).resolves.toBe('4,50');
      await edit.getByLabel('Preis in Euro').fill('5,25');
      await expect(edit.getByLabel('Name auf Englisch (optional)').inputValue()).resolves.toBe('Windbreak');
      await edit.getByLabel('Beschreibung auf Englisch (optional)').fill('Cloth, with wooden poles');
      await edit.getByRole('button', { name: 'Speichern' }).click();
      await edit.waitFor({ state: 'detached' });
      await row(page, NAME).getByText('5,25 €').waitFor();
      const [english] = (await suite.db.query(`SELECT description_en FROM extra WHERE vendor_id = $1 AND name = $2`, [vendor.id, NAME]))
        .rows;
      expect(english).toEqual({ description_en: 'Cloth, with wooden poles' });

      // Delete after asking.
      await page.getByRole('button', { name: `${NAME} löschen` }).click();
      const confirm = page.getByRole('dialog', { name: `${NAME} löschen?` });
      await confirm.getByRole('button', { name: 'Löschen' }).click();
      await confirm.waitFor({ state: 'detached' });
      await row(page, NAME).waitFor({ state: 'detached' });
      expect((await suite.db.query(`SELECT 1 FROM extra WHERE vendor_id = $1 AND name = $2`, [vendor.id, NAME])).rowCount).toBe(0);
      expect((await publicExtras(page, vendor.public_reference)).map((e) => e.name)).not.toContain(NAME);
    } finally {
      await suite.db.query(`DELETE FROM extra WHERE vendor_id = $1 AND name = $2`, [vendor.id, NAME]);
      await page.context().close();
    }
  }, 90_000);

  it('STAFF see no Extras in the navigation; the list still opens for them, without buttons to change', async () => {
    const [{ vendor_id: vendorId }] = (
      await suite.db.query<{ vendor_id: number }>(
        `SELECT uv.vendor_id FROM user_vendor uv JOIN app_user u ON u.id = uv.user_id WHERE u.email = $1 ORDER BY uv.vendor_id LIMIT 1`,
        [DEMO_VENDOR.email],
      )
    ).rows;
    const staff = await new Factories(suite.db).newUser({ vendorIds: [vendorId], vendorRole: 'STAFF' });
    const page = await newPage();
    try {
      await officeLogin(page, staff);
      const nav = page.getByRole('navigation');
      await nav.getByRole('link', { name: 'Kunden' }).waitFor();
      await expect(nav.getByRole('link', { name: 'Extras' }).count()).resolves.toBe(0);
      await page.goto(`${baseUrl}/office/extras`);
      await page.getByTestId('extra-row').first().waitFor();
      await expect(page.getByRole('button', { name: 'Neues Extra' }).count()).resolves.toBe(0);
    } finally {
      await page.context().close();
      await suite.db.query(`DELETE FROM app_user WHERE id = $1`, [staff.id]);
    }
  }, 90_000);
});
