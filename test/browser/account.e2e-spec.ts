import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { baseUrl, launchChromium, browserDatabaseUrl } from '../support/browser.js';
import { Factories } from '../support/factories.js';

// The pages the account mails link to: confirming the address and choosing a new password.
let browser: Browser;
let db: pg.Pool;
let factories: Factories;

beforeAll(async () => {
  browser = await launchChromium();
  db = new pg.Pool({ connectionString: browserDatabaseUrl, max: 2 });
  factories = new Factories(db);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

describe('account pages', () => {
  it('the confirmation link confirms the address', async () => {
    const user = await factories.newUser({ confirmed: false });
    const token = await factories.newUserToken({ userId: user.id, kind: 'CONFIRM_EMAIL' });
    const page = await browser.newPage({ locale: 'de-DE' });
    await page.goto(`${baseUrl}/account/confirm?token=${token}`);
    await expect(page.getByTestId('account-success').textContent({ timeout: 15_000 })).resolves.toContain(user.email);
    const { rows } = await db.query(`SELECT confirmed_at FROM app_user WHERE id = $1`, [user.id]);
    expect(rows[0].confirmed_at).not.toBeNull();

    // The same link a second time says it was used.
    await page.goto(`${baseUrl}/account/confirm?token=${token}`);
    await expect(page.getByRole('alert').textContent({ timeout: 15_000 })).resolves.toBe('Dieser Link wurde bereits verwendet.');
    await page.close();
  }, 60_000);

  it('the reset link lets the user choose a new password that then signs in', async () => {
    const user = await factories.newUser();
    const token = await factories.newUserToken({ userId: user.id, kind: 'RESET_PASSWORD' });
    const page = await browser.newPage({ locale: 'de-DE' });
    await page.goto(`${baseUrl}/account/password?token=${token}`);
    await page.getByLabel('Neues Passwort', { exact: true }).fill('Duenen-Wind-2027');
    await page.getByLabel('Passwort wiederholen').fill('Duenen-Wind-2026');
    await expect(page.getByRole('alert').textContent()).resolves.toBe('Die Passwörter stimmen nicht überein.');
    await page.getByLabel('Passwort wiederholen').fill('Duenen-Wind-2027');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await page.getByTestId('account-success').waitFor({ timeout: 15_000 });
    await page.close();

    const login = await fetch(`${baseUrl}/api/v1/features/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: 'Duenen-Wind-2027' }),
    });
    expect(login.status).toBe(200);
  }, 60_000);
});

describe('forgotten password', () => {
  it('the reset page sends a reset mail (a token appears for the user)', async () => {
    const user = await factories.newUser();
    const page = await browser.newPage({ locale: 'de-DE' });
    await page.goto(`${baseUrl}/account/password-reset`);
    await page.getByLabel('E-Mail-Adresse').fill(user.email);
    await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click();
    await expect(page.getByTestId('account-success').textContent({ timeout: 15_000 })).resolves.toContain(user.email);
    await page.close();
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM user_token WHERE user_id = $1 AND kind = 'RESET_PASSWORD'`, [user.id]);
    expect(rows[0].n).toBe(1);
  }, 60_000);
});
