import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BookingExpiryService } from '../../server/src/modules/bookings/expiry/booking-expiry.service.js';
import { startFakeStripe, FakeStripe } from '../support/fake-stripe.js';
import { waitForOutboxMail } from '../support/mail.js';
import { bookingState, historyOf, paymentCart, PaymentSection, paymentSection, paymentsOf } from '../support/payment-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

const API = '/api/v1/payments';
const SHOP = 'http://shop.example.test';
// The guest's browser on the storefront at PUBLIC_BASE_URL (supertest itself calls from 127.0.0.1, a served origin of its own).
const AT_SHOP = { Host: new URL(SHOP).host };
let ctx: TestContext;
let stripe: FakeStripe;
let dataDir: string;
let s: PaymentSection;

beforeAll(async () => {
  stripe = await startFakeStripe();
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-stripe-'));
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '', PUBLIC_BASE_URL: SHOP, ...stripe.env });
  s = await paymentSection(ctx, 14);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await stripe?.stop();
});

const checkout = (ref: string, email: string, flow?: string) =>
  ctx
    .http()
    .post(`${API}/stripe/checkout-session`)
    .query({ bookingRef: ref, email, ...(flow ? { flow } : {}) })
    .set(AT_SHOP)
    .type('form')
    .send('');

/** A started Stripe checkout: the booking, its payment row and the fake's session. */
async function started(chair: number, method = 'STRIPE_CREDIT_CARD') {
  const cart = await paymentCart(ctx, s, { chair, method });
  const res = await checkout(cart.ref, cart.email).set('Accept', 'application/json').expect(201);
  const sessionId = (await paymentsOf(ctx, cart.id)).at(-1)!.providerRef!;
  return { ...cart, paymentId: res.body.paymentId as number, session: stripe.sessions.get(sessionId)! };
}

const webhook = (e: { body: string; signature: string }) =>
  ctx.http().post(`${API}/stripe/webhook`).set('Content-Type', 'application/json').set('stripe-signature', e.signature).send(e.body);

