import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthUser } from '../../server/src/common/auth/auth-user.js';
import { assertInScope, assertVendorContext, scopedLocationId } from '../../server/src/common/auth/vendor-scope.js';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { expectDomainError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * A location context (POST /features/users/context/location) narrows every vendor route to that location: lists show
 * its objects (and those of the whole vendor: extras without a location, documents without a booking, bookings without
 * chairs yet), another location's object is the same 404 as a missing one, nothing is created there, and what belongs
 * to the whole vendor is read but changed only in the vendor context (403).
 */
const V1 = '/api/v1';
const U = `${V1}/features/users`;
let ctx: TestContext;

const D = addDays(today('Europe/Berlin'), 30);
const iso = (day: string) => zonedInstant(day, '00:00').toISOString();

type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
interface Site {
  locationId: number;
  section: Section;
  chairId: number;
  priceId: number;
  extraId: number;
  bookingId: number;
  chairBookingId: number;
  documentId: number;
}
let vendorId: number;
let one: Site;
let two: Site;
let vendorWideExtraId: number;
let emptyBookingId: number;
let vendorDocumentId: number;
let user: { id: number; email: string; password: string };
let vendorAuth: { Authorization: string };
let locationAuth: { Authorization: string };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const insertId = async (sql: string, params: unknown[]) => (await ctx.db.query(sql, params)).rows[0].id as number;

async function site(publicReference: string): Promise<Site> {
  const location = await ctx.factories.newRentalLocation({ vendorId, seasonStart: '01-01', seasonEnd: '31-12' });
  const section = await ctx.factories.newRentalSection({ locationId: location.id, vendorId, publicReference, rows: 1, chairsPerRow: 2 });
  const chairId = section.chairIds[0][0];
  const booking = await ctx.factories.newChairBooking({ vendorId, beachChairId: chairId, start: iso(D), end: iso(addDays(D, 1)) });
  return {
    locationId: location.id,
    section,
    chairId,
    priceId: await insertId(`SELECT id FROM price WHERE section_id = $1`, [section.id]),
    extraId: await insertId(
      `INSERT INTO extra (vendor_id, location_id, name, price_cents, type) VALUES ($1, $2, 'Eis', 250, 'FOOD') RETURNING id`,
      [vendorId, location.id],
    ),
    bookingId: booking.id,
    chairBookingId: await insertId(`SELECT id FROM beach_chair_booking WHERE booking_id = $1`, [booking.id]),
    documentId: await insertId(
      `INSERT INTO document (vendor_id, booking_id, type, s3_key, file_name, size_bytes) VALUES ($1, $2, 'INVOICE', $3, 'r.pdf', 1) RETURNING id`,
      [vendorId, booking.id, `documents/test-location-${booking.id}.pdf`],
    ),
  };
}

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_LOGIN: '1000/60' });
  const vendor = await ctx.factories.newVendor();
  vendorId = vendor.id;
  one = await site(vendor.publicReference);
  two = await site(vendor.publicReference);
  vendorWideExtraId = await insertId(
    `INSERT INTO extra (vendor_id, name, price_cents, type) VALUES ($1, 'Handtuch', 300, 'ACCESSOIRES') RETURNING id`,
    [vendorId],
  );
  emptyBookingId = (await ctx.factories.newBooking({ vendorId })).id;
  vendorDocumentId = await insertId(
    `INSERT INTO document (vendor_id, type, s3_key, file_name, size_bytes) VALUES ($1, 'TERMS', $2, 'agb.pdf', 1) RETURNING id`,
    [vendorId, `documents/test-terms-${vendorId}.pdf`],
  );
  // A real user, a real sign-in, a real switch: the token of context/location is what the back office holds. An OWNER:
  // the writes below (extras) are refused to STAFF whatever the context.
  user = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'OWNER' });
  const login = await ctx.http().post(`${U}/login`).send({ email: user.email, password: user.password }).expect(200);
  expect(login.body.user).toMatchObject({ vendorId, locationId: null });
  vendorAuth = bearer(login.body.accessToken);
  const switched = await ctx.http().post(`${U}/context/location`).set(vendorAuth).send({ locationId: one.locationId }).expect(200);
  expect(switched.body.user).toMatchObject({ vendorId, locationId: one.locationId });
  locationAuth = bearer(switched.body.accessToken);
});
afterAll(() => ctx.close());

