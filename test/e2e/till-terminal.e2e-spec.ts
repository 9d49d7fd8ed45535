import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { TERMINAL_STREAM } from '../../server/src/modules/till/terminal/terminal-events.js';
import { FakeStripe, startFakeStripe } from '../support/fake-stripe.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';
import { readEvents, tillCounts } from '../support/till-terminal.js';

// Issue 31 item 6: card payments at a Stripe Terminal reader, server-driven, against the local fake of Stripe's API
// (the real SDK): the card pays first, then the sale is made once, by the webhook or by asking Stripe.

const V1 = '/api/v1';
const READER = 'tmr_fake_counter';
let ctx: TestContext;
let stripe: FakeStripe;
type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;
let cashier: { Authorization: string };
let foreign: { Authorization: string };
let sessionId: number;
let next = 0;
const day = addDays(today('Europe/Berlin'), 3);
const chair = () => s.chairIds[0][next++];

const start = (body: Record<string, unknown>, key = randomUUID()) =>
  ctx.http().post(`${V1}/till/terminal/payments`).set(cashier).set('Idempotency-Key', key).send(body);
const saleOf = (beachChairId: number) => ({ sessionId, chairs: [{ beachChairId, start: day, end: day }], readerId: READER });
const present = (outcome: string) => ctx.http().post(`${V1}/till/terminal/readers/${READER}/present`).set(cashier).send({ outcome });
const webhook = (e: { body: string; signature: string }) =>
  ctx
    .http()
    .post(`${V1}/payments/stripe/webhook`)
    .set('Content-Type', 'application/json')
    .set('stripe-signature', e.signature)
    .send(e.body);
const row = async (id: number) =>
  (
    await ctx.db.query(
      `SELECT status, payment_intent_id AS "paymentIntentId", failure_reason AS "failureReason", refund_id AS "refundId", sale_id AS "saleId"
         FROM till_terminal_payment WHERE id = $1`,
      [id],
    )
  ).rows[0] as { status: string; paymentIntentId: string; failureReason: string | null; refundId: string | null; saleId: number | null };
const counts = () => tillCounts(ctx, s.vendorId);

beforeAll(async () => {
  stripe = await startFakeStripe();
  ctx = await startTestApp({ ...stripe.env });
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 10 });
  const other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
  const user = await ctx.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'STAFF' });
  cashier = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: user.id })}` };
  foreign = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.vendorId })}` };
  sessionId = (await ctx.http().post(`${V1}/till/sessions`).set(cashier).send({ locationId: s.locationId, openingCash: 0 }).expect(201))
    .body.id as number;
  // The stream asks Stripe every 3 s when no webhook came; quicker here.
  TERMINAL_STREAM.askMs = 200;
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await stripe?.stop();
});

