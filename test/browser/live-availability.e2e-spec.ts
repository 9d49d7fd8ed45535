import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, launchChromium } from '../support/browser.js';
import { type BookableChair, bookChair, findBookableChair, routesFor } from '../support/cartData.js';

// Issue 15, item 2: two guests look at the same section on the same day; one books a chair; the other's tile turns
// booked within 2 s, without a reload (the section's availability events patch the grid the page already shows).

describe('live availability in the storefront', () => {
  let browser: Browser;
  let chair: BookableChair;
  let sectionRoute: string;

  beforeAll(async () => {
    chair = await findBookableChair();
    sectionRoute = (await routesFor(chair)).section;
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
  });

  const openSection = async (): Promise<Page> => {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })).newPage();
    await page.goto(`${baseUrl}${sectionRoute}`);
    // The guests' day: the chair's bookable day (the picker's fields; the range is the page's state, not the address).
    const loaded = page.waitForResponse(
      (r) => r.url().includes('beach_chairs_availability') && r.url().includes(`start=${chair.day}&end=${chair.day}`),
      { timeout: 30_000 },
    );
    await page.getByTestId('pickup-date').first().fill(chair.day);
    await page.getByTestId('dropoff-date').first().fill(chair.day);
    await loaded;
    await page.locator(`[data-testid="chair-tile"][data-chair-id="${chair.beachChairId}"]`).waitFor({ timeout: 30_000 });
    return page;
  };

  it("a chair booked by the first guest turns booked on the second guest's grid within 2 s", async () => {
    const [first, second] = [await openSection(), await openSection()];
    const tile = (page: Page) => page.locator(`[data-testid="chair-tile"][data-chair-id="${chair.beachChairId}"]`);
    await expect(tile(second).getAttribute('data-state')).resolves.toBe('free');
    // The stream is open before the booking (its ready event has arrived).
    await second.waitForTimeout(300);

    // The first guest's cart takes the chair (the storefront's own calls, from the first page's origin).
    await bookChair(chair);
    const booked = Date.now();
    await second.waitForFunction(
      (id) => document.querySelector(`[data-testid="chair-tile"][data-chair-id="${id}"]`)?.getAttribute('data-state') === 'allDay',
      chair.beachChairId,
      { timeout: 2000 },
    );
    expect(Date.now() - booked).toBeLessThan(2000);
    // No reload happened: the page's navigation entry is still the first one.
    await expect(second.evaluate(() => performance.getEntriesByType('navigation').length)).resolves.toBe(1);
    await first.close();
    await second.close();
  }, 60_000);

  it('the chair a guest is looking at turns booked in its detail within 2 s: the add button goes, the reason shows', async () => {
    // Another chair (the first test's chair is booked now): the detail reads the section's live answer.
    const looked = await findBookableChair();
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })).newPage();
    await page.goto(`${baseUrl}${(await routesFor(looked)).chair}`);
    const loaded = page.waitForResponse(
      (r) => r.url().includes('beach_chairs_availability') && r.url().includes(`start=${looked.day}&end=${looked.day}`),
      { timeout: 30_000 },
    );
    await page.getByTestId('pickup-date').first().fill(looked.day);
    await page.getByTestId('dropoff-date').first().fill(looked.day);
    await loaded;
    const add = page.getByTestId('add-to-cart');
    await page.waitForFunction(() => !(document.querySelector('[data-testid="add-to-cart"]') as HTMLButtonElement)?.disabled, null, {
      timeout: 30_000,
    });
    await expect(page.getByTestId('chair-unavailable').count()).resolves.toBe(0);
    await page.waitForTimeout(300);

    await bookChair(looked);
    const booked = Date.now();
    await page.getByTestId('chair-unavailable').waitFor({ timeout: 2000 });
    expect(Date.now() - booked).toBeLessThan(2000);
    await expect(add.isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('chair-unavailable').textContent()).resolves.toBe('Im gewählten Zeitraum bereits gebucht.');
    await expect(page.evaluate(() => performance.getEntriesByType('navigation').length)).resolves.toBe(1);
    await page.close();
  }, 60_000);
});
