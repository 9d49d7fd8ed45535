import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { zonedInstant } from '../../server/src/common/time.js';
import { uniqueEmail } from '../support/factories.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const BASE = '/api/v1/features/booking_details';
let ctx: TestContext;

interface World {
  vendorId: number;
  auth: { Authorization: string };
  sections: { id: number; name: string; chairIds: number[] }[];
}

async function world(): Promise<World> {
  const vendor = await ctx.factories.newVendor();
  const location = await ctx.factories.newLocation({ vendorId: vendor.id });
  const north = await ctx.factories.newSection({ locationId: location.id, chairs: 2, name: `A-Nord ${vendor.id}` });
  const south = await ctx.factories.newSection({ locationId: location.id, chairs: 1, name: `B-Süd ${vendor.id}` });
  const token = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: vendor.id });
  return { vendorId: vendor.id, auth: { Authorization: `Bearer ${token}` }, sections: [north, south] };
}

/** A booking holding `chairId` from day `from` to day `to` (whole days, Europe/Berlin) for `priceCents`. */
async function chairBooking(w: World, chairId: number, from: string, to: string, priceCents: number, status = 'CONFIRMED') {
  const end = zonedInstant(new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10));
  const { id } = await ctx.factories.newFilledBooking({
    vendorId: w.vendorId,
    status,
    customer: null,
    chairs: [{ beachChairId: chairId, start: zonedInstant(from), end, priceCents }],
    totalCents: priceCents,
  });
  return id;
}

/** A booking of `w` by a customer (e-mail as given), made at `createdAt`. */
async function customerBooking(
  w: World,
  o: {
    email: string;
    firstName?: string;
    lastName?: string;
    country?: string;
    status?: string;
    totalCents?: number;
    feeCents?: number;
    createdAt?: string;
    /** A payment of this much (SUCCEEDED), `refundedCents` of it given back. */
    paidCents?: number;
    refundedCents?: number;
  },
) {
  const { id } = await ctx.factories.newFilledBooking({
    vendorId: w.vendorId,
    status: o.status,
    customer: { email: o.email, firstName: o.firstName, lastName: o.lastName, address: { city: 'Kiel', country: o.country ?? 'DE' } },
    totalCents: o.totalCents ?? 0,
    cancellationFeeCents: o.feeCents,
    createdAt: o.createdAt,
  });
  if (o.paidCents)
    await ctx.db.query(
      `INSERT INTO payment (booking_id, provider, status, amount_cents, refunded_cents) VALUES ($1, 'MANUAL', 'SUCCEEDED', $2, $3)`,
      [id, o.paidCents, o.refundedCents ?? 0],
    );
  return id;
}

let a: World;
let b: World;

beforeAll(async () => {
  ctx = await startTestApp();
  a = await world();
  b = await world();
  const [north, south] = a.sections;
  await chairBooking(a, north.chairIds[0], '2032-07-10', '2032-07-12', 1000); // 3 days: 333 + 333 + 334
  await chairBooking(a, north.chairIds[1], '2032-07-11', '2032-07-11', 1500);
  await chairBooking(a, north.chairIds[1], '2032-07-12', '2032-07-12', 1200, 'PENDING');
  await chairBooking(a, north.chairIds[1], '2032-07-10', '2032-07-10', 9999, 'CANCELED'); // not holding: not counted
  await chairBooking(a, south.chairIds[0], '2032-07-11', '2032-07-11', 2000, 'OPEN');
  await chairBooking(b, b.sections[0].chairIds[0], '2032-07-11', '2032-07-11', 7777); // another vendor's
});
afterAll(() => ctx.close());

const report = (w: World, query: Record<string, unknown>) => ctx.http().get(`${BASE}/beach_chair_bookings_report`).query(query).set(w.auth);