describe('POST /payments/stripe/checkout-session', () => {
  it('answers 303 to Stripe Checkout; the booking waits PENDING with a CREATED payment; Stripe got amount, currency, methods, metadata and return URLs', async () => {
    const { ref, email, id } = await paymentCart(ctx, s, { chair: 0, method: 'STRIPE_CREDIT_CARD', language: 'en' });
    const res = await checkout(ref, email).expect(303);
    const [payment] = await paymentsOf(ctx, id);
    expect(payment).toMatchObject({
      provider: 'STRIPE',
      status: 'CREATED',
      amountCents: 1500,
      currency: 'EUR',
      method: 'STRIPE_CREDIT_CARD',
    });
    expect(payment.providerRef).toMatch(/^cs_test_/);
    expect(res.headers.location).toBe(`${stripe.base}/pay/${payment.providerRef}`);
    const booking = await bookingState(ctx, ref);
    expect(booking).toMatchObject({ status: 'PENDING', chairs: ['PENDING'] });
    // The booking waits exactly as long as the checkout can be paid.
    expect(new Date(booking.expiresAt!).getTime()).toBe(new Date(payment.expiresAt!).getTime());
    expect(new Date(booking.expiresAt!).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);

    const created = stripe.requests().find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions')!;
    expect(created.body).toMatchObject({
      mode: 'payment',
      customer_email: email,
      client_reference_id: ref,
      locale: 'en',
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '1500' } }],
      metadata: { paymentId: String(payment.id), bookingRef: ref },
      allowed_payment_method_types: ['card'],
      success_url: `${SHOP}/result/success?sbl_bookingRef=${ref}&sbl_email=${encodeURIComponent(email)}`,
      cancel_url: `${SHOP}/result/error?sbl_bookingRef=${ref}&sbl_email=${encodeURIComponent(email)}`,
    });
    expect(Number(created.body.expires_at)).toBeGreaterThanOrEqual(Math.floor(Date.now() / 1000) + 29 * 60);
    expect((await historyOf(ctx, id)).at(-1)).toMatchObject({
      action: 'START_ONLINE_PAYMENT',
      from: 'OPEN',
      to: 'PENDING',
      actor: 'CUSTOMER',
    });
  });

  it('answers JSON with Accept: application/json; the widget flow returns to the widget; Sofort is sofort at Stripe', async () => {
    const { ref, email } = await paymentCart(ctx, s, { chair: 1, method: 'STRIPE_SOFORT' });
    const res = await checkout(ref, email, 'widget').set('Accept', 'application/json').expect(201);
    expect(res.body).toEqual({
      paymentId: expect.any(Number),
      provider: 'STRIPE',
      redirectUrl: expect.stringMatching(new RegExp(`^${stripe.base}/pay/cs_test_`)),
    });
    const session = stripe.sessions.get(res.body.redirectUrl.split('/').at(-1))!;
    expect(session.allowed_payment_method_types).toEqual(['sofort']);
    expect(session.success_url).toBe(
      `${SHOP}/result/success?sbl_bookingRef=${ref}&sbl_email=${encodeURIComponent(email)}&widget=true&publicReference=${s.publicReference}`,
    );
    expect(session.cancel_url).toContain('/result/error?');
    expect(session.locale).toBe('de');
  });

  it("answers the same 404 for a wrong e-mail, 409 PAYMENT_METHOD_MISMATCH on the other provider's route, and refuses a method without checkout", async () => {
    const card = await paymentCart(ctx, s, { chair: 2, method: 'CC' });
    const wrong = await checkout(card.ref, 'someone@example.de').expect(404);
    const unknown = await checkout('ZZZZZZZZ', card.email).expect(404);
    expect(wrong.body.errorType).toBe('ENTITY_NOT_FOUND');
    expect(unknown.body.errorType).toBe('ENTITY_NOT_FOUND');
    const onPaypal = await ctx.http().post(`${API}/paypal/payment`).query({ bookingRef: card.ref, email: card.email }).expect(409);
    expect(onPaypal.body).toMatchObject({ errorType: 'PAYMENT_METHOD_MISMATCH', payload: { method: 'CC', provider: 'PAYPAL' } });
    const paypal = await paymentCart(ctx, s, { chair: 3, method: 'PAYPAL' });
    const onStripe = await checkout(paypal.ref, paypal.email).expect(409);
    expect(onStripe.body).toMatchObject({ errorType: 'PAYMENT_METHOD_MISMATCH', payload: { method: 'PAYPAL', provider: 'STRIPE' } });
    await checkout(card.ref, card.email, 'shop').expect(400);
    // Nothing changed for either booking.
    expect((await bookingState(ctx, card.ref)).status).toBe('OPEN');
    expect(await paymentsOf(ctx, card.id)).toEqual([]);
  });

  it('a second attempt aborts the first checkout (closed at Stripe) and opens a new one', async () => {
    const first = await started(4);
    const second = await checkout(first.ref, first.email).set('Accept', 'application/json').expect(201);
    const payments = await paymentsOf(ctx, first.id);
    expect(payments.map((p) => [p.id, p.status])).toEqual([
      [first.paymentId, 'ABORTED'],
      [second.body.paymentId, 'CREATED'],
    ]);
    expect(stripe.requests().some((r) => r.path === `/v1/checkout/sessions/${first.session.id}/expire`)).toBe(true);
    expect(first.session.status).toBe('expired');
    expect((await bookingState(ctx, first.ref)).status).toBe('PENDING');
  });

  it('a Stripe failure is 502 PAYMENT_PROVIDER_ERROR: the payment FAILED and the booking back to OPEN', async () => {
    const { ref, email, id } = await paymentCart(ctx, s, { chair: 5, method: 'CC' });
    stripe.failNext(400);
    const res = await checkout(ref, email).expect(502);
    expect(res.body).toMatchObject({ errorType: 'PAYMENT_PROVIDER_ERROR', payload: { provider: 'STRIPE' } });
    expect((await paymentsOf(ctx, id)).map((p) => p.status)).toEqual(['FAILED']);
    expect((await bookingState(ctx, ref)).status).toBe('OPEN');
    // The customer can try again.
    await checkout(ref, email).expect(303);
  });
});

