import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { waitForOutboxMail } from '../support/mail.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { createOfficeBooking } from '../support/office-booking.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

// Issue 29, the money an operator and an accountant check to the cent: refunds recorded and shown (2), reports that
// agree (7), the cancellation fee's base in the vendor's policy, one chair canceled by it with a mail and a correction
// invoice (11), VAT per rate and German payment method names in the mails (13), the cancellation mail's totals (15).

const V1 = '/api/v1';
const DETAILS = `${V1}/features/booking_details`;
let ctx: TestContext;
let outbox: string;
let fish: number;
let nextChair = 0;

type Vendor = Awaited<ReturnType<typeof newVendor>>;
let main: Vendor;

const day = (n: number) => addDays(today('Europe/Berlin'), n);
const euros = (text: string) => new RegExp(text.replace(/ /g, '\\s').replace(/[()]/g, '\\$&'));

/** A vendor of its own (the reports count its bookings only), 15 € a day per chair, 50 % from 10 days before the start. */
async function newVendor() {
  const location = await ctx.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    configuration: { paymentMethods: ['CASH', 'EC', 'BANK_TRANSFER'] },
  });
  const s = await ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    chairsPerRow: 30,
  });
  await ctx.db.query(
    `UPDATE vendor SET cancellation_policy = '[{"daysBefore": 10, "percent": 50}]',
            invoice_data = invoice_data || '{"bankData": {"accountHolder": "Strandkorb GmbH", "iban": "DE89370400440532013000"}}'
      WHERE id = $1`,
    [s.vendorId],
  );
  const auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: 4711 })}` };
  return { s, auth };
}

beforeAll(async () => {
  outbox = join(await mkdtemp(join(tmpdir(), 'strandkorb-issue29-')), 'outbox');
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: join(outbox, '..'), SMTP_HOST: '' });
  main = await newVendor();
  const res = await ctx
    .http()
    .post(`${V1}/vendor/extras`)
    .set(main.auth)
    .send({ name: 'Fischbrötchen', type: 'FOOD', price: 4.5 })
    .expect(201);
  expect(res.body.vatRate).toBe(7);
  fish = res.body.id as number;
});
afterAll(() => ctx.close());

/** An office booking of `chairs` whole-day chairs (15 € each) on day 5, optional extras, a customer; CONFIRMED unless `open`. */
async function officeBooking(o: { v?: Vendor; chairs?: number; fish?: number; open?: boolean } = {}) {
  const { s, auth } = o.v ?? main;
  const chairIds = Array.from({ length: o.chairs ?? 1 }, () => s.chairIds[0][nextChair++ % 30]);
  const extras = o.fish ? [{ extraId: fish, amount: o.fish }] : undefined;
  return { ...(await createOfficeBooking(ctx, auth, { chairIds, start: day(5), extras, open: o.open })), auth };
}

const prepayment = async (b: { id: number; auth: Record<string, string> }) =>
  (await ctx.http().get(`${DETAILS}/${b.id}/prepayment`).set(b.auth).expect(200)).body;

describe('11: the cancellation fee follows the base of the vendor’s policy', () => {
  it('50 % of the rental price by default (7,50 € of 15 € rental and 9 € extras), of rental and extras when the vendor says so', async () => {
    const b = await officeBooking({ fish: 2 });
    const fee = (await ctx.http().get(`${DETAILS}/${b.id}/calculateCancellationFee`).set(main.auth).expect(200)).body;
    expect(fee).toMatchObject({ totalPrice: 24, base: 'RENTAL', baseAmount: 15, percent: 50, cancellationFee: 7.5, refund: 16.5 });

    const vendor = await ctx
      .http()
      .put(`${V1}/vendor/vendors/${main.s.vendorId}`)
      .set(main.auth)
      .send({ cancellationFeeBase: 'RENTAL_AND_EXTRAS' })
      .expect(200);
    expect(vendor.body.cancellationFeeBase).toBe('RENTAL_AND_EXTRAS');
    const withExtras = (await ctx.http().get(`${DETAILS}/${b.id}/calculateCancellationFee`).set(main.auth).expect(200)).body;
    expect(withExtras).toMatchObject({ base: 'RENTAL_AND_EXTRAS', baseAmount: 24, cancellationFee: 12 });
    expectFieldError(
      await ctx.http().put(`${V1}/vendor/vendors/${main.s.vendorId}`).set(main.auth).send({ cancellationFeeBase: 'EVERYTHING' }),
      'cancellationFeeBase',
    );
    await ctx.http().put(`${V1}/vendor/vendors/${main.s.vendorId}`).set(main.auth).send({ cancellationFeeBase: 'RENTAL' }).expect(200);

    // cancelled as a whole with the policy's fee; 15: the mail's total is the booking's (24,00 €, not the chair's 15,00 €)
    await ctx.http().put(`${DETAILS}/${b.id}/cancel`).set(main.auth).expect(200);
    const { rows } = await ctx.db.query(`SELECT cancellation_fee_cents AS fee FROM booking WHERE id = $1`, [b.id]);
    expect(rows[0].fee).toBe(750);
    const { mail } = await waitForOutboxMail(outbox, b.email, /^Stornierung/);
    expect(mail.text).toMatch(euros('Gesamtbetrag der Buchung: 24,00 €'));
    expect(mail.text).toMatch(euros('Stornogebühr: 7,50 €'));
  });

  it('cancel one chair of two: the policy’s fee, a mail, the correction invoice, and the refund in the booking panel', async () => {
    const b = await officeBooking({ chairs: 2, fish: 1 });
    const number = (await ctx.http().put(`${DETAILS}/${b.id}/invoice`).set(main.auth).expect(200)).body.invoiceNumber as string;
    await ctx.http().put(`${DETAILS}/${b.id}/pay`).set(main.auth).send({ paymentMethod: 'CASH' }).expect(200);

    const res = await ctx.http().delete(`${DETAILS}/${b.id}/cancel/${b.chairBookingIds[0]}`).set(main.auth).expect(200);
    // 50 % of the chair's 15 € stays; the booking is 15 € + 7,50 € + 4,50 €
    expect(res.body.totalPrice).toBe(27);
    const { rows: chairs } = await ctx.db.query(`SELECT cancellation_fee_cents AS fee FROM beach_chair_booking WHERE id = $1`, [
      b.chairBookingIds[0],
    ]);
    expect(chairs[0].fee).toBe(750);

    const { rows: register } = await ctx.db.query(
      `SELECT i.number, i.kind, i.gross_cents AS "grossCents", o.number AS corrects
         FROM invoice i LEFT JOIN invoice o ON o.id = i.corrects_id WHERE i.booking_id = $1 ORDER BY i.id`,
      [b.id],
    );
    expect(register).toHaveLength(2);
    expect(register[1]).toMatchObject({ kind: 'CORRECTION', grossCents: -750, corrects: number });

    const { mail } = await waitForOutboxMail(outbox, b.email, /Teilstornierung/);
    expect(mail.subject).toBe(`Teilstornierung Ihrer Buchung ${b.ref}`);
    for (const line of [
      'Gesamtbetrag der Buchung: 34,50 €',
      'Stornogebühr: 7,50 € (inkl. 19 % MwSt.: 1,20 €)',
      'Neuer Gesamtbetrag der Buchung: 27,00 €',
      'Bereits bezahlt: 34,50 €',
      'Erstattung: 7,50 €',
    ])
      expect(mail.text).toMatch(euros(line));
    expect(mail.text).toContain(`Die Stornorechnung ${register[1].number}`);
    const attached = mail.attachments.map((a) => a.filename);
    expect(attached).toEqual([expect.stringMatching(new RegExp(`^Stornorechnung_.+_${register[1].number}_${b.ref}\\.pdf$`))]);

    // 2: the panel's money: paid, refund due; the cash refund recorded brings "refunded" to 7,50 €
    expect(await prepayment(b)).toMatchObject({ totalPrice: 27, paid: 34.5, open: 0, refunded: 0, refundDue: 7.5 });
    const tooMuch = await ctx.http().post(`${DETAILS}/${b.id}/refund`).set(main.auth).send({ amount: 7.51, paymentMethod: 'CASH' });
    expectDomainError(tooMuch, 400, 'INVALID_INPUT');
    expect(tooMuch.body).toMatchObject({
      message: 'amount must not exceed the refund due of 7.50 euros',
      payload: { field: 'amount', max: 7.5 },
    });
    const zero = await ctx.http().post(`${DETAILS}/${b.id}/refund`).set(main.auth).send({ amount: 0, paymentMethod: 'CASH' });
    expectDomainError(zero, 400, 'INVALID_INPUT');
    expect(zero.body.payload).toMatchObject({ field: 'amount' });
    expectFieldError(
      await ctx.http().post(`${DETAILS}/${b.id}/refund`).set(main.auth).send({ amount: 1, paymentMethod: 'PAYPAL' }),
      'paymentMethod',
    );
    const done = await ctx.http().post(`${DETAILS}/${b.id}/refund`).set(main.auth).send({ amount: 7.5, paymentMethod: 'CASH' }).expect(200);
    expect(done.body).toMatchObject({ totalPrice: 27, paid: 27, refunded: 7.5, refundDue: 0 });
    expect(done.body.payments[0]).toMatchObject({ amount: 34.5, refunded: 7.5 });
    const { rows: history } = await ctx.db.query(`SELECT details FROM booking_history WHERE booking_id = $1 AND action = 'RECORD_REFUND'`, [
      b.id,
    ]);
    expect(history).toEqual([{ details: expect.objectContaining({ amountCents: 750, paymentMethod: 'CASH' }) }]);
    // nothing left to give back
    expectDomainError(
      await ctx.http().post(`${DETAILS}/${b.id}/refund`).set(main.auth).send({ amount: 1, paymentMethod: 'CASH' }),
      400,
      'INVALID_INPUT',
    );
  });
});

describe('13: VAT per rate and the payment method’s German name in the mails', () => {
  it('the bank-transfer mail states 19 % of the chair and 7 % of the food, not 19 % of the total', async () => {
    const b = await officeBooking({ fish: 2, open: true });
    await ctx.db.query(`UPDATE booking SET status = 'PENDING', payment_method = 'BANK_TRANSFER' WHERE id = $1`, [b.id]);
    await ctx.http().get(`${DETAILS}/${b.id}/resendBankTransfer`).set(main.auth).expect(200);
    const { mail } = await waitForOutboxMail(outbox, b.email, /Überweisung/);
    // 15 € at 19 %: 2,39 €; 9 € at 7 %: 0,59 € (today: 3,83 € as 19 % of 24 €)
    expect(mail.text).toMatch(euros('Gesamtbetrag: 24,00 € (inkl. MwSt. 19 %: 2,39 €, 7 %: 0,59 €)'));
  });

  it('the confirmation of a booking paid in cash names the method as the invoice does, not CASH', async () => {
    const b = await officeBooking({ open: true });
    await ctx.http().put(`${DETAILS}/${b.id}/reserve`).set(main.auth).expect(200);
    await ctx.http().put(`${DETAILS}/${b.id}/pay`).set(main.auth).send({ paymentMethod: 'CASH' }).expect(200);
    const { mail } = await waitForOutboxMail(outbox, b.email, /Buchungsbestätigung/);
    expect(mail.text).toContain('Bezahlt: Barzahlung vor Ort. Vielen Dank!');
    expect(mail.text).not.toContain('CASH');
  });
});

describe('7 and 2: reports that agree', () => {
  let v: Vendor;
  let canceled: Awaited<ReturnType<typeof officeBooking>>;

  beforeAll(async () => {
    v = await newVendor();
    // paid 15 € in cash, then cancelled: 7,50 € fee kept, 7,50 € given back in cash
    canceled = await officeBooking({ v });
    await ctx.http().put(`${DETAILS}/${canceled.id}/pay`).set(v.auth).send({ paymentMethod: 'CASH' }).expect(200);
    await ctx.http().put(`${DETAILS}/${canceled.id}/cancel`).set(v.auth).expect(200);
    await ctx.http().post(`${DETAILS}/${canceled.id}/refund`).set(v.auth).send({ amount: 7.5, paymentMethod: 'CASH' }).expect(200);
    // paid 15 € by card terminal
    const paid = await officeBooking({ v });
    await ctx.http().put(`${DETAILS}/${paid.id}/pay`).set(v.auth).send({ paymentMethod: 'EC' }).expect(200);
    // confirmed, not paid: no revenue, nothing spent
    await officeBooking({ v });
  });

  const range = () => ({ from: day(-1), to: day(1) });

  it('the fee paid in cash is revenue under cash, the total includes it, the cash refund is listed', async () => {
    const report = (
      await ctx
        .http()
        .get(`${DETAILS}/revenue_report`)
        .query({ ...range(), groupBy: 'month' })
        .set(v.auth)
        .expect(200)
    ).body;
    expect(report.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          paymentMethod: 'CASH',
          paidBookings: 0,
          revenue: 7.5,
          cancellations: 1,
          cancellationFees: 7.5,
          refunds: 7.5,
        }),
        expect.objectContaining({ paymentMethod: 'EC', paidBookings: 1, revenue: 15, cancellations: 0, refunds: 0 }),
      ]),
    );
    expect(report.items.every((i: { paymentMethod: unknown }) => typeof i.paymentMethod === 'string')).toBe(true);
    expect(report).toMatchObject({ totalRevenue: 22.5, totalCancellationFees: 7.5, totalRefunds: 7.5, totalPaidBookings: 1 });
  });

  it('the CSVs: two decimals for every amount; the German spreadsheet has German headers and values', async () => {
    const rfc = await ctx
      .http()
      .get(`${DETAILS}/revenue_report`)
      .query({ ...range(), groupBy: 'month', csv: 'true' })
      .set(v.auth)
      .expect(200);
    expect(rfc.text).toMatch(/,EC,1,15\.00,0,0\.00,0\.00\r\n/);
    const de = await ctx
      .http()
      .get(`${DETAILS}/revenue_report`)
      .query({ ...range(), groupBy: 'month', csv: 'true', csvFormat: 'excel-de' })
      .set(v.auth)
      .expect(200);
    const [header, ...lines] = de.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Zeitraum;Zahlungsart;Bezahlte Buchungen;Umsatz;Stornierungen;Stornogebühren;Erstattungen');
    expect(lines).toContainEqual(expect.stringMatching(/;Bar;0;7,50;1;7,50;7,50$/));
    expect(lines).toContainEqual(expect.stringMatching(/;EC-Karte;1;15,00;0;0,00;0,00$/));

    const bookings = await ctx.http().get(DETAILS).query({ csv: 'true', csvFormat: 'excel-de', itemsPerPage: 0 }).set(v.auth).expect(200);
    const [bookingHeader, ...bookingLines] = bookings.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(bookingHeader).toContain('Buchungsnummer;Status;Quelle;Zahlungsart;Gesamtbetrag;Stornogebühr');
    const line = bookingLines.find((l) => l.startsWith(`${canceled.id};${canceled.ref};`));
    expect(line).toContain(';Storniert;Office;Bar;15,00;7,50;');
    expect(bookings.text).not.toMatch(/CANCELED|;CASH;/);
  });

  it('a customer’s revenue counts only what was paid (the unpaid booking adds nothing; a refund is taken off)', async () => {
    const list = (await ctx.http().get(`${DETAILS}/customer`).query({ itemsPerPage: 0 }).set(v.auth).expect(200)).body.items as {
      email: string;
      totalSpent: number;
    }[];
    const spent = list.map((c) => c.totalSpent).sort((a, b) => a - b);
    expect(spent).toEqual([0, 7.5, 15]);
  });
});

describe('2: a refund in the panel shows what is due and is refused beyond it', () => {
  it('an unpaid booking has no refund due: recording one is a 400 naming amount', async () => {
    const b = await officeBooking();
    expect(await prepayment(b)).toMatchObject({ totalPrice: 15, paid: 0, refunded: 0, refundDue: 0, open: 15 });
    const res = await ctx.http().post(`${DETAILS}/${b.id}/refund`).set(main.auth).send({ amount: 5, paymentMethod: 'BANK_TRANSFER' });
    expectDomainError(res, 400, 'INVALID_INPUT');
    expect(res.body.payload).toEqual({ field: 'amount', max: 0 });
    const { rows } = await ctx.db.query(
      `SELECT count(*)::int AS n FROM booking_history WHERE booking_id = $1 AND action = 'RECORD_REFUND'`,
      [b.id],
    );
    expect(rows[0].n).toBe(0);
  });
});
