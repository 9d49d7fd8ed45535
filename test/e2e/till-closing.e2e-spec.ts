import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import QRCode from 'qrcode';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { unzipSync, strFromU8 } from 'fflate';
import { TABLES } from '../../server/src/modules/till/dsfinvk/tables.js';
import { FakeTse } from '../../server/src/modules/till/tse/fake-tse.js';
import { binary } from '../support/office-booking.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { pdfText } from '../support/pdf-text.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// Issue 31 items 3 and 4: the receipt of a sale (80 mm PDF and print page, "Kopie" when printed again, the TSE block
// and QR code), the cash book (cash in and out) and the daily closing (Z-Bon) whose sums equal the session's sales.

const V1 = '/api/v1';
let ctx: TestContext;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let cashier: { Authorization: string };
let fish: number;
let next = 0;
const day = addDays(today('Europe/Berlin'), 5);
const chair = () => s.chairIds[0][next++];

/** A new cashier (a STAFF user of the vendor) with a session of their own: one open session per cashier and location. */
async function openSession(openingCash: number): Promise<number> {
  const user = await ctx.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'STAFF', firstName: 'Kim' });
  cashier = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: user.id })}` };
  return (await ctx.http().post(`${V1}/till/sessions`).set(cashier).send({ locationId: s.locationId, openingCash }).expect(201)).body
    .id as number;
}
const sell = (sessionId: number, body: Record<string, unknown>) =>
  ctx
    .http()
    .post(`${V1}/till/sales`)
    .set(cashier)
    .set('Idempotency-Key', randomUUID())
    .send({ sessionId, ...body });
const move = (sessionId: number, body: Record<string, unknown>) =>
  ctx.http().post(`${V1}/till/sessions/${sessionId}/cash_movements`).set(cashier).send(body);
const receipt = (id: number, format?: string) => {
  const req = ctx.http().get(`${V1}/till/receipts/${id}`).set(cashier);
  return format ? req.query({ format }) : binary(req);
};

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 20 });
  const owner = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
  fish = (await ctx.http().post(`${V1}/vendor/extras`).set(owner).send({ name: 'Fischbrötchen', type: 'FOOD', price: 4.5 }).expect(201))
    .body.id;
});
afterAll(() => ctx.close());

describe('the receipt of a sale', () => {
  it('an 80 mm PDF with the lines, VAT per rate, payment type, till and TSE data; printed again it says KOPIE', async () => {
    const sessionId = await openSession(0);
    const sale = (
      await sell(sessionId, {
        chairs: [{ beachChairId: chair(), start: day, end: day }],
        extras: [{ extraId: fish, amount: 2 }],
        paymentMethod: 'CASH',
      }).expect(201)
    ).body;
    const first = await receipt(sale.receiptId).expect(200);
    expect(first.headers['content-type']).toBe('application/pdf');
    const text = pdfText(first.body as Buffer);
    for (const expected of [
      'Kassenbeleg',
      'Beleg-Nr.',
      String(sale.receiptId),
      `till-${s.locationId}`,
      'Fischbrötchen',
      sale.bookingRef,
      'Bar',
      '24,00 €',
      'TSE-Transaktion',
      String(sale.tse.transactionNumber),
      'Signaturzähler',
      String(sale.tse.signatureCounter),
      'TSE-Seriennummer',
      'ecdsa-plain-SHA256',
      'Keine zertifizierte TSE (Demo-Betrieb)',
    ])
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    expect(text).toMatch(/19\s?%/);
    expect(text).toMatch(/7\s?%/);
    expect(text).not.toContain('KOPIE');
    const again = pdfText((await receipt(sale.receiptId).expect(200)).body as Buffer);
    expect(again).toContain('KOPIE');
  });

  it('the print page carries the same data and a QR code of exactly the DSFinV-K receipt data; it runs no script', async () => {
    const sessionId = await openSession(0);
    const sale = (
      await sell(sessionId, {
        chairs: [{ beachChairId: chair(), start: day, end: day }],
        paymentMethod: 'EC',
        ecReceiptNumber: '1',
      }).expect(201)
    ).body;
    const page = await receipt(sale.receiptId, 'html').expect(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'");
    expect(page.text).toContain('Kassenbeleg');
    expect(page.text).toContain('EC-Karte');
    expect(page.text).not.toMatch(/<script/i);
    expect(sale.tse.qrCodeData).toMatch(/^V0;till-\d+;Kassenbeleg-V1;Beleg\^15\.00_0\.00_0\.00_0\.00_0\.00\^15\.00:Unbar;/);
    const svg = await QRCode.toString(sale.tse.qrCodeData, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
    expect(page.text).toContain(svg);
  });

  it('a sale whose TSE failed: the receipt says so and prints no signature; another vendor reads no receipt', async () => {
    const sessionId = await openSession(0);
    const fake = ctx.app.get(FakeTse);
    fake.offline = true;
    let sale;
    try {
      sale = (await sell(sessionId, { chairs: [{ beachChairId: chair(), start: day, end: day }], paymentMethod: 'CASH' }).expect(201)).body;
    } finally {
      fake.offline = false;
    }
    const text = pdfText((await receipt(sale.receiptId).expect(200)).body as Buffer);
    expect(text).toContain('TSE ausgefallen');
    expect(text).not.toContain('Signaturzähler');
    const other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
    const foreign = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.vendorId })}` };
    expectDomainError(await ctx.http().get(`${V1}/till/receipts/${sale.receiptId}`).set(foreign), 404, 'ENTITY_NOT_FOUND');
    expectFieldError(await receipt(sale.receiptId, 'docx'), 'format');
  });
});

