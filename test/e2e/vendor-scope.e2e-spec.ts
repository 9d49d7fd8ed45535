import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { DataSource } from 'typeorm';
import { IS_PUBLIC, NEEDS_API_KEY, ROLES, VENDOR_ROLES } from '../../server/src/common/auth/auth.decorators.js';
import type { AuthUser } from '../../server/src/common/auth/auth-user.js';
import { assertInScope, findOneInScope, scopeQuery, vendorScopeOf } from '../../server/src/common/auth/vendor-scope.js';
import { UserRole, VendorUserRole } from '../../server/src/common/enums.js';
import { Location } from '../../server/src/modules/inventory/entities/location.entity.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * Vendor scoping, as a matrix: every vendor route that touches an object by id, called with vendor A's token on
 * vendor B's object, answers 404 (a foreign object is a missing one) unless the row says otherwise, and 401 without
 * a token. Later issues add their routes as rows of ROUTES.
 */
const V1 = '/api/v1';
let ctx: TestContext;

/** Two vendors with a user, a location, a section with a chair, a booking and an API key each. */
interface VendorWorld {
  vendorId: number;
  userId: number;
  token: string;
  locationId: number;
  sectionId: number;
  beachChairId: number;
  bookingId: number;
  apiKeyId: number;
  /** Back office (inventory, prices, uploads): more objects of the vendor. */
  office: {
    beachId: number;
    rowId: number;
    lockId: number;
    stopSaleId: number;
    priceId: number;
    extraId: number;
    fileId: number;
    imageId: number;
  };
}
interface Fixture {
  a: VendorWorld;
  b: VendorWorld;
}
let f: Fixture;

interface ScopedRoute {
  name: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** The route's path (under /api/v1) addressing vendor B's object. */
  path: (f: Fixture) => string;
  body?: (f: Fixture) => object;
  /** What vendor A's token gets; default 404 ENTITY_NOT_FOUND. */
  foreign?: { status: number; errorType: string };
  /** What vendor B's own token gets (proves the object exists and the route works), when it is not forbidden anyway. */
  own?: number;
}