/** The ids a list answers (every page: itemsPerPage=0). */
const ids = async (path: string, auth: { Authorization: string }, id: (item: Record<string, unknown>) => unknown = (i) => i.id) => {
  const res = await ctx
    .http()
    .get(`${V1}${path}${path.includes('?') ? '&' : '?'}itemsPerPage=0`)
    .set(auth)
    .expect(200);
  return (res.body.items as Record<string, unknown>[]).map(id);
};

describe('lists in a location context show that location’s objects', () => {
  it('bookings: those with a chair at the location, and empty ones; the vendor context sees all', async () => {
    const mine = await ids('/features/booking_details', locationAuth);
    expect(mine).toEqual(expect.arrayContaining([one.bookingId, emptyBookingId]));
    expect(mine).not.toContain(two.bookingId);
    expect(await ids('/features/booking_details', vendorAuth)).toEqual(
      expect.arrayContaining([one.bookingId, two.bookingId, emptyBookingId]),
    );
    expect(await ids('/bookings/bookings', locationAuth)).not.toContain(two.bookingId);
  });

  it('sections, chairs, locations', async () => {
    expect(await ids('/features/sections', locationAuth)).toEqual([one.section.id]);
    expect((await ids('/features/sections', vendorAuth)).sort()).toEqual([one.section.id, two.section.id].sort());
    expect((await ids('/features/vendor/beach_chairs', locationAuth)).sort()).toEqual([...one.section.chairIds[0]].sort());
    expect(await ids('/features/vendor/beach_chairs', vendorAuth)).toHaveLength(4);
    expect(await ids('/vendor/locations', locationAuth)).toEqual([one.locationId]);
    expect(await ids('/vendor/locations', vendorAuth)).toHaveLength(2);
  });

  it('price definitions', async () => {
    expect(await ids('/vendor/prices', locationAuth)).toEqual([one.priceId]);
    expect((await ids('/vendor/prices', vendorAuth)).sort()).toEqual([one.priceId, two.priceId].sort());
  });

  it('extras: the location’s and those of the whole vendor (location NULL), not another location’s', async () => {
    expect((await ids('/vendor/extras', locationAuth)).sort()).toEqual([one.extraId, vendorWideExtraId].sort());
    expect(await ids('/vendor/extras', vendorAuth)).toHaveLength(3);
  });

  it('chair bookings, documents, occupancy and the chair-booking report', async () => {
    expect(await ids('/bookings/beach-chairs', locationAuth)).toEqual([one.chairBookingId]);
    expect(await ids('/features/booking_details/beach_chair_bookings', locationAuth)).toEqual([one.chairBookingId]);
    expect(await ids('/bookings/beach-chairs', vendorAuth)).toHaveLength(2);

    expect((await ids('/features/documents', locationAuth)).sort()).toEqual([one.documentId, vendorDocumentId].sort());
    expect(await ids('/features/documents', vendorAuth)).toHaveLength(3);

    const occupancy = async (auth: { Authorization: string }) =>
      (
        (await ctx.http().get(`${V1}/features/availabilities/sections?startDate=${D}`).set(auth).expect(200)).body.sections as {
          sectionId: number;
        }[]
      ).map((s) => s.sectionId);
    expect(await occupancy(locationAuth)).toEqual([one.section.id]);
    expect(await occupancy(vendorAuth)).toHaveLength(2);

    const report = async (auth: { Authorization: string }) =>
      (await ctx.http().get(`${V1}/features/booking_details/beach_chair_bookings_report?from=${D}&to=${D}`).set(auth).expect(200)).body
        .totalChairBookings as number;
    expect(await report(locationAuth)).toBe(1);
    expect(await report(vendorAuth)).toBe(2);
  });

  it('the chair filter menus: the location’s sections; another location as a filter is a 404', async () => {
    const res = await ctx.http().get(`${V1}/features/filters/beach_chairs`).set(locationAuth).expect(200);
    expect(res.body.sections.map((s: { id: number }) => s.id)).toEqual([one.section.id]);
    expectDomainError(
      await ctx.http().get(`${V1}/features/filters/beach_chairs?locationId=${two.locationId}`).set(locationAuth),
      404,
      'ENTITY_NOT_FOUND',
    );
  });
});

