import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { cartHeader, openCart } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// Issue 19, prices by rate: the rate a client asks for is honoured or refused with a reason, a model's definition does not
// hide the section's SEASON rate, one day is priced at the day rate, and the back office calculates without publicReference.
const V1 = '/api/v1';
const APP_VERSION = { appVersion: '2.4.0' };
let ctx: TestContext;

// Every day lies ahead, so lead time and "already over" never interfere.
const D = addDays(today('Europe/Berlin'), 30);
const iso = (day: string, time = '00:00') => zonedInstant(day, time).toISOString();
const dm = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`;

type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
/** Demo rates (DAY 15, MULTI_DAY 13 from 3 days, WEEK 80, SEASON 450…), a year-round season. */
let s: Section;
/** A season of 22 weeks (SEASON_START..SEASON_END); the section has the demo rates, XL chairs their own DAY 25 and WEEK 120. */
let seasonal: Section;
const SEASON_START = addDays(D, 10);
const SEASON_END = addDays(SEASON_START, 153); // 154 days: 22 weeks
let auth: { Authorization: string };
let seasonalAuth: { Authorization: string };

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 8 });
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
  const location = await ctx.factories.newRentalLocation({ seasonStart: dm(SEASON_START), seasonEnd: dm(SEASON_END) });
  seasonal = await ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 1,
    chairsPerRow: 4,
    models: ['XL_BEACH_CHAIR', '2_SEAT_RECLINER'],
  });
  await ctx.factories.newPrice({
    vendorId: seasonal.vendorId,
    sectionId: seasonal.id,
    model: 'XL_BEACH_CHAIR',
    rates: [
      { type: 'DAY', priceCents: 2500 },
      { type: 'WEEK', priceCents: 12000 },
    ],
  });
  seasonalAuth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: seasonal.vendorId })}` };
});
afterAll(() => ctx.close());

const calculate = (section: Section, query: Record<string, unknown>, headers: Record<string, string> = APP_VERSION) =>
  ctx
    .http()
    .get(`${V1}/prices/calculate`)
    .query({ sectionId: section.id, publicReference: section.publicReference, ...query })
    .set(headers);
const newOfficeBooking = async (as: { Authorization: string }) =>
  (await ctx.http().post(`${V1}/bookings/bookings`).set(as).expect(201)).body.id as number;
const officeAdd = (as: { Authorization: string }, body: Record<string, unknown>) =>
  ctx
    .http()
    .post(`${V1}/bookings/beach-chairs`)
    .set(as)
    .send({ model: '2_SEAT_RECLINER', ...body });
const chairBookingRow = async (id: number) =>
  (await ctx.db.query(`SELECT rate, price_cents, discount FROM beach_chair_booking WHERE id = $1`, [id])).rows[0];
const chairBookingsOf = async (bookingId: number) =>
  (await ctx.db.query(`SELECT rate, price_cents FROM beach_chair_booking WHERE booking_id = $1`, [bookingId])).rows;

