import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { addDays, calendarDate, zonedInstant } from '../../server/src/common/time.js';
import { paymentDeadline } from '../../server/src/modules/bookings/payment-deadline.js';
import { baseUrl, berlinDayText, openBrowser, screenshotDir } from '../support/browser.js';
import {
  bookChair,
  callApi,
  fillGuestDetails,
  findBookableChair,
  putCartIntoSession,
  submittedBooking,
  type Booking,
} from '../support/cartData.js';
import { cartHeader } from '../support/public-cart.js';

// Issue 30 items 3 and 6 on a phone: a bank-transfer booking of a whole day and a morning; checkout names the payment
// deadline before the submit, the result page shows it, every day and slot of each chair with its price and how to
// find the chair, without horizontal overflow at 390 px.
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-DE' };
const run = `${process.pid}-${Date.now().toString(36)}`;

/** dd.MM.yyyy of the day a deadline ends: 00:00 Berlin is 24:00 of the day before. */
const deadlineDay = (at: Date) => berlinDayText(calendarDate(new Date(at.getTime() - 60_000)));

describe('bank-transfer booking on a phone: deadline, days and slots', () => {
  let browser: Browser;

  beforeAll(async () => {
    ({ browser } = await openBrowser());
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('checkout says "bis <date>", the result page shows that date and every day and slot, within 390 px', async () => {
    // The Lübecker Bucht vendor offers bank transfer (seeds/data/vendors.ts).
    const chair = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    const cart = await bookChair(chair);
    const morningDay = addDays(chair.day, 1);
    const both = await callApi<Booking>(
      'POST',
      `/features/public/booking/${cart.bookingRef}/beach_chair_bookings?publicReference=${chair.publicReference}`,
      { beachChairId: chair.beachChairId, start: morningDay, end: morningDay, model: chair.model, rate: 'MORNING' },
      cartHeader(cart.cartToken),
    );
    const expected = deadlineDay(paymentDeadline(new Date(), Number(process.env.BOOKING_PAYMENT_DAYS ?? 7), zonedInstant(chair.day)));

    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`);
    await putCartIntoSession(page, { ...both, cartToken: cart.cartToken });
    await page.reload();
    await page.getByTestId('cart-badge').click();
    const drawer = page.getByRole('dialog', { name: 'Warenkorb' });
    await drawer.getByTestId('cart-chair').first().waitFor();
    await drawer.getByRole('button', { name: 'Zur Kasse' }).click();

    const dialog = page.getByTestId('checkout-dialog');
    const email = `phone-deadline-${run}@example.de`;
    await fillGuestDetails(dialog, { firstName: 'Jana', lastName: 'Janssen', email });
    await dialog.getByRole('radio', { name: 'Überweisung' }).check();
    // Before the submit: the date, not "innerhalb der Zahlungsfrist".
    await expect(dialog.getByTestId('bank-transfer-confirm').textContent()).resolves.toContain(`bis ${expected}, 24:00 Uhr`);
    await dialog.getByRole('checkbox', { name: /Ich überweise den Gesamtbetrag/ }).check();
    await page.screenshot({ path: join(screenshotDir, 'confirmation-phone-checkout.png') });
    await dialog.getByRole('button', { name: 'Jetzt buchen' }).click();

    await page.waitForURL((url) => url.pathname === '/booking/result_bank_transfer', { timeout: 30_000 });
    const result = page.getByTestId('bank-transfer-result');
    await result.getByTestId('payment-deadline').waitFor({ timeout: 30_000 });
    await expect(result.getByTestId('payment-deadline').textContent()).resolves.toBe(`Bitte überweisen Sie bis ${expected}, 24:00 Uhr.`);
    const tables = result.getByTestId('result-chair');
    await expect(tables.count()).resolves.toBe(2);
    const [whole, morning] = [(await tables.nth(0).textContent())!, (await tables.nth(1).textContent())!];
    expect(whole).toContain(berlinDayText(chair.day));
    expect(whole).toContain('Ganzer Tag');
    expect(morning).toContain(berlinDayText(morningDay));
    expect(morning).toMatch(/Vormittag \d{2}:\d{2}–\d{2}:\d{2}/);
    for (const table of [whole, morning]) expect(table).toMatch(/Preis\s*\d+,\d{2}\s€/);
    await result.getByTestId('result-places').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'confirmation-phone-result.png'), fullPage: true });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

    // "Meine Buchung" names the same date.
    await page.goto(`${baseUrl}/bookings?bookingRef=${cart.bookingRef}&email=${encodeURIComponent(email)}`);
    const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
    await details.getByTestId('payment-deadline').waitFor({ timeout: 30_000 });
    await expect(details.getByTestId('payment-deadline').textContent()).resolves.toBe(`Bitte überweisen Sie bis ${expected}, 24:00 Uhr.`);
    await context.close();
  }, 120_000);

  it('the success page of a booking paid on site shows each chair with its day, slot and price and how to find it, within 390 px', async () => {
    const chair = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    const email = `phone-success-${run}@example.de`;
    const bookingRef = await submittedBooking(chair, email, 'Olaf', 'CASH');
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/result/success?sbl_bookingRef=${bookingRef}&sbl_email=${encodeURIComponent(email)}`);
    const table = page.getByTestId('result-chair');
    await table.first().waitFor({ timeout: 30_000 });
    await expect(table.count()).resolves.toBe(1);
    const text = (await table.textContent())!;
    expect(text).toContain(berlinDayText(chair.day));
    expect(text).toContain('Ganzer Tag');
    expect(text).toMatch(/Preis\s*\d+,\d{2}\s€/);
    await expect(page.getByTestId('result-places').textContent()).resolves.toContain('So finden Sie Ihren Strandkorb');
    await expect(page.getByTestId('result-map-link').first().getAttribute('href')).resolves.toMatch(
      /^https:\/\/www\.openstreetmap\.org\/\?mlat=\d+\.\d+&mlon=\d+\.\d+/,
    );
    await page.screenshot({ path: join(screenshotDir, 'confirmation-phone-success.png'), fullPage: true });
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await context.close();
  }, 90_000);
});