const ROUTES: ScopedRoute[] = [
  {
    name: 'POST /features/users/context/location (a location of another vendor)',
    method: 'post',
    path: () => '/features/users/context/location',
    body: (f) => ({ locationId: f.b.locationId }),
    foreign: { status: 403, errorType: 'CONTEXT_NOT_ALLOWED' },
    own: 200,
  },
  {
    name: 'POST /features/users/context/vendor (another vendor)',
    method: 'post',
    path: () => '/features/users/context/vendor',
    body: (f) => ({ vendorId: f.b.vendorId }),
    foreign: { status: 403, errorType: 'CONTEXT_NOT_ALLOWED' },
    own: 200,
  },
  {
    // An OWNER manages its own vendor's lock-device keys (test/e2e/lock-devices); another vendor's key is not found.
    name: "DELETE /features/users/api-keys/{id} (another vendor's key)",
    method: 'delete',
    path: (f) => `/features/users/api-keys/${f.b.apiKeyId}`,
  },
  {
    name: 'GET /features/users/admin/token (ADMIN only)',
    method: 'get',
    path: (f) => `/features/users/admin/token?vendorId=${f.b.vendorId}`,
    foreign: { status: 403, errorType: 'FORBIDDEN' },
  },
  {
    name: "DELETE /features/users/vendor-users/{userId} (another vendor's user)",
    method: 'delete',
    path: (f) => `/features/users/vendor-users/${f.b.userId}`,
  },
  {
    name: "PUT /features/users/vendor-users/{userId} (another vendor's user)",
    method: 'put',
    path: (f) => `/features/users/vendor-users/${f.b.userId}`,
    body: () => ({ role: 'OWNER' }),
    own: 200,
  },
  {
    name: "POST /features/users/vendor-users (at another vendor's location)",
    method: 'post',
    path: () => '/features/users/vendor-users',
    body: (f) => ({ email: `scope-${f.b.vendorId}@example.test`, locationId: f.b.locationId }),
    own: 201,
  },
  // back office: vendors, locations, sections, rows, chairs, prices, extras, files, images
  ...OFFICE_ROUTES(),
  // --- bookings: office lifecycle (/features/booking_details: list, get, chairs, cancel, confirm, pay, reserve, recover)
  // (the list is scoped too: test/e2e/office-bookings-list.e2e-spec.ts; the own calls here leave vendor B's OPEN booking as it is)
  { name: 'GET /features/booking_details/{id}', method: 'get', path: (f) => `/features/booking_details/${f.b.bookingId}`, own: 200 },
  {
    name: 'GET /features/booking_details/{id}/calculateCancellationFee',
    method: 'get',
    path: (f) => `/features/booking_details/${f.b.bookingId}/calculateCancellationFee`,
    own: 200,
  },
  { name: 'PUT /features/booking_details/{id}/cancel', method: 'put', path: (f) => `/features/booking_details/${f.b.bookingId}/cancel` },
  {
    name: 'DELETE /features/booking_details/{id}/cancel/{beachChairBookingId}',
    method: 'delete',
    path: (f) => `/features/booking_details/${f.b.bookingId}/cancel/2147483647`,
    own: 404,
  },
  { name: 'PUT /features/booking_details/{id}/confirm', method: 'put', path: (f) => `/features/booking_details/${f.b.bookingId}/confirm` },
  {
    name: 'PUT /features/booking_details/{id}/pay',
    method: 'put',
    path: (f) => `/features/booking_details/${f.b.bookingId}/pay`,
    body: () => ({ paymentMethod: 'CASH' }),
  },
  { name: 'PUT /features/booking_details/{id}/reserve', method: 'put', path: (f) => `/features/booking_details/${f.b.bookingId}/reserve` },
  {
    name: 'GET /features/booking_details/{id}/recover',
    method: 'get',
    path: (f) => `/features/booking_details/${f.b.bookingId}/recover`,
    own: 409,
  },
  // --- bookings: office money and reports (/features/booking_details: invoice, prepayment, commission, resend, reports, customer)
  {
    name: 'PUT /features/booking_details/{id}/invoice',
    method: 'put',
    path: (f) => `/features/booking_details/${f.b.bookingId}/invoice`,
    own: 409,
  },
  {
    name: 'GET /features/booking_details/{id}/invoiceData',
    method: 'get',
    path: (f) => `/features/booking_details/${f.b.bookingId}/invoiceData`,
    own: 200,
  },
  {
    name: 'GET /features/booking_details/{id}/prepayment',
    method: 'get',
    path: (f) => `/features/booking_details/${f.b.bookingId}/prepayment`,
    own: 200,
  },
  {
    // nothing paid: the own booking has no refund due (400 naming amount), another vendor's is a 404
    name: 'POST /features/booking_details/{id}/refund',
    method: 'post',
    path: (f) => `/features/booking_details/${f.b.bookingId}/refund`,
    body: () => ({ amount: 1, paymentMethod: 'CASH' }),
    own: 400,
  },
  {
    name: 'GET /features/booking_details/{id}/recalculateCommission',
    method: 'get',
    path: (f) => `/features/booking_details/${f.b.bookingId}/recalculateCommission`,
    own: 200,
  },
  {
    name: 'GET /features/booking_details/{id}/resendBankTransfer',
    method: 'get',
    path: (f) => `/features/booking_details/${f.b.bookingId}/resendBankTransfer`,
    own: 409,
  },
  {
    name: 'GET /features/booking_details/{id}/resendPaymentLink',
    method: 'get',
    path: (f) => `/features/booking_details/${f.b.bookingId}/resendPaymentLink`,
    own: 409,
  },
  {
    name: 'GET /features/booking_details/beach_chair_bookings_report?sectionId= (another vendor’s section)',
    method: 'get',
    path: (f) => `/features/booking_details/beach_chair_bookings_report?from=2030-07-01&to=2030-07-31&sectionId=${f.b.sectionId}`,
    own: 200,
  },
  // --- bookings: resource routes (/bookings/beach-chairs, /bookings/bookings)
  { name: 'GET /bookings/bookings/{id}', method: 'get', path: (f) => `/bookings/bookings/${f.b.bookingId}`, own: 200 },
  {
    name: 'PATCH /bookings/bookings/{id}',
    method: 'patch',
    path: (f) => `/bookings/bookings/${f.b.bookingId}`,
    body: () => ({ customerComment: 'Reihe vorn' }),
    own: 200,
  },
  { name: 'DELETE /bookings/bookings/{id}', method: 'delete', path: (f) => `/bookings/bookings/${f.b.bookingId}` },
  {
    name: 'POST /bookings/bookings/{id}/customer',
    method: 'post',
    path: (f) => `/bookings/bookings/${f.b.bookingId}/customer`,
    body: () => ({
      firstName: 'Erika',
      lastName: 'Muster',
      email: 'erika@example.test',
      address: { street: 'Strandallee 1', zip: '23683', city: 'Scharbeutz' },
    }),
  },
  {
    name: 'POST /bookings/bookings/{id}/extras',
    method: 'post',
    path: (f) => `/bookings/bookings/${f.b.bookingId}/extras`,
    body: (f) => ({ items: [{ extraId: f.b.office.extraId, amount: 1 }] }),
  },
  {
    name: 'PUT /bookings/bookings/{id}/extras/{extrasBookingId}',
    method: 'put',
    path: (f) => `/bookings/bookings/${f.b.bookingId}/extras/1`,
    body: () => ({ amount: 2 }),
  },
  {
    name: 'DELETE /bookings/bookings/{id}/extras/{extrasBookingId}',
    method: 'delete',
    path: (f) => `/bookings/bookings/${f.b.bookingId}/extras/1`,
  },
  {
    name: 'GET /bookings/bookings/{id}/beach_chair_booking/{cbId}',
    method: 'get',
    path: (f) => `/bookings/bookings/${f.b.bookingId}/beach_chair_booking/1`,
  },
  {
    name: 'DELETE /bookings/bookings/{id}/beach_chair_booking/{cbId}',
    method: 'delete',
    path: (f) => `/bookings/bookings/${f.b.bookingId}/beach_chair_booking/1`,
  },
  { name: 'GET /bookings/bookings/{id}/history', method: 'get', path: (f) => `/bookings/bookings/${f.b.bookingId}/history`, own: 200 },
  {
    name: 'POST /bookings/beach-chairs (into another vendor’s booking)',
    method: 'post',
    path: () => '/bookings/beach-chairs',
    body: (f) => ({
      bookingId: f.b.bookingId,
      beachChairId: f.b.beachChairId,
      start: '2031-07-01',
      end: '2031-07-01',
      model: '2_SEAT_RECLINER',
    }),
  },
  {
    name: 'POST /features/booking_details/{id}/beach_chair_bookings',
    method: 'post',
    path: (f) => `/features/booking_details/${f.b.bookingId}/beach_chair_bookings`,
    body: (f) => ({ beachChairId: f.b.beachChairId, start: '2031-07-01', end: '2031-07-01', model: '2_SEAT_RECLINER' }),
  },
];

