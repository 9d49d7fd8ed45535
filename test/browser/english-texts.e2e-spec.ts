import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { baseUrl, DESKTOP_PAGE, openBrowser, screenshotDir } from '../support/browser.js';
import { findBookableChair, routesFor } from '../support/cartData.js';

// Issue 30 item 9: a browser in English without a stored choice gets the English storefront, with the vendor's
// English texts (the seed's "Sonnenschirm" is "Parasol", "Reihe 2" is "Row 2"); the extras search finds "parasol";
// a language chosen on the page is kept over the browser's on the next visit.

type SectionItem = { id: number; name: string };

async function sectionId(name: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/v1/destinations/sections?itemsPerPage=0&search=${encodeURIComponent(name)}`);
  const hit = ((await res.json()) as { items: SectionItem[] }).items.find((s) => s.name === name);
  if (!hit) throw new Error(`no seeded section ${name}`);
  return hit.id;
}

describe('the storefront in English', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = (await openBrowser()).browser;
    // An English browser (navigator.languages en-GB) and a fresh profile: no stored language.
    context = await browser.newContext({ ...DESKTOP_PAGE, locale: 'en-GB' });
    page = await context.newPage();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("shows a section's rows by their English names", async () => {
    const id = await sectionId('Abschnitt A – Seebrücke Nord');
    await page.goto(`${baseUrl}/s/-/-/-/${id}`);
    await page.getByRole('heading', { name: 'Please choose a row' }).waitFor({ timeout: 30_000 });
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('en');
    await page.getByTestId('row-list').getByRole('link', { name: 'Row 2', exact: true }).click();
    await page.waitForURL(new RegExp(`/s/.+/${id}/\\d+$`));
    await page.locator('.availability-grid__heading', { hasText: 'Row 2' }).waitFor({ timeout: 30_000 });
    await expect(page.locator('.availability-grid__heading').allTextContents()).resolves.toEqual(['Row 2']);
    await expect(page.getByTestId('section-detail').getByText('Row 2', { exact: true }).isVisible()).resolves.toBe(true);
  }, 60_000);

  it('lists the extras by their English names, and the search finds "parasol"', async () => {
    const routes = await routesFor(await findBookableChair());
    await page.goto(`${baseUrl}${routes.section}/extras`);
    const drawer = page.getByRole('dialog', { name: 'Extras' });
    await drawer.waitFor({ state: 'visible' });
    await drawer.getByTestId('extra-item').first().waitFor();
    await drawer.getByRole('searchbox', { name: 'Search extras' }).fill('parasol');
    await expect(drawer.getByTestId('extra-item').count()).resolves.toBe(1);
    const item = drawer.getByTestId('extra-item');
    await item.getByText('Parasol', { exact: true }).waitFor();
    await expect(item.textContent()).resolves.toContain('Fixed to your chair');
    await expect(item.textContent()).resolves.not.toContain('Sonnenschirm');
    await expect(drawer.getByRole('tab', { selected: true }).textContent()).resolves.toBe('Accessories');
    await page.screenshot({ path: join(screenshotDir, 'english-extras.png') });

    // The German name finds it too.
    await drawer.getByRole('searchbox', { name: 'Search extras' }).fill('sonnenschirm');
    await item.getByText('Parasol', { exact: true }).waitFor();
    await expect(drawer.getByTestId('extra-item').count()).resolves.toBe(1);
  }, 60_000);

  it("keeps a language chosen on the page over the browser's on the next visit", async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'de');
    // A new tab of the same profile: the stored choice wins over en-GB.
    const again = await context.newPage();
    await again.goto(`${baseUrl}/`);
    await again.getByRole('button', { name: 'English' }).waitFor();
    await expect(again.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await again.close();
  }, 60_000);
});
