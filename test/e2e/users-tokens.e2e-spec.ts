import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import jwt from 'jsonwebtoken';
import { generateKeyPairSync } from 'node:crypto';
import { UserRole } from '../../server/src/common/enums.js';
import { AppConfig } from '../../server/src/config/app-config.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * Access tokens as an attacker and a careless client would send them: only HS256 of our secret with well-typed
 * claims and an exp counts, and only while its user exists and its session lives (logout, refresh-token reuse and a
 * password reset end it).
 */
const U = '/api/v1/features/users';
const ADMIN_ONLY = `${U}/api-keys`;
const VENDOR_SCOPED = '/api/v1/vendor/locations';
let ctx: TestContext;
let secret: string;

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_LOGIN: '1000/60' });
  secret = ctx.app.get(AppConfig).JWT_SECRET;
});
afterAll(() => ctx.close());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const headerOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
const get = (path: string, token: string) => ctx.http().get(path).set('Authorization', `Bearer ${token}`);
const expectUnauthenticated = (res: { status: number; body: Record<string, unknown> }, message?: RegExp) => {
  expect({ status: res.status, errorType: res.body.errorType }).toEqual({ status: 401, errorType: 'UNAUTHENTICATED' });
  if (message) expect(res.body.message).toMatch(message);
};

const login = async (email: string, password: string, path = 'login') =>
  (await ctx.http().post(`${U}/${path}`).send({ email, password }).expect(200)).body;

/** The seeded admin's real, live claims: what a forger would copy from a token of its own. */
async function adminClaims() {
  const session = await login('admin@strandkorb.local', 'Admin-Strand-2026');
  const { sub, role, vendorId, locationId, sid } = claimsOf(session.accessToken);
  return { sub, role, vendorId, locationId, sid };
}

