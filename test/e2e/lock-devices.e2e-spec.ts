import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * GET /features/lock_devices and /features/lock_devices/attention (the back office's lock fleet), the vendor OWNER's
 * LOCK_DEVICE keys under /features/users/api-keys, and STAFF refused on both (issue 16, items 6 and 7).
 */
const L = '/api/v1/features/lock_devices';
const K = '/api/v1/features/users/api-keys';
let ctx: TestContext;

interface Fleet {
  vendorId: number;
  chairId: number;
  publicNumber: string;
  sectionId: number;
  sectionName: string;
  /** By health: ok (fitted, 80 %), okUnknown (battery unknown), okTwenty (20 %), low (19 %), offline (31 min), never. */
  locks: Record<'ok' | 'okUnknown' | 'okTwenty' | 'low' | 'offline' | 'never', number>;
  owner: string;
  staff: string;
}

let a: Fleet;
let b: Fleet;
let admin: string;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const seen = (id: number, battery: number | null, ago = '1 minute') =>
  ctx.db.query(`UPDATE lock_device SET battery_level = $2, firmware = '2.4.1', last_seen_at = now() - $3::interval WHERE id = $1`, [
    id,
    battery,
    ago,
  ]);

async function fleet(): Promise<Fleet> {
  const section = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1, prices: false });
  const chairId = section.chairIds[0][0];
  const [chair] = (
    await ctx.db.query(
      `SELECT c.public_number, s.id AS section_id, s.name FROM beach_chair c JOIN section s ON s.id = c.section_id WHERE c.id = $1`,
      [chairId],
    )
  ).rows;
  const lock = async () => (await ctx.factories.newLockDevice({ vendorId: section.vendorId })).id;
  const locks = {
    ok: await lock(),
    okUnknown: await lock(),
    okTwenty: await lock(),
    low: await lock(),
    offline: await lock(),
    never: await lock(),
  };
  await ctx.factories.updateBeachChair(chairId, { lockId: locks.ok });
  await seen(locks.ok, 80);
  await seen(locks.okUnknown, null);
  await seen(locks.okTwenty, 20);
  await seen(locks.low, 19);
  await seen(locks.offline, 90, '31 minutes');
  const member = async (vendorRole: 'OWNER' | 'STAFF') => {
    const user = await ctx.factories.newUser({ vendorIds: [section.vendorId], vendorRole });
    return ctx.tokenFor({ role: UserRole.VENDOR, sub: user.id, vendorId: section.vendorId });
  };
  return {
    vendorId: section.vendorId,
    chairId,
    publicNumber: chair.public_number,
    sectionId: chair.section_id,
    sectionName: chair.name,
    locks,
    owner: await member('OWNER'),
    staff: await member('STAFF'),
  };
}

const list = (token: string, query: Record<string, unknown> = {}) =>
  ctx
    .http()
    .get(L)
    .query({ itemsPerPage: 0, ...query })
    .set(bearer(token));
const ids = (body: { items: { id: number }[] }) => body.items.map((l) => l.id);

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await ctx.adminToken();
  a = await fleet();
  b = await fleet();
});
afterAll(() => ctx.close());

