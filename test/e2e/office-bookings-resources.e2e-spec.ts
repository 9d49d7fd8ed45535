import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// The back office's cart: /bookings/bookings and its sub-resources.
const V1 = '/api/v1';
const BOOKINGS = `${V1}/bookings/bookings`;
let ctx: TestContext;

const D = addDays(today('Europe/Berlin'), 45);

type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;
let other: Section;
let auth: { Authorization: string };
let foreignAuth: { Authorization: string };
let extraId: number;
let foreignExtraId: number;

const CUSTOMER = {
  firstName: 'Erika',
  lastName: 'Mustermann-Strand',
  email: 'Erika.Office@Example.test',
  salutation: 'MS',
  telephone: '+49 4503 1234',
  address: { street: 'Strandallee 12', zip: '23683', city: 'Scharbeutz', country: 'DE' },
  additionalData: { marketing: true },
  language: 'en',
};

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 4 });
  other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: 815 })}` };
  foreignAuth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.vendorId })}` };
  const extra = `INSERT INTO extra (vendor_id, name, price_cents, type) VALUES ($1, 'Handtuch', 350, 'ACCESSOIRES') RETURNING id`;
  extraId = (await ctx.db.query(extra, [s.vendorId])).rows[0].id;
  foreignExtraId = (await ctx.db.query(extra, [other.vendorId])).rows[0].id;
});
afterAll(() => ctx.close());

const newBooking = async () => (await ctx.http().post(BOOKINGS).set(auth).expect(201)).body.id as number;
const setStatus = async (bookingId: number, status: string) => {
  await ctx.db.query(`UPDATE booking SET status = $2 WHERE id = $1`, [bookingId, status]);
  await ctx.db.query(`UPDATE beach_chair_booking SET status = $2 WHERE booking_id = $1 AND status <> 'CANCELED'`, [bookingId, status]);
};
const row = async (id: number) => (await ctx.db.query(`SELECT * FROM booking WHERE id = $1`, [id])).rows[0];
const history = async (bookingId: number, action: string) =>
  (await ctx.db.query(`SELECT * FROM booking_history WHERE booking_id = $1 AND action = $2 ORDER BY id`, [bookingId, action])).rows;
const addChair = (bookingId: number, beachChairId: number, day = D) =>
  ctx
    .http()
    .post(`${V1}/bookings/beach-chairs`)
    .set(auth)
    .send({ bookingId, beachChairId, start: day, end: day, model: '2_SEAT_RECLINER' })
    .expect(201);

describe('POST /bookings/bookings', () => {
  it("opens an empty OPEN booking of the caller's vendor, source BACK_OFFICE, with a CREATE history row", async () => {
    const res = await ctx.http().post(BOOKINGS).set(auth).expect(201);
    expect(res.body).toMatchObject({
      id: expect.any(Number),
      bookingRef: expect.stringMatching(/^[A-HJ-NP-Z2-9]{8}$/),
      status: 'OPEN',
      source: 'BACK_OFFICE',
      totalPrice: 0,
      beachChairBookings: [],
      extras: [],
      customer: null,
      vendor: expect.objectContaining({ id: s.vendorId }),
    });
    expect(await row(res.body.id)).toMatchObject({
      vendor_id: s.vendorId,
      status: 'OPEN',
      source: 'BACK_OFFICE',
      time_zone: 'Europe/Berlin',
    });
    expect(await history(res.body.id, 'CREATE')).toEqual([
      expect.objectContaining({
        from_status: null,
        to_status: 'OPEN',
        actor_type: 'VENDOR',
        actor_id: '815',
        details: { source: 'BACK_OFFICE' },
      }),
    ]);
  });

  it('an ADMIN needs a vendor context (403 FORBIDDEN), and acts for that vendor with one', async () => {
    const admin = await ctx
      .http()
      .post(BOOKINGS)
      .set('Authorization', `Bearer ${await ctx.adminToken()}`);
    expectDomainError(admin, 403, 'FORBIDDEN');
    const forVendor = await ctx
      .http()
      .post(BOOKINGS)
      .set('Authorization', `Bearer ${await ctx.tokenFor({ role: UserRole.ADMIN, vendorId: other.vendorId })}`)
      .expect(201);
    expect(await row(forVendor.body.id)).toMatchObject({ vendor_id: other.vendorId });
    expect((await history(forVendor.body.id, 'CREATE'))[0]).toMatchObject({ actor_type: 'ADMIN' });
    await ctx.http().post(BOOKINGS).expect(401);
  });
});

