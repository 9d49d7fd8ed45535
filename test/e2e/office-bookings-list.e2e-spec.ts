import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { unique, uniqueEmail } from '../support/factories.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const BASE = '/api/v1/features/booking_details';
const IBAN = 'DE89370400440532013000';
let ctx: TestContext;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s2: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let auth: { Authorization: string };
let foreign: { Authorization: string };
const day = (n: number) => addDays(today('Europe/Berlin'), n);
const midnight = (date: string) => zonedInstant(date, '00:00', 'Europe/Berlin').toISOString();

interface Made {
  id: number;
  ref: string;
  email: string;
}
const b: Record<string, Made> = {};
const lastName = unique('Strandmann').replace(/\s/g, '');

/** A booking with a customer and one whole-day chair booking per entry of `chairs` ([chairId, startIn, days]). */
async function booking(o: {
  status: string;
  source?: string;
  paymentMethod?: string | null;
  total: number;
  firstName: string;
  chairs: [number, number, number][];
  chairStatus?: string[];
}): Promise<Made> {
  const made = await ctx.factories.newFilledBooking({
    vendorId: s.vendorId,
    status: o.status,
    bookingRef: `L${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`.toUpperCase(),
    customer: {
      email: uniqueEmail(o.firstName.toLowerCase()),
      firstName: o.firstName,
      lastName,
      telephone: '+49 4503 123',
      address: { street: 'Strandallee 1', zip: '23683', city: 'Scharbeutz', country: 'DE' },
    },
    chairs: o.chairs.map(([beachChairId, startIn, days], i) => ({
      beachChairId,
      start: midnight(day(startIn)),
      end: midnight(day(startIn + days)),
      status: o.chairStatus?.[i],
    })),
    totalCents: o.total,
    source: o.source,
    paymentMethod: o.paymentMethod,
    metaData: { customerBankData: { iban: IBAN, accountHolder: 'Erika' } },
  });
  return { id: made.id, ref: made.bookingRef, email: made.email! };
}

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 6 });
  s2 = await ctx.factories.newRentalSection({
    locationId: s.locationId,
    vendorId: s.vendorId,
    publicReference: s.publicReference,
    rows: 1,
    chairsPerRow: 2,
  });
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
  const other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
  foreign = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.vendorId })}` };
  const c = s.chairIds[0];
  b.anna = await booking({
    status: 'CONFIRMED',
    total: 3000,
    firstName: 'Anna',
    paymentMethod: 'CASH',
    chairs: [
      [c[0], 2, 1],
      [c[1], 2, 1],
    ],
  });
  b.bert = await booking({ status: 'PENDING', total: 1500, firstName: 'Bert', paymentMethod: 'BANK_TRANSFER', chairs: [[c[0], 10, 3]] });
  b.carl = await booking({ status: 'CANCELED', total: 4500, firstName: 'Carl', source: 'WIDGET', chairs: [[c[2], 5, 1]] });
  b.dora = await booking({
    status: 'BOOKED',
    total: 9000,
    firstName: 'Dora',
    source: 'BACK_OFFICE',
    paymentMethod: 'EC',
    chairs: [[s2.chairIds[0][0], 20, 2]],
  });
  b.emil = await booking({
    status: 'OPEN',
    total: 500,
    firstName: 'Emil',
    chairs: [
      [c[3], 2, 1],
      [c[4], 30, 1],
    ],
    chairStatus: ['CANCELED', 'OPEN'],
  });
  await ctx.factories.newChairBooking({
    vendorId: other.vendorId,
    beachChairId: other.chairIds[0][0],
    start: midnight(day(2)),
    end: midnight(day(3)),
  });
});
afterAll(() => ctx.close());

const list = (query: Record<string, string | number | boolean | string[]> = {}) =>
  ctx
    .http()
    .get(BASE)
    .query({ itemsPerPage: 0, ...query })
    .set(auth);
const refs = (res: { body: { items: { bookingRef: string }[] } }) => res.body.items.map((i) => i.bookingRef).sort();
const of = (...names: string[]) => names.map((n) => b[n].ref).sort();

describe('GET /features/booking_details', () => {
  it("lists the vendor's bookings only, with customer, chairs, sections and period", async () => {
    const res = await list({ search: lastName }).expect(200);
    expect(res.body).toMatchObject({ total: 5, page: 1, itemsPerPage: 0 });
    expect(refs(res)).toEqual(of('anna', 'bert', 'carl', 'dora', 'emil'));
    const anna = res.body.items.find((i: { id: number }) => i.id === b.anna.id);
    expect(anna).toEqual({
      id: b.anna.id,
      bookingRef: b.anna.ref,
      status: 'CONFIRMED',
      source: 'WEBSITE',
      paymentMethod: 'CASH',
      totalPrice: 30,
      cancellationFee: null,
      invoiceNumber: null,
      customerFirstName: 'Anna',
      customerLastName: lastName,
      customerEmail: b.anna.email,
      start: midnight(day(2)),
      end: midnight(day(3)),
      beachChairs: '1, 2',
      sections: expect.any(String),
      createdAt: expect.any(String),
      timeRange: null,
    });
    // A chair booking canceled on its own is not shown for an active booking; a canceled booking shows its chairs.
    const emil = res.body.items.find((i: { id: number }) => i.id === b.emil.id);
    expect(emil).toMatchObject({ beachChairs: '5', start: midnight(day(30)) });
    expect(res.body.items.find((i: { id: number }) => i.id === b.carl.id)).toMatchObject({ beachChairs: '3' });
    // Vendor B sees none of them.
    expect((await ctx.http().get(BASE).query({ search: lastName }).set(foreign).expect(200)).body.total).toBe(0);
  });

  it('filters by one or several statuses, source and payment method', async () => {
    expect(refs(await list({ search: lastName, status: 'CONFIRMED' }).expect(200))).toEqual(of('anna'));
    expect(refs(await list({ search: lastName, status: 'CONFIRMED,PENDING' }).expect(200))).toEqual(of('anna', 'bert'));
    expect(refs(await list({ search: lastName, status: ['BOOKED', 'OPEN'] }).expect(200))).toEqual(of('dora', 'emil'));
    expect(refs(await list({ search: lastName, source: 'WIDGET' }).expect(200))).toEqual(of('carl'));
    expect(refs(await list({ search: lastName, paymentMethod: 'EC' }).expect(200))).toEqual(of('dora'));
    expect(refs(await list({ search: lastName, filters: JSON.stringify({ status: { in: ['CANCELED', 'BOOKED'] } }) }).expect(200))).toEqual(
      of('carl', 'dora'),
    );
  });

  it('filters by a date range of overlapping chair bookings, section, chair and customer e-mail', async () => {
    expect(refs(await list({ search: lastName, from: day(2), to: day(2) }).expect(200))).toEqual(of('anna', 'emil'));
    expect(refs(await list({ search: lastName, from: day(11), to: day(11) }).expect(200))).toEqual(of('bert'));
    expect(refs(await list({ search: lastName, from: day(19) }).expect(200))).toEqual(of('dora', 'emil'));
    expect(refs(await list({ search: lastName, to: day(4) }).expect(200))).toEqual(of('anna', 'emil'));
    expect(refs(await list({ search: lastName, sectionId: s2.id }).expect(200))).toEqual(of('dora'));
    expect(refs(await list({ search: lastName, beachChairId: s.chairIds[0][0] }).expect(200))).toEqual(of('anna', 'bert'));
    // Chair and days hold for the same chair booking.
    expect(refs(await list({ search: lastName, beachChairId: s.chairIds[0][0], from: day(10), to: day(10) }).expect(200))).toEqual(
      of('bert'),
    );
    expect(refs(await list({ email: b.carl.email.toUpperCase() }).expect(200))).toEqual(of('carl'));
  });

  it('searches reference, customer name and e-mail; orders by an allow-list; pages; answers CSV', async () => {
    expect(refs(await list({ search: b.bert.ref.toLowerCase() }).expect(200))).toEqual(of('bert'));
    expect(refs(await list({ search: `Dora ${lastName}` }).expect(200))).toEqual(of('dora'));
    expect(refs(await list({ search: b.emil.email }).expect(200))).toEqual(of('emil'));
    const ordered = await list({ search: lastName, orderBy: 'totalPrice', orderDir: 'DESC' }).expect(200);
    expect(ordered.body.items.map((i: { totalPrice: number }) => i.totalPrice)).toEqual([90, 45, 30, 15, 5]);
    const byStart = await list({ search: lastName, orderBy: 'start' }).expect(200);
    expect(
      byStart.body.items
        .map((i: { id: number }) => i.id)
        .slice(0, 2)
        .sort(),
    ).toEqual([b.anna.id, b.emil.id].sort());
    const page = await ctx.http().get(BASE).query({ search: lastName, itemsPerPage: 2, page: 2, orderBy: 'id' }).set(auth).expect(200);
    expect(page.body).toMatchObject({ total: 5, page: 2, itemsPerPage: 2 });
    expect(page.body.items.map((i: { id: number }) => i.id)).toEqual([b.carl.id, b.dora.id]);
    const csv = await list({ search: lastName, csv: true, orderBy: 'id' }).expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.text.split('\r\n')[0]).toContain('bookingRef');
    expect(csv.text).toContain(b.anna.ref);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    expectFieldError(await list({ status: 'DONE' }), 'status');
    expectFieldError(await list({ from: '2026-13-01' }), 'from');
    expectFieldError(await list({ sectionId: 'x' }), 'sectionId');
    expectFieldError(await list({ email: 'nobody' }), 'email');
    expectFieldError(await list({ source: 'FAX' }), 'source');
    expectFieldError(await list({ unknown: 1 }), 'unknown');
    const backwards = await list({ from: day(5), to: day(4) });
    expectDomainError(backwards, 400, 'INVALID_INPUT');
    expect(backwards.body.payload).toEqual({ field: 'to' });
    expectDomainError(await list({ orderBy: 'password' }), 400, 'INVALID_LIST_QUERY');
    expect((await ctx.http().get(BASE)).status).toBe(401);
  });
});

describe('GET /features/booking_details/{id}', () => {
  it('answers the office booking: full customer, unmasked bank data, chair numbers and sections', async () => {
    const res = await ctx.http().get(`${BASE}/${b.anna.id}`).set(auth).expect(200);
    expect(res.body).toMatchObject({
      id: b.anna.id,
      bookingRef: b.anna.ref,
      publicReference: s.publicReference,
      status: 'CONFIRMED',
      totalPrice: 30,
      source: 'WEBSITE',
      paymentMethod: 'CASH',
      cancellationFee: null,
      skipRefund: false,
      timeZone: 'Europe/Berlin',
      language: 'de',
      vendor: { id: s.vendorId, publicReference: s.publicReference },
      customer: {
        id: expect.any(Number),
        firstName: 'Anna',
        lastName,
        email: b.anna.email,
        telephone: '+49 4503 123',
        address: { street: 'Strandallee 1' },
      },
      metaData: { customerBankData: { iban: IBAN } },
      createdAt: expect.any(String),
      extras: [],
    });
    expect(res.body.beachChairBookings).toEqual([
      expect.objectContaining({
        beachChairId: s.chairIds[0][0],
        publicNumber: '1',
        sectionId: s.id,
        sectionName: expect.any(String),
        rowName: 'Reihe 1',
        price: 15,
        status: 'CONFIRMED',
      }),
      expect.objectContaining({ beachChairId: s.chairIds[0][1], publicNumber: '2' }),
    ]);
    const adminView = await ctx
      .http()
      .get(`${BASE}/${b.anna.id}`)
      .set({ Authorization: `Bearer ${await ctx.adminToken()}` })
      .expect(200);
    expect(adminView.body.bookingRef).toBe(b.anna.ref);
  });

  it('answers 404 for a foreign or unknown booking and 400 for a bad id', async () => {
    const res = await ctx.http().get(`${BASE}/${b.anna.id}`).set(foreign);
    expectDomainError(res, 404, 'ENTITY_NOT_FOUND');
    expect(res.body.payload).toEqual({ entity: 'Booking', id: b.anna.id });
    expectDomainError(await ctx.http().get(`${BASE}/2147483647`).set(auth), 404, 'ENTITY_NOT_FOUND');
    expectFieldError(await ctx.http().get(`${BASE}/-1`).set(auth), 'id');
  });
});
