import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { Cart, cartHeader, openCart } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const PUBLIC = '/api/v1/features/public';
let ctx: TestContext;

// Every day booked lies ahead, so lead time and "already over" never interfere.
const D = addDays(today('Europe/Berlin'), 30);
const iso = (day: string, time = '00:00') => zonedInstant(day, time).toISOString();

type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 4 });
});
afterAll(() => ctx.close());

const create = (query: Record<string, unknown> = {}) =>
  ctx
    .http()
    .post(`${PUBLIC}/booking`)
    .query({ publicReference: s.publicReference, ...query });
const addChair = (cart: Cart, body: Record<string, unknown>, publicReference = s.publicReference) =>
  ctx
    .http()
    .post(`${PUBLIC}/booking/${cart.ref}/beach_chair_bookings`)
    .set(cartHeader(cart))
    .query({ publicReference })
    .send({ model: '2_SEAT_RECLINER', ...body });
const removeChair = (cart: Cart, id: number, publicReference = s.publicReference) =>
  ctx.http().delete(`${PUBLIC}/booking/${cart.ref}/beach_chair_booking/${id}`).set(cartHeader(cart)).query({ publicReference });
const newCart = (publicReference = s.publicReference) => openCart(ctx, { publicReference });

describe('public booking flow', () => {
  it("opens an empty OPEN booking with a fresh reference, a hold and the caller's IP", async () => {
    const before = Date.now();
    const res = await create({ source: 'WIDGET', widgetReference: s.publicReference, affiliateReference: 'partner-7' }).expect(201);
    expect(res.body).toMatchObject({
      bookingRef: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      publicReference: s.publicReference,
      status: 'OPEN',
      totalPrice: 0,
      vendor: { companyName: expect.any(String), publicReference: s.publicReference, configuration: expect.any(Object) },
      beachChairBookings: [],
      extras: [],
      customer: null,
      paymentMethod: null,
      customerComment: null,
      invoiceNumber: null,
      metaData: {},
    });
    const expiresAt = Date.parse(res.body.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 29 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 31 * 60_000);
    const {
      rows: [row],
    } = await ctx.db.query(
      `SELECT source, affiliate_reference, time_zone, host(created_by_ip) AS ip, vendor_id FROM booking WHERE booking_ref = $1`,
      [res.body.bookingRef],
    );
    expect(row).toMatchObject({ source: 'WIDGET', affiliate_reference: 'partner-7', time_zone: 'Europe/Berlin', vendor_id: s.vendorId });
    expect(row.ip).toMatch(/127\.0\.0\.1|::1/);
    await ctx
      .http()
      .get(`${PUBLIC}/booking_status/${res.body.bookingRef}`)
      .expect(200, { bookingRef: res.body.bookingRef, status: 'OPEN' });
  });

  it('rejects an unknown vendor and bad query values', async () => {
    await create({ publicReference: 'no-such-vendor-x' }).expect(404);
    const bad = await create({ source: 'BACK_OFFICE' }).expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('source');
    const tz = await create({ timeZone: 'Mars/Olympus' }).expect(400);
    expect(JSON.stringify(tz.body.message)).toContain('timeZone');
    await ctx.http().get(`${PUBLIC}/booking_status/ZZZZZZZZ`).expect(404);
  });

  it("adds a chair at the server's price, blocks it for others, and clears the booking when the last chair goes", async () => {
    const chair = s.chairIds[0][0];
    const cart = await newCart();
    const added = await addChair(cart, { beachChairId: chair, start: D, end: D }).expect(201);
    expect(added.body).toMatchObject({ status: 'OPEN', totalPrice: 15 });
    expect(added.body.beachChairBookings).toEqual([
      {
        id: expect.any(Number),
        beachChairId: chair,
        start: iso(D),
        end: iso(addDays(D, 1)),
        status: 'OPEN',
        model: '2_SEAT_RECLINER',
        rate: 'DAY',
        price: 15,
        discount: false,
      },
    ]);
    const id = added.body.beachChairBookings[0].id as number;
    const {
      rows: [db],
    } = await ctx.db.query(
      `SELECT cb.price_cents, cb.status, b.total_price_cents, b.expires_at FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id WHERE cb.id = $1`,
      [id],
    );
    expect(db).toMatchObject({ price_cents: 1500, status: 'OPEN', total_price_cents: 1500 });

    // A second chair, a half day with a discount card: the morning rate (no discount morning rate: the regular one).
    const second = await addChair(cart, { beachChairId: s.chairIds[0][1], start: D, end: D, rate: 'MORNING', discount: true }).expect(201);
    expect(second.body.totalPrice).toBe(24);
    expect(second.body.beachChairBookings[1]).toMatchObject({ start: iso(D), end: iso(D, '13:00'), rate: 'MORNING', price: 9 });

    const other = await newCart();
    const taken = await addChair(other, { beachChairId: chair, start: addDays(D, -1), end: D }).expect(409);
    expect(taken.body).toMatchObject({ errorType: 'BEACH_CHAIR_ALREADY_BOOKED' });

    await removeChair(cart, second.body.beachChairBookings[1].id).expect(200);
    const removed = await removeChair(cart, id).expect(200);
    expect(removed.body).toMatchObject({ status: 'CANCELED', totalPrice: 0, beachChairBookings: [] });
    await ctx.http().get(`${PUBLIC}/booking_status/${cart.ref}`).expect(200, { bookingRef: cart.ref, status: 'CANCELED' });
    const { rows: history } = await ctx.db.query(
      `SELECT h.action, h.from_status, h.to_status, h.actor_type FROM booking_history h JOIN booking b ON b.id = h.booking_id WHERE b.booking_ref = $1 ORDER BY h.id`,
      [cart.ref],
    );
    expect(history.map((h) => h.action)).toEqual([
      'CREATE',
      'ADD_BEACH_CHAIR',
      'ADD_BEACH_CHAIR',
      'REMOVE_BEACH_CHAIR',
      'REMOVE_BEACH_CHAIR',
      'CANCEL',
    ]);
    expect(history[5]).toMatchObject({ from_status: 'OPEN', to_status: 'CANCELED', actor_type: 'CUSTOMER' });

    // The chair is free again; a canceled booking takes no more chairs.
    await addChair(other, { beachChairId: chair, start: D, end: D }).expect(201);
    const closed = await addChair(cart, { beachChairId: s.chairIds[0][2], start: D, end: D }).expect(409);
    expect(closed.body).toMatchObject({
      errorType: 'BOOKING_INVALID_TRANSITION',
      payload: { action: 'ADD_BEACH_CHAIR', status: 'CANCELED' },
    });
  });

  it('prices several days at the best rate, as /prices/calculate does, with the discount card where it pays', async () => {
    const multi = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 2 });
    const cart = await newCart(multi.publicReference);
    const start = addDays(D, 20);
    const end = addDays(start, 2);
    const calc = await ctx
      .http()
      .get('/api/v1/prices/calculate')
      .set({ appVersion: '2.4.0' })
      .query({ sectionId: multi.id, publicReference: multi.publicReference, start, end })
      .expect(200);
    const regular = await addChair(cart, { beachChairId: multi.chairIds[0][0], start, end }, multi.publicReference).expect(201);
    expect(regular.body.beachChairBookings[0]).toMatchObject({
      start: iso(start),
      end: iso(addDays(end, 1)),
      rate: calc.body.rate,
      price: calc.body.price,
    });
    expect(regular.body.beachChairBookings[0]).toMatchObject({ rate: 'MULTI_DAY', price: 39, discount: false });
    const card = await addChair(cart, { beachChairId: multi.chairIds[0][1], start, end, discount: true }, multi.publicReference).expect(
      201,
    );
    expect(card.body.beachChairBookings[1]).toMatchObject({ rate: 'DAY', price: 36, discount: true });
    expect(card.body.totalPrice).toBe(75);
  });

  it('refuses a half day over several days and a reserved chair with the reason', async () => {
    const other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 2 });
    const cart = await newCart(other.publicReference);
    const half = await addChair(
      cart,
      { beachChairId: other.chairIds[0][0], start: D, end: addDays(D, 1), rate: 'MORNING' },
      other.publicReference,
    ).expect(409);
    expect(half.body).toMatchObject({ errorType: 'BEACH_CHAIR_NOT_AVAILABLE', payload: { reason: 'HALF_DAY_NOT_OFFERED' } });
    await ctx.factories.updateBeachChair(other.chairIds[0][1], { reserved: true });
    const reserved = await addChair(cart, { beachChairId: other.chairIds[0][1], start: D, end: D }, other.publicReference).expect(409);
    expect(reserved.body).toMatchObject({ errorType: 'BEACH_CHAIR_NOT_AVAILABLE', payload: { reason: 'RESERVED' } });
  });

  it('answers 409 with the reason for a stop sale and for days outside the season', async () => {
    const chair = s.chairIds[0][3];
    await ctx.factories.newStopSale({ beachChairId: chair, startDate: addDays(D, 10), endDate: addDays(D, 10) });
    const cart = await newCart();
    const stop = await addChair(cart, { beachChairId: chair, start: addDays(D, 9), end: addDays(D, 11) }).expect(409);
    expect(stop.body).toMatchObject({ errorType: 'BEACH_CHAIR_NOT_AVAILABLE', payload: { beachChairId: chair, reason: 'STOP_SALE' } });

    const location = await ctx.factories.newRentalLocation({ seasonStart: '01-06', seasonEnd: '31-08' });
    const summer = await ctx.factories.newRentalSection({
      locationId: location.id,
      vendorId: location.vendorId,
      publicReference: location.publicReference,
    });
    const day = `${Number(D.slice(0, 4)) + 1}-10-15`;
    const summerCart = await newCart(location.publicReference);
    const outside = await addChair(
      summerCart,
      { beachChairId: summer.chairIds[0][0], start: day, end: day },
      location.publicReference,
    ).expect(409);
    expect(outside.body).toMatchObject({
      errorType: 'BEACH_CHAIR_NOT_AVAILABLE',
      // The season it is outside of (issue 30 item 10): the one shown for those days.
      payload: {
        reason: 'OUTSIDE_RENTAL_SEASON',
        start: day,
        end: day,
        seasonStart: `${Number(day.slice(0, 4)) + 1}-06-01`,
        seasonEnd: `${Number(day.slice(0, 4)) + 1}-08-31`,
      },
    });
  });

  it("rejects bad input with a 400 naming the field, unknown things with a 404 and another vendor's chair with a 409", async () => {
    const cart = await newCart();
    const chair = s.chairIds[0][2];
    for (const [body, field] of [
      [{ beachChairId: chair, start: '2026-02-30', end: D }, 'start'],
      [{ beachChairId: chair, start: D, end: addDays(D, -1) }, 'end'],
      [{ beachChairId: 'x', start: D, end: D }, 'beachChairId'],
      [{ beachChairId: chair, start: D, end: D, rate: 'HOURLY' }, 'rate'],
      [{ beachChairId: chair, start: D, end: D, model: 'SOFA' }, 'model'],
      // The price is the server's: a client's is not even accepted.
      [{ beachChairId: chair, start: D, end: D, price: 1 }, 'price'],
    ] as const) {
      const res = await addChair(cart, body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
    }
    const wrongModel = await addChair(cart, { beachChairId: chair, start: D, end: D, model: 'XL_BEACH_CHAIR' }).expect(400);
    expect(wrongModel.body).toMatchObject({ errorType: 'INVALID_INPUT', payload: { field: 'model' } });
    await addChair(cart, { beachChairId: 2147483000, start: D, end: D }).expect(404);
    const foreign = await ctx.factories.newRentalSection();
    // Another vendor's chair is publicly listed: the answer says why it cannot join this booking (issue 21).
    const res = await addChair(cart, { beachChairId: foreign.chairIds[0][0], start: D, end: D }).expect(409);
    expect(res.body).toMatchObject({
      errorType: 'BEACH_CHAIR_OF_OTHER_VENDOR',
      payload: { beachChairId: foreign.chairIds[0][0], publicReference: s.publicReference },
    });
    // Another vendor's publicReference: the same 404 as an unknown booking.
    const wrongVendor = await addChair(cart, { beachChairId: chair, start: D, end: D }, foreign.publicReference).expect(404);
    const unknown = await addChair({ ref: 'ZZZZZZZZ', cartToken: 'no-such-cart-token' }, { beachChairId: chair, start: D, end: D }).expect(
      404,
    );
    expect(wrongVendor.body.payload.entity).toBe('Booking');
    expect(unknown.body.payload.entity).toBe('Booking');
    await removeChair(cart, 2147483000).expect(404);
    await removeChair(cart, 1, foreign.publicReference).expect(404);
  });

  it("keeps a widget to its vendor: a WIDGET booking only for the widget's vendor, never another vendor's chair; nothing written", async () => {
    const mine = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
    const other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
    const count = async () => Number((await ctx.db.query(`SELECT count(*) AS n FROM booking`)).rows[0].n);
    const before = await count();
    const mismatch = await create({
      publicReference: other.publicReference,
      source: 'WIDGET',
      widgetReference: mine.publicReference,
    }).expect(400);
    expect(mismatch.body).toMatchObject({
      errorType: 'WIDGET_VENDOR_MISMATCH',
      payload: { publicReference: other.publicReference, widgetReference: mine.publicReference },
    });
    const missing = await create({ publicReference: mine.publicReference, source: 'WIDGET' }).expect(400);
    expect(missing.body).toMatchObject({ errorType: 'INVALID_INPUT', payload: { field: 'widgetReference' } });
    expect(await count()).toBe(before);

    // The widget's own booking refuses the other vendor's chair and holds none of it.
    const widget = await create({ publicReference: mine.publicReference, source: 'WIDGET', widgetReference: mine.publicReference }).expect(
      201,
    );
    const cart = { ref: widget.body.bookingRef as string, cartToken: widget.body.cartToken as string };
    const refused = await addChair(cart, { beachChairId: other.chairIds[0][0], start: D, end: D }, mine.publicReference).expect(409);
    expect(refused.body.errorType).toBe('BEACH_CHAIR_OF_OTHER_VENDOR');
    const { rows } = await ctx.db.query(
      `SELECT b.source, b.vendor_id, count(cb.id)::int AS chairs FROM booking b LEFT JOIN beach_chair_booking cb ON cb.booking_id = b.id
       WHERE b.booking_ref = $1 GROUP BY b.id`,
      [cart.ref],
    );
    expect(rows[0]).toEqual({ source: 'WIDGET', vendor_id: mine.vendorId, chairs: 0 });
    // The same booking takes its own vendor's chair.
    await addChair(cart, { beachChairId: mine.chairIds[0][0], start: D, end: D }, mine.publicReference).expect(201);
  });

  it('lets exactly one of 20 bookings racing for the same chair and day win', async () => {
    const race = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
    const chair = race.chairIds[0][0];
    const day = addDays(D, 3);
    const carts = await Promise.all(Array.from({ length: 20 }, () => newCart(race.publicReference)));
    const results = await Promise.all(
      carts.map((cart) => addChair(cart, { beachChairId: chair, start: day, end: day }, race.publicReference)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((st) => st === 201)).toHaveLength(1);
    expect(statuses.filter((st) => st === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body.errorType).toBe('BEACH_CHAIR_ALREADY_BOOKED');
    const { rows } = await ctx.db.query(
      `SELECT count(*)::int AS n FROM beach_chair_booking a JOIN beach_chair_booking b ON a.beach_chair_id = b.beach_chair_id AND a.id < b.id AND a.period && b.period
        WHERE a.beach_chair_id = $1 AND a.status IN ('CONFIRMED','BOOKED','OPEN','PENDING','RESERVED') AND b.status IN ('CONFIRMED','BOOKED','OPEN','PENDING','RESERVED')`,
      [chair],
    );
    expect(rows[0].n).toBe(0);
    const { rows: held } = await ctx.db.query(`SELECT count(*)::int AS n FROM beach_chair_booking WHERE beach_chair_id = $1`, [chair]);
    expect(held[0].n).toBe(1);
  });
});
