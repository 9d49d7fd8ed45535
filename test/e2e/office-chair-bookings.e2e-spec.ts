import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// The back office's chair bookings: /bookings/beach-chairs and the chair routes of /features/booking_details.
const V1 = '/api/v1';
const CHAIRS = `${V1}/bookings/beach-chairs`;
const DETAILS = `${V1}/features/booking_details`;
let ctx: TestContext;

// Every day booked lies ahead, so "already over" never interferes.
const D = addDays(today('Europe/Berlin'), 40);
const iso = (day: string, time = '00:00') => zonedInstant(day, time).toISOString();

type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;
let other: Section;
let auth: { Authorization: string };
let foreignAuth: { Authorization: string };

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 6 });
  other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: 4711 })}` };
  foreignAuth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.vendorId })}` };
});
afterAll(() => ctx.close());

const chair = (i: number) => s.chairIds[0][i];
const newBooking = async () => (await ctx.http().post(`${V1}/bookings/bookings`).set(auth).expect(201)).body.id as number;
const addChair = (body: Record<string, unknown>, as = auth) =>
  ctx
    .http()
    .post(CHAIRS)
    .set(as)
    .send({ model: '2_SEAT_RECLINER', ...body });
/** A booking holding `beachChairId` from `start` to `end`; answers the booking and chair booking ids. */
const booked = async (beachChairId: number, start = D, end = start) => {
  const bookingId = await newBooking();
  const res = await addChair({ bookingId, beachChairId, start, end }).expect(201);
  return { bookingId, id: res.body.id as number };
};
const setStatus = async (bookingId: number, status: string) => {
  await ctx.db.query(`UPDATE booking SET status = $2 WHERE id = $1`, [bookingId, status]);
  await ctx.db.query(`UPDATE beach_chair_booking SET status = $2 WHERE booking_id = $1 AND status <> 'CANCELED'`, [bookingId, status]);
};
const chairRow = async (id: number) =>
  (await ctx.db.query(`SELECT beach_chair_id, start, "end", status, rate, price_cents FROM beach_chair_booking WHERE id = $1`, [id]))
    .rows[0];
const total = async (bookingId: number) =>
  (await ctx.db.query(`SELECT total_price_cents FROM booking WHERE id = $1`, [bookingId])).rows[0].total_price_cents;
const history = async (bookingId: number, action: string) =>
  (await ctx.db.query(`SELECT * FROM booking_history WHERE booking_id = $1 AND action = $2 ORDER BY id`, [bookingId, action])).rows;

