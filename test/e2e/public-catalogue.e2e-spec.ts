import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, TestContext } from '../support/test-app.js';

const PUBLIC = '/api/v1/features/public';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('public extras', () => {
  it("lists all of the vendor's active extras with page 0 and itemsPerPage 0, prices in euros", async () => {
    const res = await ctx
      .http()
      .get(`${PUBLIC}/extras`)
      .query({ publicReference: 'luebecker-bucht', page: 0, itemsPerPage: 0 })
      .expect(200);
    expect(res.body).toMatchObject({ total: 10, page: 1, itemsPerPage: 0 });
    expect(res.body.items).toHaveLength(10);
    expect(res.body.items.find((e: { name: string }) => e.name === 'Fischbrötchen')).toEqual({
      id: expect.any(Number),
      name: 'Fischbrötchen',
      description: expect.any(String),
      // The seed's English texts (issue 30 item 9).
      nameEn: 'Fish roll',
      descriptionEn: expect.any(String),
      price: 4.5,
      type: 'FOOD',
      category: 'Snacks',
      locationId: null,
    });
    const nordsee = await ctx
      .http()
      .get(`${PUBLIC}/extras`)
      .query({ publicReference: 'nordsee-strandkorb', itemsPerPage: 0, filterBy: 'type', filter: 'FOOD' })
      .expect(200);
    expect(nordsee.body.items.map((e: { price: number }) => e.price).sort()).toEqual([14.5 + 0.5, 4.5 + 0.5].sort());
  });

  it("narrows to a section's location and hides inactive extras", async () => {
    const s = await ctx.factories.newRentalSection();
    const other = await ctx.factories.newRentalLocation({ vendorId: s.vendorId });
    const insert = (name: string, locationId: number | null, active = true) =>
      ctx.db.query(
        `INSERT INTO extra (vendor_id, location_id, name, price_cents, type, active) VALUES ($1, $2, $3, 250, 'BEVERAGES', $4)`,
        [s.vendorId, locationId, name, active],
      );
    await insert('Wasser', null);
    await insert('Kaffee am Korb', s.locationId);
    await insert('Tee anderswo', other.id);
    await insert('Alt', null, false);
    const names = async (query: Record<string, unknown>) =>
      (
        await ctx
          .http()
          .get(`${PUBLIC}/extras`)
          .query({ publicReference: s.publicReference, itemsPerPage: 0, ...query })
          .expect(200)
      ).body.items.map((e: { name: string }) => e.name);
    expect(await names({})).toEqual(['Kaffee am Korb', 'Tee anderswo', 'Wasser']);
    expect(await names({ sectionId: s.id })).toEqual(['Kaffee am Korb', 'Wasser']);
    await ctx.http().get(`${PUBLIC}/extras`).query({ publicReference: 'luebecker-bucht', sectionId: s.id }).expect(404);
  });

  it('answers 404 for an unknown reference and 400 without one', async () => {
    const res = await ctx.http().get(`${PUBLIC}/extras`).query({ publicReference: 'nobody-here' }).expect(404);
    expect(res.body).toMatchObject({ errorType: 'ENTITY_NOT_FOUND', payload: { entity: 'Vendor', id: 'nobody-here' } });
    await ctx.http().get(`${PUBLIC}/extras`).expect(400);
  });
});

describe('public vendor and config', () => {
  it('shows the vendor as the storefront needs it, nothing internal', async () => {
    const res = await ctx.http().get(`${PUBLIC}/vendor`).query({ publicReference: 'luebecker-bucht' }).expect(200);
    expect(res.body).toMatchObject({
      companyName: 'Lübecker Bucht Strandkorbvermietung GmbH',
      publicReference: 'luebecker-bucht',
      hasTerms: true,
      address: { city: 'Scharbeutz', zip: '23683' },
      configuration: { beachChairView: 'grid', gridLineBreak: 10, paymentMethods: expect.arrayContaining(['PAYPAL']) },
    });
    expect(res.body).not.toHaveProperty('invoiceData');
    expect(res.body).not.toHaveProperty('commission');
    await ctx.http().get(`${PUBLIC}/vendor`).query({ publicReference: 'nobody-here' }).expect(404);
  });

  it('gives the configuration to API-key holders only', async () => {
    await ctx.http().get(`${PUBLIC}/config`).query({ publicReference: 'luebecker-bucht' }).expect(401);
    const { key } = await ctx.factories.newApiKey({ vendorId: null, name: 'test app' });
    const res = await ctx.http().get(`${PUBLIC}/config`).query({ publicReference: 'luebecker-bucht' }).set('x-api-key', key).expect(200);
    expect(res.body).toMatchObject({ publicReference: 'luebecker-bucht', configuration: { beachChairView: 'grid' } });
    const names = res.body.locations.map((l: { name: string }) => l.name);
    expect([...names].sort()).toEqual(['Strandkorbvermietung Scharbeutz', 'Strandkörbe Timmendorfer Strand & Travemünde']);
    expect(res.body.locations.find((l: { name: string }) => l.name.startsWith('Strandkörbe Timmendorfer'))).toMatchObject({
      leadTimeHours: 24,
      configuration: { beachChairView: 'map' },
      city: 'Timmendorfer Strand',
    });
  });

  it('keeps a vendor-bound key to its own vendor', async () => {
    const [{ id }] = (await ctx.db.query(`SELECT id FROM vendor WHERE public_reference = 'nordsee-strandkorb'`)).rows;
    const { key } = await ctx.factories.newApiKey({ vendorId: id, name: 'test app' });
    await ctx.http().get(`${PUBLIC}/config`).query({ publicReference: 'nordsee-strandkorb' }).set('x-api-key', key).expect(200);
    await ctx.http().get(`${PUBLIC}/config`).query({ publicReference: 'luebecker-bucht' }).set('x-api-key', key).expect(404);
  });
});

describe('public chair filters', () => {
  it("offers the models, colours, sections and rows of the vendor's online chairs", async () => {
    const s = await ctx.factories.newRentalSection({ rows: 2, chairsPerRow: 2, models: ['XL_BEACH_CHAIR', 'SAUNA', 'XL_BEACH_CHAIR'] });
    await ctx.factories.updateBeachChair(s.chairIds[0][0], { lockId: (await ctx.factories.newLockDevice({ vendorId: s.vendorId })).id });
    const res = await ctx.http().get(`${PUBLIC}/filters/beach_chairs`).query({ publicReference: s.publicReference }).expect(200);
    expect(res.body).toEqual({
      models: [
        { model: 'SAUNA', count: 1 },
        { model: 'XL_BEACH_CHAIR', count: 3 },
      ],
      colors: [],
      sections: [{ id: s.id, name: expect.any(String), hasSubsections: false }],
      rows: [
        { id: s.rowIds[0], name: 'Reihe 1', nameEn: null, sectionId: s.id },
        { id: s.rowIds[1], name: 'Reihe 2', nameEn: null, sectionId: s.id },
      ],
      hasLocks: true,
      hasSeasonBeachChairs: false,
      total: 4,
    });
    const seeded = await ctx.http().get(`${PUBLIC}/filters/beach_chairs`).query({ publicReference: 'luebecker-bucht' }).expect(200);
    expect(seeded.body.total).toBeGreaterThan(200);
    expect(seeded.body.colors).toContain('blue');
    await ctx.http().get(`${PUBLIC}/filters/beach_chairs`).query({ publicReference: 'luebecker-bucht', sectionId: s.id }).expect(404);
  });
});
