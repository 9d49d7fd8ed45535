import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, TestContext } from '../support/test-app.js';

// GET /destinations/sections/{id} carries what the section view shows; GET /destinations/beach-chairs/{id} the chair's pictures.
const D = '/api/v1/destinations';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

let imageCounter = 0;
/** An image row as an upload leaves it (the bytes are not needed to read the answer). */
async function newImage(o: { vendorId: number; sectionId?: number; locationId?: number; beachChairId?: number; position: number }) {
  const hex = `${process.pid.toString(16)}${Date.now().toString(16)}${(++imageCounter).toString(16)}`.padStart(32, '0').slice(-32);
  const key = `images/${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}.jpg`;
  const { rows } = await ctx.db.query(
    `INSERT INTO image (vendor_id, s3_key, mime_type, width, height, size_bytes, section_id, location_id, beach_chair_id, position)
     VALUES ($1, $2, 'image/jpeg', 800, 600, 12345, $3, $4, $5, $6) RETURNING id`,
    [o.vendorId, key, o.sectionId ?? null, o.locationId ?? null, o.beachChairId ?? null, o.position],
  );
  return { id: rows[0].id as number, url: `/api/v1/files/${key}` };
}

describe('the public section answer', () => {
  it('carries the section images and the location details, opening hours sorted, internals left out', async () => {
    const vendor = await ctx.factories.newVendor();
    const location = await ctx.factories.newLocation({ vendorId: vendor.id });
    await ctx.db.query(
      `UPDATE location SET description = $2, price_text = $3, attributes = $4, opening_hours = $5, configuration = $6, terms = $7,
                           address = $8, details = $9
        WHERE id = $1`,
      [
        location.id,
        'Feiner Sand, **DLRG** in Sichtweite.',
        { de: '**Tagesmiete** 15 €', en: '**Day rate** €15' },
        { showers: true, dogs: false, wc: true, internalNote: 'not a feature' },
        JSON.stringify([
          { weekday: 7, opening: '10:00', closing: '17:00' },
          { weekday: 1, opening: '09:00', closing: '18:00' },
          { weekday: 3, opening: '09:00', closing: '18:00' },
        ]),
        { beachChairView: 'grid', sevdeskContactId: 'secret-123' },
        'Es gelten unsere **Mietbedingungen**.',
        { street: 'Strandallee', houseNumber: '1', zip: '23683', city: 'Scharbeutz', country: 'DE' },
        { email: 'korb@example.test', telephone: '+49 4503 1234' },
      ],
    );
    const section = await ctx.factories.newSection({ locationId: location.id, chairs: 2 });
    const other = await ctx.factories.newSection({ locationId: location.id });
    const second = await newImage({ vendorId: vendor.id, sectionId: section.id, position: 1 });
    const first = await newImage({ vendorId: vendor.id, sectionId: section.id, position: 0 });
    const locationImage = await newImage({ vendorId: vendor.id, locationId: location.id, position: 0 });
    await newImage({ vendorId: vendor.id, sectionId: other.id, position: 0 });
    await newImage({ vendorId: vendor.id, beachChairId: section.chairIds[0], position: 0 });

    const res = await ctx.http().get(`${D}/sections/${section.id}`).expect(200);
    const body = res.body;
    expect(body.images.map((i: { id: number }) => i.id)).toEqual([first.id, second.id]);
    expect(body.images[0]).toEqual({
      id: first.id,
      url: first.url,
      mimeType: 'image/jpeg',
      width: 800,
      height: 600,
      sizeBytes: 12345,
      sectionId: section.id,
      locationId: null,
      beachChairId: null,
      extraId: null,
      position: 0,
    });
    expect(body.rowData).toHaveLength(2);
    expect(body.location).toEqual({
      id: location.id,
      name: expect.any(String),
      vendorId: vendor.id,
      entranceName: null,
      leadTimeHours: null,
      seasonStart: null,
      seasonEnd: null,
      bookingStartdate: null,
      description: 'Feiner Sand, **DLRG** in Sichtweite.',
      descriptionEn: null,
      priceText: { de: '**Tagesmiete** 15 €', en: '**Day rate** €15' },
      attributes: expect.objectContaining({ showers: true, dogs: false, wc: true, nude: false, cardPayment: false }),
      openingHours: [
        { weekday: 1, opening: '09:00', closing: '18:00' },
        { weekday: 3, opening: '09:00', closing: '18:00' },
        { weekday: 7, opening: '10:00', closing: '17:00' },
      ],
      images: [expect.objectContaining({ id: locationImage.id, url: locationImage.url, locationId: location.id })],
      address: { street: 'Strandallee', houseNumber: '1', zip: '23683', city: 'Scharbeutz', country: 'DE' },
      terms: {
        available: true,
        pdfUrl: `/api/v1/vendor/locations/terms/${location.id}/pdf`,
        htmlUrl: `/api/v1/vendor/locations/terms/${location.id}/html`,
      },
    });
    // Exactly the 19 features of the storefront's chips; nothing else of the stored map.
    expect(Object.keys(body.location.attributes)).toHaveLength(19);
    // The vendor's internals never reach the public answer.
    const text = JSON.stringify(body);
    expect(text).not.toContain('secret-123');
    expect(text).not.toContain('Mietbedingungen');
    expect(text).not.toContain('korb@example.test');
    expect(body.location).not.toHaveProperty('configuration');
    expect(body.location).not.toHaveProperty('details');

    // The terms link works for the storefront.
    const pdf = await ctx.http().get(body.location.terms.pdfUrl).expect(200);
    expect(pdf.headers['content-type']).toMatch(/application\/pdf/);
  });

  it('hides the opening hours when the configuration says so, and says when there are no terms', async () => {
    const vendor = await ctx.factories.newVendor();
    await ctx.db.query(`UPDATE vendor SET configuration = '{"hideOpeningHours": true}' WHERE id = $1`, [vendor.id]);
    const location = await ctx.factories.newLocation({ vendorId: vendor.id });
    await ctx.db.query(`UPDATE location SET opening_hours = '[{"weekday":1,"opening":"09:00","closing":"18:00"}]' WHERE id = $1`, [
      location.id,
    ]);
    const section = await ctx.factories.newSection({ locationId: location.id });
    const { body } = await ctx.http().get(`${D}/sections/${section.id}`).expect(200);
    expect(body.images).toEqual([]);
    expect(body.location).toMatchObject({
      openingHours: [],
      images: [],
      description: null,
      priceText: {},
      terms: { available: false, pdfUrl: null, htmlUrl: null },
    });
    expect(Object.values(body.location.attributes).every((v) => v === false)).toBe(true);
  });

  it('shows the seeded sections with pictures that load', async () => {
    const { rows } = await ctx.db.query(
      `SELECT s.id FROM section s JOIN location l ON l.id = s.location_id WHERE l.description IS NOT NULL ORDER BY s.id LIMIT 1`,
    );
    const { body } = await ctx.http().get(`${D}/sections/${rows[0].id}`).expect(200);
    expect(body.images.length).toBeGreaterThanOrEqual(3);
    expect(body.location.images.length).toBeGreaterThanOrEqual(1);
    expect(body.location.description).toEqual(expect.any(String));
    expect(body.location.priceText).toEqual({ de: expect.any(String), en: expect.any(String) });
    expect(body.location.openingHours).toHaveLength(7);
    expect(Object.values(body.location.attributes)).toContain(true);
    const image = await ctx.http().get(body.images[0].url).buffer(true).expect(200);
    expect(image.headers['content-type']).toBe('image/webp');
    expect(Number(image.headers['content-length'])).toBe(body.images[0].sizeBytes);
  });

  it('unknown section: 404 ENTITY_NOT_FOUND', async () => {
    const res = await ctx.http().get(`${D}/sections/2147483000`).expect(404);
    expect(res.body.errorType).toBe('ENTITY_NOT_FOUND');
  });
});

describe('the public chair answer', () => {
  it('carries the chair description and its images in order', async () => {
    const vendor = await ctx.factories.newVendor();
    const location = await ctx.factories.newLocation({ vendorId: vendor.id });
    const section = await ctx.factories.newSection({ locationId: location.id, chairs: 1 });
    const chairId = section.chairIds[0];
    await ctx.db.query(`UPDATE beach_chair SET description = 'Korb mit Sonnendach' WHERE id = $1`, [chairId]);
    const later = await newImage({ vendorId: vendor.id, beachChairId: chairId, position: 2 });
    const earlier = await newImage({ vendorId: vendor.id, beachChairId: chairId, position: 1 });
    await newImage({ vendorId: vendor.id, sectionId: section.id, position: 0 });
    const { body } = await ctx.http().get(`${D}/beach-chairs/${chairId}`).expect(200);
    expect(body).toMatchObject({ id: chairId, sectionId: section.id, description: 'Korb mit Sonnendach' });
    expect(body.images.map((i: { id: number; url: string }) => [i.id, i.url])).toEqual([
      [earlier.id, earlier.url],
      [later.id, later.url],
    ]);
  });
});
