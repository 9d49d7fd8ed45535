import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, today } from '../../server/src/common/time.js';
import { fillCart } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const PUBLIC = '/api/v1/features/public';
const D = addDays(today('Europe/Berlin'), 3);
let ctx: TestContext;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let key: { id: number; key: string };
let foreignKey: { id: number; key: string };
let platformKey: { id: number; key: string };

let ipCounter = 0;
/** Lookups are rate-limited per IP: each test calls from its own address unless it tests the limit. */
const newIp = () => `10.${(process.pid + 7) % 250}.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_BOOKING_LOOKUP: '3/60' });
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 7 });
  const other = await ctx.factories.newVendor();
  key = await ctx.factories.newApiKey({ vendorId: s.vendorId, name: 'Schloss 7' });
  foreignKey = await ctx.factories.newApiKey({ vendorId: other.id, name: 'Schloss 7' });
  platformKey = await ctx.factories.newApiKey({ vendorId: null, kind: 'LOCK_DEVICE', name: 'Schloss 7' });
});
afterAll(() => ctx.close());

/** An OPEN booking with a chair and a customer, through the public API. */
const booking = (chair: number) =>
  fillCart(ctx, {
    publicReference: s.publicReference,
    chair: { beachChairId: s.chairIds[0][chair], day: D },
    customer: { emailPrefix: 'gast', firstName: 'Jan' },
  });

const lookup = (q: Record<string, string>, apiKey: string | null, ip = newIp()) => {
  const req = ctx.http().get(`${PUBLIC}/booking_details`).query(q).set('X-Forwarded-For', ip);
  return apiKey ? req.set('x-api-key', apiKey) : req;
};

/** An error body without what differs from call to call by nature. */
const comparable = (body: Record<string, unknown>) => {
  const { payload, ...rest } = body as { payload?: Record<string, unknown> };
  const { correlationId: _c, ...p } = payload ?? {};
  const { correlationId: _r, requestId: _q, ...r } = rest as Record<string, unknown>;
  return { ...r, payload: p };
};

describe('GET /features/public/booking_details (API key)', () => {
  it("answers the booking by reference and the customer's e-mail (any case)", async () => {
    const { ref, email } = await booking(0);
    const res = await lookup({ bookingRef: ref, email: email.toUpperCase() }, key.key).expect(200);
    expect(res.body).toMatchObject({
      bookingRef: ref,
      publicReference: s.publicReference,
      status: 'OPEN',
      customer: { email, firstName: 'Jan', lastName: 'Mustermann' },
      beachChairBookings: [{ beachChairId: s.chairIds[0][0], status: 'OPEN' }],
    });
    // A platform-wide key (no vendor) sees every vendor's bookings.
    await lookup({ bookingRef: ref, email }, platformKey.key).expect(200);
  });

  it('answers the same 404 for a wrong e-mail, an unknown reference and a booking of another vendor', async () => {
    const { ref, email } = await booking(1);
    const wrongEmail = await lookup({ bookingRef: ref, email: 'jemand@example.de' }, key.key).expect(404);
    const unknown = await lookup({ bookingRef: 'ZZZZ2345', email }, key.key).expect(404);
    const foreign = await lookup({ bookingRef: ref, email }, foreignKey.key).expect(404);
    expect(wrongEmail.body.errorType).toBe('ENTITY_NOT_FOUND');
    expect(comparable(wrongEmail.body)).toEqual(comparable(unknown.body));
    expect(comparable(foreign.body)).toEqual(comparable(unknown.body));
    expect(JSON.stringify(wrongEmail.body)).not.toContain(ref);
  });

  it('needs a valid API key and a valid query (400 naming the field)', async () => {
    const { ref, email } = await booking(2);
    expect((await lookup({ bookingRef: ref, email }, null).expect(401)).body.errorType).toBe('INVALID_API_KEY');
    await lookup({ bookingRef: ref, email }, 'sk_00000000_wrong').expect(401);
    const bad = await lookup({ bookingRef: ref, email: 'kein-email' }, key.key).expect(400);
    expect(JSON.stringify(bad.body)).toContain('email');
    const badRef = await lookup({ bookingRef: 'kurz', email }, key.key).expect(400);
    expect(JSON.stringify(badRef.body)).toContain('bookingRef');
  });

  it('is rate-limited per IP (RATE_LIMIT_BOOKING_LOOKUP): 429 RATE_LIMITED over the limit', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) await lookup({ bookingRef: 'ZZZZ2345', email: 'a@example.de' }, key.key, ip).expect(404);
    const limited = await lookup({ bookingRef: 'ZZZZ2345', email: 'a@example.de' }, key.key, ip).expect(429);
    expect(limited.body.errorType).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await lookup({ bookingRef: 'ZZZZ2345', email: 'a@example.de' }, key.key).expect(404); // another address
  });
});

describe('PUT /features/public/reservation/{bookingReference}/confirm (API key)', () => {
  /** A booking the vendor reserved (arranged in SQL: the back office's RESERVE is tested with its route). */
  async function reserved(chair: number): Promise<{ ref: string; id: number }> {
    const { ref } = await booking(chair);
    const { rows } = await ctx.db.query(`UPDATE booking SET status = 'RESERVED' WHERE booking_ref = $1 RETURNING id`, [ref]);
    await ctx.db.query(`UPDATE beach_chair_booking SET status = 'RESERVED' WHERE booking_id = $1`, [rows[0].id]);
    return { ref, id: rows[0].id as number };
  }
  const confirm = (ref: string, apiKey: string) => ctx.http().put(`${PUBLIC}/reservation/${ref}/confirm`).set('x-api-key', apiKey);
  const state = async (id: number) =>
    (
      await ctx.db.query(
        `SELECT status, array(SELECT status FROM beach_chair_booking WHERE booking_id = b.id) AS chairs FROM booking b WHERE id = $1`,
        [id],
      )
    ).rows[0];

  it('confirms a RESERVED booking as DEVICE with the key in the history; the same confirm again is 200, nothing written twice', async () => {
    const { ref, id } = await reserved(3);
    expect((await confirm(ref, key.key).expect(200)).body).toEqual({ bookingRef: ref, status: 'CONFIRMED' });
    expect(await state(id)).toEqual({ status: 'CONFIRMED', chairs: ['CONFIRMED'] });
    const { rows } = await ctx.db.query(
      `SELECT action, from_status AS "from", to_status AS "to", actor_type AS actor, actor_id AS "actorId", details FROM booking_history WHERE booking_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(rows[0]).toEqual({
      action: 'CONFIRM_RESERVATION',
      from: 'RESERVED',
      to: 'CONFIRMED',
      actor: 'DEVICE',
      actorId: String(key.id),
      details: { apiKeyName: 'Schloss 7', apiKeyKind: 'MOBILE_APP' },
    });

    // A device that lost the answer confirms again (issue 28): the same answer, one history row.
    expect((await confirm(ref, key.key).expect(200)).body).toEqual({ bookingRef: ref, status: 'CONFIRMED' });
    const { rows: confirms } = await ctx.db.query(
      `SELECT count(*)::int AS n FROM booking_history WHERE booking_id = $1 AND action = 'CONFIRM_RESERVATION'`,
      [id],
    );
    expect(confirms[0].n).toBe(1);
    // A reservation the vendor confirmed in the office is no device's repeat: 409.
    const office = await reserved(6);
    await ctx.db.query(`UPDATE booking SET status = 'CONFIRMED' WHERE id = $1`, [office.id]);
    await ctx.db.query(
      `INSERT INTO booking_history (booking_id, action, from_status, to_status, actor_type, actor_id) VALUES ($1, 'CONFIRM', 'RESERVED', 'CONFIRMED', 'VENDOR', '1')`,
      [office.id],
    );
    const other = await confirm(office.ref, key.key).expect(409);
    expect(other.body).toMatchObject({
      errorType: 'BOOKING_INVALID_TRANSITION',
      payload: { action: 'CONFIRM_RESERVATION', status: 'CONFIRMED' },
    });
  });

  it("refuses an OPEN booking (409), another vendor's booking and an unknown one (the same 404), bad input (400) and no key (401)", async () => {
    const open = await booking(5);
    const { ref, id } = await reserved(4);
    const foreign = await confirm(ref, foreignKey.key).expect(404);
    const unknown = await confirm('ZZZZ2345', key.key).expect(404);
    expect(comparable(foreign.body)).toEqual(comparable(unknown.body));
    expect((await state(id)).status).toBe('RESERVED');
    await ctx.http().put(`${PUBLIC}/reservation/${ref}/confirm`).expect(401);
    await confirm('kurz', key.key).expect(400);

    const wrong = await confirm(open.ref, key.key).expect(409);
    expect(wrong.body).toMatchObject({
      errorType: 'BOOKING_INVALID_TRANSITION',
      payload: { action: 'CONFIRM_RESERVATION', status: 'OPEN' },
    });

    // A platform-wide app key (the storefront's is public in its index.html) may not; the platform's lock device may.
    const appKey = await ctx.factories.newApiKey({ vendorId: null, name: 'Schloss 7' });
    expect(comparable((await confirm(ref, appKey.key).expect(404)).body)).toEqual(comparable(unknown.body));
    expect((await state(id)).status).toBe('RESERVED');
    expect((await confirm(ref, platformKey.key).expect(200)).body.status).toBe('CONFIRMED');
  });
});