describe('GET /bookings/bookings, GET /bookings/bookings/{id}', () => {
  it("finds bookings by reference, customer name and e-mail, only the caller's", async () => {
    const id = await newBooking();
    await ctx
      .http()
      .post(`${BOOKINGS}/${id}/customer`)
      .set(auth)
      .send({ ...CUSTOMER, lastName: 'Sandmann-Suche' })
      .expect(201);
    const ref = (await row(id)).booking_ref as string;
    for (const search of [ref, 'sandmann-such', 'Erika Sandmann', 'erika.office@']) {
      const res = await ctx.http().get(BOOKINGS).query({ search, itemsPerPage: 100 }).set(auth).expect(200);
      expect(res.body.items.map((b: { id: number }) => b.id)).toContain(id);
    }
    const byRef = await ctx.http().get(BOOKINGS).query({ search: ref }).set(auth).expect(200);
    expect(byRef.body).toMatchObject({
      total: 1,
      items: [{ id, bookingRef: ref, status: 'OPEN', source: 'BACK_OFFICE', customerLastName: 'Sandmann-Suche' }],
    });
    expect((await ctx.http().get(BOOKINGS).query({ search: ref }).set(foreignAuth).expect(200)).body.total).toBe(0);
    expect((await ctx.http().get(`${BOOKINGS}/${id}`).set(auth).expect(200)).body).toMatchObject({
      id,
      bookingRef: ref,
      customer: { lastName: 'Sandmann-Suche' },
    });
    expectDomainError(await ctx.http().get(`${BOOKINGS}/${id}`).set(foreignAuth), 404, 'ENTITY_NOT_FOUND');
    expectFieldError(await ctx.http().get(`${BOOKINGS}/abc`).set(auth), 'id');
    expectFieldError(await ctx.http().get(BOOKINGS).query({ itemsPerPage: -1 }).set(auth), 'itemsPerPage');
  });
});

describe('PATCH /bookings/bookings/{id}', () => {
  it('sets comment, payment method and language with an UPDATE_BOOKING history row', async () => {
    const id = await newBooking();
    const res = await ctx
      .http()
      .patch(`${BOOKINGS}/${id}`)
      .set(auth)
      .send({ customerComment: 'Reihe vorn', paymentMethod: 'CASH', language: 'en' })
      .expect(200);
    expect(res.body).toMatchObject({ customerComment: 'Reihe vorn', paymentMethod: 'CASH', language: 'en' });
    expect(await row(id)).toMatchObject({ customer_comment: 'Reihe vorn', payment_method: 'CASH', language: 'en' });
    expect(await history(id, 'UPDATE_BOOKING')).toEqual([
      expect.objectContaining({
        from_status: 'OPEN',
        to_status: 'OPEN',
        actor_type: 'VENDOR',
        details: { fields: ['customerComment', 'paymentMethod', 'language'], paymentMethod: 'CASH', language: 'en' },
      }),
    ]);
    // Only the fields sent change.
    await ctx.http().patch(`${BOOKINGS}/${id}`).set(auth).send({ language: 'de' }).expect(200);
    expect(await row(id)).toMatchObject({ customer_comment: 'Reihe vorn', payment_method: 'CASH', language: 'de' });
  });

  it('answers 400 naming the field, 409 for the payment method of a paid booking, 404 for another vendor', async () => {
    const id = await newBooking();
    expectFieldError(await ctx.http().patch(`${BOOKINGS}/${id}`).set(auth).send({ paymentMethod: 'GOLD' }), 'paymentMethod');
    expectFieldError(await ctx.http().patch(`${BOOKINGS}/${id}`).set(auth).send({ language: 'fr' }), 'language');
    expectFieldError(
      await ctx
        .http()
        .patch(`${BOOKINGS}/${id}`)
        .set(auth)
        .send({ customerComment: 'x'.repeat(2001) }),
      'customerComment',
    );
    expectFieldError(await ctx.http().patch(`${BOOKINGS}/${id}`).set(auth).send({ status: 'BOOKED' }), 'status');
    const empty = await ctx.http().patch(`${BOOKINGS}/${id}`).set(auth).send({});
    expectDomainError(empty, 400, 'INVALID_INPUT');
    await setStatus(id, 'BOOKED');
    const paid = await ctx.http().patch(`${BOOKINGS}/${id}`).set(auth).send({ paymentMethod: 'EC' });
    expectDomainError(paid, 409, 'BOOKING_INVALID_TRANSITION');
    expect(paid.body.payload).toEqual({ action: 'UPDATE_PAYMENT', status: 'BOOKED' });
    await ctx.http().patch(`${BOOKINGS}/${id}`).set(auth).send({ customerComment: 'bezahlt' }).expect(200);
    expectDomainError(await ctx.http().patch(`${BOOKINGS}/${id}`).set(foreignAuth).send({ customerComment: 'x' }), 404, 'ENTITY_NOT_FOUND');
  });
});

