import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { UserRole } from '../../server/src/common/enums.js';
import { square, unique } from '../support/factories.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const API = '/api/v1';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

describe('back office journey', () => {
  it('a vendor builds a new beach section with rows, 40 chairs, prices and extras through the API alone', async () => {
    // The platform onboards the vendor; from then on the vendor works with its own token.
    const admin = { Authorization: `Bearer ${await ctx.adminToken()}` };
    const vendor = (
      await ctx
        .http()
        .post(`${API}/vendor/vendors`)
        .set(admin)
        .send({ companyName: unique('Strandkorbvermietung Ostseewind GmbH') })
        .expect(201)
    ).body;
    const auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: vendor.id })}` };

    const location = (
      await ctx
        .http()
        .post(`${API}/features/locations`)
        .set(auth)
        .send({
          name: 'Strandkörbe Ostseewind',
          entranceName: 'Aufgang 9',
          leadTimeHours: 2,
          attributes: { showers: true, wc: true },
          openingHours: [{ weekday: 1, opening: '09:00', closing: '18:00' }],
        })
        .expect(201)
    ).body;

    const beaches = (await ctx.http().get(`${API}/destinations/beaches`).query({ search: 'Scharbeutz', itemsPerPage: 1 }).expect(200)).body;
    const beachId = beaches.items[0].id;
    const [lng, lat] = [10.7601, 54.0301];
    const section = (
      await ctx
        .http()
        .post(`${API}/features/sections`)
        .set(auth)
        .send({
          name: unique('Abschnitt Ostseewind'),
          beachId,
          locationId: location.id,
          geoJson: square(lng, lat, 0.002),
          hasSubsections: true,
        })
        .expect(201)
    ).body;

    const rows: { id: number }[] = [];
    for (const name of ['Reihe A', 'Reihe B']) {
      rows.push((await ctx.http().post(`${API}/features/sections/${section.id}/rows`).set(auth).send({ name }).expect(201)).body);
    }
    await ctx.http().put(`${API}/features/rows/${rows[1].id}`).set(auth).send({ name: 'Reihe B (Düne)' }).expect(200);

    const items = Array.from({ length: 40 }, (_, i) => ({
      sectionId: section.id,
      rowId: rows[i < 20 ? 0 : 1].id,
      publicNumber: String(i + 1),
      model: i % 10 === 0 ? 'XL_BEACH_CHAIR' : '2_SEAT_RECLINER',
      position: i % 20,
      attributes: { color: i < 20 ? 'blue' : 'white' },
      geoJson: { type: 'Point', coordinates: [+(lng + 0.0001 + (i % 20) * 0.00009).toFixed(7), i < 20 ? lat + 0.0005 : lat + 0.0015] },
    }));
    const chairs = (await ctx.http().post(`${API}/features/beach_chair/bulk`).set(auth).send({ items }).expect(201)).body;
    expect(chairs).toHaveLength(40);

    const validFrom = `${new Date().getFullYear()}-01-01`;
    const validTo = `${new Date().getFullYear() + 1}-12-31`;
    await ctx
      .http()
      .post(`${API}/vendor/prices`)
      .set(auth)
      .send({
        sectionId: section.id,
        validFrom,
        validTo,
        rates: [
          { type: 'MORNING', price: 9, timeRange: '08-13' },
          { type: 'AFTERNOON', price: 11, timeRange: '13-20' },
          { type: 'DAY', price: 15 },
          { type: 'MULTI_DAY', price: 13, minDays: 3 },
          { type: 'WEEK', price: 80 },
          { type: 'SEASON', price: 450 },
        ],
      })
      .expect(201);
    await ctx
      .http()
      .post(`${API}/vendor/prices`)
      .set(auth)
      .send({ sectionId: section.id, model: 'XL_BEACH_CHAIR', validFrom, validTo, rates: [{ type: 'DAY', price: 19 }] })
      .expect(201);
    for (const [name, type, price] of [
      ['Fischbrötchen', 'FOOD', 4.5],
      ['Sandspielzeug', 'TOYS', 5],
    ] as const) {
      await ctx.http().post(`${API}/vendor/extras`).set(auth).send({ name, type, price, locationId: location.id }).expect(201);
    }
    const picture = await sharp({ create: { width: 160, height: 90, channels: 3, background: '#88ccee' } })
      .jpeg()
      .toBuffer();
    await ctx
      .http()
      .post(`${API}/features/images`)
      .set(auth)
      .query({ sectionId: section.id })
      .attach('file', picture, 'abschnitt.jpg')
      .expect(201);

    // What the vendor sees, and what the storefront reads.
    const mine = (
      await ctx
        .http()
        .get(`${API}/features/vendor/beach_chairs`)
        .set(auth)
        .query({ filters: JSON.stringify({ sectionId: section.id }) })
        .expect(200)
    ).body;
    expect(mine.total).toBe(40);
    const detail = (await ctx.http().get(`${API}/features/sections/${section.id}`).set(auth).expect(200)).body;
    expect(detail.rows.map((r: { name: string }) => r.name)).toEqual(['Reihe A', 'Reihe B (Düne)']);
    expect(detail.rowData.map((c: { publicNumber: string }) => c.publicNumber)).toEqual(items.map((i) => i.publicNumber));
    expect(detail.images).toHaveLength(1);
    const prices = (await ctx.http().get(`${API}/vendor/prices`).set(auth).expect(200)).body;
    expect(prices.total).toBe(2);
    const filters = (await ctx.http().get(`${API}/features/filters/beach_chairs`).set(auth).query({ sectionId: section.id }).expect(200))
      .body;
    expect(filters).toMatchObject({ models: ['2_SEAT_RECLINER', 'XL_BEACH_CHAIR'], colors: ['blue', 'white'] });
    const storefront = (await ctx.http().get(`${API}/destinations/sections/${section.id}`).expect(200)).body;
    expect(storefront).toMatchObject({ publicReference: vendor.publicReference, hasSubsections: true });
    expect(storefront.rowData).toHaveLength(40);
  });
});
