import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, TestContext } from '../support/test-app.js';

const LOCK = '/api/v1/features/public/lock';
const HOUR = 3600_000;
let ctx: TestContext;
/** The tests' keys are lock devices' unless told. */
const newApiKey = async (vendorId: number | null, kind: 'LOCK_DEVICE' | 'MOBILE_APP' = 'LOCK_DEVICE') =>
  (await ctx.factories.newApiKey({ vendorId, kind, name: 'Schloss' })).key;

let ipCounter = 0;
/** The health is rate-limited per IP: each call comes from its own address unless a test checks the limit. */
const newIp = () => `10.${(process.pid + 11) % 250}.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

const health = (id: number | string, ip = newIp(), key?: string) => {
  const req = ctx.http().get(`${LOCK}/${id}/health`).set('X-Forwarded-For', ip);
  return key ? req.set('x-api-key', key) : req;
};
const sync = (id: number | string, body: object, key: string | null) => {
  const req = ctx.http().post(`${LOCK}/${id}/sync`).send(body);
  return key ? req.set('x-api-key', key) : req;
};
const iso = (ms: number) => new Date(ms).toISOString();

/** A vendor's lock fitted to one of its chairs, and the vendor's lock key. */
async function fittedLock() {
  const section = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1, prices: false });
  const chairId = section.chairIds[0][0];
  const lock = await ctx.factories.newLockDevice({ vendorId: section.vendorId });
  await ctx.factories.updateBeachChair(chairId, { lockId: lock.id });
  return { lockId: lock.id, chairId, vendorId: section.vendorId, key: await newApiKey(section.vendorId) };
}

const row = async (id: number) =>
  (await ctx.db.query(`SELECT state, battery_level, firmware, last_seen_at, last_sync_at FROM lock_device WHERE id = $1`, [id])).rows[0];

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_LOCK_HEALTH: '3/60' });
});
afterAll(() => ctx.close());

describe('GET /features/public/lock/{id}/health', () => {
  it('a fresh lock is NEVER_SEEN; anyone sees id, online and health only', async () => {
    const vendor = await ctx.factories.newVendor();
    const lock = await ctx.factories.newLockDevice({ vendorId: vendor.id });
    const res = await health(lock.id).expect(200);
    expect(res.body).toEqual({ id: lock.id, online: false, health: 'NEVER_SEEN' });
    const { rows } = await ctx.db.query(`SELECT serial_number FROM lock_device WHERE id = $1`, [lock.id]);
    expect(JSON.stringify(res.body)).not.toContain(rows[0].serial_number);
  });

  it('the state (open or locked), battery and firmware only with a LOCK_DEVICE key of its vendor', async () => {
    const { lockId, key } = await fittedLock();
    await sync(lockId, { state: 'UNLOCKED', batteryLevel: 80, firmware: '2.5.0' }, key).expect(200);
    expect((await health(lockId).expect(200)).body).toEqual({ id: lockId, online: true, health: 'OK' });
    const otherVendors = await newApiKey((await ctx.factories.newVendor()).id);
    expect((await health(lockId, newIp(), otherVendors).expect(200)).body).toEqual({ id: lockId, online: true, health: 'OK' });
    const appKey = await newApiKey(null, 'MOBILE_APP');
    expect((await health(lockId, newIp(), appKey).expect(200)).body).not.toHaveProperty('state');
    expect((await health(lockId, newIp(), 'sk_nonsense_key').expect(401)).body.errorType).toBe('INVALID_API_KEY');
  });

  it('after a sync: OK and online; a low battery is BATTERY_LOW; not seen for LOCK_OFFLINE_MINUTES: OFFLINE', async () => {
    const { lockId, key } = await fittedLock();
    await sync(lockId, { state: 'UNLOCKED', batteryLevel: 80, firmware: '2.5.0' }, key).expect(200);
    const ok = (await health(lockId, newIp(), key).expect(200)).body;
    expect(ok).toEqual({
      id: lockId,
      state: 'UNLOCKED',
      batteryLevel: 80,
      firmware: '2.5.0',
      lastSeenAt: expect.any(String),
      lastSyncAt: expect.any(String),
      online: true,
      health: 'OK',
      assigned: true,
    });
    expect(Math.abs(Date.parse(ok.lastSeenAt) - Date.now())).toBeLessThan(60_000);

    await sync(lockId, { batteryLevel: 19 }, key).expect(200);
    expect((await health(lockId, newIp(), key).expect(200)).body).toMatchObject({ batteryLevel: 19, online: true, health: 'BATTERY_LOW' });

    // Default window 30 minutes: 29 minutes ago is still online, 31 minutes ago is not.
    await ctx.db.query(`UPDATE lock_device SET last_seen_at = now() - interval '29 minutes' WHERE id = $1`, [lockId]);
    expect((await health(lockId).expect(200)).body).toMatchObject({ online: true, health: 'BATTERY_LOW' });
    await ctx.db.query(`UPDATE lock_device SET last_seen_at = now() - interval '31 minutes' WHERE id = $1`, [lockId]);
    expect((await health(lockId, newIp(), key).expect(200)).body).toMatchObject({ online: false, health: 'OFFLINE', batteryLevel: 19 });
  });

  it('an unknown lock is a 404, a bad id a 400', async () => {
    const res = await health(2147483647).expect(404);
    expect(res.body).toEqual({
      statusCode: 404,
      errorType: 'ENTITY_NOT_FOUND',
      payload: { entity: 'LockDevice', id: 2147483647 },
      message: expect.any(String),
    });
    expect(JSON.stringify((await health('abc').expect(400)).body)).toContain('id');
  });

  it('is rate-limited per IP (RATE_LIMIT_LOCK_HEALTH): 429 RATE_LIMITED over the limit', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i++) await health(2147483647, ip).expect(404);
    const limited = await health(2147483647, ip).expect(429);
    expect(limited.body.errorType).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toEqual(expect.any(String));
  });
});

describe('POST /features/public/lock/{id}/sync', () => {
  it("updates the lock and answers its chair's holding bookings within the horizon, nothing else", async () => {
    const { lockId, chairId, vendorId, key } = await fittedLock();
    const now = Date.now();
    const booking = (status: string, from: number, to: number) =>
      ctx.factories.newChairBooking({ vendorId, beachChairId: chairId, start: iso(now + from * HOUR), end: iso(now + to * HOUR), status });
    const running = await booking('CONFIRMED', -2, 3);
    const confirmed = await booking('CONFIRMED', 5, 8);
    const reserved = await booking('RESERVED', 24, 30);
    await booking('OPEN', 10, 12);
    await booking('CANCELED', 5, 8);
    await booking('EXPIRED', 13, 14);
    await booking('PENDING', 15, 16);
    await booking('CONFIRMED', 49, 52); // past the default 48-hour horizon
    await booking('CONFIRMED', -30, -20); // over
    const refs = Object.fromEntries(
      (await ctx.db.query(`SELECT id, booking_ref FROM booking WHERE id = ANY($1)`, [[running.id, confirmed.id, reserved.id]])).rows.map(
        (r: { id: number; booking_ref: string }) => [r.id, r.booking_ref],
      ),
    );

    const res = await sync(lockId, { state: 'UNLOCKED', batteryLevel: 64, firmware: '3.0.1-rc1' }, key).expect(200);
    expect(res.body).toEqual({
      lockId,
      beachChairId: chairId,
      serverTime: expect.any(String),
      nextSyncSeconds: 300,
      bookings: [
        { bookingRef: refs[running.id], start: iso(now - 2 * HOUR), end: iso(now + 3 * HOUR), status: 'CONFIRMED' },
        { bookingRef: refs[confirmed.id], start: iso(now + 5 * HOUR), end: iso(now + 8 * HOUR), status: 'CONFIRMED' },
        { bookingRef: refs[reserved.id], start: iso(now + 24 * HOUR), end: iso(now + 30 * HOUR), status: 'RESERVED' },
      ],
    });
    expect(Math.abs(Date.parse(res.body.serverTime) - Date.now())).toBeLessThan(60_000);

    const stored = await row(lockId);
    expect(stored).toMatchObject({ state: 'UNLOCKED', battery_level: 64, firmware: '3.0.1-rc1' });
    expect(stored.last_seen_at.toISOString()).toBe(res.body.serverTime);
    expect(stored.last_sync_at.toISOString()).toBe(res.body.serverTime);

    // Fields left out keep their values; the contact is recorded again.
    await ctx.db.query(`UPDATE lock_device SET last_seen_at = now() - interval '1 day' WHERE id = $1`, [lockId]);
    await sync(lockId, {}, key).expect(200);
    const again = await row(lockId);
    expect(again).toMatchObject({ state: 'UNLOCKED', battery_level: 64, firmware: '3.0.1-rc1' });
    expect(Date.now() - again.last_seen_at.getTime()).toBeLessThan(60_000);
  });

  it('a lock on no chair gets no chair and no bookings', async () => {
    const vendor = await ctx.factories.newVendor();
    const lock = await ctx.factories.newLockDevice({ vendorId: vendor.id });
    const key = await newApiKey(vendor.id);
    const res = await sync(lock.id, { batteryLevel: 100 }, key).expect(200);
    expect(res.body).toMatchObject({ lockId: lock.id, beachChairId: null, bookings: [] });
    expect((await health(lock.id, newIp(), key).expect(200)).body).toMatchObject({ health: 'OK', assigned: false });
  });

  it("needs a key (401); another vendor's key, a mobile-app key or an unknown lock: the same 404, nothing changed", async () => {
    const { lockId } = await fittedLock();
    const other = await ctx.factories.newVendor();
    const noKey = await sync(lockId, { batteryLevel: 5 }, null).expect(401);
    expect(noKey.body.errorType).toBe('INVALID_API_KEY');
    await sync(lockId, { batteryLevel: 5 }, 'sk_00000000_not-a-real-key-at-all').expect(401);

    const foreign = await sync(lockId, { batteryLevel: 5 }, await newApiKey(other.id)).expect(404);
    expect(foreign.body).toEqual({
      statusCode: 404,
      errorType: 'ENTITY_NOT_FOUND',
      payload: { entity: 'LockDevice', id: lockId },
      message: expect.any(String),
    });
    const vendorId = (await ctx.db.query(`SELECT vendor_id FROM lock_device WHERE id = $1`, [lockId])).rows[0].vendor_id;
    // The storefront's key is a platform-wide MOBILE_APP key and public: no mobile-app key syncs a lock.
    await sync(lockId, { batteryLevel: 5 }, await newApiKey(vendorId, 'MOBILE_APP')).expect(404);
    await sync(lockId, { batteryLevel: 5 }, await newApiKey(null, 'MOBILE_APP')).expect(404);
    const unknown = await sync(2147483647, { batteryLevel: 5 }, await newApiKey(null)).expect(404);
    expect(unknown.body.errorType).toBe('ENTITY_NOT_FOUND');
    expect(await row(lockId)).toMatchObject({ battery_level: null, last_seen_at: null, last_sync_at: null });
  });

  it('a platform-wide lock key syncs any lock, also one of no vendor', async () => {
    const { lockId } = await fittedLock();
    const loose = await ctx.factories.newLockDevice({ vendorId: null });
    const platform = await newApiKey(null);
    await sync(lockId, { batteryLevel: 55 }, platform).expect(200);
    await sync(loose.id, { batteryLevel: 56 }, platform).expect(200);
    expect((await row(lockId)).battery_level).toBe(55);
    expect((await row(loose.id)).battery_level).toBe(56);
    const vendor = await ctx.factories.newVendor();
    await sync(loose.id, { batteryLevel: 1 }, await newApiKey(vendor.id)).expect(404);
  });

  it('stores the events once when the same batch is sent twice', async () => {
    const { lockId, key } = await fittedLock();
    const events = [
      { type: 'OPENED', at: '2026-07-14T09:12:00Z', bookingRef: 'K7M4XQ2P' },
      { type: 'CLOSED', at: '2026-07-14T09:12:30.250Z' },
      { type: 'LOW_BATTERY', at: '2026-07-14T11:12:30+02:00' },
      // The same instant written in another zone is the same event.
      { type: 'OPENED', at: '2026-07-14T11:12:00+02:00', bookingRef: 'K7M4XQ2P' },
    ];
    await sync(lockId, { events }, key).expect(200);
    await sync(lockId, { events }, key).expect(200);
    await sync(lockId, { events: [...events, { type: 'TAMPER', at: '2026-07-14T12:00:00Z' }] }, key).expect(200);
    const { rows } = await ctx.db.query(`SELECT type, at, booking_ref FROM lock_event WHERE lock_id = $1 ORDER BY at, type`, [lockId]);
    expect(rows.map((r: { type: string; at: Date; booking_ref: string | null }) => [r.type, r.at.toISOString(), r.booking_ref])).toEqual([
      ['OPENED', '2026-07-14T09:12:00.000Z', 'K7M4XQ2P'],
      ['LOW_BATTERY', '2026-07-14T09:12:30.000Z', null],
      ['CLOSED', '2026-07-14T09:12:30.250Z', null],
      ['TAMPER', '2026-07-14T12:00:00.000Z', null],
    ]);
  });

  it('refuses bad bodies with a 400 naming the field, and changes nothing', async () => {
    const { lockId, key } = await fittedLock();
    const event = { type: 'OPENED', at: '2026-07-14T09:12:00Z' };
    const cases: [object, string][] = [
      [{ batteryLevel: 101 }, 'batteryLevel'],
      [{ batteryLevel: -1 }, 'batteryLevel'],
      [{ batteryLevel: 50.5 }, 'batteryLevel'],
      [{ state: 'OPEN' }, 'state'],
      [{ firmware: 'x'.repeat(65) }, 'firmware'],
      [{ firmware: '' }, 'firmware'],
      [{ events: 'OPENED' }, 'events'],
      [{ events: Array.from({ length: 101 }, (_, i) => ({ type: 'OPENED', at: iso(Date.UTC(2026, 6, 14) + i * 1000) })) }, 'events'],
      [{ events: [{ ...event, type: 'EXPLODED' }] }, 'type'],
      [{ events: [{ ...event, at: 'gestern' }] }, 'at'],
      [{ events: [{ ...event, at: '2026-07-14T09:12:00' }] }, 'at'],
      [{ events: [{ type: 'OPENED' }] }, 'at'],
      [{ events: [{ ...event, bookingRef: 'x'.repeat(65) }] }, 'bookingRef'],
      [{ events: [{ ...event, extra: 1 }] }, 'extra'],
      [{ vendorId: 7 }, 'vendorId'],
    ];
    for (const [body, field] of cases) {
      const res = await sync(lockId, body, key);
      expect([res.status, JSON.stringify(body).slice(0, 60)]).toEqual([400, JSON.stringify(body).slice(0, 60)]);
      expect(JSON.stringify(res.body.message)).toContain(field);
    }
    expect(await row(lockId)).toMatchObject({ battery_level: null, last_seen_at: null });
    expect((await ctx.db.query(`SELECT count(*)::int AS n FROM lock_event WHERE lock_id = $1`, [lockId])).rows[0].n).toBe(0);
  });
});
