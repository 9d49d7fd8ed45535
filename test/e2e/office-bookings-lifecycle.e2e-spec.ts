import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { uniqueEmail } from '../support/factories.js';
import { readOutbox, waitForOutboxMail } from '../support/mail.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

const BASE = '/api/v1/features/booking_details';
let ctx: TestContext;
let outbox: string;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let auth: { Authorization: string };
let foreign: { Authorization: string };
let admin: { Authorization: string };
let nextChair = 0;

const day = (n: number) => addDays(today('Europe/Berlin'), n);
const midnight = (date: string) => zonedInstant(date, '00:00', 'Europe/Berlin').toISOString();

beforeAll(async () => {
  outbox = join(await mkdtemp(join(tmpdir(), 'strandkorb-lifecycle-')), 'outbox');
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: join(outbox, '..'), SMTP_HOST: '' });
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 30 });
  await ctx.db.query(`UPDATE vendor SET cancellation_policy = $2 WHERE id = $1`, [
    s.vendorId,
    JSON.stringify([
      { daysBefore: 30, percent: 10 },
      { daysBefore: 7, percent: 50 },
    ]),
  ]);
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: 4711 })}` };
  const other = await ctx.factories.newVendor();
  foreign = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.id })}` };
  admin = { Authorization: `Bearer ${await ctx.adminToken()}` };
});
afterAll(() => ctx.close());

interface Made {
  id: number;
  ref: string;
  email: string;
  chairBookingIds: number[];
  chairIds: number[];
}

/** A booking of the vendor in `status` with a customer and `chairs` whole-day chair bookings of 15 € from day `startIn`. */
async function booking(
  o: { status: string; chairs?: number; startIn?: number; days?: number; language?: 'de' | 'en'; expiresAt?: Date | null } = {
    status: 'CONFIRMED',
  },
): Promise<Made> {
  const chairIds = Array.from({ length: o.chairs ?? 1 }, () => s.chairIds[0][nextChair++]);
  const start = day(o.startIn ?? 3);
  const made = await ctx.factories.newFilledBooking({
    vendorId: s.vendorId,
    status: o.status,
    bookingRef: `H2${Date.now().toString(36)}${nextChair}`.toUpperCase(),
    customer: { email: uniqueEmail('kunde'), language: o.language, address: { city: 'Scharbeutz' } },
    chairs: chairIds.map((beachChairId) => ({ beachChairId, start: midnight(start), end: midnight(addDays(start, o.days ?? 1)) })),
    totalCents: 1500 * chairIds.length,
    paymentMethod: 'BANK_TRANSFER',
    language: o.language,
    expiresAt: o.expiresAt === undefined ? new Date(Date.now() + 3600_000) : o.expiresAt,
  });
  return { id: made.id, ref: made.bookingRef, email: made.email!, chairBookingIds: made.chairBookingIds, chairIds };
}

const row = async (id: number) =>
  (
    await ctx.db.query(
      `SELECT status, total_price_cents AS total, cancellation_fee_cents AS fee, skip_refund AS "skipRefund", expires_at AS "expiresAt", payment_method AS "paymentMethod"
       FROM booking WHERE id = $1`,
      [id],
    )
  ).rows[0];
const chairStatuses = async (id: number) =>
  (await ctx.db.query(`SELECT status FROM beach_chair_booking WHERE booking_id = $1 ORDER BY id`, [id])).rows.map((r) => r.status);
const history = async (id: number) =>
  (
    await ctx.db.query(
      `SELECT action, from_status AS "from", to_status AS "to", actor_type AS actor, actor_id AS "actorId", details FROM booking_history WHERE booking_id = $1 ORDER BY id`,
      [id],
    )
  ).rows;

