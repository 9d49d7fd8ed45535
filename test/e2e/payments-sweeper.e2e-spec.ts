import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../server/src/config/app-config.js';
import { PaymentSweeper } from '../../server/src/modules/payments/payment-sweeper.js';
import { FakeStripe, startFakeStripe } from '../support/fake-stripe.js';
import { bookingState, paymentCart, PaymentSection, paymentSection, paymentsOf } from '../support/payment-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const API = '/api/v1/payments';
let ctx: TestContext;
let stripe: FakeStripe;
let s: PaymentSection;

beforeAll(async () => {
  stripe = await startFakeStripe();
  const dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-payment-sweep-'));
  ctx = await startTestApp({ DATA_DIR: dataDir, SMTP_HOST: '', ...stripe.env });
  s = await paymentSection(ctx, 8);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await stripe?.stop();
});

/** One sweep over this booking only (other test files share the database). */
const sweep = (bookingId: number) => ctx.app.get(PaymentSweeper).sweep(50, [bookingId]);

async function started(chair: number, cart?: { ref: string; email: string; id: number }) {
  cart ??= await paymentCart(ctx, s, { chair, method: 'CC' });
  const res = await ctx
    .http()
    .post(`${API}/stripe/checkout-session`)
    .query({ bookingRef: cart.ref, email: cart.email })
    .set('Accept', 'application/json')
    .expect(201);
  const sessionId = (await paymentsOf(ctx, cart.id)).at(-1)!.providerRef!;
  return { ...cart, paymentId: res.body.paymentId as number, session: stripe.sessions.get(sessionId)! };
}

const lapse = (paymentId: number, interval = '3 minutes') =>
  ctx.db.query(`UPDATE payment SET expires_at = now() - $2::interval WHERE id = $1`, [paymentId, interval]);
const reads = (sessionId: string) =>
  stripe.requests().filter((r) => r.method === 'GET' && r.path.startsWith(`/v1/checkout/sessions/${sessionId}`)).length;

describe('PaymentSweeper', () => {
  it('is on every 300 seconds unless PAYMENT_SWEEP_SECONDS says otherwise (0 = off)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENT_SWEEP_SECONDS).toBe(300);
    expect(loadConfig({ NODE_ENV: 'test', PAYMENT_SWEEP_SECONDS: '0' }).PAYMENT_SWEEP_SECONDS).toBe(0);
  });

  it('fulfils a checkout Stripe took the money for when both the webhook and the reconciliation job were lost', async () => {
    const p = await started(0);
    stripe.markPaid(p.session.id);
    expect(await sweep(p.id)).toEqual({ reconciled: 0, refunded: 0, failed: 0 }); // not past its deadline yet
    await lapse(p.paymentId);
    expect(await sweep(p.id)).toEqual({ reconciled: 1, refunded: 0, failed: 0 });
    expect(await bookingState(ctx, p.ref)).toMatchObject({ status: 'BOOKED', chairs: ['BOOKED'] });
    expect((await paymentsOf(ctx, p.id))[0]).toMatchObject({ status: 'SUCCEEDED', captureRef: p.session.payment_intent });
  });

  it('closes an unpaid checkout past its deadline at Stripe and here; the booking back to OPEN', async () => {
    const p = await started(1);
    await lapse(p.paymentId);
    await sweep(p.id);
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('ABORTED');
    expect(p.session.status).toBe('expired');
    expect((await bookingState(ctx, p.ref)).status).toBe('OPEN');
  });

  it('asks about an ABORTED checkout once: paid at Stripe after all, it is fulfilled; never asked again', async () => {
    const first = await started(2);
    const second = await started(2, first);
    expect((await paymentsOf(ctx, first.id)).map((p) => p.status)).toEqual(['ABORTED', 'CREATED']);
    await lapse(first.paymentId);
    // The buyer had paid the first session before it was closed; its webhook never came.
    stripe.markPaid(first.session.id);
    await sweep(first.id);
    expect((await bookingState(ctx, first.ref)).status).toBe('BOOKED');
    expect((await paymentsOf(ctx, first.id)).map((p) => p.status)).toEqual(['SUCCEEDED', 'ABORTED']);
    expect(second.session.status).toBe('expired');

    // The second checkout, aborted by the payment: asked once, then never again.
    await lapse(second.paymentId);
    await sweep(first.id);
    const asked = reads(second.session.id);
    expect(asked).toBe(1);
    await sweep(first.id);
    expect(reads(second.session.id)).toBe(asked);
  });

  it('asks about money still on its way ever less often', async () => {
    const p = await started(3);
    Object.assign(stripe.sessions.get(p.session.id)!, { status: 'complete', payment_status: 'unpaid' });
    await lapse(p.paymentId, '3 hours');
    expect(await sweep(p.id)).toEqual({ reconciled: 1, refunded: 0, failed: 0 });
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('CREATED');
    // Asked a moment ago, 3 hours overdue: the next look is hours away.
    expect(await sweep(p.id)).toEqual({ reconciled: 0, refunded: 0, failed: 0 });
    await ctx.db.query(`UPDATE payment SET reconciled_at = now() - interval '4 hours' WHERE id = $1`, [p.paymentId]);
    expect((await sweep(p.id)).reconciled).toBe(1);
  });

  it('refunds a canceled booking whose refund job was lost, once', async () => {
    const p = await started(4);
    stripe.markPaid(p.session.id);
    await lapse(p.paymentId);
    await sweep(p.id);
    expect((await bookingState(ctx, p.ref)).status).toBe('BOOKED');
    // Canceled without its REFUND_BOOKING job (as if the enqueue had failed).
    await ctx.db.query(`UPDATE booking SET status = 'CANCELED', cancellation_fee_cents = 300, skip_refund = false WHERE id = $1`, [p.id]);
    expect(await sweep(p.id)).toEqual({ reconciled: 0, refunded: 1, failed: 0 });
    expect((await paymentsOf(ctx, p.id))[0]).toMatchObject({ status: 'SUCCEEDED', refundedCents: 1200 });
    expect(await sweep(p.id)).toEqual({ reconciled: 0, refunded: 0, failed: 0 });
    expect(stripe.refunds.filter((r) => r.payment_intent === p.session.payment_intent).map((r) => r.amount)).toEqual([1200]);

    // skipRefund: the vendor keeps the money, the sweeper leaves it.
    const kept = await started(5);
    stripe.markPaid(kept.session.id);
    await lapse(kept.paymentId);
    await sweep(kept.id);
    await ctx.db.query(`UPDATE booking SET status = 'CANCELED', cancellation_fee_cents = 0, skip_refund = true WHERE id = $1`, [kept.id]);
    expect(await sweep(kept.id)).toEqual({ reconciled: 0, refunded: 0, failed: 0 });
  });
});
