import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { binary, createOfficeBooking } from '../support/office-booking.js';
import { pdfText } from '../support/pdf-text.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

// Issue 29, items 1 and 4, as an operator at the hut would do it: a paid booking moved to another chair (the price
// difference previewed, then charged as an open amount and taken, refunded, or waived) and extras added to a paid
// booking; an invoiced booking's change is a correction invoice and a new invoice, never a silent edit.

const V1 = '/api/v1';
const DETAILS = `${V1}/features/booking_details`;
let ctx: TestContext;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let auth: { Authorization: string };
let beer: number;
let dearPriceId: number;
// Row 1 (chairs 1–10) costs 15 € a day, row 2 (chairs 11–20) 16 €.
let nextCheap = 0;
let nextDear = 0;
const cheap = () => s.chairIds[0][nextCheap++];
const dear = () => s.chairIds[1][nextDear++];
const day = addDays(today('Europe/Berlin'), 6);

beforeAll(async () => {
  ctx = await startTestApp({ ...WITH_JOBS });
  s = await ctx.factories.newRentalSection({ rows: 2, chairsPerRow: 10 });
  dearPriceId = (
    await ctx.factories.newPrice({ vendorId: s.vendorId, sectionId: s.id, rowId: s.rowIds[1], rates: [{ type: 'DAY', priceCents: 1600 }] })
  ).id;
  await ctx.db.query(`UPDATE vendor SET cancellation_policy = '[]' WHERE id = $1`, [s.vendorId]);
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: 4711 })}` };
  const res = await ctx
    .http()
    .post(`${V1}/vendor/extras`)
    .set(auth)
    .send({ name: 'Bier', type: 'ALCOHOLIC_BEVERAGES', price: 3.5 })
    .expect(201);
  beer = res.body.id as number;
});
afterAll(() => ctx.close());

/** A confirmed office booking of one whole day on `beachChairId`, with a customer; invoiced and paid in cash unless told. */
async function paidBooking(beachChairId: number, o: { invoice?: boolean; pay?: boolean } = {}) {
  const { id, chairBookingIds } = await createOfficeBooking(ctx, auth, { chairIds: [beachChairId], start: day });
  const invoice =
    o.invoice === false ? null : ((await ctx.http().put(`${DETAILS}/${id}/invoice`).set(auth).expect(200)).body.invoiceNumber as string);
  if (o.pay !== false)
    expect((await ctx.http().put(`${DETAILS}/${id}/pay`).set(auth).send({ paymentMethod: 'CASH' }).expect(200)).body.status).toBe('BOOKED');
  return { id, chairBookingId: chairBookingIds[0], invoice };
}

const bookingRow = async (id: number) =>
  (
    await ctx.db.query(`SELECT status, total_price_cents AS "totalCents", invoice_number AS "invoiceNumber" FROM booking WHERE id = $1`, [
      id,
    ])
  ).rows[0];
const chairRow = async (id: number) =>
  (await ctx.db.query(`SELECT beach_chair_id AS "beachChairId", price_cents AS "priceCents" FROM beach_chair_booking WHERE id = $1`, [id]))
    .rows[0];
const payments = async (bookingId: number) =>
  (
    await ctx.db.query(
      `SELECT provider, status, amount_cents AS "amountCents", refunded_cents AS "refundedCents" FROM payment WHERE booking_id = $1 ORDER BY id`,
      [bookingId],
    )
  ).rows;
const invoiceRegister = async (bookingId: number) =>
  (
    await ctx.db.query(
      `SELECT i.number, i.kind, i.gross_cents AS "grossCents", o.number AS corrects
         FROM invoice i LEFT JOIN invoice o ON o.id = i.corrects_id WHERE i.booking_id = $1 ORDER BY i.id`,
      [bookingId],
    )
  ).rows;
const prepayment = async (id: number) => (await ctx.http().get(`${DETAILS}/${id}/prepayment`).set(auth).expect(200)).body;
const history = async (bookingId: number, action: string) =>
  (await ctx.db.query(`SELECT details FROM booking_history WHERE booking_id = $1 AND action = $2 ORDER BY id`, [bookingId, action])).rows;
const publicNumber = async (chairId: number) =>
  (await ctx.db.query(`SELECT public_number AS n FROM beach_chair WHERE id = $1`, [chairId])).rows[0].n as string;

/** The booking's INVOICE documents once `count` are there, oldest first, with their PDF text. */
async function invoiceDocuments(bookingId: number, count: number) {
  const items = await waitFor(async () => {
    const res = await ctx
      .http()
      .get(`${V1}/features/documents`)
      .query({ filters: JSON.stringify({ bookingId, type: 'INVOICE' }) })
      .set(auth)
      .expect(200);
    return res.body.total >= count ? (res.body.items as { id: number; fileName: string; url: string }[]) : undefined;
  }, `${count} invoice document(s) of booking ${bookingId}`);
  return Promise.all(
    [...items]
      .sort((a, b) => a.id - b.id)
      .map(async (item) => ({ ...item, text: pdfText((await binary(ctx.http().get(item.url).set(auth)).expect(200)).body as Buffer) })),
  );
}

describe('a paid booking moved to a dearer chair', () => {
  it('previews old total, new total and difference without changing anything, then moves, corrects the invoice and charges the difference', async () => {
    const b = await paidBooking(cheap());
    const target = dear();
    const move = { beachChairId: target, start: day, end: day };

    const preview = await ctx.http().post(`${DETAILS}/beach_chair_bookings/${b.chairBookingId}/preview`).set(auth).send(move).expect(200);
    expect(preview.body).toEqual({
      beachChairBookingId: b.chairBookingId,
      bookingId: b.id,
      beachChairId: target,
      publicNumber: await publicNumber(target),
      start: expect.any(String),
      end: expect.any(String),
      oldPrice: 15,
      newPrice: 16,
      oldTotal: 15,
      newTotal: 16,
      difference: 1,
      paid: 15,
      open: 1,
      refund: 0,
      invoiceNumber: b.invoice,
    });
    // a preview writes nothing
    expect(await bookingRow(b.id)).toEqual({ status: 'BOOKED', totalCents: 1500, invoiceNumber: b.invoice });
    expect(await invoiceRegister(b.id)).toHaveLength(1);

    const moved = await ctx.http().put(`${DETAILS}/beach_chair_bookings/${b.chairBookingId}`).set(auth).send(move).expect(200);
    expect(moved.body).toMatchObject({ beachChairId: target, price: 16, bookingStatus: 'BOOKED', status: 'BOOKED' });
    expect(await chairRow(b.chairBookingId)).toEqual({ beachChairId: target, priceCents: 1600 });
    const after = await bookingRow(b.id);
    expect(after).toMatchObject({ status: 'BOOKED', totalCents: 1600 });

    // Storno und Neuausstellung: the first invoice reversed in full, a new one with a new number for 16 €
    const register = await invoiceRegister(b.id);
    expect(register).toEqual([
      { number: b.invoice, kind: 'INVOICE', grossCents: 1500, corrects: null },
      expect.objectContaining({ kind: 'CORRECTION', grossCents: -1500, corrects: b.invoice }),
      expect.objectContaining({ kind: 'INVOICE', grossCents: 1600, corrects: null }),
    ]);
    const [, storno, renewed] = register;
    expect(after.invoiceNumber).toBe(renewed.number);
    const docs = await invoiceDocuments(b.id, 3);
    const byNumber = (n: string) => docs.find((d) => d.fileName.includes(n))!;
    for (const text of ['Stornorechnung', storno.number, 'Zur Rechnung', b.invoice!, '-15,00 €'])
      expect(byNumber(storno.number).text).toContain(text);
    for (const text of [renewed.number, `Strandkorb ${await publicNumber(target)} `, '16,00 €', 'Reihe 2'])
      expect(byNumber(renewed.number).text).toContain(text);

    // the difference is open: 1,00 € the guest owes, recorded as a payment at the hut
    expect(await prepayment(b.id)).toMatchObject({ totalPrice: 16, paid: 15, open: 1 });
    const paid = await ctx.http().put(`${DETAILS}/${b.id}/pay`).set(auth).send({ paymentMethod: 'CASH' }).expect(200);
    expect(paid.body.status).toBe('BOOKED');
    expect(await payments(b.id)).toEqual([
      { provider: 'MANUAL', status: 'SUCCEEDED', amountCents: 1500, refundedCents: 0 },
      { provider: 'MANUAL', status: 'SUCCEEDED', amountCents: 100, refundedCents: 0 },
    ]);
    expect(await prepayment(b.id)).toMatchObject({ totalPrice: 16, paid: 16, open: 0 });
    expect(await history(b.id, 'RECORD_ADDITIONAL_PAYMENT')).toEqual([{ details: { paymentMethod: 'CASH', amountCents: 100 } }]);
    // nothing open any more: paying again is refused
    expectDomainError(
      await ctx.http().put(`${DETAILS}/${b.id}/pay`).set(auth).send({ paymentMethod: 'CASH' }),
      409,
      'BOOKING_INVALID_TRANSITION',
    );
  });

  it('the operator may waive the difference: keepPrice moves at the old price; the invoice still names the new chair (corrected and issued anew)', async () => {
    const b = await paidBooking(cheap());
    const target = dear();
    const move = { beachChairId: target, keepPrice: true };
    const preview = await ctx.http().post(`${DETAILS}/beach_chair_bookings/${b.chairBookingId}/preview`).set(auth).send(move).expect(200);
    expect(preview.body).toMatchObject({ oldTotal: 15, newTotal: 15, difference: 0, open: 0, refund: 0 });
    await ctx.http().put(`${DETAILS}/beach_chair_bookings/${b.chairBookingId}`).set(auth).send(move).expect(200);
    expect(await chairRow(b.chairBookingId)).toEqual({ beachChairId: target, priceCents: 1500 });
    expect(await bookingRow(b.id)).toMatchObject({ status: 'BOOKED', totalCents: 1500 });
    expect((await history(b.id, 'MOVE_BEACH_CHAIR'))[0].details).toMatchObject({
      keptPrice: true,
      listPriceCents: 1600,
      to: { priceCents: 1500 },
    });
    const register = await invoiceRegister(b.id);
    expect(register).toEqual([
      { number: b.invoice, kind: 'INVOICE', grossCents: 1500, corrects: null },
      expect.objectContaining({ kind: 'CORRECTION', grossCents: -1500, corrects: b.invoice }),
      expect.objectContaining({ kind: 'INVOICE', grossCents: 1500, corrects: null }),
    ]);
    const renewed = (await invoiceDocuments(b.id, 3)).find((d) => d.fileName.includes(register[2].number))!;
    expect(renewed.text).toContain(`Strandkorb ${await publicNumber(target)} `);
    expect(await prepayment(b.id)).toMatchObject({ totalPrice: 15, paid: 15, open: 0 });
  });

  it('the price list edited between preview and confirm: 409 PRICE_CHANGED with the new price, nothing moved (review of issue 29)', async () => {
    const b = await paidBooking(cheap(), { invoice: false });
    const move = { beachChairId: dear() };
    const preview = await ctx.http().post(`${DETAILS}/beach_chair_bookings/${b.chairBookingId}/preview`).set(auth).send(move).expect(200);
    expect(preview.body.newPrice).toBe(16);
    await ctx
      .http()
      .put(`${V1}/vendor/prices/${dearPriceId}`)
      .set(auth)
      .send({ rates: [{ type: 'DAY', price: 17 }] })
      .expect(200);
    const before = await chairRow(b.chairBookingId);
    const refused = await ctx
      .http()
      .put(`${DETAILS}/beach_chair_bookings/${b.chairBookingId}`)
      .set(auth)
      .send({ ...move, expectedPrice: preview.body.newPrice });
    expectDomainError(refused, 409, 'PRICE_CHANGED');
    expect(refused.body.payload).toEqual({ beachChairBookingId: b.chairBookingId, expectedPrice: 16, price: 17 });
    expect(await chairRow(b.chairBookingId)).toEqual(before);
    expect(await bookingRow(b.id)).toMatchObject({ status: 'BOOKED', totalCents: 1500 });
    // The price shown again is the one taken; without expectedPrice the move takes today's price as before.
    const again = await ctx.http().post(`${DETAILS}/beach_chair_bookings/${b.chairBookingId}/preview`).set(auth).send(move).expect(200);
    await ctx
      .http()
      .put(`${DETAILS}/beach_chair_bookings/${b.chairBookingId}`)
      .set(auth)
      .send({ ...move, expectedPrice: again.body.newPrice })
      .expect(200);
    expect(await chairRow(b.chairBookingId)).toEqual({ beachChairId: move.beachChairId, priceCents: 1700 });
    await ctx
      .http()
      .put(`${V1}/vendor/prices/${dearPriceId}`)
      .set(auth)
      .send({ rates: [{ type: 'DAY', price: 16 }] })
      .expect(200);
  });

  it('a preview of a taken chair is the move’s own 409, and a booking waiting for its transfer is still not moved', async () => {
    const taken = await paidBooking(cheap(), { invoice: false });
    const b = await paidBooking(cheap(), { invoice: false });
    const onTaken = { beachChairId: (await chairRow(taken.chairBookingId)).beachChairId };
    expectDomainError(
      await ctx.http().post(`${DETAILS}/beach_chair_bookings/${b.chairBookingId}/preview`).set(auth).send(onTaken),
      409,
      'BEACH_CHAIR_ALREADY_BOOKED',
    );
    // another vendor's chair booking is the same 404 as a missing one; bad input names its field
    const other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
    const foreign = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.vendorId })}` };
    expectDomainError(
      await ctx.http().post(`${DETAILS}/beach_chair_bookings/${b.chairBookingId}/preview`).set(foreign).send(onTaken),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectFieldError(
      await ctx.http().post(`${DETAILS}/beach_chair_bookings/${b.chairBookingId}/preview`).set(auth).send({ keepPrice: 'ja' }),
      'keepPrice',
    );
    const pending = await paidBooking(cheap(), { invoice: false, pay: false });
    await ctx.db.query(`UPDATE booking SET status = 'PENDING' WHERE id = $1`, [pending.id]);
    const refused = await ctx
      .http()
      .put(`${DETAILS}/beach_chair_bookings/${pending.chairBookingId}`)
      .set(auth)
      .send({ beachChairId: dear() });
    expectDomainError(refused, 409, 'BOOKING_INVALID_TRANSITION');
    expect(refused.body.payload).toEqual({ action: 'MOVE_BEACH_CHAIR', status: 'PENDING' });
  });
});

