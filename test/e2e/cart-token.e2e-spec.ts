import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash, randomBytes } from 'node:crypto';
import type { Response } from 'supertest';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { Cart, cartHeader, CART_TOKEN_HEADER, openCart } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * The cart's secret, seen from an attacker who knows a bookingRef (it is on the confirmation, in a URL, in a mail) but
 * not the cart's token: every change of the cart by its reference (chairs, extras, customer) answers the same 404 as an
 * unknown reference, changes no row and shows none of the customer's data. Only the create answer carries the token;
 * the booking keeps its SHA-256 only. Bookings the office makes have no token: the storefront cannot change them at all.
 */
const V1 = '/api/v1';
const PUBLIC = `${V1}/features/public`;
const MODEL = '2_SEAT_RECLINER';
const D = addDays(today('Europe/Berlin'), 35);
const RUN = `${process.pid}${Date.now().toString(36)}`;

let ctx: TestContext;
let auth: { Authorization: string };
type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;
let fish: number;
let towel: number;

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 10 });
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
  const extra = async (name: string, priceCents: number) =>
    (
      await ctx.db.query(`INSERT INTO extra (vendor_id, name, price_cents, type, active) VALUES ($1, $2, $3, 'FOOD', true) RETURNING id`, [
        s.vendorId,
        name,
        priceCents,
      ])
    ).rows[0].id as number;
  fish = await extra('Fischbrötchen', 450);
  towel = await extra('Handtuch', 300);
});
afterAll(() => ctx?.close());

const chair = (i: number) => s.chairIds[0][i];
const q = () => ({ publicReference: s.publicReference });

/** The victim's details: distinctive enough that any of them in an answer would be a leak. */
const victim = () => ({
  salutation: 'MS',
  firstName: 'Wiebke',
  lastName: `Geheimhaus${RUN}`,
  email: `wiebke.geheimhaus-${RUN}@example.de`,
  telephone: '+49 4503 7771234',
  address: { street: 'Verborgener Weg 17', zip: '23683', city: 'Scharbeutz' },
});
const ATTACKER = {
  firstName: 'Mallory',
  lastName: 'Angreifer',
  email: `mallory-${RUN}@example.de`,
  telephone: '+49 170 6660000',
  address: { street: 'Böser Weg 1', zip: '23683', city: 'Scharbeutz' },
};
const victimSecrets = () => {
  const v = victim();
  return [v.firstName, v.lastName, v.email, v.telephone, v.address.street, '7771234'];
};

/** The public cart routes, with the X-Cart-Token header given (or none when `token` is undefined). */
const send = <T extends { set(h: Record<string, string>): T }>(req: T, token: string | undefined): T =>
  token === undefined ? req : req.set({ [CART_TOKEN_HEADER]: token });
const api = {
  addChair: (ref: string, token: string | undefined, beachChairId: number) =>
    send(ctx.http().post(`${PUBLIC}/booking/${ref}/beach_chair_bookings`), token)
      .query(q())
      .send({ beachChairId, model: MODEL, start: D, end: D }),
  removeChair: (ref: string, token: string | undefined, id: number) =>
    send(ctx.http().delete(`${PUBLIC}/booking/${ref}/beach_chair_booking/${id}`), token).query(q()),
  addExtras: (ref: string, token: string | undefined, items: { extraId: number; amount: number }[]) =>
    send(ctx.http().post(`${PUBLIC}/${ref}/extras`), token)
      .query(q())
      .send({ items }),
  putExtra: (ref: string, token: string | undefined, id: number, amount: number) =>
    send(ctx.http().put(`${PUBLIC}/${ref}/extras/${id}`), token)
      .query(q())
      .send({ amount }),
  deleteExtra: (ref: string, token: string | undefined, id: number) =>
    send(ctx.http().delete(`${PUBLIC}/${ref}/extras/${id}`), token).query(q()),
  addCustomer: (ref: string, token: string | undefined, body: Record<string, unknown>) =>
    send(ctx.http().post(`${PUBLIC}/booking/${ref}/add_customer`), token)
      .query(q())
      .send(body),
};

/** A victim's cart through the public API: a chair, an extra line, the customer. */
async function victimCart(chairIndex: number) {
  const cart = await openCart(ctx, q());
  const added = await api.addChair(cart.ref, cart.cartToken, chair(chairIndex)).expect(201);
  const extras = await api.addExtras(cart.ref, cart.cartToken, [{ extraId: fish, amount: 2 }]).expect(201);
  await api.addCustomer(cart.ref, cart.cartToken, victim()).expect(201);
  return { ...cart, chairBookingId: added.body.beachChairBookings[0].id as number, extraLineId: extras.body.extras[0].id as number };
}