describe('the signature: HS256 of our secret, nothing else', () => {
  it('the server signs HS256 with an exp and the session id', async () => {
    const { accessToken } = await login('admin@strandkorb.local', 'Admin-Strand-2026');
    expect(headerOf(accessToken)).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(claimsOf(accessToken)).toMatchObject({
      exp: expect.any(Number),
      iss: 'strandkorb',
      sid: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('takes HS256 of the same claims (the control), refuses alg none, HS384, HS512 and RS256', async () => {
    const claims = await adminClaims();
    const options = { expiresIn: 900, issuer: 'strandkorb' } as const;
    await get(ADMIN_ONLY, jwt.sign(claims, secret, { ...options, algorithm: 'HS256' })).expect(200);

    const unsigned = jwt.sign(claims, '', { ...options, algorithm: 'none' });
    expect(headerOf(unsigned).alg).toBe('none');
    expectUnauthenticated(await get(ADMIN_ONLY, unsigned));
    for (const algorithm of ['HS384', 'HS512'] as const) {
      expectUnauthenticated(await get(ADMIN_ONLY, jwt.sign(claims, secret, { ...options, algorithm })));
    }
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expectUnauthenticated(await get(ADMIN_ONLY, jwt.sign(claims, privateKey, { ...options, algorithm: 'RS256' })));
  });

  it('refuses a token without exp', async () => {
    const claims = await adminClaims();
    const forever = jwt.sign(claims, secret, { algorithm: 'HS256', issuer: 'strandkorb' });
    expect(claimsOf(forever).exp).toBeUndefined();
    expectUnauthenticated(await get(ADMIN_ONLY, forever), /exp is missing/);
  });
});

describe('the claims: each of its type, a bad one is a 401 and never a 500', () => {
  const signed = (claims: Record<string, unknown>) =>
    jwt.sign(claims, secret, { algorithm: 'HS256', issuer: 'strandkorb', expiresIn: 900 });

  it.each([
    ['vendorId "abc"', { vendorId: 'abc' }, /vendorId/],
    ['vendorId {}', { vendorId: {} }, /vendorId/],
    ['vendorId 1.5', { vendorId: 1.5 }, /vendorId/],
    ['vendorId beyond the id range', { vendorId: 2 ** 31 }, /vendorId/],
    ['vendorId left out', { vendorId: undefined }, /vendorId/],
    ['locationId "1"', { locationId: '1' }, /locationId/],
    ['sub "2"', { sub: '2' }, /sub/],
    ['sub 0', { sub: 0 }, /sub/],
    ['sub beyond the id range', { sub: 2 ** 53 }, /sub/],
    ['role ROOT', { role: 'ROOT' }, /role/],
    ['no session id (a token of before)', { sid: undefined }, /sid/],
    ['a session id that is no uuid', { sid: "1' OR '1'='1" }, /sid/],
  ])('%s', async (_what, change, message) => {
    const vendor = await ctx.factories.newVendor();
    const user = await ctx.factories.newUser({ vendorIds: [vendor.id] });
    const good = claimsOf((await login(user.email, user.password)).accessToken);
    const { sub, role, vendorId, locationId, sid } = good;
    await get(VENDOR_SCOPED, signed({ sub, role, vendorId, locationId, sid })).expect(200);
    const bad = Object.fromEntries(Object.entries({ sub, role, vendorId, locationId, sid, ...change }).filter(([, v]) => v !== undefined));
    expectUnauthenticated(await get(VENDOR_SCOPED, signed(bad)), message);
  });

  it("refuses a role the user does not have (a VENDOR's session presented as ADMIN)", async () => {
    const user = await ctx.factories.newUser({ vendorIds: [(await ctx.factories.newVendor()).id] });
    const { sub, vendorId, locationId, sid } = claimsOf((await login(user.email, user.password)).accessToken);
    expectUnauthenticated(await get(ADMIN_ONLY, signed({ sub, role: 'ADMIN', vendorId, locationId, sid })), /role/);
  });
});

describe('the user and the session must still be there', () => {
  it('a token of a deleted user is a 401', async () => {
    const user = await ctx.factories.newUser({ vendorIds: [(await ctx.factories.newVendor()).id] });
    const { accessToken } = await login(user.email, user.password);
    await get(VENDOR_SCOPED, accessToken).expect(200);
    await ctx.db.query(`DELETE FROM app_user WHERE id = $1`, [user.id]);
    expectUnauthenticated(await get(VENDOR_SCOPED, accessToken), /belongs to no user/);
  });

  it('logout ends the access token, the refresh token and the admin tokens of that session, not other sessions', async () => {
    const user = await ctx.factories.newUser({ vendorIds: [(await ctx.factories.newVendor()).id] });
    const phone = await login(user.email, user.password, 'loginWithRefresh');
    const laptop = await login(user.email, user.password, 'loginWithRefresh');
    await get(VENDOR_SCOPED, phone.accessToken).expect(200);

    await ctx.http().post(`${U}/logout`).set('Authorization', `Bearer ${phone.accessToken}`).expect(204);
    expectUnauthenticated(await get(VENDOR_SCOPED, phone.accessToken), /session of this access token has ended/);
    const refresh = await ctx.http().post(`${U}/refresh`).send({ refreshToken: phone.refreshToken }).expect(401);
    expect(refresh.body.errorType).toBe('REFRESH_TOKEN_INVALID');
    const { rows } = await ctx.db.query(`SELECT revoked_at FROM user_session WHERE id = $1`, [claimsOf(phone.accessToken).sid]);
    expect(rows[0].revoked_at).toEqual(expect.any(Date));
    // The other session of the same user lives on.
    await get(VENDOR_SCOPED, laptop.accessToken).expect(200);
    await ctx.http().post(`${U}/refresh`).send({ refreshToken: laptop.refreshToken }).expect(200);
    // Signing out needs a live token; a second logout with the ended one is a 401.
    expectUnauthenticated(await ctx.http().post(`${U}/logout`).set('Authorization', `Bearer ${phone.accessToken}`));
    expectUnauthenticated(await ctx.http().post(`${U}/logout`));
  });

  it("an ADMIN's logout ends the vendor-context tokens it took from admin/token", async () => {
    const admin = await ctx.factories.newUser({ role: 'ADMIN' });
    const vendor = await ctx.factories.newVendor();
    const session = await login(admin.email, admin.password);
    const forVendor = (await get(`${U}/admin/token?vendorId=${vendor.id}`, session.accessToken).expect(200)).body.accessToken;
    expect(claimsOf(forVendor).sid).toBe(claimsOf(session.accessToken).sid);
    await get(VENDOR_SCOPED, forVendor).expect(200);
    await ctx.http().post(`${U}/logout`).set('Authorization', `Bearer ${session.accessToken}`).expect(204);
    expectUnauthenticated(await get(VENDOR_SCOPED, forVendor));
  });

  it("a refresh-token reuse, which revokes the family, ends that session's access tokens too", async () => {
    const user = await ctx.factories.newUser({ vendorIds: [(await ctx.factories.newVendor()).id] });
    const first = await login(user.email, user.password, 'loginWithRefresh');
    const second = (await ctx.http().post(`${U}/refresh`).send({ refreshToken: first.refreshToken }).expect(200)).body;
    await get(VENDOR_SCOPED, second.accessToken).expect(200);
    await ctx.http().post(`${U}/refresh`).send({ refreshToken: first.refreshToken }).expect(401);
    expectUnauthenticated(await get(VENDOR_SCOPED, second.accessToken));
    expectUnauthenticated(await get(VENDOR_SCOPED, first.accessToken));
  });

  it('a password reset ends every access token of the user; a new login works', async () => {
    const user = await ctx.factories.newUser({ vendorIds: [(await ctx.factories.newVendor()).id] });
    const short = await login(user.email, user.password);
    const long = await login(user.email, user.password, 'loginWithRefresh');
    const switched = (
      await ctx
        .http()
        .post(`${U}/context/vendor`)
        .set('Authorization', `Bearer ${short.accessToken}`)
        .send({ vendorId: short.user.vendorId })
        .expect(200)
    ).body;
    for (const token of [short.accessToken, long.accessToken, switched.accessToken]) await get(VENDOR_SCOPED, token).expect(200);

    const reset = await ctx.factories.newUserToken({ userId: user.id, kind: 'RESET_PASSWORD' });
    await ctx.http().post(`${U}/password/confirm`).send({ token: reset, password: 'Leuchtturm-Nord-77' }).expect(200);
    for (const token of [short.accessToken, long.accessToken, switched.accessToken]) expectUnauthenticated(await get(VENDOR_SCOPED, token));
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS live FROM user_session WHERE user_id = $1 AND revoked_at IS NULL`, [
      user.id,
    ]);
    expect(rows[0].live).toBe(0);
    await get(VENDOR_SCOPED, (await login(user.email, 'Leuchtturm-Nord-77')).accessToken).expect(200);
  });

  it('a public route answers an ended token as an anonymous call', async () => {
    const user = await ctx.factories.newUser();
    const { accessToken } = await login(user.email, user.password);
    await ctx.http().post(`${U}/logout`).set('Authorization', `Bearer ${accessToken}`).expect(204);
    await get('/api/v1/health', accessToken).expect(200);
  });
});

describe('the test support signs real sessions (tokenFor)', () => {
  it('a token for a given user id acts as that user, and ends with its session', async () => {
    const token = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: (await ctx.factories.newVendor()).id, sub: 4713 });
    expect(claimsOf(token)).toMatchObject({ sub: 4713, role: 'VENDOR' });
    await get(VENDOR_SCOPED, token).expect(200);
    await ctx.http().post(`${U}/logout`).set('Authorization', `Bearer ${token}`).expect(204);
    expectUnauthenticated(await get(VENDOR_SCOPED, token));
  });
});
