import type { Page } from 'playwright-core';
import { baseUrl } from './browser.js';

// The back office in the browser tests: the seeded demo accounts (README "Demo accounts") and signing in at /office.

export const DEMO_VENDOR = { email: 'vendor@strandkorb.local', password: 'Vendor-Strand-2026' };

/** Signs in at /office/login (German labels) and waits for Today. */
export async function officeLogin(page: Page, account: { email: string; password: string } = DEMO_VENDOR): Promise<void> {
  await page.goto(`${baseUrl}/office/login`);
  await page.getByLabel('E-Mail').fill(account.email);
  await page.getByLabel('Passwort').fill(account.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/office\/today/);
}