describe('POST /bookings/beach-chairs', () => {
  it("adds a chair at the price rules' price, with the booking's status, a history row and the new total", async () => {
    const bookingId = await newBooking();
    const res = await addChair({ bookingId, beachChairId: chair(0), start: D, end: D }).expect(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      bookingId,
      bookingRef: expect.any(String),
      bookingStatus: 'OPEN',
      beachChairId: chair(0),
      publicNumber: '1',
      sectionId: s.id,
      start: iso(D),
      end: iso(addDays(D, 1)),
      status: 'OPEN',
      model: '2_SEAT_RECLINER',
      rate: 'DAY',
      price: 15,
      discount: false,
    });
    expect(await total(bookingId)).toBe(1500);
    const [h] = await history(bookingId, 'ADD_BEACH_CHAIR');
    expect(h).toMatchObject({
      from_status: 'OPEN',
      to_status: 'OPEN',
      actor_type: 'VENDOR',
      actor_id: '4711',
      details: expect.objectContaining({ beachChairBookingId: res.body.id, priceCents: 1500 }),
    });

    // A CONFIRMED booking takes more chairs; they hold as CONFIRMED.
    await setStatus(bookingId, 'CONFIRMED');
    const more = await addChair({ bookingId, beachChairId: chair(1), start: D, end: addDays(D, 2) }).expect(201);
    expect(more.body).toMatchObject({ status: 'CONFIRMED', bookingStatus: 'CONFIRMED', rate: 'MULTI_DAY', price: 39 });
    expect(await total(bookingId)).toBe(5400);
    expect((await history(bookingId, 'ADD_BEACH_CHAIR'))[1]).toMatchObject({ from_status: 'CONFIRMED', to_status: 'CONFIRMED' });
  });

  it('refuses a taken chair with 409 BEACH_CHAIR_ALREADY_BOOKED, and a PENDING booking with 409 BOOKING_INVALID_TRANSITION', async () => {
    await booked(chair(2), D);
    const bookingId = await newBooking();
    expectDomainError(
      await addChair({ bookingId, beachChairId: chair(2), start: addDays(D, -1), end: D }),
      409,
      'BEACH_CHAIR_ALREADY_BOOKED',
    );
    await setStatus(bookingId, 'PENDING');
    const pending = await addChair({ bookingId, beachChairId: chair(3), start: D, end: D });
    expectDomainError(pending, 409, 'BOOKING_INVALID_TRANSITION');
    expect(pending.body.payload).toEqual({ action: 'ADD_BEACH_CHAIR', status: 'PENDING' });
    expect((await ctx.db.query(`SELECT count(*)::int AS n FROM beach_chair_booking WHERE booking_id = $1`, [bookingId])).rows[0].n).toBe(0);
  });

  it('books what the storefront may not (reserved chair, section closed online) but not a stop sale', async () => {
    const reservedChair = chair(4);
    await ctx.factories.updateBeachChair(reservedChair, { reserved: true });
    const bookingId = await newBooking();
    await addChair({ bookingId, beachChairId: reservedChair, start: addDays(D, 5), end: addDays(D, 5) }).expect(201);
    await ctx.factories.updateBeachChair(reservedChair, { reserved: false });

    const closed = await ctx.factories.newRentalSection({
      locationId: s.locationId,
      vendorId: s.vendorId,
      publicReference: s.publicReference,
      chairsPerRow: 1,
      onlineBooking: false,
    });
    await addChair({ bookingId, beachChairId: closed.chairIds[0][0], start: D, end: D }).expect(201);

    await ctx.factories.newStopSale({ beachChairId: chair(5), startDate: addDays(D, 9), endDate: addDays(D, 9) });
    const stop = await addChair({ bookingId, beachChairId: chair(5), start: addDays(D, 9), end: addDays(D, 9) });
    expectDomainError(stop, 409, 'BEACH_CHAIR_NOT_AVAILABLE');
    expect(stop.body.payload).toMatchObject({ reason: 'STOP_SALE' });
  });

  it("answers 400 naming the field, 404 for another vendor's booking or chair", async () => {
    const bookingId = await newBooking();
    expectFieldError(await addChair({ bookingId, beachChairId: chair(0), end: D }), 'start');
    expectFieldError(await addChair({ bookingId, beachChairId: chair(0), start: D, end: D, model: 'NOPE' }), 'model');
    expectFieldError(await addChair({ beachChairId: chair(0), start: D, end: D }), 'bookingId');
    expectFieldError(await addChair({ bookingId, beachChairId: chair(0), start: D, end: D, price: 1 }), 'price');
    const wrongModel = await addChair({ bookingId, beachChairId: chair(0), start: addDays(D, 20), end: addDays(D, 20), model: 'SAUNA' });
    expectDomainError(wrongModel, 400, 'INVALID_INPUT');
    expect(wrongModel.body.payload).toMatchObject({ field: 'model' });
    expectDomainError(await addChair({ bookingId, beachChairId: chair(0), start: D, end: D }, foreignAuth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await addChair({ bookingId, beachChairId: other.chairIds[0][0], start: D, end: D }), 404, 'ENTITY_NOT_FOUND');
  });
});