/**
 * Issue 16: a STAFF member of vendor A sells and serves (bookings) but does not set up the season: on its own vendor's
 * objects the owner-only routes answer 403 FORBIDDEN, the bookings' reads answer.
 */
const STAFF_ROUTES: (Omit<ScopedRoute, 'foreign' | 'own'> & { status: number })[] = [
  {
    name: 'POST /vendor/prices',
    method: 'post',
    path: () => '/vendor/prices',
    body: (f) => ({ sectionId: f.a.sectionId, validFrom: '2032-01-01', validTo: '2032-12-31', rates: [{ type: 'DAY', price: 15 }] }),
    status: 403,
  },
  {
    name: 'POST /vendor/extras',
    method: 'post',
    path: () => '/vendor/extras',
    body: () => ({ name: 'Eis', price: 2, type: 'FOOD' }),
    status: 403,
  },
  { name: 'GET /features/lock_devices', method: 'get', path: () => '/features/lock_devices', status: 403 },
  { name: 'POST /features/images', method: 'post', path: () => '/features/images', body: () => ({}), status: 403 },
  {
    name: 'PUT /features/images/order',
    method: 'put',
    path: () => '/features/images/order',
    body: () => ({ imageIds: [1] }),
    status: 403,
  },
  { name: 'DELETE /features/images/{id}', method: 'delete', path: () => '/features/images/1', status: 403 },
  { name: 'GET /features/users/api-keys', method: 'get', path: () => '/features/users/api-keys', status: 403 },
  {
    name: 'POST /features/users/vendor-users',
    method: 'post',
    path: () => '/features/users/vendor-users',
    body: (f) => ({ email: `staff-${f.a.vendorId}@example.test` }),
    status: 403,
  },
  { name: 'GET /features/users/vendor-users', method: 'get', path: () => '/features/users/vendor-users', status: 403 },
  {
    // Bank data and terms are the owner's.
    name: 'PUT /vendor/vendors/{id} (its own vendor)',
    method: 'put',
    path: (f) => `/vendor/vendors/${f.a.vendorId}`,
    body: () => ({ telephone: '+49 4503 2' }),
    status: 403,
  },
  {
    name: 'PUT /features/beach_chair/lock/{id}',
    method: 'put',
    path: (f) => `/features/beach_chair/lock/${f.a.beachChairId}`,
    body: (f) => ({ lockId: f.a.office.lockId }),
    status: 403,
  },
  { name: 'PUT /features/sections/{id}', method: 'put', path: (f) => `/features/sections/${f.a.sectionId}`, body: () => ({}), status: 403 },
  { name: 'GET /vendor/vendors/{id}', method: 'get', path: (f) => `/vendor/vendors/${f.a.vendorId}`, status: 200 },
  { name: 'GET /features/vendor/beach_chairs', method: 'get', path: () => '/features/vendor/beach_chairs', status: 200 },
  { name: 'GET /features/booking_details/today', method: 'get', path: () => '/features/booking_details/today', status: 200 },
  { name: 'GET /features/booking_details', method: 'get', path: () => '/features/booking_details', status: 200 },
  { name: 'GET /features/booking_details/{id}', method: 'get', path: (f) => `/features/booking_details/${f.a.bookingId}`, status: 200 },
];

