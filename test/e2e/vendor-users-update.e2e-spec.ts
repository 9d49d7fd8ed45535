import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * PUT /features/users/vendor-users/{userId} (issue 16, the staff screen): a vendor's OWNER changes a member's role and
 * location limit; the last owner stays one; another vendor's member is a 404; STAFF get 403.
 */
const U = '/api/v1/features/users';
const VU = `${U}/vendor-users`;
let ctx: TestContext;

let vendorId: number;
let locationId: number;
let owner: { id: number; email: string; password: string };
let ownerAuth: { Authorization: string };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const login = (email: string, password: string) => ctx.http().post(`${U}/login`).send({ email, password });
const membership = async (userId: number, vendor = vendorId) =>
  (await ctx.db.query(`SELECT role, location_id FROM user_vendor WHERE user_id = $1 AND vendor_id = $2`, [userId, vendor])).rows;

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_LOGIN: '1000/60' });
  vendorId = (await ctx.factories.newVendor()).id;
  locationId = (await ctx.factories.newLocation({ vendorId })).id;
  owner = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'OWNER' });
  ownerAuth = bearer((await login(owner.email, owner.password).expect(200)).body.accessToken);
});
afterAll(() => ctx.close());

describe('PUT /features/users/vendor-users/{userId}', () => {
  it('limits a STAFF member to a location: 200 with the member, the row, the audit; its sessions end', async () => {
    const staff = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'STAFF' });
    const session = (await login(staff.email, staff.password).expect(200)).body;
    const res = await ctx.http().put(`${VU}/${staff.id}`).set(ownerAuth).send({ locationId }).expect(200);
    expect(res.body).toEqual({
      userId: staff.id,
      vendorId,
      email: staff.email,
      firstName: null,
      lastName: null,
      role: 'STAFF',
      locationId,
      confirmed: true,
      addedAt: expect.any(String),
    });
    expect(await membership(staff.id)).toEqual([{ role: 'STAFF', location_id: locationId }]);
    // The old token acted for the whole vendor: it ends; a new sign-in acts at the location.
    expect((await ctx.http().get(`/api/v1/vendor/vendors/${vendorId}`).set(bearer(session.accessToken))).status).toBe(401);
    expect((await login(staff.email, staff.password).expect(200)).body.user).toMatchObject({ vendorId, locationId });
    const audit = await ctx.db.query(
      `SELECT actor_user_id, details FROM audit_log WHERE action = 'VENDOR_USER_CHANGED' AND target_id = $1`,
      [String(staff.id)],
    );
    expect(audit.rows).toEqual([
      {
        actor_user_id: owner.id,
        details: { vendorId, role: 'STAFF', locationId, previousRole: 'STAFF', previousLocationId: null },
      },
    ]);
  });

  it('makes a STAFF member OWNER (the location limit goes) and back to STAFF; the role counts at once', async () => {
    const staff = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'STAFF', locationId });
    const auth = bearer((await login(staff.email, staff.password).expect(200)).body.accessToken);
    expectDomainError(await ctx.http().get(VU).set(auth), 403, 'FORBIDDEN');
    const res = await ctx.http().put(`${VU}/${staff.id}`).set(ownerAuth).send({ role: 'OWNER' }).expect(200);
    expect(res.body).toMatchObject({ userId: staff.id, role: 'OWNER', locationId: null });
    expect(await membership(staff.id)).toEqual([{ role: 'OWNER', location_id: null }]);
    // Its location limit went, so it signs in again; as OWNER it reads the users.
    const promoted = bearer((await login(staff.email, staff.password).expect(200)).body.accessToken);
    expect((await ctx.http().get(VU).set(promoted)).status).toBe(200);
    await ctx.http().put(`${VU}/${staff.id}`).set(ownerAuth).send({ role: 'STAFF' }).expect(200);
    expect(await membership(staff.id)).toEqual([{ role: 'STAFF', location_id: null }]);
    // The role is read on each call: the same token is refused now, without a new sign-in.
    expectDomainError(await ctx.http().get(VU).set(promoted), 403, 'FORBIDDEN');
  });

  it('400: an OWNER with a location, a bad role or id; 404: an unknown member, another vendor’s location', async () => {
    const staff = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'STAFF' });
    const invalid = await ctx.http().put(`${VU}/${staff.id}`).set(ownerAuth).send({ role: 'OWNER', locationId });
    expectDomainError(invalid, 400, 'INVALID_INPUT');
    expect(invalid.body.payload).toEqual({ field: 'locationId' });
    expectFieldError(await ctx.http().put(`${VU}/${staff.id}`).set(ownerAuth).send({ role: 'BOSS' }), 'role');
    expectFieldError(await ctx.http().put(`${VU}/abc`).set(ownerAuth).send({ role: 'STAFF' }), 'userId');
    expectDomainError(await ctx.http().put(`${VU}/2147483647`).set(ownerAuth).send({ role: 'STAFF' }), 404, 'ENTITY_NOT_FOUND');
    const other = await ctx.factories.newVendor();
    const foreignLocation = (await ctx.factories.newLocation({ vendorId: other.id })).id;
    const res = await ctx.http().put(`${VU}/${staff.id}`).set(ownerAuth).send({ locationId: foreignLocation });
    expectDomainError(res, 404, 'ENTITY_NOT_FOUND');
    expect(await membership(staff.id)).toEqual([{ role: 'STAFF', location_id: null }]);
  });

  it('the last owner stays an owner: 403 with reason LAST_OWNER; with a second owner the first may step down', async () => {
    const vendor = await ctx.factories.newVendor();
    const only = await ctx.factories.newUser({ vendorIds: [vendor.id], vendorRole: 'OWNER' });
    const auth = bearer((await login(only.email, only.password).expect(200)).body.accessToken);
    const res = await ctx.http().put(`${VU}/${only.id}`).set(auth).send({ role: 'STAFF' });
    expectDomainError(res, 403, 'FORBIDDEN');
    expect(res.body.payload).toEqual({ reason: 'LAST_OWNER' });
    expect(await membership(only.id, vendor.id)).toEqual([{ role: 'OWNER', location_id: null }]);
    const removed = await ctx.http().delete(`${VU}/${only.id}`).set(auth);
    expect(removed.body.payload).toEqual({ reason: 'LAST_OWNER' });
    const second = await ctx.factories.newUser({ vendorIds: [vendor.id], vendorRole: 'OWNER' });
    await ctx.http().put(`${VU}/${only.id}`).set(auth).send({ role: 'STAFF' }).expect(200);
    expect(await membership(only.id, vendor.id)).toEqual([{ role: 'STAFF', location_id: null }]);
    expect(await membership(second.id, vendor.id)).toEqual([{ role: 'OWNER', location_id: null }]);
  });

  it("another vendor's member is a 404 (nothing changes); STAFF get 403; without a token 401", async () => {
    const other = await ctx.factories.newVendor();
    const foreign = await ctx.factories.newUser({ vendorIds: [other.id], vendorRole: 'STAFF' });
    expectDomainError(await ctx.http().put(`${VU}/${foreign.id}`).set(ownerAuth).send({ role: 'OWNER' }), 404, 'ENTITY_NOT_FOUND');
    expect(await membership(foreign.id, other.id)).toEqual([{ role: 'STAFF', location_id: null }]);

    const staff = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'STAFF' });
    const auth = bearer((await login(staff.email, staff.password).expect(200)).body.accessToken);
    expectDomainError(await ctx.http().put(`${VU}/${staff.id}`).set(auth).send({ role: 'OWNER' }), 403, 'FORBIDDEN');
    expect(await membership(staff.id)).toEqual([{ role: 'STAFF', location_id: null }]);
    expect((await ctx.http().put(`${VU}/${staff.id}`).send({ role: 'OWNER' })).status).toBe(401);
  });
});