describe('single objects of another location are a 404, as another vendor’s', () => {
  const routes: [string, (s: Site) => string][] = [
    ['GET /features/beach_chair/{id}', (s) => `/features/beach_chair/${s.chairId}`],
    ['GET /features/sections/{id}', (s) => `/features/sections/${s.section.id}`],
    ['GET /vendor/locations/{id}', (s) => `/vendor/locations/${s.locationId}`],
    ['GET /vendor/prices/{id}', (s) => `/vendor/prices/${s.priceId}`],
    ['GET /vendor/extras/{id}', (s) => `/vendor/extras/${s.extraId}`],
    ['GET /features/booking_details/{id}', (s) => `/features/booking_details/${s.bookingId}`],
    ['GET /bookings/bookings/{id}', (s) => `/bookings/bookings/${s.bookingId}`],
    ['GET /bookings/beach-chairs/{id}', (s) => `/bookings/beach-chairs/${s.chairBookingId}`],
    [
      'GET /features/sections/{id}/beach_chairs_availability',
      (s) => `/features/sections/${s.section.id}/beach_chairs_availability?start=${D}&end=${D}`,
    ],
    [
      'GET /features/sections/{id}/beach_chairs_bookings',
      (s) => `/features/sections/${s.section.id}/beach_chairs_bookings?start=${D}&end=${D}`,
    ],
    ['GET /features/availabilities/beach_chairs/{id}', (s) => `/features/availabilities/beach_chairs/${s.chairId}?from=${D}&to=${D}`],
    [
      'GET /features/booking_details/beach_chair_bookings_report?sectionId=',
      (s) => `/features/booking_details/beach_chair_bookings_report?from=${D}&to=${D}&sectionId=${s.section.id}`,
    ],
    [
      'GET /prices/rates?isPublic=false',
      (s) => `/prices/rates?sectionId=${s.section.id}&start=${D}&isPublic=false&publicReference=${s.section.publicReference}`,
    ],
  ];

  it.each(routes)('%s', async (_name, path) => {
    const other = await ctx
      .http()
      .get(`${V1}${path(two)}`)
      .set(locationAuth);
    expectDomainError(other, 404, 'ENTITY_NOT_FOUND');
    expect(other.body.payload).toEqual({ entity: expect.any(String), id: expect.anything() });
    expect(
      (
        await ctx
          .http()
          .get(`${V1}${path(one)}`)
          .set(locationAuth)
      ).status,
    ).toBe(200);
    expect(
      (
        await ctx
          .http()
          .get(`${V1}${path(two)}`)
          .set(vendorAuth)
      ).status,
    ).toBe(200);
  });

  it('the document of another location’s booking', async () => {
    const key = encodeURIComponent(`documents/test-location-${two.bookingId}.pdf`);
    expectDomainError(await ctx.http().get(`${V1}/features/documents/${key}`).set(locationAuth), 404, 'ENTITY_NOT_FOUND');
  });
});

