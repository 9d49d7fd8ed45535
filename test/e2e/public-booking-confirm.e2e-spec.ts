import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, today } from '../../server/src/common/time.js';
import { readOutbox, waitForOutboxMail } from '../support/mail.js';
import { fillCart } from '../support/public-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

const PUBLIC = '/api/v1/features/public';
const IBAN = 'DE89370400440532013000';
let ctx: TestContext;
let dataDir: string;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;

const D = addDays(today('Europe/Berlin'), 3);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-confirm-'));
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '' });
  const location = await ctx.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: ['BANK_TRANSFER', 'CASH', 'PAYPAL'] },
  });
  s = await ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 1,
    chairsPerRow: 5,
  });
  await ctx.factories.setVendorBankData(s.vendorId, IBAN);
});
afterAll(() => ctx.close());

const put = (action: string, bookingRef: string, email: string) =>
  ctx.http().put(`${PUBLIC}/booking/${action}`).query({ bookingRef, email });

/** create → chair → extra → customer → BANK_TRANSFER (unless another method is given); answers the reference and e-mail. */
async function cart(chair = 0, method = 'BANK_TRANSFER'): Promise<{ ref: string; email: string }> {
  const extraId = (
    await ctx.db.query(
      `INSERT INTO extra (vendor_id, name, price_cents, type, active) VALUES ($1, 'Handtuch', 300, 'FOOD', true) RETURNING id`,
      [s.vendorId],
    )
  ).rows[0].id as number;
  return fillCart(ctx, {
    publicReference: s.publicReference,
    chair: { beachChairId: s.chairIds[0][chair], day: D },
    extras: [{ extraId, amount: 1 }],
    method,
  });
}

const history = async (ref: string) =>
  (
    await ctx.db.query(
      `SELECT h.action, h.from_status AS "from", h.to_status AS "to", h.actor_type AS actor FROM booking_history h JOIN booking b ON b.id = h.booking_id
      WHERE b.booking_ref = $1 ORDER BY h.id`,
      [ref],
    )
  ).rows;

describe('PUT /booking/confirm (bank transfer)', () => {
  it("moves the booking to PENDING with the vendor's bank data, a deadline, history and the instructions mail", async () => {
    const { ref, email } = await cart(0);
    const res = await put('confirm', ref, email.toUpperCase()).query({ flow: 'website', timeZone: 'Europe/Berlin' }).expect(200);
    expect(res.body.status).toBe('PENDING');
    expect(res.body.metaData.bankData).toEqual({ accountHolder: 'Strandkorb Meier GmbH', iban: IBAN, bic: 'COBADEFFXXX', reference: ref });
    expect(res.body.beachChairBookings[0].status).toBe('PENDING');
    // The deadline is 7 days away, but never after the chair's start.
    expect(new Date(res.body.expiresAt).getTime()).toBeLessThanOrEqual(new Date(res.body.beachChairBookings[0].start).getTime());
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect((await history(ref)).map((h) => h.action)).toEqual([
      'CREATE',
      'ADD_BEACH_CHAIR',
      'ADD_EXTRAS',
      'ADD_CUSTOMER',
      'UPDATE_PAYMENT',
      'SUBMIT_BANK_TRANSFER',
    ]);
    expect((await history(ref)).at(-1)).toEqual({ action: 'SUBMIT_BANK_TRANSFER', from: 'OPEN', to: 'PENDING', actor: 'CUSTOMER' });

    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), email);
    expect(mail.subject).toContain(ref);
    expect(mail.text).toContain(IBAN);
    expect(mail.text).toContain('inkl. MwSt. 19 %');
    expect(mail.text).toContain(`Verwendungszweck: ${ref}`);

    // The same confirm again (a retry whose first answer was lost): 200 with the booking as it is, nothing done twice.
    const again = await put('confirm', ref, email).expect(200);
    expect(again.body).toEqual(res.body);
    expect((await history(ref)).filter((h) => h.action === 'SUBMIT_BANK_TRANSFER')).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 1000)); // a second mail would have arrived by now
    expect((await readOutbox(join(dataDir, 'outbox'))).filter(({ mail }) => mail.to.includes(email))).toHaveLength(1);
    // Another transition goes on as before (abort: PENDING → OPEN).
    expect((await put('abort', ref, email).expect(200)).body.status).toBe('OPEN');
  }, 30_000);

  it('refuses an online method (409 BOOKING_NOT_CONFIRMABLE), a wrong e-mail and an unknown reference (the same 404), bad input (400)', async () => {
    const { ref, email } = await cart(1, 'PAYPAL');
    const res = await put('confirm', ref, email).expect(409);
    expect(res.body).toMatchObject({ errorType: 'BOOKING_NOT_CONFIRMABLE', payload: { missing: 'onlinePayment' } });
    const wrong = await put('confirm', ref, 'other@example.de').expect(404);
    const unknown = await put('confirm', 'ZZZZZZZZ', email).expect(404);
    expect(wrong.body.errorType).toBe(unknown.body.errorType);
    await put('cancel', ref, 'other@example.de').expect(404);
    await put('abort', 'ZZZZZZZZ', email).expect(404);
    await put('confirm', ref, email).query({ flow: 'shop' }).expect(400);
    await put('confirm', ref, 'not-an-email').expect(400);
    await put('cancel', ref, email).expect(200);
  }, 30_000);
});

