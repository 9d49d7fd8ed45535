import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { cartHeader, fillCart, openCart } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// Issue 30 item 2: a slot that has ended on the beach's clock is refused (409 SLOT_ENDED naming the slot), is not
// offered as free, and the office may record a walk-in for a running slot but not an ended one. The app has no fixed
// clock, so the slots are chosen relative to the current Berlin time: the section's MORNING is 00-01, its AFTERNOON
// 01-02, the location closes at 02:00, so from 02:00 on today's three slots are over. Before 02:00 (Berlin) nothing of
// today can be over yet at hour granularity, and the test books the same slots of yesterday, which are over as well.
const PUBLIC = '/api/v1/features/public';
const V1 = '/api/v1';
let ctx: TestContext;

const berlinHour = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
);
const TODAY = today('Europe/Berlin');
const DAY = berlinHour >= 2 ? TODAY : addDays(TODAY, -1);
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
/** Half days 00-01 and 01-02, closing at 02:00 on DAY's weekday: every slot of DAY is over. */
let early: Section;
/** The demo's rates (08-13, 13-20), no opening hours: today's whole day runs until midnight. */
let plain: Section;
let officeAuth: { Authorization: string };

beforeAll(async () => {
  ctx = await startTestApp();
  const f = ctx.factories;
  early = await f.newRentalSection({ rows: 1, chairsPerRow: 4, prices: false });
  await f.newPrice({
    vendorId: early.vendorId,
    sectionId: early.id,
    rates: [
      { type: 'MORNING', priceCents: 900, timeRange: '00-01' },
      { type: 'AFTERNOON', priceCents: 1100, timeRange: '01-02' },
      { type: 'DAY', priceCents: 1500 },
    ],
  });
  await ctx.db.query(`UPDATE location SET opening_hours = $2 WHERE id = $1`, [
    early.locationId,
    JSON.stringify([{ weekday: isoWeekday(DAY), opening: '00:00', closing: '02:00' }]),
  ]);
  plain = await f.newRentalSection({
    locationId: early.locationId,
    vendorId: early.vendorId,
    publicReference: early.publicReference,
    rows: 1,
    chairsPerRow: 2,
  });
  // The plain section needs a location of its own: the early one closes at 02:00.
  const open = await f.newRentalLocation({ vendorId: early.vendorId, seasonStart: '01-01', seasonEnd: '31-12' });
  await ctx.db.query(`UPDATE section SET location_id = $2 WHERE id = $1`, [plain.id, open.id]);
  officeAuth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: early.vendorId })}` };
});
afterAll(() => ctx.close());

const chairRows = async (beachChairId: number) =>
  (await ctx.db.query(`SELECT id FROM beach_chair_booking WHERE beach_chair_id = $1`, [beachChairId])).rows;

describe('the storefront refuses a slot that has ended', () => {
  it.each([
    ['MORNING', 'MORNING', '01:00'],
    ['AFTERNOON', 'AFTERNOON', '02:00'],
    ['DAY', undefined, '02:00'],
  ])('%s: 409 SLOT_ENDED with the slot and when it ended; nothing is booked', async (slot, rate, endedAt) => {
    const cart = await openCart(ctx, { publicReference: early.publicReference });
    const beachChairId = early.chairIds[0][0];
    const res = await ctx
      .http()
      .post(`${PUBLIC}/booking/${cart.ref}/beach_chair_bookings`)
      .set(cartHeader(cart))
      .query({ publicReference: early.publicReference })
      .send({ beachChairId, start: DAY, end: DAY, model: '2_SEAT_RECLINER', ...(rate ? { rate } : {}) });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      statusCode: 409,
      errorType: 'SLOT_ENDED',
      payload: { beachChairId, start: DAY, end: DAY, slot, endedAt: zonedInstant(DAY, endedAt).toISOString() },
    });
    expect(await chairRows(beachChairId)).toEqual([]);
  });

  it('offers none of them as free: the availability answer says they ended and no chair is free', async () => {
    const res = await ctx
      .http()
      .get(`${PUBLIC}/sections/${early.id}/beach_chairs_availability`)
      .query({ publicReference: early.publicReference, start: DAY, end: DAY })
      .expect(200);
    expect(res.body.ended).toEqual({ day: true, morning: true, afternoon: true });
    expect(res.body.counts.free).toBe(0);
    for (const chair of res.body.rowData as { free: boolean; bookable: Record<string, boolean> }[]) {
      expect(chair.free).toBe(false);
      expect(chair.bookable).toEqual({ day: false, morning: false, afternoon: false });
    }
  });

  it('still sells a day that has not ended: the same chair tomorrow', async () => {
    const cart = await openCart(ctx, { publicReference: early.publicReference });
    await ctx
      .http()
      .post(`${PUBLIC}/booking/${cart.ref}/beach_chair_bookings`)
      .set(cartHeader(cart))
      .query({ publicReference: early.publicReference })
      .send({ beachChairId: early.chairIds[0][1], start: addDays(TODAY, 1), end: addDays(TODAY, 1), model: '2_SEAT_RECLINER' })
      .expect(201);
  });
});

describe('the office (counter)', () => {
  const newOfficeBooking = async () => (await ctx.http().post(`${V1}/bookings/bookings`).set(officeAuth).expect(201)).body.id as number;

  it('may not record a walk-in for a slot that has ended (409 SLOT_ENDED)', async () => {
    const bookingId = await newOfficeBooking();
    const beachChairId = early.chairIds[0][2];
    const res = await ctx
      .http()
      .post(`${V1}/bookings/beach-chairs`)
      .set(officeAuth)
      .send({ bookingId, beachChairId, start: DAY, end: DAY, model: '2_SEAT_RECLINER', rate: 'AFTERNOON' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ errorType: 'SLOT_ENDED', payload: { slot: 'AFTERNOON' } });
    expect(await chairRows(beachChairId)).toEqual([]);
  });

  it('records a walk-in for a day that is running (today, no closing time)', async () => {
    const bookingId = await newOfficeBooking();
    const beachChairId = plain.chairIds[0][0];
    await ctx
      .http()
      .post(`${V1}/bookings/beach-chairs`)
      .set(officeAuth)
      .send({ bookingId, beachChairId, start: TODAY, end: TODAY, model: '2_SEAT_RECLINER' })
      .expect(201);
    expect(await chairRows(beachChairId)).toHaveLength(1);
  });
});

describe('a cart sent after its slot ended', () => {
  const berlinClock = () =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
      new Date(),
    );
  const minuteBefore = (hhmm: string) => {
    const minutes = Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5)) - 1;
    return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  };

  it('is refused at submit with 409 SLOT_ENDED and stays OPEN: the chair for today, and the beach has closed since', async () => {
    // A closing time needs a minute of the day behind it (opening 00:00, closing later).
    if (berlinClock() === '00:00') await new Promise((resolve) => setTimeout(resolve, 61_000));
    const location = await ctx.factories.newRentalLocation({
      seasonStart: '01-01',
      seasonEnd: '31-12',
      vendorConfiguration: { paymentMethods: ['CASH'] },
    });
    const section = await ctx.factories.newRentalSection({
      locationId: location.id,
      vendorId: location.vendorId,
      publicReference: location.publicReference,
      rows: 1,
      chairsPerRow: 1,
    });
    // Added while today runs (no opening hours yet: the day ends at midnight) …
    const { ref, email } = await fillCart(ctx, {
      publicReference: location.publicReference,
      chair: { beachChairId: section.chairIds[0][0], day: TODAY },
      method: 'CASH',
    });
    // … and the beach closed a minute ago when the guest sends it.
    await ctx.db.query(`UPDATE location SET opening_hours = $2 WHERE id = $1`, [
      location.id,
      JSON.stringify([{ weekday: isoWeekday(TODAY), opening: '00:00', closing: minuteBefore(berlinClock()) }]),
    ]);
    const res = await ctx.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: ref, email });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      errorType: 'SLOT_ENDED',
      payload: { beachChairId: section.chairIds[0][0], slot: 'DAY', start: TODAY },
    });
    const { rows } = await ctx.db.query(`SELECT status FROM booking WHERE booking_ref = $1`, [ref]);
    expect(rows).toEqual([{ status: 'OPEN' }]);
  });
});
