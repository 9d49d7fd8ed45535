import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDomainError, expectFieldError, newVendorWorld } from '../support/office.js';
import { unique } from '../support/factories.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const F = '/api/v1/features/locations';
const V = '/api/v1/vendor/locations';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const openingHours = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opening: weekday >= 6 ? '08:30' : '09:00', closing: '18:00' }));

describe('locations: create, update, list, get, delete', () => {
  it('a vendor creates a location with every field and reads it back', async () => {
    const world = await newVendorWorld(ctx, 0);
    const name = unique('Strandkorbvermietung Haffkrug');
    const res = await ctx
      .http()
      .post(F)
      .set(world.auth)
      .send({
        name,
        entranceName: 'Aufgang 4',
        address: { street: 'Strandallee', houseNumber: '40', zip: '23683', city: 'Haffkrug', country: 'DE' },
        geoJson: { type: 'Point', coordinates: [10.745, 54.05] },
        details: { email: 'haffkrug@strand.example', telephone: '+49 4563 1234', website: 'https://strand.example', logo: null },
        description: 'Feiner **Sand**',
        priceText: { de: 'Tagesmiete 15 €', en: 'Day rate €15' },
        seasonStart: '15-05',
        seasonEnd: '15-09',
        leadTimeHours: 12,
        bookingStartdate: '2026-04-01',
        attributes: { showers: true, dogs: true, wc: true },
        openingHours,
        configuration: { beachChairView: 'grid', gridLineBreak: 12, paymentMethods: ['CASH', 'PAYPAL'] },
        terms: '# Eigene Bedingungen',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      vendorId: world.vendorId,
      name,
      geoJson: { type: 'Point', coordinates: [10.745, 54.05] },
      seasonStart: '15-05',
      seasonEnd: '15-09',
      leadTimeHours: 12,
      bookingStartdate: '2026-04-01',
      configuration: { beachChairView: 'grid', gridLineBreak: 12, paymentMethods: ['CASH', 'PAYPAL'], bookingStartdate: '2026-04-01' },
      images: [],
    });
    expect(res.body.attributes).toMatchObject({ showers: true, dogs: true, wc: true, nude: false, sup: false, cardPayment: false });
    expect(Object.keys(res.body.attributes)).toHaveLength(19);
    expect(res.body.openingHours).toEqual(openingHours);

    const got = await ctx.http().get(`${V}/${res.body.id}`).set(world.auth).expect(200);
    expect(got.body).toEqual(res.body);
    const list = await ctx.http().get(V).set(world.auth).query({ itemsPerPage: 0 }).expect(200);
    expect(list.body.items.map((l: { id: number }) => l.id).sort()).toEqual([world.locationId, res.body.id].sort());
    const searched = await ctx.http().get(V).set(world.auth).query({ search: 'HAFFKRUG' }).expect(200);
    expect(searched.body.items.map((l: { id: number }) => l.id)).toEqual([res.body.id]);
  });

  it('updates: fields left out stay, maps merge, null clears nullable fields', async () => {
    const world = await newVendorWorld(ctx, 0);
    const created = (
      await ctx
        .http()
        .post(F)
        .set(world.auth)
        .send({ name: unique('Ort'), attributes: { showers: true }, priceText: { de: 'A', en: 'B' }, leadTimeHours: 24 })
        .expect(201)
    ).body;
    const updated = await ctx
      .http()
      .put(`${F}/${created.id}`)
      .set(world.auth)
      .send({ attributes: { wlan: true }, priceText: { en: 'C' }, leadTimeHours: null, seasonStart: '01-06', seasonEnd: '30-09' })
      .expect(200);
    expect(updated.body).toMatchObject({ name: created.name, leadTimeHours: null, seasonStart: '01-06', priceText: { de: 'A', en: 'C' } });
    expect(updated.body.attributes).toMatchObject({ showers: true, wlan: true });
    expectFieldError(await ctx.http().put(`${F}/${created.id}`).set(world.auth).send({ name: null }), 'name must not be null');
  });

  it('refuses bad input, naming the field', async () => {
    const world = await newVendorWorld(ctx, 0);
    const res = await ctx
      .http()
      .post(F)
      .set(world.auth)
      .send({
        name: 'x',
        seasonStart: '31-02',
        leadTimeHours: 1000,
        bookingStartdate: '2026-13-01',
        attributes: { showers: 'yes', jacuzzi: true },
        openingHours: [{ weekday: 8, opening: '9:00', closing: '08:00' }],
        geoJson: { type: 'Point', coordinates: [200, 54] },
        configuration: { paymentMethods: ['CASH', 'CASH'] },
      });
    expect(res.status).toBe(400);
    for (const field of [
      'seasonStart',
      'leadTimeHours',
      'bookingStartdate',
      'showers',
      'jacuzzi',
      'weekday',
      'opening',
      'geoJson',
      'paymentMethods',
    ]) {
      expectFieldError(res, field);
    }
    const closing = await ctx
      .http()
      .post(F)
      .set(world.auth)
      .send({ name: 'x', openingHours: [{ weekday: 1, opening: '10:00', closing: '09:00' }] });
    expectFieldError(closing, 'closing must be later than opening');
    const halfSeason = await ctx.http().post(F).set(world.auth).send({ name: 'x', seasonStart: '01-05' });
    expectDomainError(halfSeason, 400, 'INVALID_INPUT');
    expect(halfSeason.body.payload).toEqual({ field: 'seasonEnd' });
  });

  it("another vendor's location is a 404 for every route; an ADMIN names the vendor", async () => {
    const mine = await newVendorWorld(ctx, 0);
    const other = await newVendorWorld(ctx, 0);
    const id = other.locationId;
    expectDomainError(await ctx.http().get(`${V}/${id}`).set(mine.auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().put(`${F}/${id}`).set(mine.auth).send({ name: 'x' }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().delete(`${V}/${id}`).set(mine.auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().post(F).set(mine.auth).send({ name: 'x', vendorId: other.vendorId }), 404, 'ENTITY_NOT_FOUND');
    const list = await ctx
      .http()
      .get(V)
      .set(mine.auth)
      .query({ filters: JSON.stringify({ vendorId: other.vendorId }) })
      .expect(200);
    expect(list.body.total).toBe(0);

    const admin = { Authorization: `Bearer ${await ctx.adminToken()}` };
    expectDomainError(await ctx.http().post(F).set(admin).send({ name: 'x' }), 400, 'INVALID_INPUT');
    const byAdmin = await ctx
      .http()
      .post(F)
      .set(admin)
      .send({ name: unique('Admin-Ort'), vendorId: other.vendorId })
      .expect(201);
    expect(byAdmin.body.vendorId).toBe(other.vendorId);
  });

  it('a location that runs sections cannot be deleted (409); an empty one can', async () => {
    const world = await newVendorWorld(ctx, 0);
    const res = await ctx.http().delete(`${V}/${world.locationId}`).set(world.auth);
    expectDomainError(res, 409, 'LOCATION_HAS_SECTIONS');
    expect(res.body.payload).toEqual({ id: world.locationId, count: 1 });
    const empty = (
      await ctx
        .http()
        .post(F)
        .set(world.auth)
        .send({ name: unique('Leer') })
        .expect(201)
    ).body;
    await ctx.http().delete(`${V}/${empty.id}`).set(world.auth).expect(204);
    expectDomainError(await ctx.http().get(`${V}/${empty.id}`).set(world.auth), 404, 'ENTITY_NOT_FOUND');
  });

  it('needs a bearer token (401)', async () => {
    expectDomainError(await ctx.http().post(F).send({ name: 'x' }), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().put(`${F}/1`).send({}), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().get(V), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().get(`${V}/1`), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().delete(`${V}/1`), 401, 'UNAUTHENTICATED');
  });
});

describe('locations: terms (public)', () => {
  it("answers the location's own terms, else its vendor's, as HTML and PDF", async () => {
    const world = await newVendorWorld(ctx, 0);
    await ctx.db.query(`UPDATE vendor SET terms = '# Händlerbedingungen' WHERE id = $1`, [world.vendorId]);
    const own = (
      await ctx
        .http()
        .post(F)
        .set(world.auth)
        .send({ name: unique('Eigene'), terms: '# Ortsbedingungen' })
        .expect(201)
    ).body;
    expect((await ctx.http().get(`${V}/terms/${own.id}/html`).expect(200)).text).toContain('<h1>Ortsbedingungen</h1>');
    expect((await ctx.http().get(`${V}/terms/${world.locationId}/html`).expect(200)).text).toContain('<h1>Händlerbedingungen</h1>');
    const pdf = await ctx.http().get(`${V}/terms/${world.locationId}/pdf`).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/_terms\.pdf/);
    await ctx.db.query(`UPDATE vendor SET terms = NULL WHERE id = $1`, [world.vendorId]);
    expectDomainError(await ctx.http().get(`${V}/terms/${world.locationId}/pdf`), 404, 'ENTITY_NOT_FOUND');
  });
});
