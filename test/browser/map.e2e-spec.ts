import { describe, expect, it } from '@jest/globals';
import { copyFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, browserAndDatabase, DESKTOP_PAGE, screenshotDir } from '../support/browser.js';
import { seriousViolations } from '../support/axe.js';

// The storefront map (issue 17 items 1-2, issue 21): a real coastline under every level without a tile server, the
// section level with its outline, rows, chair pins and entrance, and labels that never cover each other.

type MapHandle = {
  loaded(): boolean;
  isMoving(): boolean;
  getStyle(): { layers: { id: string }[]; sources: Record<string, { type: string }> };
  getSource(id: string): unknown;
  querySourceFeatures(id: string): { properties: Record<string, unknown>; geometry: { type: string } }[];
};
type TestWindow = { __sceneMap?: MapHandle };

/** Waits until the map has loaded its style and data and stopped moving. */
async function mapSettled(page: Page) {
  await page.waitForFunction(
    () => {
      const map = (window as TestWindow).__sceneMap;
      return !!map && map.loaded() && !map.isMoving();
    },
    undefined,
    { timeout: 30_000 },
  );
  // One more frame, so the HTML markers stand where the last move put them.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const layerIds = (page: Page) => page.evaluate(() => (window as TestWindow).__sceneMap!.getStyle().layers.map((layer) => layer.id));

const shapeKinds = (page: Page) =>
  page.evaluate(() => [...new Set((window as TestWindow).__sceneMap!.querySourceFeatures('shapes').map((f) => String(f.properties.kind)))]);

async function shot(page: Page, name: string) {
  const path = join(screenshotDir, name);
  await page.screenshot({ path });
  // A copy for whoever reviews the map by eye (not part of the repository).
  await copyFile(path, join('/tmp/map-shots', name)).catch(() => undefined);
}

/** Whether the element at the centre of each label is that label (nothing covers it, it takes the click). */
const labelsOnTop = (page: Page, testId: string) =>
  page.evaluate((id) => {
    return [...document.querySelectorAll<HTMLElement>(`[data-testid="${id}"]`)].map((label) => {
      const box = label.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { name: label.textContent, onTop: !!hit && label.contains(hit) };
    });
  }, testId);

describe('storefront map', () => {
  const ctx = browserAndDatabase();
  let page: Page;
  const ids = { region: 0, beach: 0, sectionRows: 0, rowTwo: 0 };
  // Every request the page makes that leaves the app's origin (the built-in style must fetch nothing off-site).
  const offSite: string[] = [];

  it('draws the coast at the all-cities level: land and coastline layers from the built-in style', async () => {
    const one = async (sql: string, values: unknown[]) => ((await ctx.db.query<{ id: number }>(sql, values)).rows[0] ?? { id: 0 }).id;
    ids.region = await one(`SELECT id FROM region WHERE name = $1`, ['Mecklenburg-Vorpommern']);
    ids.beach = await one(`SELECT id FROM beach WHERE name = $1`, ['Warnemünde Strand']);
    ids.sectionRows = await one(`SELECT id FROM section WHERE name = $1`, ['Abschnitt A – Aufgang 3 am Leuchtturm']);
    ids.rowTwo = await one(`SELECT id FROM "row" WHERE section_id = $1 AND name = 'Reihe 2'`, [ids.sectionRows]);
    expect(Object.values(ids).every((id) => id > 0)).toBe(true);

    // bypassCSP: the app's Content-Security-Policy (script-src 'self') would block the injected axe script.
    page = await ctx.browser.newPage({ ...DESKTOP_PAGE, viewport: { width: 1400, height: 1000 }, bypassCSP: true });
    page.on('request', (request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:') && !request.url().startsWith('blob:'))
        offSite.push(request.url());
    });
    await page.goto(`${baseUrl}/s/`);
    await page.getByTestId('city-cluster').first().waitFor({ state: 'visible', timeout: 30_000 });
    await mapSettled(page);
    const layers = await layerIds(page);
    expect(layers.slice(0, 3)).toEqual(['sea', 'land', 'coastline']);
    expect(layers).toEqual(expect.arrayContaining(['shape-fill', 'region-line']));
    // The land is real: many polygons (the mainland, Sylt, Föhr, Fehmarn, Rügen, Usedom, Denmark's islands ...).
    const land = await page.evaluate(() => (window as TestWindow).__sceneMap!.querySourceFeatures('coast').map((f) => f.geometry.type));
    expect(land.length).toBeGreaterThan(0);
    // Regions are outlines over the land now.
    await expect(shapeKinds(page)).resolves.toContain('region');
    await shot(page, 'map-all-cities.png');
    expect(offSite).toEqual([]);
  }, 90_000);

  it('keeps the coast under the region and the beach, the beach fitted to its sections', async () => {
    await page.goto(`${baseUrl}/r/x/${ids.region}`);
    await page.getByRole('button', { name: 'Strandkörbe in Warnemünde anzeigen' }).waitFor({ timeout: 30_000 });
    await mapSettled(page);
    await expect(layerIds(page)).resolves.toEqual(expect.arrayContaining(['land', 'coastline']));
    await shot(page, 'map-region.png');

    await page.goto(`${baseUrl}/b/x/x/x/${ids.beach}`);
    await page.getByRole('button', { name: /^Abschnitt B – Kurhausgarten öffnen$/ }).waitFor({ timeout: 30_000 });
    await mapSettled(page);
    await expect(layerIds(page)).resolves.toEqual(expect.arrayContaining(['land', 'coastline', 'local-sea']));
    await expect(shapeKinds(page)).resolves.toEqual(expect.arrayContaining(['outline', 'section', 'sea']));
    // Every section's label is inside the map and takes its own clicks.
    const map = (await page.getByTestId('map').boundingBox())!;
    for (const label of await page.getByTestId('place-label').all()) {
      const box = (await label.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(map.x);
      expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width);
    }
    expect((await labelsOnTop(page, 'place-label')).filter((label) => !label.onTop)).toEqual([]);
    await shot(page, 'map-beach.png');
  }, 90_000);

  it('shows the rows of a section with subsections, every row label clickable; Reihe 2 opens its row', async () => {
    await page.goto(`${baseUrl}/s/x/x/x/${ids.sectionRows}`);
    await page.getByRole('button', { name: 'Reihe 4 öffnen' }).waitFor({ timeout: 30_000 });
    await mapSettled(page);
    const labels = await labelsOnTop(page, 'place-label');
    expect(labels.map((label) => label.name)).toEqual(['Reihe 1', 'Reihe 2', 'Reihe 3', 'Reihe 4']);
    expect(labels.filter((label) => !label.onTop)).toEqual([]);
    // A plain click, no force: playwright refuses it when another element would receive it.
    await page.getByRole('button', { name: 'Reihe 2 öffnen' }).click({ timeout: 5_000 });
    await page.waitForURL(new RegExp(`/${ids.sectionRows}/${ids.rowTwo}$`));
  }, 90_000);

  it('shows the section: outline, rows, chair pins, the entrance, on the coast', async () => {
    await page.getByTestId('chair-pin').first().waitFor({ timeout: 30_000 });
    await mapSettled(page);
    await expect(page.getByTestId('map').getAttribute('data-level')).resolves.toBe('section');
    await expect(layerIds(page)).resolves.toEqual(expect.arrayContaining(['land', 'coastline', 'shape-fill', 'shape-line']));
    // Up close the 1:10m coast is too coarse: the water beside the beach shows the shore instead.
    const kinds = await shapeKinds(page);
    expect(kinds).toEqual(expect.arrayContaining(['outline', 'row', 'sea']));
    await expect(layerIds(page)).resolves.toContain('local-sea');
    expect(await page.getByTestId('chair-pin').count()).toBeGreaterThan(10);
    // The row in the address stands out, on the map and in its label.
    await expect(page.getByRole('button', { name: 'Reihe 2 öffnen' }).getAttribute('aria-current')).resolves.toBe('location');
    const current = await page.evaluate(() =>
      (window as TestWindow)
        .__sceneMap!.querySourceFeatures('shapes')
        .filter((f) => f.properties.current === true)
        .map((f) => f.properties.name),
    );
    expect([...new Set(current)]).toEqual(['Reihe 2']);
    const entrance = page.getByTestId('entrance-marker');
    await expect(entrance.textContent()).resolves.toBe('Aufgang 3 am Leuchtturm');
    await expect(entrance.isVisible()).resolves.toBe(true);
    // Row labels stand beside the chairs, never on them.
    expect((await labelsOnTop(page, 'place-label')).filter((label) => !label.onTop)).toEqual([]);
    await shot(page, 'map-section.png');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(offSite).toEqual([]);
  }, 90_000);
});
