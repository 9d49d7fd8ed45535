import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DocumentType } from '../../server/src/common/enums.js';
import { UserRole } from '../../server/src/common/enums.js';
import { zonedInstant } from '../../server/src/common/time.js';
import { DocumentGeneratorService } from '../../server/src/modules/documents/document-generator.service.js';
import { uniqueEmail } from '../support/factories.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { pdfText } from '../support/pdf-text.js';
import { startS3, TestS3 } from '../support/s3.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';
import { binary } from '../support/office-booking.js';

const V1 = '/api/v1';
const DOCS = `${V1}/features/documents`;
const BOOKINGS = `${V1}/features/booking_details`;

interface World {
  vendorId: number;
  auth: { Authorization: string };
  chairIds: number[];
}

async function world(ctx: TestContext, chairs = 3): Promise<World> {
  const vendor = await ctx.factories.newVendor({ companyName: `Strandkorbvermietung Möwe ${Date.now().toString(36)}` });
  const location = await ctx.factories.newLocation({ vendorId: vendor.id });
  const section = await ctx.factories.newSection({ locationId: location.id, chairs, name: `Nordstrand ${Date.now().toString(36)}` });
  await ctx.db.query(
    `UPDATE vendor SET invoice_data = $2, address = '{"street":"Seebrückenplatz","houseNumber":"1","zip":"23683","city":"Scharbeutz","country":"DE"}' WHERE id = $1`,
    [
      vendor.id,
      {
        vatId: 'DE123456789',
        taxNumber: '22/123/45678',
        bankData: { accountHolder: 'Möwe GmbH', iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      },
    ],
  );
  const token = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: vendor.id });
  return { vendorId: vendor.id, auth: { Authorization: `Bearer ${token}` }, chairIds: section.chairIds };
}

let day = 0;
/** A booking arranged in the database: whole Berlin days far ahead (distinct per call), extras, a customer, paid cents. */
async function booking(
  ctx: TestContext,
  w: World,
  o: {
    status?: string;
    chairs?: number[];
    extras?: { name: string; amount: number; unitPriceCents: number }[];
    language?: 'de' | 'en';
    paidCents?: number;
    paymentMethod?: string;
  } = {},
): Promise<{ id: number; bookingRef: string; chairBookingIds: number[] }> {
  const chairs = (o.chairs ?? [4500]).map((priceCents, i) => {
    const first = new Date(Date.UTC(2032, 0, 1) + (day += 5) * 86_400_000).toISOString().slice(0, 10);
    const start = zonedInstant(first, '00:00', 'Europe/Berlin');
    return { beachChairId: w.chairIds[i % w.chairIds.length], start, end: new Date(start.getTime() + 2 * 86_400_000), priceCents };
  });
  const { id, bookingRef, chairBookingIds } = await ctx.factories.newFilledBooking({
    vendorId: w.vendorId,
    status: o.status,
    customer: {
      email: uniqueEmail('kundin'),
      lastName: 'Müller',
      salutation: 'MS',
      address: { street: 'Hauptstraße 5', zip: '20095', city: 'Hamburg', country: 'DE' },
      language: o.language,
    },
    chairs,
    extras: o.extras,
    paymentMethod: o.paymentMethod ?? 'CASH',
    language: o.language,
    paidCents: o.paidCents,
  });
  return { id, bookingRef, chairBookingIds };
}

interface DocumentItem {
  id: number;
  type: string;
  s3Key: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  bookingId: number | null;
  bookingRef: string | null;
  createdAt: string;
  url: string;
}

/** The documents of a booking as the list shows them, once the job has made one of `type`. */
async function documentOf(ctx: TestContext, auth: Record<string, string>, bookingId: number, type: string): Promise<DocumentItem> {
  return waitFor(async () => {
    const res = await ctx
      .http()
      .get(DOCS)
      .query({ filters: JSON.stringify({ bookingId, type }) })
      .set(auth)
      .expect(200);
    return (res.body.items as DocumentItem[])[0];
  }, `${type} document of booking ${bookingId}`);
}

async function download(ctx: TestContext, auth: Record<string, string>, item: { url: string }) {
  const res = await binary(ctx.http().get(item.url).set(auth)).expect(200);
  return { res, body: res.body as Buffer, text: pdfText(res.body as Buffer) };
}

