import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppConfig } from '../../server/src/config/app-config.js';
import { ReconciliationService } from '../../server/src/modules/payments/reconciliation.service.js';
import { FakePaypal, startFakePaypal } from '../support/fake-paypal.js';
import { bookingState, historyOf, paymentCart, PaymentSection, paymentSection, paymentsOf } from '../support/payment-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const API = '/api/v1/payments';
const SHOP = 'http://shop.example.test';
let ctx: TestContext;
let paypal: FakePaypal;
let s: PaymentSection;

beforeAll(async () => {
  paypal = await startFakePaypal();
  const dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-paypal-robust-'));
  ctx = await startTestApp({ DATA_DIR: dataDir, SMTP_HOST: '', PUBLIC_BASE_URL: SHOP, STRIPE_SECRET_KEY: '', ...paypal.env });
  s = await paymentSection(ctx, 8);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await paypal?.stop();
});

const reconcile = (paymentId: number) => ctx.app.get(ReconciliationService).reconcile(paymentId);

/** A PayPal checkout opened through the storefront's form post (a second call for the same booking replaces the first). */
async function open(cart: { ref: string; email: string; id: number }) {
  await ctx.http().post(`${API}/paypal/payment`).query({ bookingRef: cart.ref, email: cart.email }).type('form').send('').expect(303);
  const payment = (await paymentsOf(ctx, cart.id)).at(-1)!;
  return { ...cart, payment, orderId: payment.providerRef! };
}
const opened = async (chair: number) => open(await paymentCart(ctx, s, { chair, method: 'PAYPAL' }));

/** PayPal's redirect back to the success URL, with whatever PayPal appends. */
const success = (p: { ref: string; email: string }, extra: Record<string, string>) =>
  ctx
    .http()
    .get(`${API}/paypal/success`)
    .query({ bookingRef: p.ref, email: p.email, flow: 'website', ...extra });

const captureCalls = (orderId: string) =>
  paypal.requests().filter((r) => r.method === 'POST' && r.path === `/v2/checkout/orders/${orderId}/capture`);

