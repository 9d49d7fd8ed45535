import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { UserRole } from '../../server/src/common/enums.js';
import { AppConfig } from '../../server/src/config/app-config.js';
import { QueueName } from '../../server/src/infra/queue/queue.types.js';
import { addDays, today } from '../../server/src/common/time.js';
import { readOutbox, waitForOutboxMail } from '../support/mail.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { binary, createOfficeBooking } from '../support/office-booking.js';
import { pdfText } from '../support/pdf-text.js';
import { cartHeader, fillCart } from '../support/public-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

// Issue 29, items 10, 14, 16 and 17, as an accountant and an operator would check them: the month's invoice export
// summed per VAT rate against the PDFs, no bank-transfer request without a chair, the register data and page labels
// of the PDFs, a payment of 0,00 €, a morning in the calendar file, the plain CSV's local dates.

const V1 = '/api/v1';
const DETAILS = `${V1}/features/booking_details`;
const PUBLIC = `${V1}/features/public`;
let ctx: TestContext;
let outbox: string;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let auth: { Authorization: string };
let fish: number;
let beer: number;
let nextChair = 0;

const day = (n: number) => addDays(today('Europe/Berlin'), n);

beforeAll(async () => {
  outbox = join(await mkdtemp(join(tmpdir(), 'strandkorb-papers-')), 'outbox');
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: join(outbox, '..'), SMTP_HOST: '' });
  const location = await ctx.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: ['BANK_TRANSFER', 'CASH', 'PAYPAL'] },
  });
  s = await ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    chairsPerRow: 40,
  });
  await ctx.factories.setVendorBankData(s.vendorId);
  await ctx.db.query(`UPDATE vendor SET cancellation_policy = '[]' WHERE id = $1`, [s.vendorId]);
  const owner = await ctx.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'OWNER' });
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: owner.id })}` };
  const extra = async (name: string, type: string, price: number) =>
    (await ctx.http().post(`${V1}/vendor/extras`).set(auth).send({ name, type, price }).expect(201)).body.id as number;
  fish = await extra('Fischbrötchen', 'FOOD', 4.5);
  beer = await extra('Bier', 'ALCOHOLIC_BEVERAGES', 3.5);
});
afterAll(() => ctx.close());

/** An office booking, CONFIRMED: `chairs` whole-day chairs (15 €) on day 5, or a morning (`rate`), extras, a customer. */
async function officeBooking(o: { chairs?: number; rate?: string; extras?: { extraId: number; amount: number }[] } = {}) {
  const chairIds = Array.from({ length: o.chairs ?? 1 }, () => s.chairIds[0][nextChair++]);
  const { id, email } = await createOfficeBooking(ctx, auth, { chairIds, start: day(5), rate: o.rate, extras: o.extras });
  return { id, email };
}

/** The document whose file name holds `invoiceNumber` once it is there, with its PDF. */
async function documentOf(invoiceNumber: string) {
  const doc = await waitFor(async () => {
    const res = await ctx.http().get(`${V1}/features/documents`).query({ search: invoiceNumber }).set(auth).expect(200);
    return (res.body.items as { fileName: string; url: string }[]).find((d) => d.fileName.includes(invoiceNumber));
  }, `the document of ${invoiceNumber}`);
  return pdfText((await binary(ctx.http().get(doc.url).set(auth)).expect(200)).body as Buffer);
}

const euros = (text: string) => Number(text.replace(/[^\d,-]/g, '').replace(',', '.'));
/** The amount a PDF prints right after `label` (the totals put the label and its value one after the other). */
function amountAfter(text: string, label: string): number {
  const lines = text.split('\n');
  const at = lines.indexOf(label);
  return at < 0 ? 0 : euros(lines[at + 1]);
}

describe('the invoice export books each VAT rate on its own (item 10)', () => {
  it("export the month's invoices and sum the VAT per rate against the PDFs: a mixed-rate correction is not all 19 %", async () => {
    // An invoiced booking with food (7 %) and beer (19 %) canceled with a fee: its correction invoice reverses both rates.
    const canceled = await officeBooking({
      extras: [
        { extraId: fish, amount: 2 },
        { extraId: beer, amount: 1 },
      ],
    });
    // Each invoice's PDF is made before the booking changes (the PDF made late is the next test's).
    const firstNumber = (await ctx.http().put(`${DETAILS}/${canceled.id}/invoice`).set(auth).expect(200)).body.invoiceNumber as string;
    await documentOf(firstNumber);
    await ctx.http().put(`${DETAILS}/${canceled.id}/cancel`).set(auth).send({ cancellationFee: 5 }).expect(200);
    // An invoiced booking changed afterwards: reversal and a new invoice.
    const changed = await officeBooking({ extras: [{ extraId: fish, amount: 1 }] });
    await documentOf((await ctx.http().put(`${DETAILS}/${changed.id}/invoice`).set(auth).expect(200)).body.invoiceNumber as string);
    await ctx
      .http()
      .post(`${V1}/bookings/bookings/${changed.id}/extras`)
      .set(auth)
      .send({ items: [{ extraId: beer, amount: 2 }] });

    const from = today('Europe/Berlin');
    const res = await ctx.http().get(`${DETAILS}/invoice_export`).query({ from, to: from, itemsPerPage: 0 }).set(auth).expect(200);
    const lines = res.body.items as Record<string, number | string | null>[];
    expect(lines.map((l) => l.kind)).toEqual(['INVOICE', 'CORRECTION', 'INVOICE', 'CORRECTION', 'INVOICE']);

    // The cancellation's correction: −15,00 € chair + 5,00 € fee − 3,50 € beer at 19 %, −9,00 € fish at 7 %.
    expect(lines[1]).toMatchObject({ gross: -22.5, net19: -11.34, vat19: -2.16, net7: -8.41, vat7: -0.59, net0: 0 });

    const sums = { pdf: { vat19: 0, vat7: 0, net19: 0, net7: 0 }, export: { vat19: 0, vat7: 0, net19: 0, net7: 0 } };
    for (const line of lines) {
      const text = await documentOf(String(line.invoiceNumber));
      const printed = {
        net19: amountAfter(text, 'Nettobetrag 19 %'),
        vat19: amountAfter(text, 'USt. 19 %'),
        net7: amountAfter(text, 'Nettobetrag 7 %'),
        vat7: amountAfter(text, 'USt. 7 %'),
      };
      // each line as its PDF states it
      expect({ number: line.invoiceNumber, net19: line.net19, vat19: line.vat19, net7: line.net7, vat7: line.vat7 }).toEqual({
        number: line.invoiceNumber,
        ...printed,
      });
      for (const k of ['vat19', 'vat7', 'net19', 'net7'] as const) {
        sums.pdf[k] += printed[k];
        sums.export[k] += line[k] as number;
      }
    }
    const cents = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v * 100)]));
    expect(cents(sums.export)).toEqual(cents(sums.pdf));
    expect(sums.export.vat7).not.toBe(0);

    // The CSV carries the same columns.
    const csv = await ctx.http().get(`${DETAILS}/invoice_export`).query({ from, to: from, itemsPerPage: 0, csv: 'true' }).set(auth);
    expect(csv.text.split('\r\n')[0]).toContain('net19,vat19,net7,vat7,net0');
  });
});

describe('an invoice PDF made only after the booking changed (a loaded queue)', () => {
  it('prints what the register says was issued, not the extras added since', async () => {
    const connection = new Redis(ctx.app.get(AppConfig).REDIS_URL, { maxRetriesPerRequest: null });
    const documents = new Queue(QueueName.DOCUMENTS, { connection, prefix: ctx.app.get(AppConfig).QUEUE_PREFIX });
    await documents.pause();
    try {
      const b = await officeBooking({ extras: [{ extraId: fish, amount: 1 }] });
      const number = (await ctx.http().put(`${DETAILS}/${b.id}/invoice`).set(auth).expect(200)).body.invoiceNumber as string;
      await ctx
        .http()
        .post(`${V1}/bookings/bookings/${b.id}/extras`)
        .set(auth)
        .send({ items: [{ extraId: beer, amount: 2 }] })
        .expect(201);
      await documents.resume();
      const text = await documentOf(number);
      expect(text).toContain('Fischbrötchen');
      expect(text).not.toContain('Bier');
      // 15,00 € chair + 4,50 € fish, as issued (the 7,00 € of beer came later and has its own correction and invoice).
      expect(amountAfter(text, 'Gesamtbetrag')).toBe(19.5);
    } finally {
      await documents.resume();
      await documents.close();
      await connection.quit();
    }
  });
});

describe('no bank-transfer request for a booking without a chair (item 14)', () => {
  it('a storefront cart whose chair was removed is not submitted: 409, no mail, still OPEN; on site and online the same', async () => {
    const cart = await fillCart(ctx, {
      publicReference: s.publicReference,
      chair: { beachChairId: s.chairIds[0][nextChair++], day: day(6) },
      extras: [{ extraId: fish, amount: 2 }],
      method: 'BANK_TRANSFER',
    });
    const chairs = await ctx.db.query(
      `SELECT cb.id FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id WHERE b.booking_ref = $1`,
      [cart.ref],
    );
    await ctx
      .http()
      .delete(`${PUBLIC}/booking/${cart.ref}/beach_chair_booking/${chairs.rows[0].id}`)
      .set(cartHeader(cart))
      .query({ publicReference: s.publicReference })
      .expect(200);
    const confirm = () => ctx.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: cart.ref, email: cart.email });
    expectDomainError(await confirm(), 409, 'BOOKING_WITHOUT_BEACH_CHAIRS');
    for (const method of ['CASH', 'PAYPAL']) {
      await ctx
        .http()
        .put(`${PUBLIC}/booking`)
        .query({ bookingRef: cart.ref, email: cart.email })
        .send({ paymentMethod: method })
        .expect(200);
      const res =
        method === 'CASH'
          ? await confirm()
          : await ctx
              .http()
              .post(`${V1}/payments/paypal/payment`)
              .set('Accept', 'application/json')
              .query({ bookingRef: cart.ref, email: cart.email });
      expectDomainError(res, 409, 'BOOKING_WITHOUT_BEACH_CHAIRS');
    }
    const { rows } = await ctx.db.query(
      `SELECT b.status, b.invoice_number AS "invoiceNumber", b.meta_data ? 'bankData' AS "bankData",
              (SELECT count(*)::int FROM payment WHERE booking_id = b.id) AS payments,
              (SELECT count(*)::int FROM booking_history h WHERE h.booking_id = b.id AND h.action LIKE 'SUBMIT%') AS submits
         FROM booking b WHERE b.booking_ref = $1`,
      [cart.ref],
    );
    expect(rows[0]).toEqual({ status: 'OPEN', invoiceNumber: null, bankData: false, payments: 0, submits: 0 });
    expect((await readOutbox(outbox)).filter(({ mail }) => mail.to.includes(cart.email))).toEqual([]);
  });
});

describe('PDF layout (item 16)', () => {
  it('a GmbH prints its register court, number and managing directors (set in the vendor settings); every page says Seite n von m', async () => {
    const settings = {
      invoiceData: { registerCourt: 'Amtsgericht Lübeck', registerNumber: 'HRB 12345 HL', managingDirectors: 'Jan Möller, Anna Petersen' },
    };
    const put = await ctx.http().put(`${V1}/vendor/vendors/${s.vendorId}`).set(auth).send(settings).expect(200);
    expect(put.body.invoiceData).toMatchObject({
      ...settings.invoiceData,
      bankData: expect.objectContaining({ iban: expect.any(String) }),
    });
    expectFieldError(
      await ctx
        .http()
        .put(`${V1}/vendor/vendors/${s.vendorId}`)
        .set(auth)
        .send({ invoiceData: { registerNumber: 'x'.repeat(41) } }),
      'invoiceData.registerNumber',
    );
    // enough lines for two pages
    const b = await officeBooking({ chairs: 26 });
    const number = (await ctx.http().put(`${DETAILS}/${b.id}/invoice`).set(auth).expect(200)).body.invoiceNumber as string;
    const text = await documentOf(number);
    const pages = Number(/Seite 1 von (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Seite ${page} von ${pages}`);
    // the footer, on every page
    const register = 'Registergericht: Amtsgericht Lübeck · Registernummer: HRB 12345 HL · Geschäftsführung: Jan Möller, Anna Petersen';
    expect(text.split(register)).toHaveLength(pages + 1);
    const data = (await ctx.http().get(`${DETAILS}/${b.id}/invoiceData`).set(auth).expect(200)).body;
    expect(data.vendor).toMatchObject(settings.invoiceData);
  });
});

