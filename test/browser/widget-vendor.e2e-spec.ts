import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Frame, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, browserDatabaseUrl, launchChromium, screenshotDir } from '../support/browser.js';
import { fillGuestDetails, findBookableChair, routesFor, type BookableChair } from '../support/cartData.js';

// Issue 21: the widget of vendor luebecker-bucht, embedded in a page of another origin (127.0.0.1 vs localhost),
// lists only its vendor's places, cannot sell another vendor's (warnow-ruegen) chair, books WIDGET for its vendor,
// and pays in a window of its own while the vendor's page stays.
const VENDOR = 'luebecker-bucht';
const OTHER = 'warnow-ruegen';
const widgetQuery = `widget=true&publicReference=${VENDOR}`;
const api = `${baseUrl}/api/v1`;
const run = `${process.pid}-${Date.now().toString(36)}`;

async function getJson<T>(path: string): Promise<T> {
  const res = await fetch(`${api}${path}`);
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

/** The names of the cities holding a vendor's bookable sections. */
async function vendorCityNames(publicReference: string): Promise<string[]> {
  const filters = encodeURIComponent(JSON.stringify({ publicReference, onlineBooking: true }));
  const { items } = await getJson<{ items: { cityId: number }[] }>(`/destinations/sections?itemsPerPage=0&filters=${filters}`);
  const ids = [...new Set(items.map((s) => s.cityId))];
  return Promise.all(ids.map(async (id) => (await getJson<{ name: string }>(`/destinations/cities/${id}`)).name));
}

async function waitForEnabledAdd(target: Frame) {
  await target.waitForFunction(
    () => {
      const button = document.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]');
      return button !== null && !button.disabled;
    },
    undefined,
    { timeout: 30_000 },
  );
}

