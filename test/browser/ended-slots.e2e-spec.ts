import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { addDays, today } from '../../server/src/common/time.js';
import { baseUrl, browserDatabaseUrl, openBrowser, screenshotDir } from '../support/browser.js';
import { Factories } from '../support/factories.js';

// Issue 30 items 2 and 10 on a phone: today's slots of a beach that has closed for the day are shown as past (the grid
// tile, the chair page's rows: not selectable, none preselected, no add to cart), and the section and chair pages say
// when the beach's season is. The app has no fixed clock: the location closes one minute before the test's Berlin time.
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE' };
const sectionPath = (id: number) => `${baseUrl}/s/-/-/-/${id}`;

const berlinClock = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date());
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
const minuteBefore = (hhmm: string) => {
  const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) - 1;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

let browser: Browser;
let db: pg.Pool;
let sectionId: number;
let chairId: number;
const day = today('Europe/Berlin');

beforeAll(async () => {
  db = new pg.Pool({ connectionString: browserDatabaseUrl, max: 2 });
  const f = new Factories(db);
  // A closing time needs a minute of the day behind it (opening 00:00, closing later).
  if (berlinClock() === '00:00') await new Promise((resolve) => setTimeout(resolve, 61_000));
  const location = await f.newRentalLocation({ seasonStart: '01-01', seasonEnd: '31-12' });
  await db.query(`UPDATE location SET opening_hours = $2 WHERE id = $1`, [
    location.id,
    JSON.stringify([{ weekday: isoWeekday(day), opening: '00:00', closing: minuteBefore(berlinClock()) }]),
  ]);
  const section = await f.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 1,
    chairsPerRow: 2,
  });
  sectionId = section.id;
  chairId = section.chairIds[0][0];
  await mkdir(screenshotDir, { recursive: true });
  ({ browser } = await openBrowser());
}, 150_000);
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

const noHorizontalOverflow = (page: import('playwright-core').Page) =>
  expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

describe('ended slots and the season on a phone', () => {
  it('shows today after closing time as past: the tile, the rows not selectable, none preselected, no add to cart', async () => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(sectionPath(sectionId));
    const tile = page.locator(`[data-testid="chair-tile"][data-chair-id="${chairId}"]`);
    await tile.waitFor({ timeout: 30_000 });
    // Dates the guest did not choose move past a day that is over (to tomorrow); the guest asks for today itself.
    await page
      .locator(`[data-testid="pickup-date"][data-iso="${addDays(day, 1)}"]`)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByTestId('pickup-date').first().fill(day);
    await page.getByTestId('dropoff-date').first().fill(day);
    await page.locator(`[data-testid="pickup-date"][data-iso="${day}"]`).first().waitFor();
    await page.locator(`[data-testid="chair-tile"][data-chair-id="${chairId}"][data-state="past"]`).waitFor({ timeout: 30_000 });
    await expect(tile.getAttribute('data-state')).resolves.toBe('past');
    await expect(page.getByTestId('section-season').textContent()).resolves.toBe('01.01. – 31.12.');
    await noHorizontalOverflow(page);

    await tile.click();
    const detail = page.getByTestId('chair-detail');
    await detail.waitFor({ timeout: 30_000 });
    const unavailable = detail.getByTestId('chair-unavailable');
    await expect(unavailable.getAttribute('data-reason', { timeout: 30_000 })).resolves.toBe('ended');
    await expect(unavailable.textContent()).resolves.toContain('heute schon vorbei');
    // Morning (08-13), afternoon (13-20), the day and its discount row: every one past, none selectable or chosen.
    const rows = detail.getByTestId('price-row');
    await rows.first().waitFor({ timeout: 30_000 });
    await expect(rows.count()).resolves.toBe(4);
    for (let i = 0; i < 4; i++) {
      await expect(rows.nth(i).getAttribute('data-past')).resolves.toBe('true');
      await expect(rows.nth(i).textContent()).resolves.toContain('vorbei');
      await expect(rows.nth(i).locator('input[type="radio"]').isDisabled()).resolves.toBe(true);
      await expect(rows.nth(i).locator('input[type="radio"]').isChecked()).resolves.toBe(false);
    }
    await expect(detail.getByTestId('chosen-price').count()).resolves.toBe(0);
    await expect(detail.getByTestId('add-to-cart').isDisabled()).resolves.toBe(true);
    await expect(detail.getByTestId('chair-season').textContent()).resolves.toBe('Saison: 01.01. – 31.12.');
    await noHorizontalOverflow(page);
    await page.screenshot({ path: join(screenshotDir, 'ended-slots-chair.png') });
    await context.close();
  }, 90_000);

  it("shows a seeded beach's own season on the section page", async () => {
    // Westerland's season runs from 1 May to 30 September (the seed).
    const res = await fetch(`${baseUrl}/api/v1/destinations/sections?itemsPerPage=0&search=${encodeURIComponent('Strandabschnitt Süd')}`);
    const { items } = (await res.json()) as { items: { id: number; name: string }[] };
    const seeded = items.find((s) => s.name === 'Strandabschnitt Süd');
    if (!seeded) throw new Error('no seeded section Strandabschnitt Süd');
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(sectionPath(seeded.id));
    const season = page.getByTestId('section-season');
    await season.waitFor({ timeout: 30_000 });
    await expect(season.textContent()).resolves.toBe('01.05. – 30.09.');
    await noHorizontalOverflow(page);
    await page.screenshot({ path: join(screenshotDir, 'section-season.png') });
    await context.close();
  }, 60_000);
});