describe('POST /payments/stripe/webhook', () => {
  it('checkout.session.completed (paid) books the booking once: payment SUCCEEDED, confirmation mail; a replay changes nothing', async () => {
    const p = await started(6);
    stripe.markPaid(p.session.id);
    const event = stripe.event('checkout.session.completed', p.session);
    expect((await webhook(event).expect(200)).body).toEqual({ received: true });
    const booking = await bookingState(ctx, p.ref);
    expect(booking).toMatchObject({ status: 'BOOKED', expiresAt: null, chairs: ['BOOKED'] });
    expect((await paymentsOf(ctx, p.id))[0]).toMatchObject({ status: 'SUCCEEDED', captureRef: p.session.payment_intent });
    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), p.email);
    expect(mail.subject).toContain(p.ref);

    expect((await webhook(event).expect(200)).body).toEqual({ received: true, duplicate: true });
    const pays = (await historyOf(ctx, p.id)).filter((h) => h.action === 'PAY');
    expect(pays).toHaveLength(1);
    expect(pays[0]).toMatchObject({
      from: 'PENDING',
      to: 'BOOKED',
      actor: 'PAYMENT_PROVIDER',
      details: { paymentId: p.paymentId, provider: 'STRIPE' },
    });
    const stored = await ctx.db.query(`SELECT type, payload FROM processed_webhook_event WHERE provider = 'STRIPE' AND event_id = $1`, [
      event.id,
    ]);
    expect(stored.rows).toEqual([{ type: 'checkout.session.completed', payload: expect.any(Object) }]);
    // Kept for good, so only what identifies the event: no customer e-mail, name or address.
    expect(stored.rows[0].payload).toEqual({
      id: event.id,
      type: 'checkout.session.completed',
      created: expect.any(Number),
      object: {
        object: 'checkout.session',
        id: p.session.id,
        paymentId: String(p.paymentId),
        paymentStatus: 'paid',
        amount: 1500,
        currency: 'eur',
      },
    });
    expect(JSON.stringify(stored.rows[0].payload)).not.toContain(p.email);
  });

  it('refuses a bad or missing signature with 400 WEBHOOK_SIGNATURE_INVALID and changes nothing', async () => {
    const p = await started(7);
    stripe.markPaid(p.session.id);
    const forged = stripe.event('checkout.session.completed', p.session, { secret: 'whsec_not_the_secret' });
    const res = await webhook(forged).expect(400);
    expect(res.body).toMatchObject({ errorType: 'WEBHOOK_SIGNATURE_INVALID', payload: { provider: 'STRIPE' } });
    const genuine = stripe.event('checkout.session.completed', p.session);
    await ctx.http().post(`${API}/stripe/webhook`).set('Content-Type', 'application/json').send(genuine.body).expect(400);
    // A body changed after signing does not verify either.
    await webhook({ body: genuine.body.replace(p.ref, 'AAAAAAAA'), signature: genuine.signature }).expect(400);
    expect((await bookingState(ctx, p.ref)).status).toBe('PENDING');
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('CREATED');
    const stored = await ctx.db.query(`SELECT 1 FROM processed_webhook_event WHERE event_id = ANY($1)`, [[forged.id, genuine.id]]);
    expect(stored.rowCount).toBe(0);
  });

  it('checkout.session.expired: the payment ABORTED, the booking back to OPEN with a fresh hold; async_payment_failed: FAILED', async () => {
    const p = await started(8);
    p.session.status = 'expired';
    await webhook(stripe.event('checkout.session.expired', p.session)).expect(200);
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('ABORTED');
    const booking = await bookingState(ctx, p.ref);
    expect(booking.status).toBe('OPEN');
    expect(new Date(booking.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
    expect((await historyOf(ctx, p.id)).at(-1)).toMatchObject({
      action: 'ABORT_PAYMENT',
      from: 'PENDING',
      to: 'OPEN',
      actor: 'PAYMENT_PROVIDER',
    });

    const q = await started(9, 'CC');
    await webhook(stripe.event('checkout.session.async_payment_failed', q.session)).expect(200);
    expect((await paymentsOf(ctx, q.id))[0].status).toBe('FAILED');
    expect((await bookingState(ctx, q.ref)).status).toBe('OPEN');
  });

  it('a late payment for an EXPIRED booking whose chair is still free books it (re-validated)', async () => {
    const p = await started(10);
    await ctx.db.query(`UPDATE booking SET expires_at = now() - interval '1 second' WHERE id = $1`, [p.id]);
    expect((await ctx.app.get(BookingExpiryService).expireIfLapsed(p.id)).kind).toBe('EXPIRED');
    stripe.markPaid(p.session.id);
    await webhook(stripe.event('checkout.session.completed', p.session)).expect(200);
    expect(await bookingState(ctx, p.ref)).toMatchObject({ status: 'BOOKED', chairs: ['BOOKED'] });
    expect((await historyOf(ctx, p.id)).at(-1)).toMatchObject({ action: 'PAY', from: 'EXPIRED', to: 'BOOKED', details: { late: true } });
  });

  it('a late payment for an EXPIRED booking whose chair was taken meanwhile is refunded at Stripe', async () => {
    const p = await started(11);
    await ctx.db.query(`UPDATE booking SET expires_at = now() - interval '1 second' WHERE id = $1`, [p.id]);
    await ctx.app.get(BookingExpiryService).expireIfLapsed(p.id);
    const [{ start, end }] = (await ctx.db.query(`SELECT start, "end" FROM beach_chair_booking WHERE booking_id = $1`, [p.id])).rows;
    await ctx.factories.newChairBooking({
      vendorId: s.vendorId,
      beachChairId: s.chairIds[0][11],
      start: start.toISOString(),
      end: end.toISOString(),
    });
    stripe.markPaid(p.session.id);
    await webhook(stripe.event('checkout.session.completed', p.session)).expect(200);
    expect(await bookingState(ctx, p.ref)).toMatchObject({ status: 'EXPIRED', chairs: ['EXPIRED'] });
    const [payment] = await paymentsOf(ctx, p.id);
    expect(payment).toMatchObject({ status: 'REFUNDED', refundedCents: 1500, captureRef: p.session.payment_intent });
    expect(stripe.refunds).toContainEqual(
      expect.objectContaining({ id: payment.refundRef, payment_intent: p.session.payment_intent, amount: 1500 }),
    );
    expect((await historyOf(ctx, p.id)).at(-1)).toMatchObject({
      action: 'REFUND_PAYMENT',
      actor: 'PAYMENT_PROVIDER',
      details: { reason: 'CHAIRS_TAKEN' },
    });
  });
});

describe('PUT /payments/stripe/payment/abort', () => {
  it('takes the booking back to OPEN, aborts the payment and expires the session at Stripe', async () => {
    const p = await started(12);
    const res = await ctx.http().put(`${API}/stripe/payment/abort`).query({ bookingRef: p.ref, email: p.email }).expect(200);
    expect(res.body).toMatchObject({ bookingRef: p.ref, status: 'OPEN' });
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('ABORTED');
    expect(stripe.requests().some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${p.session.id}/expire`)).toBe(true);
    await ctx.http().put(`${API}/stripe/payment/abort`).query({ bookingRef: p.ref, email: 'x@example.de' }).expect(404);
    // Again (the storefront's error page after PayPal's cancel return or the demo's Cancel): the booking as it is.
    expect((await ctx.http().put(`${API}/stripe/payment/abort`).query({ bookingRef: p.ref, email: p.email }).expect(200)).body.status).toBe(
      'OPEN',
    );
  });

  it('PUT /features/public/booking/abort also ends the open payment', async () => {
    const p = await started(13);
    await ctx.http().put('/api/v1/features/public/booking/abort').query({ bookingRef: p.ref, email: p.email }).expect(200);
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('ABORTED');
  });
});
