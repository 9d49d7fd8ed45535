import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../support/axe.js';
import { baseUrl, berlinDayText, browserAndDatabase, screenshotDir, spawnedOutbox } from '../support/browser.js';
import { bookChair, euro, findBookableChair, type BookableChair } from '../support/cartData.js';
import { cartHeader } from '../support/public-cart.js';
import { waitForOutboxMail } from '../support/mail.js';

// Issue 8, storefront part 2: the online methods. The checkout saves the method and posts a form to the payments
// routes, which answer 303 to the provider's checkout; without provider keys that is the server's demo page with
// a Pay and a Cancel button. Pay → /result/success (BOOKED, "bezahlt", the confirmation mail); Cancel →
// /result/error, which reopens the payment step with the booking OPEN again.
const run = `${process.pid}-${Date.now().toString(36)}`;
// The Lübecker Bucht vendor offers card, PayPal, bank transfer, online direct debit and cash (seeds/data/vendors.ts).
const luebeckerBuchtChair = () => findBookableChair('Scharbeutz', undefined, 'luebecker-bucht');

interface BookingRow {
  status: string;
  payment_method: string | null;
}
interface PaymentRow {
  status: string;
  method: string | null;
  amount_cents: number;
}

describe('storefront journey: paying online through the provider page (card, PayPal)', () => {
  const suite = browserAndDatabase();

  const bookingRow = async (bookingRef: string): Promise<BookingRow | undefined> =>
    (await suite.db.query<BookingRow>('SELECT status, payment_method FROM booking WHERE booking_ref = $1', [bookingRef])).rows[0];
  const paymentRows = async (bookingRef: string): Promise<PaymentRow[]> =>
    (
      await suite.db.query<PaymentRow>(
        `SELECT p.status, p.method, p.amount_cents FROM payment p JOIN booking b ON b.id = p.booking_id
          WHERE b.booking_ref = $1 ORDER BY p.id`,
        [bookingRef],
      )
    ).rows;

  /** Landing → search → the section → the chair → add → cart → checkout → customer step: the payment step is shown. */
  async function checkoutFromTheLanding(page: Page, chair: BookableChair, email: string) {
    await page.goto(`${baseUrl}/`);
    await page.getByTestId('landing-search-button').click();
    await page.getByTestId('destination-search').fill(chair.sectionName);
    await page.getByTestId('search-hit').filter({ hasText: chair.sectionName }).first().click();
    await page.getByRole('heading', { level: 1, name: chair.sectionName }).waitFor({ timeout: 30_000 });
    await page.getByTestId('pickup-date').fill(chair.day);
    await page.getByTestId('dropoff-date').fill(chair.day);
    await page.waitForFunction(
      (id) => document.querySelector(`[data-testid="chair-tile"][data-chair-id="${id}"]`)?.getAttribute('data-state') === 'free',
      chair.beachChairId,
      { timeout: 30_000 },
    );
    await page.locator(`[data-testid="chair-tile"][data-chair-id="${chair.beachChairId}"]`).click();
    await page.getByTestId('chair-detail').waitFor();
    await page.waitForFunction(
      () => {
        const button = document.querySelector<HTMLButtonElement>('[data-testid="add-to-cart"]');
        return button !== null && !button.disabled;
      },
      undefined,
      { timeout: 30_000 },
    );
    await page.getByTestId('add-to-cart').click();
    const cart = page.getByRole('dialog', { name: 'Warenkorb' });
    await cart.getByTestId('cart-chair').waitFor();
    await cart.getByRole('button', { name: 'Zur Kasse' }).click();

    const dialog = page.getByTestId('checkout-dialog');
    await dialog.getByRole('heading', { name: 'Ihre Daten' }).waitFor();
    await dialog.getByLabel('Vorname', { exact: true }).fill('Paula');
    await dialog.getByLabel('Nachname', { exact: true }).fill('Petersen');
    await dialog.getByLabel('E-Mail', { exact: true }).fill(email);
    await dialog.getByLabel('Straße und Hausnummer').fill('Seestraße 1');
    await dialog.getByLabel('PLZ').fill('23683');
    await dialog.getByLabel('Ort', { exact: true }).fill('Scharbeutz');
    await dialog.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
    const customerAnswer = page.waitForResponse((res) => res.url().includes('/add_customer'));
    await dialog.getByTestId('checkout-next').click();
    const booking = (await (await customerAnswer).json()) as { bookingRef: string; totalPrice: number };
    await dialog.getByRole('heading', { name: 'Zahlungsart' }).waitFor();
    return { dialog, bookingRef: booking.bookingRef, total: booking.totalPrice };
  }

  /** Chooses the method and presses Pay: the app leaves for the provider (here the demo page) and the booking waits. */
  async function payWith(page: Page, method: string, bookingRef: string, total: number) {
    const dialog = page.getByTestId('checkout-dialog');
    await dialog.getByRole('radio', { name: method, exact: true }).check();
    await dialog.getByRole('button', { name: 'Bezahlen' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/api/v1/payments/demo/'), { timeout: 30_000 });
    // The provider's page shows what is paid for: the amount and the booking number.
    const text = (await page.locator('body').textContent())!;
    expect(text).toContain(bookingRef);
    expect(text.replace(/\u00a0/g, ' ')).toContain(euro(total));
    await expect(bookingRow(bookingRef)).resolves.toMatchObject({ status: 'PENDING' });
  }

  async function expectPaidSuccessPage(page: Page, chair: BookableChair, bookingRef: string, email: string) {
    await page.waitForURL((url) => url.pathname === '/result/success', { timeout: 30_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('sbl_bookingRef')).toBe(bookingRef);
    expect(url.searchParams.get('sbl_email')).toBe(email);
    await page.getByRole('heading', { level: 1, name: 'Herzlichen Glückwunsch!' }).waitFor({ timeout: 30_000 });
    const facts = (await page.getByTestId('success-facts').textContent())!;
    expect(facts).toContain(bookingRef);
    expect(facts).toContain(chair.sectionName);
    expect(facts).toContain(berlinDayText(chair.day));
    // Paid (at once, or after the page asked again while the payment was being confirmed).
    await page.getByTestId('payment-state').getByText('Ihre Buchung ist bezahlt.').waitFor({ timeout: 30_000 });
    // The cart does not hold the paid booking.
    await expect(page.getByTestId('cart-badge').getAttribute('aria-label')).resolves.toBe('Warenkorb, 0 Artikel');
  }

  async function expectPaid(bookingRef: string, method: string, total: number, email: string) {
    await expect(bookingRow(bookingRef)).resolves.toMatchObject({ status: 'BOOKED', payment_method: method });
    const payments = await paymentRows(bookingRef);
    expect(payments.filter((p) => p.status === 'SUCCEEDED')).toEqual([
      expect.objectContaining({ method, amount_cents: Math.round(total * 100) }),
    ]);
    const { mail } = await waitForOutboxMail(spawnedOutbox, email, new RegExp(`Buchungsbestätigung ${bookingRef}`));
    expect(mail.text).toContain(bookingRef);
    return payments;
  }

  /**
   * A booking with a started card checkout (PENDING, a CREATED payment), made through the API as the storefront's
   * calls would: the customer, the method, the start (here the form post's 303); returns the provider page.
   */
  async function startedCardCheckout(chair: BookableChair, email: string) {
    const { bookingRef, cartToken } = await bookChair(chair);
    const api = `${baseUrl}/api/v1`;
    const ref = `bookingRef=${bookingRef}&email=${encodeURIComponent(email)}`;
    const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const res = await fetch(`${api}${path}`, {
        method,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    };
    await call(
      'POST',
      `/features/public/booking/${bookingRef}/add_customer?publicReference=${chair.publicReference}`,
      {
        firstName: 'Wilma',
        lastName: 'Strand',
        email,
        address: { street: 'Strandweg 2', zip: '23683', city: 'Scharbeutz' },
      },
      cartHeader(cartToken),
    );
    await call('PUT', `/features/public/booking?${ref}`, { paymentMethod: 'STRIPE_CREDIT_CARD' });
    const started = await fetch(`${api}/payments/stripe/checkout-session?${ref}&flow=website`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(started.status).toBe(303);
    await expect(bookingRow(bookingRef)).resolves.toMatchObject({ status: 'PENDING' });
    return { bookingRef, providerPage: started.headers.get('location')! };
  }

  it('card: the provider page shows amount and booking number; Pay → success "bezahlt", BOOKED, paid, mail', async () => {
    const chair = await luebeckerBuchtChair();
    const email = `karte-${run}@example.de`;
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const { dialog, bookingRef, total } = await checkoutFromTheLanding(page, chair, email);
    // Card is preselected.
    await expect(dialog.getByRole('radio', { name: 'Kreditkarte' }).isChecked()).resolves.toBe(true);
    await payWith(page, 'Kreditkarte', bookingRef, total);
    await page.screenshot({ path: join(screenshotDir, 'journey-online-card-provider.png') });

    await page.getByTestId('demo-pay').click();
    await expectPaidSuccessPage(page, chair, bookingRef, email);
    await page.screenshot({ path: join(screenshotDir, 'journey-online-card-success.png') });
    await expectPaid(bookingRef, 'STRIPE_CREDIT_CARD', total, email);
    await page.close();
  }, 180_000);

  it('PayPal: Cancel → the error page reopens the payment step (e-mail kept, booking OPEN); then card → paid', async () => {
    const chair = await luebeckerBuchtChair();
    const email = `paypal-${run}@example.de`;
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const { bookingRef, total } = await checkoutFromTheLanding(page, chair, email);
    await payWith(page, 'PayPal', bookingRef, total);
    await expect(bookingRow(bookingRef)).resolves.toMatchObject({ payment_method: 'PAYPAL' });

    await page.getByTestId('demo-cancel').click();
    await page.waitForURL((url) => url.pathname === '/result/error', { timeout: 30_000 });
    const url = new URL(page.url());
    expect(url.searchParams.get('sbl_bookingRef')).toBe(bookingRef);
    expect(url.searchParams.get('sbl_email')).toBe(email);
    await page.getByRole('heading', { level: 1, name: 'Das tut uns leid!' }).waitFor({ timeout: 30_000 });
    const dialog = page.getByTestId('checkout-dialog');
    await dialog.getByRole('heading', { name: 'Zahlungsart' }).waitFor({ timeout: 30_000 });
    await expect(bookingRow(bookingRef)).resolves.toMatchObject({ status: 'OPEN' });
    // The e-mail is kept: back to the customer step, it is filled in (the terms are asked for again).
    await dialog.getByRole('button', { name: 'Zurück' }).click();
    await expect(dialog.getByLabel('E-Mail', { exact: true }).inputValue()).resolves.toBe(email);
    await dialog.getByRole('checkbox', { name: /Ich akzeptiere die/ }).check();
    await dialog.getByTestId('checkout-next').click();
    await dialog.getByRole('heading', { name: 'Zahlungsart' }).waitFor();
    await page.screenshot({ path: join(screenshotDir, 'journey-online-paypal-canceled.png') });

    await payWith(page, 'Kreditkarte', bookingRef, total);
    await page.getByTestId('demo-pay').click();
    await expectPaidSuccessPage(page, chair, bookingRef, email);
    const payments = await expectPaid(bookingRef, 'STRIPE_CREDIT_CARD', total, email);
    // The canceled PayPal attempt stays on record, not paid.
    expect(payments[0]).toMatchObject({ method: 'PAYPAL' });
    expect(payments[0].status).not.toBe('SUCCEEDED');
    await page.close();
  }, 240_000);

  it('the provider start is refused (method no longer offered): a translated toast, checkout and cart stay; card then works', async () => {
    const chair = await luebeckerBuchtChair();
    const email = `abgelehnt-${run}@example.de`;
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const { dialog, bookingRef, total } = await checkoutFromTheLanding(page, chair, email);

    // The vendor stops offering PayPal at the chair's location between saving the method (PUT /booking, still
    // allowed) and starting PayPal's checkout: the start answers 409 PAYMENT_METHOD_NOT_OFFERED. Restored at once.
    const [location] = (
      await suite.db.query<{ id: number; configuration: unknown }>(
        'SELECT l.id, l.configuration FROM location l JOIN section s ON s.location_id = l.id WHERE s.id = $1',
        [chair.sectionId],
      )
    ).rows;
    const restore = () =>
      suite.db.query('UPDATE location SET configuration = $2 WHERE id = $1', [location.id, JSON.stringify(location.configuration)]);
    const isStart = (url: URL) => url.pathname === '/api/v1/payments/paypal/payment';
    await page.route(isStart, async (route) => {
      await suite.db.query(
        `UPDATE location l SET configuration = l.configuration || jsonb_build_object('paymentMethods', (
           SELECT coalesce(jsonb_agg(m), '[]'::jsonb)
             FROM jsonb_array_elements(coalesce(l.configuration -> 'paymentMethods', v.configuration -> 'paymentMethods')) m
            WHERE m <> '"PAYPAL"'))
           FROM vendor v WHERE v.id = l.vendor_id AND l.id = $1`,
        [location.id],
      );
      await route.continue();
    });
    const before = page.url();
    try {
      const refused = page.waitForResponse((res) => isStart(new URL(res.url())));
      await dialog.getByRole('radio', { name: 'PayPal', exact: true }).check();
      await dialog.getByRole('button', { name: 'Bezahlen' }).click();
      const answer = await refused;
      expect(answer.status()).toBe(409);
      expect(answer.request().headers()['accept']).toContain('application/json');
    } finally {
      await restore();
      await page.unroute(isStart);
    }

    // The error as a readable toast (no JSON page), the checkout open on the payment step, the chair still in the cart.
    // (The open dialog shows its own copy of the toasts: the page's is behind the modal.)
    const toast = dialog.getByRole('alert').filter({ hasText: 'nicht angeboten' });
    await toast.waitFor({ state: 'visible' });
    await expect(toast.textContent()).resolves.toContain('Die Zahlungsart PayPal wird für diese Buchung nicht angeboten.');
    expect(page.url()).toBe(before);
    await dialog.getByRole('heading', { name: 'Zahlungsart' }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Bezahlen' }).isEnabled()).resolves.toBe(true);
    await expect(page.getByTestId('cart-badge').getAttribute('aria-label')).resolves.toBe('Warenkorb, 1 Artikel');
    await page.screenshot({ path: join(screenshotDir, 'journey-online-start-refused.png') });
    await expect(bookingRow(bookingRef)).resolves.toMatchObject({ status: 'OPEN', payment_method: 'PAYPAL' });
    await expect(paymentRows(bookingRef)).resolves.toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify(window.localStorage));
    expect(stored).toContain(bookingRef);

    // The same checkout goes on: card → the provider page.
    await payWith(page, 'Kreditkarte', bookingRef, total);
    await page.close();
  }, 180_000);

  it('back on the error page with the card checkout still open: the payments abort (checkout closed), booking OPEN', async () => {
    const chair = await luebeckerBuchtChair();
    const email = `zurueck-${run}@example.de`;
    const { bookingRef } = await startedCardCheckout(chair, email);
    const page = await suite.browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
    const abort = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/payments/stripe/payment/abort');
    await page.goto(`${baseUrl}/result/error?sbl_bookingRef=${bookingRef}&sbl_email=${encodeURIComponent(email)}`);
    expect((await abort).status()).toBe(200);
    await page.getByTestId('checkout-dialog').getByRole('heading', { name: 'Zahlungsart' }).waitFor({ timeout: 30_000 });
    await expect(bookingRow(bookingRef)).resolves.toMatchObject({ status: 'OPEN' });
    await expect(paymentRows(bookingRef)).resolves.toEqual([expect.objectContaining({ status: 'ABORTED', method: 'STRIPE_CREDIT_CARD' })]);
    await expect(page.getByTestId('cart-badge').getAttribute('aria-label')).resolves.toBe('Warenkorb, 1 Artikel');
    await page.close();
  }, 120_000);

  it('success page while the payment is being confirmed: says so, asks again, shows "bezahlt" once paid (axe)', async () => {
    // A booking whose checkout was started but not paid yet, as when the provider sends the person back before its
    // notification arrived.
    const chair = await luebeckerBuchtChair();
    const email = `warten-${run}@example.de`;
    const { bookingRef, providerPage } = await startedCardCheckout(chair, email);

    // bypassCSP: the app's Content-Security-Policy would block the injected axe script.
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', bypassCSP: true });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl}/result/success?sbl_bookingRef=${bookingRef}&sbl_email=${encodeURIComponent(email)}`);
      await page.getByRole('heading', { level: 1, name: 'Herzlichen Glückwunsch!' }).waitFor({ timeout: 30_000 });
      const state = page.getByTestId('payment-state');
      await state.getByText('Ihre Zahlung wird bestätigt …').waitFor({ timeout: 30_000 });
      await expect(page.getByText('Sobald Ihre Zahlung bestätigt ist').count()).resolves.toBe(1);
      await page.screenshot({ path: join(screenshotDir, 'journey-online-success-pending.png') });
      expect(await seriousViolations(page)).toEqual([]);

      // Paid in another tab (the provider's page): the waiting page learns it by asking again (every 2 s).
      const provider = await context.newPage();
      await provider.goto(providerPage);
      await provider.getByTestId('demo-pay').click();
      await provider.waitForURL((url) => url.pathname === '/result/success', { timeout: 30_000 });
      await state.getByText('Ihre Buchung ist bezahlt.').waitFor({ timeout: 15_000 });
      await expect(page.getByText('Ihre Buchung ist bestätigt.', { exact: false }).count()).resolves.toBe(1);
      await page.screenshot({ path: join(screenshotDir, 'journey-online-success-paid.png') });
      expect(await seriousViolations(page)).toEqual([]);
      await expect(bookingRow(bookingRef)).resolves.toMatchObject({ status: 'BOOKED' });
    } finally {
      await context.close();
    }
  }, 180_000);
});
