import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { baseUrl, berlinDayText, browserAndDatabase, screenshotDir } from '../support/browser.js';
import { bookChair, fillGuestDetails, findBookableChair, putCartIntoSession, routesFor } from '../support/cartData.js';

// Issue 30 item 1: the product reached on another origin than PUBLIC_BASE_URL. The built server of this tier listens
// on a port of its own with PUBLIC_BASE_URL http://127.0.0.1:<port>; the guest here opens it as http://localhost:<port>.
// Before, the demo payment page and the return went to PUBLIC_BASE_URL's origin, where this tab's cart (sessionStorage,
// one per origin) does not exist. Now both stay on the guest's origin: the cart survives a canceled payment, the
// paid booking is shown on the confirmation page, and the dates the guest chose are still chosen afterwards.
const run = `${process.pid}-${Date.now().toString(36)}`;
const guestBase = baseUrl.replace('//127.0.0.1:', '//localhost:');

describe('paying online on a phone, on another origin than PUBLIC_BASE_URL', () => {
  const suite = browserAndDatabase();

  const bookingStatus = async (bookingRef: string) =>
    (await suite.db.query<{ status: string }>('SELECT status FROM booking WHERE booking_ref = $1', [bookingRef])).rows[0]?.status;

  it('PayPal canceled → back on the same origin with the cart; card paid → its confirmation page with the booking (390x844)', async () => {
    expect(new URL(guestBase).hostname).toBe('localhost');
    // The Lübecker Bucht vendor offers card and PayPal (seeds/data/vendors.ts).
    const chair = await findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');
    const booking = await bookChair(chair);
    const email = `origin-${run}@example.de`;
    const page = await suite.browser.newPage({ viewport: { width: 390, height: 844 }, locale: 'de-DE', isMobile: true, hasTouch: true });
    await page.goto(`${guestBase}/`);
    await putCartIntoSession(page, booking);
    await page.reload();
    // The guest chooses the chair's day on the section page (not today: the default dates would hide a reset).
    const { section } = await routesFor(chair);
    await page.goto(`${guestBase}${section}`);
    await page.getByTestId('pickup-date').fill(chair.day);
    await page.getByTestId('dropoff-date').fill(chair.day);
    await page.getByTestId('dropoff-date').press('Tab');
    await expect(page.getByTestId('pickup-date').getAttribute('data-iso')).resolves.toBe(chair.day);

    await page.getByTestId('cart-badge').click();
    const cart = page.getByRole('dialog', { name: 'Warenkorb' });
    await cart.getByTestId('cart-chair').waitFor();
    await cart.getByRole('button', { name: 'Zur Kasse' }).click();
    const dialog = page.getByTestId('checkout-dialog');
    await fillGuestDetails(dialog, { firstName: 'Olga', lastName: 'Ostsee', email });

    // PayPal (the demo page without provider keys), on this origin, then Cancel: back to this origin's error page,
    // which reopens the payment step with the cart of this tab.
    await dialog.getByRole('radio', { name: 'PayPal', exact: true }).check();
    await dialog.getByRole('button', { name: 'Bezahlen' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/v1/payments/demo/'), { timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(guestBase);
    await page.getByTestId('demo-cancel').click();
    await page.waitForURL((url) => url.pathname === '/result/error', { timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(guestBase);
    await dialog.getByRole('heading', { name: 'Zahlungsart' }).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('cart-badge').getAttribute('aria-label')).resolves.toBe('Warenkorb, 1 Artikel');
    expect(await bookingStatus(booking.bookingRef)).toBe('OPEN');

    // Card: the demo page on this origin, Pay → this origin's confirmation page with the booking.
    await dialog.getByRole('radio', { name: 'Kreditkarte', exact: true }).check();
    await dialog.getByRole('button', { name: 'Bezahlen' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/v1/payments/demo/'), { timeout: 30_000 });
    expect(new URL(page.url()).origin).toBe(guestBase);
    await expect(page.locator('body').textContent()).resolves.toContain(booking.bookingRef);
    await page.screenshot({ path: join(screenshotDir, 'payment-origin-provider-390.png') });
    await page.getByTestId('demo-pay').click();

    await page.waitForURL((url) => url.pathname === '/result/success', { timeout: 30_000 });
    const url = new URL(page.url());
    expect(url.origin).toBe(guestBase);
    expect(url.searchParams.get('sbl_bookingRef')).toBe(booking.bookingRef);
    expect(url.searchParams.get('sbl_email')).toBe(email);
    await page.getByRole('heading', { level: 1, name: 'Herzlichen Glückwunsch!' }).waitFor({ timeout: 30_000 });
    const facts = (await page.getByTestId('success-facts').textContent())!;
    expect(facts).toContain(booking.bookingRef);
    expect(facts).toContain(chair.sectionName);
    expect(facts).toContain(berlinDayText(chair.day));
    await page.getByTestId('payment-state').getByText('Ihre Buchung ist bezahlt.').waitFor({ timeout: 30_000 });
    // The paid booking left this tab's cart, and the page fits the phone.
    await expect(page.getByTestId('cart-badge').getAttribute('aria-label')).resolves.toBe('Warenkorb, 0 Artikel');
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(screenshotDir, 'payment-origin-success-390.png') });
    expect(await bookingStatus(booking.bookingRef)).toBe('BOOKED');

    // Browsing on from here: the dates chosen before leaving for the payment page are still the chosen ones.
    await page.goto(`${guestBase}${section}`);
    await page.getByTestId('pickup-date').waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('pickup-date').getAttribute('data-iso')).resolves.toBe(chair.day);
    await expect(page.getByTestId('dropoff-date').getAttribute('data-iso')).resolves.toBe(chair.day);
    await page.close();
  }, 240_000);
});