describe('GET /features/booking_details/beach_chair_bookings_report', () => {
  it("per day and section: chairs booked, chair bookings and revenue of the holding chair bookings, only the vendor's", async () => {
    const [north, south] = a.sections;
    const res = await report(a, { from: '2032-07-01', to: '2032-07-31' }).expect(200);
    expect(res.body).toEqual({
      from: '2032-07-01',
      to: '2032-07-31',
      timeZone: 'Europe/Berlin',
      items: [
        { date: '2032-07-10', sectionId: north.id, sectionName: north.name, chairsBooked: 1, chairBookings: 1, revenue: 3.33 },
        { date: '2032-07-11', sectionId: north.id, sectionName: north.name, chairsBooked: 2, chairBookings: 2, revenue: 18.33 },
        { date: '2032-07-11', sectionId: south.id, sectionName: south.name, chairsBooked: 1, chairBookings: 1, revenue: 20 },
        { date: '2032-07-12', sectionId: north.id, sectionName: north.name, chairsBooked: 2, chairBookings: 2, revenue: 15.34 },
      ],
      totalChairBookings: 6,
      totalRevenue: 57,
    });
  });

  it('filters by section and cuts the range', async () => {
    const [north] = a.sections;
    const res = await report(a, { from: '2032-07-12', to: '2032-07-12', sectionId: north.id }).expect(200);
    expect(res.body.items).toEqual([
      { date: '2032-07-12', sectionId: north.id, sectionName: north.name, chairsBooked: 2, chairBookings: 2, revenue: 15.34 },
    ]);
  });

  it('csv=true answers the day lines as text/csv', async () => {
    const res = await report(a, { from: '2032-07-10', to: '2032-07-10', csv: 'true' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.text).toBe(
      `date,sectionId,sectionName,chairsBooked,chairBookings,revenue\r\n2032-07-10,${a.sections[0].id},${a.sections[0].name},1,1,3.33\r\n`,
    );
  });

  it('csvFormat=excel-de: the day lines for a German spreadsheet (BOM, semicolons, dd.MM.yyyy, decimal comma, German headers)', async () => {
    const res = await report(a, { from: '2032-07-10', to: '2032-07-10', csv: 'true', csvFormat: 'excel-de' }).expect(200);
    expect(res.text).toBe(
      `\uFEFFDatum;Abschnitt-ID;Abschnitt;Gebuchte Körbe;Korbbuchungen;Umsatz\r\n10.07.2032;${a.sections[0].id};${a.sections[0].name};1;1;3,33\r\n`,
    );
    expectFieldError(await report(a, { from: '2032-07-10', to: '2032-07-10', csv: 'true', csvFormat: 'xlsx' }), 'csvFormat');
  });

  it('400 naming the field: from missing, to before from, more than 366 days, bad sectionId or timeZone', async () => {
    expectFieldError(await report(a, { to: '2032-07-31' }), 'from');
    expectFieldError(await report(a, { from: '2032-07-31', to: '2032-07-01' }), 'to');
    expectFieldError(await report(a, { from: '2032-01-01', to: '2033-01-01' }), 'to'); // 367 days
    await report(a, { from: '2032-01-01', to: '2032-12-31' }).expect(200); // 366 days (leap year)
    expectFieldError(await report(a, { from: '2032-07-01', to: '2032-07-31', sectionId: 'x' }), 'sectionId');
    expectFieldError(await report(a, { from: '2032-07-01', to: '2032-07-31', timeZone: 'Nowhere/City' }), 'timeZone');
  });

  it("another vendor's section is 404; an ADMIN sees every vendor", async () => {
    expectDomainError(await report(a, { from: '2032-07-01', to: '2032-07-31', sectionId: b.sections[0].id }), 404, 'ENTITY_NOT_FOUND');
    const admin = { Authorization: `Bearer ${await ctx.adminToken()}` };
    const res = await ctx
      .http()
      .get(`${BASE}/beach_chair_bookings_report`)
      .query({ from: '2032-07-11', to: '2032-07-11', sectionId: b.sections[0].id })
      .set(admin)
      .expect(200);
    expect(res.body.items).toEqual([expect.objectContaining({ sectionId: b.sections[0].id, chairBookings: 1, revenue: 77.77 })]);
  });
});

describe('GET /features/booking_details/customer', () => {
  let w: World;
  const erika = uniqueEmail('erika');
  const hans = uniqueEmail('hans');

  beforeAll(async () => {
    w = await world();
    // issue 29: total spent is what was paid (the PENDING booking's 50 € are not)
    await customerBooking(w, { email: erika, totalCents: 3000, paidCents: 3000, createdAt: '2032-05-01T10:00:00Z', country: 'AT' });
    await customerBooking(w, {
      email: erika.toUpperCase(),
      lastName: 'Musterfrau',
      totalCents: 1500,
      paidCents: 1500,
      createdAt: '2032-06-01T10:00:00Z',
      country: 'DE',
    });
    await customerBooking(w, {
      email: erika,
      status: 'CANCELED',
      totalCents: 9000,
      feeCents: 400,
      paidCents: 9000,
      refundedCents: 8600,
      createdAt: '2032-04-01T10:00:00Z',
    });
    await customerBooking(w, { email: erika, status: 'PENDING', totalCents: 5000, createdAt: '2032-03-01T10:00:00Z' });
    await customerBooking(w, { email: erika, status: 'OPEN', totalCents: 5000, createdAt: '2032-07-01T10:00:00Z' }); // a cart: not counted
    await customerBooking(w, {
      email: hans,
      firstName: 'Hans',
      lastName: 'Albers',
      totalCents: 2000,
      paidCents: 2000,
      createdAt: '2032-05-15T10:00:00Z',
      country: 'CH',
    });
    await customerBooking(b, { email: uniqueEmail('fremd'), totalCents: 100 }); // another vendor's customer
  });

  const list = (query: Record<string, unknown> = {}) => ctx.http().get(`${BASE}/customer`).query(query).set(w.auth);

  it('one line per e-mail: name and country of the latest booking, count, last booking day, total spent; newest first', async () => {
    const res = await list().expect(200);
    expect(res.body).toEqual({
      items: [
        {
          vendorId: w.vendorId,
          email: erika,
          firstName: 'Erika',
          lastName: 'Musterfrau',
          telephone: null,
          country: 'DE',
          numberOfBookings: 4,
          lastBookingDate: '2032-06-01',
          totalSpent: 49,
        },
        {
          vendorId: w.vendorId,
          email: hans,
          firstName: 'Hans',
          lastName: 'Albers',
          telephone: null,
          country: 'CH',
          numberOfBookings: 1,
          lastBookingDate: '2032-05-15',
          totalSpent: 20,
        },
      ],
      total: 2,
      page: 1,
      itemsPerPage: 25,
    });
  });

  it('search, filters, orderBy and paging of the list convention', async () => {
    expect((await list({ search: 'albers' }).expect(200)).body.items.map((c: { email: string }) => c.email)).toEqual([hans]);
    expect((await list({ search: erika.toUpperCase() }).expect(200)).body.total).toBe(1);
    expect((await list({ filterBy: 'country', filter: 'CH' }).expect(200)).body.items.map((c: { email: string }) => c.email)).toEqual([
      hans,
    ]);
    expect(
      (await list({ filters: JSON.stringify({ email: erika.toUpperCase() }) }).expect(200)).body.items.map(
        (c: { email: string }) => c.email,
      ),
    ).toEqual([erika]);
    expect((await list({ orderBy: 'totalSpent', orderDir: 'ASC' }).expect(200)).body.items.map((c: { email: string }) => c.email)).toEqual([
      hans,
      erika,
    ]);
    const page2 = (await list({ orderBy: 'email', itemsPerPage: 1, page: 2 }).expect(200)).body;
    expect(page2).toEqual(expect.objectContaining({ total: 2, page: 2, itemsPerPage: 1 }));
    expect(page2.items.map((c: { email: string }) => c.email)).toEqual([[erika, hans].sort()[1]]);
  });

  it('the filter operators not and in and any orderBy with orderDir, as on every list', async () => {
    const emails = async (query: Record<string, unknown>) =>
      (await list(query).expect(200)).body.items.map((c: { email: string }) => c.email);
    expect(await emails({ filters: JSON.stringify({ country: { not: 'DE' } }) })).toEqual([hans]);
    expect(await emails({ filters: JSON.stringify({ email: { in: [hans.toUpperCase(), uniqueEmail('niemand')] } }) })).toEqual([hans]);
    expect(await emails({ filters: JSON.stringify({ email: { not: erika.toUpperCase() }, country: { in: ['CH', 'DE'] } }) })).toEqual([
      hans,
    ]);
    expect(
      await emails({
        filters: JSON.stringify({ vendorId: { in: [w.vendorId, b.vendorId] } }),
        orderBy: 'numberOfBookings',
        orderDir: 'DESC',
      }),
    ).toEqual([erika, hans]);
    expect(await emails({ orderBy: 'lastBookingDate', orderDir: 'ASC' })).toEqual([hans, erika]);
    expect(await emails({ orderBy: 'lastName' })).toEqual([hans, erika]); // Albers before Musterfrau: ASC unless told
    expect(await emails({ filters: JSON.stringify({ country: { in: [] } }) })).toEqual([]);
    expectDomainError(await list({ filters: JSON.stringify({ country: { like: 'D%' } }) }), 400, 'INVALID_LIST_QUERY');
    expectDomainError(await list({ filters: JSON.stringify({ vendorId: { in: ['x'] } }) }), 400, 'INVALID_LIST_QUERY');
  });

  it('csv=true answers text/csv', async () => {
    const res = await list({ csv: 'true', orderBy: 'email' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.text.split('\r\n')[0]).toBe(
      'vendorId,email,firstName,lastName,telephone,country,numberOfBookings,lastBookingDate,totalSpent',
    );
    expect(res.text).toContain(`${w.vendorId},${hans},Hans,Albers,,CH,1,2032-05-15,20.00`);
  });

  it('400 for a bad query: unknown orderBy or filter (INVALID_LIST_QUERY), malformed paging naming the field', async () => {
    expectDomainError(await list({ orderBy: 'password' }), 400, 'INVALID_LIST_QUERY');
    expectDomainError(await list({ filterBy: 'firstName', filter: 'Hans' }), 400, 'INVALID_LIST_QUERY');
    expectDomainError(await list({ filters: '{nope' }), 400, 'INVALID_LIST_QUERY');
    expectFieldError(await list({ itemsPerPage: -1 }), 'itemsPerPage');
    expectFieldError(await list({ orderDir: 'UP' }), 'orderDir');
  });

  it("a vendor sees only its own customers; another vendor's filter by vendorId finds nothing", async () => {
    expect((await list({ filterBy: 'vendorId', filter: String(b.vendorId) }).expect(200)).body).toEqual(
      expect.objectContaining({ items: [], total: 0 }),
    );
    const other = (await ctx.http().get(`${BASE}/customer`).set(b.auth).expect(200)).body.items.map((c: { email: string }) => c.email);
    expect(other).not.toContain(erika);
    expect(other).not.toContain(hans);
  });
});
