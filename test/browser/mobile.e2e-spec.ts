import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, DESKTOP_PAGE, openBrowser, screenshotDir } from '../support/browser.js';
import { findBookableChair, routesFor } from '../support/cartData.js';

// Small screens (issue 8, item 6): the open-in modal (qrcode=true, displayer-decision, iPhone deep link then the
// App Store after 500 ms), the "back to map" / "go to sections" buttons, and the earlier-selection modal.
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const phone = { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true, locale: 'de-DE' };

describe('storefront on small screens', () => {
  let browser: Browser;
  let routes: { section: string; chair: string };

  beforeAll(async () => {
    routes = await routesFor(await findBookableChair());
    ({ browser } = await openBrowser());
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('asks app or browser once on a phone with qrcode=true and remembers the browser', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?qrcode=true&ref=flyer`);
    const modal = page.getByRole('dialog', { name: 'Wie möchten Sie fortfahren?' });
    await modal.waitFor();
    await page.screenshot({ path: join(screenshotDir, 'mobile-open-in.png') });
    await modal.getByRole('button', { name: 'Im Browser fortfahren' }).click();
    await page.waitForURL(`${baseUrl}/?ref=flyer`);
    await expect(page.evaluate(() => localStorage.getItem('displayer-decision'))).resolves.toBe('browser');
    // A stored browser decision removes qrcode from the address without asking again.
    await page.goto(`${baseUrl}/?qrcode=true`);
    await page.waitForURL(`${baseUrl}/`);
    await expect(modal.count()).resolves.toBe(0);
    await context.close();
  });

  it('opens the app on an iPhone, then the App Store after 500 ms', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.route('https://apps.apple.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>App Store</title><h1>App Store</h1>' }),
    );
    await page.goto(`${baseUrl}/?qrcode=true&bookingRef=B123&email=gast%40example.org`);
    const modal = page.getByRole('dialog', { name: 'Wie möchten Sie fortfahren?' });
    await modal.waitFor();
    const clicked = Date.now();
    await modal.getByRole('button', { name: 'In der App öffnen' }).click();
    // The app's own link is tried first and fails here (no app installed: ERR_ABORTED, which waitForURL reports as a
    // failure when it lands first); the App Store follows. So watch the address itself.
    const until = Date.now() + 10_000;
    while (!/^https:\/\/apps\.apple\.com\//.test(page.url())) {
      if (Date.now() > until) throw new Error(`still at ${page.url()}, not the App Store`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(450);
    // Back on the storefront (without qrcode nothing redirects): the decision is stored.
    await page.goto(`${baseUrl}/content/about`);
    await expect(page.evaluate(() => localStorage.getItem('displayer-decision'))).resolves.toBe('mobile');
    await context.close();
  });

  it('does not ask on a large screen', async () => {
    const context = await browser.newContext(DESKTOP_PAGE);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?qrcode=true`);
    await page.getByTestId('landing-map-button').waitFor();
    await page.waitForTimeout(300);
    await expect(page.getByRole('dialog', { name: 'Wie möchten Sie fortfahren?' }).count()).resolves.toBe(0);
    await context.close();
  });

  it('offers "back to map" and "go to sections" in the section view of a phone', async () => {
    const context = await browser.newContext({ ...phone, userAgent: undefined });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${routes.section}`);
    const backToMap = page.getByRole('link', { name: 'Zurück zur Karte' });
    await backToMap.waitFor();
    await page.screenshot({ path: join(screenshotDir, 'mobile-section.png'), fullPage: false });
    await backToMap.click();
    await page.waitForURL(/#discovery-map$/);
    await page.getByRole('link', { name: 'Zu den Abschnitten' }).click();
    await page.waitForURL(/\/b\/[^/]+\/[^/]+\/[^/]+\/\d+$/);
    await page.getByTestId('level-list').waitFor();
    await context.close();
  });

  it('asks to continue the earlier selection or to begin anew', async () => {
    const context = await browser.newContext(DESKTOP_PAGE);
    const first = await context.newPage();
    await first.goto(`${baseUrl}${routes.section}`);
    await first.getByTestId('availability-grid').waitFor();
    await first.waitForFunction(() => localStorage.getItem('strandkorb.lastSelection') !== null);
    await first.close();

    // A later visit (a new tab) on the start page asks.
    const later = await context.newPage();
    await later.goto(`${baseUrl}/`);
    const modal = later.getByRole('dialog', { name: 'Frühere Auswahl fortsetzen?' });
    await modal.waitFor();
    await later.screenshot({ path: join(screenshotDir, 'resume-selection.png') });
    await modal.getByRole('button', { name: 'Auswahl fortsetzen' }).click();
    await later.waitForURL(`${baseUrl}${routes.section}`);
    await later.getByTestId('availability-grid').waitFor();
    await later.close();

    const another = await context.newPage();
    await another.goto(`${baseUrl}/`);
    await another.getByRole('dialog', { name: 'Frühere Auswahl fortsetzen?' }).getByRole('button', { name: 'Neu beginnen' }).click();
    await expect(another.evaluate(() => localStorage.getItem('strandkorb.lastSelection'))).resolves.toBeNull();
    await expect(another.getByRole('dialog').count()).resolves.toBe(0);
    await context.close();
  });
});
