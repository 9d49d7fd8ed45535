import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { formatEuro } from '../../server/src/modules/documents/pdf/document-layout.js';
import { waitForOutboxMail, type ReceivedMail } from '../support/mail.js';
import { binary } from '../support/office-booking.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { pdfText } from '../support/pdf-text.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

// Issue 31 items 3, 4 and 7: a receipt mailed (PDF attached, the guest's language) or opened by its public QR link, one
// output rule (the first output is the original, every later one says KOPIE), a customer added to a sale later, the
// session's sales list and the Z-Bon as an 80 mm PDF and print page.

const V1 = '/api/v1';
let ctx: TestContext;
let dataDir: string;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let cashier: { Authorization: string };
let foreign: { Authorization: string };
let sessionId: number;
let next = 0;
const day = addDays(today('Europe/Berlin'), 4);
const chair = () => s.chairIds[0][next++];
const guest = (email: string, language?: string) => ({
  firstName: 'Erika',
  lastName: 'Quittungsfrau',
  email,
  address: { street: 'Strandallee 1', zip: '23683', city: 'Scharbeutz' },
  ...(language ? { language } : {}),
});

const sell = (body: Record<string, unknown> = {}) =>
  ctx
    .http()
    .post(`${V1}/till/sales`)
    .set(cashier)
    .set('Idempotency-Key', randomUUID())
    .send({ sessionId, chairs: [{ beachChairId: chair(), start: day, end: day }], paymentMethod: 'CASH', ...body })
    .expect(201)
    .then((res) => res.body as { id: number; receiptId: number; receiptUrl: string; bookingId: number; bookingRef: string });
const mailReceipt = (id: number, email: unknown, auth = cashier) =>
  ctx.http().post(`${V1}/till/receipts/${id}/mail`).set(auth).send({ email });
const receiptPdf = (id: number) => binary(ctx.http().get(`${V1}/till/receipts/${id}`).set(cashier)).expect(200);
const addCustomer = (saleId: number, customer: unknown, auth = cashier) =>
  ctx.http().post(`${V1}/till/sales/${saleId}/customer`).set(auth).send({ customer });
const storno = (saleId: number) =>
  ctx.http().post(`${V1}/till/sales/${saleId}/storno`).set(cashier).set('Idempotency-Key', randomUUID()).send({ sessionId }).expect(201);

/** The attached PDF of a mail, as bytes (the support parser reads attachments as text). */
function attachedPdf(mail: ReceivedMail): { filename: string; pdf: Buffer } {
  const part = /Content-Type: application\/pdf[^]*?filename="?([^"\r\n;]+)"?[^]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/i.exec(mail.raw);
  if (!part) throw new Error(`no PDF attached:\n${mail.raw.slice(0, 2000)}`);
  return { filename: part[1], pdf: Buffer.from(part[2].replace(/\s+/g, ''), 'base64') };
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'till-receipts-'));
  ctx = await startTestApp({
    ...WITH_JOBS,
    DATA_DIR: dataDir,
    SMTP_HOST: '',
    PUBLIC_BASE_URL: 'https://strand.example.de',
    // The public link is limited like the booking lookups, per IP (each test calls from its own address).
    RATE_LIMIT_BOOKING_LOOKUP: '5/600',
  });
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 20 });
  const other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
  foreign = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.vendorId })}` };
  const user = await ctx.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'STAFF', firstName: 'Kim' });
  cashier = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: user.id })}` };
  sessionId = (await ctx.http().post(`${V1}/till/sessions`).set(cashier).send({ locationId: s.locationId, openingCash: 5_000 }).expect(201))
    .body.id as number;
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /till/receipts/{id}/mail', () => {
  it("queues the receipt's PDF in the guest's language; as the first output it is the original, the next print says KOPIE", async () => {
    const sale = await sell({ customer: guest('receipt-en@example.de', 'en') });
    const res = await mailReceipt(sale.receiptId, 'Receipt-EN@example.de').expect(202);
    expect(res.body).toEqual({ receiptId: sale.receiptId, email: 'receipt-en@example.de' });
    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), 'receipt-en@example.de', /receipt/);
    expect(mail.subject).toBe(`Your receipt ${sale.receiptId} – ${await vendorName()}`);
    expect(mail.text).toContain('Hello Erika,');
    const { filename, pdf } = attachedPdf(mail);
    expect(filename).toBe(`Kassenbeleg-${sale.receiptId}.pdf`);
    const text = pdfText(pdf);
    expect(text).toContain('Kassenbeleg');
    expect(text).toContain(String(sale.receiptId));
    expect(text).not.toContain('KOPIE');
    expect(pdfText((await receiptPdf(sale.receiptId)).body as Buffer)).toContain('KOPIE');
  });

  it('a sale without a guest is mailed in German; after a print the mailed PDF says KOPIE; bad address 400, another vendor 404', async () => {
    const sale = await sell();
    expect(pdfText((await receiptPdf(sale.receiptId)).body as Buffer)).not.toContain('KOPIE');
    await mailReceipt(sale.receiptId, 'receipt-de@example.de').expect(202);
    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), 'receipt-de@example.de');
    expect(mail.subject).toBe(`Ihr Kassenbeleg ${sale.receiptId} – ${await vendorName()}`);
    expect(mail.text).toContain('Hallo,');
    const { filename, pdf } = attachedPdf(mail);
    expect(filename).toBe(`Kassenbeleg-${sale.receiptId}-Kopie.pdf`);
    expect(pdfText(pdf)).toContain('KOPIE');

    expectFieldError(await mailReceipt(sale.receiptId, 'not-an-address'), 'email');
    expectFieldError(await mailReceipt(sale.receiptId, undefined), 'email');
    expectDomainError(await mailReceipt(sale.receiptId, 'x@example.de', foreign), 404, 'ENTITY_NOT_FOUND');
    const { rows } = await ctx.db.query(`SELECT receipt_prints AS prints FROM till_transaction WHERE id = $1`, [sale.receiptId]);
    expect(rows).toEqual([{ prints: 2 }]);
  });
});