describe('storno', () => {
  it('a storno is a signed transaction with negative amounts and its own receipt; the booking is canceled and the money given back', async () => {
    const sessionId = await openSession(5_000);
    const chairs = [chair(), chair()].map((beachChairId) => ({ beachChairId, start: day, end: day }));
    const sale = (await sell(sessionId, { chairs, extras: [{ extraId: fish, amount: 2 }], paymentMethod: 'CASH' }).expect(201)).body;
    const key = randomUUID();
    const storno = () => ctx.http().post(`${V1}/till/sales/${sale.id}/storno`).set(cashier).set('Idempotency-Key', key).send({ sessionId });
    const res = await storno().expect(201);
    expect(res.body).toMatchObject({
      stornoOf: sale.id,
      totalCents: -3900,
      paymentMethod: 'CASH',
      bookingId: sale.bookingId,
      tse: { failed: false },
    });
    expect(res.body.tse.qrCodeData).toMatch(/;Kassenbeleg-V1;Beleg\^-30\.00_-9\.00_0\.00_0\.00_0\.00\^-39\.00:Bar;/);
    const booking = await ctx.db.query(
      `SELECT b.status, (SELECT array_agg(cb.status) FROM beach_chair_booking cb WHERE cb.booking_id = b.id) AS chairs,
              (SELECT sum(p.amount_cents - p.refunded_cents)::int FROM payment p WHERE p.booking_id = b.id) AS kept
         FROM booking b WHERE b.id = $1`,
      [sale.bookingId],
    );
    expect(booking.rows[0]).toEqual({ status: 'CANCELED', chairs: ['CANCELED', 'CANCELED'], kept: 0 });
    // the same request again answers the same storno; another storno of the sale is refused
    expect((await storno().expect(201)).body).toEqual(res.body);
    const again = await ctx
      .http()
      .post(`${V1}/till/sales/${sale.id}/storno`)
      .set(cashier)
      .set('Idempotency-Key', randomUUID())
      .send({ sessionId });
    expectDomainError(again, 409, 'TILL_SALE_REVERSED');
    const receiptText = pdfText((await receipt(res.body.receiptId).expect(200)).body as Buffer);
    for (const expected of ['Storno-Beleg', `Storno zu Beleg-Nr. ${sale.receiptId}`, '-39,00 €', 'TSE-Transaktion'])
      expect({ expected, found: receiptText.includes(expected) }).toEqual({ expected, found: true });
    // An EC sale in the same session: its slip's number goes to the DSFinV-K export (below).
    await sell(sessionId, {
      chairs: [{ beachChairId: chair(), start: day, end: day }],
      paymentMethod: 'EC',
      ecReceiptNumber: '0815',
    }).expect(201);
    // The day's closing counts the sales and the storno: nothing taken in cash, the float in the drawer.
    const closing = await ctx.http().post(`${V1}/till/sessions/${sessionId}/close`).set(cashier).send({ countedCash: 5_000 }).expect(200);
    expect(closing.body).toMatchObject({
      salesCount: 2,
      stornoCount: 1,
      byPaymentType: [
        { paymentType: 'CASH', cents: 0 },
        { paymentType: 'NON_CASH', cents: 1500 },
      ],
      expectedCashCents: 5_000,
      differenceCents: 0,
    });
  });
});

