import { afterAll, beforeAll } from '@jest/globals';
import pg from 'pg';
import type { Page } from 'playwright-core';
import { baseUrl, browserDatabaseUrl } from './browser.js';

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

/**
 * The seeded beaches close at 18:00, and a day that has ended is not sold at the counter (issue 30): while the calling
 * file runs, the demo vendor's beaches close at 23:59, so that today's walk-in is a running day at any hour. Call it in
 * a describe, after browserAndDatabase(): it has a pool of its own, since the suite's closes in its afterAll, which
 * runs before this one's (declaration order).
 */
export function demoBeachesOpenLate(): void {
  let db: pg.Pool;
  let saved: { id: number; opening_hours: unknown }[] = [];
  beforeAll(async () => {
    db = new pg.Pool({ connectionString: browserDatabaseUrl, max: 1 });
    const { rows } = await db.query<{ id: number; opening_hours: unknown }>(
      `SELECT DISTINCT l.id, l.opening_hours FROM location l
         JOIN user_vendor uv ON uv.vendor_id = l.vendor_id JOIN app_user u ON u.id = uv.user_id
        WHERE u.email = $1`,
      [DEMO_VENDOR.email],
    );
    saved = rows;
    await db.query(
      `UPDATE location SET opening_hours =
         (SELECT coalesce(jsonb_agg(h || '{"closing": "23:59"}'::jsonb), '[]'::jsonb) FROM jsonb_array_elements(opening_hours) h)
        WHERE id = ANY ($1)`,
      [saved.map((r) => r.id)],
    );
  });
  afterAll(async () => {
    for (const { id, opening_hours } of saved)
      await db.query(`UPDATE location SET opening_hours = $2 WHERE id = $1`, [id, JSON.stringify(opening_hours)]);
    await db?.end();
  });
}