describe('GET /public/receipts/{token}', () => {
  it("answers the receipt's print page without a login (PDF with format=pdf), one more output; an unknown token is 404", async () => {
    const sale = await sell();
    const url = new URL(sale.receiptUrl);
    expect(url.origin).toBe('https://strand.example.de');
    expect(url.pathname).toMatch(/^\/api\/v1\/public\/receipts\/[0-9a-f]{64}$/);
    const page = await ctx.http().get(url.pathname).set('X-Forwarded-For', '203.0.113.7').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
    expect(page.text).toContain('Kassenbeleg');
    expect(page.text).toContain(`${sale.receiptId}`);
    expect(page.text).not.toContain('KOPIE');
    const pdf = await binary(ctx.http().get(url.pathname).set('X-Forwarded-For', '203.0.113.7').query({ format: 'pdf' })).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdfText(pdf.body as Buffer)).toContain('KOPIE');

    const wrong = url.pathname.replace(/[0-9a-f]{6}$/, (tail) => (tail === '000000' ? '111111' : '000000'));
    expectDomainError(await ctx.http().get(wrong).set('X-Forwarded-For', '203.0.113.7'), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(
      await ctx.http().get(`${V1}/public/receipts/${sale.receiptId}`).set('X-Forwarded-For', '203.0.113.7'),
      404,
      'ENTITY_NOT_FOUND',
    );
  });

  it('guessing tokens is limited per IP like the booking lookups: 429 with Retry-After', async () => {
    const guess = () =>
      ctx
        .http()
        .get(`${V1}/public/receipts/${randomUUID().replace(/-/g, '').repeat(2)}`)
        .set('X-Forwarded-For', '203.0.113.8');
    for (let i = 0; i < 5; i++) expectDomainError(await guess(), 404, 'ENTITY_NOT_FOUND');
    const limited = await guess();
    expectDomainError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /till/sales/{id}/customer', () => {
  it("sets the booking's customer once (then 409); the receipt stays as it was; a storno'd sale takes none", async () => {
    const sale = await sell();
    const res = await addCustomer(sale.id, guest('later@example.de')).expect(200);
    expect(res.body).toMatchObject({ id: sale.id, receiptId: sale.receiptId, hasCustomer: true, reversed: false });
    const { rows } = await ctx.db.query(
      `SELECT c.email, c.last_name AS "lastName" FROM booking b JOIN customer c ON c.id = b.customer_id WHERE b.id = $1`,
      [sale.bookingId],
    );
    expect(rows).toEqual([{ email: 'later@example.de', lastName: 'Quittungsfrau' }]);
    // The back office's invoice data now has the name; the receipt printed again does not (GoBD).
    expect(pdfText((await receiptPdf(sale.receiptId)).body as Buffer)).not.toContain('Quittungsfrau');
    const again = await addCustomer(sale.id, guest('second@example.de'));
    expectDomainError(again, 409, 'TILL_SALE_HAS_CUSTOMER');
    expect(again.body.payload).toEqual({ saleId: sale.id, bookingId: sale.bookingId });

    const reversed = await sell();
    await storno(reversed.id);
    expectDomainError(await addCustomer(reversed.id, guest('late@example.de')), 409, 'TILL_SALE_REVERSED');
    expectFieldError(await addCustomer(reversed.id, { ...guest('late@example.de'), email: 'nope' }), 'customer.email');
    expectDomainError(await addCustomer(sale.id, guest('x@example.de'), foreign), 404, 'ENTITY_NOT_FOUND');
  });
});

describe('GET /till/sessions/{id}/sales and the Z-Bon', () => {
  it('lists the session newest first with storno state; the closing as PDF and print page states its sums', async () => {
    const session = (await ctx.http().get(`${V1}/till/sessions/${sessionId}/sales`).set(cashier).expect(200)).body.items as {
      id: number;
      stornoOf: number | null;
      stornoId: number | null;
      reversed: boolean;
      receiptUrl: string;
      bookingRef: string;
      totalCents: number;
      paymentMethod: string;
    }[];
    expect(session.map((i) => i.id)).toEqual([...session.map((i) => i.id)].sort((a, b) => b - a));
    const stornoRow = session[0];
    expect(stornoRow).toMatchObject({ reversed: true, paymentMethod: 'CASH' });
    expect(stornoRow.stornoOf).not.toBeNull();
    expect(stornoRow.totalCents).toBeLessThan(0);
    expect(session.find((i) => i.id === stornoRow.stornoOf)).toMatchObject({ reversed: true, stornoId: stornoRow.id });
    expect(session.filter((i) => !i.reversed).every((i) => i.stornoId === null && i.totalCents > 0)).toBe(true);
    expectDomainError(await ctx.http().get(`${V1}/till/sessions/${sessionId}/sales`).set(foreign), 404, 'ENTITY_NOT_FOUND');

    await sell({ paymentMethod: 'EC', ecReceiptNumber: '4711' });
    expectDomainError(
      await ctx.http().get(`${V1}/till/sessions/${sessionId}/closing`).query({ format: 'pdf' }).set(cashier),
      409,
      'TILL_SESSION_OPEN',
    );
    const closing = (await ctx.http().post(`${V1}/till/sessions/${sessionId}/close`).set(cashier).send({ countedCash: 12_345 }).expect(200))
      .body;
    expect(closing.stornoCount).toBe(1);
    const pdf = await binary(ctx.http().get(`${V1}/till/sessions/${sessionId}/closing`).query({ format: 'pdf' }).set(cashier)).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.body as Buffer);
    const expected = [
      'Kassenabschluss (Z-Bon)',
      (await ctx.db.query(`SELECT name FROM location WHERE id = $1`, [s.locationId])).rows[0].name as string,
      `till-${s.locationId}`,
      'Kim',
      ...closing.byPaymentType.map((p: { cents: number }) => formatEuro(p.cents)),
      ...closing.byVatRate.map((v: { cents: number }) => formatEuro(v.cents)),
      'Umsatz Bar',
      'Umsatz Unbar',
      'Umsatz MwSt. 19 %',
      'Stornos',
      String(closing.stornoCount),
      formatEuro(closing.expectedCashCents),
      formatEuro(closing.countedCashCents),
      formatEuro(closing.differenceCents),
      'TSE-Transaktion',
      String(closing.tse.transactionNumber),
      String(closing.tse.signatureCounter),
    ];
    for (const e of expected) expect({ e, found: text.includes(e) }).toEqual({ e, found: true });
    const page = await ctx.http().get(`${V1}/till/sessions/${sessionId}/closing`).query({ format: 'html' }).set(cashier).expect(200);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
    expect(page.text).toContain('Kassenabschluss (Z-Bon)');
    expect(page.text).toContain(formatEuro(closing.differenceCents));
    expect(page.text).not.toMatch(/<script/i);
    // Without a format the closing as JSON, as before.
    expect((await ctx.http().get(`${V1}/till/sessions/${sessionId}/closing`).set(cashier).expect(200)).body).toEqual(closing);
    expectFieldError(await ctx.http().get(`${V1}/till/sessions/${sessionId}/closing`).query({ format: 'docx' }).set(cashier), 'format');
  });
});

async function vendorName(): Promise<string> {
  const { rows } = await ctx.db.query(`SELECT company_name AS name FROM vendor WHERE id = $1`, [s.vendorId]);
  return rows[0].name as string;
}
