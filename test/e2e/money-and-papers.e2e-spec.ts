import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { waitForOutboxMail } from '../support/mail.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { binary, createOfficeBooking } from '../support/office-booking.js';
import { pdfText } from '../support/pdf-text.js';
import { cartHeader, openCart } from '../support/public-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

// Issue 19, as a beach operator and an accountant would try it over HTTP: the invoice register (GoBD), correction
// invoices, the one rule against empty bookings, cancellations that add up, fees per chair, deposits, VAT per item.

const V1 = '/api/v1';
const DETAILS = `${V1}/features/booking_details`;
let ctx: TestContext;
let outbox: string;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let auth: { Authorization: string };
let fish: number;
let beer: number;
let nextChair = 0;

const day = (n: number) => addDays(today('Europe/Berlin'), n);

beforeAll(async () => {
  outbox = join(await mkdtemp(join(tmpdir(), 'strandkorb-money-')), 'outbox');
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: join(outbox, '..'), SMTP_HOST: '' });
  const location = await ctx.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    configuration: { paymentMethods: ['CASH', 'EC', 'EXTERNAL_PP'] },
    vendorConfiguration: { paymentMethods: ['CASH', 'PAYPAL', 'STRIPE_CREDIT_CARD'] },
  });
  s = await ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    chairsPerRow: 30,
  });
  await ctx.db.query(`UPDATE vendor SET cancellation_policy = '[]' WHERE id = $1`, [s.vendorId]);
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: 4711 })}` };
  const extra = async (name: string, type: string, price: number) => {
    const res = await ctx.http().post(`${V1}/vendor/extras`).set(auth).send({ name, type, price }).expect(201);
    return res.body as { id: number; vatRate: number };
  };
  const f = await extra('Fischbrötchen', 'FOOD', 4.5);
  const b = await extra('Bier', 'ALCOHOLIC_BEVERAGES', 3.5);
  expect([f.vatRate, b.vatRate]).toEqual([7, 19]);
  [fish, beer] = [f.id, b.id];
});
afterAll(() => ctx.close());

/** An office booking with `chairs` whole-day chairs (15 € each) from day 5, optional extras and a customer; CONFIRMED unless `open`. */
async function officeBooking(o: { chairs?: number; extras?: { extraId: number; amount: number }[]; open?: boolean; email?: string } = {}) {
  const chairIds = Array.from({ length: o.chairs ?? 1 }, () => s.chairIds[0][nextChair++]);
  return createOfficeBooking(ctx, auth, { chairIds, start: day(5), extras: o.extras, email: o.email, open: o.open });
}

/** The booking's documents of `type` once `count` of them are there, oldest first, with their PDF text. */
async function documents(bookingId: number, type: string, count = 1) {
  const items = await waitFor(
    async () => {
      const res = await ctx
        .http()
        .get(`${V1}/features/documents`)
        .query({ filters: JSON.stringify({ bookingId, type }) })
        .set(auth)
        .expect(200);
      return res.body.total >= count ? (res.body.items as { id: number; fileName: string; url: string; createdAt: string }[]) : undefined;
    },
    `${count} ${type} document(s) of booking ${bookingId}`,
    40_000,
  );
  const sorted = [...items].sort((a, b) => a.id - b.id);
  return Promise.all(
    sorted.map(async (item) => ({ ...item, text: pdfText((await binary(ctx.http().get(item.url).set(auth)).expect(200)).body as Buffer) })),
  );
}

const invoiceRegister = async (bookingId: number) =>
  (
    await ctx.db.query(
      `SELECT i.number, i.kind, i.gross_cents AS "grossCents", o.number AS corrects
         FROM invoice i LEFT JOIN invoice o ON o.id = i.corrects_id WHERE i.booking_id = $1 ORDER BY i.id`,
      [bookingId],
    )
  ).rows;

describe('VAT per item', () => {
  it('a Fischbrötchen carries 7 % VAT, a beer and the chair 19 %: per line, per rate, on the invoice PDF and in the mail', async () => {
    const b = await officeBooking({
      extras: [
        { extraId: fish, amount: 2 },
        { extraId: beer, amount: 2 },
      ],
    });
    const { rows: lines } = await ctx.db.query(
      `SELECT name, vat_rate AS "vatRate" FROM booking_extra WHERE booking_id = $1 ORDER BY name`,
      [b.id],
    );
    expect(lines).toEqual([
      { name: 'Bier', vatRate: 19 },
      { name: 'Fischbrötchen', vatRate: 7 },
    ]);
    const data = (await ctx.http().get(`${DETAILS}/${b.id}/invoiceData`).set(auth).expect(200)).body;
    expect(data.beachChairBookings[0]).toMatchObject({ vatRate: 19, gross: 15 });
    expect(data.extras).toEqual([
      expect.objectContaining({ name: 'Fischbrötchen', vatRate: 7, gross: 9, net: 8.41, vat: 0.59 }),
      expect.objectContaining({ name: 'Bier', vatRate: 19, gross: 7, net: 5.88, vat: 1.12 }),
    ]);
    // 15 + 7 = 22 at 19 %, 9 at 7 %: each rate split once on its sum
    expect(data.vatBreakdown).toEqual([
      { rate: 19, gross: 22, net: 18.49, vat: 3.51 },
      { rate: 7, gross: 9, net: 8.41, vat: 0.59 },
    ]);
    expect(data.totals).toEqual({ gross: 31, net: 26.9, vat: 4.1 });

    await ctx.http().put(`${DETAILS}/${b.id}/invoice`).set(auth).expect(200);
    const [invoice] = await documents(b.id, 'INVOICE');
    for (const text of ['Fischbrötchen', '7 %', 'Nettobetrag 7 %', 'USt. 7 %', '0,59 €', 'USt. 19 %', '3,51 €', '31,00 €'])
      expect(invoice.text).toContain(text);

    const { mail } = await waitForOutboxMail(outbox, b.email, /Buchungsbestätigung/);
    expect(mail.text).toMatch(/- 2 × Fischbrötchen: 9,00\s€/);
    expect(mail.text).toMatch(/inkl\. MwSt\. 19 %: 3,51\s€, 7 %: 0,59\s€/);
    // one line per chair and extra in HTML too
    expect(mail.html).toMatch(/Fischbrötchen: 9,00\s€<br>/);
  });

  it('an extra takes the rate its type has unless one is given; a rate other than 19, 7 or 0 is a 400 naming vatRate', async () => {
    const drink = await ctx
      .http()
      .post(`${V1}/vendor/extras`)
      .set(auth)
      .send({ name: 'Apfelschorle', type: 'BEVERAGES', price: 3 })
      .expect(201);
    expect(drink.body.vatRate).toBe(19);
    const cake = await ctx
      .http()
      .post(`${V1}/vendor/extras`)
      .set(auth)
      .send({ name: 'Kuchen', type: 'OTHER', price: 3, vatRate: 7 })
      .expect(201);
    expect(cake.body.vatRate).toBe(7);
    expectFieldError(
      await ctx.http().post(`${V1}/vendor/extras`).set(auth).send({ name: 'X', type: 'FOOD', price: 3, vatRate: 16 }),
      'vatRate',
    );
    const changed = await ctx.http().put(`${V1}/vendor/extras/${drink.body.id}`).set(auth).send({ type: 'FOOD' }).expect(200);
    expect(changed.body.vatRate).toBe(7);
  });
});

describe('invoices by the rules', () => {
  it('an invoiced booking cancelled later has two documents with two numbers, the second referring to the first; the first number never changes', async () => {
    const b = await officeBooking({ chairs: 2, extras: [{ extraId: fish, amount: 1 }] });
    const number = (await ctx.http().put(`${DETAILS}/${b.id}/invoice`).set(auth).expect(200)).body.invoiceNumber as string;
    expectDomainError(
      await ctx.http().put(`${DETAILS}/${b.id}/invoice`).set(auth).send({ invoiceNumber: 'RE-2026/0815' }),
      409,
      'INVOICE_NUMBER_IMMUTABLE',
    );
    await ctx.http().put(`${DETAILS}/${b.id}/pay`).set(auth).send({ paymentMethod: 'CASH' }).expect(200);
    await ctx.http().put(`${DETAILS}/${b.id}/cancel`).set(auth).send({ cancellationFee: 10 }).expect(200);

    const register = await invoiceRegister(b.id);
    expect(register).toHaveLength(2);
    expect(register[0]).toEqual({ number, kind: 'INVOICE', grossCents: 3450, corrects: null });
    expect(register[1]).toMatchObject({ kind: 'CORRECTION', grossCents: 1000 - 3450, corrects: number });
    expect(register[1].number).not.toBe(number);
    expect((await ctx.db.query(`SELECT invoice_number AS n FROM booking WHERE id = $1`, [b.id])).rows[0].n).toBe(number);

    const [invoice] = await documents(b.id, 'INVOICE');
    const [correction] = await documents(b.id, 'CANCELLATION');
    expect(invoice.text).toContain(number);
    expect(correction.fileName).toBe(`Stornorechnung_${register[1].number}_${b.ref}.pdf`);
    for (const text of [
      'Stornorechnung',
      register[1].number,
      'Zur Rechnung',
      number,
      '-15,00 €',
      '-4,50 €',
      'Stornogebühr',
      '10,00 €',
      '-24,50 €',
      'Erstattung',
      '24,50 €',
    ])
      expect(correction.text).toContain(text);

    // the mail carries the correction invoice
    const { mail } = await waitForOutboxMail(outbox, b.email, /Stornierung/);
    expect(mail.text).toContain(`Die Stornorechnung ${register[1].number}`);
    expect(mail.text).toMatch(/Erstattung: 24,50\s€/);
    expect(mail.attachments.map((a: { filename: string }) => a.filename)).toContain(correction.fileName);
  });

  it('a change of an invoiced booking: a correction invoice cancels the invoice line by line, a new invoice with a new number follows', async () => {
    const b = await officeBooking({ chairs: 1, extras: [{ extraId: fish, amount: 1 }] });
    const first = (await ctx.http().put(`${DETAILS}/${b.id}/invoice`).set(auth).expect(200)).body.invoiceNumber as string;
    await ctx
      .http()
      .post(`${V1}/bookings/bookings/${b.id}/extras`)
      .set(auth)
      .send({ items: [{ extraId: beer, amount: 2 }] })
      .expect(201);
    const register = await invoiceRegister(b.id);
    expect(register).toEqual([
      { number: first, kind: 'INVOICE', grossCents: 1950, corrects: null },
      expect.objectContaining({ kind: 'CORRECTION', grossCents: -1950, corrects: first }),
      expect.objectContaining({ kind: 'INVOICE', grossCents: 2650, corrects: null }),
    ]);
    const [, storno, renewed] = register;
    expect((await ctx.db.query(`SELECT invoice_number AS n FROM booking WHERE id = $1`, [b.id])).rows[0].n).toBe(renewed.number);
    const docs = await documents(b.id, 'INVOICE', 3);
    const byNumber = (n: string) => docs.find((d) => d.fileName.includes(n))!;
    for (const text of ['Stornorechnung', storno.number, 'Zur Rechnung', first, '-15,00 €', '-4,50 €', '-19,50 €', 'USt. 7 %'])
      expect(byNumber(storno.number).text).toContain(text);
    expect(byNumber(storno.number).text).not.toContain('Bier');
    for (const text of [renewed.number, 'Bier', 'Fischbrötchen', '26,50 €']) expect(byNumber(renewed.number).text).toContain(text);
    // the first invoice's document is as it was issued
    expect(byNumber(first).text).not.toContain('Bier');
  });

  it('no invoice and no payment for a booking without chairs: the same 409 on pay, external pay, invoice and short invoice', async () => {
    const id = (await ctx.http().post(`${V1}/bookings/bookings`).set(auth).expect(201)).body.id as number;
    expectDomainError(
      await ctx.http().put(`${DETAILS}/${id}/pay`).set(auth).send({ paymentMethod: 'CASH' }),
      409,
      'BOOKING_WITHOUT_BEACH_CHAIRS',
    );
    await ctx.http().put(`${DETAILS}/${id}/confirm`).set(auth).expect(200);
    expectDomainError(await ctx.http().put(`${DETAILS}/${id}/invoice`).set(auth), 409, 'BOOKING_WITHOUT_BEACH_CHAIRS');
    expectDomainError(await ctx.http().post(`${V1}/payments/external_pp/${id}/pay`).set(auth), 409, 'BOOKING_WITHOUT_BEACH_CHAIRS');
    expectDomainError(await ctx.http().get(`${DETAILS}/${id}/shortInvoice`).set(auth), 409, 'BOOKING_WITHOUT_BEACH_CHAIRS');
    const { rows } = await ctx.db.query(
      `SELECT b.status, b.invoice_number AS "invoiceNumber", (SELECT count(*)::int FROM payment WHERE booking_id = b.id) AS payments,
              (SELECT count(*)::int FROM invoice WHERE booking_id = b.id) AS invoices
         FROM booking b WHERE id = $1`,
      [id],
    );
    expect(rows[0]).toEqual({ status: 'CONFIRMED', invoiceNumber: null, payments: 0, invoices: 0 });
  });
});

describe('cancellations that add up', () => {
  it('an unpaid booking: the mail promises no refund and says what is still to pay', async () => {
    const b = await officeBooking({ chairs: 1 });
    await ctx.http().put(`${DETAILS}/${b.id}/cancel`).set(auth).send({ cancellationFee: 5 }).expect(200);
    const { mail } = await waitForOutboxMail(outbox, b.email, /Stornierung/);
    expect(mail.text).not.toMatch(/Erstattung:/);
    expect(mail.text).toMatch(/Noch zu zahlen: 5,00\s€/);
    expect(mail.attachments).toHaveLength(1);
    const prepayment = (await ctx.http().get(`${DETAILS}/${b.id}/prepayment`).set(auth).expect(200)).body;
    expect(prepayment).toMatchObject({ totalPrice: 5, paid: 0, open: 5 });
  });

  it('keeping the money (skipRefund): what the vendor keeps shows with its VAT, in the booking, the PDF and the mail', async () => {
    const b = await officeBooking({ chairs: 1, extras: [{ extraId: beer, amount: 1 }] });
    await ctx.http().put(`${DETAILS}/${b.id}/pay`).set(auth).send({ paymentMethod: 'EC' }).expect(200);
    await ctx.http().put(`${DETAILS}/${b.id}/cancel`).query({ skipRefund: 'true', cancellationFee: '0' }).set(auth).expect(200);
    const data = (await ctx.http().get(`${DETAILS}/${b.id}/invoiceData`).set(auth).expect(200)).body;
    expect(data.cancellation).toEqual({
      fee: 0,
      charged: 18.5,
      paid: 18.5,
      kept: { vatRate: 19, gross: 18.5, net: 15.55, vat: 2.95 },
      refund: 0,
      open: 0,
    });
    const [doc] = await documents(b.id, 'CANCELLATION');
    for (const text of ['Einbehaltener Betrag (Stornierung)', '18,50 €', '2,95 €', 'Einbehalten']) expect(doc.text).toContain(text);
    const { mail } = await waitForOutboxMail(outbox, b.email, /Stornierung/);
    expect(mail.text).toMatch(/Einbehaltener Betrag: 18,50\s€ \(inkl\. 19 % MwSt\.: 2,95\s€\)/);
    expect(mail.text).toContain('Es erfolgt keine Erstattung.');
  });

  it('a single chair cancelled with a fee: the fee stays on the total, a fee above the price is a 400', async () => {
    const b = await officeBooking({ chairs: 2 });
    const [first, second] = b.chairBookingIds;
    const tooHigh = await ctx.http().delete(`${DETAILS}/${b.id}/cancel/${first}`).query({ cancellationFee: '15.01' }).set(auth);
    expectDomainError(tooHigh, 400, 'INVALID_INPUT');
    expect(tooHigh.body.payload).toEqual({ field: 'cancellationFee', max: 15 });
    expectFieldError(
      await ctx.http().delete(`${DETAILS}/${b.id}/cancel/${first}`).query({ cancellationFee: 'fünf' }).set(auth),
      'cancellationFee',
    );
    const res = await ctx.http().delete(`${DETAILS}/${b.id}/cancel/${first}`).query({ cancellationFee: '5' }).set(auth).expect(200);
    expect(res.body.totalPrice).toBe(20);
    const { rows } = await ctx.db.query(
      `SELECT id, status, cancellation_fee_cents AS fee FROM beach_chair_booking WHERE booking_id = $1 ORDER BY id`,
      [b.id],
    );
    expect(rows).toEqual([
      { id: first, status: 'CANCELED', fee: 500 },
      { id: second, status: 'CONFIRMED', fee: null },
    ]);
    const data = (await ctx.http().get(`${DETAILS}/${b.id}/invoiceData`).set(auth).expect(200)).body;
    expect(data.beachChairCancellationFees).toEqual([expect.objectContaining({ beachChairBookingId: first, vatRate: 19, gross: 5 })]);
    expect(data.totals.gross).toBe(20);
    const [doc] = await documents(b.id, 'BEACH_CHAIR_CANCELLATION');
    for (const text of ['Stornogebühr', '5,00 €', 'Neuer Buchungsbetrag', '20,00 €']) expect(doc.text).toContain(text);
  });

  it('an invoiced booking losing one chair gets a correction invoice for the difference', async () => {
    const b = await officeBooking({ chairs: 2 });
    const number = (await ctx.http().put(`${DETAILS}/${b.id}/invoice`).set(auth).expect(200)).body.invoiceNumber as string;
    await ctx.http().delete(`${DETAILS}/${b.id}/cancel/${b.chairBookingIds[1]}`).query({ cancellationFee: '3' }).set(auth).expect(200);
    const register = await invoiceRegister(b.id);
    expect(register).toEqual([
      { number, kind: 'INVOICE', grossCents: 3000, corrects: null },
      expect.objectContaining({ kind: 'CORRECTION', grossCents: -1200, corrects: number }),
    ]);
    const [doc] = await documents(b.id, 'BEACH_CHAIR_CANCELLATION');
    for (const text of ['Stornorechnung', register[1].number, number, '-15,00 €', '3,00 €', '-12,00 €']) expect(doc.text).toContain(text);
  });

  it('the fee of a booking that is cancelled already is a 409, not 0', async () => {
    const b = await officeBooking();
    await ctx.http().put(`${DETAILS}/${b.id}/cancel`).set(auth).expect(200);
    expectDomainError(await ctx.http().get(`${DETAILS}/${b.id}/calculateCancellationFee`).set(auth), 409, 'BOOKING_ALREADY_CANCELED');
  });
});

describe('deposits', () => {
  it('a deposit is recorded without booking it; prepayment, invoice data and the short invoice show paid and open; the rest books it', async () => {
    const b = await officeBooking({ chairs: 3 });
    const deposit = await ctx.http().put(`${DETAILS}/${b.id}/pay`).set(auth).send({ paymentMethod: 'CASH', amount: 20 }).expect(200);
    expect(deposit.body.status).toBe('CONFIRMED');
    expect((await ctx.http().get(`${DETAILS}/${b.id}/prepayment`).set(auth).expect(200)).body).toMatchObject({
      totalPrice: 45,
      paid: 20,
      open: 25,
    });
    expect((await ctx.http().get(`${DETAILS}/${b.id}/invoiceData`).set(auth).expect(200)).body).toMatchObject({ paid: 20, open: 25 });
    const short = pdfText((await binary(ctx.http().get(`${DETAILS}/${b.id}/shortInvoice`).set(auth)).expect(200)).body as Buffer);
    for (const text of ['teilweise bezahlt (Anzahlung)', 'Bereits bezahlt', '20,00 €', 'Noch offen', '25,00 €'])
      expect(short).toContain(text);
    const over = await ctx.http().put(`${DETAILS}/${b.id}/pay`).set(auth).send({ paymentMethod: 'CASH', amount: 25.01 });
    expectDomainError(over, 400, 'INVALID_INPUT');
    expect(over.body.payload).toEqual({ field: 'amount', max: 25 });

    const rest = await ctx.http().put(`${DETAILS}/${b.id}/pay`).set(auth).send({ paymentMethod: 'CASH' }).expect(200);
    expect(rest.body.status).toBe('BOOKED');
    const { rows } = await ctx.db.query(`SELECT amount_cents AS cents FROM payment WHERE booking_id = $1 ORDER BY id`, [b.id]);
    expect(rows.map((r: { cents: number }) => r.cents)).toEqual([2000, 2500]);
  });
});

describe('texts', () => {
  it("the booking's language (PATCH) decides the mails, not the customer's", async () => {
    const b = await officeBooking({ open: true });
    await ctx.http().patch(`${V1}/bookings/bookings/${b.id}`).set(auth).send({ language: 'en' }).expect(200);
    await ctx.http().put(`${DETAILS}/${b.id}/confirm`).set(auth).expect(200);
    const { mail } = await waitForOutboxMail(outbox, b.email, /Booking confirmation/);
    expect(mail.text).toContain('your booking');
    expect(mail.text).toMatch(/- Beach chair \d+ \(Section [^,]+, Reihe 1\):/);
  });
});

describe('payment methods and the external payment', () => {
  it("a booking answer offers the location's methods, not the vendor's", async () => {
    const cart = await openCart(ctx, { publicReference: s.publicReference });
    const res = await ctx
      .http()
      .post(`${V1}/features/public/booking/${cart.ref}/beach_chair_bookings`)
      .set(cartHeader(cart))
      .query({ publicReference: s.publicReference })
      .send({ beachChairId: s.chairIds[0][nextChair++], model: '2_SEAT_RECLINER', start: day(6), end: day(6) })
      .expect(201);
    expect(res.body.vendor.configuration.paymentMethods).toEqual(['CASH', 'EC', 'EXTERNAL_PP']);
  });

  it('external_pp only for a submitted booking at a location that offers it', async () => {
    const open = await officeBooking({ open: true });
    expectDomainError(await ctx.http().post(`${V1}/payments/external_pp/${open.id}/pay`).set(auth), 409, 'BOOKING_INVALID_TRANSITION');
    const confirmed = await officeBooking();
    const paid = await ctx.http().post(`${V1}/payments/external_pp/${confirmed.id}/pay`).set(auth).expect(201);
    expect(paid.body.status).toBe('BOOKED');

    const plain = await ctx.factories.newRentalLocation({ vendorId: s.vendorId, seasonStart: '01-01', seasonEnd: '31-12' });
    const elsewhere = await ctx.factories.newRentalSection({
      locationId: plain.id,
      vendorId: s.vendorId,
      publicReference: s.publicReference,
    });
    const id = (await ctx.http().post(`${V1}/bookings/bookings`).set(auth).expect(201)).body.id as number;
    await ctx
      .http()
      .post(`${V1}/bookings/beach-chairs`)
      .set(auth)
      .send({ bookingId: id, beachChairId: elsewhere.chairIds[0][0], model: '2_SEAT_RECLINER', start: day(5), end: day(5) })
      .expect(201);
    await ctx.http().put(`${DETAILS}/${id}/confirm`).set(auth).expect(200);
    expectDomainError(await ctx.http().post(`${V1}/payments/external_pp/${id}/pay`).set(auth), 409, 'PAYMENT_METHOD_NOT_OFFERED');
  });
});