function OFFICE_ROUTES(): ScopedRoute[] {
  const FORBIDDEN = { status: 403, errorType: 'FORBIDDEN' };
  const chair = (f: Fixture) => ({ sectionId: f.b.sectionId, publicNumber: 'S1', model: 'SAUNA' });
  const price = (f: Fixture) => ({
    sectionId: f.b.sectionId,
    validFrom: '2031-01-01',
    validTo: '2031-12-31',
    rates: [{ type: 'DAY', price: 15 }],
  });
  return [
    { name: 'GET /vendor/vendors/{id}', method: 'get', path: (f) => `/vendor/vendors/${f.b.vendorId}`, own: 200 },
    {
      name: 'PUT /vendor/vendors/{id}',
      method: 'put',
      path: (f) => `/vendor/vendors/${f.b.vendorId}`,
      body: () => ({ telephone: '+49 4503 1' }),
      own: 200,
    },
    {
      name: 'DELETE /vendor/vendors/{id} (ADMIN only)',
      method: 'delete',
      path: (f) => `/vendor/vendors/${f.b.vendorId}`,
      foreign: FORBIDDEN,
    },
    {
      name: 'POST /vendor/vendors (ADMIN only)',
      method: 'post',
      path: () => '/vendor/vendors',
      body: () => ({ companyName: 'Fremd' }),
      foreign: FORBIDDEN,
    },
    {
      name: 'POST /vendor/vendors/sevDesk/createContact/{id} (ADMIN only)',
      method: 'post',
      path: (f) => `/vendor/vendors/sevDesk/createContact/${f.b.vendorId}`,
      foreign: FORBIDDEN,
    },
    { name: 'GET /vendor/locations/{id}', method: 'get', path: (f) => `/vendor/locations/${f.b.locationId}`, own: 200 },
    {
      name: 'PUT /features/locations/{id}',
      method: 'put',
      path: (f) => `/features/locations/${f.b.locationId}`,
      body: () => ({ entranceName: 'Aufgang 2' }),
      own: 200,
    },
    { name: 'DELETE /vendor/locations/{id}', method: 'delete', path: (f) => `/vendor/locations/${f.b.locationId}` },
    {
      name: 'POST /features/locations (for another vendor)',
      method: 'post',
      path: () => '/features/locations',
      body: (f) => ({ name: 'Fremd', vendorId: f.b.vendorId }),
      own: 201,
    },
    { name: 'GET /features/sections/{id}', method: 'get', path: (f) => `/features/sections/${f.b.sectionId}`, own: 200 },
    {
      name: 'PUT /features/sections/{id}',
      method: 'put',
      path: (f) => `/features/sections/${f.b.sectionId}`,
      body: () => ({ description: 'Am Wasser' }),
      own: 200,
    },
    { name: 'DELETE /features/sections/{id}', method: 'delete', path: (f) => `/features/sections/${f.b.sectionId}` },
    {
      name: 'POST /features/sections (at another vendor’s location)',
      method: 'post',
      path: () => '/features/sections',
      body: (f) => ({ name: 'Fremd', beachId: f.b.office.beachId, locationId: f.b.locationId }),
      own: 201,
    },
    {
      name: 'POST /features/sections/{id}/rows',
      method: 'post',
      path: (f) => `/features/sections/${f.b.sectionId}/rows`,
      body: () => ({ name: 'Reihe 9' }),
      own: 201,
    },
    {
      name: 'PUT /features/rows/{id}',
      method: 'put',
      path: (f) => `/features/rows/${f.b.office.rowId}`,
      body: () => ({ position: 3 }),
      own: 200,
    },
    { name: 'DELETE /features/rows/{id}', method: 'delete', path: (f) => `/features/rows/${f.b.office.rowId}` },
    { name: 'GET /features/beach_chair/{id}', method: 'get', path: (f) => `/features/beach_chair/${f.b.beachChairId}`, own: 200 },
    {
      name: 'POST /features/beach_chair (in another vendor’s section)',
      method: 'post',
      path: () => '/features/beach_chair',
      body: chair,
      own: 201,
    },
    {
      name: 'POST /features/beach_chair/bulk (in another vendor’s section)',
      method: 'post',
      path: () => '/features/beach_chair/bulk',
      body: (f) => ({ items: [{ ...chair(f), publicNumber: 'S2' }] }),
      own: 201,
    },
    {
      name: 'PUT /features/beach_chair/{id}',
      method: 'put',
      path: (f) => `/features/beach_chair/${f.b.beachChairId}`,
      body: () => ({ reserved: false }),
      own: 200,
    },
    {
      name: 'PUT /features/beach_chair/lock/{id}',
      method: 'put',
      path: (f) => `/features/beach_chair/lock/${f.b.beachChairId}`,
      body: () => ({ lockId: null }),
      own: 200,
    },
    {
      name: 'PUT /features/beach_chair/lock/{id} (another vendor’s lock on an own chair)',
      method: 'put',
      path: (f) => `/features/beach_chair/lock/${f.a.beachChairId}`,
      body: (f) => ({ lockId: f.b.office.lockId }),
    },
    { name: 'DELETE /features/beach_chair/{id}', method: 'delete', path: (f) => `/features/beach_chair/${f.b.beachChairId}` },
    {
      name: 'POST /features/beach_chair/{id}/stop_sales',
      method: 'post',
      path: (f) => `/features/beach_chair/${f.b.beachChairId}/stop_sales`,
      body: () => ({ start: '2030-08-01', end: '2030-08-02' }),
      own: 201,
    },
    {
      name: 'DELETE /features/beach_chair/{id}/stop_sales/{stopSaleId}',
      method: 'delete',
      path: (f) => `/features/beach_chair/${f.b.beachChairId}/stop_sales/${f.b.office.stopSaleId}`,
    },
    {
      name: 'GET /features/beach_chair/{id}/season_contract',
      method: 'get',
      path: (f) => `/features/beach_chair/${f.b.beachChairId}/season_contract`,
      own: 200,
    },
    {
      name: 'POST /features/beach_chair/{id}/season_contract',
      method: 'post',
      path: (f) => `/features/beach_chair/${f.b.beachChairId}/season_contract`,
      body: () => ({
        customer: {
          firstName: 'Eva',
          lastName: 'Fremd',
          email: 'eva.fremd@example.org',
          address: { street: 'Weg 1', zip: '23683', city: 'Scharbeutz' },
        },
        price: 450,
      }),
    },
    {
      name: 'DELETE /features/beach_chair/{id}/season_contract',
      method: 'delete',
      path: (f) => `/features/beach_chair/${f.b.beachChairId}/season_contract`,
    },
    {
      name: 'GET /features/filters/beach_chairs?vendorId=',
      method: 'get',
      path: (f) => `/features/filters/beach_chairs?vendorId=${f.b.vendorId}`,
      own: 200,
    },
    { name: 'GET /vendor/prices/{id}', method: 'get', path: (f) => `/vendor/prices/${f.b.office.priceId}`, own: 200 },
    {
      name: 'PUT /vendor/prices/{id}',
      method: 'put',
      path: (f) => `/vendor/prices/${f.b.office.priceId}`,
      body: () => ({ validTo: '2030-11-30' }),
      own: 200,
    },
    { name: 'DELETE /vendor/prices/{id}', method: 'delete', path: (f) => `/vendor/prices/${f.b.office.priceId}` },
    { name: 'POST /vendor/prices (for another vendor’s section)', method: 'post', path: () => '/vendor/prices', body: price, own: 201 },
    { name: 'GET /vendor/extras/{id}', method: 'get', path: (f) => `/vendor/extras/${f.b.office.extraId}`, own: 200 },
    {
      name: 'PUT /vendor/extras/{id}',
      method: 'put',
      path: (f) => `/vendor/extras/${f.b.office.extraId}`,
      body: () => ({ price: 3.5 }),
      own: 200,
    },
    { name: 'DELETE /vendor/extras/{id}', method: 'delete', path: (f) => `/vendor/extras/${f.b.office.extraId}` },
    {
      name: 'POST /vendor/extras (at another vendor’s location)',
      method: 'post',
      path: () => '/vendor/extras',
      body: (f) => ({ name: 'Eis', price: 2, type: 'FOOD', locationId: f.b.locationId }),
      own: 201,
    },
    { name: 'GET /features/files/{id}/content', method: 'get', path: (f) => `/features/files/${f.b.office.fileId}/content`, own: 200 },
    { name: 'DELETE /features/files/{id}', method: 'delete', path: (f) => `/features/files/${f.b.office.fileId}` },
    { name: 'DELETE /features/images/{id}', method: 'delete', path: (f) => `/features/images/${f.b.office.imageId}` },
  ];
}

