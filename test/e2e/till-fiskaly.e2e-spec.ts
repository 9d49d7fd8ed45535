import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { TillTseService } from '../../server/src/modules/till/till-tse.service.js';
import { FiskalyTse } from '../../server/src/modules/till/tse/fiskaly-tse.js';
import { startFakeFiskaly, type FakeFiskaly } from '../support/fake-fiskaly.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// Issue 31 item 2: a location whose till signs with fiskaly SIGN DE (API v2), against a local fake of fiskaly's API.

const V1 = '/api/v1';
let ctx: TestContext;
let fiskaly: FakeFiskaly;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let cashier: { Authorization: string };
let fish: number;
let sessionId: number;
let next = 0;
const day = addDays(today('Europe/Berlin'), 4);

const sell = (body: Record<string, unknown>) =>
  ctx.http().post(`${V1}/till/sales`).set(cashier).set('Idempotency-Key', randomUUID()).send(body).expect(201);
const finishes = (txId?: string) =>
  fiskaly.requests.filter(
    (r) => r.method === 'PUT' && (r.body as { state?: string })?.state === 'FINISHED' && (!txId || r.path.includes(txId)),
  );

beforeAll(async () => {
  fiskaly = await startFakeFiskaly();
  ctx = await startTestApp({ ...fiskaly.env });
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 10 });
  await ctx.db.query(`INSERT INTO till_tse (location_id, provider, tss_id, client_id) VALUES ($1, 'FISKALY', 'tss-strand-1', 'kasse-1')`, [
    s.locationId,
  ]);
  const user = await ctx.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'STAFF' });
  cashier = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: user.id })}` };
  const owner = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
  fish = (await ctx.http().post(`${V1}/vendor/extras`).set(owner).send({ name: 'Fischbrötchen', type: 'FOOD', price: 4.5 }).expect(201))
    .body.id;
  sessionId = (
    await ctx.http().post(`${V1}/till/sessions`).set(cashier).send({ locationId: s.locationId, openingCash: 10_000 }).expect(201)
  ).body.id;
});
afterAll(async () => {
  await ctx?.close();
  await fiskaly?.close();
});

describe('a till signing with fiskaly SIGN DE v2', () => {
  it('signs in with the key and secret, starts and finishes the opening float as a cash TRANSFER', () => {
    const auth = fiskaly.requests.find((r) => r.path === '/api/v2/auth');
    expect(auth?.body).toEqual({ api_key: fiskaly.apiKey, api_secret: fiskaly.apiSecret });
    const [opening] = finishes();
    expect(opening.path).toMatch(/^\/api\/v2\/tss\/tss-strand-1\/tx\/[0-9a-f-]{36}\?tx_revision=2$/);
    expect(opening.body).toEqual({
      state: 'FINISHED',
      client_id: 'kasse-1',
      schema: {
        standard_v1: {
          receipt: {
            receipt_type: 'TRANSFER',
            amounts_per_vat_rate: [{ vat_rate: 'NULL', amount: '100.00' }],
            amounts_per_payment_type: [{ payment_type: 'CASH', amount: '100.00', currency_code: 'EUR' }],
          },
        },
      },
    });
  });

  it('a sale is signed by fiskaly: its number, counter, serial and signature on the answer, the amounts per rate in the receipt schema, the secret nowhere', async () => {
    const res = await sell({
      sessionId,
      chairs: [{ beachChairId: s.chairIds[0][next++], start: day, end: day }],
      extras: [{ extraId: fish, amount: 2 }],
      paymentMethod: 'EC',
      ecReceiptNumber: '0815',
    });
    const tx = [...fiskaly.transactions.values()].find((t) => t.number === res.body.tse.transactionNumber)!;
    expect(res.body.tse).toMatchObject({
      failed: false,
      uncertified: false,
      serialNumber: fiskaly.serialNumber,
      signatureCounter: tx.signatureCounter,
      signature: tx.signature,
    });
    expect(res.body.tse.qrCodeData).toMatch(/^V0;kasse-1;Kassenbeleg-V1;Beleg\^15\.00_9\.00_0\.00_0\.00_0\.00\^24\.00:Unbar;/);
    expect((tx.schema as { standard_v1: { receipt: unknown } }).standard_v1.receipt).toEqual({
      receipt_type: 'RECEIPT',
      amounts_per_vat_rate: [
        { vat_rate: 'NORMAL', amount: '15.00' },
        { vat_rate: 'REDUCED_1', amount: '9.00' },
      ],
      amounts_per_payment_type: [{ payment_type: 'NON_CASH', amount: '24.00', currency_code: 'EUR' }],
    });
    expect(JSON.stringify(res.body)).not.toContain(fiskaly.apiSecret);
    const session = await ctx.http().get(`${V1}/till/sessions/${sessionId}`).set(cashier).expect(200);
    expect(JSON.stringify(session.body)).not.toContain(fiskaly.apiSecret);
  });

  it('fiskaly down: the sale stands with failed TSE data; back up, the sweeper finishes the same transaction once', async () => {
    fiskaly.down = true;
    let res;
    try {
      res = await sell({ sessionId, chairs: [{ beachChairId: s.chairIds[0][next++], start: day, end: day }], paymentMethod: 'CASH' });
    } finally {
      fiskaly.down = false;
    }
    expect(res.body.tse).toMatchObject({ failed: true, signature: null });
    const { rows } = await ctx.db.query(`SELECT tse_tx_id AS "txId", tse_error AS error FROM till_transaction WHERE id = $1`, [
      res.body.receiptId,
    ]);
    expect(rows[0].error).toMatch(/fiskaly answered 503/);
    expect(await ctx.app.get(TillTseService).sweep(50, [res.body.receiptId])).toEqual({ signed: 1, failed: 0 });
    expect(finishes(rows[0].txId)).toHaveLength(1);
    expect(await ctx.app.get(TillTseService).dto(res.body.receiptId)).toMatchObject({ failed: false, serialNumber: fiskaly.serialNumber });
  });

  it('a retry after a lost answer reads the finished transaction instead of signing it again', async () => {
    const client = ctx.app.get(FiskalyTse);
    const { rows } = await ctx.db.query(`SELECT id FROM till_tse WHERE location_id = $1 AND retired_at IS NULL`, [s.locationId]);
    const target = { tseId: rows[0].id as number, locationId: s.locationId, tssId: 'tss-strand-1', clientId: 'kasse-1' };
    const data = {
      receiptType: 'RECEIPT' as const,
      amountsPerVatRate: [{ vatRate: 'NORMAL' as const, cents: 1500 }],
      amountsPerPaymentType: [{ paymentType: 'CASH' as const, cents: 1500 }],
    };
    const txId = randomUUID();
    const first = await client.sign(target, txId, data);
    const puts = fiskaly.requests.filter((r) => r.method === 'PUT').length;
    const again = await client.sign(target, txId, data);
    expect(again).toEqual(first);
    expect(fiskaly.requests.filter((r) => r.method === 'PUT')).toHaveLength(puts);
  });
});