describe('a paid booking moved to a cheaper chair', () => {
  it('paid online: the difference goes back through the provider; paid in cash: it shows as paid above the total', async () => {
    const online = await paidBooking(dear(), { invoice: false, pay: false });
    await ctx.db.query(
      `INSERT INTO payment (booking_id, provider, provider_ref, capture_ref, status, amount_cents) VALUES ($1, 'DEMO', $2, $2, 'SUCCEEDED', 1600)`,
      [online.id, `demo_move_${online.id}`],
    );
    await ctx.db.query(`UPDATE booking SET status = 'BOOKED' WHERE id = $1`, [online.id]);
    await ctx.db.query(`UPDATE beach_chair_booking SET status = 'BOOKED' WHERE booking_id = $1`, [online.id]);
    const target = cheap();
    const preview = await ctx
      .http()
      .post(`${DETAILS}/beach_chair_bookings/${online.chairBookingId}/preview`)
      .set(auth)
      .send({ beachChairId: target })
      .expect(200);
    expect(preview.body).toMatchObject({ oldTotal: 16, newTotal: 15, difference: -1, paid: 16, open: 0, refund: 1 });
    await ctx.http().put(`${DETAILS}/beach_chair_bookings/${online.chairBookingId}`).set(auth).send({ beachChairId: target }).expect(200);
    await waitFor(async () => ((await payments(online.id))[0].refundedCents === 100 ? true : undefined), 'the refund of 1 €');
    expect(await payments(online.id)).toEqual([{ provider: 'DEMO', status: 'SUCCEEDED', amountCents: 1600, refundedCents: 100 }]);
    expect((await history(online.id, 'REFUND_PAYMENT'))[0].details).toMatchObject({ reason: 'CHANGED_BY_OFFICE', amountCents: 100 });
    expect(await prepayment(online.id)).toMatchObject({ totalPrice: 15, paid: 15, open: 0 });

    const cash = await paidBooking(dear(), { invoice: false });
    await ctx.http().put(`${DETAILS}/beach_chair_bookings/${cash.chairBookingId}`).set(auth).send({ beachChairId: cheap() }).expect(200);
    expect(await bookingRow(cash.id)).toMatchObject({ status: 'BOOKED', totalCents: 1500 });
    // money taken by hand is the office's to hand back: nothing is refunded at a provider
    expect(await payments(cash.id)).toEqual([{ provider: 'MANUAL', status: 'SUCCEEDED', amountCents: 1600, refundedCents: 0 }]);
    expect(await prepayment(cash.id)).toMatchObject({ totalPrice: 15, paid: 16, open: 0, refundDue: 1 });
  });
});

