import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { TillTseService } from '../../server/src/modules/till/till-tse.service.js';
import { fakeSignedText, FakeTse } from '../../server/src/modules/till/tse/fake-tse.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// Issue 31 item 1: one server call per counter sale (POST /till/sales with an Idempotency-Key), in a till session
// (POST /till/sessions). All or nothing; a retry answers the first sale.

const V1 = '/api/v1';
let ctx: TestContext;
type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;
let cashier: { Authorization: string };
let colleague: { Authorization: string };
let foreign: { Authorization: string };
let fish: number;
let sessionId: number;
let next = 0;
const day = addDays(today('Europe/Berlin'), 3);
const chair = () => s.chairIds[Math.floor(next / 10)][next++ % 10];

const open = (auth: Record<string, string>, body: Record<string, unknown>) => ctx.http().post(`${V1}/till/sessions`).set(auth).send(body);
const sell = (body: Record<string, unknown>, key: string | null = randomUUID(), auth = cashier) => {
  const req = ctx.http().post(`${V1}/till/sales`).set(auth);
  return (key === null ? req : req.set('Idempotency-Key', key)).send(body);
};
const counts = async () =>
  (
    await ctx.db.query(
      `SELECT (SELECT count(*)::int FROM booking WHERE vendor_id = $1) AS bookings,
              (SELECT count(*)::int FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id WHERE b.vendor_id = $1) AS "chairBookings",
              (SELECT count(*)::int FROM payment p JOIN booking b ON b.id = p.booking_id WHERE b.vendor_id = $1) AS payments,
              (SELECT count(*)::int FROM till_sale WHERE vendor_id = $1) AS sales`,
      [s.vendorId],
    )
  ).rows[0] as { bookings: number; chairBookings: number; payments: number; sales: number };

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 3, chairsPerRow: 10 });
  const other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
  // Two cashiers of the vendor, each a user of their own (a session is per cashier and location).
  const staffToken = async () => {
    const user = await ctx.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'STAFF' });
    return { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: user.id })}` };
  };
  cashier = await staffToken();
  colleague = await staffToken();
  foreign = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.vendorId })}` };
  const owner = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
  fish = (await ctx.http().post(`${V1}/vendor/extras`).set(owner).send({ name: 'Fischbrötchen', type: 'FOOD', price: 4.5 }).expect(201))
    .body.id as number;
  sessionId = (await open(cashier, { locationId: s.locationId, openingCash: 10_000 }).expect(201)).body.id as number;
});
afterAll(() => ctx.close());