async function vendorWorld(): Promise<VendorWorld> {
  const vendor = await ctx.factories.newVendor();
  const location = await ctx.factories.newLocation({ vendorId: vendor.id });
  const section = await ctx.factories.newSection({ locationId: location.id, chairs: 1 });
  const booking = await ctx.factories.newBooking({ vendorId: vendor.id });
  // The vendor's owner: it may manage the vendor's users (/features/users/vendor-users) as well.
  const user = await ctx.factories.newUser({ vendorIds: [vendor.id], vendorRole: 'OWNER' });
  const session = await ctx.http().post(`${V1}/features/users/login`).send({ email: user.email, password: user.password }).expect(200);
  const key = await ctx
    .http()
    .post(`${V1}/features/users/api-keys`)
    .set('Authorization', `Bearer ${await ctx.adminToken()}`)
    .send({ name: `Schloss ${vendor.publicReference}`, kind: 'LOCK_DEVICE', vendorId: vendor.id })
    .expect(201);
  return {
    vendorId: vendor.id,
    userId: user.id,
    token: session.body.accessToken,
    locationId: location.id,
    sectionId: section.id,
    beachChairId: section.chairIds[0],
    bookingId: booking.id,
    apiKeyId: key.body.id,
    office: await officeObjects(vendor.id, section, session.body.accessToken),
  };
}

