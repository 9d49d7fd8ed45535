import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { zonedInstant } from '../../server/src/common/time.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/** Issue 16, item 8: the reports screen's reads (occupancy, revenue by payment method, the invoice export); owners only. */
const BASE = '/api/v1/features/booking_details';
let ctx: TestContext;

interface World {
  vendorId: number;
  auth: { Authorization: string };
  staff: { Authorization: string };
  sections: { id: number; name: string; chairIds: number[] }[];
}

async function world(): Promise<World> {
  const vendor = await ctx.factories.newVendor();
  const location = await ctx.factories.newLocation({ vendorId: vendor.id });
  const north = await ctx.factories.newSection({ locationId: location.id, chairs: 2, name: `A-Nord ${vendor.id}` });
  const south = await ctx.factories.newSection({ locationId: location.id, chairs: 1, name: `B-Süd ${vendor.id}` });
  const owner = await ctx.factories.newUser({ vendorIds: [vendor.id], vendorRole: 'OWNER' });
  const staff = await ctx.factories.newUser({ vendorIds: [vendor.id], vendorRole: 'STAFF' });
  const bearer = async (sub: number) => ({
    Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, sub, vendorId: vendor.id })}`,
  });
  return { vendorId: vendor.id, auth: await bearer(owner.id), staff: await bearer(staff.id), sections: [north, south] };
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** A booking holding `chairId` on the days from–to (Europe/Berlin). */
async function chairBooking(w: World, chairId: number, from: string, to: string, status = 'CONFIRMED') {
  const chairs = [{ beachChairId: chairId, start: zonedInstant(from), end: zonedInstant(dayAfter(to)), priceCents: 1000 }];
  return ctx.factories.newFilledBooking({ vendorId: w.vendorId, status, customer: null, chairs, totalCents: 1000 });
}

/** A paid booking made (and paid) at `at`, or a canceled one canceled at `at` with its fee. */
async function moneyBooking(
  w: World,
  o: { status: 'BOOKED' | 'CANCELED'; at: string; totalCents: number; method?: string; feeCents?: number },
) {
  const b = await ctx.factories.newFilledBooking({
    vendorId: w.vendorId,
    status: o.status,
    customer: null,
    totalCents: o.totalCents,
    paymentMethod: o.method ?? null,
    cancellationFeeCents: o.feeCents ?? null,
    createdAt: '2032-06-01T10:00:00Z',
  });
  const action = o.status === 'BOOKED' ? 'PAY' : 'CANCEL';
  await ctx.db.query(
    `INSERT INTO booking_history (booking_id, action, to_status, actor_type, created_at) VALUES ($1, $2, $3, 'VENDOR', $4)`,
    [b.id, action, o.status, o.at],
  );
  return b;
}

async function invoice(w: World, bookingId: number, o: { number: string; gross: number; lines?: object; at: string; correctsId?: number }) {
  const { rows } = await ctx.db.query(
    `INSERT INTO invoice (vendor_id, booking_id, number, kind, corrects_id, gross_cents, lines, issued_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [w.vendorId, bookingId, o.number, o.correctsId ? 'CORRECTION' : 'INVOICE', o.correctsId ?? null, o.gross, o.lines ?? {}, o.at],
  );
  return rows[0].id as number;
}

let a: World;
let b: World;

beforeAll(async () => {
  ctx = await startTestApp();
  a = await world();
  b = await world();
  const [north] = a.sections;
  await chairBooking(a, north.chairIds[0], '2032-07-10', '2032-07-11');
  await chairBooking(a, north.chairIds[1], '2032-07-11', '2032-07-11');
  await chairBooking(a, north.chairIds[1], '2032-07-12', '2032-07-12', 'CANCELED'); // not holding
  await chairBooking(b, b.sections[0].chairIds[0], '2032-07-12', '2032-07-12'); // another vendor's

  await moneyBooking(a, { status: 'BOOKED', at: '2032-07-10T08:00:00Z', totalCents: 2500, method: 'CASH' });
  await moneyBooking(a, { status: 'BOOKED', at: '2032-07-10T09:00:00Z', totalCents: 1000, method: 'CASH' });
  await moneyBooking(a, { status: 'BOOKED', at: '2032-07-10T22:30:00Z', totalCents: 4000, method: 'PAYPAL' }); // 11 July in Berlin
  await moneyBooking(a, { status: 'CANCELED', at: '2032-07-11T12:00:00Z', totalCents: 3000, feeCents: 750 });
  await moneyBooking(a, { status: 'BOOKED', at: '2032-08-02T12:00:00Z', totalCents: 999, method: 'EC' }); // out of range by day
  await moneyBooking(b, { status: 'BOOKED', at: '2032-07-10T08:00:00Z', totalCents: 77700, method: 'CASH' });

  const paid = await moneyBooking(a, { status: 'BOOKED', at: '2032-07-01T08:00:00Z', totalCents: 1297, method: 'EC' });
  const lines = {
    chairs: [
      {
        publicNumber: '1',
        model: '2_SEAT_RECLINER',
        sectionName: 'A',
        rowName: null,
        start: '',
        end: '',
        timeRange: null,
        priceCents: 1190,
      },
    ],
    extras: [{ name: 'Brötchen', amount: 1, unitPriceCents: 107, vatRate: 7 }],
    chairFees: [],
    cancellationFeeCents: null,
  };
  const first = await invoice(a, paid.id, { number: `R-${a.vendorId}-1`, gross: 1297, lines, at: '2032-07-03T10:00:00Z' });
  await invoice(a, paid.id, { number: `R-${a.vendorId}-2`, gross: -500, at: '2032-07-04T10:00:00Z', correctsId: first });
  await invoice(a, paid.id, { number: `R-${a.vendorId}-3`, gross: 100, at: '2032-08-04T10:00:00Z' }); // out of range
  const other = await moneyBooking(b, { status: 'BOOKED', at: '2032-07-01T08:00:00Z', totalCents: 100, method: 'EC' });
  await invoice(b, other.id, { number: `R-${b.vendorId}-1`, gross: 100, at: '2032-07-03T10:00:00Z' });
});
afterAll(() => ctx.close());

