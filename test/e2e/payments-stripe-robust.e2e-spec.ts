import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserRole } from '../../server/src/common/enums.js';
import { ReconciliationService } from '../../server/src/modules/payments/reconciliation.service.js';
import { RefundService } from '../../server/src/modules/payments/refund.service.js';
import { PROVIDER_ERROR_MESSAGE } from '../../server/src/modules/payments/providers/provider-error.js';
import { FakeStripe, startFakeStripe } from '../support/fake-stripe.js';
import { bookingState, historyOf, paymentCart, PaymentSection, paymentSection, paymentsOf } from '../support/payment-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const API = '/api/v1/payments';
let ctx: TestContext;
let stripe: FakeStripe;
let s: PaymentSection;
let vendorAuth: { Authorization: string };

beforeAll(async () => {
  stripe = await startFakeStripe();
  const dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-stripe-robust-'));
  ctx = await startTestApp({ DATA_DIR: dataDir, SMTP_HOST: '', ...stripe.env });
  s = await paymentSection(ctx, 14);
  vendorAuth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await stripe?.stop();
});

const checkout = (ref: string, email: string) =>
  ctx.http().post(`${API}/stripe/checkout-session`).query({ bookingRef: ref, email }).set('Accept', 'application/json');

async function started(chair: number, cart?: { ref: string; email: string; id: number }) {
  cart ??= await paymentCart(ctx, s, { chair, method: 'CC' });
  const res = await checkout(cart.ref, cart.email).expect(201);
  const sessionId = (await paymentsOf(ctx, cart.id)).at(-1)!.providerRef!;
  return { ...cart, paymentId: res.body.paymentId as number, session: stripe.sessions.get(sessionId)! };
}

const webhook = (e: { body: string; signature: string }) =>
  ctx.http().post(`${API}/stripe/webhook`).set('Content-Type', 'application/json').set('stripe-signature', e.signature).send(e.body);

