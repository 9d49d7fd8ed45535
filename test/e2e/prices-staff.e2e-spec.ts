import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDomainError, newVendorWorld, VendorWorld } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/** /vendor/prices is for the vendor's owners: its STAFF get 403 on every route (issue 16), and the session says the role. */
const P = '/api/v1/vendor/prices';
const LOGIN = '/api/v1/features/users/login';
const RATES = [{ type: 'DAY', price: 15 }];
let ctx: TestContext;
let world: VendorWorld;
let priceId: number;

const signIn = async (vendorRole: 'OWNER' | 'STAFF') => {
  const user = await ctx.factories.newUser({ vendorIds: [world.vendorId], vendorRole });
  const res = await ctx.http().post(LOGIN).send({ email: user.email, password: user.password }).expect(200);
  return { auth: { Authorization: `Bearer ${res.body.accessToken as string}` }, user: res.body.user as Record<string, unknown> };
};
const rowCount = async () => (await ctx.db.query(`SELECT id FROM price WHERE section_id = $1`, [world.section.id])).rows.length;

beforeAll(async () => {
  ctx = await startTestApp();
  world = await newVendorWorld(ctx, 1);
  priceId = (
    await ctx
      .http()
      .post(P)
      .set(world.auth)
      .send({ sectionId: world.section.id, validFrom: '2031-05-01', validTo: '2031-09-30', rates: RATES })
  ).body.id;
});
afterAll(() => ctx.close());

describe('prices: owners only', () => {
  it('a STAFF member: 403 FORBIDDEN on list, get, create, update and delete; nothing changes', async () => {
    const staff = await signIn('STAFF');
    expect(staff.user).toMatchObject({ vendorId: world.vendorId, vendorRole: 'STAFF' });
    const body = { sectionId: world.section.id, validFrom: '2032-05-01', validTo: '2032-09-30', rates: RATES };
    for (const call of [
      ctx.http().get(P).set(staff.auth),
      ctx.http().get(`${P}/${priceId}`).set(staff.auth),
      ctx.http().post(P).set(staff.auth).send(body),
      ctx
        .http()
        .put(`${P}/${priceId}`)
        .set(staff.auth)
        .send({ rates: [{ type: 'DAY', price: 1 }] }),
      ctx.http().delete(`${P}/${priceId}`).set(staff.auth),
    ]) {
      expectDomainError(await call, 403, 'FORBIDDEN');
    }
    expect(await rowCount()).toBe(1);
    const { rows } = await ctx.db.query(`SELECT price_cents FROM price_rate WHERE price_id = $1`, [priceId]);
    expect(rows).toEqual([{ price_cents: 1500 }]);
  });

  it('an OWNER lists and changes them; its session says OWNER', async () => {
    const owner = await signIn('OWNER');
    expect(owner.user).toMatchObject({ vendorRole: 'OWNER' });
    const list = await ctx.http().get(P).set(owner.auth).expect(200);
    expect(list.body.items.map((p: { id: number }) => p.id)).toEqual([priceId]);
    const res = await ctx
      .http()
      .put(`${P}/${priceId}`)
      .set(owner.auth)
      .send({ rates: [{ type: 'DAY', price: 16.5 }] })
      .expect(200);
    expect(res.body.rates).toEqual([expect.objectContaining({ type: 'DAY', price: 16.5 })]);
  });

  it("another vendor: 404 for this vendor's definition", async () => {
    const other = await newVendorWorld(ctx, 0);
    expectDomainError(await ctx.http().get(`${P}/${priceId}`).set(other.auth), 404, 'ENTITY_NOT_FOUND');
  });
});
