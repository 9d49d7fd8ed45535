import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocumentType, UserRole } from '../../server/src/common/enums.js';
import { DocumentGeneratorService } from '../../server/src/modules/documents/document-generator.service.js';
import { ReconciliationService } from '../../server/src/modules/payments/reconciliation.service.js';
import { RefundService, refundLines } from '../../server/src/modules/payments/refund.service.js';
import { startFakeStripe, FakeStripe } from '../support/fake-stripe.js';
import { readOutbox, waitForOutboxMail } from '../support/mail.js';
import { bookingState, historyOf, paymentCart, PaymentSection, paymentSection, paymentsOf } from '../support/payment-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { pdfText } from '../support/pdf-text.js';

const API = '/api/v1/payments';
let ctx: TestContext;
let stripe: FakeStripe;
let dataDir: string;
let s: PaymentSection;
let vendorAuth: { Authorization: string };

beforeAll(async () => {
  stripe = await startFakeStripe();
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-office-pay-'));
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '', ...stripe.env });
  s = await paymentSection(ctx, 10);
  vendorAuth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await stripe?.stop();
});

/** A started Stripe checkout: the booking, its payment id and the fake's session. */
async function started(chair: number) {
  const cart = await paymentCart(ctx, s, { chair, method: 'CC' });
  const res = await ctx
    .http()
    .post(`${API}/stripe/checkout-session`)
    .query({ bookingRef: cart.ref, email: cart.email })
    .set('Accept', 'application/json')
    .expect(201);
  const sessionId = (await paymentsOf(ctx, cart.id)).at(-1)!.providerRef!;
  return { ...cart, paymentId: res.body.paymentId as number, session: stripe.sessions.get(sessionId)! };
}

const expectDomainErrorType = (res: { status: number; body: { errorType?: string } }, status: number, errorType: string) =>
  expect({ status: res.status, errorType: res.body.errorType }).toEqual({ status, errorType });