describe('card terminal with Stripe (the fake)', () => {
  it("lists the account's readers", async () => {
    const res = await ctx.http().get(`${V1}/till/terminal/readers`).query({ locationId: s.locationId }).set(cashier).expect(200);
    expect(res.body).toEqual([
      { id: READER, label: 'Kasse Strandkorbhütte', status: 'online', deviceType: 'simulated_wisepos_e', simulated: true },
    ]);
    expectDomainError(
      await ctx.http().get(`${V1}/till/terminal/readers`).query({ locationId: s.locationId }).set(foreign),
      404,
      'ENTITY_NOT_FOUND',
    );
  });

  it('approved: a card_present PaymentIntent at the reader, the stream says waiting then succeeded with the sale; one BOOKED booking paid by the intent', async () => {
    const before = await counts();
    const started = await start(saleOf(chair())).expect(202);
    expect(started.body).toEqual({ id: expect.any(Number), status: 'WAITING' });
    const { id } = started.body as { id: number };
    const { paymentIntentId } = await row(id);
    expect(stripe.intents.get(paymentIntentId)).toMatchObject({
      amount: 1500,
      currency: 'eur',
      allowed_payment_method_types: ['card_present'],
      metadata: { vendorId: String(s.vendorId), tillSessionId: String(sessionId), terminalPaymentId: String(id) },
    });
    expect(stripe.readers.get(READER)!.action).toMatchObject({
      status: 'in_progress',
      process_payment_intent: { payment_intent: paymentIntentId },
    });
    expect(await counts()).toEqual(before);

    const stream = readEvents(ctx, `${V1}/till/terminal/payments/${id}/events`, cashier);
    expect((await stream.opened).event).toBe('waiting');
    await present('APPROVE').expect(200);
    const created = stripe.requests().find((r) => r.path === `/v1/test_helpers/terminal/readers/${READER}/present_payment_method`);
    expect(created?.body).toMatchObject({ type: 'card_present' });
    const event = stripe.event('payment_intent.succeeded', stripe.intents.get(paymentIntentId)!);
    await webhook(event).expect(200);
    const events = await stream.done;
    expect(events.map((e) => e.event)).toEqual(['waiting', 'succeeded']);
    const sale = events[1].data.sale as { id: number; bookingId: number; paymentMethod: string; totalCents: number; receiptId: number };
    expect(sale).toMatchObject({ sessionId, paymentMethod: 'CARD_TERMINAL', totalCents: 1500, receiptId: expect.any(Number) });

    const booking = await ctx.db.query(
      `SELECT b.status, (SELECT json_agg(json_build_object('provider', p.provider, 'ref', p.provider_ref, 'cents', p.amount_cents, 'status', p.status))
                           FROM payment p WHERE p.booking_id = b.id) AS payments
         FROM booking b WHERE b.id = $1`,
      [sale.bookingId],
    );
    expect(booking.rows[0]).toEqual({
      status: 'BOOKED',
      payments: [{ provider: 'MANUAL', ref: paymentIntentId, cents: 1500, status: 'SUCCEEDED' }],
    });
    expect(await counts()).toEqual({
      bookings: before.bookings + 1,
      chairBookings: before.chairBookings + 1,
      payments: before.payments + 1,
      sales: before.sales + 1,
    });
    // The row answers the same sale; Stripe delivering the event again (or the reader's own) sells nothing more.
    const got = await ctx.http().get(`${V1}/till/terminal/payments/${id}`).set(cashier).expect(200);
    expect(got.body).toMatchObject({ id, status: 'SUCCEEDED', paymentIntentId, amountCents: 1500, refunded: false, sale: { id: sale.id } });
    await webhook(event).expect(200);
    await webhook(stripe.event('payment_intent.succeeded', stripe.intents.get(paymentIntentId)!)).expect(200);
    expect((await counts()).sales).toBe(before.sales + 1);
    expectDomainError(await ctx.http().get(`${V1}/till/terminal/payments/${id}`).set(foreign), 404, 'ENTITY_NOT_FOUND');
  });

  it('declined (no webhook: the stream asks Stripe): failed with the reason, nothing written', async () => {
    const before = await counts();
    const { id } = (await start(saleOf(chair())).expect(202)).body as { id: number };
    const stream = readEvents(ctx, `${V1}/till/terminal/payments/${id}/events`, cashier);
    expect((await stream.opened).event).toBe('waiting');
    await present('DECLINE').expect(200);
    const presented = stripe.requests().filter((r) => r.path === `/v1/test_helpers/terminal/readers/${READER}/present_payment_method`);
    expect(presented.at(-1)!.body).toMatchObject({ type: 'card_present', card_present: { number: '4000000000000002' } });
    const events = await stream.done;
    expect(events.map((e) => e.event)).toEqual(['waiting', 'failed']);
    expect(events[1].data).toMatchObject({ status: 'FAILED', failureReason: 'Your card was declined.', sale: null, refunded: false });
    expect(await counts()).toEqual(before);
    // The declined intent is not left open: a new attempt is a new payment.
    expect(stripe.intents.get((await row(id)).paymentIntentId)!.status).toBe('canceled');
  });

  it('canceled while waiting: the reader action and the intent canceled, nothing written; a second cancel is 409', async () => {
    const before = await counts();
    const { id } = (await start(saleOf(chair())).expect(202)).body as { id: number };
    const { paymentIntentId } = await row(id);
    const res = await ctx.http().post(`${V1}/till/terminal/payments/${id}/cancel`).set(cashier).expect(200);
    expect(res.body).toMatchObject({ id, status: 'CANCELED', sale: null });
    expect(stripe.requests().map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([`POST /v1/terminal/readers/${READER}/cancel_action`, `POST /v1/payment_intents/${paymentIntentId}/cancel`]),
    );
    expect(stripe.intents.get(paymentIntentId)!.status).toBe('canceled');
    const events = await readEvents(ctx, `${V1}/till/terminal/payments/${id}/events`, cashier).done;
    expect(events.map((e) => e.event)).toEqual(['canceled']);
    expectDomainError(await ctx.http().post(`${V1}/till/terminal/payments/${id}/cancel`).set(cashier), 409, 'TILL_TERMINAL_PAYMENT_DONE');
    expect(await counts()).toEqual(before);
  });

  it('the chair sold meanwhile: the paid card is refunded at once and the payment fails with the reason', async () => {
    const contested = chair();
    const { id } = (await start(saleOf(contested)).expect(202)).body as { id: number };
    const { paymentIntentId } = await row(id);
    // Meanwhile the chair is sold for cash at the counter.
    await ctx
      .http()
      .post(`${V1}/till/sales`)
      .set(cashier)
      .set('Idempotency-Key', randomUUID())
      .send({ sessionId, chairs: [{ beachChairId: contested, start: day, end: day }], paymentMethod: 'CASH' })
      .expect(201);
    const before = await counts();
    await present('APPROVE').expect(200);
    await webhook(stripe.event('payment_intent.succeeded', stripe.intents.get(paymentIntentId)!)).expect(200);
    expect(stripe.refunds.filter((r) => r.payment_intent === paymentIntentId)).toEqual([
      {
        id: expect.stringMatching(/^re_/),
        object: 'refund',
        payment_intent: paymentIntentId,
        amount: 1500,
        status: 'succeeded',
        currency: 'eur',
      },
    ]);
    const got = await ctx.http().get(`${V1}/till/terminal/payments/${id}`).set(cashier).expect(200);
    expect(got.body).toMatchObject({ status: 'FAILED', refunded: true, sale: null });
    expect(got.body.failureReason).toMatch(/refunded/);
    expect(await counts()).toEqual(before);
  });

  it('the same Idempotency-Key twice: one terminal payment, one intent; another body with it is 422; bad input 400', async () => {
    const key = randomUUID();
    const body = saleOf(chair());
    const intentsBefore = stripe.intents.size;
    const first = await start(body, key).expect(202);
    const again = await start(body, key).expect(202);
    expect(again.body).toEqual(first.body);
    expect(stripe.intents.size).toBe(intentsBefore + 1);
    const rows = await ctx.db.query(`SELECT count(*)::int AS n FROM till_terminal_payment WHERE idempotency_key = $1`, [key]);
    expect(rows.rows[0].n).toBe(1);
    expectDomainError(await start({ ...body, chairs: [{ ...body.chairs[0], beachChairId: chair() }] }, key), 422, 'IDEMPOTENCY_KEY_REUSED');
    await ctx.http().post(`${V1}/till/terminal/payments/${first.body.id}/cancel`).set(cashier).expect(200);

    expectFieldError(await start({ ...body, readerId: undefined }), 'readerId');
    expectFieldError(await start({ ...body, paymentMethod: 'CASH' }), 'paymentMethod');
    expectDomainError(await start({ ...body, readerId: 'tmr_unknown' }), 404, 'ENTITY_NOT_FOUND');
    const keyless = await ctx.http().post(`${V1}/till/terminal/payments`).set(cashier).send(body);
    expectDomainError(keyless, 400, 'INVALID_INPUT');
  });
});
