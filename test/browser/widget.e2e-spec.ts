import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser, Frame, Page } from 'playwright-core';
import { baseUrl, launchChromium, browserDatabaseUrl } from '../support/browser.js';
import { findBookableChair, routesFor, type BookableChair, type Booking } from '../support/cartData.js';
import { cartHeader } from '../support/public-cart.js';

// Widget mode and affiliate reference (issue 8, item 5): the storefront embedded in an iframe of a page on another
// origin (a second port, served here) books with source WIDGET; an afp reference arrives in the database.
const screenshotDir = join('test-results', 'screenshots');

async function waitForEnabledAdd(target: Page | Frame) {
  await target.waitForFunction(() => {
    const button = document.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]');
    return button !== null && !button.disabled;
  });
}

/** Adds the chair on its chair route (reached by clicking its tile in the section grid) and answers the booking (with the create's cartToken). */
async function addChairFromSection(
  target: Page | Frame,
  chair: BookableChair,
): Promise<Booking & { cartToken: string; sentSource: string | null }> {
  await target.getByLabel('Abholung').fill(chair.day);
  await target.getByLabel('Rückgabe').fill(chair.day);
  await target.locator(`[data-testid="chair-tile"][data-chair-id="${chair.beachChairId}"]`).click();
  await target.getByTestId('chair-detail').waitFor();
  await waitForEnabledAdd(target);
  const page = 'page' in target ? target.page() : target;
  const created = page.waitForResponse((res) => res.url().includes('/features/public/booking?') && res.request().method() === 'POST');
  const added = page.waitForResponse((res) => res.url().includes('/beach_chair_bookings') && res.request().method() === 'POST');
  await target.getByTestId('add-to-cart').click();
  const createAnswer = await created;
  const createUrl = new URL(createAnswer.url());
  const { cartToken } = (await createAnswer.json()) as { cartToken: string };
  const booking = (await (await added).json()) as Booking;
  expect(createUrl.searchParams.get('publicReference')).toBe(chair.publicReference);
  return { ...booking, cartToken, sentSource: createUrl.searchParams.get('source') };
}

async function removeChair(booking: Booking & { cartToken: string }) {
  await fetch(
    `${baseUrl}/api/v1/features/public/booking/${booking.bookingRef}/beach_chair_booking/${booking.beachChairBookings[0].id}?publicReference=${booking.publicReference}`,
    { method: 'DELETE', headers: cartHeader(booking.cartToken) },
  );
}