describe('EXTERNAL_PP', () => {
  it("the storefront's submit waits PENDING for the partner; the vendor's report books it (SUCCEEDED EXTERNAL_PP payment), mail unless skipEmail", async () => {
    const a = await paymentCart(ctx, s, { chair: 0, method: 'EXTERNAL_PP' });
    const b = await paymentCart(ctx, s, { chair: 1, method: 'EXTERNAL_PP' });
    const submitted = await ctx
      .http()
      .put('/api/v1/features/public/booking/confirm')
      .query({ bookingRef: a.ref, email: a.email })
      .expect(200);
    expect(submitted.body.status).toBe('PENDING');
    expect(new Date(submitted.body.expiresAt).getTime()).toBeGreaterThan(Date.now() + 60 * 60_000);
    expect((await historyOf(ctx, a.id)).at(-1)).toMatchObject({
      action: 'START_ONLINE_PAYMENT',
      from: 'OPEN',
      to: 'PENDING',
      details: { paymentMethod: 'EXTERNAL_PP' },
    });

    // Another vendor sees no such booking.
    const other = await ctx.factories.newVendor();
    const otherAuth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.id })}` };
    expect((await ctx.http().post(`${API}/external_pp/${a.id}/pay`).set(otherAuth).expect(404)).body.errorType).toBe('ENTITY_NOT_FOUND');
    await ctx.http().post(`${API}/external_pp/${a.id}/pay`).expect(401);

    const paid = await ctx.http().post(`${API}/external_pp/${a.id}/pay`).query({ skipEmail: true }).set(vendorAuth).expect(201);
    expect(paid.body).toMatchObject({ id: a.id, status: 'BOOKED', paymentMethod: 'EXTERNAL_PP', expiresAt: null });
    expect((await paymentsOf(ctx, a.id)).map((p) => [p.provider, p.status, p.amountCents])).toEqual([['EXTERNAL_PP', 'SUCCEEDED', 1500]]);
    expect((await historyOf(ctx, a.id)).at(-1)).toMatchObject({
      action: 'PAY',
      from: 'PENDING',
      to: 'BOOKED',
      actor: 'VENDOR',
      details: { provider: 'EXTERNAL_PP' },
    });
    // Paid once: a second report is the executor's 409.
    expect((await ctx.http().post(`${API}/external_pp/${a.id}/pay`).set(vendorAuth).expect(409)).body.errorType).toBe(
      'BOOKING_INVALID_TRANSITION',
    );

    // A cart never submitted (OPEN) is not the partner's to report paid.
    expectDomainErrorType(await ctx.http().post(`${API}/external_pp/${b.id}/pay`).set(vendorAuth), 409, 'BOOKING_INVALID_TRANSITION');
    await ctx.http().put('/api/v1/features/public/booking/confirm').query({ bookingRef: b.ref, email: b.email }).expect(200);
    // An admin may report too; without skipEmail the customer gets the confirmation.
    await ctx
      .http()
      .post(`${API}/external_pp/${b.id}/pay`)
      .set({ Authorization: `Bearer ${await ctx.adminToken()}` })
      .expect(201);
    await waitForOutboxMail(join(dataDir, 'outbox'), b.email);
    expect((await readOutbox(join(dataDir, 'outbox'))).filter(({ mail }) => mail.to.includes(a.email))).toEqual([]);
  });
});

describe('POST /payments/admin/confirm-from-payment/{bookingRef}', () => {
  it('409 NONE without a payment, 409 PENDING while Stripe waits, then BOOKED once Stripe says paid; vendors are refused', async () => {
    const admin = { Authorization: `Bearer ${await ctx.adminToken()}` };
    const cart = await paymentCart(ctx, s, { chair: 2, method: 'CC' });
    const none = await ctx.http().post(`${API}/admin/confirm-from-payment/${cart.ref}`).set(admin).expect(409);
    expect(none.body).toMatchObject({ errorType: 'PAYMENT_NOT_COMPLETED', payload: { state: 'NONE' } });
    await ctx.http().post(`${API}/admin/confirm-from-payment/ZZZZZZZZ`).set(admin).expect(404);

    await ctx.http().post(`${API}/stripe/checkout-session`).query({ bookingRef: cart.ref, email: cart.email }).expect(303);
    const pending = await ctx.http().post(`${API}/admin/confirm-from-payment/${cart.ref}`).set(admin).expect(409);
    expect(pending.body).toMatchObject({ errorType: 'PAYMENT_NOT_COMPLETED', payload: { state: 'PENDING' } });
    expect((await ctx.http().post(`${API}/admin/confirm-from-payment/${cart.ref}`).set(vendorAuth).expect(403)).body.errorType).toBe(
      'FORBIDDEN',
    );

    const [payment] = await paymentsOf(ctx, cart.id);
    const session = stripe.markPaid(payment.providerRef!);
    const done = await ctx.http().post(`${API}/admin/confirm-from-payment/${cart.ref}`).set(admin).expect(201);
    expect(done.body).toEqual({ bookingRef: cart.ref, status: 'BOOKED', paymentId: payment.id, paymentStatus: 'SUCCEEDED' });
    expect((await paymentsOf(ctx, cart.id))[0].captureRef).toBe(session.payment_intent);
    expect((await historyOf(ctx, cart.id)).at(-1)).toMatchObject({ action: 'PAY', details: { via: 'admin-confirm' } });
    // Again: nothing more to do, the same answer.
    expect((await ctx.http().post(`${API}/admin/confirm-from-payment/${cart.ref}`).set(admin).expect(201)).body.status).toBe('BOOKED');
    await waitForOutboxMail(join(dataDir, 'outbox'), cart.email);
  });
});

describe('payment reconciliation', () => {
  it('a checkout Stripe took the money for but whose webhook never came is fulfilled by the job', async () => {
    const p = await started(3);
    stripe.markPaid(p.session.id);
    expect(await ctx.app.get(ReconciliationService).reconcile(p.paymentId)).toBe('PAID');
    expect(await bookingState(ctx, p.ref)).toMatchObject({ status: 'BOOKED', chairs: ['BOOKED'] });
    expect((await paymentsOf(ctx, p.id))[0]).toMatchObject({ status: 'SUCCEEDED', captureRef: p.session.payment_intent });
    expect((await historyOf(ctx, p.id)).at(-1)).toMatchObject({ action: 'PAY', details: { via: 'reconciliation' } });
    // Idempotent: a second run finds nothing to do.
    expect(await ctx.app.get(ReconciliationService).reconcile(p.paymentId)).toBe('NOTHING');
  });

  it('an unpaid checkout past its deadline is closed at Stripe and here; the booking goes back to OPEN', async () => {
    const p = await started(4);
    // Before the deadline the job only looks again later.
    expect(await ctx.app.get(ReconciliationService).reconcile(p.paymentId)).toBe('RESCHEDULED');
    await ctx.db.query(`UPDATE payment SET expires_at = now() - interval '3 minutes' WHERE id = $1`, [p.paymentId]);
    expect(await ctx.app.get(ReconciliationService).reconcile(p.paymentId)).toBe('CLOSED');
    expect(p.session.status).toBe('expired');
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('ABORTED');
    expect((await bookingState(ctx, p.ref)).status).toBe('OPEN');
  });

  it('starting a checkout schedules the delayed job of its payment', async () => {
    const p = await started(5);
    const { Queue } = await import('bullmq');
    const config = ctx.app.get((await import('../../server/src/config/app-config.js')).AppConfig);
    const queue = new Queue('payments', { connection: { url: config.REDIS_URL }, prefix: config.QUEUE_PREFIX });
    try {
      const jobs = await queue.getDelayed();
      const job = jobs.find((j) => j.data.paymentId === p.paymentId);
      expect(job?.name).toBe('reconcile-payment');
      const [payment] = await paymentsOf(ctx, p.id);
      expect(job!.timestamp + job!.delay).toBeGreaterThanOrEqual(new Date(payment.expiresAt!).getTime() + 2 * 60_000 - 1000);
    } finally {
      await queue.close();
    }
  });
});

describe('refund when the back office cancels a paid booking', () => {
  /** A booking paid through Stripe (the webhook's path, here the reconciliation's: the same fulfilment). */
  async function paid(chair: number) {
    const p = await started(chair);
    stripe.markPaid(p.session.id);
    expect(await ctx.app.get(ReconciliationService).reconcile(p.paymentId)).toBe('PAID');
    return { ...p, intent: stripe.sessions.get(p.session.id)!.payment_intent as string };
  }
  const cancel = (id: number, body: Record<string, unknown>) =>
    ctx.http().put(`/api/v1/features/booking_details/${id}/cancel`).set(vendorAuth).send(body).expect(200);

  it('gives the total less the fee back through Stripe, once; skipRefund keeps the money', async () => {
    const p = await paid(6);
    await cancel(p.id, { cancellationFee: 5 });
    const [refunded] = await waitFor(async () => {
      const rows = await paymentsOf(ctx, p.id);
      return rows[0].refundedCents > 0 ? rows : undefined;
    }, 'the refund of the canceled booking');
    // 15.00 € paid, 5.00 € fee: 10.00 € back; the payment keeps its fee, so it stays SUCCEEDED with 1000 cents refunded.
    expect(refunded).toMatchObject({ status: 'SUCCEEDED', refundedCents: 1000, refundRef: expect.stringMatching(/^re_/) });
    expect(stripe.refunds.filter((r) => r.payment_intent === p.intent)).toEqual([expect.objectContaining({ amount: 1000 })]);
    expect((await historyOf(ctx, p.id)).at(-1)).toMatchObject({
      action: 'REFUND_PAYMENT',
      from: 'CANCELED',
      to: 'CANCELED',
      actor: 'SYSTEM',
      details: { reason: 'CANCELED_BY_OFFICE', amountCents: 1000, feeCents: 500 },
    });
    // The job again (a retry, a redelivery): nothing more goes back.
    await ctx.app.get(RefundService).onJob({ bookingId: p.id, version: 0 });
    expect(stripe.refunds.filter((r) => r.payment_intent === p.intent)).toHaveLength(1);
    // The cancellation document made after the refund (the two jobs race) still shows what was paid and what went back.
    const doc = await ctx.app.get(DocumentGeneratorService).generate({ bookingId: p.id, type: DocumentType.CANCELLATION, version: 0 });
    expect(pdfText(doc!.body)).toMatch(/Bereits bezahlt\n15,00 €[\s\S]*Erstattung\n10,00 €/);

    const kept = await paid(7);
    await cancel(kept.id, { cancellationFee: 0, skipRefund: true });
    await ctx.app.get(RefundService).onJob({ bookingId: kept.id, version: 0 });
    expect((await paymentsOf(ctx, kept.id))[0]).toMatchObject({ status: 'SUCCEEDED', refundedCents: 0 });
    expect(stripe.refunds.filter((r) => r.payment_intent === kept.intent)).toEqual([]);
  });

  it('refundLines: newest payment first, never more than was paid, nothing when the fee eats it', () => {
    const row = (id: number, amountCents: number, refundedCents = 0) =>
      ({ id, amountCents, refundedCents }) as Parameters<typeof refundLines>[0][number];
    expect(refundLines([row(1, 1000), row(2, 500)], 300)).toEqual([
      { paymentId: 2, amountCents: 500 },
      { paymentId: 1, amountCents: 700 },
    ]);
    expect(refundLines([row(1, 1000, 400)], 0)).toEqual([{ paymentId: 1, amountCents: 600 }]);
    expect(refundLines([row(1, 1000)], 1500)).toEqual([]);
  });
});