/** The back office's objects of a vendor: a lock, a stop sale, a price, an extra, an uploaded file and image. */
async function officeObjects(vendorId: number, section: { id: number; beachId: number; chairIds: number[] }, token: string) {
  const one = async (sql: string, params: unknown[]) => (await ctx.db.query(sql, params)).rows[0].id as number;
  const auth = { Authorization: `Bearer ${token}` };
  const png = Buffer.from(
    '89504e470d0a1a0a0000000d4948445200000001000000010802000000907753de0000000970485973000003e8000003e801b57b526b' +
      '0000000c49444154089963f8ffff3f0005fe02fe58f26b0e0000000049454e44ae426082',
    'hex',
  );
  return {
    beachId: section.beachId,
    rowId: await one(`SELECT row_id AS id FROM beach_chair WHERE id = $1`, [section.chairIds[0]]),
    lockId: (await ctx.factories.newLockDevice({ vendorId })).id,
    stopSaleId: await one(
      `INSERT INTO stop_sale (beach_chair_id, start_date, end_date) VALUES ($1, '2030-07-01', '2030-07-02') RETURNING id`,
      [section.chairIds[0]],
    ),
    priceId: await one(
      `INSERT INTO price (vendor_id, section_id, valid_from, valid_to) VALUES ($1, $2, '2030-01-01', '2030-12-31') RETURNING id`,
      [vendorId, section.id],
    ),
    extraId: await one(`INSERT INTO extra (vendor_id, name, price_cents, type) VALUES ($1, 'Kaffee', 300, 'BEVERAGES') RETURNING id`, [
      vendorId,
    ]),
    fileId: (await ctx.http().post(`${V1}/features/files`).set(auth).attach('file', Buffer.from('%PDF-1.4 plan'), 'plan.pdf').expect(201))
      .body.id,
    imageId: (await ctx.http().post(`${V1}/features/images`).set(auth).attach('file', png, 'pixel.png').expect(201)).body.id,
  };
}

let staffToken: string;

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_LOGIN: '1000/60' });
  f = { a: await vendorWorld(), b: await vendorWorld() };
  const staff = await ctx.factories.newUser({ vendorIds: [f.a.vendorId], vendorRole: 'STAFF' });
  staffToken = (await ctx.http().post(`${V1}/features/users/login`).send({ email: staff.email, password: staff.password }).expect(200)).body
    .accessToken;
});
afterAll(() => ctx.close());

const call = (route: ScopedRoute, token?: string) => {
  const req = ctx.http()[route.method](`${V1}${route.path(f)}`);
  if (token) req.set('Authorization', `Bearer ${token}`);
  return route.body ? req.send(route.body(f)) : req;
};

describe('vendor scoping matrix', () => {
  describe.each(ROUTES.map((r) => [r.name, r] as const))('%s', (_name, route) => {
    const foreign = route.foreign ?? { status: 404, errorType: 'ENTITY_NOT_FOUND' };

    it(`vendor A on vendor B's object: ${foreign.status} ${foreign.errorType}`, async () => {
      const res = await call(route, f.a.token);
      expect({ status: res.status, errorType: res.body.errorType }).toEqual({ status: foreign.status, errorType: foreign.errorType });
      // The same answer as for an object that does not exist: nothing of vendor B's object leaks.
      if (foreign.status === 404) expect(res.body.payload).toEqual({ entity: expect.any(String), id: expect.anything() });
    });

    it('without a token: 401', async () => {
      const res = await call(route);
      expect(res.status).toBe(401);
      expect(res.body.errorType).toBe('UNAUTHENTICATED');
    });

    if (route.own !== undefined) {
      it(`vendor B on its own object: ${route.own}`, async () => {
        expect((await call(route, f.b.token)).status).toBe(route.own);
      });
    }
  });
});

describe("a STAFF member of vendor A on its own vendor's routes", () => {
  it.each(STAFF_ROUTES.map((r) => [r.name, r] as const))('%s', async (_name, route) => {
    const res = await call(route, staffToken);
    expect(res.status).toBe(route.status);
    if (route.status === 403) expect(res.body.errorType).toBe('FORBIDDEN');
  });
});