/** Everything the database holds of the booking: its row, its chair bookings, extra lines, customer and history. */
async function snapshot(ref: string) {
  const one = async (sql: string, params: unknown[]) => (await ctx.db.query(sql, params)).rows;
  const [booking] = await one(`SELECT row_to_json(b)::jsonb AS row FROM booking b WHERE booking_ref = $1`, [ref]);
  const id = booking.row.id as number;
  return {
    booking: booking.row,
    chairs: (await one(`SELECT row_to_json(cb)::jsonb AS row FROM beach_chair_booking cb WHERE booking_id = $1 ORDER BY id`, [id])).map(
      (r) => r.row,
    ),
    extras: (await one(`SELECT row_to_json(e)::jsonb AS row FROM booking_extra e WHERE booking_id = $1 ORDER BY id`, [id])).map(
      (r) => r.row,
    ),
    customer: (await one(`SELECT row_to_json(c)::jsonb AS row FROM customer c WHERE id = $1`, [booking.row.customer_id])).map((r) => r.row),
    history: (await one(`SELECT count(*)::int AS n FROM booking_history WHERE booking_id = $1`, [id]))[0].n as number,
  };
}

/** Rows an attack would have added anywhere: chair bookings of `beachChairId`, customers with the attacker's e-mail. */
async function attackTraces(beachChairId: number) {
  const {
    rows: [r],
  } = await ctx.db.query(
    `SELECT (SELECT count(*)::int FROM beach_chair_booking WHERE beach_chair_id = $1) AS chairs,
            (SELECT count(*)::int FROM customer WHERE lower(email) = lower($2)) AS customers`,
    [beachChairId, ATTACKER.email],
  );
  return r as { chairs: number; customers: number };
}

/** An error answer without what differs from call to call, or with the reference. */
const comparable = (res: Response) => {
  const { correlationId: _c, requestId: _r, timestamp: _t, path: _p, message: _m, payload, ...rest } = res.body as Record<string, unknown>;
  const { id: _id, correlationId: _pc, ...p } = (payload ?? {}) as Record<string, unknown>;
  return { status: res.status, ...rest, payload: p };
};

/** Every change an attacker could try on the cart by its reference, with `token` (or none). */
function attacks(target: { ref: string; chairBookingId: number; extraLineId: number }, token: string | undefined, freeChair: number) {
  return [
    ['add a chair', () => api.addChair(target.ref, token, freeChair)],
    ['remove its chair', () => api.removeChair(target.ref, token, target.chairBookingId)],
    ['add an extra', () => api.addExtras(target.ref, token, [{ extraId: towel, amount: 1 }])],
    ['change an extra line', () => api.putExtra(target.ref, token, target.extraLineId, 9)],
    ['remove an extra line', () => api.deleteExtra(target.ref, token, target.extraLineId)],
    ['replace the customer', () => api.addCustomer(target.ref, token, ATTACKER)],
  ] as const;
}

/** The same call on an unknown reference: what a wrong token must look like. */
function unknownRefCalls(freeChair: number) {
  return attacks({ ref: 'ZZZZZZZZ', chairBookingId: 1, extraLineId: 1 }, undefined, freeChair);
}

async function expectRefused(
  target: { ref: string; chairBookingId: number; extraLineId: number },
  token: string | undefined,
  freeChair: number,
  label: string,
) {
  const before = await snapshot(target.ref);
  const unknown = unknownRefCalls(freeChair);
  for (const [i, [what, call]] of attacks(target, token, freeChair).entries()) {
    const res = await call();
    const context = `${label}: ${what}`;
    expect({ context, status: res.status }).toEqual({ context, status: 404 });
    expect(res.body).toMatchObject({ statusCode: 404, errorType: 'ENTITY_NOT_FOUND', payload: { entity: 'Booking', id: target.ref } });
    // Indistinguishable from an unknown reference.
    expect({ context, body: comparable(res) }).toEqual({ context, body: comparable(await unknown[i][1]()) });
    // None of the customer's data in the answer.
    const text = JSON.stringify(res.body);
    for (const secret of victimSecrets())
      expect({ context, leaks: text.toLowerCase().includes(secret.toLowerCase()) }).toEqual({ context, leaks: false });
    // Nothing changed: the booking, its chairs, extras, customer and history are as they were.
    expect({ context, after: await snapshot(target.ref) }).toEqual({ context, after: before });
  }
  expect(await attackTraces(freeChair)).toEqual({ chairs: 0, customers: 0 });
}