describe('PUT /{id}/confirm', () => {
  it('confirms a PENDING booking: status, no expiry, history, confirmation mail with the .ics', async () => {
    const b = await booking({ status: 'PENDING', chairs: 2, days: 2 });
    const res = await ctx.http().put(`${BASE}/${b.id}/confirm`).query({ timeZone: 'Europe/Berlin' }).set(auth).expect(200);
    expect(res.body).toMatchObject({ id: b.id, bookingRef: b.ref, status: 'CONFIRMED', expiresAt: null, totalPrice: 30 });
    expect(res.body.beachChairBookings.map((c: { status: string }) => c.status)).toEqual(['CONFIRMED', 'CONFIRMED']);
    expect(await row(b.id)).toMatchObject({ status: 'CONFIRMED', expiresAt: null });
    expect((await history(b.id)).at(-1)).toMatchObject({
      action: 'CONFIRM',
      from: 'PENDING',
      to: 'CONFIRMED',
      actor: 'VENDOR',
      actorId: '4711',
    });

    const { mail } = await waitForOutboxMail(outbox, b.email, /Buchungsbestätigung/);
    expect(mail.subject).toBe(`Buchungsbestätigung ${b.ref}`);
    expect(mail.text).toContain('MwSt. 19 %');
    expect(mail.attachments).toHaveLength(1);
    const [ics] = mail.attachments;
    expect(ics.filename).toBe(`booking-${b.ref}.ics`);
    expect(ics.contentType).toContain('text/calendar');
    expect(ics.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const start = day(3).replace(/-/g, '');
    const end = addDays(day(3), 2).replace(/-/g, '');
    expect(ics.content).toContain(`DTSTART;VALUE=DATE:${start}\r\n`);
    expect(ics.content).toContain(`DTEND;VALUE=DATE:${end}\r\n`);
    expect(ics.content).toContain(`UID:beach-chair-booking-${b.chairBookingIds[0]}@`);

    const again = await ctx.http().put(`${BASE}/${b.id}/confirm`).set(auth).expect(409);
    expectDomainError(again, 409, 'BOOKING_INVALID_TRANSITION');
    expect(again.body.payload).toEqual({ action: 'CONFIRM', status: 'CONFIRMED' });
  }, 30_000);

  it('writes the mail in English for an English customer; bad input is a 400 naming the field; a foreign booking is a 404', async () => {
    const b = await booking({ status: 'RESERVED', language: 'en' });
    expectFieldError(await ctx.http().put(`${BASE}/${b.id}/confirm`).query({ timeZone: 'Mars/Olympus' }).set(auth), 'timeZone');
    expectFieldError(await ctx.http().put(`${BASE}/abc/confirm`).set(auth), 'id');
    expectDomainError(await ctx.http().put(`${BASE}/${b.id}/confirm`).set(foreign), 404, 'ENTITY_NOT_FOUND');
    expect(await row(b.id)).toMatchObject({ status: 'RESERVED' });
    await ctx.http().put(`${BASE}/${b.id}/confirm`).set(admin).expect(200);
    expect((await history(b.id)).at(-1)).toMatchObject({ action: 'CONFIRM', from: 'RESERVED', actor: 'ADMIN' });
    const { mail } = await waitForOutboxMail(outbox, b.email);
    expect(mail.subject).toBe(`Booking confirmation ${b.ref}`);
  }, 30_000);
});

describe('PUT /{id}/pay', () => {
  it('books a PENDING booking paid in cash: payment row, method, history, confirmation mail', async () => {
    const b = await booking({ status: 'PENDING' });
    const res = await ctx.http().put(`${BASE}/${b.id}/pay`).set(auth).send({ paymentMethod: 'CASH' }).expect(200);
    expect(res.body).toMatchObject({ status: 'BOOKED', paymentMethod: 'CASH', expiresAt: null });
    expect(await row(b.id)).toMatchObject({ status: 'BOOKED', paymentMethod: 'CASH', expiresAt: null });
    expect(await chairStatuses(b.id)).toEqual(['BOOKED']);
    const payments = (await ctx.db.query(`SELECT provider, status, amount_cents AS amount FROM payment WHERE booking_id = $1`, [b.id]))
      .rows;
    expect(payments).toEqual([{ provider: 'MANUAL', status: 'SUCCEEDED', amount: 1500 }]);
    expect((await history(b.id)).at(-1)).toMatchObject({
      action: 'PAY',
      from: 'PENDING',
      to: 'BOOKED',
      details: { paymentMethod: 'CASH', amountCents: 1500 },
    });
    const { mail } = await waitForOutboxMail(outbox, b.email, /Buchungsbestätigung/);
    // issue 29: the method's German name as the invoice prints it, not "Bezahlt (CASH)"
    expect(mail.text).toContain('Bezahlt: Barzahlung vor Ort');
    expect(mail.attachments[0].content).toContain('BEGIN:VCALENDAR');

    expectDomainError(
      await ctx.http().put(`${BASE}/${b.id}/pay`).set(auth).send({ paymentMethod: 'EC' }),
      409,
      'BOOKING_INVALID_TRANSITION',
    );
  }, 30_000);

  it('refuses a missing or online method (400 naming paymentMethod), a CANCELED booking (409) and a foreign one (404)', async () => {
    const b = await booking({ status: 'CANCELED' });
    expectFieldError(await ctx.http().put(`${BASE}/${b.id}/pay`).set(auth).send({}), 'paymentMethod');
    expectFieldError(await ctx.http().put(`${BASE}/${b.id}/pay`).set(auth).send({ paymentMethod: 'STRIPE_CREDIT_CARD' }), 'paymentMethod');
    expectFieldError(await ctx.http().put(`${BASE}/${b.id}/pay`).set(auth).send({ paymentMethod: 'CASH', amount: -3 }), 'amount');
    expectDomainError(
      await ctx.http().put(`${BASE}/${b.id}/pay`).set(auth).send({ paymentMethod: 'CASH' }),
      409,
      'BOOKING_INVALID_TRANSITION',
    );
    expectDomainError(await ctx.http().put(`${BASE}/${b.id}/pay`).set(foreign).send({ paymentMethod: 'CASH' }), 404, 'ENTITY_NOT_FOUND');
    expect((await ctx.db.query(`SELECT count(*)::int AS n FROM payment WHERE booking_id = $1`, [b.id])).rows[0].n).toBe(0);
  }, 30_000);
});

describe('PUT /{id}/reserve', () => {
  it('reserves an OPEN booking without expiry; a second reserve is a 409; foreign 404', async () => {
    const b = await booking({ status: 'OPEN' });
    expectDomainError(await ctx.http().put(`${BASE}/${b.id}/reserve`).set(foreign), 404, 'ENTITY_NOT_FOUND');
    const res = await ctx.http().put(`${BASE}/${b.id}/reserve`).set(auth).expect(200);
    expect(res.body).toMatchObject({ status: 'RESERVED', expiresAt: null });
    expect(await row(b.id)).toMatchObject({ status: 'RESERVED', expiresAt: null });
    expect(await chairStatuses(b.id)).toEqual(['RESERVED']);
    expect((await history(b.id)).at(-1)).toMatchObject({ action: 'RESERVE', from: 'OPEN', to: 'RESERVED', actor: 'VENDOR' });
    expectDomainError(await ctx.http().put(`${BASE}/${b.id}/reserve`).set(auth), 409, 'BOOKING_INVALID_TRANSITION');
    expectFieldError(await ctx.http().put(`${BASE}/0/reserve`).set(auth), 'id');
  }, 30_000);
});

describe('GET /{id}/calculateCancellationFee', () => {
  it('applies the vendor policy by calendar days before the first chair booking', async () => {
    const soon = await booking({ status: 'CONFIRMED', chairs: 2, startIn: 3 });
    expect((await ctx.http().get(`${BASE}/${soon.id}/calculateCancellationFee`).set(auth).expect(200)).body).toEqual({
      totalPrice: 30,
      base: 'RENTAL',
      baseAmount: 30,
      cancellationFee: 15,
      percent: 50,
      daysBefore: 3,
      refund: 15,
      rule: { daysBefore: 7, percent: 50 },
    });
    const later = await booking({ status: 'CONFIRMED', startIn: 20 });
    expect((await ctx.http().get(`${BASE}/${later.id}/calculateCancellationFee`).set(auth).expect(200)).body).toMatchObject({
      cancellationFee: 1.5,
      percent: 10,
      daysBefore: 20,
      refund: 13.5,
    });
    const far = await booking({ status: 'CONFIRMED', startIn: 40 });
    expect((await ctx.http().get(`${BASE}/${far.id}/calculateCancellationFee`).set(auth).expect(200)).body).toMatchObject({
      cancellationFee: 0,
      percent: 0,
      rule: null,
      refund: 15,
    });
    expectDomainError(await ctx.http().get(`${BASE}/${soon.id}/calculateCancellationFee`).set(foreign), 404, 'ENTITY_NOT_FOUND');
    expectFieldError(
      await ctx.http().get(`${BASE}/${soon.id}/calculateCancellationFee`).query({ timeZone: 'nowhere' }).set(auth),
      'timeZone',
    );
  }, 30_000);
});

describe('PUT /{id}/cancel', () => {
  it('cancels with the calculated fee by default: rows, chairs freed, history, cancellation mail', async () => {
    const b = await booking({ status: 'CONFIRMED', chairs: 2, startIn: 3 });
    const res = await ctx.http().put(`${BASE}/${b.id}/cancel`).query({ timeZone: 'Europe/Berlin' }).set(auth).expect(200);
    expect(res.body).toMatchObject({ status: 'CANCELED', cancellationFee: 15, skipRefund: false, totalPrice: 30 });
    expect(await row(b.id)).toMatchObject({ status: 'CANCELED', fee: 1500, skipRefund: false, expiresAt: null });
    expect(await chairStatuses(b.id)).toEqual(['CANCELED', 'CANCELED']);
    expect((await history(b.id)).at(-1)).toMatchObject({
      action: 'CANCEL',
      from: 'CONFIRMED',
      to: 'CANCELED',
      actor: 'VENDOR',
      details: { cancellationFeeCents: 1500, skipRefund: false, beachChairBookingIds: b.chairBookingIds },
    });
    const { mail } = await waitForOutboxMail(outbox, b.email, /Stornierung/);
    expect(mail.subject).toBe(`Stornierung Ihrer Buchung ${b.ref}`);
    expect(mail.text).toMatch(/Stornogebühr: 15,00\s€ \(inkl\. 19 % MwSt\.: 2,39\s€\)/);
    // nothing was paid: no refund is promised, the fee is still to pay; the cancellation PDF is attached
    expect(mail.text).not.toMatch(/Erstattung:/);
    expect(mail.text).toMatch(/Noch zu zahlen: 15,00\s€/);
    expect(mail.attachments.map((a: { filename: string }) => a.filename)).toEqual([`Stornierung_${b.ref}.pdf`]);
    // The chairs can be booked again for the same days.
    await ctx.factories.newChairBooking({
      vendorId: s.vendorId,
      beachChairId: b.chairIds[0],
      start: midnight(day(3)),
      end: midnight(day(4)),
    });
    expectDomainError(await ctx.http().put(`${BASE}/${b.id}/cancel`).set(auth), 409, 'BOOKING_INVALID_TRANSITION');
  }, 30_000);

  it('takes cancellationFee and skipRefund from the body or the query', async () => {
    const b = await booking({ status: 'BOOKED', startIn: 3 });
    const res = await ctx.http().put(`${BASE}/${b.id}/cancel`).set(auth).send({ cancellationFee: 2.5, skipRefund: true }).expect(200);
    expect(res.body).toMatchObject({ status: 'CANCELED', cancellationFee: 2.5, skipRefund: true });
    expect(await row(b.id)).toMatchObject({ fee: 250, skipRefund: true });
    const { mail } = await waitForOutboxMail(outbox, b.email, /Stornierung/);
    expect(mail.text).toMatch(/Stornogebühr: 2,50\s€/);
    expect(mail.text).not.toMatch(/Erstattung:/);

    const q = await booking({ status: 'PENDING', startIn: 3 });
    await ctx.http().put(`${BASE}/${q.id}/cancel`).query({ cancellationFee: '0', skipRefund: 'true' }).set(auth).expect(200);
    expect(await row(q.id)).toMatchObject({ status: 'CANCELED', fee: 0, skipRefund: true });
  }, 30_000);

  it('refuses a fee above the total or below 0 and a bad skipRefund (400 naming the field), a foreign booking (404)', async () => {
    const b = await booking({ status: 'CONFIRMED' });
    const tooHigh = await ctx.http().put(`${BASE}/${b.id}/cancel`).set(auth).send({ cancellationFee: 15.01 });
    expectDomainError(tooHigh, 400, 'INVALID_INPUT');
    expect(tooHigh.body.payload).toEqual({ field: 'cancellationFee', max: 15 });
    expectFieldError(await ctx.http().put(`${BASE}/${b.id}/cancel`).set(auth).send({ cancellationFee: -1 }), 'cancellationFee');
    expectFieldError(await ctx.http().put(`${BASE}/${b.id}/cancel`).query({ cancellationFee: 'viel' }).set(auth), 'cancellationFee');
    expectFieldError(await ctx.http().put(`${BASE}/${b.id}/cancel`).set(auth).send({ skipRefund: 'maybe' }), 'skipRefund');
    expectDomainError(await ctx.http().put(`${BASE}/${b.id}/cancel`).set(foreign), 404, 'ENTITY_NOT_FOUND');
    expect(await row(b.id)).toMatchObject({ status: 'CONFIRMED', fee: null });
    expect(await chairStatuses(b.id)).toEqual(['CONFIRMED']);
  }, 30_000);

  it('of two concurrent cancels exactly one wins, the other gets 409', async () => {
    const b = await booking({ status: 'CONFIRMED', chairs: 2 });
    const answers = await Promise.all([0, 1].map(() => ctx.http().put(`${BASE}/${b.id}/cancel`).set(auth)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.errorType).toBe('BOOKING_INVALID_TRANSITION');
    expect((await history(b.id)).filter((h) => h.action === 'CANCEL')).toHaveLength(1);
  }, 30_000);
});

describe('DELETE /{id}/cancel/{beachChairBookingId}', () => {
  it('cancels one chair booking and retotals; the last one cancels the booking; recover brings back only that one', async () => {
    const b = await booking({ status: 'CONFIRMED', chairs: 2 });
    const other = await booking({ status: 'CONFIRMED' });
    expectDomainError(await ctx.http().delete(`${BASE}/${b.id}/cancel/${other.chairBookingIds[0]}`).set(auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().delete(`${BASE}/${b.id}/cancel/${b.chairBookingIds[0]}`).set(foreign), 404, 'ENTITY_NOT_FOUND');
    expectFieldError(await ctx.http().delete(`${BASE}/${b.id}/cancel/x`).set(auth), 'beachChairBookingId');

    // Issue 29: without a fee one chair follows the vendor's policy like the whole booking (50 % of its 15 € three days
    // ahead), where it used to keep 0 €; the fee stays on the total.
    const res = await ctx.http().delete(`${BASE}/${b.id}/cancel/${b.chairBookingIds[0]}`).set(auth).expect(200);
    expect(res.body).toMatchObject({ status: 'CONFIRMED', totalPrice: 22.5 });
    expect(await chairStatuses(b.id)).toEqual(['CANCELED', 'CONFIRMED']);
    expect(await row(b.id)).toMatchObject({ status: 'CONFIRMED', total: 2250, expiresAt: expect.any(Date) });
    expect((await history(b.id)).at(-1)).toMatchObject({
      action: 'CANCEL_BEACH_CHAIR',
      from: 'CONFIRMED',
      to: 'CONFIRMED',
      details: { beachChairBookingId: b.chairBookingIds[0], beachChairId: b.chairIds[0], cancellationFeeCents: 750 },
    });
    expectDomainError(
      await ctx.http().delete(`${BASE}/${b.id}/cancel/${b.chairBookingIds[0]}`).set(auth),
      409,
      'BOOKING_INVALID_TRANSITION',
    );

    const last = await ctx.http().delete(`${BASE}/${b.id}/cancel/${b.chairBookingIds[1]}`).set(auth).expect(200);
    expect(last.body.status).toBe('CANCELED');
    expect(await chairStatuses(b.id)).toEqual(['CANCELED', 'CANCELED']);
    expect((await history(b.id)).slice(-2).map((h) => [h.action, h.from, h.to])).toEqual([
      ['CANCEL_BEACH_CHAIR', 'CONFIRMED', 'CONFIRMED'],
      ['CANCEL', 'CONFIRMED', 'CANCELED'],
    ]);
    await waitForOutboxMail(outbox, b.email, /Stornierung/);

    const recovered = await ctx.http().get(`${BASE}/${b.id}/recover`).set(auth).expect(200);
    expect(recovered.body).toMatchObject({ status: 'CONFIRMED', totalPrice: 22.5, cancellationFee: null });
    expect(await chairStatuses(b.id)).toEqual(['CANCELED', 'CONFIRMED']);
    expect((await history(b.id)).at(-1)).toMatchObject({
      action: 'RECOVER',
      from: 'CANCELED',
      to: 'CONFIRMED',
      details: { beachChairBookingIds: [b.chairBookingIds[1]] },
    });
  }, 30_000);
});

describe('GET /{id}/recover', () => {
  it('recovers a canceled booking with all its chairs, and an expired one', async () => {
    const b = await booking({ status: 'CONFIRMED', chairs: 2 });
    await ctx.http().put(`${BASE}/${b.id}/cancel`).set(auth).send({ cancellationFee: 1 }).expect(200);
    const res = await ctx.http().get(`${BASE}/${b.id}/recover`).set(auth).expect(200);
    expect(res.body).toMatchObject({ status: 'CONFIRMED', totalPrice: 30, cancellationFee: null, skipRefund: false });
    expect(await chairStatuses(b.id)).toEqual(['CONFIRMED', 'CONFIRMED']);
    expectDomainError(await ctx.http().get(`${BASE}/${b.id}/recover`).set(auth), 409, 'BOOKING_INVALID_TRANSITION');

    const e = await booking({ status: 'EXPIRED', expiresAt: new Date(Date.now() - 60_000) });
    await ctx.http().get(`${BASE}/${e.id}/recover`).set(auth).expect(200);
    expect(await row(e.id)).toMatchObject({ status: 'CONFIRMED', expiresAt: null });
    expect(await chairStatuses(e.id)).toEqual(['CONFIRMED']);
    expectDomainError(await ctx.http().get(`${BASE}/${e.id}/recover`).set(foreign), 404, 'ENTITY_NOT_FOUND');
  }, 30_000);

  it('refuses when a chair was taken meanwhile (409 BEACH_CHAIR_ALREADY_BOOKED) and changes nothing', async () => {
    const b = await booking({ status: 'CONFIRMED', chairs: 2, startIn: 5 });
    await ctx.http().put(`${BASE}/${b.id}/cancel`).set(auth).expect(200);
    await ctx.factories.newChairBooking({
      vendorId: s.vendorId,
      beachChairId: b.chairIds[1],
      start: midnight(day(5)),
      end: midnight(day(6)),
    });
    const before = await history(b.id);
    const taken = await ctx.http().get(`${BASE}/${b.id}/recover`).set(auth);
    expectDomainError(taken, 409, 'BEACH_CHAIR_ALREADY_BOOKED');
    // the answer names the chair and the booked period, not only the constraint
    expect(taken.body.payload).toMatchObject({
      beachChairId: b.chairIds[1],
      bookedStart: midnight(day(5)),
      bookedEnd: midnight(day(6)),
    });
    expect(taken.body.message).toContain(`Beach chair ${b.chairIds[1]}`);
    expect(await row(b.id)).toMatchObject({ status: 'CANCELED', fee: expect.any(Number) });
    expect(await chairStatuses(b.id)).toEqual(['CANCELED', 'CANCELED']);
    expect(await history(b.id)).toHaveLength(before.length);

    const e = await booking({ status: 'EXPIRED', startIn: 5 });
    await ctx.factories.newChairBooking({
      vendorId: s.vendorId,
      beachChairId: e.chairIds[0],
      start: midnight(day(5)),
      end: midnight(day(6)),
    });
    expectDomainError(await ctx.http().get(`${BASE}/${e.id}/recover`).set(auth), 409, 'BEACH_CHAIR_ALREADY_BOOKED');
    expect(await row(e.id)).toMatchObject({ status: 'EXPIRED' });
  }, 30_000);
});

describe('mails', () => {
  it('sends nothing for a booking without customer, and the outbox holds one .eml per mail', async () => {
    const ref = `H2N${Date.now().toString(36)}`.toUpperCase();
    const {
      rows: [b],
    } = await ctx.db.query(`INSERT INTO booking (booking_ref, vendor_id, status) VALUES ($1, $2, 'OPEN') RETURNING id`, [ref, s.vendorId]);
    await ctx.http().put(`${BASE}/${b.id}/confirm`).set(auth).expect(200);
    await new Promise((r) => setTimeout(r, 500));
    // Only this booking's mails count: an earlier test's mail job may still be landing in the shared outbox.
    const mails = (await readOutbox(outbox)).filter(({ mail }) => mail.subject.includes(ref) || mail.text.includes(ref));
    expect(mails).toEqual([]);
  }, 30_000);
});
