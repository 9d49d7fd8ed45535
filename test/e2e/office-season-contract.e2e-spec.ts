import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * Issue 16 item 3: a season chair (Saisonkorb) contract — POST/GET/DELETE /features/beach_chair/{id}/season_contract.
 * One CONFIRMED, invoiced booking over the season still ahead, the chair flagged, the storefront refusing every day.
 */
const V1 = '/api/v1';
const F = `${V1}/features`;
let ctx: TestContext;

type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;
let other: Section;
let owner: { Authorization: string };
let staff: { Authorization: string };
let foreign: { Authorization: string };

// The factory's location has the season 01-01..31-12: the contract runs from today to 31 December.
const TODAY = today('Europe/Berlin');
const SEASON_END = `${TODAY.slice(0, 4)}-12-31`;
const iso = (day: string) => zonedInstant(day, '00:00').toISOString();

const customer = {
  firstName: 'Erika',
  lastName: 'Saisonkorb',
  email: 'erika.saison@example.org',
  address: { street: 'Strandweg 1', zip: '23683', city: 'Scharbeutz' },
};
const contract = (chairId: number, body: Record<string, unknown> = { customer, price: 450 }, as = owner) =>
  ctx.http().post(`${F}/beach_chair/${chairId}/season_contract`).set(as).send(body);
const available = (chairId: number, day: string) =>
  ctx
    .http()
    .get(`${F}/public/booking/beach_chair/${chairId}/available`)
    .query({ publicReference: s.publicReference, timeZone: 'Europe/Berlin', start: day, end: day })
    .expect(200);
const counts = async () =>
  (
    await ctx.db.query(
      `SELECT (SELECT count(*)::int FROM booking WHERE vendor_id = $1) AS bookings, (SELECT count(*)::int FROM customer) AS customers,
              (SELECT count(*)::int FROM invoice WHERE vendor_id = $1) AS invoices`,
      [s.vendorId],
    )
  ).rows[0];