describe('GET /features/lock_devices', () => {
  it("answers the owner's locks with chair, battery, last contact and health; the fitted one in full", async () => {
    const res = await list(a.owner).expect(200);
    expect(res.body).toMatchObject({ total: 6, page: 1, itemsPerPage: 0 });
    const { rows } = await ctx.db.query(`SELECT serial_number, last_seen_at FROM lock_device WHERE id = $1`, [a.locks.ok]);
    expect(res.body.items.find((l: { id: number }) => l.id === a.locks.ok)).toEqual({
      id: a.locks.ok,
      vendorId: a.vendorId,
      serialNumber: rows[0].serial_number,
      state: 'LOCKED',
      batteryLevel: 80,
      firmware: '2.4.1',
      lastSeenAt: rows[0].last_seen_at.toISOString(),
      lastSyncAt: null,
      online: true,
      health: 'OK',
      beachChair: { id: a.chairId, publicNumber: a.publicNumber, sectionId: a.sectionId, sectionName: a.sectionName },
    });
    expect(res.body.items.find((l: { id: number }) => l.id === a.locks.never)).toMatchObject({
      batteryLevel: null,
      lastSeenAt: null,
      online: false,
      health: 'NEVER_SEEN',
      beachChair: null,
    });
  });

  it('names the states by the rule of the public health route (the first that applies)', async () => {
    const health = Object.fromEntries(
      (await list(a.owner).expect(200)).body.items.map((l: { id: number; health: string }) => [l.id, l.health]),
    );
    expect(health).toEqual({
      [a.locks.ok]: 'OK',
      [a.locks.okUnknown]: 'OK',
      [a.locks.okTwenty]: 'OK',
      [a.locks.low]: 'BATTERY_LOW',
      [a.locks.offline]: 'OFFLINE',
      [a.locks.never]: 'NEVER_SEEN',
    });
    for (const [i, [id, expected]] of Object.entries(health).entries()) {
      const pub = await ctx
        .http()
        .get(`/api/v1/features/public/lock/${id}/health`)
        .set('X-Forwarded-For', `10.77.${process.pid % 250}.${i + 1}`);
      expect(pub.body.health).toBe(expected);
    }
  });

  it('sorts by health (attention first by default), battery and last contact; filters by health', async () => {
    const byHealth = (await list(a.owner).expect(200)).body.items.map((l: { health: string }) => l.health);
    expect(byHealth).toEqual(['NEVER_SEEN', 'OFFLINE', 'BATTERY_LOW', 'OK', 'OK', 'OK']);
    const okFirst = (await list(a.owner, { orderBy: 'health', orderDir: 'DESC' }).expect(200)).body.items.map(
      (l: { health: string }) => l.health,
    );
    expect(okFirst.slice(0, 3)).toEqual(['OK', 'OK', 'OK']);

    const battery = ids((await list(a.owner, { orderBy: 'batteryLevel', orderDir: 'ASC' }).expect(200)).body);
    // PostgreSQL puts NULLs last going up: the two unknown levels (never seen, and one that reported none) come last.
    expect(battery.slice(0, 4)).toEqual([a.locks.low, a.locks.okTwenty, a.locks.ok, a.locks.offline]);
    const lastSeen = ids((await list(a.owner, { orderBy: 'lastSeenAt', orderDir: 'ASC' }).expect(200)).body);
    expect(lastSeen[0]).toBe(a.locks.offline);
    expect(lastSeen.at(-1)).toBe(a.locks.never);

    expect(ids((await list(a.owner, { filters: '{"health":"OFFLINE"}' }).expect(200)).body)).toEqual([a.locks.offline]);
    expect(ids((await list(a.owner, { filters: '{"health":{"not":"OK"}}', orderBy: 'id' }).expect(200)).body)).toEqual(
      [a.locks.low, a.locks.offline, a.locks.never].sort((x, y) => x - y),
    );
    expect(ids((await list(a.owner, { filters: '{"assigned":true}' }).expect(200)).body)).toEqual([a.locks.ok]);
    expect((await list(a.owner, { orderBy: 'vendorId' }).expect(400)).body.errorType).toBe('INVALID_LIST_QUERY');
  });

  it("never lists another vendor's locks; an ADMIN sees all, or its vendor context's", async () => {
    const mine = ids((await list(a.owner).expect(200)).body);
    for (const id of Object.values(b.locks)) expect(mine).not.toContain(id);
    expect((await list(a.owner, { filters: JSON.stringify({ id: b.locks.ok }) }).expect(200)).body.total).toBe(0);

    const all = ids((await list(admin, { filters: JSON.stringify({ id: { in: [a.locks.ok, b.locks.ok] } }) }).expect(200)).body);
    expect(all.sort()).toEqual([a.locks.ok, b.locks.ok].sort());
    const inB = await ctx.tokenFor({ role: UserRole.ADMIN, vendorId: b.vendorId });
    expect(ids((await list(inB).expect(200)).body).sort()).toEqual(Object.values(b.locks).sort());
  });

  it('counts the locks needing attention', async () => {
    const res = await ctx.http().get(`${L}/attention`).set(bearer(a.owner)).expect(200);
    expect(res.body).toEqual({ total: 6, attention: 3, ok: 3, batteryLow: 1, offline: 1, neverSeen: 1 });
  });
});

