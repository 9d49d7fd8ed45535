import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { baseUrl, screenshotDir, suitePage } from '../support/browser.js';

// Drives the built storefront: landing page, then the all-cities map. BASE_URL points at a running app.

describe('storefront landing page', () => {
  let page: Page;
  suitePage({}, (opened) => (page = opened));

  it('shows the title and both ways to find a beach chair', async () => {
    await page.goto(`${baseUrl}/`);
    await expect(page.title()).resolves.toBe('Strandkorb buchen');
    const title = page.getByRole('heading', { level: 1, name: 'Ihr Strandkorb an Nord- und Ostsee' });
    await title.waitFor({ state: 'visible' });
    await expect(title.isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('landing-search-button').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('landing-map-button').isVisible()).resolves.toBe(true);
    await page.screenshot({ path: join(screenshotDir, 'landing.png'), fullPage: true });
  }, 30_000);

  it('opens the map of all cities with a marker per city', async () => {
    await page.getByTestId('landing-map-button').click();
    await page.waitForURL(`${baseUrl}/s/#discovery-map`);
    await page.getByTestId('map').locator('canvas').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid="city-marker"]').length >= 8, undefined, {
      timeout: 30_000,
    });
    const markers = page.getByTestId('city-marker');
    expect(await markers.count()).toBeGreaterThanOrEqual(8);
    await expect(markers.first().getAttribute('aria-label')).resolves.toMatch(/^Strandkörbe in .+ anzeigen$/);
    // Only for the picture: give the region layers a moment to draw.
    await page.waitForTimeout(500);
    await page.screenshot({ path: join(screenshotDir, 'map.png') });
  }, 60_000);
});
