import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, openBrowser, screenshotDir } from '../support/browser.js';
import { type Booking, bookingStatus, findBookableChair, routesFor } from '../support/cartData.js';

// Issue 30 item 4 on a phone: the cart is the browser's, not the tab's. A chair added in one tab is in the second
// tab's cart and shows there as "in Ihrem Warenkorb" (not "ganztägig belegt"); the drawer counts the hold down from the
// booking's expiresAt; what one tab removes or adds shows in the other without a reload.
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const phone = { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true, locale: 'de-DE' };
const HOLD_TEXT = /^Ihr Korb ist noch (\d{2}):(\d{2}) Min\. für Sie reserviert\.$/;

type Answer = Booking & { expiresAt: string | null };

/** Adds the chair on its detail page (the dates filled in) and returns the server's answer. */
async function addOnChairDetail(page: Page, day: string): Promise<Answer> {
  await page.getByTestId('chair-detail').waitFor({ timeout: 30_000 });
  await page.getByLabel('Abholung').fill(day);
  await page.getByLabel('Rückgabe').fill(day);
  await page.waitForFunction(
    () => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]');
      return button !== null && !button.disabled;
    },
    null,
    { timeout: 30_000 },
  );
  const answer = page.waitForResponse((res) => res.url().includes('/beach_chair_bookings') && res.request().method() === 'POST');
  await page.getByTestId('add-to-cart').click();
  const response = await answer;
  expect(response.status()).toBe(201);
  return (await response.json()) as Answer;
}

/** The seconds the drawer's countdown shows, and what is left of the hold by the answer's expiresAt now. */
async function holdShown(page: Page, expiresAt: string): Promise<{ shown: number; left: number }> {
  const text = (await page.getByTestId('cart-hold').textContent()) ?? '';
  const match = HOLD_TEXT.exec(text);
  if (!match) throw new Error(`hold text: ${text}`);
  return { shown: Number(match[1]) * 60 + Number(match[2]), left: (Date.parse(expiresAt) - Date.now()) / 1000 };
}

const badgeLabel = (page: Page) => page.getByTestId('cart-badge').getAttribute('aria-label');

describe('one cart in two tabs of the same browser (issue 30 item 4)', () => {
  let browser: Browser;

  beforeAll(async () => {
    ({ browser } = await openBrowser());
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it("a chair added in tab 1 is in tab 2's cart and shown as in the cart, with the hold counting down; removing it in tab 2 empties tab 1", async () => {
    const chair = await findBookableChair();
    const routes = await routesFor(chair);
    const context = await browser.newContext(phone);
    try {
      const first = await context.newPage();
      await first.goto(`${baseUrl}${routes.chair}`);
      const added = await addOnChairDetail(first, chair.day);
      expect(added.status).toBe('OPEN');
      expect(added.expiresAt).not.toBeNull();
      const expiresAt = added.expiresAt ?? '';
      const firstDrawer = first.getByRole('dialog', { name: 'Warenkorb' });
      await firstDrawer.waitFor({ state: 'visible' });
      await firstDrawer.getByTestId('cart-hold').waitFor();
      await first.keyboard.press('Escape');
      await firstDrawer.waitFor({ state: 'detached' });

      // Tab 2 of the same browser, on the chair's section with the same day (the dates are the tab's own).
      const second = await context.newPage();
      await second.goto(`${baseUrl}${routes.section}`);
      await second.getByLabel('Abholung').fill(chair.day);
      await second.getByLabel('Rückgabe').fill(chair.day);
      await expect(second.getByTestId('cart-count').textContent()).resolves.toBe('1');
      const tile = second.locator(`[data-testid="chair-tile"][data-chair-id="${chair.beachChairId}"]`);
      await tile.waitFor({ timeout: 30_000 });
      await second.waitForFunction(
        (id) => document.querySelector(`[data-testid="chair-tile"][data-chair-id="${id}"]`)?.classList.contains('chair-tile--own'),
        chair.beachChairId,
        { timeout: 30_000 },
      );
      // Its name says so (the chair is booked for everyone else: data-state stays allDay, the own mark is on top).
      await expect(tile.textContent()).resolves.toContain('in Ihrem Warenkorb');
      await expect(tile.textContent()).resolves.not.toContain('ganztägig belegt');

      // Its cart drawer: the chair, and how long it is held (mm:ss, counting down from the answer's expiresAt).
      await second.getByTestId('cart-badge').click();
      const drawer = second.getByRole('dialog', { name: 'Warenkorb' });
      await drawer.waitFor({ state: 'visible' });
      await drawer.getByText(`Strandkorb ${chair.publicNumber}`, { exact: true }).waitFor();
      await expect(drawer.getByTestId('cart-chair').count()).resolves.toBe(1);
      const { shown, left } = await holdShown(second, expiresAt);
      expect(shown).toBeGreaterThan(0);
      expect(Math.abs(shown - left)).toBeLessThanOrEqual(5);
      const before = await drawer.getByTestId('cart-hold').textContent();
      await second.waitForFunction((text) => document.querySelector('[data-testid="cart-hold"]')?.textContent !== text, before, {
        timeout: 5_000,
      });
      await expect(second.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
      await second.screenshot({ path: join(screenshotDir, 'cart-tabs-hold.png') });

      // Removed in tab 2: the booking is canceled, and tab 1's badge goes to 0 without a reload.
      const removed = second.waitForResponse((res) => res.url().includes('/beach_chair_booking/') && res.request().method() === 'DELETE');
      await drawer.getByRole('button', { name: `Strandkorb ${chair.publicNumber} entfernen` }).click();
      expect((await removed).status()).toBe(200);
      await drawer.waitFor({ state: 'detached' });
      await first.waitForFunction(
        () => document.querySelector('[data-testid="cart-badge"]')?.getAttribute('aria-label') === 'Warenkorb, 0 Artikel',
        null,
        { timeout: 10_000 },
      );
      await expect(first.getByTestId('cart-count').count()).resolves.toBe(0);
      await expect(bookingStatus(added.bookingRef)).resolves.toBe('CANCELED');

      // And the other way: added again in tab 1, it shows in tab 2 (badge and tile) without a reload.
      const again = await addOnChairDetail(first, chair.day);
      await second.waitForFunction(
        () => document.querySelector('[data-testid="cart-badge"]')?.getAttribute('aria-label') === 'Warenkorb, 1 Artikel',
        null,
        { timeout: 10_000 },
      );
      await second.waitForFunction(
        (id) => document.querySelector(`[data-testid="chair-tile"][data-chair-id="${id}"]`)?.classList.contains('chair-tile--own'),
        chair.beachChairId,
        { timeout: 30_000 },
      );
      await expect(badgeLabel(second)).resolves.toBe('Warenkorb, 1 Artikel');

      // Cleared again (tab 1), so the chair is free for the other files.
      const firstAgain = first.getByRole('dialog', { name: 'Warenkorb' });
      await firstAgain.waitFor({ state: 'visible' });
      await firstAgain.getByRole('button', { name: `Strandkorb ${chair.publicNumber} entfernen` }).click();
      await firstAgain.waitFor({ state: 'detached' });
      await second.waitForFunction(
        () => document.querySelector('[data-testid="cart-badge"]')?.getAttribute('aria-label') === 'Warenkorb, 0 Artikel',
        null,
        { timeout: 10_000 },
      );
      await expect(bookingStatus(again.bookingRef)).resolves.toBe('CANCELED');
    } finally {
      await context.close();
    }
  }, 180_000);
});