describe('small things (item 17)', () => {
  it('a payment of 0,00 € is refused naming amount; nothing is recorded', async () => {
    const b = await officeBooking();
    const res = await ctx.http().put(`${DETAILS}/${b.id}/pay`).set(auth).send({ paymentMethod: 'CASH', amount: 0 });
    expectDomainError(res, 400, 'INVALID_INPUT');
    expect(res.body.payload).toEqual({ field: 'amount', min: 0.01 });
    const { rows } = await ctx.db.query(
      `SELECT status, (SELECT count(*)::int FROM payment WHERE booking_id = $1) AS payments FROM booking WHERE id = $1`,
      [b.id],
    );
    expect(rows[0]).toEqual({ status: 'CONFIRMED', payments: 0 });
  });

  it('the calendar file shows a morning with its hours, 08:00–13:00, not from midnight', async () => {
    const b = await officeBooking({ rate: 'MORNING' });
    const { mail } = await waitForOutboxMail(outbox, b.email, /Buchung/);
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'))!;
    const d = day(5).replace(/-/g, '');
    expect(ics.content).toContain(`DTSTART;TZID=Europe/Berlin:${d}T080000\r\n`);
    expect(ics.content).toContain(`DTEND;TZID=Europe/Berlin:${d}T130000\r\n`);
  });

  it('the plain CSV gives a stay its local days, not the UTC instant of its midnight', async () => {
    const b = await officeBooking();
    const res = await ctx.http().get(`${DETAILS}/beach_chair_bookings`).query({ bookingId: b.id, csv: 'true' }).set(auth).expect(200);
    const [header, row] = res.text.split('\r\n');
    const columns = header.split(',');
    const cells = row.split(',');
    expect([cells[columns.indexOf('start')], cells[columns.indexOf('end')]]).toEqual([day(5), day(5)]);
    expect(res.text).not.toMatch(/T\d{2}:\d{2}:\d{2}(\.\d{3})?Z/);
  });
});