describe("a bookingRef without the cart's token changes nothing", () => {
  it("no header, an empty one, a made-up one, a near miss, the stored hash or another cart's token: 404 on every change, no row touched", async () => {
    const target = await victimCart(0);
    const other = await openCart(ctx, q()); // the attacker's own, valid cart at the same vendor
    const {
      rows: [{ hash }],
    } = await ctx.db.query(`SELECT cart_token_hash AS hash FROM booking WHERE booking_ref = $1`, [target.ref]);
    const nearMiss = `${target.cartToken.slice(0, -1)}${target.cartToken.endsWith('A') ? 'B' : 'A'}`;
    const tokens: [string, string | undefined][] = [
      ['no header', undefined],
      ['an empty header', ''],
      ['a made-up token', randomBytes(24).toString('base64url')],
      ['the token with its last character changed', nearMiss],
      ['the stored hash (hex)', (hash as Buffer).toString('hex')],
      ['the stored hash (base64url)', (hash as Buffer).toString('base64url')],
      ["another cart's token", other.cartToken],
    ];
    for (const [label, token] of tokens) await expectRefused(target, token, chair(1), label);

    // The cart itself is unharmed: the victim's token still does everything.
    const added = await api.addChair(target.ref, target.cartToken, chair(1)).expect(201);
    expect(added.body.beachChairBookings).toHaveLength(2);
    expect(added.body.customer).toMatchObject({ firstName: 'Wiebke', email: victim().email });
  });

  it("another cart's token with its own reference cannot reach the victim's chair booking or extra line either", async () => {
    const target = await victimCart(2);
    const attacker = await openCart(ctx, q());
    await api.addChair(attacker.ref, attacker.cartToken, chair(3)).expect(201);
    const before = await snapshot(target.ref);
    const chairRes = await api.removeChair(attacker.ref, attacker.cartToken, target.chairBookingId).expect(404);
    expect(chairRes.body).toMatchObject({ errorType: 'ENTITY_NOT_FOUND', payload: { entity: 'BeachChairBooking' } });
    await api.putExtra(attacker.ref, attacker.cartToken, target.extraLineId, 9).expect(404);
    await api.deleteExtra(attacker.ref, attacker.cartToken, target.extraLineId).expect(404);
    for (const res of [chairRes]) for (const secret of victimSecrets()) expect(JSON.stringify(res.body)).not.toContain(secret);
    expect(await snapshot(target.ref)).toEqual(before);
  });

  it('with the right token every change works and shows in the database', async () => {
    const cart = await openCart(ctx, q());
    const tok = cart.cartToken;
    const added = await api.addChair(cart.ref, tok, chair(4)).expect(201);
    const second = await api.addChair(cart.ref, tok, chair(5)).expect(201);
    expect(second.body.beachChairBookings).toHaveLength(2);
    const extras = await api
      .addExtras(cart.ref, tok, [
        { extraId: fish, amount: 1 },
        { extraId: towel, amount: 1 },
      ])
      .expect(201);
    const [fishLine, towelLine] = extras.body.extras.map((e: { id: number }) => e.id) as number[];
    await api.putExtra(cart.ref, tok, fishLine, 3).expect(200);
    await api.deleteExtra(cart.ref, tok, towelLine).expect(200);
    await api.removeChair(cart.ref, tok, added.body.beachChairBookings[0].id).expect(200);
    const customer = await api.addCustomer(cart.ref, tok, { ...victim(), email: `richtig-${RUN}@example.de` }).expect(201);
    expect(customer.body.customer).toMatchObject({ firstName: 'Wiebke', email: `richtig-${RUN}@example.de` });
    const after = await snapshot(cart.ref);
    expect(after.booking).toMatchObject({ status: 'OPEN', total_price_cents: 1500 + 3 * 450 });
    expect(after.chairs.map((c) => c.beach_chair_id)).toEqual([chair(5)]);
    expect(after.extras.map((e) => [e.extra_id, e.amount])).toEqual([[fish, 3]]);
    expect(after.customer).toEqual([
      expect.objectContaining({ first_name: 'Wiebke', email: `richtig-${RUN}@example.de`, telephone: '+49 4503 7771234' }),
    ]);
    // The header name is case-insensitive, surrounding blanks do not matter (both as HTTP has it).
    await ctx
      .http()
      .post(`${PUBLIC}/booking/${cart.ref}/beach_chair_bookings`)
      .set({ 'x-cart-token': ` ${tok} ` })
      .query(q())
      .send({ beachChairId: chair(6), model: MODEL, start: D, end: D })
      .expect(201);
  });
});