describe('the rate a client asks for is honoured or refused, never replaced', () => {
  it('an office booking of 2 days at SEASON is refused with the rate and the reason; nothing is booked', async () => {
    const bookingId = await newOfficeBooking(auth);
    const res = await officeAdd(auth, { bookingId, beachChairId: s.chairIds[0][0], start: D, end: addDays(D, 1), rate: 'SEASON' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      statusCode: 422,
      errorType: 'RATE_NOT_APPLICABLE',
      message: expect.stringContaining('SEASON'),
      payload: expect.objectContaining({
        rate: 'SEASON',
        reason: 'NOT_THE_WHOLE_SEASON',
        sectionId: s.id,
        start: D,
        end: addDays(D, 1),
        days: 2,
        seasonStart: expect.any(String),
        seasonEnd: expect.any(String),
      }),
    });
    expect(await chairBookingsOf(bookingId)).toEqual([]);
  });

  it('an office booking of 3 days at DAY is priced at DAY (not the cheaper MULTI_DAY), and stored so', async () => {
    const bookingId = await newOfficeBooking(auth);
    const res = await officeAdd(auth, { bookingId, beachChairId: s.chairIds[0][1], start: D, end: addDays(D, 2), rate: 'DAY' }).expect(201);
    expect(res.body).toMatchObject({ rate: 'DAY', price: 45, discount: false });
    expect(await chairBookingRow(res.body.id)).toEqual({ rate: 'DAY', price_cents: 4500, discount: false });
    // without a rate the best one still applies
    const best = await officeAdd(auth, { bookingId, beachChairId: s.chairIds[0][2], start: D, end: addDays(D, 2) }).expect(201);
    expect(await chairBookingRow(best.body.id)).toEqual({ rate: 'MULTI_DAY', price_cents: 3900, discount: false });
  });

  it('refuses MULTI_DAY below its minimum days and WEEK for a few days that cost less per day', async () => {
    const bookingId = await newOfficeBooking(auth);
    const multi = await officeAdd(auth, {
      bookingId,
      beachChairId: s.chairIds[0][3],
      start: D,
      end: addDays(D, 1),
      rate: 'MULTI_DAY',
    }).expect(422);
    expect(multi.body).toMatchObject({
      errorType: 'RATE_NOT_APPLICABLE',
      payload: { rate: 'MULTI_DAY', reason: 'TOO_FEW_DAYS', minDays: 3 },
    });
    const week = await officeAdd(auth, { bookingId, beachChairId: s.chairIds[0][3], start: D, end: addDays(D, 2), rate: 'WEEK' }).expect(
      422,
    );
    expect(week.body).toMatchObject({ errorType: 'RATE_NOT_APPLICABLE', payload: { rate: 'WEEK', reason: 'SHORTER_THAN_A_WEEK' } });
    // nine days at WEEK: one week and two days
    const nine = await officeAdd(auth, { bookingId, beachChairId: s.chairIds[0][3], start: D, end: addDays(D, 8), rate: 'WEEK' }).expect(
      201,
    );
    expect(await chairBookingRow(nine.body.id)).toEqual({ rate: 'WEEK', price_cents: 10600, discount: false });
    expect(await chairBookingsOf(bookingId)).toHaveLength(1);
  });

  it('a change of a chair booking with a rate is priced at that rate', async () => {
    const bookingId = await newOfficeBooking(auth);
    const added = await officeAdd(auth, { bookingId, beachChairId: s.chairIds[0][4], start: D, end: D }).expect(201);
    const changed = await ctx
      .http()
      .put(`${V1}/bookings/beach-chairs/${added.body.id}`)
      .set(auth)
      .send({ end: addDays(D, 3), rate: 'DAY' })
      .expect(200);
    expect(changed.body).toMatchObject({ rate: 'DAY', price: 60, end: iso(addDays(D, 4)) });
    expect(await chairBookingRow(added.body.id)).toEqual({ rate: 'DAY', price_cents: 6000, discount: false });
    const refused = await ctx.http().put(`${V1}/bookings/beach-chairs/${added.body.id}`).set(auth).send({ rate: 'SEASON' }).expect(422);
    expect(refused.body).toMatchObject({
      errorType: 'RATE_NOT_APPLICABLE',
      payload: { rate: 'SEASON', beachChairBookingId: added.body.id },
    });
    expect(await chairBookingRow(added.body.id)).toEqual({ rate: 'DAY', price_cents: 6000, discount: false });
  });

  it('the storefront: a rate is honoured or refused the same way', async () => {
    const cart = await openCart(ctx, { publicReference: s.publicReference });
    const add = (body: Record<string, unknown>) =>
      ctx
        .http()
        .post(`${V1}/features/public/booking/${cart.ref}/beach_chair_bookings`)
        .set(cartHeader(cart))
        .query({ publicReference: s.publicReference })
        .send({ model: '2_SEAT_RECLINER', ...body });
    const season = await add({ beachChairId: s.chairIds[0][5], start: D, end: addDays(D, 1), rate: 'SEASON' }).expect(422);
    expect(season.body).toMatchObject({ errorType: 'RATE_NOT_APPLICABLE', payload: { rate: 'SEASON', reason: 'NOT_THE_WHOLE_SEASON' } });
    const day = await add({ beachChairId: s.chairIds[0][5], start: D, end: addDays(D, 2), rate: 'DAY' }).expect(201);
    expect(day.body.beachChairBookings).toEqual([expect.objectContaining({ rate: 'DAY', price: 45 })]);
  });

  it('/prices/calculate takes a rate: priced at it, or refused with the reason', async () => {
    const day = await calculate(s, { start: D, end: addDays(D, 2), rate: 'DAY' }).expect(200);
    expect(day.body).toMatchObject({ rate: 'DAY', price: 45, discount: false });
    expect(day.body.rows.map((r: { type: string; price: number; discount: boolean }) => [r.type, r.price, r.discount])).toEqual([
      ['DAY', 45, false],
      ['DAY', 36, true],
    ]);
    const season = await calculate(s, { start: D, end: addDays(D, 1), rate: 'SEASON' }).expect(422);
    expect(season.body).toMatchObject({ errorType: 'RATE_NOT_APPLICABLE', payload: { rate: 'SEASON', reason: 'NOT_THE_WHOLE_SEASON' } });
    const morning = await calculate(s, { start: D, end: addDays(D, 1), rate: 'MORNING' }).expect(422);
    expect(morning.body.payload).toMatchObject({ rate: 'MORNING', reason: 'SINGLE_DAY_ONLY' });
    // a definition without a SEASON rate: no definition has that rate
    const bare = await ctx.factories.newRentalSection({ prices: false });
    await ctx.factories.newPrice({ vendorId: bare.vendorId, sectionId: bare.id, rates: [{ type: 'DAY', priceCents: 1500 }] });
    const none = await calculate(bare, { start: D, end: addDays(D, 1), rate: 'SEASON' }).expect(422);
    expect(none.body).toMatchObject({ errorType: 'RATE_NOT_APPLICABLE', payload: { rate: 'SEASON', reason: 'NOT_DEFINED' } });
  });
});

