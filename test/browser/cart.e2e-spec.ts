import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { baseUrl, openBrowser, screenshotDir } from '../support/browser.js';
import {
  type BookableChair,
  bookChair,
  type Booking,
  bookingStatus,
  euro,
  findBookableChair,
  listExtras,
  putCartIntoSession,
  routesFor,
} from '../support/cartData.js';

// The cart (issue 7, items 6 to 8): a chair added on the chair detail, the cart kept over a reload, two extras
// through the extras drawer, the cart total against the API's booking total, removing everything again; the toasts.
const CART_KEY = 'strandkorb.cart';

describe('storefront cart and extras', () => {
  let browser: Browser;
  let page: Page;
  let freshPage: () => Promise<Page>;
  let chair: BookableChair;
  let booking: Booking;

  beforeAll(async () => {
    chair = await findBookableChair();
    const opened = await openBrowser();
    browser = opened.browser;
    freshPage = opened.newPage;
    page = await opened.newPage();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('adds a chair from the chair detail and shows it in the cart drawer', async () => {
    const routes = await routesFor(chair);
    await page.goto(`${baseUrl}${routes.chair}`);
    await page.getByTestId('chair-detail').waitFor();
    await page.getByLabel('Abholung').fill(chair.day);
    await page.getByLabel('Rückgabe').fill(chair.day);
    const add = page.getByTestId('add-to-cart');
    await page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]');
      return button !== null && !button.disabled;
    });
    const answer = page.waitForResponse((res) => res.url().includes('/beach_chair_bookings') && res.request().method() === 'POST');
    await add.click();
    booking = (await (await answer).json()) as Booking;
    expect(booking.status).toBe('OPEN');

    // Adding shows the basket (spec 4): the cart drawer opens with the chair.
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await drawer.waitFor({ state: 'visible' });
    const badge = page.getByTestId('cart-badge');
    await expect(badge.getAttribute('aria-label')).resolves.toBe('Warenkorb, 1 Artikel');
    await expect(page.getByTestId('cart-count').textContent()).resolves.toBe('1');
    // Focus moved into the drawer (its heading).
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Warenkorb');
    await expect(page.getByTestId('cart-vendor').textContent()).resolves.toBe(booking.vendor.companyName);
    const line = page.getByTestId('cart-chair');
    await expect(line.count()).resolves.toBe(1);
    await line.getByText(`Strandkorb ${chair.publicNumber}`, { exact: true }).waitFor();
    await expect(line.textContent()).resolves.toContain(chair.sectionName);
    // One day, in Berlin's calendar (the API answers instants with an exclusive end).
    await expect(page.getByTestId('cart-chair-period').textContent()).resolves.toBe(chair.day.split('-').reverse().join('.'));
    await expect(page.getByTestId('cart-total').textContent()).resolves.toBe(euro(booking.totalPrice));
    await page.screenshot({ path: join(screenshotDir, 'cart-drawer.png') });

    // Escape closes; the add button is still disabled for its 1-second reset, so focus goes to the cart badge.
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toMatch(/^(add-to-cart|cart-badge)$/);
  }, 60_000);

  it('restores the cart after a reload (localStorage)', async () => {
    await page.goto(`${baseUrl}/`);
    await expect(page.getByTestId('cart-count').textContent()).resolves.toBe('1');
    await page.getByTestId('cart-badge').click();
    await page.getByRole('dialog', { name: 'Warenkorb' }).waitFor();
    await expect(page.getByTestId('cart-total').textContent()).resolves.toBe(euro(booking.totalPrice));
    await page.keyboard.press('Escape');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).resolves.toBe('cart-badge');
  }, 60_000);

  it('adds two extras; the cart total is the API booking total', async () => {
    const extras = await listExtras(chair.publicReference);
    const food = extras.filter((extra) => extra.type === 'FOOD');
    expect(food.length).toBeGreaterThanOrEqual(2);
    const [first, second] = food as [(typeof food)[0], (typeof food)[0]];

    await page.getByTestId('cart-badge').click();
    await page.getByRole('button', { name: 'Zusatzartikel hinzufügen' }).click();
    const drawer = page.getByRole('dialog', { name: 'Zusatzartikel' });
    await drawer.waitFor({ state: 'visible' });
    // Opening the extras drawer closed the cart drawer.
    await expect(page.getByRole('dialog', { name: 'Warenkorb' }).count()).resolves.toBe(0);
    await expect(page.getByRole('tab', { name: 'Essen' }).getAttribute('aria-selected')).resolves.toBe('true');
    const confirm = page.getByRole('button', {
      name: 'Zum Warenkorb hinzufügen',
    });
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: `${first.name} entfernen` }).isDisabled()).resolves.toBe(true);

    await page.getByRole('button', { name: `${first.name} hinzufügen` }).click();
    await page.getByRole('button', { name: `${first.name} hinzufügen` }).click();
    await page.getByRole('button', { name: `${first.name} entfernen` }).click();
    await page.getByRole('button', { name: `${second.name} hinzufügen` }).click();
    await expect(page.getByTestId('extras-total').textContent()).resolves.toBe(euro(first.price + second.price));
    await page.screenshot({ path: join(screenshotDir, 'extras-drawer.png') });

    const answer = page.waitForResponse((res) => res.url().includes(`/${booking.bookingRef}/extras`) && res.request().method() === 'POST');
    await confirm.click();
    const apiBooking = (await (await answer).json()) as Booking;
    await page.getByRole('dialog', { name: 'Warenkorb' }).waitFor({ state: 'visible' });
    await expect(page.getByTestId('cart-extra').count()).resolves.toBe(2);
    expect(apiBooking.totalPrice).toBeCloseTo(booking.totalPrice + first.price + second.price, 2);
    await expect(page.getByTestId('cart-total').textContent()).resolves.toBe(euro(apiBooking.totalPrice));
    await expect(page.getByTestId('cart-count').textContent()).resolves.toBe('3');
    await page.screenshot({
      path: join(screenshotDir, 'cart-with-extras.png'),
    });

    // A reload keeps the cart (localStorage).
    await page.reload();
    await expect(page.getByTestId('cart-count').textContent()).resolves.toBe('3');
  }, 60_000);

  it('removing everything clears the cart, closes the drawer and frees the booking', async () => {
    await page.getByTestId('cart-badge').click();
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await drawer.waitFor({ state: 'visible' });
    const removeButtons = drawer.getByRole('button', { name: /entfernen$/ });
    await expect(removeButtons.count()).resolves.toBe(3);
    for (let left = 3; left > 0; left -= 1) {
      await removeButtons.first().click();
      // Each removal answers with the updated booking; the last one with CANCELED.
      if (left > 1) await page.waitForFunction((n) => document.querySelectorAll('.cart-line').length === n, left - 1);
    }
    await drawer.waitFor({ state: 'detached' });
    await expect(page.getByTestId('cart-count').count()).resolves.toBe(0);
    await expect(page.getByTestId('cart-badge').getAttribute('aria-label')).resolves.toBe('Warenkorb, 0 Artikel');
    await expect(page.evaluate((key) => localStorage.getItem(key), CART_KEY)).resolves.toBeNull();
    await expect(bookingStatus(booking.bookingRef)).resolves.toBe('CANCELED');
  }, 60_000);

  it('shows both error shapes of the API as translated toasts that close after 5 seconds', async () => {
    const fresh = await bookChair(chair);
    await putCartIntoSession(page, fresh);
    await page.reload();
    await page.route('**/extras?publicReference=*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 409,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 409,
              errorType: 'TOO_MANY_OPEN_BOOKINGS',
              payload: { limit: 5, scope: 'ip' },
              message: 'x',
            }),
          })
        : route.fallback(),
    );
    await page.getByTestId('cart-badge').click();
    await page.getByRole('button', { name: 'Zusatzartikel hinzufügen' }).click();
    await page.getByRole('dialog', { name: 'Zusatzartikel' }).waitFor();
    await page.locator('[data-testid="extra-item"] button[aria-label$="hinzufügen"]').first().click();
    const confirm = page.getByRole('button', {
      name: 'Zum Warenkorb hinzufügen',
    });
    await confirm.click();
    const toast = page.getByRole('alert').filter({ hasText: 'offene Buchungen' });
    await toast.waitFor({ state: 'visible' });
    await expect(toast.textContent()).resolves.toContain('Sie haben bereits 5 offene Buchungen.');
    // The toast does not take focus away from the drawer.
    await expect(page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).resolves.toBe(true);
    await page.screenshot({ path: join(screenshotDir, 'toast.png') });
    const shownAt = Date.now();
    await toast.waitFor({ state: 'detached', timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(3500);

    await page.unroute('**/extras?publicReference=*');
    await page.route('**/extras?publicReference=*', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 400,
              message: ['items must be an array'],
              error: 'Bad Request',
            }),
          })
        : route.fallback(),
    );
    await confirm.click();
    await page.getByRole('alert').filter({ hasText: 'items must be an array' }).waitFor({ state: 'visible' });
    await page.unroute('**/extras?publicReference=*');
  }, 60_000);
  it('a chair of another vendor asks before the cart is dropped and a new booking starts', async () => {
    // The cart now holds the booking of the toast test (vendor A, one chair).
    const current = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), CART_KEY)) ?? '{}') as {
      booking: Booking;
    };
    expect(current.booking.beachChairBookings).toHaveLength(1);
    const other = await findBookableChair('', chair.publicReference);
    const routes = await routesFor(other);
    await page.goto(`${baseUrl}${routes.chair}`);
    await page.getByTestId('chair-detail').waitFor();
    await page.getByLabel('Abholung').fill(other.day);
    await page.getByLabel('Rückgabe').fill(other.day);
    await page.waitForFunction(() => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]');
      return button !== null && !button.disabled;
    });
    const answer = page.waitForResponse((res) => res.url().includes('/beach_chair_bookings') && res.request().method() === 'POST');
    await page.getByTestId('add-to-cart').click();
    // The app's own confirm dialog (not window.confirm) asks first.
    const question = page.getByRole('dialog', { name: 'Anderer Vermieter' });
    await question.waitFor({ state: 'visible' });
    await expect(question.textContent()).resolves.toContain(current.booking.vendor.companyName);
    await question.getByRole('button', { name: 'Neue Buchung beginnen' }).click();
    const added = (await (await answer).json()) as Booking;
    expect(added.publicReference).toBe(other.publicReference);
    await page.getByRole('dialog', { name: 'Warenkorb' }).waitFor();
    await expect(page.getByTestId('cart-vendor').textContent()).resolves.toBe(added.vendor.companyName);
    await expect(page.getByTestId('cart-count').textContent()).resolves.toBe('1');
    // The old cart was emptied, which cancels it on the server and frees its chair at once.
    await expect(bookingStatus(current.booking.bookingRef)).resolves.toBe('CANCELED');
    await page.keyboard.press('Escape');
  }, 90_000);

  it('the extras route of a section opens the extras drawer; closing it returns to the section', async () => {
    const routes = await routesFor(chair);
    // A visitor arriving at the address: a page of its own, without the cart the tests above left in this tab.
    const page = await freshPage();
    await page.goto(`${baseUrl}${routes.section}/extras`);
    const drawer = page.getByRole('dialog', { name: 'Zusatzartikel' });
    await drawer.waitFor({ state: 'visible' });
    await page.getByTestId('extra-item').first().waitFor();
    await page.getByRole('searchbox', { name: 'Zusatzartikel suchen' }).fill('kaffee');
    await expect(page.getByTestId('extra-item').count()).resolves.toBe(1);
    await expect(page.getByRole('tab').count()).resolves.toBe(1);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.waitForURL(`${baseUrl}${routes.section}`);
    await page.close();
  }, 60_000);

  it('app bar: a hamburger menu on narrow screens', async () => {
    const narrow = await browser.newPage({ viewport: { width: 480, height: 800 }, locale: 'de-DE' });
    await narrow.goto(`${baseUrl}/`);
    const menu = narrow.getByRole('button', { name: 'Menü' });
    await menu.waitFor();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(narrow.getByRole('link', { name: 'Für Vermieter' }).isVisible()).resolves.toBe(false);
    await menu.click();
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('true');
    await narrow.getByRole('link', { name: 'Für Vermieter' }).waitFor({ state: 'visible' });
    await narrow.screenshot({ path: join(screenshotDir, 'app-bar-narrow.png') });
    await narrow.keyboard.press('Escape');
    await expect(menu.getAttribute('aria-expanded')).resolves.toBe('false');
    // The footer links (spec 2).
    for (const name of ['Impressum', 'Datenschutz', 'AGB', 'Kontakt']) {
      await expect(narrow.getByRole('contentinfo').getByRole('link', { name }).count()).resolves.toBe(1);
    }
    await narrow.close();
  }, 60_000);
});