const get = (path: string, auth: Record<string, string>, query: Record<string, unknown>) =>
  ctx.http().get(`${BASE}/${path}`).query(query).set(auth);

describe('GET /features/booking_details/occupancy_report', () => {
  it("per day and section: booked chairs of the active ones in percent, per section over the range; only the vendor's", async () => {
    const [north, south] = a.sections;
    const res = await get('occupancy_report', a.auth, { from: '2032-07-10', to: '2032-07-12' }).expect(200);
    const line = (date: string, s: typeof north, active: number, booked: number, pct: number) => ({
      date,
      sectionId: s.id,
      sectionName: s.name,
      activeChairs: active,
      bookedChairs: booked,
      occupancyPercent: pct,
    });
    expect(res.body.items).toEqual([
      line('2032-07-10', north, 2, 1, 50),
      line('2032-07-10', south, 1, 0, 0),
      line('2032-07-11', north, 2, 2, 100),
      line('2032-07-11', south, 1, 0, 0),
      line('2032-07-12', north, 2, 0, 0),
      line('2032-07-12', south, 1, 0, 0),
    ]);
    expect(res.body.sections).toEqual([
      { sectionId: north.id, sectionName: north.name, bookedChairDays: 3, chairDays: 6, occupancyPercent: 50 },
      { sectionId: south.id, sectionName: south.name, bookedChairDays: 0, chairDays: 3, occupancyPercent: 0 },
    ]);
    expect(res.body.items.some((l: { sectionId: number }) => l.sectionId === b.sections[0].id)).toBe(false);
  });

  it('csv=true: the day lines as text/csv', async () => {
    const [north] = a.sections;
    const res = await get('occupancy_report', a.auth, { from: '2032-07-11', to: '2032-07-11', csv: 'true' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.text.split('\r\n').slice(0, 2)).toEqual([
      'date,sectionId,sectionName,activeChairs,bookedChairs,occupancyPercent',
      `2032-07-11,${north.id},${north.name},2,2,100`,
    ]);
  });

  it('400 naming the field for a bad range', async () => {
    expectFieldError(await get('occupancy_report', a.auth, { to: '2032-07-31' }), 'from');
    expectFieldError(await get('occupancy_report', a.auth, { from: '2032-07-31', to: '2032-07-01' }), 'to');
  });
});

describe('GET /features/booking_details/revenue_report', () => {
  it('per day: paid bookings by payment method, cancellations and fees, in Berlin days; not the other vendor', async () => {
    const res = await get('revenue_report', a.auth, { from: '2032-07-10', to: '2032-07-31' }).expect(200);
    expect(res.body).toEqual({
      from: '2032-07-10',
      to: '2032-07-31',
      timeZone: 'Europe/Berlin',
      groupBy: 'day',
      // issue 29: a cancellation's fee is revenue, under the booking's payment method (none here: UNKNOWN)
      paymentMethods: ['PAYPAL', 'CASH', 'UNKNOWN'],
      items: [
        { period: '2032-07-10', paymentMethod: 'CASH', paidBookings: 2, revenue: 35, cancellations: 0, cancellationFees: 0, refunds: 0 },
        { period: '2032-07-11', paymentMethod: 'PAYPAL', paidBookings: 1, revenue: 40, cancellations: 0, cancellationFees: 0, refunds: 0 },
        {
          period: '2032-07-11',
          paymentMethod: 'UNKNOWN',
          paidBookings: 0,
          revenue: 7.5,
          cancellations: 1,
          cancellationFees: 7.5,
          refunds: 0,
        },
      ],
      periods: [
        { period: '2032-07-10', paidBookings: 2, revenue: 35, cancellations: 0, cancellationFees: 0, refunds: 0 },
        { period: '2032-07-11', paidBookings: 1, revenue: 47.5, cancellations: 1, cancellationFees: 7.5, refunds: 0 },
      ],
      totalPaidBookings: 3,
      totalRevenue: 82.5,
      totalCancellations: 1,
      totalCancellationFees: 7.5,
      totalRefunds: 0,
    });
  });

  it('csv=true: one line per period and payment method, German headers and values, two decimals (issue 29)', async () => {
    const res = await get('revenue_report', a.auth, { from: '2032-07-11', to: '2032-07-11', csv: 'true', csvFormat: 'excel-de' }).expect(
      200,
    );
    expect(res.text).toBe(
      '\uFEFFZeitraum;Zahlungsart;Bezahlte Buchungen;Umsatz;Stornierungen;Stornogebühren;Erstattungen\r\n' +
        '11.07.2032;PayPal;1;40,00;0;0,00;0,00\r\n11.07.2032;Ohne Zahlungsart;0;7,50;1;7,50;0,00\r\n',
    );
  });

  it('per month', async () => {
    const res = await get('revenue_report', a.auth, { from: '2032-07-01', to: '2032-08-31', groupBy: 'month' }).expect(200);
    expect(res.body.periods.map((i: { period: string; revenue: number }) => [i.period, i.revenue])).toEqual([
      ['2032-07', 95.47],
      ['2032-08', 9.99],
    ]);
    expectFieldError(await get('revenue_report', a.auth, { from: '2032-07-01', to: '2032-08-31', groupBy: 'week' }), 'groupBy');
  });
});

describe('GET /features/booking_details/invoice_export', () => {
  it('one line per invoice issued in the range: net, VAT (per rate), gross, payment method; not the other vendor', async () => {
    const res = await get('invoice_export', a.auth, { from: '2032-07-01', to: '2032-07-31' }).expect(200);
    expect(res.body).toEqual({
      items: [
        {
          invoiceNumber: `R-${a.vendorId}-1`,
          date: '2032-07-03',
          kind: 'INVOICE',
          corrects: null,
          bookingRef: expect.any(String),
          net: 11,
          vat: 1.97,
          gross: 12.97,
          // issue 29: each rate in its own columns
          net19: 10,
          vat19: 1.9,
          net7: 1,
          vat7: 0.07,
          net0: 0,
          paymentMethod: 'EC',
        },
        {
          invoiceNumber: `R-${a.vendorId}-2`,
          date: '2032-07-04',
          kind: 'CORRECTION',
          corrects: `R-${a.vendorId}-1`,
          bookingRef: expect.any(String),
          net: -4.2,
          vat: -0.8,
          gross: -5,
          net19: -4.2,
          vat19: -0.8,
          net7: 0,
          vat7: 0,
          net0: 0,
          paymentMethod: 'EC',
        },
      ],
      total: 2,
      page: 1,
      itemsPerPage: expect.any(Number),
    });
  });

  it('csv=true: the lines as text/csv with a header line', async () => {
    const res = await get('invoice_export', a.auth, { from: '2032-07-01', to: '2032-07-31', csv: 'true' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/invoices-\d{4}-\d{2}-\d{2}\.csv/);
    const [header, first, second] = res.text.split('\r\n');
    expect(header).toBe('invoiceNumber,date,kind,corrects,bookingRef,net,vat,gross,net19,vat19,net7,vat7,net0,paymentMethod');
    // issue 29: every amount with two decimals, each VAT rate in its own columns
    expect(first).toMatch(new RegExp(`^R-${a.vendorId}-1,2032-07-03,INVOICE,,\\w+,11.00,1.97,12.97,10.00,1.90,1.00,0.07,0.00,EC$`));
    expect(second).toMatch(/,-4.20,-0.80,-5.00,-4.20,-0.80,0.00,0.00,0.00,EC$/);
  });
});

describe('who may', () => {
  it('STAFF get 403 on all three', async () => {
    const q = { from: '2032-07-01', to: '2032-07-31' };
    for (const path of ['occupancy_report', 'revenue_report', 'invoice_export'])
      expectDomainError(await get(path, a.staff, q), 403, 'FORBIDDEN');
  });

  it('an ADMIN sees every vendor', async () => {
    const admin = { Authorization: `Bearer ${await ctx.adminToken()}` };
    const res = await get('invoice_export', admin, { from: '2032-07-01', to: '2032-07-31', itemsPerPage: 0 }).expect(200);
    const numbers = res.body.items.map((i: { invoiceNumber: string }) => i.invoiceNumber);
    expect(numbers).toEqual(expect.arrayContaining([`R-${a.vendorId}-1`, `R-${b.vendorId}-1`]));
  });
});