describe('the token itself', () => {
  it('is only in the create answer: not in the change answers, the status, the e-mail routes or any header', async () => {
    const created = await ctx.http().post(`${PUBLIC}/booking`).query(q()).expect(201);
    const token = created.body.cartToken as string;
    // At least 128 bits, URL-safe, and a new one per cart.
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const another = await openCart(ctx, q());
    expect(another.cartToken).not.toBe(token);
    const cart: Cart = { ref: created.body.bookingRef, cartToken: token };
    const email = `token-${RUN}@example.de`;

    const added = await api.addChair(cart.ref, token, chair(7)).expect(201);
    const extras = await api.addExtras(cart.ref, token, [{ extraId: fish, amount: 1 }]).expect(201);
    const changed = await api.putExtra(cart.ref, token, extras.body.extras[0].id, 2).expect(200);
    const customer = await api.addCustomer(cart.ref, token, { ...ATTACKER, email }).expect(201);
    const answers: [string, Response][] = [
      ['add chair', added],
      ['add extras', extras],
      ['change extra', changed],
      ['add customer', customer],
      ['booking_status', await ctx.http().get(`${PUBLIC}/booking_status/${cart.ref}`).expect(200)],
      [
        'PUT /booking by e-mail',
        await ctx.http().put(`${PUBLIC}/booking`).query({ bookingRef: cart.ref, email }).send({ customerComment: 'Hallo' }).expect(200),
      ],
      ['remove extra', await api.deleteExtra(cart.ref, token, extras.body.extras[0].id).expect(200)],
      ['remove chair', await api.removeChair(cart.ref, token, added.body.beachChairBookings[0].id).expect(200)],
    ];
    for (const [what, res] of answers) {
      expect({ what, hasKey: 'cartToken' in res.body }).toEqual({ what, hasKey: false });
      expect({ what, body: JSON.stringify(res.body).includes(token), headers: JSON.stringify(res.headers).includes(token) }).toEqual({
        what,
        body: false,
        headers: false,
      });
    }
    expect(created.body).toMatchObject({ bookingRef: cart.ref, status: 'OPEN', cartToken: token });
  });

  it('the booking keeps a 32-byte SHA-256 of it (cart_token_hash), never the token', async () => {
    const cart = await openCart(ctx, q());
    const {
      rows: [row],
    } = await ctx.db.query(`SELECT cart_token_hash AS hash, row_to_json(b)::text AS "all" FROM booking b WHERE booking_ref = $1`, [
      cart.ref,
    ]);
    expect(Buffer.isBuffer(row.hash)).toBe(true);
    expect(row.hash).toHaveLength(32);
    expect((row.hash as Buffer).equals(createHash('sha256').update(cart.cartToken).digest())).toBe(true);
    expect((row.hash as Buffer).includes(Buffer.from(cart.cartToken))).toBe(false);
    expect(row.all).not.toContain(cart.cartToken);
    // Nowhere else in the booking's rows either (history).
    const {
      rows: [h],
    } = await ctx.db.query(
      `SELECT coalesce(string_agg(row_to_json(h)::text, ''), '') AS t FROM booking_history h JOIN booking b ON b.id = h.booking_id WHERE b.booking_ref = $1`,
      [cart.ref],
    );
    expect(h.t).not.toContain(cart.cartToken);
  });
});

describe('a booking the office made', () => {
  it('has no token, and the public cart routes cannot change it with any header', async () => {
    const id = (await ctx.http().post(`${V1}/bookings/bookings`).set(auth).expect(201)).body.id as number;
    const chairBookingId = (
      await ctx
        .http()
        .post(`${V1}/bookings/beach-chairs`)
        .set(auth)
        .send({ bookingId: id, beachChairId: chair(8), model: MODEL, start: D, end: D })
        .expect(201)
    ).body.id as number;
    await ctx
      .http()
      .post(`${V1}/bookings/bookings/${id}/extras`)
      .set(auth)
      .send({ items: [{ extraId: fish, amount: 1 }] })
      .expect(201);
    await ctx.http().post(`${V1}/bookings/bookings/${id}/customer`).set(auth).send(victim()).expect(201);
    const {
      rows: [b],
    } = await ctx.db.query(
      `SELECT booking_ref AS ref, status, source, cart_token_hash AS hash, (SELECT id FROM booking_extra WHERE booking_id = b.id) AS "extraLineId"
         FROM booking b WHERE id = $1`,
      [id],
    );
    expect(b).toMatchObject({ status: 'OPEN', source: 'BACK_OFFICE', hash: null, extraLineId: expect.any(Number) });
    const target = { ref: b.ref as string, chairBookingId, extraLineId: b.extraLineId as number };
    const someCart = await openCart(ctx, q());
    for (const [label, token] of [
      ['no header', undefined],
      ['an empty header', ''],
      ['a made-up token', randomBytes(24).toString('base64url')],
      ["another cart's token", someCart.cartToken],
    ] as [string, string | undefined][]) {
      await expectRefused(target, token, chair(9), `office booking, ${label}`);
    }
    // The office still can.
    await ctx
      .http()
      .post(`${V1}/bookings/bookings/${id}/extras`)
      .set(auth)
      .send({ items: [{ extraId: towel, amount: 1 }] })
      .expect(201);
  });
});

// The helper the other tests use sends exactly this header.
it('cartHeader is the X-Cart-Token header', () => {
  expect(cartHeader({ ref: 'ABCDEFGH', cartToken: 'secret' })).toEqual({ 'X-Cart-Token': 'secret' });
});