const seasonFlag = async (chairId: number) =>
  (await ctx.db.query(`SELECT season_beach_chair FROM beach_chair WHERE id = $1`, [chairId])).rows[0].season_beach_chair as boolean;

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_LOGIN: '1000/60' });
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 5 });
  other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
  const signIn = async (email: string, password: string) =>
    (await ctx.http().post(`${F}/users/login`).send({ email, password }).expect(200)).body.accessToken as string;
  const o = await ctx.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'OWNER' });
  const st = await ctx.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'STAFF' });
  owner = { Authorization: `Bearer ${await signIn(o.email, o.password)}` };
  staff = { Authorization: `Bearer ${await signIn(st.email, st.password)}` };
  foreign = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.vendorId })}` };
});
afterAll(() => ctx.close());

describe('POST /features/beach_chair/{id}/season_contract', () => {
  it('books the chair over the season still ahead: 201, one CONFIRMED invoiced booking, the chair flagged, the storefront refuses', async () => {
    const chairId = s.chairIds[0][0];
    expect((await available(chairId, SEASON_END)).body).toMatchObject({ available: true });

    const res = await contract(chairId, { customer, price: 450, customerComment: 'Saison 2026' }).expect(201);
    expect(res.body).toMatchObject({
      beachChairId: chairId,
      publicNumber: '1',
      seasonBeachChair: true,
      season: { start: TODAY, end: SEASON_END },
      booking: {
        status: 'CONFIRMED',
        source: 'BACK_OFFICE',
        paymentMethod: 'INVOICE',
        totalPrice: 450,
        invoiceNumber: expect.stringMatching(/^\d{4}-\d{6}$/),
        customer: expect.objectContaining({ firstName: 'Erika', lastName: 'Saisonkorb', email: customer.email }),
      },
    });
    const bookingId = res.body.booking.id as number;

    const rows = (
      await ctx.db.query(
        `SELECT cb.beach_chair_id, cb.start, cb."end", cb.status, cb.rate, cb.price_cents, b.status AS booking_status, b.expires_at, b.invoice_number
           FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id WHERE cb.booking_id = $1`,
        [bookingId],
      )
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ beach_chair_id: chairId, status: 'CONFIRMED', rate: 'SEASON', price_cents: 45000, expires_at: null });
    expect(rows[0].start.toISOString()).toBe(iso(TODAY));
    expect(rows[0].end.toISOString()).toBe(iso(addDays(SEASON_END, 1)));
    expect(await seasonFlag(chairId)).toBe(true);

    // Invoiced like any booking: the register holds the number with the gross, the history says who made the contract.
    const invoice = (await ctx.db.query(`SELECT number, kind, gross_cents FROM invoice WHERE booking_id = $1`, [bookingId])).rows;
    expect(invoice).toEqual([{ number: rows[0].invoice_number, kind: 'INVOICE', gross_cents: 45000 }]);
    const history = (await ctx.db.query(`SELECT action, details FROM booking_history WHERE booking_id = $1 ORDER BY id`, [bookingId])).rows;
    expect(history.map((h) => h.action)).toEqual(['CREATE', 'ADD_CUSTOMER', 'CONFIRM', 'ASSIGN_INVOICE_NUMBER', 'SEASON_CONTRACT']);
    expect(history[4].details).toMatchObject({ beachChairId: chairId, start: TODAY, end: SEASON_END, priceCents: 45000 });

    // The storefront: not bookable on any day of the season (checked on its last one and on today).
    expect((await available(chairId, SEASON_END)).body).toMatchObject({ available: false });
    expect((await available(chairId, TODAY)).body).toMatchObject({ available: false });

    // GET answers the same contract.
    const got = await ctx.http().get(`${F}/beach_chair/${chairId}/season_contract`).set(owner).expect(200);
    expect(got.body).toMatchObject({ seasonBeachChair: true, booking: { id: bookingId, status: 'CONFIRMED' } });
  });

  it('refuses a chair booked in the season with 409 naming the booking, and writes nothing', async () => {
    const chairId = s.chairIds[0][1];
    const bookingId = (await ctx.http().post(`${V1}/bookings/bookings`).set(owner).expect(201)).body.id as number;
    await ctx
      .http()
      .post(`${V1}/bookings/beach-chairs`)
      .set(owner)
      .send({ bookingId, beachChairId: chairId, start: SEASON_END, end: SEASON_END, model: '2_SEAT_RECLINER' })
      .expect(201);
    const ref = (await ctx.db.query(`SELECT booking_ref FROM booking WHERE id = $1`, [bookingId])).rows[0].booking_ref;
    const before = await counts();

    const res = await contract(chairId);
    expectDomainError(res, 409, 'BEACH_CHAIR_ALREADY_BOOKED');
    expect(res.body.payload).toMatchObject({ beachChairId: chairId, bookingRefs: [ref], bookingIds: [bookingId] });
    expect(res.body.message).toContain(ref);
    expect(await counts()).toEqual(before);
    expect(await seasonFlag(chairId)).toBe(false);
  });

  it("answers another vendor's chair with 404 and writes nothing", async () => {
    const before = await counts();
    expectDomainError(await contract(s.chairIds[0][2], { customer, price: 450 }, foreign), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().get(`${F}/beach_chair/${s.chairIds[0][2]}/season_contract`).set(foreign), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(
      await ctx.http().delete(`${F}/beach_chair/${s.chairIds[0][2]}/season_contract`).set(foreign),
      404,
      'ENTITY_NOT_FOUND',
    );
    expect(await counts()).toEqual(before);
    expect(await seasonFlag(s.chairIds[0][2])).toBe(false);
  });

  it('is open to STAFF (day-to-day work), and checks the body: 400 naming the field', async () => {
    expectFieldError(await contract(s.chairIds[0][3], { customer: { ...customer, address: undefined }, price: 450 }, staff), 'address');
    expectFieldError(await contract(s.chairIds[0][3], { customer, price: -1 }, staff), 'price');
    expectFieldError(await contract(s.chairIds[0][3], { customer, price: 450, paymentMethod: 'BITCOIN' }, staff), 'paymentMethod');
    const res = await contract(s.chairIds[0][3], { customer, price: 380.5, paymentMethod: 'BANK_TRANSFER' }, staff).expect(201);
    expect(res.body.booking).toMatchObject({ status: 'CONFIRMED', totalPrice: 380.5, paymentMethod: 'BANK_TRANSFER' });
    expect(await seasonFlag(s.chairIds[0][3])).toBe(true);
  });
});

describe('DELETE /features/beach_chair/{id}/season_contract', () => {
  it('cancels the contract booking and clears the flag: the storefront may book the chair again', async () => {
    const chairId = s.chairIds[0][4];
    const made = await contract(chairId).expect(201);
    const bookingId = made.body.booking.id as number;
    expect((await available(chairId, SEASON_END)).body).toMatchObject({ available: false });

    const res = await ctx.http().delete(`${F}/beach_chair/${chairId}/season_contract`).set(staff).expect(200);
    expect(res.body).toMatchObject({ beachChairId: chairId, seasonBeachChair: false, booking: null });
    expect((await ctx.db.query(`SELECT status FROM booking WHERE id = $1`, [bookingId])).rows[0].status).toBe('CANCELED');
    expect(await seasonFlag(chairId)).toBe(false);
    expect((await available(chairId, SEASON_END)).body).toMatchObject({ available: true });
  });

  it('a contract booking canceled in the booking drawer gives the chair back too (the flag follows the contract)', async () => {
    const chairId = s.chairIds[0][0];
    // The first test's contract on chair 1: canceled like any booking.
    const { booking } = (await ctx.http().get(`${F}/beach_chair/${chairId}/season_contract`).set(owner).expect(200)).body;
    expect(await seasonFlag(chairId)).toBe(true);
    await ctx.http().put(`${F}/booking_details/${booking.id}/cancel`).set(owner).send({ cancellationFee: 0 }).expect(200);
    expect(await seasonFlag(chairId)).toBe(false);
    const after = await ctx.http().get(`${F}/beach_chair/${chairId}/season_contract`).set(owner).expect(200);
    expect(after.body).toMatchObject({ seasonBeachChair: false, booking: null });
    // A correction invoice reverses the contract's invoice (fee 0: the whole gross back).
    const register = (await ctx.db.query(`SELECT kind, gross_cents FROM invoice WHERE booking_id = $1 ORDER BY id`, [booking.id])).rows;
    expect(register).toEqual([
      { kind: 'INVOICE', gross_cents: 45000 },
      { kind: 'CORRECTION', gross_cents: -45000 },
    ]);
  });
});