describe('moving a chair booking (PUT /bookings/beach-chairs/{id}, PUT /features/booking_details/beach_chair_bookings/{id})', () => {
  const day = addDays(D, 60);

  it('moves to another chair and days: checked like a new one, repriced, retotaled, history MOVE_BEACH_CHAIR with from and to', async () => {
    const { bookingId, id } = await booked(chair(0), day);
    const res = await ctx
      .http()
      .put(`${CHAIRS}/${id}`)
      .set(auth)
      .send({ beachChairId: chair(1), start: day, end: addDays(day, 2) })
      .expect(200);
    expect(res.body).toMatchObject({
      id,
      beachChairId: chair(1),
      start: iso(day),
      end: iso(addDays(day, 3)),
      rate: 'MULTI_DAY',
      price: 39,
    });
    expect(await chairRow(id)).toMatchObject({ beach_chair_id: chair(1), price_cents: 3900, status: 'OPEN' });
    expect(await total(bookingId)).toBe(3900);
    const [h] = await history(bookingId, 'MOVE_BEACH_CHAIR');
    expect(h).toMatchObject({
      actor_type: 'VENDOR',
      from_status: 'OPEN',
      to_status: 'OPEN',
      details: {
        beachChairBookingId: id,
        from: { beachChairId: chair(0), start: iso(day), end: iso(addDays(day, 1)), rate: 'DAY', priceCents: 1500 },
        to: { beachChairId: chair(1), start: iso(day), end: iso(addDays(day, 3)), rate: 'MULTI_DAY', priceCents: 3900 },
      },
    });
    // The old chair is free again.
    await booked(chair(0), day);
  });

  it('does not conflict with itself: the same slot, a shorter range, a shift by a new start', async () => {
    const { bookingId, id } = await booked(chair(2), addDays(day, 5), addDays(day, 7));
    await ctx.http().put(`${CHAIRS}/${id}`).set(auth).send({}).expect(200);
    const shorter = await ctx
      .http()
      .put(`${DETAILS}/beach_chair_bookings/${id}`)
      .query({ timeZone: 'Europe/Berlin' })
      .set(auth)
      .send({ end: addDays(day, 6) })
      .expect(200);
    expect(shorter.body).toMatchObject({ start: iso(addDays(day, 5)), end: iso(addDays(day, 7)), price: 30 });
    expect(await total(bookingId)).toBe(3000);
    const shifted = await ctx
      .http()
      .put(`${DETAILS}/beach_chair_bookings/${id}`)
      .set(auth)
      .send({ start: addDays(day, 6) })
      .expect(200);
    expect(shifted.body).toMatchObject({ start: iso(addDays(day, 6)), end: iso(addDays(day, 8)) });
    expect(await history(bookingId, 'MOVE_BEACH_CHAIR')).toHaveLength(3);
  });

  it('refuses a taken chair with 409 BEACH_CHAIR_ALREADY_BOOKED and changes nothing', async () => {
    await booked(chair(3), addDays(day, 10));
    const { bookingId, id } = await booked(chair(4), addDays(day, 10));
    const before = await chairRow(id);
    const res = await ctx
      .http()
      .put(`${DETAILS}/beach_chair_bookings/${id}`)
      .set(auth)
      .send({ beachChairId: chair(3) });
    expectDomainError(res, 409, 'BEACH_CHAIR_ALREADY_BOOKED');
    expect(await chairRow(id)).toEqual(before);
    expect(await history(bookingId, 'MOVE_BEACH_CHAIR')).toHaveLength(0);
  });

  it('two moves of different chair bookings onto one free slot at once: exactly one wins, the other gets 409', async () => {
    const target = addDays(day, 20);
    const a = await booked(chair(0), addDays(day, 21));
    const b = await booked(chair(1), addDays(day, 21));
    const results = await Promise.all(
      [a, b].map((x) =>
        ctx
          .http()
          .put(`${CHAIRS}/${x.id}`)
          .set(auth)
          .send({ beachChairId: chair(2), start: target, end: target }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.errorType).toBe('BEACH_CHAIR_ALREADY_BOOKED');
    const { rows } = await ctx.db.query(`SELECT id FROM beach_chair_booking WHERE beach_chair_id = $1 AND start = $2`, [
      chair(2),
      iso(target),
    ]);
    expect(rows).toHaveLength(1);
  });

  it('answers 400 naming the field, 409 for a wrong state, 404 for another vendor', async () => {
    const { bookingId, id } = await booked(chair(5), addDays(day, 12));
    expectFieldError(await ctx.http().put(`${CHAIRS}/${id}`).set(auth).send({ start: 'tomorrow' }), 'start');
    expectFieldError(
      await ctx
        .http()
        .put(`${CHAIRS}/${id}`)
        .set(auth)
        .send({ start: addDays(day, 12), end: addDays(day, 11) }),
      'end',
    );
    const endBefore = await ctx
      .http()
      .put(`${CHAIRS}/${id}`)
      .set(auth)
      .send({ end: addDays(day, 11) });
    expectDomainError(endBefore, 400, 'INVALID_INPUT');
    expect(endBefore.body.payload).toEqual({ field: 'end', constraint: 'isNotBeforeStart' });
    expectFieldError(
      await ctx.http().put(`${DETAILS}/beach_chair_bookings/${id}`).query({ timeZone: 'Mars/Base' }).set(auth).send({}),
      'timeZone',
    );
    expectDomainError(await ctx.http().put(`${CHAIRS}/${id}`).set(foreignAuth).send({}), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().put(`${DETAILS}/beach_chair_bookings/${id}`).set(foreignAuth).send({}), 404, 'ENTITY_NOT_FOUND');
    // A paid booking may be moved since issue 29 (office-paid-changes.e2e-spec.ts); one waiting for its transfer not.
    await setStatus(bookingId, 'PENDING');
    const pending = await ctx
      .http()
      .put(`${CHAIRS}/${id}`)
      .set(auth)
      .send({ start: addDays(day, 13) });
    expectDomainError(pending, 409, 'BOOKING_INVALID_TRANSITION');
    expect(pending.body.payload).toEqual({ action: 'MOVE_BEACH_CHAIR', status: 'PENDING' });
  });
});

describe('PATCH /bookings/beach-chairs (batch)', () => {
  const day = addDays(D, 90);

  it('changes several chair bookings in one go, each repriced', async () => {
    const a = await booked(chair(0), day);
    const b = await booked(chair(1), day);
    const res = await ctx
      .http()
      .patch(CHAIRS)
      .set(auth)
      .send({
        items: [
          { id: a.id, end: addDays(day, 1) },
          { id: b.id, beachChairId: chair(2) },
        ],
      })
      .expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({ id: a.id, beachChairId: chair(0), end: iso(addDays(day, 2)), price: 30 }),
      expect.objectContaining({ id: b.id, beachChairId: chair(2), price: 15 }),
    ]);
    expect(await total(a.bookingId)).toBe(3000);
    expect(await history(b.bookingId, 'MOVE_BEACH_CHAIR')).toHaveLength(1);
  });

  it('changes nothing when one item fails (a taken chair), and refuses the same id twice', async () => {
    await booked(chair(5), addDays(day, 3));
    const a = await booked(chair(3), addDays(day, 3));
    const b = await booked(chair(4), addDays(day, 3));
    const [ra, rb] = [await chairRow(a.id), await chairRow(b.id)];
    const res = await ctx
      .http()
      .patch(CHAIRS)
      .set(auth)
      .send({
        items: [
          { id: a.id, start: addDays(day, 4) },
          { id: b.id, beachChairId: chair(5) },
        ],
      });
    expectDomainError(res, 409, 'BEACH_CHAIR_ALREADY_BOOKED');
    expect(res.body.payload).toMatchObject({ beachChairId: chair(5), beachChairBookingId: b.id });
    expect([await chairRow(a.id), await chairRow(b.id)]).toEqual([ra, rb]);
    expect(await history(a.bookingId, 'MOVE_BEACH_CHAIR')).toHaveLength(0);

    // Two items that collide with each other: the exclusion constraint refuses the second, the first is rolled back.
    const clash = await ctx
      .http()
      .patch(CHAIRS)
      .set(auth)
      .send({
        items: [
          { id: a.id, start: addDays(day, 6) },
          { id: b.id, beachChairId: chair(3), start: addDays(day, 6) },
        ],
      });
    expectDomainError(clash, 409, 'BEACH_CHAIR_ALREADY_BOOKED');
    expect([await chairRow(a.id), await chairRow(b.id)]).toEqual([ra, rb]);

    const twice = await ctx
      .http()
      .patch(CHAIRS)
      .set(auth)
      .send({ items: [{ id: a.id }, { id: a.id, start: addDays(day, 5) }] });
    expectDomainError(twice, 400, 'INVALID_INPUT');
    expect(twice.body.payload).toEqual({ field: 'items' });
    expectFieldError(await ctx.http().patch(CHAIRS).set(auth).send({ items: [] }), 'items');
    expectFieldError(
      await ctx
        .http()
        .patch(CHAIRS)
        .set(auth)
        .send({ items: [{ id: a.id, rate: 'HOURLY' }] }),
      'rate',
    );
    expectDomainError(
      await ctx
        .http()
        .patch(CHAIRS)
        .set(foreignAuth)
        .send({ items: [{ id: a.id }] }),
      404,
      'ENTITY_NOT_FOUND',
    );
  });
});