describe('POST /till/sessions', () => {
  it('opens one session per cashier and location: a second open is 409 naming the open one; a colleague opens their own', async () => {
    const again = await open(cashier, { locationId: s.locationId, openingCash: 0 });
    expectDomainError(again, 409, 'TILL_SESSION_ALREADY_OPEN');
    expect(again.body.payload).toEqual({ sessionId, locationId: s.locationId });
    const theirs = await open(colleague, { locationId: s.locationId, openingCash: 5_000 }).expect(201);
    expect(theirs.body.id).not.toBe(sessionId);
    const session = await ctx.http().get(`${V1}/till/sessions/${sessionId}`).set(cashier).expect(200);
    expect(session.body).toMatchObject({ id: sessionId, locationId: s.locationId, openingCash: 10_000, closedAt: null });
  });

  it("400 naming the field; another vendor's location and session are 404", async () => {
    expectFieldError(await open(cashier, { locationId: s.locationId, openingCash: -1 }), 'openingCash');
    expectFieldError(await open(cashier, { locationId: 'x', openingCash: 0 }), 'locationId');
    expectDomainError(await open(foreign, { locationId: s.locationId, openingCash: 0 }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().get(`${V1}/till/sessions/${sessionId}`).set(foreign), 404, 'ENTITY_NOT_FOUND');
  });
});

describe('POST /till/sales', () => {
  it('two chairs and an extra for cash in one request: a BOOKED booking paid in full, one payment, one sale row', async () => {
    const before = await counts();
    const chairs = [chair(), chair()].map((beachChairId) => ({ beachChairId, start: day, end: day }));
    const res = await sell({
      sessionId,
      chairs,
      extras: [{ extraId: fish, amount: 2 }],
      customerName: 'Familie Petersen',
      paymentMethod: 'CASH',
    });
    expect(res.status).toBe(201);
    // the factory's DAY rate is 15 €: 2 × 15 € + 2 × 4,50 €
    expect(res.body).toMatchObject({ sessionId, totalCents: 3900, paymentMethod: 'CASH', bookingRef: expect.any(String) });
    const { rows } = await ctx.db.query(
      `SELECT b.status, b.total_price_cents AS "totalCents", b.payment_method AS "paymentMethod", b.customer_comment AS comment,
              (SELECT array_agg(cb.status ORDER BY cb.id) FROM beach_chair_booking cb WHERE cb.booking_id = b.id) AS chairs,
              (SELECT sum(amount)::int FROM booking_extra e WHERE e.booking_id = b.id) AS extras,
              (SELECT json_agg(json_build_object('provider', p.provider, 'status', p.status, 'cents', p.amount_cents)) FROM payment p WHERE p.booking_id = b.id) AS payments
         FROM booking b WHERE b.id = $1`,
      [res.body.bookingId],
    );
    expect(rows[0]).toEqual({
      status: 'BOOKED',
      totalCents: 3900,
      paymentMethod: 'CASH',
      comment: 'Familie Petersen',
      chairs: ['BOOKED', 'BOOKED'],
      extras: 2,
      payments: [{ provider: 'MANUAL', status: 'SUCCEEDED', cents: 3900 }],
    });
    expect(await counts()).toEqual({
      bookings: before.bookings + 1,
      chairBookings: before.chairBookings + 2,
      payments: before.payments + 1,
      sales: before.sales + 1,
    });
    const session = await ctx.http().get(`${V1}/till/sessions/${sessionId}`).set(cashier).expect(200);
    expect(session.body.sales).toContainEqual({ paymentMethod: 'CASH', sales: expect.any(Number), totalCents: expect.any(Number) });
    expect(session.body.expectedCash).toBe(
      10_000 + session.body.sales.find((x: { paymentMethod: string }) => x.paymentMethod === 'CASH').totalCents,
    );
  });

  it('the same request again with the same key answers the first sale and writes nothing; another body with that key is 422', async () => {
    const key = randomUUID();
    const body = { sessionId, chairs: [{ beachChairId: chair(), start: day, end: day }], paymentMethod: 'EC', ecReceiptNumber: '0042' };
    const first = await sell(body, key).expect(201);
    const before = await counts();
    const again = await sell({ ecReceiptNumber: '0042', paymentMethod: 'EC', chairs: body.chairs, sessionId }, key).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await counts()).toEqual(before);
    const other = await sell({ ...body, paymentMethod: 'EC', ecReceiptNumber: '0043' }, key);
    expectDomainError(other, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(other.body.payload).toEqual({ saleId: first.body.id });
    expect(await counts()).toEqual(before);
  });

  it('eight retries at the same moment with one key: one sale, one booking, the same answer to each', async () => {
    const key = randomUUID();
    const body = { sessionId, chairs: [{ beachChairId: chair(), start: day, end: day }], paymentMethod: 'CASH' };
    const before = await counts();
    const answers = await Promise.all(Array.from({ length: 8 }, () => sell(body, key)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(7);
    expect(await counts()).toEqual({
      ...before,
      bookings: before.bookings + 1,
      chairBookings: before.chairBookings + 1,
      payments: before.payments + 1,
      sales: before.sales + 1,
    });
  });

  it('one chair sold by two sales at once (two keys): one 201, one 409, and the loser leaves nothing behind', async () => {
    const contested = chair();
    const free = chair();
    const before = await counts();
    const answers = await Promise.all([
      sell({
        sessionId,
        chairs: [
          { beachChairId: free, start: day, end: day },
          { beachChairId: contested, start: day, end: day },
        ],
        paymentMethod: 'CASH',
      }),
      sell({ sessionId, chairs: [{ beachChairId: contested, start: day, end: day }], paymentMethod: 'CASH' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body.errorType).toBe('BEACH_CHAIR_ALREADY_BOOKED');
    const won = answers.find((a) => a.status === 201)!;
    const chairBookings = won.body.totalCents / 1500;
    expect(await counts()).toEqual({
      bookings: before.bookings + 1,
      chairBookings: before.chairBookings + chairBookings,
      payments: before.payments + 1,
      sales: before.sales + 1,
    });
    // the free chair is still free when the two-chair sale lost: no half sale holds it
    const held = await ctx.db.query(
      `SELECT count(*)::int AS n FROM beach_chair_booking WHERE beach_chair_id = $1 AND status <> 'CANCELED'`,
      [free],
    );
    expect(held.rows[0].n).toBe(chairBookings === 2 ? 1 : 0);
  });

  it('with a guest: the customer is recorded; without a key, with bad input or in another session: 4xx, nothing written', async () => {
    const customer = {
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'till-guest@example.de',
      address: { street: 'Strandallee 1', zip: '23683', city: 'Scharbeutz' },
    };
    const res = await sell({
      sessionId,
      chairs: [{ beachChairId: chair(), start: day, end: day }],
      customer,
      paymentMethod: 'CARD_TERMINAL',
    }).expect(201);
    const { rows } = await ctx.db.query(
      `SELECT c.email, c.last_name AS "lastName" FROM booking b JOIN customer c ON c.id = b.customer_id WHERE b.id = $1`,
      [res.body.bookingId],
    );
    expect(rows).toEqual([{ email: 'till-guest@example.de', lastName: 'Mustermann' }]);

    const before = await counts();
    const body = { sessionId, chairs: [{ beachChairId: chair(), start: day, end: day }], paymentMethod: 'CASH' };
    const keyless = await sell(body, null);
    expectDomainError(keyless, 400, 'INVALID_INPUT');
    expect(keyless.body.payload).toEqual({ field: 'Idempotency-Key' });
    expectFieldError(await sell({ ...body, paymentMethod: 'PAYPAL' }), 'paymentMethod');
    expectFieldError(await sell({ ...body, chairs: [] }), 'chairs');
    // a colleague's session is not the caller's till
    const theirs = (
      await ctx.db.query(`SELECT id FROM till_session WHERE location_id = $1 AND id <> $2 LIMIT 1`, [s.locationId, sessionId])
    ).rows[0].id as number;
    expectDomainError(await sell({ ...body, sessionId: theirs }), 409, 'TILL_SESSION_CLOSED');
    // a chair of another vendor's location is the same 404 as an unknown one
    const elsewhere = (await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 })).chairIds[0][0];
    expectDomainError(await sell({ ...body, chairs: [{ beachChairId: elsewhere, start: day, end: day }] }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await sell(body, randomUUID(), foreign), 404, 'ENTITY_NOT_FOUND');
    expect(await counts()).toEqual(before);
  });
});

describe('the TSE signs every till transaction (issue 31 item 2; the local fake here)', () => {
  it('a sale is signed: counter, number, serial, a QR code in the DSFinV-K format and an ECDSA signature that verifies', async () => {
    const res = await sell({
      sessionId,
      chairs: [{ beachChairId: chair(), start: day, end: day }],
      extras: [{ extraId: fish, amount: 2 }],
      paymentMethod: 'CASH',
    }).expect(201);
    const { tse } = res.body;
    expect(tse).toMatchObject({
      failed: false,
      uncertified: true,
      transactionNumber: expect.any(Number),
      signatureCounter: expect.any(Number),
    });
    expect(tse.qrCodeData).toMatch(
      new RegExp(
        `^V0;till-${s.locationId};Kassenbeleg-V1;Beleg\\^15\\.00_9\\.00_0\\.00_0\\.00_0\\.00\\^24\\.00:Bar;${tse.transactionNumber};${tse.signatureCounter};`,
      ),
    );
    const [, , , , , , timeStart, timeEnd, algorithm, , signature, publicKey] = tse.qrCodeData.split(';');
    expect(algorithm).toBe('ecdsa-plain-SHA256');
    expect(signature).toBe(tse.signature);
    const data = {
      receiptType: 'RECEIPT' as const,
      amountsPerVatRate: [
        { vatRate: 'NORMAL' as const, cents: 1500 },
        { vatRate: 'REDUCED_1' as const, cents: 900 },
      ],
      amountsPerPaymentType: [{ paymentType: 'CASH' as const, cents: 2400 }],
    };
    const text = fakeSignedText(
      {
        serialNumber: tse.serialNumber,
        clientId: `till-${s.locationId}`,
        transactionNumber: tse.transactionNumber,
        signatureCounter: tse.signatureCounter,
        timeStart: new Date(timeStart),
        timeEnd: new Date(timeEnd),
      },
      data,
    );
    const key = createPublicKey({ key: Buffer.from(publicKey, 'base64'), format: 'der', type: 'spki' });
    expect(verify('sha256', Buffer.from(text), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64'))).toBe(true);
    expect(
      verify('sha256', Buffer.from(text.replace('24.00', '2.40')), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64')),
    ).toBe(false);
    // the opening float was signed too, before the sales: its counters are lower
    const { rows } = await ctx.db.query(
      `SELECT kind, tse_state AS state, tse_signature_counter::int AS counter FROM till_transaction WHERE session_id = $1 ORDER BY id`,
      [sessionId],
    );
    expect(rows[0]).toMatchObject({ kind: 'OPENING', state: 'SIGNED' });
    expect(rows.every((r: { state: string }) => r.state === 'SIGNED')).toBe(true);
    const counters = rows.map((r: { counter: number }) => r.counter);
    expect(counters).toEqual([...counters].sort((a, b) => a - b));
  });

  it('with the TSE switched off the sale completes, says the TSE failed, and is signed when the TSE answers again', async () => {
    const fake = ctx.app.get(FakeTse);
    fake.offline = true;
    let res;
    try {
      res = await sell({
        sessionId,
        chairs: [{ beachChairId: chair(), start: day, end: day }],
        paymentMethod: 'EC',
        ecReceiptNumber: '7',
      }).expect(201);
    } finally {
      fake.offline = false;
    }
    expect(res.body.tse).toEqual({
      transactionNumber: null,
      signatureCounter: null,
      signature: null,
      serialNumber: null,
      qrCodeData: null,
      timeStart: null,
      timeEnd: null,
      failed: true,
      uncertified: false,
    });
    const row = async () =>
      (
        await ctx.db.query(
          `SELECT tse_state AS state, tse_error AS error, tse_failed_at IS NOT NULL AS "failedAt" FROM till_transaction WHERE id = $1`,
          [res.body.receiptId],
        )
      ).rows[0];
    expect(await row()).toEqual({ state: 'FAILED', error: 'The fake TSE is switched off', failedAt: true });
    expect((await ctx.db.query(`SELECT status FROM booking WHERE id = $1`, [res.body.bookingId])).rows[0].status).toBe('BOOKED');
    expect(await ctx.app.get(TillTseService).sweep(50, [res.body.receiptId])).toEqual({ signed: 1, failed: 0 });
    expect(await row()).toEqual({ state: 'SIGNED', error: null, failedAt: true });
    const signed = await ctx.app.get(TillTseService).dto(res.body.receiptId);
    expect(signed).toMatchObject({ failed: false, qrCodeData: expect.stringMatching(/^V0;.*\^15\.00:Unbar;/) });
  });
});
