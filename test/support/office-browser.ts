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

/**
 * Opens a section of the office by its navigation link; on a phone the links are behind the menu button first.
 * Retried: a click on the menu while the page still settles (a redirect to a new address closes it) is lost.
 */
export async function openOfficeSection(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menü' });
  const link = page.getByRole('navigation').getByRole('link', { name });
  for (let attempt = 0; attempt < 10 && !(await link.isVisible()); attempt++) {
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
    await link.waitFor({ state: 'visible', timeout: 2_000 }).catch(() => undefined);
  }
  await link.click();
}
