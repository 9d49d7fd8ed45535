import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { baseUrl, browserDatabaseUrl, openBrowser, screenshotDir } from '../support/browser.js';

// Issue 30, item 8 (layout), on a 390x844 phone and a 1440 desktop: the landing page's two ways in above the fold and
// to different places; the search suggestions closing after a pick; a section photo the server answers with 404
// never showing as a broken image; map markers never cut off at the map's edge; the row nearest the sea named.

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE' };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1440, height: 900 }, locale: 'de-DE' };
const SECTION = 'Abschnitt B – Seebrücke Süd';

/** Waits until the map has drawn its level and stopped moving, with its markers laid out (they move on moveend). */
async function mapSettled(page: Page, level: string) {
  await page.waitForFunction(
    (wanted) => {
      const element = document.querySelector('[data-testid="map"]');
      const map = (window as { __sceneMap?: { loaded(): boolean; isMoving(): boolean } }).__sceneMap;
      return (
        element?.getAttribute('data-level') === wanted &&
        map?.loaded() === true &&
        !map.isMoving() &&
        element.querySelectorAll('.maplibregl-marker').length > 0
      );
    },
    level,
    { timeout: 30_000 },
  );
}

/** The markers (visible ones) whose box is not wholly inside the map's box, as "name: box". */
function markersOutside(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const map = document.querySelector('[data-testid="map"]')!;
    const area = map.getBoundingClientRect();
    return [...map.querySelectorAll<HTMLElement>('.maplibregl-marker')]
      .filter((marker) => getComputedStyle(marker).display !== 'none')
      .flatMap((marker) => {
        const box = marker.getBoundingClientRect();
        const inside =
          box.left >= area.left - 0.5 && box.top >= area.top - 0.5 && box.right <= area.right + 0.5 && box.bottom <= area.bottom + 0.5;
        return inside ? [] : [`${marker.textContent}: ${[box.left, box.top, box.right, box.bottom].map(Math.round).join(',')}`];
      });
  });
}

/** Every image on the page that failed to load (the browser shows a broken-image icon for it). */
function brokenImages(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.images].filter((image) => image.complete && image.naturalWidth === 0).map((image) => image.src));
}

