import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, browserDatabaseUrl, launchChromium } from '../support/browser.js';

// Issue 29, item 9b: the widget of Warnow & Rügen finds and shows only its own places. The search for another
// vendor's town or section lists nothing of it; another vendor's section address shows a notice with a link to the
// full storefront instead of that vendor's section under the widget's header.
const VENDOR = 'warnow-ruegen';
const FOREIGN_SECTION = 'Abschnitt A – Seebrücke Nord';

describe('the widget finds and opens only its vendor’s places (issue 29, 9b)', () => {
  let browser: Browser;
  let db: pg.Pool;
  let ownCity: string;
  let foreign: { id: number; path: string };

  beforeAll(async () => {
    db = new pg.Pool({ connectionString: browserDatabaseUrl, max: 2 });
    const own = await db.query<{ name: string }>(
      `SELECT ci.name FROM section s JOIN location l ON l.id = s.location_id JOIN vendor v ON v.id = l.vendor_id
         JOIN beach b ON b.id = s.beach_id JOIN city ci ON ci.id = b.city_id
        WHERE v.public_reference = $1 AND s.online_booking ORDER BY ci.name LIMIT 1`,
      [VENDOR],
    );
    ownCity = own.rows[0].name;
    const row = await db.query<{ id: number; section: string; city: string; region: string; vendor: string }>(
      `SELECT s.id, s.name AS section, ci.name AS city, r.name AS region, v.public_reference AS vendor
         FROM section s JOIN location l ON l.id = s.location_id JOIN vendor v ON v.id = l.vendor_id
         JOIN beach b ON b.id = s.beach_id JOIN city ci ON ci.id = b.city_id JOIN region r ON r.id = ci.region_id
        WHERE s.name = $1`,
      [FOREIGN_SECTION],
    );
    const s = row.rows[0];
    expect(s.vendor).not.toBe(VENDOR);
    const seg = encodeURIComponent;
    foreign = { id: s.id, path: `/s/${seg(s.region)}/${seg(s.city)}/${seg(s.section)}/${s.id}` };
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await db?.end();
  });

  const openWidget = async (): Promise<Page> => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    await page.goto(`${baseUrl}/?widget=true&publicReference=${VENDOR}`);
    await page.waitForURL((url) => url.pathname.startsWith('/r/'), { timeout: 30_000 });
    await page.getByTestId('level-list').locator('a').first().waitFor({ timeout: 30_000 });
    return page;
  };

  const searchFor = async (page: Page, phrase: string) => {
    const answered = page.waitForResponse((res) => res.url().includes('/destinations/search') && res.ok());
    await page.getByTestId('destination-search').fill(phrase);
    await answered;
  };

  it("the search lists no other vendor's region, town, beach or section, and still finds the vendor's own", async () => {
    const page = await openWidget();
    try {
      await searchFor(page, 'Scharbeutz');
      await page.getByText('Keine Treffer', { exact: false }).waitFor({ timeout: 15_000 });
      await expect(page.getByTestId('search-hit').count()).resolves.toBe(0);

      await searchFor(page, 'Seebrücke Nord');
      await page.getByText('Keine Treffer', { exact: false }).waitFor({ timeout: 15_000 });
      await expect(page.getByTestId('search-hit').count()).resolves.toBe(0);

      await searchFor(page, ownCity);
      await page.getByTestId('search-hit').filter({ hasText: ownCity }).first().waitFor({ timeout: 15_000 });
    } finally {
      await page.close();
    }
  }, 90_000);

  it("another vendor's section address shows a notice and a link to the full storefront, not its chairs", async () => {
    const page = await openWidget();
    try {
      await page.goto(`${baseUrl}${foreign.path}`);
      const notice = page.getByTestId('widget-other-vendor');
      await notice.waitFor({ timeout: 30_000 });
      await notice.getByText('Dieser Abschnitt gehört zu einem anderen Anbieter', { exact: false }).waitFor();
      await expect(page.locator('.discovery[data-ready]').count()).resolves.toBe(0);
      const link = notice.getByRole('link', { name: /vollständigen Strandkorb-Portal/ });
      await expect(link.getAttribute('target')).resolves.toBe('_blank');
      const href = (await link.getAttribute('href'))!;
      expect(new URL(href).pathname).toBe(new URL(`${baseUrl}${foreign.path}`).pathname);
      expect(href).not.toContain('widget=');

      // The full storefront in its own tab: no widget header, the section's page.
      const [full] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
      await full.locator('.discovery[data-ready="true"]').waitFor({ timeout: 30_000 });
      await expect(full.getByTestId('widget-other-vendor').count()).resolves.toBe(0);
      await expect(full.getByTestId('widget-vendor').count()).resolves.toBe(0);
      await full.close();
    } finally {
      await page.close();
    }
  }, 90_000);
});
