import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Cart, cartHeader, openCart } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * Bookings on the daylight-saving Sundays of 2027 in Europe/Berlin: 28 March (02:00 CET → 03:00 CEST, a 23-hour day)
 * and 31 October (03:00 CEST → 02:00 CET, a 25-hour day). The instants below are written out by hand, not computed
 * with the server's time helpers, so the test checks the arithmetic rather than repeating it. The section has the
 * demo rates (half days 08-13 and 13-20: boundary 13:00 local) and a season all year (factories).
 */
const PUBLIC = '/api/v1/features/public';
let ctx: TestContext;
type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;

beforeAll(async () => {
  ctx = await startTestApp({ BOOKING_MAX_OPEN_PER_IP: '0', BOOKING_MAX_OPEN_PER_EMAIL: '0' });
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 5 });
});
afterAll(() => ctx.close());

const newCart = () => openCart(ctx, { publicReference: s.publicReference, timeZone: 'Europe/Berlin' });
const addChair = (cart: Cart, body: Record<string, unknown>) =>
  ctx
    .http()
    .post(`${PUBLIC}/booking/${cart.ref}/beach_chair_bookings`)
    .set(cartHeader(cart))
    .query({ publicReference: s.publicReference })
    .send({ model: '2_SEAT_RECLINER', ...body });
const stateOn = async (chair: number, day: string) => {
  const res = await ctx
    .http()
    .get(`${PUBLIC}/sections/${s.id}/beach_chairs_availability`)
    .query({ publicReference: s.publicReference, start: day, end: day })
    .expect(200);
  return (res.body.rowData as { id: number; state: string }[]).find((c) => c.id === chair)!.state;
};
const hours = (start: string, end: string) => (Date.parse(end) - Date.parse(start)) / 3_600_000;
const stored = async (id: number) =>
  (
    await ctx.db.query(
      `SELECT start, "end", lower(period) AS lo, upper(period) AS hi,
            to_char(start AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD HH24:MI') AS local_start,
            to_char("end" AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD HH24:MI') AS local_end
       FROM beach_chair_booking WHERE id = $1`,
      [id],
    )
  ).rows[0];