describe('PayPal return: robustness', () => {
  it('ignores query parameters PayPal appends beyond ours (ba_token, opType) instead of answering 400', async () => {
    const p = await opened(0);
    paypal.approve(p.orderId);
    const res = await success(p, {
      token: p.orderId,
      PayerID: 'FAKEPAYER',
      ba_token: 'BA-8A1234567B',
      opType: 'payment',
      country: 'DE',
    }).expect(303);
    expect(res.headers.location).toContain('/result/success?');
    expect((await bookingState(ctx, p.ref)).status).toBe('BOOKED');
    // The cancel return likewise.
    const q = await opened(1);
    await ctx
      .http()
      .get(`${API}/paypal/error`)
      .query({ bookingRef: q.ref, email: q.email, token: q.orderId, opType: 'cancel' })
      .expect(303);
    expect((await bookingState(ctx, q.ref)).status).toBe('OPEN');
  });

  it('a capture PayPal holds (PENDING) keeps the checkout open with a pushed deadline; reconciliation books it once PayPal completes it', async () => {
    const p = await opened(2);
    paypal.holdCapture(p.orderId);
    const res = await success(p, { token: p.orderId, PayerID: 'FAKEPAYER' }).expect(303);
    expect(res.headers.location).toContain('/result/success?');
    const [payment] = await paymentsOf(ctx, p.id);
    expect(payment.status).toBe('CREATED');
    const booking = await bookingState(ctx, p.ref);
    expect(booking.status).toBe('PENDING');
    // Waits like a bank transfer: days, not the checkout's minutes; the booking's deadline follows the payment's.
    expect(new Date(payment.expiresAt!).getTime()).toBeGreaterThan(Date.now() + 24 * 3600_000);
    expect(new Date(booking.expiresAt!).getTime()).toBe(new Date(payment.expiresAt!).getTime());
    const config = ctx.app.get(AppConfig);
    const queue = new Queue('payments', { connection: { url: config.REDIS_URL }, prefix: config.QUEUE_PREFIX });
    try {
      const jobs = (await queue.getDelayed()).filter((j) => j.data.paymentId === payment.id);
      expect(jobs.map((j) => j.timestamp + j.delay)).toContainEqual(expect.any(Number));
      expect(Math.max(...jobs.map((j) => j.timestamp + j.delay))).toBeGreaterThanOrEqual(
        new Date(payment.expiresAt!).getTime() + 2 * 60_000 - 1000,
      );
    } finally {
      await queue.close();
    }

    // Still held: reconciliation before the deadline looks again later and changes nothing.
    expect(await reconcile(payment.id)).toBe('RESCHEDULED');
    paypal.completeCapture(p.orderId);
    expect(await reconcile(payment.id)).toBe('PAID');
    expect(await bookingState(ctx, p.ref)).toMatchObject({ status: 'BOOKED', chairs: ['BOOKED'] });
    expect((await paymentsOf(ctx, p.id))[0]).toMatchObject({ status: 'SUCCEEDED', captureRef: expect.stringMatching(/^[A-Z0-9]{17}$/) });
    expect((await historyOf(ctx, p.id)).at(-1)).toMatchObject({ action: 'PAY', details: { via: 'reconciliation' } });
    expect(captureCalls(p.orderId)).toHaveLength(1);
  });

  it('a capture still held past the deadline is asked again ever later for a day, then closed here', async () => {
    const p = await opened(3);
    paypal.holdCapture(p.orderId);
    await success(p, { token: p.orderId, PayerID: 'FAKEPAYER' }).expect(303);
    await ctx.db.query(`UPDATE payment SET expires_at = now() - interval '3 hours' WHERE id = $1`, [p.payment.id]);
    expect(await reconcile(p.payment.id)).toBe('RESCHEDULED');
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('CREATED');
    await ctx.db.query(`UPDATE payment SET expires_at = now() - interval '25 hours' WHERE id = $1`, [p.payment.id]);
    expect(await reconcile(p.payment.id)).toBe('CLOSED');
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('ABORTED');
  });

  it('an approval whose return request was lost is captured by reconciliation while the checkout is payable', async () => {
    const p = await opened(4);
    paypal.approve(p.orderId);
    await ctx.db.query(`UPDATE payment SET expires_at = now() - interval '3 minutes' WHERE id = $1`, [p.payment.id]);
    expect(await reconcile(p.payment.id)).toBe('PAID');
    expect(await bookingState(ctx, p.ref)).toMatchObject({ status: 'BOOKED' });
    expect((await historyOf(ctx, p.id)).at(-1)).toMatchObject({ action: 'PAY', details: { via: 'reconciliation', provider: 'PAYPAL' } });
    expect(captureCalls(p.orderId)).toHaveLength(1);
  });

  it('the success return of a checkout a second attempt replaced captures nothing (303 to the error page); neither does reconciliation', async () => {
    const first = await opened(5);
    paypal.approve(first.orderId);
    const second = await open(first);
    expect((await paymentsOf(ctx, first.id)).map((p) => p.status)).toEqual(['ABORTED', 'CREATED']);

    const res = await success(first, { token: first.orderId, PayerID: 'FAKEPAYER' }).expect(303);
    expect(res.headers.location).toContain('/result/error?');
    expect(captureCalls(first.orderId)).toEqual([]);
    expect((paypal.order(first.orderId) as { status: string }).status).toBe('APPROVED');
    expect((await bookingState(ctx, first.ref)).status).toBe('PENDING');
    expect((await paymentsOf(ctx, first.id)).map((p) => p.status)).toEqual(['ABORTED', 'CREATED']);

    // Reconciliation (after the deadline) asks about the aborted checkout and lets the approval lapse too.
    await ctx.db.query(`UPDATE payment SET expires_at = now() - interval '3 minutes' WHERE id = $1`, [first.payment.id]);
    expect(await reconcile(first.payment.id)).toBe('NOTHING');
    expect(captureCalls(first.orderId)).toEqual([]);
    const [{ reconciledAt }] = (await ctx.db.query(`SELECT reconciled_at AS "reconciledAt" FROM payment WHERE id = $1`, [first.payment.id]))
      .rows;
    expect(reconciledAt).not.toBeNull();

    // The current checkout is paid as usual.
    paypal.approve(second.orderId);
    expect((await success(first, { token: second.orderId, PayerID: 'FAKEPAYER' }).expect(303)).headers.location).toContain(
      '/result/success?',
    );
    expect((await bookingState(ctx, first.ref)).status).toBe('BOOKED');
  });

  it('the success return for a booking no longer waiting (canceled meanwhile) captures nothing', async () => {
    const p = await opened(6);
    paypal.approve(p.orderId);
    await ctx.db.query(`UPDATE booking SET status = 'CANCELED' WHERE id = $1`, [p.id]);
    const res = await success(p, { token: p.orderId, PayerID: 'FAKEPAYER' }).expect(303);
    expect(res.headers.location).toContain('/result/error?');
    expect(captureCalls(p.orderId)).toEqual([]);
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('CREATED');
  });
});