describe('PUT /booking/confirm (paid on site)', () => {
  it('confirms a CASH booking at once (OPEN → CONFIRMED, no deadline) with the confirmation mail and its calendar file', async () => {
    const { ref, email } = await cart(4, 'CASH');
    const res = await put('confirm', ref, email).query({ timeZone: 'Europe/Berlin' }).expect(200);
    expect(res.body).toMatchObject({ status: 'CONFIRMED', paymentMethod: 'CASH', expiresAt: null });
    expect(res.body.beachChairBookings[0].status).toBe('CONFIRMED');
    expect((await history(ref)).at(-1)).toEqual({ action: 'SUBMIT_ON_SITE', from: 'OPEN', to: 'CONFIRMED', actor: 'CUSTOMER' });

    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), email);
    expect(mail.subject).toContain(ref);
    const ics = mail.attachments.find((a) => a.filename.endsWith('.ics'));
    expect(ics?.content).toContain('BEGIN:VEVENT');

    // Confirmed is final for the customer: the same submit again answers the booking as it is (200, no second mail),
    // a cancel (another transition) is refused.
    expect((await put('confirm', ref, email).expect(200)).body).toEqual(res.body);
    expect((await history(ref)).filter((h) => h.action === 'SUBMIT_ON_SITE')).toHaveLength(1);
    expect((await put('cancel', ref, email).expect(409)).body.errorType).toBe('BOOKING_INVALID_TRANSITION');
  }, 30_000);
});

describe('PUT /booking/abort and /booking/cancel', () => {
  it('aborts a PENDING booking back to OPEN with a new hold, then cancels it; the chair is free again', async () => {
    const { ref, email } = await cart(2);
    await put('abort', ref, email).expect(409); // still OPEN
    await put('confirm', ref, email).expect(200);
    const aborted = await put('abort', ref, email).expect(200);
    expect(aborted.body.status).toBe('OPEN');
    expect((await put('abort', ref, email).expect(200)).body).toEqual(aborted.body); // the same abort again: as it is
    const holdMs = new Date(aborted.body.expiresAt).getTime() - Date.now();
    expect(holdMs).toBeGreaterThan(25 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    const canceled = await put('cancel', ref, email).expect(200);
    expect(canceled.body.status).toBe('CANCELED');
    expect(canceled.body.beachChairBookings[0].status).toBe('CANCELED');
    expect((await history(ref)).slice(-3).map((h) => [h.action, h.from, h.to, h.actor])).toEqual([
      ['SUBMIT_BANK_TRANSFER', 'OPEN', 'PENDING', 'CUSTOMER'],
      ['ABORT_PAYMENT', 'PENDING', 'OPEN', 'CUSTOMER'],
      ['CANCEL', 'OPEN', 'CANCELED', 'CUSTOMER'],
    ]);
    // The same cancel again: the canceled booking (200), no second history row; a confirm now is refused.
    expect((await put('cancel', ref, email).expect(200)).body).toEqual(canceled.body);
    expect((await history(ref)).filter((h) => h.action === 'CANCEL')).toHaveLength(1);
    const late = await put('confirm', ref, email).expect(409);
    expect(late.body).toMatchObject({ errorType: 'BOOKING_INVALID_TRANSITION', payload: { status: 'CANCELED' } });
    // The chair can be booked again.
    await cart(2);
  }, 30_000);

  it('cancels a PENDING booking directly', async () => {
    const { ref, email } = await cart(3);
    await put('confirm', ref, email).expect(200);
    expect((await put('cancel', ref, email).expect(200)).body.status).toBe('CANCELED');
  }, 30_000);
});