describe("a model's price definition does not hide the section's SEASON rate", () => {
  const xlChair = () => seasonal.chairIds[0][0];
  const seaterChair = () => seasonal.chairIds[0][1];

  it('the season price of an XL chair equals the section SEASON rate (not 22 weeks); a 2-seater likewise', async () => {
    const xl = await calculate(seasonal, { start: SEASON_START, end: SEASON_END, model: 'XL_BEACH_CHAIR' }).expect(200);
    expect(xl.body).toMatchObject({ days: 154, rate: 'SEASON', price: 450, discount: false });
    const xlAsked = await calculate(seasonal, { start: SEASON_START, end: SEASON_END, model: 'XL_BEACH_CHAIR', rate: 'SEASON' }).expect(
      200,
    );
    expect(xlAsked.body).toMatchObject({ rate: 'SEASON', price: 450 });
    const seater = await calculate(seasonal, { start: SEASON_START, end: SEASON_END, model: '2_SEAT_RECLINER' }).expect(200);
    expect(seater.body).toMatchObject({ rate: 'SEASON', price: 450 });
    // shorter stays of an XL chair keep the XL's own rates
    expect(
      (await calculate(seasonal, { start: SEASON_START, end: addDays(SEASON_START, 1), model: 'XL_BEACH_CHAIR' }).expect(200)).body,
    ).toMatchObject({ rate: 'DAY', price: 50 });
  });

  it('an office booking of an XL chair for the whole season stores the SEASON rate', async () => {
    const bookingId = await newOfficeBooking(seasonalAuth);
    const res = await officeAdd(seasonalAuth, {
      bookingId,
      beachChairId: xlChair(),
      model: 'XL_BEACH_CHAIR',
      start: SEASON_START,
      end: SEASON_END,
      rate: 'SEASON',
    }).expect(201);
    expect(res.body).toMatchObject({ rate: 'SEASON', price: 450 });
    expect(await chairBookingRow(res.body.id)).toEqual({ rate: 'SEASON', price_cents: 45000, discount: false });
    // without a rate: the best one, the same SEASON
    const seater = await officeAdd(seasonalAuth, { bookingId, beachChairId: seaterChair(), start: SEASON_START, end: SEASON_END }).expect(
      201,
    );
    expect(await chairBookingRow(seater.body.id)).toEqual({ rate: 'SEASON', price_cents: 45000, discount: false });
  });

  it('/prices/rates lists the XL rates and the section rates of the kinds the XL definition lacks', async () => {
    const res = await ctx
      .http()
      .get(`${V1}/prices/rates`)
      .query({ sectionId: seasonal.id, publicReference: seasonal.publicReference, start: SEASON_START, model: 'XL_BEACH_CHAIR' })
      .expect(200);
    expect(res.body.rates.map((r: { type: string; price: number; discount: boolean }) => [r.type, r.price, r.discount])).toEqual([
      ['MORNING', 9, false],
      ['AFTERNOON', 11, false],
      ['DAY', 25, false],
      ['WEEK', 120, false],
      ['SEASON', 450, false],
    ]);
  });
});