describe('one chair of a booking paid online canceled', () => {
  it('the provider refunds the chair less its fee, as the cancellation mail promises', async () => {
    const { id, chairBookingIds } = await createOfficeBooking(ctx, auth, { chairIds: [cheap(), dear()], start: day });
    await ctx.db.query(
      `INSERT INTO payment (booking_id, provider, provider_ref, capture_ref, status, amount_cents) VALUES ($1, 'DEMO', $2, $2, 'SUCCEEDED', 3100)`,
      [id, `demo_chair_${id}`],
    );
    await ctx.db.query(`UPDATE booking SET status = 'BOOKED' WHERE id = $1`, [id]);
    await ctx.db.query(`UPDATE beach_chair_booking SET status = 'BOOKED' WHERE booking_id = $1`, [id]);
    // The dear chair (16 €) goes with a fee of 4 €: the booking now costs 15 € + 4 €, 12 € of the 31 € paid go back.
    await ctx.http().delete(`${DETAILS}/${id}/cancel/${chairBookingIds[1]}`).query({ cancellationFee: 4 }).set(auth).expect(200);
    await waitFor(async () => ((await payments(id))[0].refundedCents === 1200 ? true : undefined), 'the refund of 12 €');
    expect(await payments(id)).toEqual([{ provider: 'DEMO', status: 'SUCCEEDED', amountCents: 3100, refundedCents: 1200 }]);
    expect((await history(id, 'REFUND_PAYMENT'))[0].details).toMatchObject({ reason: 'CHANGED_BY_OFFICE', amountCents: 1200 });
    expect(await prepayment(id)).toMatchObject({ totalPrice: 19, paid: 19, open: 0, refundDue: 0 });
    // The revenue report's refunds are all the money given back, this refund among it.
    const report = (
      await ctx
        .http()
        .get(`${DETAILS}/revenue_report`)
        .query({ from: addDays(day, -30), to: addDays(day, 30) })
        .set(auth)
        .expect(200)
    ).body;
    const { rows } = await ctx.db.query(
      `SELECT coalesce(sum((h.details ->> 'amountCents')::int), 0)::int AS cents FROM booking_history h JOIN booking b ON b.id = h.booking_id
        WHERE b.vendor_id = $1 AND h.action IN ('REFUND_PAYMENT', 'RECORD_REFUND')`,
      [s.vendorId],
    );
    expect(rows[0].cents).toBeGreaterThanOrEqual(1200);
    expect(Math.round(report.totalRefunds * 100)).toBe(rows[0].cents);
  });
});