describe('STAFF may not manage locks or keys', () => {
  it('answers 403 FORBIDDEN to STAFF; 401 without a token', async () => {
    for (const token of [a.staff]) {
      for (const call of [
        ctx.http().get(L),
        ctx.http().get(`${L}/attention`),
        ctx.http().get(K),
        ctx.http().post(K).send({ name: 'Schloss', kind: 'LOCK_DEVICE' }),
        ctx.http().delete(`${K}/1`),
      ]) {
        expect((await call.set(bearer(token)).expect(403)).body.errorType).toBe('FORBIDDEN');
      }
    }
    expect((await ctx.http().get(L).expect(401)).body.errorType).toBe('UNAUTHENTICATED');
  });

  it("tells the session's vendor role", async () => {
    const owner = await ctx.factories.newUser({ vendorIds: [a.vendorId], vendorRole: 'OWNER' });
    const res = await ctx.http().post('/api/v1/features/users/login').send({ email: owner.email, password: owner.password }).expect(200);
    expect(res.body.user).toMatchObject({ vendorId: a.vendorId, vendorRole: 'OWNER' });
  });
});

describe("the vendor OWNER's lock-device keys", () => {
  it('creates a LOCK_DEVICE key of its own vendor, shown once, that syncs its locks', async () => {
    const res = await ctx.http().post(K).set(bearer(a.owner)).send({ name: 'Schlösser Nord', kind: 'LOCK_DEVICE' }).expect(201);
    expect(res.body).toMatchObject({ name: 'Schlösser Nord', kind: 'LOCK_DEVICE', vendorId: a.vendorId, key: expect.any(String) });
    const { rows } = await ctx.db.query(`SELECT vendor_id, kind, revoked_at FROM api_key WHERE id = $1`, [res.body.id]);
    expect(rows).toEqual([{ vendor_id: a.vendorId, kind: 'LOCK_DEVICE', revoked_at: null }]);
    await ctx.http().post(`/api/v1/features/public/lock/${a.locks.never}/sync`).set('x-api-key', res.body.key).send({}).expect(200);
    await ctx.http().post(`/api/v1/features/public/lock/${b.locks.never}/sync`).set('x-api-key', res.body.key).send({}).expect(404);

    const listed = (await ctx.http().get(K).query({ itemsPerPage: 0 }).set(bearer(a.owner)).expect(200)).body.items;
    expect(listed.map((k: { id: number }) => k.id)).toContain(res.body.id);
    expect(JSON.stringify(listed)).not.toContain(res.body.key);
    await seen(a.locks.never, null, '1 day'); // the sync above made it seen; the other tests of this file ran before
  });

  it('refuses other kinds and other vendors; lists and revokes only its own', async () => {
    const mobile = await ctx.http().post(K).set(bearer(a.owner)).send({ name: 'App', kind: 'MOBILE_APP' }).expect(403);
    expect(mobile.body.errorType).toBe('FORBIDDEN');
    const foreign = await ctx
      .http()
      .post(K)
      .set(bearer(a.owner))
      .send({ name: 'x', kind: 'LOCK_DEVICE', vendorId: b.vendorId })
      .expect(400);
    expect(foreign.body.errorType).toBe('REFERENCED_ENTITY_NOT_FOUND');

    const bKey = (await ctx.http().post(K).set(bearer(b.owner)).send({ name: 'B', kind: 'LOCK_DEVICE' }).expect(201)).body;
    const aKeys = (await ctx.http().get(K).query({ itemsPerPage: 0 }).set(bearer(a.owner)).expect(200)).body.items;
    expect(aKeys.every((k: { vendorId: number }) => k.vendorId === a.vendorId)).toBe(true);
    expect((await ctx.http().delete(`${K}/${bKey.id}`).set(bearer(a.owner)).expect(404)).body.errorType).toBe('ENTITY_NOT_FOUND');
    expect((await ctx.db.query(`SELECT revoked_at FROM api_key WHERE id = $1`, [bKey.id])).rows[0].revoked_at).toBeNull();

    const aKey = (await ctx.http().post(K).set(bearer(a.owner)).send({ name: 'A', kind: 'LOCK_DEVICE' }).expect(201)).body;
    await ctx.http().delete(`${K}/${aKey.id}`).set(bearer(a.owner)).expect(204);
    expect((await ctx.db.query(`SELECT revoked_at FROM api_key WHERE id = $1`, [aKey.id])).rows[0].revoked_at).toBeInstanceOf(Date);
    await ctx.http().get(`${K}/whoami`).set('x-api-key', aKey.key).expect(401);
  });
});
