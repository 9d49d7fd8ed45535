import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, launchChromium } from '../support/browser.js';
import { type BookableChair, bookChair, type Booking, findBookableChair, putCartIntoSession, routesFor } from '../support/cartData.js';

// axe-core in the real pages (issue 7, item 9): no serious or critical violation on the landing page,
// a section page, the chair detail and the open cart and extras drawers.
const screenshotDir = join('test-results', 'screenshots');

describe('accessibility (axe)', () => {
  let browser: Browser;
  let page: Page;
  let chair: BookableChair;
  let booking: Booking;
  let routes: { section: string; chair: string };

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    chair = await findBookableChair();
    routes = await routesFor(chair);
    browser = await launchChromium();
    // The app's Content-Security-Policy (script-src 'self') would block the injected axe script.
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      locale: 'de-DE',
      bypassCSP: true,
    });
    page = await context.newPage();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('landing page', async () => {
    await page.goto(`${baseUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  it('section page', async () => {
    await page.goto(`${baseUrl}${routes.section}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The section view, not the 404 page.
    await expect(page.getByText('Diese Seite gibt es leider nicht.').count()).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(screenshotDir, 'a11y-section.png') });
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  it('chair detail', async () => {
    await page.goto(`${baseUrl}${routes.chair}?start=${chair.day}&end=${chair.day}`);
    await page.getByRole('heading').first().waitFor();
    await expect(page.getByText('Diese Seite gibt es leider nicht.').count()).resolves.toBe(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: join(screenshotDir, 'a11y-chair.png') });
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);

  it('open cart drawer and open extras drawer', async () => {
    booking = await bookChair(chair);
    await page.goto(`${baseUrl}/`);
    await putCartIntoSession(page, booking);
    await page.reload();
    await page.getByTestId('cart-badge').click();
    await page.getByRole('dialog', { name: 'Warenkorb' }).waitFor();
    await page.getByTestId('cart-chair').getByText(`Strandkorb ${chair.publicNumber}`, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Zusatzartikel hinzufügen' }).click();
    await page.getByRole('dialog', { name: 'Zusatzartikel' }).waitFor();
    await page.getByTestId('extra-item').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 60_000);
});
