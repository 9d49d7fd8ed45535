import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * Issue 16, item 5 (/office/extras) and item 7's rule for extras: a vendor's OWNER creates, changes and deletes its
 * extras; STAFF read them (the counter sells them) but get 403 on every write; the session tells the office the role.
 */
const U = '/api/v1/features/users';
const X = '/api/v1/vendor/extras';
let ctx: TestContext;
let vendorId: number;
let owner: { Authorization: string };
let staff: { Authorization: string };
let stranger: { Authorization: string };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const signIn = async (email: string, password: string) => (await ctx.http().post(`${U}/login`).send({ email, password }).expect(200)).body;
const row = async (id: number) =>
  (await ctx.db.query(`SELECT name, price_cents, type, vat_rate, category, active, location_id FROM extra WHERE id = $1`, [id])).rows[0];

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_LOGIN: '1000/60' });
  vendorId = (await ctx.factories.newVendor()).id;
  const o = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'OWNER' });
  const s = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'STAFF' });
  const otherVendor = (await ctx.factories.newVendor()).id;
  const x = await ctx.factories.newUser({ vendorIds: [otherVendor], vendorRole: 'OWNER' });
  owner = bearer((await signIn(o.email, o.password)).accessToken);
  staff = bearer((await signIn(s.email, s.password)).accessToken);
  stranger = bearer((await signIn(x.email, x.password)).accessToken);
});
afterAll(() => ctx.close());

describe('the session names the role in the vendor', () => {
  it('OWNER for an owner, STAFF for staff, null for an admin', async () => {
    const o = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'OWNER' });
    const s = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'STAFF' });
    expect((await signIn(o.email, o.password)).user).toMatchObject({ vendorId, vendorRole: 'OWNER' });
    expect((await signIn(s.email, s.password)).user).toMatchObject({ vendorId, vendorRole: 'STAFF' });
    expect((await signIn('admin@strandkorb.local', 'Admin-Strand-2026')).user).toMatchObject({ role: 'ADMIN', vendorRole: null });
  });
});

describe('/vendor/extras: owners write, staff read', () => {
  it('an OWNER creates (euros at the API, cents in the row), changes and deletes an extra', async () => {
    const created = await ctx.http().post(X).set(owner).send({ name: 'Windschutz', type: 'ACCESSOIRES', price: 4.5 }).expect(201);
    expect(created.body).toMatchObject({ vendorId, name: 'Windschutz', type: 'ACCESSOIRES', price: 4.5, vatRate: 19, active: true });
    const id = created.body.id as number;
    expect(await row(id)).toEqual({
      name: 'Windschutz',
      price_cents: 450,
      type: 'ACCESSOIRES',
      vat_rate: 19,
      category: null,
      active: true,
      location_id: null,
    });
    const changed = await ctx.http().put(`${X}/${id}`).set(owner).send({ price: 5, category: 'Zubehör', active: false }).expect(200);
    expect(changed.body).toMatchObject({ price: 5, category: 'Zubehör', active: false });
    expect(await row(id)).toMatchObject({ price_cents: 500, category: 'Zubehör', active: false });
    await ctx.http().delete(`${X}/${id}`).set(owner).expect(204);
    expect(await row(id)).toBeUndefined();
  });

  it('a negative price is refused at the field', async () => {
    expectFieldError(await ctx.http().post(X).set(owner).send({ name: 'Minus', type: 'OTHER', price: -1 }), 'price');
  });

  it('STAFF list and read the extras, but creating, changing and deleting answer 403 and change nothing', async () => {
    const { body } = await ctx.http().post(X).set(owner).send({ name: 'Sonnenschirm', type: 'ACCESSOIRES', price: 6 }).expect(201);
    const list = await ctx.http().get(X).set(staff).query({ itemsPerPage: 0 }).expect(200);
    expect(list.body.items.map((e: { id: number }) => e.id)).toContain(body.id);
    await ctx.http().get(`${X}/${body.id}`).set(staff).expect(200);

    expectDomainError(await ctx.http().post(X).set(staff).send({ name: 'Von Aushilfe', type: 'OTHER', price: 1 }), 403, 'FORBIDDEN');
    expectDomainError(await ctx.http().put(`${X}/${body.id}`).set(staff).send({ price: 0.5 }), 403, 'FORBIDDEN');
    expectDomainError(await ctx.http().delete(`${X}/${body.id}`).set(staff), 403, 'FORBIDDEN');
    expect(await row(body.id)).toMatchObject({ name: 'Sonnenschirm', price_cents: 600, active: true });
    expect((await ctx.db.query(`SELECT 1 FROM extra WHERE vendor_id = $1 AND name = 'Von Aushilfe'`, [vendorId])).rowCount).toBe(0);
  });

  it("another vendor's owner gets 404 for the extra, and does not see it in its list", async () => {
    const { body } = await ctx.http().post(X).set(owner).send({ name: 'Strandmuschel', type: 'TOYS', price: 12 }).expect(201);
    expectDomainError(await ctx.http().get(`${X}/${body.id}`).set(stranger), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().put(`${X}/${body.id}`).set(stranger).send({ price: 1 }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().delete(`${X}/${body.id}`).set(stranger), 404, 'ENTITY_NOT_FOUND');
    const list = await ctx.http().get(X).set(stranger).query({ itemsPerPage: 0 }).expect(200);
    expect(list.body.items.map((e: { id: number }) => e.id)).not.toContain(body.id);
    expect(await row(body.id)).toMatchObject({ price_cents: 1200 });
  });
});
