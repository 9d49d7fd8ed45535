import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, openBrowser, screenshotDir, spawnedOutbox } from '../support/browser.js';
import { bookChair, callApi, euro, findBookableChair, submittedBooking } from '../support/cartData.js';
import { cartHeader } from '../support/public-cart.js';
import { readOutbox } from '../support/mail.js';
import { waitFor } from '../support/wait.js';

// Issue 30 item 5 on a phone: "Meine Buchung" cancels a booking online; fee and refund are shown before the guest
// confirms, then the canceled state; nothing wider than the 390 px screen.
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const phone = { viewport: { width: 390, height: 844 }, userAgent: IPHONE_UA, isMobile: true, hasTouch: true, locale: 'de-DE' };
const run = `${process.pid}-${Date.now().toString(36)}`;

interface Preview {
  totalPrice: number;
  cancellationFee: number;
  paid: number;
  refund: number;
}

describe('guest cancellation in "Meine Buchung" (issue 30 item 5)', () => {
  let browser: Browser;

  beforeAll(async () => {
    ({ browser } = await openBrowser());
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('a guest on a phone cancels: fee and refund before confirming, then "Buchung storniert", no horizontal overflow', async () => {
    const email = `cancel-${run}@example.de`;
    // A vendor of the seed that takes cash (a CONFIRMED booking, as the office calendar's tests make them).
    const chair = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    const bookingRef = await submittedBooking(chair, email, 'Clara', 'CASH');
    const query = `bookingRef=${bookingRef}&email=${encodeURIComponent(email)}`;
    // What the server's policy says (the e2e tier checks it against the office's fee).
    const expected = await callApi<Preview>('GET', `/features/public/booking/cancellation?${query}`);

    const page = await (await browser.newContext(phone)).newPage();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto(`${baseUrl}/bookings?${query}`);
    const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
    await details.waitFor({ timeout: 30_000 });
    await expect(details.getByTestId('details-status').textContent()).resolves.toBe('Bestätigt');

    const start = details.getByRole('button', { name: 'Buchung stornieren' });
    await start.click();
    const fee = details.getByTestId('cancel-fee');
    await fee.waitFor({ timeout: 15_000 });
    await expect(fee.textContent()).resolves.toBe(euro(expected.cancellationFee));
    await expect(details.getByTestId('cancel-paid').textContent()).resolves.toBe(euro(expected.paid));
    await expect(details.getByTestId('cancel-refund').textContent()).resolves.toBe(euro(expected.refund));
    // Nothing is canceled before the guest confirms.
    await expect(callApi<{ status: string }>('GET', `/features/public/booking_status/${bookingRef}`)).resolves.toMatchObject({
      status: 'CONFIRMED',
    });
    await details.getByTestId('cancel-confirm').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, 'guest-cancellation-preview.png') });
    expect(await overflow()).toBeLessThanOrEqual(390);

    await details.getByRole('button', { name: 'Stornierung bestätigen' }).click();
    const done = details.getByTestId('cancel-done');
    await done.waitFor({ timeout: 15_000 });
    await expect(done.textContent()).resolves.toContain('Buchung storniert');
    await expect(done.getByTestId('cancel-fee').textContent()).resolves.toBe(euro(expected.cancellationFee));
    await expect(done.getByTestId('cancel-refund').textContent()).resolves.toBe(euro(expected.refund));
    // The booking itself is read again: its status says so.
    await details.getByTestId('details-status').filter({ hasText: 'Storniert' }).waitFor({ timeout: 15_000 });
    // The section says what went wrong itself: no error toast (the preview is not asked again once canceled).
    await expect(page.getByRole('alert').count()).resolves.toBe(0);
    await page.screenshot({ path: join(screenshotDir, 'guest-cancellation-done.png') });
    expect(await overflow()).toBeLessThanOrEqual(390);

    // The office's cancellation mail reached the guest.
    await waitFor(
      async () => (await readOutbox(spawnedOutbox)).find((m) => m.mail.to.includes(email) && m.mail.subject.startsWith('Stornierung')),
      'the cancellation mail',
      30_000,
    );
    await page.context().close();
  }, 120_000);
  it('a booking paid by card: the preview shows what was paid and what goes back, before the guest confirms', async () => {
    const email = `cancel-card-${run}@example.de`;
    const chair = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    const { bookingRef, cartToken, publicReference } = await bookChair(chair);
    const query = `bookingRef=${bookingRef}&email=${encodeURIComponent(email)}`;
    await callApi(
      'POST',
      `/features/public/booking/${bookingRef}/add_customer?publicReference=${publicReference}`,
      { firstName: 'Karla', lastName: 'Strand', email, address: { street: 'Strandweg 2', zip: '23683', city: 'Scharbeutz' } },
      cartHeader(cartToken),
    );
    await callApi('PUT', `/features/public/booking?${query}`, { paymentMethod: 'STRIPE_CREDIT_CARD' });
    // Without provider keys the checkout is the server's demo page: the guest pays there.
    const started = await callApi<{ redirectUrl: string }>('POST', `/payments/stripe/checkout-session?${query}`, undefined, {
      Accept: 'application/json',
    });
    const page = await (await browser.newContext(phone)).newPage();
    await page.goto(started.redirectUrl.startsWith('http') ? started.redirectUrl : `${baseUrl}${started.redirectUrl}`);
    await page.getByTestId('demo-pay').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/api/v1/payments/demo/'), { timeout: 30_000 });
    await expect(callApi<{ status: string }>('GET', `/features/public/booking_status/${bookingRef}`)).resolves.toMatchObject({
      status: 'BOOKED',
    });
    const expected = await callApi<Preview>('GET', `/features/public/booking/cancellation?${query}`);
    expect(expected.paid).toBe(expected.totalPrice);
    expect(expected.refund).toBe(expected.paid - expected.cancellationFee);

    await page.goto(`${baseUrl}/bookings?${query}`);
    const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
    await details.waitFor({ timeout: 30_000 });
    await details.getByRole('button', { name: 'Buchung stornieren' }).click();
    await details.getByTestId('cancel-refund').waitFor({ timeout: 15_000 });
    await expect(details.getByTestId('cancel-paid').textContent()).resolves.toBe(euro(expected.paid));
    await expect(details.getByTestId('cancel-refund').textContent()).resolves.toBe(euro(expected.refund));
    await expect(details.getByTestId('cancel-fee').textContent()).resolves.toBe(euro(expected.cancellationFee));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await details.getByRole('button', { name: 'Stornierung bestätigen' }).click();
    await details.getByTestId('cancel-done').waitFor({ timeout: 15_000 });
    await details.getByTestId('details-status').filter({ hasText: 'Storniert' }).waitFor({ timeout: 15_000 });
    await page.screenshot({ path: join(screenshotDir, 'guest-cancellation-card.png') });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.context().close();
  }, 120_000);
});
