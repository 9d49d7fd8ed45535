import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { browserAndDatabase, screenshotDir } from '../support/browser.js';
import { callApi, findBookableChair, submittedBooking } from '../support/cartData.js';
import { DEMO_VENDOR, officeLogin, openOfficeSection } from '../support/office-browser.js';

// Issue 29, item 16: the company screen. The demo vendor (an owner) enters its register court, register number and
// managing directors, which the vendor row keeps (its invoices print them), finds them after a reload, and clears one.
// The browser tests share the seeded database: the vendor's invoice data is put back.
// Issue 30 item 5, the office's side: the owner decides whether guests cancel online in "Meine Buchung" and until how
// many days before the start (vendor.guest_cancellation_days); the storefront's preview follows at once.

describe('back office: company data', () => {
  const suite = browserAndDatabase();

  it('an owner enters the commercial register and the managing directors; a reload shows them; an emptied field is cleared', async () => {
    const { rows } = await suite.db.query<{ id: number; invoice_data: Record<string, unknown> }>(
      `SELECT v.id, v.invoice_data FROM vendor v JOIN user_vendor uv ON uv.vendor_id = v.id JOIN app_user u ON u.id = uv.user_id
        WHERE u.email = $1 ORDER BY v.id LIMIT 1`,
      [DEMO_VENDOR.email],
    );
    const [vendor] = rows;
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    try {
      await officeLogin(page);
      await page.getByRole('navigation').getByRole('link', { name: 'Firmendaten' }).click();
      await page.waitForURL(/\/office\/company/);
      await page.getByRole('heading', { level: 1, name: 'Firmendaten' }).waitFor();
      // The company card's own form: the page has a second card with its own save button.
      const companyForm = page.getByRole('form', { name: 'Firmendaten' });
      const court = companyForm.getByLabel('Registergericht');
      await court.waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      await court.fill('Amtsgericht Lübeck');
      await page.getByLabel('Registernummer').fill('HRB 4711 HL');
      await page.getByLabel('Geschäftsführung').fill('Jan Möller, Anna Petersen');
      await companyForm.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Die Firmendaten sind gespeichert.').waitFor();
      const saved = await suite.db.query<{ invoice_data: Record<string, unknown> }>(`SELECT invoice_data FROM vendor WHERE id = $1`, [
        vendor.id,
      ]);
      expect(saved.rows[0].invoice_data).toMatchObject({
        registerCourt: 'Amtsgericht Lübeck',
        registerNumber: 'HRB 4711 HL',
        managingDirectors: 'Jan Möller, Anna Petersen',
        // the bank account is kept as it was
        bankData: vendor.invoice_data.bankData,
      });

      await page.reload();
      await expect(page.getByLabel('Registernummer').inputValue()).resolves.toBe('HRB 4711 HL');
      await page.getByLabel('Registernummer').fill('');
      await companyForm.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Die Firmendaten sind gespeichert.').waitFor();
      const cleared = await suite.db.query<{ n: string | null }>(
        `SELECT invoice_data ->> 'registerNumber' AS n FROM vendor WHERE id = $1`,
        [vendor.id],
      );
      expect(cleared.rows[0].n).toBeNull();
    } finally {
      await context.close();
      await suite.db.query(`UPDATE vendor SET invoice_data = $2 WHERE id = $1`, [vendor.id, vendor.invoice_data]);
    }
  });

  it('an owner turns online cancellation off (the preview refuses), on a phone; sets 3 days on a desktop, 366 refused', async () => {
    // A vendor of the seed the other browser tests do not cancel with (they share the database), and an owner of it.
    const run = `${process.pid}-${Date.now().toString(36)}`;
    const { rows } = await suite.db.query<{ id: number; days: number | null }>(
      `SELECT id, guest_cancellation_days AS days FROM vendor WHERE public_reference = 'nordsee-strandkorb'`,
    );
    const [vendor] = rows;
    const hash = await suite.db.query<{ password_hash: string }>(`SELECT password_hash FROM app_user WHERE email = $1`, [
      DEMO_VENDOR.email,
    ]);
    const owner = { email: `owner-${run}@example.de`, password: DEMO_VENDOR.password };
    const user = await suite.db.query<{ id: number }>(
      `INSERT INTO app_user (email, password_hash, role, language, confirmed_at) VALUES ($1, $2, 'VENDOR', 'de', now()) RETURNING id`,
      [owner.email, hash.rows[0].password_hash],
    );
    await suite.db.query(`INSERT INTO user_vendor (user_id, vendor_id, role) VALUES ($1, $2, 'OWNER')`, [user.rows[0].id, vendor.id]);
    // Guests may cancel until the day before the start (the server's default) when the test begins.
    await suite.db.query(`UPDATE vendor SET guest_cancellation_days = 1 WHERE id = $1`, [vendor.id]);
    const daysInDb = async () =>
      (await suite.db.query<{ days: number | null }>(`SELECT guest_cancellation_days AS days FROM vendor WHERE id = $1`, [vendor.id]))
        .rows[0].days;

    // A guest's booking with that vendor, a week or more ahead: the public preview answers for it.
    const email = `guest-${run}@example.de`;
    const chair = await findBookableChair('Westerland', undefined, 'nordsee-strandkorb');
    const bookingRef = await submittedBooking(chair, email, 'Greta', 'INVOICE');
    const preview = `/features/public/booking/cancellation?bookingRef=${bookingRef}&email=${encodeURIComponent(email)}`;
    await expect(callApi<{ lastDay: string }>('GET', preview)).resolves.toMatchObject({ lastDay: dayBefore(chair.day, 1) });

    const card = (page: Page) => page.getByRole('region', { name: 'Online-Stornierung durch Gäste' });
    const openCompany = async (page: Page) => {
      await officeLogin(page, owner);
      await openOfficeSection(page, 'Firmendaten');
      await page.waitForURL(/\/office\/company/);
      await card(page).getByRole('checkbox', { name: 'Gäste dürfen ihre Buchung online stornieren' }).waitFor();
    };
    const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

    const phone = await suite.browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'de-DE',
      bypassCSP: true,
    });
    const desktop = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'de-DE', bypassCSP: true });
    try {
      // On a phone: the box is ticked with 1 day; the policy is shown beside it (the seed's: 50 % from 1 day before).
      const page = await phone.newPage();
      await openCompany(page);
      const box = card(page).getByRole('checkbox', { name: 'Gäste dürfen ihre Buchung online stornieren' });
      await expect(box.isChecked()).resolves.toBe(true);
      await expect(card(page).getByLabel('Tage vor Beginn').inputValue()).resolves.toBe('1');
      await expect(card(page).getByTestId('cancellation-policy').innerText()).resolves.toContain(
        'Stornogebühr: 50 % des Mietpreises ab 1 Tag vor Beginn',
      );
      expect(await overflow(page)).toBeLessThanOrEqual(390);
      expect(await seriousViolations(page)).toEqual([]);

      await box.uncheck();
      await expect(card(page).getByLabel('Tage vor Beginn').count()).resolves.toBe(0);
      await card(page).getByText('bittet ihn die Seite, sich bei Ihnen zu melden').waitFor();
      await card(page).getByRole('button', { name: 'Speichern' }).click();
      await card(page).getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
      await page.screenshot({ path: join(screenshotDir, 'office-guest-cancellation-phone.png'), fullPage: true });
      expect(await overflow(page)).toBeLessThanOrEqual(390);
      expect(await daysInDb()).toBeNull();
      // The storefront's preview: online cancellation is not offered any more.
      await expect(callApi('GET', preview)).rejects.toThrow(/: 409 .*GUEST_CANCELLATION_NOT_OFFERED/);
      // The company form was not touched by this save: its own status stays empty.
      await expect(page.getByRole('form', { name: 'Firmendaten' }).getByRole('status').textContent()).resolves.toBe('');

      // On a desktop: ticked again, 366 is refused by the server and said at the field; 3 is saved.
      const wide = await desktop.newPage();
      await openCompany(wide);
      const wideBox = card(wide).getByRole('checkbox', { name: 'Gäste dürfen ihre Buchung online stornieren' });
      await expect(wideBox.isChecked()).resolves.toBe(false);
      await wideBox.check();
      const days = card(wide).getByLabel('Tage vor Beginn');
      await days.fill('366');
      await card(wide).getByRole('button', { name: 'Speichern' }).click();
      await card(wide).getByRole('alert').filter({ hasText: 'Online-Stornierung: höchstens 365 Tage vor Beginn.' }).waitFor();
      await expect(days.getAttribute('aria-invalid')).resolves.toBe('true');
      expect(await daysInDb()).toBeNull();

      await days.fill('3');
      await card(wide).getByRole('button', { name: 'Speichern' }).click();
      await card(wide).getByRole('status').filter({ hasText: 'Gespeichert.' }).waitFor();
      await expect(card(wide).getByRole('alert').count()).resolves.toBe(0);
      expect(await daysInDb()).toBe(3);
      await wide.screenshot({ path: join(screenshotDir, 'office-guest-cancellation-desktop.png'), fullPage: true });
      expect(await overflow(wide)).toBeLessThanOrEqual(1440);
      // The guest may cancel online again, now until 3 days before the start.
      await expect(callApi<{ lastDay: string }>('GET', preview)).resolves.toMatchObject({ lastDay: dayBefore(chair.day, 3) });
      await wide.reload();
      await expect(card(wide).getByLabel('Tage vor Beginn').inputValue()).resolves.toBe('3');
      // The guest cancels (the chair is free again for the other tests).
      await callApi('PUT', preview);
    } finally {
      await phone.close();
      await desktop.close();
      await suite.db.query(`UPDATE vendor SET guest_cancellation_days = $2 WHERE id = $1`, [vendor.id, vendor.days]);
      await suite.db.query(`DELETE FROM user_vendor WHERE user_id = $1`, [user.rows[0].id]);
    }
  }, 120_000);
});

/** The calendar day `days` before `day` (YYYY-MM-DD). */
function dayBefore(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