describe('bookings on the daylight-saving Sundays (Europe/Berlin)', () => {
  it('spring forward, 28 March 2027: the whole day is 00:00 CET to 24:00 CEST, 23 hours, and taken exactly that day', async () => {
    const chair = s.chairIds[0][0];
    const res = await addChair(await newCart(), { beachChairId: chair, start: '2027-03-28', end: '2027-03-28' }).expect(201);
    const [cb] = res.body.beachChairBookings;
    // 00:00 CET (+01:00) is 23:00 UTC the day before; the next midnight is already CEST (+02:00): 22:00 UTC.
    expect(cb).toMatchObject({ start: '2027-03-27T23:00:00.000Z', end: '2027-03-28T22:00:00.000Z', rate: 'DAY', price: 15 });
    expect(hours(cb.start, cb.end)).toBe(23);
    const row = await stored(cb.id);
    expect(row).toMatchObject({ local_start: '2027-03-28 00:00', local_end: '2027-03-29 00:00' });
    expect(row.lo.toISOString()).toBe(cb.start);
    expect(row.hi.toISOString()).toBe(cb.end);
    expect(await stateOn(chair, '2027-03-27')).toBe('FREE');
    expect(await stateOn(chair, '2027-03-28')).toBe('BOOKED');
    expect(await stateOn(chair, '2027-03-29')).toBe('FREE');
    // The neighbouring days can still be booked whole: the periods touch, they do not overlap.
    await addChair(await newCart(), { beachChairId: chair, start: '2027-03-27', end: '2027-03-27' }).expect(201);
    await addChair(await newCart(), { beachChairId: chair, start: '2027-03-29', end: '2027-03-29' }).expect(201);
  });

  it('spring forward: the morning ends and the afternoon starts at 13:00 CEST (11:00 UTC)', async () => {
    const chair = s.chairIds[0][1];
    const morning = await addChair(await newCart(), {
      beachChairId: chair,
      start: '2027-03-28',
      end: '2027-03-28',
      rate: 'MORNING',
    }).expect(201);
    expect(morning.body.beachChairBookings[0]).toMatchObject({
      start: '2027-03-27T23:00:00.000Z',
      end: '2027-03-28T11:00:00.000Z',
      rate: 'MORNING',
      price: 9,
    });
    // 00:00 to 13:00 local is only 12 hours of real time on this day.
    expect(hours(morning.body.beachChairBookings[0].start, morning.body.beachChairBookings[0].end)).toBe(12);
    expect(await stateOn(chair, '2027-03-28')).toBe('BOOKED_MORNING');
    const afternoon = await addChair(await newCart(), {
      beachChairId: chair,
      start: '2027-03-28',
      end: '2027-03-28',
      rate: 'AFTERNOON',
    }).expect(201);
    expect(afternoon.body.beachChairBookings[0]).toMatchObject({
      start: '2027-03-28T11:00:00.000Z',
      end: '2027-03-28T22:00:00.000Z',
      rate: 'AFTERNOON',
      price: 11,
    });
    expect(await stored(afternoon.body.beachChairBookings[0].id)).toMatchObject({
      local_start: '2027-03-28 13:00',
      local_end: '2027-03-29 00:00',
    });
    expect(await stateOn(chair, '2027-03-28')).toBe('BOOKED');
    expect(await stateOn(chair, '2027-03-27')).toBe('FREE');
    expect(await stateOn(chair, '2027-03-29')).toBe('FREE');
    // The whole day is now taken by the two halves.
    const full = await addChair(await newCart(), { beachChairId: chair, start: '2027-03-28', end: '2027-03-28' }).expect(409);
    expect(full.body).toMatchObject({ errorType: 'BEACH_CHAIR_ALREADY_BOOKED' });
  });

  it('fall back, 31 October 2027: the whole day is 00:00 CEST to 24:00 CET, 25 hours; the halves split at 13:00 CET (12:00 UTC)', async () => {
    const [, , day, half] = s.chairIds[0];
    const res = await addChair(await newCart(), { beachChairId: day, start: '2027-10-31', end: '2027-10-31' }).expect(201);
    const [cb] = res.body.beachChairBookings;
    expect(cb).toMatchObject({ start: '2027-10-30T22:00:00.000Z', end: '2027-10-31T23:00:00.000Z', rate: 'DAY' });
    expect(hours(cb.start, cb.end)).toBe(25);
    expect(await stored(cb.id)).toMatchObject({ local_start: '2027-10-31 00:00', local_end: '2027-11-01 00:00' });
    expect(await stateOn(day, '2027-10-30')).toBe('FREE');
    expect(await stateOn(day, '2027-10-31')).toBe('BOOKED');
    expect(await stateOn(day, '2027-11-01')).toBe('FREE');

    const afternoon = await addChair(await newCart(), {
      beachChairId: half,
      start: '2027-10-31',
      end: '2027-10-31',
      rate: 'AFTERNOON',
    }).expect(201);
    expect(afternoon.body.beachChairBookings[0]).toMatchObject({
      start: '2027-10-31T12:00:00.000Z',
      end: '2027-10-31T23:00:00.000Z',
      rate: 'AFTERNOON',
    });
    expect(await stateOn(half, '2027-10-31')).toBe('BOOKED_AFTERNOON');
    const morning = await addChair(await newCart(), { beachChairId: half, start: '2027-10-31', end: '2027-10-31', rate: 'MORNING' }).expect(
      201,
    );
    // 00:00 to 13:00 local is 14 hours of real time on this day.
    expect(morning.body.beachChairBookings[0]).toMatchObject({
      start: '2027-10-30T22:00:00.000Z',
      end: '2027-10-31T12:00:00.000Z',
      rate: 'MORNING',
    });
    expect(hours(morning.body.beachChairBookings[0].start, morning.body.beachChairBookings[0].end)).toBe(14);
    expect(await stateOn(half, '2027-10-31')).toBe('BOOKED');
  });

  it('a stay across the change (Saturday to Monday, 27-29 March 2027) runs from Saturday 00:00 CET to Tuesday 00:00 CEST', async () => {
    const chair = s.chairIds[0][4];
    const res = await addChair(await newCart(), { beachChairId: chair, start: '2027-03-27', end: '2027-03-29' }).expect(201);
    const [cb] = res.body.beachChairBookings;
    expect(cb).toMatchObject({ start: '2027-03-26T23:00:00.000Z', end: '2027-03-29T22:00:00.000Z', rate: 'MULTI_DAY', price: 39 });
    expect(hours(cb.start, cb.end)).toBe(71);
    expect(await stateOn(chair, '2027-03-26')).toBe('FREE');
    for (const d of ['2027-03-27', '2027-03-28', '2027-03-29']) expect(await stateOn(chair, d)).toBe('BOOKED');
    expect(await stateOn(chair, '2027-03-30')).toBe('FREE');
  });
});
