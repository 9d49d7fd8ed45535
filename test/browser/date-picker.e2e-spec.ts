import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, berlinDayText, launchChromium, screenshotDir } from '../support/browser.js';
import { type BookableChair, findBookableChair, routesFor } from '../support/cartData.js';
import { mkdir } from 'node:fs/promises';

// Issue 17, item 3: one date-range picker that shows dd.MM.yyyy in German whatever the browser's language, disables
// past days, and is operable by keyboard. Chromium runs in English (--lang=en-US, an en-US context); the app is German.

const berlinDay = (date: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const focusedDay = (page: Page) => page.evaluate(() => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') ?? null);

describe('date-range picker in an English browser (German app)', () => {
  let browser: Browser;
  let page: Page;
  let chair: BookableChair;
  let sectionRoute: string;

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    chair = await findBookableChair();
    sectionRoute = (await routesFor(chair)).section;
    browser = await launchChromium(['--lang=en-US']);
    // bypassCSP: the app's Content-Security-Policy (script-src 'self') would block the injected axe script.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US', bypassCSP: true });
    // The guest chose German before: the stored choice wins over the English browser (issue 30 item 9).
    await context.addInitScript(() => window.localStorage.setItem('strandkorb.language', 'de'));
    page = await context.newPage();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('shows today as dd.MM.yyyy, disables past days, and Escape closes the calendar', async () => {
    const today = berlinDay(new Date());
    await page.goto(`${baseUrl}/s/`);
    const pickup = page.getByTestId('pickup-date');
    await pickup.waitFor({ timeout: 30_000 });
    // The browser runs in English, the page in German (the guest's stored choice).
    await expect(page.evaluate(() => navigator.language)).resolves.toBe('en-US');
    await expect(page.evaluate(() => document.documentElement.lang)).resolves.toBe('de');
    await expect(pickup.inputValue()).resolves.toBe(berlinDayText(today));
    await expect(page.getByTestId('dropoff-date').inputValue()).resolves.toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    await expect(pickup.getAttribute('type')).resolves.toBe('text');
    // Labelled fields and a labelled button.
    await expect(page.getByRole('textbox', { name: 'Abholung' }).count()).resolves.toBe(1);
    await expect(page.getByRole('textbox', { name: 'Rückgabe' }).count()).resolves.toBe(1);

    const button = page.getByRole('button', { name: 'Zeitraum im Kalender wählen' });
    await button.click();
    const calendar = page.getByRole('dialog', { name: 'Kalender: Abholung und Rückgabe wählen' });
    await calendar.locator('[role="grid"]').waitFor({ timeout: 30_000 });
    await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
    // The calendar speaks German too, and the focus is on the pickup day (today).
    await expect(calendar.locator('.rdp-root').getAttribute('lang')).resolves.toBe('de');
    await expect(focusedDay(page)).resolves.toBe(today);
    // A past day is disabled (or, on the 1st, the way back to the last month is).
    const yesterday = addDays(today, -1);
    if (yesterday.slice(0, 7) === today.slice(0, 7))
      await expect(calendar.locator(`[data-day="${yesterday}"] button`).isDisabled()).resolves.toBe(true);
    else await expect(calendar.getByRole('button', { name: 'Zum vorherigen Monat' }).isDisabled()).resolves.toBe(true);
    await expect(calendar.locator(`[data-day="${today}"] button`).isDisabled()).resolves.toBe(false);
    await page.screenshot({ path: join(screenshotDir, 'date-picker-open.png') });
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Zeitraum im Kalender wählen');
    await expect(pickup.inputValue()).resolves.toBe(berlinDayText(today));
  }, 90_000);

  it('takes a typed German day, and picks a range by keyboard: the availability request carries the ISO range', async () => {
    await page.goto(`${baseUrl}${sectionRoute}`);
    const pickup = page.getByTestId('pickup-date');
    const dropoff = page.getByTestId('dropoff-date');
    await pickup.waitFor({ timeout: 30_000 });

    // Typed as Germans write it.
    const typed = page.waitForRequest(
      (r) => r.url().includes('beach_chairs_availability') && r.url().includes(`start=${chair.day}&end=${chair.day}`),
      { timeout: 30_000 },
    );
    await pickup.fill(berlinDayText(chair.day));
    await dropoff.fill(berlinDayText(chair.day));
    await typed;
    await expect(pickup.getAttribute('data-iso')).resolves.toBe(chair.day);

    // The calendar by keyboard: the pickup day has the focus; Enter starts the range, two days on, Enter ends it.
    const end = addDays(chair.day, 2);
    const picked = page.waitForRequest(
      (r) => r.url().includes('beach_chairs_availability') && r.url().includes(`start=${chair.day}&end=${end}`),
      { timeout: 30_000 },
    );
    const button = page.getByRole('button', { name: 'Zeitraum im Kalender wählen' });
    await button.focus();
    await page.keyboard.press('Enter');
    const calendar = page.getByRole('dialog', { name: 'Kalender: Abholung und Rückgabe wählen' });
    await calendar.locator('[role="grid"]').waitFor({ timeout: 30_000 });
    await page.waitForFunction((day) => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') === day, chair.day);
    await page.keyboard.press('Enter');
    await expect(calendar.locator('.rdp-footer').textContent()).resolves.toContain(berlinDayText(chair.day));
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(focusedDay(page)).resolves.toBe(end);
    await page.keyboard.press('Enter');
    const request = await picked;
    expect(new URL(request.url()).searchParams.get('start')).toBe(chair.day);
    expect(new URL(request.url()).searchParams.get('end')).toBe(end);

    // The calendar closed, the focus is back on its button, the fields show the range in German.
    await calendar.waitFor({ state: 'detached' });
    await expect(page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).resolves.toBe('Zeitraum im Kalender wählen');
    await expect(pickup.inputValue()).resolves.toBe(berlinDayText(chair.day));
    await expect(dropoff.inputValue()).resolves.toBe(berlinDayText(end));
    await expect(dropoff.getAttribute('data-iso')).resolves.toBe(end);
    await page.screenshot({ path: join(screenshotDir, 'date-picker-range.png') });
    expect(await seriousViolations(page)).toEqual([]);
  }, 90_000);

  it('refuses a day that does not exist', async () => {
    const pickup = page.getByTestId('pickup-date');
    const before = await pickup.getAttribute('data-iso');
    await pickup.fill('31.02.2027');
    await pickup.press('Tab');
    await expect(pickup.getAttribute('aria-invalid')).resolves.toBe('true');
    await page.getByRole('alert').filter({ hasText: 'Bitte wählen Sie Abhol- und Rückgabedatum.' }).waitFor();
    // The stored range is untouched: the field is typed again and the range applies.
    await pickup.fill(berlinDayText(before as string));
    await pickup.press('Tab');
    await expect(pickup.getAttribute('aria-invalid')).resolves.toBe(null);
  }, 60_000);

  it('the draft-booking modal has the same picker; Escape closes only the calendar', async () => {
    await page.goto(`${baseUrl}${sectionRoute}`);
    await page.getByTestId('timeline-toggle').click({ timeout: 30_000 });
    await page.getByTestId('timeline').waitFor({ timeout: 30_000 });
    await page.getByTestId('timeline-cell').nth(3).click();
    const modal = page.getByTestId('draft-modal');
    await modal.getByRole('heading', { name: 'Bitte wählen Sie ihren Buchungszeitraum' }).waitFor();
    const pickup = modal.getByRole('textbox', { name: 'Abholung' });
    await expect(pickup.inputValue()).resolves.toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const start = (await pickup.getAttribute('data-iso')) as string;

    const button = modal.getByRole('button', { name: 'Zeitraum im Kalender wählen' });
    await button.click();
    const calendar = modal.getByRole('dialog', { name: 'Kalender: Abholung und Rückgabe wählen' });
    await calendar.locator('[role="grid"]').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await calendar.waitFor({ state: 'detached' });
    await expect(modal.isVisible()).resolves.toBe(true);

    // Keyboard: the pickup day, three days on.
    await button.click();
    await calendar.locator('[role="grid"]').waitFor();
    await page.waitForFunction((day) => document.activeElement?.closest('[data-day]')?.getAttribute('data-day') === day, start);
    await page.screenshot({ path: join(screenshotDir, 'date-picker-draft-calendar.png') });
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await calendar.waitFor({ state: 'detached' });
    await expect(modal.getByTestId('draft-days').textContent()).resolves.toBe('4 Tage');
    await expect(modal.getByRole('textbox', { name: 'Rückgabe' }).getAttribute('data-iso')).resolves.toBe(addDays(start, 3));
    await page.screenshot({ path: join(screenshotDir, 'date-picker-draft-modal.png') });
    await modal.getByRole('button', { name: 'Abbrechen' }).click();
    await modal.waitFor({ state: 'detached' });
  }, 60_000);

  it('in English the fields show and take dd/MM/yyyy', async () => {
    const pickup = page.getByTestId('pickup-date');
    const day = (await pickup.getAttribute('data-iso')) as string;
    const [year, month, date] = day.split('-');
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('textbox', { name: 'Pickup' }).waitFor();
    await expect(pickup.inputValue()).resolves.toBe(`${date}/${month}/${year}`);
    const later = addDays(day, 1);
    const [ly, lm, ld] = later.split('-');
    await page.getByTestId('dropoff-date').fill(`${ld}/${lm}/${ly}`);
    await expect(page.getByTestId('dropoff-date').getAttribute('data-iso')).resolves.toBe(later);
    await page.getByRole('button', { name: 'Choose dates in the calendar' }).click();
    const calendar = page.getByRole('dialog', { name: 'Calendar: choose pickup and drop-off' });
    await calendar.locator('[role="grid"]').waitFor({ timeout: 30_000 });
    await expect(calendar.locator('.rdp-root').getAttribute('lang')).resolves.toBe('en-GB');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Deutsch' }).click();
    await expect(pickup.inputValue()).resolves.toBe(berlinDayText(day));
  }, 60_000);
});