describe('storefront widget mode and affiliate reference', () => {
  let browser: Browser;
  let db: pg.Pool;
  let vendorSite: Server;
  let vendorOrigin: string;
  let chair: BookableChair;
  let routes: { section: string; chair: string };
  // Each test frees its chair again, also when it fails, so the next one can book it.
  const cleanup: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    db = new pg.Pool({ connectionString: browserDatabaseUrl, max: 2 });
    chair = await findBookableChair();
    routes = await routesFor(chair);
    const widgetUrl = `${baseUrl}${routes.section}?widget=true&publicReference=${encodeURIComponent(chair.publicReference)}`;
    // The vendor's own site: another origin (localhost, another port) embedding the storefront.
    vendorSite = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="de"><head><title>Strandkorbvermietung Demo</title></head><body>
        <h1>Strandkorbvermietung Demo</h1>
        <iframe title="Strandkorb buchen" src="${widgetUrl}" style="width:1200px;height:850px;border:0"></iframe>
      </body></html>`);
    });
    await new Promise<void>((resolve) => vendorSite.listen(0, '127.0.0.1', resolve));
    vendorOrigin = `http://localhost:${(vendorSite.address() as AddressInfo).port}`;
    browser = await launchChromium();
  }, 90_000);

  afterEach(async () => {
    for (const step of cleanup.splice(0)) await step();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => vendorSite?.close(resolve));
    await db?.end();
  });

  it('books with source WIDGET inside an iframe on another origin', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 1000 }, locale: 'de-DE' });
    await page.goto(`${vendorOrigin}/`);
    const frameElement = await page.waitForSelector('iframe');
    const frame = (await frameElement.contentFrame())!;
    expect(new URL(frame.url()).origin).not.toBe(vendorOrigin);
    await frame.getByTestId('availability-grid').waitFor({ timeout: 30_000 });
    // Widget mode hides the "all" switch.
    await expect(frame.getByRole('switch').count()).resolves.toBe(0);

    const booking = await addChairFromSection(frame, chair);
    cleanup.push(() => removeChair(booking));
    expect(booking.sentSource).toBe('WIDGET');
    // The chair route no longer carries the widget query: the mode was recorded for the tab.
    expect(frame.url()).not.toContain('widget=true');
    await frame.getByRole('dialog', { name: 'Warenkorb' }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'widget-iframe-cart.png') });
    const row = await db.query<{ source: string; affiliate_reference: string | null }>(
      'SELECT source, affiliate_reference FROM booking WHERE booking_ref = $1',
      [booking.bookingRef],
    );
    expect(row.rows[0]?.source).toBe('WIDGET');

    // Back to start (the logo) returns to the vendor widget URL, not to the landing page.
    await page.keyboard.press('Escape');
    const logoHref = await frame.getByRole('link', { name: 'Strandkorb buchen – zur Startseite' }).getAttribute('href');
    expect(logoHref).toBe(`${routes.section}?widget=true&publicReference=${encodeURIComponent(chair.publicReference)}`);
    await page.close();
  });

  it('limits the all-cities map to the widget region and draws no city clusters', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const region = await page.request.get(`${baseUrl}/api/v1/destinations/sections/${chair.sectionId}`);
    const { cityId } = (await region.json()) as { cityId: number };
    const city = (await (await page.request.get(`${baseUrl}/api/v1/destinations/cities/${cityId}`)).json()) as { regionId: number };
    const cities = (await (
      await page.request.get(
        `${baseUrl}/api/v1/destinations/cities?itemsPerPage=0&filters=${encodeURIComponent(JSON.stringify({ active: true }))}`,
      )
    ).json()) as { items: { regionId: number; name: string }[] };
    const inRegion = cities.items.filter((c) => c.regionId === city.regionId).map((c) => c.name);
    expect(cities.items.length).toBeGreaterThan(inRegion.length);

    await page.goto(`${baseUrl}${routes.section}?widget=true&publicReference=${encodeURIComponent(chair.publicReference)}`);
    await page.getByTestId('availability-grid').waitFor();
    // "Alle Orte" in the breadcrumbs: only the widget's region remains.
    await page.locator('nav.breadcrumbs a').first().click();
    await page.waitForURL(`${baseUrl}/s/`);
    await page.locator('.city-marker, [data-testid="city-marker"]').first().waitFor({ state: 'attached' });
    const names = await page.locator('nav.city-list a').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(inRegion).toContain(name);
    await expect(page.locator('.city-cluster').count()).resolves.toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'widget-all-cities.png') });
    await page.close();
  });

  it('sends the affiliate reference from afp when the booking is created', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/?afp=partner-ostsee-42`);
    await page.getByTestId('landing-map-button').waitFor();
    await expect(page.evaluate(() => localStorage.getItem('affiliateReference'))).resolves.toBe('partner-ostsee-42');
    await page.goto(`${baseUrl}${routes.section}`);
    await page.getByTestId('availability-grid').waitFor();
    const booking = await addChairFromSection(page, chair);
    const row = await db.query<{ source: string; affiliate_reference: string | null }>(
      'SELECT source, affiliate_reference FROM booking WHERE booking_ref = $1',
      [booking.bookingRef],
    );
    cleanup.push(() => removeChair(booking));
    expect(row.rows[0]).toEqual({ source: 'WEBSITE', affiliate_reference: 'partner-ostsee-42' });
    await context.close();
  });
});