describe('reading, removing and canceling chair bookings', () => {
  const day = addDays(D, 120);

  it("lists the vendor's chair bookings with the filters, and never another vendor's", async () => {
    const a = await booked(chair(0), day, addDays(day, 1));
    const b = await booked(chair(1), addDays(day, 5));
    const list = await ctx.http().get(CHAIRS).query({ bookingId: a.bookingId }).set(auth).expect(200);
    expect(list.body).toMatchObject({ total: 1, items: [{ id: a.id, bookingId: a.bookingId, beachChairId: chair(0) }] });
    const range = await ctx
      .http()
      .get(`${DETAILS}/beach_chair_bookings`)
      .query({ from: addDays(day, 4), to: addDays(day, 6), sectionId: s.id })
      .set(auth)
      .expect(200);
    expect(range.body.items.map((i: { id: number }) => i.id)).toEqual([b.id]);
    const byChair = await ctx
      .http()
      .get(CHAIRS)
      .query({ beachChairId: chair(1), status: 'OPEN', from: addDays(day, 5), to: addDays(day, 5) })
      .set(auth)
      .expect(200);
    expect(byChair.body.items.map((i: { id: number }) => i.id)).toEqual([b.id]);
    const foreign = await ctx.http().get(CHAIRS).query({ bookingId: a.bookingId }).set(foreignAuth).expect(200);
    expect(foreign.body.total).toBe(0);
    await ctx.http().get(`${CHAIRS}/${a.id}`).set(auth).expect(200);
    expectDomainError(await ctx.http().get(`${CHAIRS}/${a.id}`).set(foreignAuth), 404, 'ENTITY_NOT_FOUND');
    expectFieldError(await ctx.http().get(CHAIRS).query({ status: 'SOMETIMES' }).set(auth), 'status');
    expectFieldError(
      await ctx
        .http()
        .get(CHAIRS)
        .query({ from: addDays(day, 2), to: day })
        .set(auth),
      'to',
    );
  });

  it("DELETE removes from an OPEN booking (which stays, empty); cancel/{id} cancels a CONFIRMED one's chair", async () => {
    const a = await booked(chair(2), day);
    expectDomainError(await ctx.http().delete(`${CHAIRS}/${a.id}`).set(foreignAuth), 404, 'ENTITY_NOT_FOUND');
    const removed = await ctx.http().delete(`${CHAIRS}/${a.id}`).set(auth).expect(200);
    expect(removed.body).toMatchObject({ id: a.bookingId, status: 'OPEN', totalPrice: 0, beachChairBookings: [] });
    expect(await chairRow(a.id)).toBeUndefined();
    expect(await history(a.bookingId, 'REMOVE_BEACH_CHAIR')).toEqual([
      expect.objectContaining({ actor_type: 'VENDOR', details: expect.objectContaining({ beachChairBookingId: a.id }) }),
    ]);

    const b = await booked(chair(3), day);
    const keep = await addChair({ bookingId: b.bookingId, beachChairId: chair(4), start: day, end: day }).expect(201);
    await setStatus(b.bookingId, 'CONFIRMED');
    expectDomainError(await ctx.http().delete(`${CHAIRS}/cancel/${b.id}`).set(foreignAuth), 404, 'ENTITY_NOT_FOUND');
    const canceled = await ctx.http().delete(`${CHAIRS}/cancel/${b.id}`).set(auth).expect(200);
    expect(canceled.body).toMatchObject({ id: b.bookingId, status: 'CONFIRMED', totalPrice: 15 });
    expect(await chairRow(b.id)).toMatchObject({ status: 'CANCELED' });
    expect(await chairRow(keep.body.id)).toMatchObject({ status: 'CONFIRMED' });
    // A canceled chair booking cannot be moved.
    expectDomainError(await ctx.http().put(`${CHAIRS}/${b.id}`).set(auth).send({}), 409, 'BOOKING_INVALID_TRANSITION');
    // DELETE on a CONFIRMED booking's chair cancels too (the last active one: the booking with it).
    await ctx.http().delete(`${CHAIRS}/${keep.body.id}`).set(auth).expect(200);
    expect(await chairRow(keep.body.id)).toMatchObject({ status: 'CANCELED' });
  });
});