describe('cash book and daily closing', () => {
  it('the closing states the sales by payment type and VAT rate, the cash expected and counted; a closed session takes nothing more', async () => {
    const sessionId = await openSession(10_000);
    await sell(sessionId, {
      chairs: [{ beachChairId: chair(), start: day, end: day }],
      extras: [{ extraId: fish, amount: 2 }],
      paymentMethod: 'CASH',
    }).expect(201);
    await sell(sessionId, {
      chairs: [
        { beachChairId: chair(), start: day, end: day },
        { beachChairId: chair(), start: day, end: day },
      ],
      paymentMethod: 'CARD_TERMINAL',
    }).expect(201);
    await move(sessionId, { kind: 'CASH_IN', amount: 2000, reason: 'Wechselgeld von der Bank' }).expect(201);
    await move(sessionId, { kind: 'CASH_OUT', amount: 500, reason: 'Eis für die Kinder' }).expect(201);
    // more than the drawer holds (10,000 + 2,400 + 2,000 − 500)
    const tooMuch = await move(sessionId, { kind: 'CASH_OUT', amount: 14_000, reason: 'Tresor' });
    expectDomainError(tooMuch, 400, 'INVALID_INPUT');
    expect(tooMuch.body.payload).toEqual({ field: 'amount', max: 13_900 });
    expectFieldError(await move(sessionId, { kind: 'CASH_IN', amount: 100, reason: '' }), 'reason');

    const closing = await ctx.http().post(`${V1}/till/sessions/${sessionId}/close`).set(cashier).send({ countedCash: 13_800 }).expect(200);
    expect(closing.body).toMatchObject({
      sessionId,
      openingCents: 10_000,
      byPaymentType: [
        { paymentType: 'CASH', cents: 2400 },
        { paymentType: 'NON_CASH', cents: 3000 },
      ],
      byVatRate: [
        { vatRate: 'NORMAL', cents: 4500 },
        { vatRate: 'REDUCED_1', cents: 900 },
      ],
      cashInCents: 2000,
      cashOutCents: 500,
      salesCount: 2,
      stornoCount: 0,
      expectedCashCents: 13_900,
      countedCashCents: 13_800,
      differenceCents: -100,
      tse: { failed: false },
    });
    // The closing's sums are the session's sales as the database holds them.
    const sales = await ctx.db.query(
      `SELECT payment_method AS method, sum(total_cents)::int AS cents FROM till_sale WHERE session_id = $1 GROUP BY 1 ORDER BY 1`,
      [sessionId],
    );
    expect(sales.rows).toEqual([
      { method: 'CARD_TERMINAL', cents: 3000 },
      { method: 'CASH', cents: 2400 },
    ]);
    const signed = await ctx.db.query(`SELECT kind FROM till_transaction WHERE session_id = $1 AND tse_state = 'SIGNED' ORDER BY id`, [
      sessionId,
    ]);
    expect(signed.rows.map((r: { kind: string }) => r.kind)).toEqual(['OPENING', 'SALE', 'SALE', 'CASH_IN', 'CASH_OUT', 'CLOSING']);

    // Nothing in a closed session changes (GoBD): no sale, no cash movement, no second closing.
    expectDomainError(
      await sell(sessionId, { chairs: [{ beachChairId: chair(), start: day, end: day }], paymentMethod: 'CASH' }),
      409,
      'TILL_SESSION_CLOSED',
    );
    expectDomainError(await move(sessionId, { kind: 'CASH_IN', amount: 100, reason: 'zu spät' }), 409, 'TILL_SESSION_CLOSED');
    expectDomainError(
      await ctx.http().post(`${V1}/till/sessions/${sessionId}/close`).set(cashier).send({ countedCash: 0 }),
      409,
      'TILL_SESSION_CLOSED',
    );
    expect((await ctx.http().get(`${V1}/till/sessions/${sessionId}/closing`).set(cashier).expect(200)).body).toEqual(closing.body);
    // …and the cashier may open the next day's session.
    await ctx.http().post(`${V1}/till/sessions`).set(cashier).send({ locationId: s.locationId, openingCash: 5_000 }).expect(201);
  });

  it('the DSFinV-K zip: index.xml and every prescribed file with its header row; its sums are the closing’s', async () => {
    const day0 = today('Europe/Berlin');
    const res = await binary(ctx.http().get(`${V1}/till/exports/dsfinvk`).query({ from: day0, to: day0 }).set(cashier)).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.body as Buffer));
    const names = Object.keys(files).sort();
    expect(names).toEqual(['index.xml', ...Object.values(TABLES).map((t) => t.file)].sort());
    const index = strFromU8(files['index.xml']);
    for (const table of Object.values(TABLES)) {
      expect(index).toContain(`<URL>${table.file}</URL>`);
      const [header] = strFromU8(files[table.file]).split('\r\n');
      expect({ file: table.file, header }).toEqual({ file: table.file, header: table.columns.map(([name]) => `"${name}"`).join(';') });
    }
    // The closing of the session closed above: its sums by payment type and VAT rate, and one Bonkopf per transaction.
    const csv = (file: string) => {
      const [head, ...lines] = strFromU8(files[file]).split('\r\n').filter(Boolean);
      const cols = head.split(';').map((c) => c.replace(/"/g, ''));
      return lines.map((l) =>
        Object.fromEntries(
          (l.match(/("([^"]|"")*"|[^;]*)(;|$)/g) ?? [])
            .slice(0, cols.length)
            .map((v, i) => [cols[i], v.replace(/;$/, '').replace(/^"|"$/g, '')]),
        ),
      );
    };
    // Two closings today: the storno's session (Z_NR 1) and the cash-book session above (Z_NR 2).
    const closings = csv('cashpointclosing.csv');
    expect(closings.map((c) => c.Z_NR)).toEqual(['1', '2']);
    expect(closings[1]).toMatchObject({ TAXONOMIE_VERSION: '2.4', Z_SE_ZAHLUNGEN: '54,00', Z_SE_BARZAHLUNGEN: '24,00' });
    const of = (file: string, z: string) => csv(file).filter((r) => r.Z_NR === z);
    expect(of('payment.csv', '2').map((r) => [r.ZAHLART_TYP, r.Z_ZAHLART_BETRAG])).toEqual(
      expect.arrayContaining([
        ['Bar', '24,00'],
        ['Unbar', '30,00'],
      ]),
    );
    const sales = of('businesscases.csv', '2').filter((r) => r.GV_TYP === 'Umsatz');
    expect(sales.map((r) => [r.UST_SCHLUESSEL, r.Z_UMS_BRUTTO, r.Z_UMS_NETTO, r.Z_UST])).toEqual([
      // VAT included in the gross, rounded to the cent as on the receipt: 45,00 € at 19 % is 37,82 € net and 7,18 € VAT.
      ['1', '45,00000', '37,82000', '7,18000'],
      ['2', '9,00000', '8,41000', '0,59000'],
    ]);
    expect(of('businesscases.csv', '2').find((r) => r.GV_TYP === 'DifferenzSollIst')?.Z_UMS_BRUTTO).toBe('-1,00000');
    expect(of('transactions.csv', '2')).toHaveLength(5);
    expect(csv('transactions_tse.csv').every((r) => r.TSE_TA_SIG !== '' && r.TSE_TA_FEHLER === '')).toBe(true);
    expect(
      of('lines.csv', '2')
        .filter((r) => r.GV_TYP === 'Umsatz')
        .map((r) => r.ARTIKELTEXT),
    ).toEqual([
      expect.stringMatching(/^Strandkorb /),
      'Fischbrötchen',
      expect.stringMatching(/^Strandkorb /),
      expect.stringMatching(/^Strandkorb /),
    ]);
    // The storno of Z_NR 1: marked, its positions negative, referring to the sale it reverses.
    const storno = of('transactions.csv', '1').find((r) => r.BON_STORNO === '1')!;
    expect(storno.UMS_BRUTTO).toBe('-39,00');
    // EC: the slip's number in the Bon's note (DSFinV-K has no column of its own for it), paid by ECKarte.
    const ec = of('transactions.csv', '1').find((r) => r.BON_NOTIZ.includes('EC-Beleg-Nr. 0815'))!;
    expect(ec.BON_NOTIZ).toMatch(/^Buchung \w+; EC-Beleg-Nr\. 0815$/);
    expect(of('datapayment.csv', '1').find((r) => r.BON_ID === ec.BON_ID)).toMatchObject({ ZAHLART_TYP: 'ECKarte' });
    expect(csv('references.csv')).toEqual([expect.objectContaining({ BON_ID: storno.BON_ID, REF_TYP: 'Transaktion' })]);
    expectFieldError(await ctx.http().get(`${V1}/till/exports/dsfinvk`).query({ from: day0, to: '2020-01-01' }).set(cashier), 'to');
  });

  it('an open session has no closing yet: 409; bad input names its field', async () => {
    const sessionId = await openSession(0);
    expectDomainError(await ctx.http().get(`${V1}/till/sessions/${sessionId}/closing`).set(cashier), 409, 'TILL_SESSION_OPEN');
    expectFieldError(await ctx.http().post(`${V1}/till/sessions/${sessionId}/close`).set(cashier).send({ countedCash: -1 }), 'countedCash');
    expectFieldError(await move(sessionId, { kind: 'CASH_AWAY', amount: 1, reason: 'x' }), 'kind');
  });
});