describe('POST /bookings/bookings/{id}/customer', () => {
  it("sets the customer with the storefront's rules, in a RESERVED booking too", async () => {
    const id = await newBooking();
    await setStatus(id, 'RESERVED');
    const res = await ctx.http().post(`${BOOKINGS}/${id}/customer`).set(auth).send(CUSTOMER).expect(201);
    expect(res.body.customer).toMatchObject({
      firstName: 'Erika',
      email: 'erika.office@example.test',
      salutation: 'MS',
      address: { country: 'DE' },
    });
    const {
      rows: [customer],
    } = await ctx.db.query(`SELECT c.* FROM customer c JOIN booking b ON b.customer_id = c.id WHERE b.id = $1`, [id]);
    expect(customer).toMatchObject({ email: 'erika.office@example.test', additional_data: { marketing: true, validDiscountCard: false } });
    expect((await row(id)).language).toBe('en');
    expect(await history(id, 'ADD_CUSTOMER')).toEqual([
      expect.objectContaining({ from_status: 'RESERVED', to_status: 'RESERVED', actor_type: 'VENDOR' }),
    ]);
  });

  it('answers 400 naming the field, 409 in a wrong state, 404 for another vendor', async () => {
    const id = await newBooking();
    expectFieldError(
      await ctx
        .http()
        .post(`${BOOKINGS}/${id}/customer`)
        .set(auth)
        .send({ ...CUSTOMER, lastName: undefined }),
      'lastName',
    );
    expectFieldError(
      await ctx
        .http()
        .post(`${BOOKINGS}/${id}/customer`)
        .set(auth)
        .send({ ...CUSTOMER, email: 'nope' }),
      'email',
    );
    expectFieldError(
      await ctx
        .http()
        .post(`${BOOKINGS}/${id}/customer`)
        .set(auth)
        .send({ ...CUSTOMER, address: { ...CUSTOMER.address, country: 'US' } }),
      'country',
    );
    expectDomainError(await ctx.http().post(`${BOOKINGS}/${id}/customer`).set(foreignAuth).send(CUSTOMER), 404, 'ENTITY_NOT_FOUND');
    await setStatus(id, 'CANCELED');
    const canceled = await ctx.http().post(`${BOOKINGS}/${id}/customer`).set(auth).send(CUSTOMER);
    expectDomainError(canceled, 409, 'BOOKING_INVALID_TRANSITION');
    expect(canceled.body.payload).toEqual({ action: 'ADD_CUSTOMER', status: 'CANCELED' });
  });
});