describe('writes in a location context', () => {
  it('creates nothing under another location (404), and does under its own', async () => {
    const [{ beach_id: beachId }] = (await ctx.db.query(`SELECT beach_id FROM section WHERE id = $1`, [two.section.id])).rows;
    const post = (path: string, body: object) => ctx.http().post(`${V1}${path}`).set(locationAuth).send(body);
    const chair = (sectionId: number) => ({ sectionId, publicNumber: 'L9', model: 'SAUNA' });
    // A model of its own: the factory's definition (every model, 2000-2099) would overlap.
    const price = (sectionId: number) => ({
      sectionId,
      model: 'SAUNA',
      validFrom: '2031-01-01',
      validTo: '2031-12-31',
      rates: [{ type: 'DAY', price: 15 }],
    });

    expectDomainError(await post('/features/beach_chair', chair(two.section.id)), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await post('/features/beach_chair/bulk', { items: [chair(two.section.id)] }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await post('/features/sections', { name: 'Nord', beachId, locationId: two.locationId }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await post(`/features/sections/${two.section.id}/rows`, { name: 'Reihe 9' }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await post('/vendor/prices', price(two.section.id)), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(
      await post('/vendor/extras', { name: 'Eis', price: 2, type: 'FOOD', locationId: two.locationId }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expect((await ctx.db.query(`SELECT count(*)::int AS n FROM beach_chair WHERE section_id = $1`, [two.section.id])).rows[0].n).toBe(2);

    expect((await post('/features/beach_chair', chair(one.section.id))).status).toBe(201);
    expect((await post('/vendor/prices', price(one.section.id))).status).toBe(201);
  });

  it('changes and deletes nothing of another location (404)', async () => {
    const send = (method: 'put' | 'delete', path: string, body?: object) => ctx.http()[method](`${V1}${path}`).set(locationAuth).send(body);
    expectDomainError(await send('put', `/features/beach_chair/${two.chairId}`, { reserved: true }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await send('delete', `/features/beach_chair/${two.chairId}`), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await send('put', `/features/sections/${two.section.id}`, { description: 'x' }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await send('put', `/features/sections/${one.section.id}`, { locationId: two.locationId }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await send('put', `/features/locations/${two.locationId}`, { entranceName: 'x' }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await send('put', `/vendor/prices/${two.priceId}`, { validTo: '2099-11-30' }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await send('delete', `/vendor/extras/${two.extraId}`), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await send('put', `/features/booking_details/${two.bookingId}/confirm`), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await send('delete', `/bookings/beach-chairs/${two.chairBookingId}`), 404, 'ENTITY_NOT_FOUND');
    expect((await ctx.db.query(`SELECT reserved FROM beach_chair WHERE id = $1`, [two.chairId])).rows[0].reserved).toBe(false);
    expect((await ctx.db.query(`SELECT status FROM booking WHERE id = $1`, [two.bookingId])).rows[0].status).toBe('CONFIRMED');
  });

  it('books no chair of another location into a booking; its own, yes', async () => {
    const booking = (await ctx.http().post(`${V1}/bookings/bookings`).set(locationAuth).expect(201)).body.id as number;
    const add = (beachChairId: number) =>
      ctx
        .http()
        .post(`${V1}/features/booking_details/${booking}/beach_chair_bookings`)
        .set(locationAuth)
        .send({ beachChairId, start: addDays(D, 3), end: addDays(D, 3), model: '2_SEAT_RECLINER' });
    expectDomainError(await add(two.section.chairIds[0][1]), 404, 'ENTITY_NOT_FOUND');
    expect((await add(one.section.chairIds[0][1])).status).toBe(201);
    // Moving it to another location's chair is refused too.
    const [{ id: chairBookingId }] = (await ctx.db.query(`SELECT id FROM beach_chair_booking WHERE booking_id = $1`, [booking])).rows;
    expectDomainError(
      await ctx
        .http()
        .put(`${V1}/bookings/beach-chairs/${chairBookingId}`)
        .set(locationAuth)
        .send({ beachChairId: two.section.chairIds[0][1] }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectDomainError(
      await ctx
        .http()
        .post(`${V1}/bookings/bookings/${booking}/extras`)
        .set(locationAuth)
        .send({ items: [{ extraId: two.extraId, amount: 1 }] }),
      404,
      'ENTITY_NOT_FOUND',
    );
  });

  it('reads what belongs to the whole vendor but changes it only in the vendor context (403)', async () => {
    expect((await ctx.http().get(`${V1}/vendor/vendors/${vendorId}`).set(locationAuth)).status).toBe(200);
    expect((await ctx.http().get(`${V1}/vendor/extras/${vendorWideExtraId}`).set(locationAuth)).status).toBe(200);
    const forbidden = [
      await ctx.http().put(`${V1}/vendor/vendors/${vendorId}`).set(locationAuth).send({ telephone: '+49 4503 2' }),
      await ctx.http().post(`${V1}/features/locations`).set(locationAuth).send({ name: 'Neu' }),
      await ctx.http().delete(`${V1}/vendor/locations/${one.locationId}`).set(locationAuth),
      await ctx.http().put(`${V1}/vendor/extras/${vendorWideExtraId}`).set(locationAuth).send({ price: 4 }),
      await ctx.http().delete(`${V1}/vendor/extras/${vendorWideExtraId}`).set(locationAuth),
      await ctx.http().put(`${V1}/vendor/extras/${one.extraId}`).set(locationAuth).send({ locationId: null }),
      await ctx.http().post(`${V1}/features/files`).set(locationAuth).attach('file', Buffer.from('%PDF-1.4 plan'), 'plan.pdf'),
    ];
    for (const res of forbidden) expectDomainError(res, 403, 'FORBIDDEN');
    expect((await ctx.db.query(`SELECT price_cents FROM extra WHERE id = $1`, [vendorWideExtraId])).rows[0].price_cents).toBe(300);
    // Its own location's extra and the location itself it changes; a new extra is sold at its location.
    expect((await ctx.http().put(`${V1}/vendor/extras/${one.extraId}`).set(locationAuth).send({ price: 2.75 })).status).toBe(200);
    expect(
      (await ctx.http().put(`${V1}/features/locations/${one.locationId}`).set(locationAuth).send({ entranceName: 'Aufgang 3' })).status,
    ).toBe(200);
    const created = await ctx.http().post(`${V1}/vendor/extras`).set(locationAuth).send({ name: 'Kaffee', price: 3, type: 'BEVERAGES' });
    expect(created.status).toBe(201);
    expect(created.body.locationId).toBe(one.locationId);
    // The vendor context changes the vendor's objects.
    expect((await ctx.http().put(`${V1}/vendor/extras/${vendorWideExtraId}`).set(vendorAuth).send({ price: 3.5 })).status).toBe(200);
  });
});

describe('a user limited to one location', () => {
  it('acts in that location’s context only: at login, for context/vendor; another location is CONTEXT_NOT_ALLOWED', async () => {
    const staff = await ctx.factories.newUser({ vendorIds: [vendorId], locationId: two.locationId });
    const login = await ctx.http().post(`${U}/loginWithRefresh`).send({ email: staff.email, password: staff.password }).expect(200);
    expect(login.body.user).toMatchObject({ vendorId, locationId: two.locationId, vendorIds: [vendorId] });
    const auth = bearer(login.body.accessToken);
    const vendor = await ctx.http().post(`${U}/context/vendor`).set(auth).send({ vendorId }).expect(200);
    expect(vendor.body.user).toMatchObject({ vendorId, locationId: two.locationId });
    expectDomainError(
      await ctx.http().post(`${U}/context/location`).set(auth).send({ locationId: one.locationId }),
      403,
      'CONTEXT_NOT_ALLOWED',
    );
    // A refresh stays in the location.
    const refreshed = await ctx.http().post(`${U}/refresh`).send({ refreshToken: login.body.refreshToken }).expect(200);
    expect(refreshed.body.user).toMatchObject({ vendorId, locationId: two.locationId });
    expect(await ids('/features/sections', bearer(refreshed.body.accessToken))).toEqual([two.section.id]);
  });
});

describe('the scope helpers (common/auth/vendor-scope.ts)', () => {
  const at = (locationId: number | null): AuthUser => ({ userId: 1, role: UserRole.VENDOR, vendorId: 7, locationId });

  it('assertInScope: a location, a vendor-wide object (null), a booking’s chair locations, no location at all', () => {
    expect(() => assertInScope(at(3), 7, 'Chair', 1, 3)).not.toThrow();
    expect(() => assertInScope(at(3), 7, 'Chair', 1, 4)).toThrow('Chair 1 not found');
    expect(() => assertInScope(at(3), 7, 'Extra', 1, null)).not.toThrow();
    expect(() => assertInScope(at(3), 7, 'Booking', 1, [])).not.toThrow();
    expect(() => assertInScope(at(3), 7, 'Booking', 1, [4, 3])).not.toThrow();
    expect(() => assertInScope(at(3), 7, 'Booking', 1, [4])).toThrow('Booking 1 not found');
    expect(() => assertInScope(at(3), 7, 'Vendor', 7)).not.toThrow();
    expect(() => assertInScope(at(3), 8, 'Chair', 1, 3)).toThrow('Chair 1 not found');
    expect(() => assertInScope(at(null), 7, 'Chair', 1, 4)).not.toThrow();
  });

  it('assertVendorContext and scopedLocationId', () => {
    expect(() => assertVendorContext(at(3), 'Changing it')).toThrow(/needs the vendor context/);
    expect(() => assertVendorContext(at(null), 'Changing it')).not.toThrow();
    expect(scopedLocationId(at(3), undefined)).toBe(3);
    expect(scopedLocationId(at(3), 3)).toBe(3);
    expect(() => scopedLocationId(at(3), 4)).toThrow('Location 4 not found');
    expect(scopedLocationId(at(null), 4)).toBe(4);
    expect(scopedLocationId(at(null), undefined)).toBeNull();
  });
});