describe('lists scoped to the caller’s vendor, whatever the filter asks', () => {
  it("GET /features/users/api-keys filtered to vendor B lists none of B's keys for vendor A's owner", async () => {
    const res = await ctx
      .http()
      .get(`${V1}/features/users/api-keys?filterBy=vendorId&filter=${f.b.vendorId}&itemsPerPage=0`)
      .set('Authorization', `Bearer ${f.a.token}`)
      .expect(200);
    const ids = (res.body.items as { id: number; vendorId: number | null }[]).map((k) => k.id);
    expect(ids).not.toContain(f.b.apiKeyId);
    expect((res.body.items as { vendorId: number | null }[]).every((k) => k.vendorId === f.a.vendorId)).toBe(true);
  });
});

describe('the scoping mechanism (common/auth/vendor-scope.ts) on real rows', () => {
  const as = (role: UserRole, vendorId: number | null): AuthUser => ({ userId: 1, role, vendorId, locationId: null });
  const locations = () => ctx.app.get(DataSource).getRepository(Location).createQueryBuilder('location');

  it('scopeQuery limits a VENDOR to its vendor; an ADMIN sees all, or one vendor when acting for it', async () => {
    const ids = [f.a.locationId, f.b.locationId];
    const seen = async (user: AuthUser) =>
      (await scopeQuery(locations().where('location.id IN (:...ids)', { ids }), 'location.vendorId', user).getMany())
        .map((l) => l.id)
        .sort();
    expect(await seen(as(UserRole.VENDOR, f.a.vendorId))).toEqual([f.a.locationId]);
    expect(await seen(as(UserRole.ADMIN, null))).toEqual(ids.sort());
    expect(await seen(as(UserRole.ADMIN, f.b.vendorId))).toEqual([f.b.locationId]);
  });

  it("findOneInScope and assertInScope answer 404 for another vendor's object, as for a missing one", async () => {
    const vendorA = as(UserRole.VENDOR, f.a.vendorId);
    const one = (id: number) =>
      findOneInScope(locations().where('location.id = :id', { id }), 'location.vendorId', vendorA, 'Location', id);
    expect((await one(f.a.locationId)).id).toBe(f.a.locationId);
    await expect(one(f.b.locationId)).rejects.toMatchObject({
      errorType: 'ENTITY_NOT_FOUND',
      payload: { entity: 'Location', id: f.b.locationId },
    });
    await expect(one(2147483647)).rejects.toMatchObject({ errorType: 'ENTITY_NOT_FOUND' });
    expect(() => assertInScope(vendorA, f.a.vendorId, 'Booking', f.a.bookingId)).not.toThrow();
    expect(() => assertInScope(vendorA, f.b.vendorId, 'Booking', f.b.bookingId)).toThrow(
      expect.objectContaining({ errorType: 'ENTITY_NOT_FOUND' }),
    );
    expect(() => assertInScope(as(UserRole.ADMIN, null), f.b.vendorId, 'Booking', f.b.bookingId)).not.toThrow();
  });

  it('a VENDOR token without a vendor context is refused, not widened', () => {
    expect(() => vendorScopeOf(as(UserRole.VENDOR, null))).toThrow(expect.objectContaining({ errorType: 'FORBIDDEN' }));
  });
});

/** A route of the app as its decorators declare it. */
interface Route {
  label: string;
  method: string;
  path: string;
  isPublic: boolean;
  apiKey: boolean;
  /** @Roles: the user roles that may call it (ADMIN passes every check) */
  roles: UserRole[];
  /** @VendorRoles: the vendor roles (user_vendor.role) a VENDOR caller needs */
  vendorRoles: VendorUserRole[] | undefined;
}

function appRoutes(): Route[] {
  const found: Route[] = [];
  for (const module of ctx.app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (new (...args: never[]) => object) | undefined;
      if (!type) continue;
      const base = String(Reflect.getMetadata(PATH_METADATA, type) ?? '');
      for (const name of Object.getOwnPropertyNames(type.prototype)) {
        const handler = type.prototype[name];
        const method = Reflect.getMetadata(METHOD_METADATA, handler);
        if (name === 'constructor' || method === undefined) continue;
        const sub = String(Reflect.getMetadata(PATH_METADATA, handler) ?? '');
        const path = `/${[base, sub].filter((p) => p && p !== '/').join('/')}`.replace(/\/+/g, '/').replace(/\/$/, '') || '/';
        // The guard's reading: the handler's declaration overrides the class's.
        const meta = <T>(key: string): T | undefined => Reflect.getMetadata(key, handler) ?? Reflect.getMetadata(key, type);
        found.push({
          label: `${type.name}.${name}`,
          method: RequestMethod[method],
          path,
          isPublic: Boolean(meta(IS_PUBLIC)),
          apiKey: Boolean(meta(NEEDS_API_KEY)),
          roles: meta<UserRole[]>(ROLES) ?? [],
          vendorRoles: meta<VendorUserRole[]>(VENDOR_ROLES),
        });
      }
    }
  }
  return found;
}

