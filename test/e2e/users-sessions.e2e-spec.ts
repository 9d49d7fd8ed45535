import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { uniqueEmail } from '../support/factories.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const U = '/api/v1/features/users';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_LOGIN: '1000/60' });
});
afterAll(() => ctx.close());

/** The claims of a JWT, unverified (the server verified it). */
const claimsOf = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
const expectError = (body: Record<string, unknown>, status: number, errorType: string) =>
  expect(body).toEqual({ statusCode: status, errorType, payload: expect.any(Object), message: expect.any(String) });

describe('login with the demo credentials', () => {
  it('signs the seeded admin in with an access token only', async () => {
    const res = await ctx.http().post(`${U}/login`).send({ email: 'admin@strandkorb.local', password: 'Admin-Strand-2026' }).expect(200);
    expect(res.body).toEqual({
      accessToken: expect.any(String),
      tokenType: 'Bearer',
      expiresIn: 900,
      accessTokenExpiresAt: expect.any(String),
      user: expect.objectContaining({ email: 'admin@strandkorb.local', role: 'ADMIN', vendorIds: [], vendorId: null, locationId: null }),
    });
    const claims = claimsOf(res.body.accessToken);
    expect(claims).toMatchObject({ sub: res.body.user.id, role: 'ADMIN', vendorId: null, locationId: null, iss: 'strandkorb' });
    expect(claims.exp - claims.iat).toBe(900);
    await ctx.http().get(`${U}/api-keys`).set('Authorization', `Bearer ${res.body.accessToken}`).expect(200);
  });

  it("signs the seeded vendor in, in its vendor's context", async () => {
    const [{ id: vendorId }] = (await ctx.db.query(`SELECT id FROM vendor WHERE public_reference = 'luebecker-bucht'`)).rows;
    const res = await ctx
      .http()
      .post(`${U}/loginWithRefresh`)
      .send({ email: 'vendor@strandkorb.local', password: 'Vendor-Strand-2026' })
      .expect(200);
    expect(res.body).toMatchObject({
      refreshToken: expect.any(String),
      refreshTokenExpiresAt: expect.any(String),
      sessionExpiresAt: expect.any(String),
    });
    expect(res.body.user).toMatchObject({ role: 'VENDOR', vendorId, vendorIds: [vendorId] });
    expect(claimsOf(res.body.accessToken)).toMatchObject({ role: UserRole.VENDOR, vendorId });
  });
});

/** A confirmed VENDOR of vendors A and B (and a vendor C it does not belong to), each with a location. */
async function vendorUser() {
  const [a, b, c] = [await ctx.factories.newVendor(), await ctx.factories.newVendor(), await ctx.factories.newVendor()];
  const [locA, locB, locC] = [
    await ctx.factories.newLocation({ vendorId: a.id }),
    await ctx.factories.newLocation({ vendorId: b.id }),
    await ctx.factories.newLocation({ vendorId: c.id }),
  ];
  const user = await ctx.factories.newUser({ vendorIds: [a.id, b.id] });
  return { user, a, b, c, locA, locB, locC };
}

const loginWithRefresh = async (email: string, password: string, extra: Record<string, unknown> = {}) =>
  (
    await ctx
      .http()
      .post(`${U}/loginWithRefresh`)
      .send({ email, password, ...extra })
      .expect(200)
  ).body;