describe('extras added to a paid booking', () => {
  it('are an addition: the invoice is corrected and issued anew with the extra line, the amount is open and recordable', async () => {
    const b = await paidBooking(cheap());
    const added = await ctx
      .http()
      .post(`${V1}/bookings/bookings/${b.id}/extras`)
      .set(auth)
      .send({ items: [{ extraId: beer, amount: 2 }] })
      .expect(201);
    expect(added.body).toMatchObject({ status: 'BOOKED', totalPrice: 22 });
    const register = await invoiceRegister(b.id);
    expect(register).toEqual([
      { number: b.invoice, kind: 'INVOICE', grossCents: 1500, corrects: null },
      expect.objectContaining({ kind: 'CORRECTION', grossCents: -1500, corrects: b.invoice }),
      expect.objectContaining({ kind: 'INVOICE', grossCents: 2200, corrects: null }),
    ]);
    const docs = await invoiceDocuments(b.id, 3);
    const renewed = docs.find((d) => d.fileName.includes(register[2].number))!;
    for (const text of ['Bier', '7,00 €', '22,00 €']) expect(renewed.text).toContain(text);
    expect(await prepayment(b.id)).toMatchObject({ totalPrice: 22, paid: 15, open: 7 });
    await ctx.http().put(`${DETAILS}/${b.id}/pay`).set(auth).send({ paymentMethod: 'EC', amount: 7 }).expect(200);
    expect(await prepayment(b.id)).toMatchObject({ totalPrice: 22, paid: 22, open: 0 });
    // the lines of a paid booking stay as sold: changing or removing an extra is still refused
    const line = added.body.extras[0].id as number;
    const update = await ctx.http().put(`${V1}/bookings/bookings/${b.id}/extras/${line}`).set(auth).send({ amount: 1 });
    expectDomainError(update, 409, 'BOOKING_INVALID_TRANSITION');
  });
});
