import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDomainError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * Issue 16, item 1 (/office/locations): a vendor's OWNER creates, changes and deletes its locations; STAFF read them
 * (the office's context switcher lists them) but every write answers 403 and changes nothing.
 */
const U = '/api/v1/features/users';
const F = '/api/v1/features/locations';
const V = '/api/v1/vendor/locations';
let ctx: TestContext;
let vendorId: number;
let locationId: number;
let owner: { Authorization: string };
let staff: { Authorization: string };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const signIn = async (email: string, password: string) => (await ctx.http().post(`${U}/login`).send({ email, password }).expect(200)).body;
const row = async (id: number) =>
  (await ctx.db.query(`SELECT name, lead_time_hours, price_text FROM location WHERE id = $1`, [id])).rows[0];

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_LOGIN: '1000/60' });
  vendorId = (await ctx.factories.newVendor()).id;
  locationId = (await ctx.factories.newLocation({ vendorId })).id;
  const o = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'OWNER' });
  const s = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'STAFF' });
  owner = bearer((await signIn(o.email, o.password)).accessToken);
  staff = bearer((await signIn(s.email, s.password)).accessToken);
});
afterAll(() => ctx.close());

describe('locations: owners write, staff read', () => {
  it('STAFF list and read the locations, but creating, changing and deleting answer 403 and change nothing', async () => {
    const before = await row(locationId);
    const list = await ctx.http().get(V).set(staff).query({ itemsPerPage: 0 }).expect(200);
    expect(list.body.items.map((l: { id: number }) => l.id)).toContain(locationId);
    await ctx.http().get(`${V}/${locationId}`).set(staff).expect(200);

    expectDomainError(await ctx.http().post(F).set(staff).send({ name: 'Von Aushilfe' }), 403, 'FORBIDDEN');
    expectDomainError(
      await ctx
        .http()
        .put(`${F}/${locationId}`)
        .set(staff)
        .send({ leadTimeHours: 99, priceText: { de: 'Aushilfe' } }),
      403,
      'FORBIDDEN',
    );
    expectDomainError(await ctx.http().delete(`${V}/${locationId}`).set(staff), 403, 'FORBIDDEN');
    expect(await row(locationId)).toEqual(before);
    const created = await ctx.db.query(`SELECT 1 FROM location WHERE vendor_id = $1 AND name = 'Von Aushilfe'`, [vendorId]);
    expect(created.rowCount).toBe(0);
  });

  it('the OWNER changes the lead time and the price text, and creates and deletes a location', async () => {
    const changed = await ctx
      .http()
      .put(`${F}/${locationId}`)
      .set(owner)
      .send({ leadTimeHours: 36, priceText: { de: 'Tagesmiete **15 €**' } })
      .expect(200);
    expect(changed.body).toMatchObject({ id: locationId, leadTimeHours: 36, priceText: { de: 'Tagesmiete **15 €**' } });
    expect(await row(locationId)).toMatchObject({ lead_time_hours: 36, price_text: { de: 'Tagesmiete **15 €**' } });

    const created = await ctx.http().post(F).set(owner).send({ name: 'Zweiter Aufgang' }).expect(201);
    expect(created.body).toMatchObject({ vendorId, name: 'Zweiter Aufgang' });
    await ctx.http().delete(`${V}/${created.body.id}`).set(owner).expect(204);
    expect(await row(created.body.id)).toBeUndefined();
  });

  it('names a refused field by its path, so the office shows the message at that input', async () => {
    const res = await ctx
      .http()
      .put(`${F}/${locationId}`)
      .set(owner)
      .send({ leadTimeHours: -1, priceText: { de: 7 }, openingHours: [{ weekday: 1, opening: '10:00', closing: '09:00' }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'leadTimeHours must not be less than 0',
        expect.stringMatching(/^priceText\.de /),
        'openingHours.0.closing must be later than opening',
      ]),
    );
  });
});