describe('storefront layout on a phone and a desktop (issue 30, 8)', () => {
  let browser: Browser;
  let db: pg.Pool;

  beforeAll(async () => {
    ({ browser } = await openBrowser());
    db = new pg.Pool({ connectionString: browserDatabaseUrl, max: 1 });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await db?.end();
  });

  async function open(options: BrowserContextOptions): Promise<Page> {
    const context = await browser.newContext(options);
    return context.newPage();
  }

  describe('landing page', () => {
    for (const [name, options] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`shows both ways in above the fold on the ${name}, and they lead to different places`, async () => {
        const page = await open(options);
        await page.goto(`${baseUrl}/`);
        const search = page.getByTestId('landing-search-button');
        const map = page.getByTestId('landing-map-button');
        await search.waitFor();
        const height = options.viewport!.height;
        for (const button of [search, map]) {
          const box = (await button.boundingBox())!;
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.y + box.height).toBeLessThanOrEqual(height);
        }
        await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
        await page.screenshot({ path: join(screenshotDir, `layout-landing-${name}.png`) });

        // "Search": the search page with the cursor in the search field.
        await search.click();
        await page.waitForURL(`${baseUrl}/s/`);
        await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'destination-search');

        // "Map": the map, in view (on a phone it sits below the search panel).
        await page.goto(`${baseUrl}/`);
        await map.click();
        await page.waitForURL(`${baseUrl}/s/#discovery-map`);
        await page.getByTestId('map').locator('canvas').waitFor({ state: 'visible', timeout: 30_000 });
        await page.waitForFunction(
          (viewportHeight) => {
            const box = document.querySelector('[data-testid="map"]')!.getBoundingClientRect();
            return box.top >= -1 && box.top < viewportHeight / 2;
          },
          height,
          { timeout: 10_000 },
        );
        await page.context().close();
      }, 60_000);
    }
  });

  it('closes the search suggestions after a pick (tap or Enter) until the guest types again', async () => {
    const page = await open(PHONE);
    await page.goto(`${baseUrl}/s/`);
    const field = page.getByTestId('destination-search');
    const hits = page.getByTestId('search-hit');

    // A tap on a suggestion.
    await field.fill('Seebrücke Süd');
    await hits.filter({ hasText: SECTION }).tap({ timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: SECTION }).waitFor({ timeout: 30_000 });
    await expect(hits.count()).resolves.toBe(0);
    await expect(field.inputValue()).resolves.toBe('Seebrücke Süd');
    // The chair grid has arrived: the suggestions have stayed closed all along.
    await page.getByTestId('chair-tile').first().waitFor({ timeout: 30_000 });
    await expect(hits.count()).resolves.toBe(0);

    // Typing again opens them; Enter on one picks it and closes them.
    await field.fill('Scharbeutz');
    const town = hits.filter({ hasText: /Ort\s+Scharbeutz$/ }).first();
    await town.waitFor({ timeout: 30_000 });
    await town.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/c\/Schleswig-Holstein%20Ostsee\/Scharbeutz\/\d+$/);
    await page.getByRole('heading', { level: 1, name: 'Scharbeutz' }).waitFor({ timeout: 30_000 });
    await expect(hits.count()).resolves.toBe(0);
    await page.context().close();
  }, 90_000);

  it('never shows a broken image when the server answers a section or chair photo with 404', async () => {
    const page = await open(PHONE);
    // As a server whose DATA_DIR lacks the seeded files answers: 404 for every stored picture.
    await page.route('**/api/v1/files/images/**', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{"statusCode":404}' }),
    );
    await page.goto(`${baseUrl}/s/`);
    await page.getByTestId('destination-search').fill('Seebrücke Süd');
    await page.getByTestId('search-hit').filter({ hasText: SECTION }).tap({ timeout: 30_000 });
    const detail = page.getByTestId('section-detail');
    await detail.waitFor({ timeout: 30_000 });
    await page.getByTestId('chair-tile').first().waitFor({ timeout: 30_000 });
    // Every picture failed: the carousel is gone, with no broken image left behind.
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="carousel-image"]').length === 0, null, {
      timeout: 15_000,
    });
    await expect(page.locator('.carousel').count()).resolves.toBe(0);
    await expect(brokenImages(page)).resolves.toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'layout-section-no-photos.png') });

    // A chair with a photo of its own: its drawing instead.
    const { rows } = await db.query<{ id: number }>(
      `SELECT c.id FROM beach_chair c JOIN image i ON i.beach_chair_id = c.id JOIN section s ON s.id = c.section_id
        WHERE s.name = $1 ORDER BY c.id LIMIT 1`,
      [SECTION],
    );
    expect(rows).toHaveLength(1);
    await page.locator(`[data-testid="chair-tile"][data-chair-id="${rows[0].id}"]`).tap();
    await page.getByTestId('chair-detail').waitFor({ timeout: 30_000 });
    await page.getByTestId('chair-illustration').waitFor({ timeout: 15_000 });
    await expect(brokenImages(page)).resolves.toEqual([]);
    await page.context().close();
  }, 90_000);

  it('leaves a photo that fails out of the carousel and its count', async () => {
    const page = await open(PHONE);
    // Only the first picture of the section is missing on the server.
    const failed: string[] = [];
    await page.route('**/api/v1/files/images/**', async (route) => {
      const first = failed.length === 0 || failed.includes(route.request().url());
      if (!first) return route.continue();
      failed.push(route.request().url());
      return route.fulfill({ status: 404, contentType: 'application/json', body: '{"statusCode":404}' });
    });
    await page.goto(`${baseUrl}/s/`);
    await page.getByTestId('destination-search').fill('Seebrücke Süd');
    await page.getByTestId('search-hit').filter({ hasText: SECTION }).tap({ timeout: 30_000 });
    const count = page.getByTestId('carousel-count');
    await count.waitFor({ timeout: 30_000 });
    // Three pictures of the section and one of its location: one fewer, and the one shown has loaded.
    await page.waitForFunction(() => document.querySelector('[data-testid="carousel-count"]')?.textContent === '1 / 3', null, {
      timeout: 15_000,
    });
    await page.waitForFunction(() => {
      const shown = document.querySelector<HTMLImageElement>('.carousel__slide:not([hidden]) img');
      return shown !== null && shown.complete && shown.naturalWidth > 0;
    });
    await expect(brokenImages(page)).resolves.toEqual([]);
    await page.context().close();
  }, 60_000);

  describe('map markers', () => {
    for (const [name, options] of [
      ['phone', PHONE],
      ['desktop', DESKTOP],
    ] as const) {
      it(`keeps every marker inside the map on the ${name}: all towns, a region, a town, a beach`, async () => {
        const page = await open(options);
        await page.goto(`${baseUrl}/s/#discovery-map`);
        await mapSettled(page, 'cities');
        // Westerland and Binz lie at the map's west and east edges.
        await expect(markersOutside(page)).resolves.toEqual([]);
        await page.screenshot({ path: join(screenshotDir, `layout-map-cities-${name}.png`) });

        for (const [link, level] of [
          ['Schleswig-Holstein Ostsee', 'region'],
          ['Timmendorfer Strand', 'city'],
          ['Hauptstrand Timmendorfer Strand', 'beach'],
        ] as const) {
          if (level === 'region') {
            await page.goto(`${baseUrl}/s/`);
            await page.getByTestId('destination-search').fill(link);
            await page.getByTestId('search-hit').filter({ hasText: link }).first().click({ timeout: 30_000 });
          } else {
            await page.getByTestId('level-list').getByRole('link', { name: link, exact: true }).click();
          }
          await mapSettled(page, level);
          await expect(markersOutside(page)).resolves.toEqual([]);
        }
        await page.screenshot({ path: join(screenshotDir, `layout-map-beach-${name}.png`) });
        await page.context().close();
      }, 120_000);
    }
  });

  it('says which row is nearest the sea, on the sea side of the chair grid', async () => {
    const page = await open(PHONE);
    await page.goto(`${baseUrl}/s/`);
    await page.getByTestId('destination-search').fill('Seebrücke Süd');
    await page.getByTestId('search-hit').filter({ hasText: SECTION }).tap({ timeout: 30_000 });
    await page.getByTestId('chair-tile').first().waitFor({ timeout: 30_000 });
    // The section's rows run along the shore; the water (drawn east of the beach, away from the town) is beside row 3.
    const seaRow = page.getByTestId('availability-grid').getByTestId('sea-row');
    await expect(seaRow.count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { level: 3, name: /Reihe 3 · +am Wasser/ }).isVisible()).resolves.toBe(true);
    // The sea band lies after the last row, the one at the water.
    const sea = page.getByTestId('grid-sea');
    await expect(sea.textContent()).resolves.toMatch(/Meer/);
    const lastRow = page.locator('.availability-grid__row').last();
    await expect(lastRow.getAttribute('aria-label')).resolves.toBe('Reihe 3');
    const [rowBox, seaBox] = [(await lastRow.boundingBox())!, (await sea.boundingBox())!];
    expect(seaBox.y).toBeGreaterThanOrEqual(rowBox.y + rowBox.height - 1);
    await sea.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, 'layout-sea-row.png') });
    await page.context().close();
  }, 60_000);
});