describe('the widget keeps to its vendor and keeps the guest on the vendor page (issue 21)', () => {
  let browser: Browser;
  let db: pg.Pool;
  let vendorSite: Server;
  let hostUrl: string;
  let chair: BookableChair;
  let other: BookableChair;
  let vendor: { id: number; companyName: string };

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    db = new pg.Pool({ connectionString: browserDatabaseUrl, max: 2 });
    chair = await findBookableChair('Scharbeutz', undefined, VENDOR);
    other = await findBookableChair('Binz', undefined, OTHER);
    const row = await db.query<{ id: number; companyName: string }>(
      `SELECT id, company_name AS "companyName" FROM vendor WHERE public_reference = $1`,
      [VENDOR],
    );
    vendor = row.rows[0];
    // The vendor's own site: 127.0.0.1 on another port, so another origin than the storefront's localhost.
    vendorSite = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="de"><head><title>Strandkorbvermietung Lübecker Bucht</title></head><body>
        <h1>Strandkorbvermietung Lübecker Bucht</h1>
        <iframe title="Strandkorb buchen" src="${baseUrl}/?${widgetQuery}" style="width:1200px;height:900px;border:0"></iframe>
      </body></html>`);
    });
    await new Promise<void>((resolve) => vendorSite.listen(0, '127.0.0.1', resolve));
    hostUrl = `http://127.0.0.1:${(vendorSite.address() as AddressInfo).port}/`;
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => vendorSite?.close(resolve));
    await db?.end();
  });

  async function openWidget(): Promise<{ page: Page; frame: Frame }> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 }, locale: 'de-DE' });
    await page.goto(hostUrl);
    const frame = (await (await page.waitForSelector('iframe')).contentFrame())!;
    expect(new URL(frame.url()).origin).not.toBe(new URL(hostUrl).origin);
    return { page, frame };
  }

  it("lists only the vendor's region and cities, with a slim header; another vendor's chair cannot be added", async () => {
    const { page, frame } = await openWidget();
    // Started at "/": no landing, the vendor's region.
    await frame.waitForURL((url) => url.pathname.startsWith('/r/'), { timeout: 30_000 });
    const list = frame.getByTestId('level-list');
    await list.locator('a').first().waitFor({ timeout: 30_000 });
    const listed = await list.locator('a').allTextContents();
    const own = await vendorCityNames(VENDOR);
    const foreign = (await vendorCityNames(OTHER)).filter((name) => !own.includes(name));
    expect(listed.length).toBeGreaterThan(0);
    for (const name of listed) expect(own).toContain(name);
    for (const name of foreign) expect(listed).not.toContain(name);
    // Slim header: the vendor's name, cart and language; no marketplace navigation or footer links.
    await frame.getByTestId('widget-vendor').getByText(vendor.companyName, { exact: false }).waitFor();
    await expect(frame.locator('.app-nav').count()).resolves.toBe(0);
    await expect(frame.locator('footer').count()).resolves.toBe(0);
    await frame.getByTestId('cart-badge').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'widget-vendor-region.png') });

    // All cities ("Alle Orte"): the vendor's region and cities only, though the widget started at "/".
    await frame.locator('nav.breadcrumbs a').first().click();
    await frame.waitForURL((url) => url.pathname === '/s/', { timeout: 30_000 });
    await frame.locator('.city-marker, [data-testid="city-marker"]').first().waitFor({ state: 'attached', timeout: 30_000 });
    const allCities = await frame.locator('nav.city-list a').allTextContents();
    expect(allCities.length).toBeGreaterThan(0);
    for (const name of allCities) expect(own).toContain(name);
    for (const name of foreign) expect(allCities).not.toContain(name);

    // Another vendor's chair address inside the widget: the page says why and offers no add (issue 29, 9b: the
    // section's notice with a link to the full storefront, no chair of that vendor under the widget's header).
    const otherRoutes = await routesFor(other);
    await frame.goto(`${baseUrl}${otherRoutes.chair}`);
    await frame.getByTestId('widget-other-vendor').waitFor({ timeout: 30_000 });
    await expect(frame.getByTestId('widget-other-vendor').textContent()).resolves.toContain('anderen Anbieter');
    await expect(frame.getByTestId('add-to-cart').count()).resolves.toBe(0);
    await page.close();
  }, 180_000);

  it("the server refuses the other vendor's chair in a widget booking and a WIDGET booking for another vendor", async () => {
    const count = async () => Number((await db.query('SELECT count(*) AS n FROM booking')).rows[0].n);
    const before = await count();
    const mismatch = await fetch(`${api}/features/public/booking?publicReference=${OTHER}&source=WIDGET&widgetReference=${VENDOR}`, {
      method: 'POST',
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({ errorType: 'WIDGET_VENDOR_MISMATCH' });
    expect(await count()).toBe(before);

    const created = await fetch(`${api}/features/public/booking?publicReference=${VENDOR}&source=WIDGET&widgetReference=${VENDOR}`, {
      method: 'POST',
    });
    const { bookingRef, cartToken } = (await created.json()) as { bookingRef: string; cartToken: string };
    const refused = await fetch(`${api}/features/public/booking/${bookingRef}/beach_chair_bookings?publicReference=${VENDOR}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cart-token': cartToken },
      body: JSON.stringify({ beachChairId: other.beachChairId, start: other.day, end: other.day, model: other.model }),
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      errorType: 'BEACH_CHAIR_OF_OTHER_VENDOR',
      payload: { beachChairId: other.beachChairId, publicReference: VENDOR },
    });
    const chairs = await db.query(
      'SELECT cb.id FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id WHERE b.booking_ref = $1',
      [bookingRef],
    );
    expect(chairs.rows).toEqual([]);
  });

  /** In the widget: the chair added (WIDGET, the vendor's booking), the checkout up to the payment step, card chosen. */
  async function widgetCheckout(wanted: BookableChair, email: string) {
    const { page, frame } = await openWidget();
    await frame.waitForURL((url) => url.pathname.startsWith('/r/'), { timeout: 30_000 });
    const routes = await routesFor(wanted);
    await frame.goto(`${baseUrl}${routes.section}`);
    await frame.getByTestId('availability-grid').waitFor({ timeout: 30_000 });
    await frame.getByLabel('Abholung').fill(wanted.day);
    await frame.getByLabel('Rückgabe').fill(wanted.day);
    await frame.locator(`[data-testid="chair-tile"][data-chair-id="${wanted.beachChairId}"]`).click();
    await frame.getByTestId('chair-detail').waitFor();
    await waitForEnabledAdd(frame);
    const created = page.waitForResponse((res) => res.url().includes('/features/public/booking?') && res.request().method() === 'POST');
    await frame.getByTestId('add-to-cart').click();
    const createUrl = new URL((await created).url());
    expect(createUrl.searchParams.get('source')).toBe('WIDGET');
    expect(createUrl.searchParams.get('widgetReference')).toBe(VENDOR);
    const { bookingRef } = (await (await created).json()) as { bookingRef: string };
    const row = await db.query<{ source: string; vendor_id: number }>('SELECT source, vendor_id FROM booking WHERE booking_ref = $1', [
      bookingRef,
    ]);
    expect(row.rows[0]).toEqual({ source: 'WIDGET', vendor_id: vendor.id });

    // Checkout inside the iframe.
    const cart = frame.getByRole('dialog', { name: 'Warenkorb' });
    await cart.getByTestId('cart-chair').waitFor();
    await cart.getByRole('button', { name: 'Zur Kasse' }).click();
    const dialog = frame.getByTestId('checkout-dialog');
    await fillGuestDetails(dialog, { firstName: 'Wiebke', lastName: 'Widget', email });
    await dialog.getByRole('radio', { name: 'Kreditkarte', exact: true }).check();

    return { page, frame, dialog, bookingRef };
  }

  it('books WIDGET for the vendor and pays in a window of its own: the iframe confirms, the vendor page stays', async () => {
    const { page, frame, dialog, bookingRef } = await widgetCheckout(chair, `widget-${run}@example.de`);
    // Pay: the provider's (demo) page opens in a window of its own; the iframe waits on the vendor's page.
    const popupOpened = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Bezahlen' }).click();
    const popup = await popupOpened;
    await popup.waitForURL((url) => url.pathname.startsWith('/api/v1/payments/demo/'), { timeout: 30_000 });
    await frame.getByTestId('result-paying').waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(hostUrl);
    await page.screenshot({ path: join(screenshotDir, 'widget-vendor-paying.png') });

    await popup.getByTestId('demo-pay').click();
    // The payment window ends on the confirmation and offers to close itself.
    await popup.waitForURL((url) => url.pathname === '/result/success', { timeout: 30_000 });
    await popup.getByRole('button', { name: 'Fenster schließen' }).waitFor({ timeout: 30_000 });
    // The iframe shows the confirmation by itself; the vendor's page is still there.
    await frame.getByTestId('result-success').waitFor({ timeout: 30_000 });
    await frame.getByTestId('payment-state').getByText('Ihre Buchung ist bezahlt.').waitFor({ timeout: 30_000 });
    await expect(frame.getByTestId('booking-number').textContent()).resolves.toBe(bookingRef);
    expect(page.url()).toBe(hostUrl);
    await page.getByRole('heading', { level: 1, name: 'Strandkorbvermietung Lübecker Bucht' }).waitFor();
    const paid = await db.query<{ status: string }>('SELECT status FROM booking WHERE booking_ref = $1', [bookingRef]);
    expect(paid.rows[0].status).toBe('BOOKED');
    await page.screenshot({ path: join(screenshotDir, 'widget-vendor-paid.png') });
    await popup.close();
    await page.close();
  }, 240_000);

  it('a cancel in the payment window brings the iframe back to the payment step; the vendor page stays', async () => {
    const second = await findBookableChair('Scharbeutz', undefined, VENDOR);
    const { page, frame, dialog, bookingRef } = await widgetCheckout(second, `widget-cancel-${run}@example.de`);
    const popupOpened = page.context().waitForEvent('page');
    await dialog.getByRole('button', { name: 'Bezahlen' }).click();
    const popup = await popupOpened;
    await popup.waitForURL((url) => url.pathname.startsWith('/api/v1/payments/demo/'), { timeout: 30_000 });
    await frame.getByTestId('result-paying').waitFor({ timeout: 30_000 });
    await popup.getByTestId('demo-cancel').click();
    await popup.waitForURL((url) => url.pathname === '/result/error', { timeout: 30_000 });
    await popup.getByText('Schließen Sie dieses Fenster und wählen Sie auf der Seite des Anbieters erneut').waitFor();
    // The payment window opens no checkout of its own; the iframe does, on the vendor's page.
    await expect(popup.getByTestId('checkout-dialog').count()).resolves.toBe(0);
    await frame.getByTestId('result-error').waitFor({ timeout: 30_000 });
    await frame.getByTestId('checkout-dialog').getByRole('heading', { name: 'Zahlungsart' }).waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(hostUrl);
    const open = await db.query<{ status: string }>('SELECT status FROM booking WHERE booking_ref = $1', [bookingRef]);
    expect(open.rows[0].status).toBe('OPEN');
    await popup.close();
    await page.close();
  }, 240_000);

  it('has no serious axe violations on the widget page', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?${widgetQuery}`);
    await page.waitForURL((url) => url.pathname.startsWith('/r/'), { timeout: 30_000 });
    await page.getByTestId('level-list').locator('a').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('widget-vendor').getByText(vendor.companyName, { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
