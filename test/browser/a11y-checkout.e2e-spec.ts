import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, launchChromium } from '../support/browser.js';
import {
  type BookableChair,
  bookChair,
  clearCartAndSession,
  findBookableChair,
  putCartIntoSession,
  submittedBooking,
} from '../support/cartData.js';

// axe-core on the pages of issue 8: the checkout dialog (customer form with its errors shown, payment methods,
// bank details), the result pages, the lookup with its details drawer, content pages and the 404 page —
// no serious or critical violation.
const screenshotDir = join('test-results', 'screenshots');
// The Lübecker Bucht vendor offers card, PayPal, bank transfer, online direct debit and cash (seeds/data/vendors.ts).
const luebeckerBuchtChair = () => findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
const run = `${process.pid}-${Date.now().toString(36)}`;

describe('accessibility (axe) of checkout, result, lookup and content pages', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let chair: BookableChair;

  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    chair = await luebeckerBuchtChair();
    browser = await launchChromium();
    // bypassCSP: the app's Content-Security-Policy would block the injected axe script.
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    page = await context.newPage();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('checkout dialog: customer form with its errors, payment methods, bank details', async () => {
    const booking = await bookChair(chair);
    await page.goto(`${baseUrl}/`);
    await putCartIntoSession(page, booking);
    await page.reload();
    await page.getByTestId('cart-badge').click();
    const cart = page.getByRole('dialog', { name: 'Warenkorb' });
    await cart.getByTestId('cart-chair').waitFor();
    await cart.getByRole('button', { name: 'Zur Kasse' }).click();

    // Step 1 with every error shown (Next pressed on the empty form).
    const dialog = page.getByTestId('checkout-dialog');
    await dialog.getByRole('heading', { name: 'Ihre Daten' }).waitFor();
    const next = dialog.getByTestId('checkout-next');
    await next.focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('Vorname ist ein Pflichtfeld').waitFor();
    await dialog.getByLabel('E-Mail', { exact: true }).fill('jan@');
    await dialog.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'a11y-checkout-customer-errors.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // Step 2: the payment methods.
    await dialog.getByLabel('Vorname', { exact: true }).fill('Jan');
    await dialog.getByLabel('Nachname', { exact: true }).fill('Janssen');
    await dialog.getByLabel('E-Mail', { exact: true }).fill(`a11y-${run}@example.de`);
    await dialog.getByLabel('Straße und Hausnummer').fill('Seestraße 1');
    await dialog.getByLabel('PLZ').fill('23683');
    await dialog.getByLabel('Ort', { exact: true }).fill('Scharbeutz');
    await dialog.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
    await next.click();
    await dialog.getByRole('heading', { name: 'Zahlungsart' }).waitFor();
    await dialog.getByRole('radio', { name: 'Überweisung' }).check();
    await dialog.getByRole('checkbox', { name: /Ich überweise den Gesamtbetrag/ }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'a11y-checkout-payment.png') });
    expect(await seriousViolations(page)).toEqual([]);

    // The bank-details step of a direct-debit method, with the IBAN error shown.
    await dialog.getByRole('radio', { name: 'SEPA-Lastschrift (online)' }).check();
    await dialog.getByRole('button', { name: 'Weiter' }).click();
    await dialog.getByRole('heading', { name: 'Bankverbindung' }).waitFor();
    await dialog.getByLabel('IBAN', { exact: true }).fill('DE00 1234');
    await dialog.getByLabel('IBAN', { exact: true }).blur();
    await dialog.getByText('Bitte geben Sie eine gültige IBAN ein').waitFor();
    await page.screenshot({ path: join(screenshotDir, 'a11y-checkout-bank.png') });
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);

  it('bank-transfer confirmation page', async () => {
    const email = `a11y-bt-${run}@example.de`;
    chair = await luebeckerBuchtChair(); // a fresh chair for each booking
    const bookingRef = await submittedBooking(chair, email, 'Berta');
    await page.goto(`${baseUrl}/booking/result_bank_transfer?bookingReference=${bookingRef}&email=${encodeURIComponent(email)}`);
    const result = page.getByTestId('bank-transfer-result');
    await result.getByRole('heading', { level: 1, name: 'Vielen Dank für Ihre Reservierung!' }).waitFor({ timeout: 30_000 });
    await result.getByTestId('result-bank').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 90_000);

  it('success result page', async () => {
    const email = `a11y-ok-${run}@example.de`;
    chair = await luebeckerBuchtChair(); // a fresh chair for each booking
    const bookingRef = await submittedBooking(chair, email, 'Olaf', 'CASH');
    await page.goto(`${baseUrl}/result/success?sbl_bookingRef=${bookingRef}&sbl_email=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { level: 1, name: 'Herzlichen Glückwunsch!' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('success-facts').getByText(bookingRef).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 90_000);

  it('error result page with the payment step reopened', async () => {
    const email = `a11y-error-${run}@example.de`;
    chair = await luebeckerBuchtChair(); // a fresh chair for each booking
    const bookingRef = await submittedBooking(chair, email, 'Eva');
    await page.goto(`${baseUrl}/result/error?sbl_bookingRef=${bookingRef}&sbl_email=${encodeURIComponent(email)}`);
    await page.getByRole('heading', { level: 1, name: 'Das tut uns leid!' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('checkout-dialog').getByRole('heading', { name: 'Zahlungsart' }).waitFor({ timeout: 30_000 });
    expect(await seriousViolations(page)).toEqual([]);
    // Leave no open checkout in this tab's session for the next pages.
    await clearCartAndSession(page);
  }, 90_000);

  it('lookup page with the booking-details drawer open, in German and in English', async () => {
    const email = `a11y-lookup-${run}@example.de`;
    chair = await luebeckerBuchtChair(); // a fresh chair for each booking
    const bookingRef = await submittedBooking(chair, email, 'Lotte');
    await page.goto(`${baseUrl}/bookings?bookingRef=${bookingRef}&email=${encodeURIComponent(email)}`);
    const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
    await details.waitFor({ timeout: 30_000 });
    await expect(details.getByTestId('details-booking-number').textContent()).resolves.toBe(bookingRef);
    await details.getByTestId('details-chair').filter({ hasText: chair.publicNumber }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // English: the language switch on the lookup form, then the form (a reload would start in German again).
    await page.goto(`${baseUrl}/bookings`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: 'My booking' }).waitFor();
    await page.getByLabel('Booking number').fill(bookingRef);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Show the booking' }).click();
    const detailsEn = page.getByRole('dialog', { name: 'Booking details' });
    await detailsEn.waitFor({ timeout: 30_000 });
    await detailsEn.getByTestId('details-chair').filter({ hasText: chair.publicNumber }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // The choice is kept (local storage): German again for the next pages.
    await page.evaluate(() => localStorage.removeItem('strandkorb.language'));
  }, 90_000);

  it('content page, headless imprint and the 404 page', async () => {
    await page.goto(`${baseUrl}/content/imprint`);
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await page.getByRole('link', { name: 'Schließen und zur Startseite' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/static/headless/imprint`);
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await expect(page.locator('header.app-bar').count()).resolves.toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${baseUrl}/404`);
    await page.getByText('Diese Seite gibt es leider nicht.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 90_000);
});