describe('documents (local storage)', () => {
  let ctx: TestContext;
  let a: World;
  let b: World;
  let admin: { Authorization: string };

  beforeAll(async () => {
    ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: await mkdtemp(join(tmpdir(), 'strandkorb-docs-')), SMTP_HOST: '' });
    a = await world(ctx);
    b = await world(ctx);
    admin = { Authorization: `Bearer ${await ctx.adminToken()}` };
  });
  afterAll(() => ctx.close());

  describe('INVOICE', () => {
    it('an assigned invoice number makes the invoice: listed, downloaded as a PDF with the number, the lines and the totals', async () => {
      const bk = await booking(ctx, a, {
        status: 'BOOKED',
        chairs: [4500],
        extras: [{ name: 'Sonnenschirm', amount: 2, unitPriceCents: 550 }],
      });
      const { invoiceNumber } = (await ctx.http().put(`${BOOKINGS}/${bk.id}/invoice`).set(a.auth).expect(200)).body;
      const item = await documentOf(ctx, a.auth, bk.id, 'INVOICE');
      const ref = bk.bookingRef.toLowerCase();
      expect(item).toEqual({
        id: expect.any(Number),
        type: 'INVOICE',
        s3Key: `documents/${a.vendorId}/invoice/${ref}-${invoiceNumber}.pdf`,
        fileName: `Rechnung_${invoiceNumber}_${bk.bookingRef}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: expect.any(Number),
        bookingId: bk.id,
        bookingRef: bk.bookingRef,
        createdAt: expect.any(String),
        url: `${DOCS}/${encodeURIComponent(item.s3Key)}`,
      });
      expect(item.url).toContain('%2F');

      const { res, body, text } = await download(ctx, a.auth, item);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${item.fileName}"; filename*=UTF-8''${item.fileName}`);
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
      expect(body.length).toBe(item.sizeBytes);
      for (const s of [
        'Rechnung',
        invoiceNumber,
        bk.bookingRef,
        'Erika Müller',
        'Seebrückenplatz 1',
        'Sonnenschirm',
        '2 ×',
        '5,50 €',
        '11,00 €',
        '45,00 €',
        'Nettobetrag',
        '47,06 €',
        'USt. 19 %',
        '8,94 €',
        '56,00 €',
        'Barzahlung vor Ort',
        'bezahlt',
        'USt-IdNr. DE123456789',
      ]) {
        expect(text).toContain(s);
      }
    });

    it("in the booking's language; issued once: PUT /invoice again leaves the document as it is, another number is refused", async () => {
      const bk = await booking(ctx, a, { language: 'en' });
      const { invoiceNumber } = (await ctx.http().put(`${BOOKINGS}/${bk.id}/invoice`).set(a.auth).expect(200)).body;
      const first = await documentOf(ctx, a.auth, bk.id, 'INVOICE');
      expect(first.fileName).toBe(`Invoice_${invoiceNumber}_${bk.bookingRef}.pdf`);
      const { text, body } = await download(ctx, a.auth, first);
      expect(text).toContain('Invoice number');
      expect(text).toContain('open');

      // the booking changes, the invoice is asked for again: its document stays the one issued
      await ctx.db.query(`UPDATE beach_chair_booking SET price_cents = 9900 WHERE booking_id = $1`, [bk.id]);
      await ctx.http().put(`${BOOKINGS}/${bk.id}/invoice`).set(a.auth).expect(200);
      const again = await ctx.app.get(DocumentGeneratorService).generate({ bookingId: bk.id, type: DocumentType.INVOICE });
      expect(again?.body.equals(body)).toBe(true);
      const { rows } = await ctx.db.query(`SELECT created_at FROM document WHERE s3_key = $1`, [first.s3Key]);
      expect(rows[0].created_at.toISOString()).toBe(first.createdAt);
      expect((await download(ctx, a.auth, first)).body.equals(body)).toBe(true);

      const renumber = await ctx.http().put(`${BOOKINGS}/${bk.id}/invoice`).set(a.auth).send({ invoiceNumber: 'RE/2032-7' });
      expect(renumber.status).toBe(409);
      expect(renumber.body.errorType).toBe('INVOICE_NUMBER_IMMUTABLE');
      const { rows: docs } = await ctx.db.query(`SELECT count(*)::int AS n FROM document WHERE booking_id = $1`, [bk.id]);
      expect(docs[0].n).toBe(1);
    });

    it('a redone job answers the issued document; a job whose trigger is gone writes nothing', async () => {
      const generator = ctx.app.get(DocumentGeneratorService);
      const bk = await booking(ctx, a);
      expect(await generator.generate({ bookingId: bk.id, type: DocumentType.INVOICE })).toBeUndefined(); // no number yet
      await ctx.http().put(`${BOOKINGS}/${bk.id}/invoice`).set(a.auth).expect(200);
      const item = await documentOf(ctx, a.auth, bk.id, 'INVOICE');
      const again = await generator.generate({ bookingId: bk.id, type: DocumentType.INVOICE });
      expect(again).toMatchObject({ id: item.id, s3Key: item.s3Key });
      const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM document WHERE booking_id = $1`, [bk.id]);
      expect(rows[0].n).toBe(1);
      // a cancellation job for a booking that is not canceled (e.g. recovered meanwhile)
      expect(await generator.generate({ bookingId: bk.id, type: DocumentType.CANCELLATION, version: 1 })).toBeUndefined();
      expect(await generator.generate({ bookingId: 2147483000, type: DocumentType.INVOICE })).toBeUndefined();
    });
  });

  describe('cancellations', () => {
    it('the office cancel makes the CANCELLATION: canceled chairs and extras, the fee with its VAT share, paid and refund', async () => {
      const bk = await booking(ctx, a, {
        status: 'BOOKED',
        chairs: [3000],
        extras: [{ name: 'Liegestuhl', amount: 1, unitPriceCents: 1000 }],
        paidCents: 4000,
      });
      await ctx.http().put(`${BOOKINGS}/${bk.id}/cancel`).set(a.auth).send({ cancellationFee: 5 }).expect(200);
      const item = await documentOf(ctx, a.auth, bk.id, 'CANCELLATION');
      const { rows } = await ctx.db.query(`SELECT version FROM booking WHERE id = $1`, [bk.id]);
      expect(item.s3Key).toBe(`documents/${a.vendorId}/cancellation/${bk.bookingRef.toLowerCase()}-v${rows[0].version}.pdf`);
      expect(item.fileName).toBe(`Stornierung_${bk.bookingRef}.pdf`);
      const { text } = await download(ctx, a.auth, item);
      for (const s of [
        'Stornierungsbestätigung',
        bk.bookingRef,
        'Strandkorb 1 (2-Sitzer Liegekorb)',
        'Liegestuhl',
        'Storniert (Wert)',
        '40,00 €',
        'Stornogebühr',
        '5,00 €',
        'darin enthaltene USt. 19 %',
        '0,80 €',
        'Bereits bezahlt',
        'Erstattung',
        '35,00 €',
      ]) {
        expect(text).toContain(s);
      }
    });

    it('skipRefund: the refund is 0 and the document says so', async () => {
      const bk = await booking(ctx, a, { status: 'BOOKED', chairs: [3000], paidCents: 3000 });
      await ctx.http().put(`${BOOKINGS}/${bk.id}/cancel`).set(a.auth).send({ cancellationFee: 0, skipRefund: true }).expect(200);
      const { text } = await download(ctx, a.auth, await documentOf(ctx, a.auth, bk.id, 'CANCELLATION'));
      expect(text).toContain('Auf Wunsch des Anbieters erfolgt keine Erstattung.');
      expect(text).toMatch(/Erstattung\n0,00 €/);
    });

    it('cancelling one chair booking makes the BEACH_CHAIR_CANCELLATION of that chair', async () => {
      const bk = await booking(ctx, a, { status: 'BOOKED', chairs: [3000, 2000], paidCents: 5000 });
      const [, second] = bk.chairBookingIds;
      await ctx.http().delete(`${BOOKINGS}/${bk.id}/cancel/${second}`).set(a.auth).expect(200);
      const item = await documentOf(ctx, a.auth, bk.id, 'BEACH_CHAIR_CANCELLATION');
      expect(item.s3Key).toBe(`documents/${a.vendorId}/beach_chair_cancellation/${bk.bookingRef.toLowerCase()}-${second}.pdf`);
      expect(item.fileName).toBe(`Stornierung_Strandkorb_2_${bk.bookingRef}.pdf`);
      const { text } = await download(ctx, a.auth, item);
      for (const s of [
        'Stornierung eines Strandkorbs',
        'Strandkorb 2 (2-Sitzer Liegekorb)',
        '20,00 €',
        'Neuer Buchungsbetrag',
        '30,00 €',
        'Erstattung',
      ]) {
        expect(text).toContain(s);
      }
      expect(text).not.toContain('Strandkorb 1 (');
    });
  });

  describe('GET /features/booking_details/{id}/shortInvoice', () => {
    it('answers the receipt inline, stores it (a reprint replaces it), and with buffer=true as base64 JSON', async () => {
      const bk = await booking(ctx, a, { chairs: [4500], extras: [{ name: 'Sonnenschirm', amount: 1, unitPriceCents: 500 }] });
      const res = await binary(ctx.http().get(`${BOOKINGS}/${bk.id}/shortInvoice`).set(a.auth)).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^inline; filename="Kurzrechnung_/);
      const text = pdfText(res.body as Buffer);
      for (const s of ['Kurzrechnung', bk.bookingRef, 'Sonnenschirm', '45,00 €', '50,00 €', 'offen']) expect(text).toContain(s);
      expect(text).not.toContain('23:00');

      const json = await ctx
        .http()
        .get(`${BOOKINGS}/${bk.id}/shortInvoice`)
        .query({ buffer: 'true', timeZone: 'UTC' })
        .set(a.auth)
        .expect(200);
      expect(json.headers['content-type']).toMatch(/^application\/json/);
      const key = `documents/${a.vendorId}/short_invoice/${bk.bookingRef.toLowerCase()}.pdf`;
      expect(json.body).toEqual({
        fileName: `Kurzrechnung_${bk.bookingRef}.pdf`,
        mimeType: 'application/pdf',
        s3Key: key,
        data: expect.any(String),
      });
      const pdf = Buffer.from(json.body.data, 'base64');
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfText(pdf)).toContain('23:00'); // Berlin midnight read in UTC

      const { rows } = await ctx.db.query(`SELECT type, s3_key AS "s3Key", size_bytes AS "sizeBytes" FROM document WHERE booking_id = $1`, [
        bk.id,
      ]);
      expect(rows).toEqual([{ type: 'SHORT_INVOICE', s3Key: key, sizeBytes: pdf.length }]);
      const listed = await documentOf(ctx, a.auth, bk.id, 'SHORT_INVOICE');
      expect((await download(ctx, a.auth, listed)).body.equals(pdf)).toBe(true);
    });

    it('409 for a booking without chair bookings; 400 for a bad timeZone or buffer', async () => {
      const { id } = await ctx.factories.newBooking({ vendorId: a.vendorId, status: 'OPEN' });
      const res = await ctx.http().get(`${BOOKINGS}/${id}/shortInvoice`).set(a.auth);
      expectDomainError(res, 409, 'BOOKING_WITHOUT_BEACH_CHAIRS');
      expect(res.body.payload).toEqual({ status: 'OPEN' });
      const bk = await booking(ctx, a);
      expectFieldError(
        await ctx.http().get(`${BOOKINGS}/${bk.id}/shortInvoice`).query({ timeZone: 'Mars/Olympus' }).set(a.auth),
        'timeZone',
      );
      expectFieldError(await ctx.http().get(`${BOOKINGS}/${bk.id}/shortInvoice`).query({ buffer: 'yes' }).set(a.auth), 'buffer');
    });
  });

  describe('scope and the list convention', () => {
    let item: DocumentItem;
    let bk: { id: number; bookingRef: string };

    beforeAll(async () => {
      bk = await booking(ctx, a);
      await ctx.http().put(`${BOOKINGS}/${bk.id}/invoice`).set(a.auth).expect(200);
      item = await documentOf(ctx, a.auth, bk.id, 'INVOICE');
    });

    it('another vendor: an empty list, 404 for the download and the short invoice; an admin sees and downloads all', async () => {
      const theirs = await ctx.http().get(DOCS).query({ itemsPerPage: 0 }).set(b.auth).expect(200);
      expect(theirs.body).toEqual({ items: [], total: 0, page: 1, itemsPerPage: 0 });
      expectDomainError(await ctx.http().get(item.url).set(b.auth), 404, 'ENTITY_NOT_FOUND');
      expectDomainError(await ctx.http().get(`${BOOKINGS}/${bk.id}/shortInvoice`).set(b.auth), 404, 'ENTITY_NOT_FOUND');
      expectDomainError(
        await ctx
          .http()
          .get(`${DOCS}/${encodeURIComponent(`documents/${a.vendorId}/invoice/nothing.pdf`)}`)
          .set(a.auth),
        404,
        'ENTITY_NOT_FOUND',
      );

      const all = await ctx.http().get(DOCS).query({ search: bk.bookingRef }).set(admin).expect(200);
      expect(all.body.items.map((d: DocumentItem) => d.id)).toEqual([item.id]);
      expect((await download(ctx, admin, item)).body.subarray(0, 5).toString()).toBe('%PDF-');
      // an admin acting for vendor B sees B's documents only
      const adminForB = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.ADMIN, vendorId: b.vendorId })}` };
      expect((await ctx.http().get(DOCS).query({ search: bk.bookingRef }).set(adminForB).expect(200)).body.total).toBe(0);

      expectDomainError(await ctx.http().get(DOCS), 401, 'UNAUTHENTICATED');
      expectDomainError(await ctx.http().get(item.url), 401, 'UNAUTHENTICATED');
    });

    it('the key must arrive as one encoded segment: with raw slashes no route matches', async () => {
      expect((await ctx.http().get(`${DOCS}/${item.s3Key}`).set(a.auth)).status).toBe(404);
      // lower-case %2f works as well
      const lower = `${DOCS}/${encodeURIComponent(item.s3Key).replace(/%2F/g, '%2f')}`;
      expect((await binary(ctx.http().get(lower).set(a.auth)).expect(200)).body.subarray(0, 5).toString()).toBe('%PDF-');
    });

    it('search (file name, booking number), filters, order allow-list, paging and csv', async () => {
      const byRef = await ctx.http().get(DOCS).query({ search: bk.bookingRef.toLowerCase() }).set(a.auth).expect(200);
      expect(byRef.body.items.map((d: DocumentItem) => d.id)).toEqual([item.id]);
      const byName = await ctx
        .http()
        .get(DOCS)
        .query({ search: 'Rechnung_', filterBy: 'bookingId', filter: String(bk.id) })
        .set(a.auth)
        .expect(200);
      expect(byName.body.total).toBe(1);
      const page = await ctx
        .http()
        .get(DOCS)
        .query({ itemsPerPage: 1, page: 1, orderBy: 'createdAt', orderDir: 'DESC' })
        .set(a.auth)
        .expect(200);
      expect(page.body).toMatchObject({ page: 1, itemsPerPage: 1 });
      expect(page.body.items).toHaveLength(1);
      expect(page.body.total).toBeGreaterThan(1);
      for (const orderBy of ['type', 'fileName']) await ctx.http().get(DOCS).query({ orderBy }).set(a.auth).expect(200);
      expectDomainError(await ctx.http().get(DOCS).query({ orderBy: 'sizeBytes' }).set(a.auth), 400, 'INVALID_LIST_QUERY');
      expectDomainError(
        await ctx
          .http()
          .get(DOCS)
          .query({ filterBy: 'vendorId', filter: String(b.vendorId) })
          .set(a.auth),
        400,
        'INVALID_LIST_QUERY',
      );
      const types = await ctx.http().get(DOCS).query({ filterBy: 'type', filter: 'INVOICE', itemsPerPage: 0 }).set(a.auth).expect(200);
      expect(new Set(types.body.items.map((d: DocumentItem) => d.type))).toEqual(new Set(['INVOICE']));
      const csv = await ctx.http().get(DOCS).query({ csv: 'true', search: bk.bookingRef }).set(a.auth).expect(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.text).toContain(item.s3Key);
      expect(csv.text.split('\r\n')[0]).toBe('id,type,s3Key,fileName,mimeType,sizeBytes,bookingId,bookingRef,createdAt,url');
    });
  });
});

describe('documents on S3', () => {
  let s3: TestS3;
  let ctx: TestContext;

  beforeAll(async () => {
    s3 = await startS3();
    ctx = await startTestApp({ ...WITH_JOBS, ...s3.env, DATA_DIR: await mkdtemp(join(tmpdir(), 'strandkorb-docs-s3-')), SMTP_HOST: '' });
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  it('stores the invoice in the bucket and serves it from there', async () => {
    const w = await world(ctx);
    const bk = await booking(ctx, w);
    const { invoiceNumber } = (await ctx.http().put(`${BOOKINGS}/${bk.id}/invoice`).set(w.auth).expect(200)).body;
    const item = await documentOf(ctx, w.auth, bk.id, 'INVOICE');
    const stored = await fetch(`${s3.endpoint}/${s3.bucket}/${item.s3Key}`);
    expect(stored.status).toBe(200);
    const { body, text } = await download(ctx, w.auth, item);
    expect(Buffer.from(await stored.arrayBuffer()).equals(body)).toBe(true);
    expect(text).toContain(invoiceNumber);
  });
});
