import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { pdfText } from '../support/pdf-text.js';
import { startTestApp, TestContext } from '../support/test-app.js';
import { readEvents, tillCounts } from '../support/till-terminal.js';

// Issue 31 item 6 without Stripe keys: the local demo reader (approve, decline, timeout by the demo buttons), and the
// EC slip's number on a sale (required for EC, on the receipt).

const V1 = '/api/v1';
let ctx: TestContext;
type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;
let cashier: { Authorization: string };
let sessionId: number;
let reader: string;
let next = 0;
const day = addDays(today('Europe/Berlin'), 2);
const chair = () => s.chairIds[0][next++];

const start = (beachChairId: number) =>
  ctx
    .http()
    .post(`${V1}/till/terminal/payments`)
    .set(cashier)
    .set('Idempotency-Key', randomUUID())
    .send({ sessionId, chairs: [{ beachChairId, start: day, end: day }], readerId: reader });
const present = (outcome: string) => ctx.http().post(`${V1}/till/terminal/readers/${reader}/present`).set(cashier).send({ outcome });
const sell = (body: Record<string, unknown>) =>
  ctx
    .http()
    .post(`${V1}/till/sales`)
    .set(cashier)
    .set('Idempotency-Key', randomUUID())
    .send({ sessionId, ...body });
const counts = () => tillCounts(ctx, s.vendorId);

beforeAll(async () => {
  ctx = await startTestApp({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '', STRIPE_API_BASE: '' });
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 10 });
  const user = await ctx.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'STAFF' });
  cashier = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: user.id })}` };
  sessionId = (await ctx.http().post(`${V1}/till/sessions`).set(cashier).send({ locationId: s.locationId, openingCash: 0 }).expect(201))
    .body.id as number;
  reader = `tmr_demo_${s.locationId}`;
}, 60_000);
afterAll(() => ctx?.close());

describe('card terminal without Stripe keys: the demo reader', () => {
  it('one demo reader per location', async () => {
    const res = await ctx.http().get(`${V1}/till/terminal/readers`).query({ locationId: s.locationId }).set(cashier).expect(200);
    expect(res.body).toEqual([{ id: reader, label: 'Demo-Lesegerät', status: 'online', deviceType: 'simulated', simulated: true }]);
  });

  it('approve: the sale is made (card terminal, the demo intent as the payment reference); the stream says so', async () => {
    const before = await counts();
    const { id } = (await start(chair()).expect(202)).body as { id: number };
    const stream = readEvents(ctx, `${V1}/till/terminal/payments/${id}/events`, cashier);
    expect((await stream.opened).event).toBe('waiting');
    const res = await present('APPROVE').expect(200);
    expect(res.body).toMatchObject({ id, status: 'SUCCEEDED', sale: { paymentMethod: 'CARD_TERMINAL', totalCents: 1500 } });
    const events = await stream.done;
    expect(events.map((e) => e.event)).toEqual(['waiting', 'succeeded']);
    expect(events[1].data.sale).toEqual(res.body.sale);
    const payment = await ctx.db.query(`SELECT provider, provider_ref AS ref FROM payment WHERE booking_id = $1`, [
      res.body.sale.bookingId,
    ]);
    expect(payment.rows).toEqual([{ provider: 'MANUAL', ref: res.body.paymentIntentId }]);
    expect(res.body.paymentIntentId).toMatch(/^pi_demo_/);
    expect(await counts()).toEqual({
      ...before,
      bookings: before.bookings + 1,
      chairBookings: before.chairBookings + 1,
      payments: before.payments + 1,
      sales: before.sales + 1,
    });
  });

  it('decline and timeout: failed with the reason, nothing sold; nothing waiting at the reader is 404', async () => {
    const before = await counts();
    const declined = (await start(chair()).expect(202)).body as { id: number };
    expect((await present('DECLINE').expect(200)).body).toMatchObject({
      id: declined.id,
      status: 'FAILED',
      failureReason: expect.stringMatching(/declined/),
      sale: null,
    });
    const timedOut = (await start(chair()).expect(202)).body as { id: number };
    expect((await present('TIMEOUT').expect(200)).body).toMatchObject({
      id: timedOut.id,
      status: 'FAILED',
      failureReason: expect.stringMatching(/timed out/),
    });
    expect(await counts()).toEqual(before);
    expectDomainError(await present('APPROVE'), 404, 'ENTITY_NOT_FOUND');
    expectFieldError(await present('MAYBE'), 'outcome');
  });
});

describe('EC: the girocard slip number', () => {
  it('required for EC (400 naming ecReceiptNumber), refused for cash; nothing written', async () => {
    const before = await counts();
    const chairs = [{ beachChairId: chair(), start: day, end: day }];
    expectFieldError(await sell({ chairs, paymentMethod: 'EC' }), 'ecReceiptNumber');
    expectFieldError(await sell({ chairs, paymentMethod: 'EC', ecReceiptNumber: '' }), 'ecReceiptNumber');
    expectFieldError(await sell({ chairs, paymentMethod: 'EC', ecReceiptNumber: 'x'.repeat(41) }), 'ecReceiptNumber');
    expectFieldError(await sell({ chairs, paymentMethod: 'CASH', ecReceiptNumber: '0042' }), 'ecReceiptNumber');
    expect(await counts()).toEqual(before);
  });

  it('stored with the sale and printed on the receipt (PDF and page)', async () => {
    const res = await sell({
      chairs: [{ beachChairId: chair(), start: day, end: day }],
      paymentMethod: 'EC',
      ecReceiptNumber: '004711',
    }).expect(201);
    expect(res.body).toMatchObject({ paymentMethod: 'EC', ecReceiptNumber: '004711' });
    const pdf = await ctx
      .http()
      .get(`${V1}/till/receipts/${res.body.receiptId}`)
      .set(cashier)
      .buffer(true)
      .parse((r, callback) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => callback(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const text = pdfText(pdf.body as Buffer);
    expect(text).toContain('EC-Beleg-Nr.');
    expect(text).toContain('004711');
    const html = await ctx.http().get(`${V1}/till/receipts/${res.body.receiptId}`).query({ format: 'html' }).set(cashier).expect(200);
    expect(html.text).toMatch(/EC-Beleg-Nr\.[^]*004711/);
  });
});