describe('login and loginWithRefresh', () => {
  it('refuses a wrong password and an unknown address alike', async () => {
    const { user } = await vendorUser();
    const wrong = await ctx.http().post(`${U}/login`).send({ email: user.email, password: 'Not-the-password-1' }).expect(401);
    expectError(wrong.body, 401, 'INVALID_CREDENTIALS');
    const unknown = await ctx
      .http()
      .post(`${U}/login`)
      .send({ email: uniqueEmail('nobody'), password: 'Not-the-password-1' })
      .expect(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('normalises the e-mail address', async () => {
    const { user } = await vendorUser();
    await ctx
      .http()
      .post(`${U}/login`)
      .send({ email: `  ${user.email.toUpperCase()} `, password: user.password })
      .expect(200);
  });

  it('refuses an unconfirmed account with its own errorType, but only after the right password', async () => {
    const user = await ctx.factories.newUser({ confirmed: false });
    const res = await ctx.http().post(`${U}/loginWithRefresh`).send({ email: user.email, password: user.password }).expect(403);
    expectError(res.body, 403, 'EMAIL_NOT_CONFIRMED');
    expect(res.body.payload).toEqual({ email: user.email });
    const wrong = await ctx.http().post(`${U}/login`).send({ email: user.email, password: 'Not-the-password-1' }).expect(401);
    expectError(wrong.body, 401, 'INVALID_CREDENTIALS');
  });

  it('names the bad fields of a malformed call', async () => {
    const res = await ctx.http().post(`${U}/login`).send({ email: 'not-an-address', vendorId: 'x' }).expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([expect.stringMatching(/^email /), expect.stringMatching(/^password /), expect.stringMatching(/^vendorId /)]),
    );
  });

  it('starts in the first vendor, or in the vendor or location asked for; never in a foreign one', async () => {
    const { user, a, b, c, locB } = await vendorUser();
    expect((await loginWithRefresh(user.email, user.password)).user).toMatchObject({ vendorId: a.id, vendorIds: [a.id, b.id] });
    expect((await loginWithRefresh(user.email, user.password, { vendorId: b.id })).user).toMatchObject({
      vendorId: b.id,
      locationId: null,
    });
    expect((await loginWithRefresh(user.email, user.password, { locationId: locB.id })).user).toMatchObject({
      vendorId: b.id,
      locationId: locB.id,
    });
    const foreign = await ctx.http().post(`${U}/login`).send({ email: user.email, password: user.password, vendorId: c.id }).expect(403);
    expectError(foreign.body, 403, 'CONTEXT_NOT_ALLOWED');
  });

  it('stores only the hash of a refresh token', async () => {
    const { user } = await vendorUser();
    const session = await loginWithRefresh(user.email, user.password);
    const { rows } = await ctx.db.query(`SELECT token_hash FROM refresh_token WHERE user_id = $1`, [user.id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(session.refreshToken);
  });
});

describe('refresh', () => {
  it('rotates the refresh token on every use, keeping the context', async () => {
    const { user, b } = await vendorUser();
    const first = await loginWithRefresh(user.email, user.password, { vendorId: b.id });
    const second = (await ctx.http().post(`${U}/refresh`).send({ refreshToken: first.refreshToken }).expect(200)).body;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.sessionExpiresAt).toBe(first.sessionExpiresAt);
    expect(second.user).toMatchObject({ id: user.id, vendorId: b.id });
    expect(claimsOf(second.accessToken)).toMatchObject({ sub: user.id, vendorId: b.id });
    const third = (await ctx.http().post(`${U}/refresh`).send({ refreshToken: second.refreshToken }).expect(200)).body;
    expect(third.refreshToken).not.toBe(second.refreshToken);
  });

  it('revokes the whole chain when a spent token is used again', async () => {
    const { user } = await vendorUser();
    const first = await loginWithRefresh(user.email, user.password);
    const second = (await ctx.http().post(`${U}/refresh`).send({ refreshToken: first.refreshToken }).expect(200)).body;
    const reuse = await ctx.http().post(`${U}/refresh`).send({ refreshToken: first.refreshToken }).expect(401);
    expectError(reuse.body, 401, 'REFRESH_TOKEN_REUSED');
    // The thief's or the owner's newer token dies with it.
    const next = await ctx.http().post(`${U}/refresh`).send({ refreshToken: second.refreshToken }).expect(401);
    expectError(next.body, 401, 'REFRESH_TOKEN_INVALID');
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS live FROM refresh_token WHERE user_id = $1 AND revoked_at IS NULL`, [
      user.id,
    ]);
    expect(rows[0].live).toBe(0);
  });

  it('leaves other sessions of the user alone when one chain is revoked', async () => {
    const { user } = await vendorUser();
    const phone = await loginWithRefresh(user.email, user.password);
    const laptop = await loginWithRefresh(user.email, user.password);
    await ctx.http().post(`${U}/refresh`).send({ refreshToken: phone.refreshToken }).expect(200);
    await ctx.http().post(`${U}/refresh`).send({ refreshToken: phone.refreshToken }).expect(401);
    await ctx.http().post(`${U}/refresh`).send({ refreshToken: laptop.refreshToken }).expect(200);
  });

  it('refuses an expired token and a session past its absolute lifetime', async () => {
    const { user } = await vendorUser();
    const idle = await loginWithRefresh(user.email, user.password);
    await ctx.db.query(`UPDATE refresh_token SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    expectError(
      (await ctx.http().post(`${U}/refresh`).send({ refreshToken: idle.refreshToken }).expect(401)).body,
      401,
      'REFRESH_TOKEN_EXPIRED',
    );

    const old = await loginWithRefresh(user.email, user.password);
    await ctx.db.query(`UPDATE refresh_token SET family_expires_at = now() - interval '1 second' WHERE user_id = $1 AND used_at IS NULL`, [
      user.id,
    ]);
    expectError(
      (await ctx.http().post(`${U}/refresh`).send({ refreshToken: old.refreshToken }).expect(401)).body,
      401,
      'REFRESH_TOKEN_EXPIRED',
    );
  });

  it('never extends a session beyond its absolute end', async () => {
    const { user } = await vendorUser();
    const session = await loginWithRefresh(user.email, user.password);
    const end = new Date(Date.now() + 3600_000);
    await ctx.db.query(`UPDATE refresh_token SET family_expires_at = $2 WHERE user_id = $1`, [user.id, end]);
    const next = (await ctx.http().post(`${U}/refresh`).send({ refreshToken: session.refreshToken }).expect(200)).body;
    expect(new Date(next.refreshTokenExpiresAt).getTime()).toBeLessThanOrEqual(end.getTime());
    expect(new Date(next.sessionExpiresAt).getTime()).toBe(Math.floor(end.getTime()));
  });

  it('refuses unknown and malformed tokens', async () => {
    expectError(
      (
        await ctx
          .http()
          .post(`${U}/refresh`)
          .send({ refreshToken: 'A'.repeat(43) })
          .expect(401)
      ).body,
      401,
      'REFRESH_TOKEN_INVALID',
    );
    const bad = await ctx.http().post(`${U}/refresh`).send({ refreshToken: 'short' }).expect(400);
    expect(bad.body.message).toEqual([expect.stringMatching(/^refreshToken /)]);
  });

  it('falls back to a vendor the user still belongs to', async () => {
    const { user, a, b } = await vendorUser();
    const session = await loginWithRefresh(user.email, user.password, { vendorId: b.id });
    await ctx.db.query(`DELETE FROM user_vendor WHERE user_id = $1 AND vendor_id = $2`, [user.id, b.id]);
    const next = (await ctx.http().post(`${U}/refresh`).send({ refreshToken: session.refreshToken }).expect(200)).body;
    expect(next.user).toMatchObject({ vendorId: a.id, vendorIds: [a.id] });
  });
});

describe('context/vendor and context/location', () => {
  it('switches to another vendor of the user and rotates the refresh token into it', async () => {
    const { user, a, b } = await vendorUser();
    const session = await loginWithRefresh(user.email, user.password);
    expect(session.user.vendorId).toBe(a.id);
    const switched = (
      await ctx
        .http()
        .post(`${U}/context/vendor`)
        .set('Authorization', `Bearer ${session.accessToken}`)
        .send({ vendorId: b.id, refreshToken: session.refreshToken })
        .expect(200)
    ).body;
    expect(claimsOf(switched.accessToken)).toMatchObject({ sub: user.id, role: 'VENDOR', vendorId: b.id, locationId: null });
    expect(switched.refreshToken).toEqual(expect.any(String));
    // The new refresh token carries the new context; the old one is spent.
    const refreshed = (await ctx.http().post(`${U}/refresh`).send({ refreshToken: switched.refreshToken }).expect(200)).body;
    expect(refreshed.user.vendorId).toBe(b.id);
    expectError(
      (await ctx.http().post(`${U}/refresh`).send({ refreshToken: session.refreshToken }).expect(401)).body,
      401,
      'REFRESH_TOKEN_REUSED',
    );
  });

  it('answers an access token only when no refresh token is given', async () => {
    const { user, b } = await vendorUser();
    const { accessToken } = (await ctx.http().post(`${U}/login`).send({ email: user.email, password: user.password }).expect(200)).body;
    const switched = (
      await ctx.http().post(`${U}/context/vendor`).set('Authorization', `Bearer ${accessToken}`).send({ vendorId: b.id }).expect(200)
    ).body;
    expect(switched.refreshToken).toBeUndefined();
    expect(claimsOf(switched.accessToken).vendorId).toBe(b.id);
  });

  it('refuses a vendor the user does not belong to, and an unknown one', async () => {
    const { user, c } = await vendorUser();
    const session = await loginWithRefresh(user.email, user.password);
    const auth = { Authorization: `Bearer ${session.accessToken}` };
    const foreign = await ctx
      .http()
      .post(`${U}/context/vendor`)
      .set(auth)
      .send({ vendorId: c.id, refreshToken: session.refreshToken })
      .expect(403);
    expectError(foreign.body, 403, 'CONTEXT_NOT_ALLOWED');
    expect(foreign.body.payload).toEqual({ vendorId: c.id });
    expectError(
      (await ctx.http().post(`${U}/context/vendor`).set(auth).send({ vendorId: 2147483647 }).expect(403)).body,
      403,
      'CONTEXT_NOT_ALLOWED',
    );
    // The refused switch spent nothing.
    await ctx.http().post(`${U}/refresh`).send({ refreshToken: session.refreshToken }).expect(200);
  });

  it("switches to a location of the user's vendors, and refuses a foreign or unknown location", async () => {
    const { user, b, locB, locC } = await vendorUser();
    const session = await loginWithRefresh(user.email, user.password);
    const auth = { Authorization: `Bearer ${session.accessToken}` };
    const res = await ctx.http().post(`${U}/context/location`).set(auth).send({ locationId: locB.id }).expect(200);
    expect(claimsOf(res.body.accessToken)).toMatchObject({ vendorId: b.id, locationId: locB.id });
    expect(res.body.user).toMatchObject({ vendorId: b.id, locationId: locB.id });
    const foreign = await ctx.http().post(`${U}/context/location`).set(auth).send({ locationId: locC.id }).expect(403);
    expectError(foreign.body, 403, 'CONTEXT_NOT_ALLOWED');
    expect(foreign.body.payload).toEqual({ locationId: locC.id });
    expectError(
      (await ctx.http().post(`${U}/context/location`).set(auth).send({ locationId: 2147483647 }).expect(403)).body,
      403,
      'CONTEXT_NOT_ALLOWED',
    );
  });

  it("refuses another user's refresh token", async () => {
    const one = await vendorUser();
    const other = await vendorUser();
    const mine = await loginWithRefresh(one.user.email, one.user.password);
    const theirs = await loginWithRefresh(other.user.email, other.user.password);
    const res = await ctx
      .http()
      .post(`${U}/context/vendor`)
      .set('Authorization', `Bearer ${mine.accessToken}`)
      .send({ vendorId: one.b.id, refreshToken: theirs.refreshToken })
      .expect(401);
    expectError(res.body, 401, 'REFRESH_TOKEN_INVALID');
    await ctx.http().post(`${U}/refresh`).send({ refreshToken: theirs.refreshToken }).expect(200);
  });

  it('needs a bearer token', async () => {
    expectError((await ctx.http().post(`${U}/context/vendor`).send({ vendorId: 1 }).expect(401)).body, 401, 'UNAUTHENTICATED');
    expectError((await ctx.http().post(`${U}/context/location`).send({ locationId: 1 }).expect(401)).body, 401, 'UNAUTHENTICATED');
  });
});

describe('admin/token', () => {
  it("gives an ADMIN a token acting in a vendor's context and records it in the audit log", async () => {
    const vendor = await ctx.factories.newVendor();
    const admin = (await ctx.http().post(`${U}/login`).send({ email: 'admin@strandkorb.local', password: 'Admin-Strand-2026' }).expect(200))
      .body;
    const res = await ctx
      .http()
      .get(`${U}/admin/token`)
      .query({ vendorId: vendor.id })
      .set('Authorization', `Bearer ${admin.accessToken}`)
      .set('User-Agent', 'back-office-test')
      .expect(200);
    expect(res.body.refreshToken).toBeUndefined();
    expect(claimsOf(res.body.accessToken)).toMatchObject({ sub: admin.user.id, role: 'ADMIN', vendorId: vendor.id, locationId: null });
    const { rows } = await ctx.db.query(
      `SELECT actor_user_id, action, target_type, target_id, details FROM audit_log WHERE target_id = $1 AND action = 'ADMIN_TOKEN'`,
      [String(vendor.id)],
    );
    expect(rows).toEqual([
      {
        actor_user_id: admin.user.id,
        action: 'ADMIN_TOKEN',
        target_type: 'vendor',
        target_id: String(vendor.id),
        details: expect.objectContaining({ vendorId: vendor.id, locationId: null, userAgent: 'back-office-test', ip: expect.any(String) }),
      },
    ]);
  });

  it('takes a location of that vendor, not of another', async () => {
    const admin = await ctx.adminToken();
    const loc = await ctx.factories.newLocation();
    const other = await ctx.factories.newVendor();
    const res = await ctx
      .http()
      .get(`${U}/admin/token`)
      .query({ vendorId: loc.vendorId, locationId: loc.id })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    expect(claimsOf(res.body.accessToken)).toMatchObject({ vendorId: loc.vendorId, locationId: loc.id });
    const mismatch = await ctx
      .http()
      .get(`${U}/admin/token`)
      .query({ vendorId: other.id, locationId: loc.id })
      .set('Authorization', `Bearer ${admin}`)
      .expect(403);
    expectError(mismatch.body, 403, 'CONTEXT_NOT_ALLOWED');
  });

  it('is for ADMINs only, needs a known vendor and names a missing one', async () => {
    const vendor = await ctx.factories.newVendor();
    const vendorToken = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: vendor.id });
    expectError(
      (await ctx.http().get(`${U}/admin/token`).query({ vendorId: vendor.id }).set('Authorization', `Bearer ${vendorToken}`).expect(403))
        .body,
      403,
      'FORBIDDEN',
    );
    expectError((await ctx.http().get(`${U}/admin/token`).query({ vendorId: vendor.id }).expect(401)).body, 401, 'UNAUTHENTICATED');
    const admin = await ctx.adminToken();
    const missing = await ctx
      .http()
      .get(`${U}/admin/token`)
      .query({ vendorId: 2147483647 })
      .set('Authorization', `Bearer ${admin}`)
      .expect(404);
    expect(missing.body.payload).toEqual({ entity: 'Vendor', id: 2147483647 });
    const bad = await ctx.http().get(`${U}/admin/token`).set('Authorization', `Bearer ${admin}`).expect(400);
    expect(bad.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/^vendorId /)]));
  });

  it('an ADMIN entering a vendor context by login or by a switch is audited too', async () => {
    const vendor = await ctx.factories.newVendor();
    const admin = await ctx.factories.newUser({ role: 'ADMIN' });
    const session = (
      await ctx.http().post(`${U}/loginWithRefresh`).send({ email: admin.email, password: admin.password, vendorId: vendor.id }).expect(200)
    ).body;
    expect(session.user).toMatchObject({ role: 'ADMIN', vendorId: vendor.id, vendorIds: [] });
    const other = await ctx.factories.newVendor();
    await ctx
      .http()
      .post(`${U}/context/vendor`)
      .set('Authorization', `Bearer ${session.accessToken}`)
      .send({ vendorId: other.id })
      .expect(200);
    const { rows } = await ctx.db.query(`SELECT action, target_id FROM audit_log WHERE actor_user_id = $1 ORDER BY id`, [admin.id]);
    expect(rows).toEqual([
      { action: 'ADMIN_CONTEXT_SWITCH', target_id: String(vendor.id) },
      { action: 'ADMIN_CONTEXT_SWITCH', target_id: String(other.id) },
    ]);
  });

  it('the token it gives is still an ADMIN token', async () => {
    const vendor = await ctx.factories.newVendor();
    const admin = await ctx.adminToken();
    const { accessToken } = (
      await ctx.http().get(`${U}/admin/token`).query({ vendorId: vendor.id }).set('Authorization', `Bearer ${admin}`).expect(200)
    ).body;
    await ctx.http().get(`${U}/api-keys`).set('Authorization', `Bearer ${accessToken}`).expect(200);
  });
});
