import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { baseUrl, launchChromium } from '../support/browser.js';

// Swagger UI and the storefront under the server's Content-Security-Policy: nothing may be blocked.

describe('the Content-Security-Policy', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  const violations = async (url: string, ready: string) => {
    const page = await browser.newPage();
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });
    await page.goto(url);
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForTimeout(300);
    await page.close();
    return blocked;
  };

  it('lets Swagger UI render the users operations', async () => {
    const blocked = await violations(`${baseUrl}/api/docs`, '.opblock-tag');
    expect(blocked).toEqual([]);
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/api/docs`);
    await page.locator('.opblock-tag').first().waitFor({ state: 'visible', timeout: 30_000 });
    // With many operations Swagger UI renders a virtual list: only what is in view exists, so scroll to the users tag.
    const login = page.locator('[id="operations-users-login"]');
    // Step down the page until the users tag is rendered (or the page ends): by the document, not wheel events, which a
    // busy machine drops.
    for (let i = 0; i < 400 && (await login.count()) === 0; i++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, 1200);
        return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(atEnd ? 200 : 40);
    }
    await login.waitFor({ state: 'attached', timeout: 10_000 });
    await page.close();
  }, 60_000);

  it('lets the storefront draw its map', async () => {
    expect(await violations(`${baseUrl}/s/`, '[data-testid="map"] canvas')).toEqual([]);
  }, 60_000);
});
