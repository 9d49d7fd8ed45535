import { describe, expect, it } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { Factories } from '../support/factories.js';
import { DEMO_VENDOR, officeLogin, openOfficeSection } from '../support/office-browser.js';

// Issue 31 items 2 and 4 in the office: "Kassen" shows each location's TSE and lets the owner switch it in a dialog
// (refused while a till is open there); "Meldung § 146a AO" lists every till with its TSE, retired ones too, printable
// and as a CSV. At 1024 px and on a phone (390 px) without sideways scrolling; STAFF do not see either.
// The built server has no fiskaly key: the demo fake is the one provider it offers.

const TABLET: BrowserContextOptions = { viewport: { width: 1024, height: 768 }, locale: 'de-DE', bypassCSP: true };
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'de-DE',
  bypassCSP: true,
};
const RUN = `${process.pid}-${Date.now().toString(36)}`;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('back office: tills and the notice § 146a AO', () => {
  const suite = browserAndDatabase();
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  /**
   * The demo vendor and a location of its own for this file, made once: no till session of another file is ever open
   * there (a switch is refused while one is), and the counter files' locations keep their TSE.
   */
  let made: { vendorId: number; locationId: number; name: string } | undefined;
  const world = async () => {
    if (made) return made;
    const { rows } = await suite.db.query<{ vendorId: number }>(
      `SELECT uv.vendor_id AS "vendorId" FROM user_vendor uv JOIN app_user u ON u.id = uv.user_id WHERE u.email = $1 LIMIT 1`,
      [DEMO_VENDOR.email],
    );
    // After the demo's locations by name: other files of this worker take the first one by name.
    const name = `Zeltplatz-Kasse ${RUN}`;
    const { id } = await new Factories(suite.db).newLocation({ vendorId: rows[0].vendorId, name });
    made = { vendorId: rows[0].vendorId, locationId: id, name };
    return made;
  };
  const tseRows = async (locationId: number) =>
    (
      await suite.db.query<{ clientId: string; retired: boolean }>(
        `SELECT client_id AS "clientId", retired_at IS NOT NULL AS retired FROM till_tse WHERE location_id = $1 ORDER BY id`,
        [locationId],
      )
    ).rows;

  it('at 1024 px: the owner switches a location’s TSE twice, is refused while a till is open, and finds both TSEs in the notice, printed and as CSV', async () => {
    const { vendorId, locationId, name } = await world();
    const context = await suite.browser.newContext(TABLET);
    const page = await context.newPage();
    const card = page.getByTestId('till-location').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
    const dialog = page.getByRole('dialog', { name: `TSE für ${name}` });
    const openDialog = async () => {
      await card.getByRole('button', { name: new RegExp(`^TSE (einrichten|wechseln) \\(${escaped(name)}\\)$`) }).click();
      await dialog.waitFor();
    };
    const switchTo = async (clientId: string) => {
      await openDialog();
      await expect(dialog.getByLabel('Anbieter').locator('option').allInnerTexts()).resolves.toEqual(['Demo-TSE (nicht zertifiziert)']);
      await dialog.getByLabel('Kassen-ID (freiwillig)').fill(clientId);
      await dialog.getByRole('button', { name: 'Wechseln' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Die TSE von ${name} ist gewechselt: Demo-TSE (nicht zertifiziert).` })
        .waitFor();
      await card.getByText(clientId, { exact: true }).first().waitFor();
    };
    let openSession: number | undefined;
    try {
      await officeLogin(page);
      await openOfficeSection(page, 'Kassen');
      await page.waitForURL(/\/office\/tills$/);
      await page.getByRole('heading', { level: 1, name: 'Kassen' }).waitFor();
      await card.waitFor();

      // A till id with a space is refused at its field before anything is sent.
      await openDialog();
      await dialog.getByLabel('Kassen-ID (freiwillig)').fill('kasse 1');
      await dialog.getByRole('button', { name: 'Wechseln' }).click();
      await dialog.getByText('Nur Buchstaben, Ziffern, Punkt, Unter- und Bindestrich (bis 100 Zeichen).').waitFor();
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();

      await switchTo(`kasse-a-${RUN}`);
      await switchTo(`kasse-b-${RUN}`);
      await card.getByText('Keine zertifizierte TSE: nur für Demo und Tests.', { exact: false }).waitFor();
      const rows = await tseRows(locationId);
      expect(rows.slice(-2)).toEqual([
        { clientId: `kasse-a-${RUN}`, retired: true },
        { clientId: `kasse-b-${RUN}`, retired: false },
      ]);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 768, height: 1024 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.setViewportSize(TABLET.viewport!);

      // A till open at the location: the switch is refused, the dialog says why, nothing changes.
      openSession = (
        await suite.db.query<{ id: number }>(
          `INSERT INTO till_session (vendor_id, location_id, cashier_id, opening_cash_cents) VALUES ($1, $2, 0, 0) RETURNING id`,
          [vendorId, locationId],
        )
      ).rows[0].id;
      await page.reload();
      await card.getByText(`Geöffnete Kassensitzung: ${openSession}.`, { exact: false }).waitFor();
      await openDialog();
      await dialog.getByLabel('Kassen-ID (freiwillig)').fill(`kasse-c-${RUN}`);
      await dialog.getByRole('button', { name: 'Wechseln' }).click();
      await dialog
        .getByRole('alert')
        .filter({ hasText: `An diesem Standort ist noch eine Kasse geöffnet (Sitzung ${openSession})` })
        .waitFor();
      await page.screenshot({ path: join(screenshotDir, 'office-tills-refused.png') });
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      expect(await tseRows(locationId)).toHaveLength(rows.length);

      // The notice: both TSEs of the location, the retired one with its day of retirement.
      await page.getByRole('link', { name: 'Meldung § 146a AO' }).click();
      await page.waitForURL(/\/office\/tills\/notice$/);
      await page.getByRole('heading', { level: 1, name: 'Meldung § 146a AO' }).waitFor();
      const register = (clientId: string) => page.getByTestId('till-register').filter({ hasText: clientId });
      await register(`kasse-b-${RUN}`).waitFor();
      await expect(register(`kasse-a-${RUN}`).getByText('außer Betrieb').count()).resolves.toBe(1);
      await expect(register(`kasse-b-${RUN}`).getByText('in Betrieb', { exact: true }).count()).resolves.toBe(1);
      const today = new Date().toLocaleDateString('de-DE', {
        timeZone: 'Europe/Berlin',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      });
      const retired = await register(`kasse-a-${RUN}`).innerText();
      expect(retired).toContain(name);
      expect(retired).toMatch(/Elektronisches Aufzeichnungssystem \(Cloud-Kasse\) – Strandkorb/);
      expect(retired).toContain('Demo-TSE (lokal, nicht zertifiziert)');
      expect(retired).toMatch(new RegExp(`Außerbetriebnahme\\s+${escaped(today)}`));
      expect(retired).toMatch(/Seriennummer der TSE\s+[0-9a-f]{64}/);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);

      // A 768 px tablet: the notice and the tills fit too.
      await page.setViewportSize({ width: 768, height: 1024 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);

      // Printed: only the list, without the frame and the buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation').isVisible()).resolves.toBe(false);
      await expect(page.getByRole('button', { name: 'Drucken' }).isVisible()).resolves.toBe(false);
      await expect(register(`kasse-a-${RUN}`).isVisible()).resolves.toBe(true);
      await page.emulateMedia({ media: 'screen' });
      await page.setViewportSize(TABLET.viewport!);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'CSV herunterladen' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^kassen-meldung-146a-\d{4}-\d{2}-\d{2}\.csv$/);
      const saved = join(screenshotDir, `tills-${RUN}.csv`);
      await download.saveAs(saved);
      const [header, ...lines] = (await readFile(saved, 'utf8')).replace(/^\uFEFF/, '').split('\r\n');
      expect(header.split(';').slice(0, 3)).toEqual(['Standort', 'Anschrift', 'Art des Aufzeichnungssystems']);
      expect(lines.find((l) => l.includes(`kasse-a-${RUN}`))).toContain(`;${today};${today};`);
      expect(lines.find((l) => l.includes(`kasse-b-${RUN}`))).toMatch(new RegExp(`;${escaped(today)};;\\d+$`));
    } finally {
      if (openSession) await suite.db.query(`DELETE FROM till_session WHERE id = $1`, [openSession]);
      await context.close();
    }
  }, 120_000);

  it('on a phone (390 px) both pages and the dialog fit; in English too', async () => {
    const { name } = await world();
    const context = await suite.browser.newContext(PHONE);
    const page = await context.newPage();
    try {
      await officeLogin(page);
      await openOfficeSection(page, 'Kassen');
      const card = page.getByTestId('till-location').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
      await card.getByText('Seriennummer der TSE').waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await card.getByRole('button', { name: `TSE wechseln (${name})` }).click();
      const dialog = page.getByRole('dialog', { name: `TSE für ${name}` });
      await dialog.waitFor();
      const box = await dialog.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await page.screenshot({ path: join(screenshotDir, 'office-tills-phone.png'), fullPage: true });

      await page.goto(`${baseUrl}/office/tills/notice`);
      await page.getByTestId('till-register').first().waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: join(screenshotDir, 'office-tills-notice-phone.png'), fullPage: true });

      await page.getByLabel('Sprache').selectOption('en');
      await page.getByRole('heading', { level: 1, name: 'Notice § 146a AO' }).waitFor();
      await page.getByRole('button', { name: 'Download CSV' }).waitFor();
      await page.getByText('Kind of TSE').first().waitFor();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('STAFF see neither page: no "Kassen" in the navigation, the owner’s notice at the address', async () => {
    const { vendorId } = await world();
    const staff = await new Factories(suite.db).newUser({ vendorIds: [vendorId], vendorRole: 'STAFF' });
    const context = await suite.browser.newContext(TABLET);
    const page = await context.newPage();
    try {
      await officeLogin(page, staff);
      const nav = page.getByRole('navigation');
      await nav.getByRole('link', { name: 'Kunden' }).waitFor();
      await expect(nav.getByRole('link', { name: 'Kassen' }).count()).resolves.toBe(0);
      for (const path of ['tills', 'tills/notice']) {
        await page.goto(`${baseUrl}/office/${path}`);
        await page.getByTestId('owners-only').waitFor();
        await expect(page.getByTestId('till-location').count()).resolves.toBe(0);
      }
    } finally {
      await context.close();
      await suite.db.query(`DELETE FROM app_user WHERE id = $1`, [staff.id]);
    }
  }, 90_000);
});
