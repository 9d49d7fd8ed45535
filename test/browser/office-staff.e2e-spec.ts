import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserAndDatabase, screenshotDir, spawnedOutbox } from '../support/browser.js';
import { tokenFromLink, waitForOutboxMail } from '../support/mail.js';
import { DEMO_VENDOR, officeLogin } from '../support/office-browser.js';

// Issue 16, item 7: the staff screen. The demo vendor (an OWNER) sees its users, invites a new address as STAFF (the
// invitation mail lands in the spawned server's outbox), which shows as invited; the invited person chooses a password
// with the mailed link, signs in at /office and sees neither Personal nor Preise (and the users' list is refused);
// the owner sees the address confirmed, makes it an owner, and removes it after asking. What is made here goes.

const EMAIL = `personal-${process.pid}@example.test`;
const NAME = `Inge Strand${process.pid}`;
const PASSWORD = 'Strandhafer-Nord-2026';

describe('back office: staff', () => {
  const suite = browserAndDatabase();

  const newPage = async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    return context.newPage();
  };
  const row = (page: Page, name: string) => page.getByTestId('staff-row').filter({ has: page.getByRole('rowheader', { name }) });
  const membership = async () =>
    (
      await suite.db.query(
        `SELECT uv.role, uv.location_id, u.confirmed_at IS NOT NULL AS confirmed
           FROM user_vendor uv JOIN app_user u ON u.id = uv.user_id WHERE lower(u.email) = $1`,
        [EMAIL],
      )
    ).rows;

  it('lists the users, invites a STAFF member who confirms and is kept out of the owner sections, changes and removes it', async () => {
    await suite.db.query(`DELETE FROM app_user WHERE lower(email) = $1`, [EMAIL]);
    const [{ vendor_id: vendorId }] = (
      await suite.db.query<{ vendor_id: number }>(
        `SELECT uv.vendor_id FROM user_vendor uv JOIN app_user u ON u.id = uv.user_id WHERE u.email = $1 ORDER BY uv.vendor_id LIMIT 1`,
        [DEMO_VENDOR.email],
      )
    ).rows;
    const [{ owners }] = (
      await suite.db.query<{ owners: number }>(`SELECT count(*)::int AS owners FROM user_vendor WHERE vendor_id = $1 AND role = 'OWNER'`, [
        vendorId,
      ])
    ).rows;
    const page = await newPage();
    const staffPage = await newPage();
    try {
      await officeLogin(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Personal' }).click();
      await page.waitForURL(/\/office\/staff/);
      await page.getByRole('heading', { level: 1, name: 'Personal' }).waitFor();

      // The demo vendor itself, an owner and confirmed; the only owner may not be removed.
      const self = page.getByTestId('staff-row').filter({ hasText: DEMO_VENDOR.email });
      await self.waitFor();
      expect(await self.textContent()).toMatch(/Inhaber.*Bestätigt/);
      const removeSelf = self.getByRole('button', { name: /entfernen$/ });
      await expect(removeSelf.isDisabled()).resolves.toBe(owners === 1);
      expect(await seriousViolations(page)).toEqual([]);

      // Invite a new address as STAFF: the screen says that a mail went out, the list shows it as invited.
      await page.getByRole('button', { name: 'Einladen' }).click();
      const dialog = page.getByRole('dialog', { name: 'Mitarbeitende einladen' });
      await dialog.getByLabel('E-Mail').fill('kein-at-zeichen');
      await dialog.getByRole('button', { name: 'Einladen' }).click();
      await dialog.getByText('Bitte eine gültige E-Mail-Adresse angeben.').waitFor();
      await dialog.getByLabel('E-Mail').fill(EMAIL);
      await expect(dialog.getByLabel('Rolle').inputValue()).resolves.toBe('STAFF');
      await dialog.getByLabel('Vorname').fill('Inge');
      await dialog.getByLabel('Nachname').fill(`Strand${process.pid}`);
      await page.screenshot({ path: join(screenshotDir, 'office-staff-invite.png') });
      await dialog.getByRole('button', { name: 'Einladen' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('status').getByText(`Einladung gesendet an ${EMAIL}.`, { exact: false }).waitFor();
      const invited = row(page, NAME);
      await invited.waitFor();
      expect(await invited.textContent()).toMatch(/Personal.*Alle Standorte.*Eingeladen/);
      expect(await membership()).toEqual([{ role: 'STAFF', location_id: null, confirmed: false }]);

      // The invitation (issue 29, item 5): its own mail naming the vendor, whose link opens the office's invitation page;
      // choosing the password there confirms the address and lands on /office signed in.
      const { mail } = await waitForOutboxMail(spawnedOutbox, EMAIL);
      expect(mail.text).toMatch(/Sie wurden eingeladen, im Strandkorb-Backoffice für .*Lübecker Bucht.* mitzuarbeiten/);
      const token = tokenFromLink(mail, '/office/invitation');
      await staffPage.goto(`${baseUrl}/office/invitation?token=${token}`);
      await staffPage.getByRole('heading', { level: 1, name: 'Willkommen im Backoffice' }).waitFor();
      await staffPage.getByLabel('Neues Passwort').fill(PASSWORD);
      await staffPage.getByLabel('Passwort wiederholen').fill(`${PASSWORD}x`);
      await staffPage.getByRole('button', { name: 'Passwort festlegen und anmelden' }).click();
      await staffPage.getByText('Die beiden Passwörter stimmen nicht überein.').waitFor();
      await staffPage.getByLabel('Passwort wiederholen').fill(PASSWORD);
      expect(await seriousViolations(staffPage)).toEqual([]);
      await staffPage.getByRole('button', { name: 'Passwort festlegen und anmelden' }).click();
      await staffPage.waitForURL(/\/office\/today$/);
      await staffPage.getByRole('heading', { level: 1, name: 'Heute' }).waitFor();
      await staffPage.getByRole('button', { name: 'Abmelden' }).waitFor();

      // The STAFF member is signed in: no Personal, no Preise; the users' list is refused by the server.
      const nav = staffPage.getByRole('navigation');
      await nav.getByRole('link', { name: 'Kunden' }).waitFor();
      await expect(nav.getByRole('link', { name: 'Personal' }).count()).resolves.toBe(0);
      await expect(nav.getByRole('link', { name: 'Preise' }).count()).resolves.toBe(0);
      await expect(nav.getByRole('link', { name: 'Berichte' }).count()).resolves.toBe(0);
      // Typed by hand, the owners' screens say whose they are (and ask the server for nothing).
      await staffPage.goto(`${baseUrl}/office/staff`);
      await staffPage.getByTestId('owners-only').getByRole('heading', { name: 'Nur für Inhaber' }).waitFor();
      // Prices are the owner's: the page says so, and the staff member's own call to the prices API is refused.
      await staffPage.goto(`${baseUrl}/office/prices`);
      await staffPage.getByTestId('owners-only').getByRole('heading', { name: 'Nur für Inhaber' }).waitFor();
      await expect(staffPage.getByRole('table').count()).resolves.toBe(0);
      const session = (await (
        await fetch(`${baseUrl}/api/v1/features/users/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
        })
      ).json()) as { accessToken: string };
      const priceCall = await fetch(`${baseUrl}/api/v1/vendor/prices`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` },
        body: JSON.stringify({ sectionId: 1, validFrom: '2032-01-01', validTo: '2032-12-31', rates: [{ type: 'DAY', price: 15 }] }),
      });
      expect(priceCall.status).toBe(403);
      await expect(priceCall.json()).resolves.toMatchObject({ errorType: 'FORBIDDEN' });

      // The owner sees the address confirmed, and makes it an owner.
      await page.reload();
      await row(page, NAME).getByText('Bestätigt').waitFor();
      await page.getByRole('button', { name: `${NAME} ändern` }).click();
      const edit = page.getByRole('dialog', { name: `${NAME} ändern` });
      await edit.getByLabel('Rolle').selectOption('OWNER');
      await expect(edit.getByLabel('Standort').count()).resolves.toBe(0);
      await edit.getByRole('button', { name: 'Speichern' }).click();
      await edit.waitFor({ state: 'detached' });
      await row(page, NAME).getByText('Inhaber').waitFor();
      expect(await membership()).toEqual([{ role: 'OWNER', location_id: null, confirmed: true }]);

      // Remove after asking.
      await page.getByRole('button', { name: `${NAME} entfernen` }).click();
      const confirm = page.getByRole('dialog', { name: `${NAME} entfernen?` });
      await confirm.getByText(`${EMAIL} verliert den Zugang`).waitFor();
      await confirm.getByRole('button', { name: 'Entfernen' }).click();
      await confirm.waitFor({ state: 'detached' });
      await row(page, NAME).waitFor({ state: 'detached' });
      await page.getByRole('status').getByText(`${NAME} entfernt.`).waitFor();
      expect(await membership()).toEqual([]);
    } finally {
      await page.context().close();
      await staffPage.context().close();
      await suite.db.query(`DELETE FROM app_user WHERE lower(email) = $1`, [EMAIL]);
    }
  }, 120_000);
});