describe('POST /features/booking_details/{id}/beach_chair_bookings', () => {
  it('adds a chair (days counted in timeZone) and answers the booking', async () => {
    const bookingId = await newBooking();
    const day = addDays(D, 150);
    const res = await ctx
      .http()
      .post(`${DETAILS}/${bookingId}/beach_chair_bookings`)
      .query({ timeZone: 'Europe/Berlin' })
      .set(auth)
      .send({ beachChairId: chair(0), start: day, end: day, model: '2_SEAT_RECLINER', rate: 'MORNING' })
      .expect(201);
    expect(res.body).toMatchObject({ id: bookingId, status: 'OPEN', source: 'BACK_OFFICE', totalPrice: 9 });
    expect(res.body.beachChairBookings).toEqual([
      expect.objectContaining({ beachChairId: chair(0), start: iso(day), end: iso(day, '13:00'), rate: 'MORNING', price: 9 }),
    ]);
    const taken = await ctx
      .http()
      .post(`${DETAILS}/${bookingId}/beach_chair_bookings`)
      .set(auth)
      .send({ beachChairId: chair(0), start: day, end: day, model: '2_SEAT_RECLINER' });
    expectDomainError(taken, 409, 'BEACH_CHAIR_ALREADY_BOOKED');
    expectFieldError(
      await ctx
        .http()
        .post(`${DETAILS}/${bookingId}/beach_chair_bookings`)
        .set(auth)
        .send({ beachChairId: chair(0), start: day, end: day }),
      'model',
    );
    expectDomainError(
      await ctx
        .http()
        .post(`${DETAILS}/${bookingId}/beach_chair_bookings`)
        .set(foreignAuth)
        .send({ beachChairId: chair(1), start: day, end: day, model: '2_SEAT_RECLINER' }),
      404,
      'ENTITY_NOT_FOUND',
    );
  });
});