describe('one day is priced at the day rate', () => {
  it('a calculation for start = end answers the DAY price and rate DAY, with every single-day row', async () => {
    const res = await calculate(s, { start: D, end: D }).expect(200);
    expect(res.body).toMatchObject({ days: 1, singleDay: true, price: 15, rate: 'DAY', discount: false });
    expect(res.body.rows.map((r: { type: string; price: number; discount: boolean }) => [r.type, r.price, r.discount])).toEqual([
      ['MORNING', 9, false],
      ['AFTERNOON', 11, false],
      ['DAY', 15, false],
      ['DAY', 12, true],
    ]);
    expect((await calculate(s, { start: D }).expect(200)).body).toMatchObject({ price: 15, rate: 'DAY' });
    expect((await calculate(s, { start: D, rate: 'MORNING' }).expect(200)).body).toMatchObject({ price: 9, rate: 'MORNING' });
  });
});

describe('/prices/calculate with a back-office token needs no publicReference', () => {
  it('a VENDOR token prices its own sections; another vendor answers 404; anonymous still needs publicReference', async () => {
    const own = { ...APP_VERSION, ...auth };
    const res = await calculate(s, { start: D, end: addDays(D, 1), publicReference: undefined }, own).expect(200);
    expect(res.body).toMatchObject({ sectionId: s.id, price: 30, rate: 'DAY' });
    const foreign = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: seasonal.vendorId });
    await calculate(s, { start: D, publicReference: undefined }, { ...APP_VERSION, Authorization: `Bearer ${foreign}` }).expect(404);
    const anonymous = await calculate(s, { start: D, publicReference: undefined }).expect(400);
    expect(JSON.stringify(anonymous.body.message)).toContain('publicReference');
  });

  it('an ADMIN acting in the vendor context likewise; the storefront path with publicReference is unchanged', async () => {
    const admin = await ctx.tokenFor({ role: UserRole.ADMIN, vendorId: s.vendorId });
    const res = await calculate(
      s,
      { start: D, end: addDays(D, 1), publicReference: undefined },
      { ...APP_VERSION, Authorization: `Bearer ${admin}` },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price: 30, rate: 'DAY' });
    const inOther = await ctx.tokenFor({ role: UserRole.ADMIN, vendorId: seasonal.vendorId });
    await calculate(s, { start: D, publicReference: undefined }, { ...APP_VERSION, Authorization: `Bearer ${inOther}` }).expect(404);
    // a token does not change the storefront's answer by publicReference
    expect((await calculate(s, { start: D, end: addDays(D, 1) }, { ...APP_VERSION, ...auth }).expect(200)).body).toMatchObject({
      price: 30,
    });
    await calculate(s, { start: D, publicReference: seasonal.publicReference }, { ...APP_VERSION, ...auth }).expect(404);
  });
});