const expired = (sessionId: string) =>
  stripe.requests().some((r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`);

/** A booking paid through Stripe (reconciliation's path: the same fulfilment as the webhook's). */
async function paid(chair: number) {
  const p = await started(chair);
  stripe.markPaid(p.session.id);
  expect(await ctx.app.get(ReconciliationService).reconcile(p.paymentId)).toBe('PAID');
  return { ...p, intent: stripe.sessions.get(p.session.id)!.payment_intent as string };
}

describe('Stripe checkout: deadlines and errors', () => {
  it("the booking and the payment wait 5 minutes longer than Stripe's session, which lasts at least 31 minutes", async () => {
    const p = await started(0);
    const [payment] = await paymentsOf(ctx, p.id);
    const booking = await bookingState(ctx, p.ref);
    expect(new Date(booking.expiresAt!).getTime()).toBe(new Date(payment.expiresAt!).getTime());
    expect(new Date(payment.expiresAt!).getTime() - p.session.expires_at * 1000).toBeGreaterThanOrEqual(5 * 60_000 - 1000);
    expect(new Date(payment.expiresAt!).getTime() - p.session.expires_at * 1000).toBeLessThan(5 * 60_000 + 1000); // Stripe counts in seconds
    expect(p.session.expires_at * 1000 - Date.now()).toBeGreaterThan(30 * 60_000 + 30_000);
  });

  it("a Stripe failure answers a fixed message, never Stripe's words", async () => {
    const cart = await paymentCart(ctx, s, { chair: 1, method: 'CC' });
    stripe.failNext(401);
    const res = await checkout(cart.ref, cart.email).expect(502);
    expect(res.body).toEqual({
      statusCode: 502,
      errorType: 'PAYMENT_PROVIDER_ERROR',
      payload: { provider: 'STRIPE' },
      message: PROVIDER_ERROR_MESSAGE,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/fake|sk_test|Stripe call/);
  });

  it('a session opened after a concurrent attempt aborted its payment is closed at Stripe again: 409', async () => {
    const cart = await paymentCart(ctx, s, { chair: 2, method: 'CC' });
    // While Stripe creates the session, another attempt (here: by hand) aborts this checkout's row.
    stripe.beforeNext(async () => {
      await ctx.db.query(`UPDATE payment SET status = 'ABORTED' WHERE booking_id = $1 AND status = 'CREATED'`, [cart.id]);
    });
    const res = await checkout(cart.ref, cart.email).expect(409);
    expect(res.body.errorType).toBe('CONCURRENT_MODIFICATION');
    const [payment] = await paymentsOf(ctx, cart.id);
    expect(payment.status).toBe('ABORTED');
    expect(expired(payment.providerRef!)).toBe(true);
  });
});

describe('Stripe: money that arrives', () => {
  it("the booking's other open checkout is closed at Stripe when an older one is paid after all", async () => {
    const first = await started(3);
    const second = await started(3, first);
    stripe.markPaid(first.session.id);
    await webhook(stripe.event('checkout.session.completed', first.session)).expect(200);
    expect((await bookingState(ctx, first.ref)).status).toBe('BOOKED');
    expect((await paymentsOf(ctx, first.id)).map((p) => p.status)).toEqual(['SUCCEEDED', 'ABORTED']);
    expect(expired(second.session.id)).toBe(true);
  });

  it('another amount than the checkout asked for is refunded (AMOUNT_MISMATCH), not fulfilled; the booking is OPEN again to be paid anew', async () => {
    const p = await started(4);
    const session = stripe.markPaid(p.session.id);
    session.amount_total = 1000;
    await webhook(stripe.event('checkout.session.completed', session)).expect(200);
    // It no longer waits PENDING for a payment that was given back: a cart again, holding its chairs for a fresh hold only.
    const state = await bookingState(ctx, p.ref);
    expect(state.status).toBe('OPEN');
    expect((await paymentsOf(ctx, p.id))[0]).toMatchObject({ status: 'REFUNDED', refundedCents: 1000, captureRef: session.payment_intent });
    expect(stripe.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([expect.objectContaining({ amount: 1000 })]);
    const history = await historyOf(ctx, p.id);
    expect(history.find((h) => h.action === 'REFUND_PAYMENT')).toMatchObject({
      details: { reason: 'AMOUNT_MISMATCH', amountCents: 1000, expectedCents: 1500 },
    });
    expect(history.at(-1)).toMatchObject({ from: 'PENDING', to: 'OPEN', details: { reason: 'AMOUNT_MISMATCH' } });
    expect(state.expiresAt!.getTime()).toBeGreaterThan(Date.now());
  });

  it('no_payment_required counts as paid only for 0, and then took nothing: the payment FAILED, the booking back to OPEN', async () => {
    const p = await started(5);
    const session = stripe.sessions.get(p.session.id)!;
    Object.assign(session, { status: 'complete', payment_status: 'no_payment_required', amount_total: 0 });
    await webhook(stripe.event('checkout.session.completed', session)).expect(200);
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('FAILED');
    expect((await bookingState(ctx, p.ref)).status).toBe('OPEN');
    expect(stripe.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([]);
  });
});

describe('Stripe refunds', () => {
  const cancel = (id: number, body: Record<string, unknown>) =>
    ctx.http().put(`/api/v1/features/booking_details/${id}/cancel`).set(vendorAuth).send(body).expect(200);
  const refundJob = (bookingId: number) => ctx.app.get(RefundService).onJob({ bookingId, version: 0 });

  it('two genuine partial refunds of the same amount are two refunds at Stripe (the key counts what went back before)', async () => {
    const p = await paid(6);
    await ctx.db.query(`UPDATE booking SET status = 'CANCELED', cancellation_fee_cents = 1000, skip_refund = false WHERE id = $1`, [p.id]);
    await refundJob(p.id);
    // The fee lowered afterwards: another 5.00 € go back.
    await ctx.db.query(`UPDATE booking SET cancellation_fee_cents = 500 WHERE id = $1`, [p.id]);
    await refundJob(p.id);
    await refundJob(p.id);
    const refunds = stripe.refunds.filter((r) => r.payment_intent === p.intent);
    expect(refunds.map((r) => r.amount)).toEqual([500, 500]);
    expect(new Set(refunds.map((r) => r.id)).size).toBe(2);
    const keys = stripe
      .requests()
      .filter((r) => r.path === '/v1/refunds' && r.body.payment_intent === p.intent)
      .map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([`payment-${p.paymentId}-refund-0-CANCELED_BY_OFFICE`, `payment-${p.paymentId}-refund-500-CANCELED_BY_OFFICE`]);
    expect((await paymentsOf(ctx, p.id))[0]).toMatchObject({ status: 'SUCCEEDED', refundedCents: 1000 });
  });

  it('a payment without capture_ref is refunded with the PaymentIntent Stripe names for its session', async () => {
    const p = await paid(7);
    await ctx.db.query(`UPDATE payment SET capture_ref = NULL WHERE id = $1`, [p.paymentId]);
    await cancel(p.id, { cancellationFee: 0 });
    await refundJob(p.id);
    expect(stripe.refunds.filter((r) => r.payment_intent === p.intent)).toEqual([expect.objectContaining({ amount: 1500 })]);
    expect((await paymentsOf(ctx, p.id))[0]).toMatchObject({ status: 'REFUNDED', refundedCents: 1500, captureRef: p.intent });
  });

  it('without any capture id the provider is not called: the payment stays, one REFUND_MANUAL history row, no error', async () => {
    const p = await paid(8);
    await ctx.db.query(`UPDATE payment SET capture_ref = NULL WHERE id = $1`, [p.paymentId]);
    stripe.sessions.get(p.session.id)!.payment_intent = null;
    await ctx.db.query(`UPDATE booking SET status = 'CANCELED', cancellation_fee_cents = 0, skip_refund = false WHERE id = $1`, [p.id]);
    const before = stripe.requests().filter((r) => r.path === '/v1/refunds').length;
    await refundJob(p.id);
    await refundJob(p.id);
    expect(stripe.requests().filter((r) => r.path === '/v1/refunds')).toHaveLength(before);
    expect((await paymentsOf(ctx, p.id))[0]).toMatchObject({ status: 'SUCCEEDED', refundedCents: 0 });
    const manual = (await historyOf(ctx, p.id)).filter((h) => h.action === 'REFUND_MANUAL');
    expect(manual).toEqual([
      expect.objectContaining({
        details: expect.objectContaining({ paymentId: p.paymentId, reason: 'CANCELED_BY_OFFICE', amountCents: 1500 }),
      }),
    ]);
  });
});

describe('PUT /payments/stripe/payment/abort', () => {
  it("answers an OPEN booking unchanged (after PayPal's cancel return or the demo's Cancel) and still refuses a BOOKED one", async () => {
    const p = await started(9);
    await ctx.http().put(`${API}/stripe/payment/abort`).query({ bookingRef: p.ref, email: p.email }).expect(200);
    const history = (await historyOf(ctx, p.id)).length;
    const again = await ctx.http().put(`${API}/stripe/payment/abort`).query({ bookingRef: p.ref, email: p.email }).expect(200);
    expect(again.body).toMatchObject({ bookingRef: p.ref, status: 'OPEN' });
    expect(await historyOf(ctx, p.id)).toHaveLength(history);

    const b = await paid(10);
    expect(
      (await ctx.http().put(`${API}/stripe/payment/abort`).query({ bookingRef: b.ref, email: b.email }).expect(409)).body.errorType,
    ).toBe('BOOKING_INVALID_TRANSITION');
    expect((await bookingState(ctx, b.ref)).status).toBe('BOOKED');
  });
});
