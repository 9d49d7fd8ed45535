import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe.js';
import { waitForOutboxMail } from '../support/mail.js';
import { expectDomainError } from '../support/office.js';
import { createOfficeBooking } from '../support/office-booking.js';
import { historyOf, paymentCart, paymentSection, paymentsOf, type PaymentSection } from '../support/payment-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

// Issue 30 item 5: the guest cancels online in "Meine Buchung" by the vendor's policy, with the office's fee, mail,
// correction invoice and refund; refused (409, named) where the vendor does not offer it, too late, or canceled already.

const V1 = '/api/v1';
const DETAILS = `${V1}/features/booking_details`;
const CANCELLATION = `${V1}/features/public/booking/cancellation`;
let ctx: TestContext;
let stripe: FakeStripe;
let outbox: string;
let s: PaymentSection;
let auth: Record<string, string>;
let nextChair = 0;

const day = (n: number) => addDays(today('Europe/Berlin'), n);

beforeAll(async () => {
  stripe = await startFakeStripe();
  outbox = join(await mkdtemp(join(tmpdir(), 'strandkorb-guest-cancel-')), 'outbox');
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: join(outbox, '..'), SMTP_HOST: '', ...stripe.env });
  s = await paymentSection(ctx, 20);
  // 15 € a chair and day; 50 % from 10 days before the start (as the office test's vendor)
  await ctx.db.query(`UPDATE vendor SET cancellation_policy = '[{"daysBefore": 10, "percent": 50}]' WHERE id = $1`, [s.vendorId]);
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: 4712 })}` };
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await stripe?.stop();
});

/** A CONFIRMED office booking of one chair on day `inDays`, with a customer. */
const officeBooking = (inDays = 5) => createOfficeBooking(ctx, auth, { chairIds: [s.chairIds[0][nextChair++]], start: day(inDays) });

const preview = (b: { ref: string; email: string }) => ctx.http().get(CANCELLATION).query({ bookingRef: b.ref, email: b.email });
const cancel = (b: { ref: string; email: string }) => ctx.http().put(CANCELLATION).query({ bookingRef: b.ref, email: b.email });
const setDays = (days: number | null) =>
  ctx.http().put(`${V1}/vendor/vendors/${s.vendorId}`).set(auth).send({ guestCancellationDays: days }).expect(200);
const statusOf = async (id: number) =>
  (await ctx.db.query(`SELECT status, cancellation_fee_cents AS fee FROM booking WHERE id = $1`, [id])).rows[0] as {
    status: string;
    fee: number | null;
  };

describe('GET and PUT /features/public/booking/cancellation', () => {
  it('previews what the office would charge, cancels the invoiced booking with the cancellation mail and a correction invoice', async () => {
    const b = await officeBooking(5);
    const number = (await ctx.http().put(`${DETAILS}/${b.id}/invoice`).set(auth).expect(200)).body.invoiceNumber as string;
    const office = (await ctx.http().get(`${DETAILS}/${b.id}/calculateCancellationFee`).set(auth).expect(200)).body;
    const res = await preview(b).expect(200);
    expect(res.body).toEqual({
      bookingRef: b.ref,
      totalPrice: 15,
      cancellationFee: office.cancellationFee,
      percent: 50,
      daysBefore: 5,
      paid: 0,
      refund: 0,
      open: 7.5,
      lastDay: day(4),
    });
    expect(office.cancellationFee).toBe(7.5);

    const done = await cancel(b).expect(200);
    expect(done.body).toMatchObject({ bookingRef: b.ref, status: 'CANCELED' });
    expect(await statusOf(b.id)).toEqual({ status: 'CANCELED', fee: 750 });
    const { rows: chairs } = await ctx.db.query(`SELECT status FROM beach_chair_booking WHERE booking_id = $1`, [b.id]);
    expect(chairs).toEqual([{ status: 'CANCELED' }]);
    expect((await historyOf(ctx, b.id)).find((h) => h.action === 'CANCEL')).toMatchObject({
      from: 'CONFIRMED',
      to: 'CANCELED',
      actor: 'CUSTOMER',
    });

    const { rows: register } = await ctx.db.query(
      `SELECT i.kind, i.gross_cents AS "grossCents", o.number AS corrects FROM invoice i LEFT JOIN invoice o ON o.id = i.corrects_id
        WHERE i.booking_id = $1 ORDER BY i.id`,
      [b.id],
    );
    expect(register.at(-1)).toMatchObject({ kind: 'CORRECTION', corrects: number });
    const { mail } = await waitForOutboxMail(outbox, b.email, /^Stornierung/);
    expect(mail.subject).toContain(b.ref);
    expect(mail.text).toMatch(/Stornogebühr:\s7,50\s€/);

    // canceled already: both answer the named 409, nothing changes
    expectDomainError(await preview(b), 409, 'BOOKING_ALREADY_CANCELED');
    expectDomainError(await cancel(b), 409, 'BOOKING_ALREADY_CANCELED');
    expect((await historyOf(ctx, b.id)).filter((h) => h.action === 'CANCEL')).toHaveLength(1);
  });

  it('a card payment goes back less the fee through the provider refund job', async () => {
    const cart = await paymentCart(ctx, s, { chair: 19, method: 'STRIPE_CREDIT_CARD', inDays: 3 });
    await ctx
      .http()
      .post(`${V1}/payments/stripe/checkout-session`)
      .query({ bookingRef: cart.ref, email: cart.email })
      .set('Accept', 'application/json')
      .type('form')
      .send('')
      .expect(201);
    const session = stripe.sessions.get((await paymentsOf(ctx, cart.id)).at(-1)!.providerRef!)!;
    stripe.markPaid(session.id);
    const event = stripe.event('checkout.session.completed', session);
    await ctx
      .http()
      .post(`${V1}/payments/stripe/webhook`)
      .set('Content-Type', 'application/json')
      .set('stripe-signature', event.signature)
      .send(event.body)
      .expect(200);
    expect((await statusOf(cart.id)).status).toBe('BOOKED');

    const b = { ref: cart.ref, email: cart.email };
    const office = (await ctx.http().get(`${DETAILS}/${cart.id}/calculateCancellationFee`).set(auth).expect(200)).body;
    const res = await preview(b).expect(200);
    expect(res.body).toMatchObject({ totalPrice: 15, cancellationFee: office.cancellationFee, paid: 15, refund: 7.5, open: 0 });

    await cancel(b).expect(200);
    expect(await statusOf(cart.id)).toEqual({ status: 'CANCELED', fee: 750 });
    const payment = await waitFor(async () => (await paymentsOf(ctx, cart.id)).find((p) => p.refundedCents > 0), 'the refund', 30_000);
    expect(payment.refundedCents).toBe(750);
    expect(stripe.refunds).toContainEqual(expect.objectContaining({ payment_intent: session.payment_intent, amount: 750 }));
    await waitForOutboxMail(outbox, cart.email, /^Stornierung/);
  });

  it('refuses with 409 GUEST_CANCELLATION_NOT_OFFERED where the vendor does not offer it, and TOO_LATE after its last day', async () => {
    const b = await officeBooking(5);
    await setDays(null);
    try {
      expectDomainError(await preview(b), 409, 'GUEST_CANCELLATION_NOT_OFFERED');
      expectDomainError(await cancel(b), 409, 'GUEST_CANCELLATION_NOT_OFFERED');
      await setDays(7);
      const late = await preview(b);
      expectDomainError(late, 409, 'GUEST_CANCELLATION_TOO_LATE');
      expect(late.body.payload).toEqual({ days: 7, lastDay: day(-2) });
      expectDomainError(await cancel(b), 409, 'GUEST_CANCELLATION_TOO_LATE');
      // the last day itself still may
      await setDays(5);
      expect((await preview(b).expect(200)).body.lastDay).toBe(day(0));
    } finally {
      await setDays(1);
    }
    expect((await statusOf(b.id)).status).toBe('CONFIRMED');
  });

  it('answers 404 for a wrong e-mail; the cart route PUT /booking/cancel still refuses a confirmed booking', async () => {
    const b = await officeBooking(6);
    expectDomainError(await preview({ ref: b.ref, email: 'someone@example.de' }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await cancel({ ref: b.ref, email: 'someone@example.de' }), 404, 'ENTITY_NOT_FOUND');
    const cartCancel = await ctx.http().put(`${V1}/features/public/booking/cancel`).query({ bookingRef: b.ref, email: b.email });
    expectDomainError(cartCancel, 409, 'BOOKING_INVALID_TRANSITION');
    expect((await statusOf(b.id)).status).toBe('CONFIRMED');
  });
});