describe('no route of the spec outside the public ones answers without a token or key', () => {
  // The spec's public calls inside the vendor areas (/vendor, /features, /bookings): the rest needs a token or key.
  const PUBLIC_IN_VENDOR_AREAS = [
    /^\/features\/public\//,
    /^\/features\/users\/(login|loginWithRefresh|refresh|register|confirm|confirm\/resend|password\/reset|password\/confirm)$/,
    /^\/vendor\/(vendors|locations)\/terms\/:[^/]+\/(html|pdf)$/,
  ];
  const VENDOR_AREAS = /^\/(vendor|features|bookings)(\/|$)/;

  it('finds the routes (the users routes among them)', () => {
    const paths = appRoutes().map((r) => `${r.method} ${r.path}`);
    expect(paths).toEqual(
      expect.arrayContaining(['POST /features/users/login', 'GET /features/users/admin/token', 'DELETE /features/users/api-keys/:id']),
    );
  });

  it('public routes in the vendor areas are only the spec public ones', () => {
    const stray = appRoutes().filter((r) => r.isPublic && VENDOR_AREAS.test(r.path) && !PUBLIC_IN_VENDOR_AREAS.some((p) => p.test(r.path)));
    expect(stray.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('every other route answers 401 without credentials', async () => {
    const open: string[] = [];
    for (const route of appRoutes().filter((r) => !r.isPublic)) {
      const path = `${V1}${route.path.replace(/:[^/]+/g, '1')}`;
      const res = await ctx.http()[route.method.toLowerCase() as 'get'](path);
      const expected = route.apiKey ? 'INVALID_API_KEY' : 'UNAUTHENTICATED';
      if (res.status !== 401 || res.body.errorType !== expected) open.push(`${route.method} ${route.path} → ${res.status}`);
    }
    expect(open).toEqual([]);
  });
});

describe('every route a VENDOR may call says which vendor roles may call it (issue 16)', () => {
  // The vendor's users check the OWNER membership in their service, inside the membership lock (vendor-users.controller.ts).
  const SELF_CHECKED = /^VendorUsersController\./;
  // Setting up the season: prices, extras, locations, sections and rows, chairs, pictures, locks, keys, the vendor itself.
  const SETUP =
    /^(POST|PUT|PATCH|DELETE) \/(vendor\/(prices|extras|locations|sections|rows|vendors)|features\/(locations|sections|rows|images|lock_devices|users\/api-keys|beach_chair(\/bulk|\/lock\/:id|\/:id)?$))/;
  const vendorRoutes = () => appRoutes().filter((r) => r.roles.includes(UserRole.VENDOR) && !SELF_CHECKED.test(r.label));

  it('declares OWNER alone, or OWNER and STAFF', () => {
    const undeclared = vendorRoutes().filter((r) => !r.vendorRoles?.includes(VendorUserRole.OWNER));
    expect(undeclared.map((r) => `${r.method} ${r.path} (${r.label})`)).toEqual([]);
    expect(vendorRoutes().length).toBeGreaterThan(80);
  });

  it('leaves no set-up change to STAFF', () => {
    const open = vendorRoutes().filter((r) => SETUP.test(`${r.method} ${r.path}`) && r.vendorRoles?.includes(VendorUserRole.STAFF));
    expect(open.map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it('answers a STAFF member 403 FORBIDDEN on every OWNER-only route, before its input is read', async () => {
    const ownerOnly = vendorRoutes().filter((r) => !r.vendorRoles?.includes(VendorUserRole.STAFF));
    expect(ownerOnly.map((r) => `${r.method} ${r.path}`)).toEqual(
      expect.arrayContaining([
        'PUT /vendor/vendors/:id',
        'PUT /features/beach_chair/lock/:id',
        'POST /vendor/prices',
        'GET /features/lock_devices',
      ]),
    );
    const answered: string[] = [];
    for (const route of ownerOnly) {
      const res = await ctx
        .http()
        [route.method.toLowerCase() as 'get'](`${V1}${route.path.replace(/:[^/]+/g, '1')}`)
        .set('Authorization', `Bearer ${staffToken}`);
      if (res.status !== 403 || res.body.errorType !== 'FORBIDDEN') answered.push(`${route.method} ${route.path} → ${res.status}`);
    }
    expect(answered).toEqual([]);
  });
});
