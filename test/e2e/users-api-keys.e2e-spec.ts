import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { UserRole } from '../../server/src/common/enums.js';
import { waitFor } from '../support/wait.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const K = '/api/v1/features/users/api-keys';
let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await ctx.adminToken();
});
afterAll(() => ctx.close());

const expectError = (body: Record<string, unknown>, status: number, errorType: string) =>
  expect(body).toEqual({ statusCode: status, errorType, payload: expect.any(Object), message: expect.any(String) });
const create = (body: Record<string, unknown>) => ctx.http().post(K).set('Authorization', `Bearer ${admin}`).send(body);

describe('API keys', () => {
  it('creates a key shown once, stores only its hash, and the key passes the guard', async () => {
    const vendor = await ctx.factories.newVendor();
    const res = await create({ name: 'Schloss Nord 12', kind: 'LOCK_DEVICE', vendorId: vendor.id }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Schloss Nord 12',
      kind: 'LOCK_DEVICE',
      vendorId: vendor.id,
      keyPrefix: expect.stringMatching(/^[a-z0-9]{8}$/),
      createdAt: expect.any(String),
      lastUsedAt: null,
      revokedAt: null,
      key: expect.stringMatching(/^sk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/),
    });
    const { key, id, keyPrefix } = res.body;
    expect(key.slice(3, 11)).toBe(keyPrefix);
    const { rows } = await ctx.db.query(`SELECT key_hash FROM api_key WHERE id = $1`, [id]);
    expect(rows[0].key_hash).toBe(createHash('sha256').update(key).digest('hex'));

    const who = await ctx.http().get(`${K}/whoami`).set('x-api-key', key).expect(200);
    expect(who.body).toEqual({ id, name: 'Schloss Nord 12', kind: 'LOCK_DEVICE', vendorId: vendor.id });
    // The last use is written in the background.
    await waitFor(
      async () => (await ctx.db.query(`SELECT last_used_at FROM api_key WHERE id = $1`, [id])).rows[0].last_used_at ?? undefined,
      'last_used_at',
    );
  });

  it('lists keys without their secrets', async () => {
    const created = (await create({ name: 'Vermieter-App', kind: 'MOBILE_APP' }).expect(201)).body;
    const list = await ctx
      .http()
      .get(K)
      .query({ itemsPerPage: 0, filters: '{"kind":"MOBILE_APP","revoked":false}' })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    const listed = list.body.items.find((k: { id: number }) => k.id === created.id);
    expect(listed).toEqual({ ...created, key: undefined, lastUsedAt: null });
    expect(Object.keys(listed)).not.toContain('key');
    expect(JSON.stringify(list.body)).not.toContain(created.key.slice(12));
  });

  it('revokes a key: it stops working at once; revoking again is fine', async () => {
    const { id, key } = (await create({ name: 'Altgerät', kind: 'LOCK_DEVICE' }).expect(201)).body;
    await ctx.http().get(`${K}/whoami`).set('x-api-key', key).expect(200);
    await ctx.http().delete(`${K}/${id}`).set('Authorization', `Bearer ${admin}`).expect(204);
    expectError((await ctx.http().get(`${K}/whoami`).set('x-api-key', key).expect(401)).body, 401, 'INVALID_API_KEY');
    await ctx.http().delete(`${K}/${id}`).set('Authorization', `Bearer ${admin}`).expect(204);
    const { rows } = await ctx.db.query(`SELECT action FROM audit_log WHERE target_type = 'api_key' AND target_id = $1 ORDER BY id`, [
      String(id),
    ]);
    expect(rows.map((r: { action: string }) => r.action)).toEqual(['API_KEY_CREATED', 'API_KEY_REVOKED', 'API_KEY_REVOKED']);
    expectError(
      (await ctx.http().delete(`${K}/2147483647`).set('Authorization', `Bearer ${admin}`).expect(404)).body,
      404,
      'ENTITY_NOT_FOUND',
    );
  });

  it('refuses missing, malformed and forged keys', async () => {
    const { key } = (await create({ name: 'Echt', kind: 'MOBILE_APP' }).expect(201)).body;
    expectError((await ctx.http().get(`${K}/whoami`).expect(401)).body, 401, 'INVALID_API_KEY');
    await ctx.http().get(`${K}/whoami`).set('x-api-key', 'not-a-key').expect(401);
    // The right prefix with another secret: found by prefix, refused by the hash.
    await ctx
      .http()
      .get(`${K}/whoami`)
      .set('x-api-key', `${key.slice(0, 12)}${'A'.repeat(43)}`)
      .expect(401);
    // A bearer token is no key.
    await ctx.http().get(`${K}/whoami`).set('Authorization', `Bearer ${admin}`).expect(401);
  });

  it('is for ADMINs (and vendor OWNERs, test/e2e/lock-devices): a STAFF user gets 403', async () => {
    const staff = await ctx.factories.newUser({ vendorIds: [1], vendorRole: 'STAFF' });
    const vendor = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: 1, sub: staff.id });
    for (const call of [ctx.http().get(K), ctx.http().post(K).send({ name: 'x', kind: 'MOBILE_APP' }), ctx.http().delete(`${K}/1`)]) {
      expectError((await call.set('Authorization', `Bearer ${vendor}`).expect(403)).body, 403, 'FORBIDDEN');
    }
    expectError((await ctx.http().get(K).expect(401)).body, 401, 'UNAUTHENTICATED');
  });

  it('names the bad fields, and an unknown vendor', async () => {
    const bad = await create({ name: '', kind: 'TOASTER', vendorId: -1 }).expect(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([expect.stringMatching(/^name /), expect.stringMatching(/^kind /), expect.stringMatching(/^vendorId /)]),
    );
    expectError(
      (await create({ name: 'x', kind: 'MOBILE_APP', vendorId: 2147483647 }).expect(400)).body,
      400,
      'REFERENCED_ENTITY_NOT_FOUND',
    );
  });
});