describe('extras: POST /{id}/extras, PUT and DELETE /{id}/extras/{extrasBookingId}', () => {
  it("adds, changes and removes lines at the extra's price, retotals, and keeps an emptied booking", async () => {
    const id = await newBooking();
    await setStatus(id, 'CONFIRMED');
    const added = await ctx
      .http()
      .post(`${BOOKINGS}/${id}/extras`)
      .set(auth)
      .send({ items: [{ extraId, amount: 2 }] })
      .expect(201);
    expect(added.body).toMatchObject({
      status: 'CONFIRMED',
      totalPrice: 7,
      extras: [{ extraId, name: 'Handtuch', amount: 2, unitPrice: 3.5, price: 7 }],
    });
    const lineId = added.body.extras[0].id as number;
    expect((await history(id, 'ADD_EXTRAS'))[0]).toMatchObject({ from_status: 'CONFIRMED', to_status: 'CONFIRMED', actor_type: 'VENDOR' });

    const changed = await ctx.http().put(`${BOOKINGS}/${id}/extras/${lineId}`).set(auth).send({ amount: 5 }).expect(200);
    expect(changed.body).toMatchObject({ totalPrice: 17.5, extras: [{ id: lineId, amount: 5 }] });
    expect((await row(id)).total_price_cents).toBe(1750);
    expect((await history(id, 'UPDATE_EXTRA'))[0].details).toEqual({ bookingExtraId: lineId, extraId, amount: 5 });

    const removed = await ctx.http().delete(`${BOOKINGS}/${id}/extras/${lineId}`).set(auth).expect(200);
    expect(removed.body).toMatchObject({ status: 'CONFIRMED', totalPrice: 0, extras: [] });
    expect(await history(id, 'REMOVE_EXTRA')).toHaveLength(1);
  });

  it("answers 400 naming the field, 404 for another vendor's extra or booking, 409 in a wrong state", async () => {
    const id = await newBooking();
    expectFieldError(
      await ctx
        .http()
        .post(`${BOOKINGS}/${id}/extras`)
        .set(auth)
        .send({ items: [{ extraId, amount: 0 }] }),
      'amount',
    );
    expectFieldError(await ctx.http().post(`${BOOKINGS}/${id}/extras`).set(auth).send({}), 'items');
    expectDomainError(
      await ctx
        .http()
        .post(`${BOOKINGS}/${id}/extras`)
        .set(auth)
        .send({ items: [{ extraId: foreignExtraId, amount: 1 }] }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectDomainError(
      await ctx
        .http()
        .post(`${BOOKINGS}/${id}/extras`)
        .set(foreignAuth)
        .send({ items: [{ extraId: foreignExtraId, amount: 1 }] }),
      404,
      'ENTITY_NOT_FOUND',
    );
    const line = (
      await ctx
        .http()
        .post(`${BOOKINGS}/${id}/extras`)
        .set(auth)
        .send({ items: [{ extraId, amount: 1 }] })
        .expect(201)
    ).body.extras[0].id;
    expectFieldError(await ctx.http().put(`${BOOKINGS}/${id}/extras/${line}`).set(auth).send({ amount: 'many' }), 'amount');
    expectDomainError(
      await ctx.http().put(`${BOOKINGS}/${id}/extras/${line}`).set(foreignAuth).send({ amount: 2 }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectDomainError(await ctx.http().delete(`${BOOKINGS}/${id}/extras/2147483647`).set(auth), 404, 'ENTITY_NOT_FOUND');
    await setStatus(id, 'PENDING');
    const pending = await ctx.http().put(`${BOOKINGS}/${id}/extras/${line}`).set(auth).send({ amount: 2 });
    expectDomainError(pending, 409, 'BOOKING_INVALID_TRANSITION');
    expect(pending.body.payload).toEqual({ action: 'UPDATE_EXTRA', status: 'PENDING' });
    expectDomainError(await ctx.http().delete(`${BOOKINGS}/${id}/extras/${line}`).set(auth), 409, 'BOOKING_INVALID_TRANSITION');
  });
});

describe('GET and DELETE /bookings/bookings/{id}/beach_chair_booking/{beach_chair_booking_id}', () => {
  it('reads a chair booking of the booking; removes it from an OPEN booking, cancels it in a CONFIRMED one', async () => {
    const id = await newBooking();
    const a = (await addChair(id, s.chairIds[0][0])).body.id as number;
    const b = (await addChair(id, s.chairIds[0][1])).body.id as number;
    const got = await ctx.http().get(`${BOOKINGS}/${id}/beach_chair_booking/${a}`).set(auth).expect(200);
    expect(got.body).toMatchObject({ id: a, bookingId: id, beachChairId: s.chairIds[0][0], price: 15 });
    const otherBooking = await newBooking();
    expectDomainError(await ctx.http().get(`${BOOKINGS}/${otherBooking}/beach_chair_booking/${a}`).set(auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().get(`${BOOKINGS}/${id}/beach_chair_booking/${a}`).set(foreignAuth), 404, 'ENTITY_NOT_FOUND');
    expectFieldError(await ctx.http().get(`${BOOKINGS}/${id}/beach_chair_booking/x`).set(auth), 'beach_chair_booking_id');

    const removed = await ctx.http().delete(`${BOOKINGS}/${id}/beach_chair_booking/${a}`).set(auth).expect(200);
    expect(removed.body).toMatchObject({ status: 'OPEN', totalPrice: 15 });
    expect(removed.body.beachChairBookings.map((c: { id: number }) => c.id)).toEqual([b]);
    expect((await ctx.db.query(`SELECT 1 FROM beach_chair_booking WHERE id = $1`, [a])).rowCount).toBe(0);
    expect(await history(id, 'REMOVE_BEACH_CHAIR')).toHaveLength(1);

    const c = (await addChair(id, s.chairIds[0][2])).body.id as number;
    await setStatus(id, 'CONFIRMED');
    expectDomainError(await ctx.http().delete(`${BOOKINGS}/${id}/beach_chair_booking/${c}`).set(foreignAuth), 404, 'ENTITY_NOT_FOUND');
    const canceled = await ctx.http().delete(`${BOOKINGS}/${id}/beach_chair_booking/${c}`).set(auth).expect(200);
    expect(canceled.body).toMatchObject({ status: 'CONFIRMED', totalPrice: 15 });
    expect((await ctx.db.query(`SELECT status FROM beach_chair_booking WHERE id = $1`, [c])).rows[0].status).toBe('CANCELED');
  });
});

describe('GET /bookings/bookings/{id}/history and DELETE /bookings/bookings/{id}', () => {
  it('lists every change oldest first; DELETE cancels the booking (409 the second time)', async () => {
    const id = await newBooking();
    await addChair(id, s.chairIds[0][3], addDays(D, 3));
    await ctx.http().patch(`${BOOKINGS}/${id}`).set(auth).send({ paymentMethod: 'CASH' }).expect(200);
    expectDomainError(await ctx.http().delete(`${BOOKINGS}/${id}`).set(foreignAuth), 404, 'ENTITY_NOT_FOUND');
    const canceled = await ctx.http().delete(`${BOOKINGS}/${id}`).set(auth).expect(200);
    expect(canceled.body).toMatchObject({ id, status: 'CANCELED' });
    expect(await row(id)).toMatchObject({ status: 'CANCELED' });
    expectDomainError(await ctx.http().delete(`${BOOKINGS}/${id}`).set(auth), 409, 'BOOKING_INVALID_TRANSITION');

    const res = await ctx.http().get(`${BOOKINGS}/${id}/history`).set(auth).expect(200);
    expect(res.body.map((h: { action: string }) => h.action)).toEqual(['CREATE', 'ADD_BEACH_CHAIR', 'UPDATE_BOOKING', 'CANCEL']);
    expect(res.body[0]).toEqual({
      id: expect.any(String),
      action: 'CREATE',
      fromStatus: null,
      toStatus: 'OPEN',
      actorType: 'VENDOR',
      actorId: '815',
      details: { source: 'BACK_OFFICE' },
      createdAt: expect.any(String),
    });
    expect(res.body[3]).toMatchObject({ fromStatus: 'OPEN', toStatus: 'CANCELED', actorType: 'VENDOR' });
    expectDomainError(await ctx.http().get(`${BOOKINGS}/${id}/history`).set(foreignAuth), 404, 'ENTITY_NOT_FOUND');
  });
});
