import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ActorType } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { BookingAction } from '../../server/src/modules/bookings/booking-state-machine.js';
import { BookingTransitionsService } from '../../server/src/modules/bookings/booking-transitions.service.js';
import { BookingExpiryService } from '../../server/src/modules/bookings/expiry/booking-expiry.service.js';
import { cartHeader, openCart } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const PUBLIC = '/api/v1/features/public';
const D = addDays(today('Europe/Berlin'), 4);
const ROUNDS = 8;
let ctx: TestContext;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let nextChair = 0;

beforeAll(async () => {
  ctx = await startTestApp();
  const location = await ctx.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: ['BANK_TRANSFER'] },
  });
  s = await ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 6,
    chairsPerRow: 10,
  });
  await ctx.factories.setVendorBankData(s.vendorId);
}, 60_000);
afterAll(() => ctx.close());

/** OPEN, two chairs, a customer, BANK_TRANSFER chosen: ready to confirm. */
async function ready(): Promise<{ ref: string; email: string; id: number; historyFrom: number }> {
  const q = { publicReference: s.publicReference };
  const cart = await openCart(ctx, q);
  const { ref } = cart;
  for (let i = 0; i < 2; i++) {
    const n = nextChair++;
    await ctx
      .http()
      .post(`${PUBLIC}/booking/${ref}/beach_chair_bookings`)
      .set(cartHeader(cart))
      .query(q)
      .send({ beachChairId: s.chairIds[Math.floor(n / 10)][n % 10], start: D, end: D, model: '2_SEAT_RECLINER' })
      .expect(201);
  }
  const email = `wettlauf-${ref.toLowerCase()}@example.de`;
  await ctx
    .http()
    .post(`${PUBLIC}/booking/${ref}/add_customer`)
    .set(cartHeader(cart))
    .query(q)
    .send({ firstName: 'Erika', lastName: 'Mustermann', email, address: { street: 'Strandallee 12', zip: '23683', city: 'Scharbeutz' } })
    .expect(201);
  await ctx.http().put(`${PUBLIC}/booking`).query({ bookingRef: ref, email }).send({ paymentMethod: 'BANK_TRANSFER' }).expect(200);
  const { rows } = await ctx.db.query(
    `SELECT b.id, (SELECT max(id) FROM booking_history WHERE booking_id = b.id) AS h FROM booking b WHERE booking_ref = $1`,
    [ref],
  );
  return { ref, email, id: rows[0].id, historyFrom: rows[0].h };
}

/** PENDING (bank transfer confirmed) with its payment deadline passed: the job or sweeper may expire it any moment. */
async function lapsedPending() {
  const b = await ready();
  await put('confirm', b.ref, b.email).expect(200);
  await ctx.db.query(`UPDATE booking SET expires_at = now() - interval '1 second' WHERE id = $1`, [b.id]);
  const { rows } = await ctx.db.query(`SELECT max(id) AS h FROM booking_history WHERE booking_id = $1`, [b.id]);
  return { ...b, historyFrom: rows[0].h as number };
}

const put = (action: string, bookingRef: string, email: string) =>
  ctx.http().put(`${PUBLIC}/booking/${action}`).query({ bookingRef, email });

/** The booking's status, its chair bookings' and the history written after `historyFrom`: they must tell one story. */
async function outcome(id: number, historyFrom: number) {
  const {
    rows: [b],
  } = await ctx.db.query(
    `SELECT status, array(SELECT DISTINCT status FROM beach_chair_booking WHERE booking_id = b.id) AS chairs FROM booking b WHERE id = $1`,
    [id],
  );
  const { rows: h } = await ctx.db.query(
    `SELECT action, from_status AS "from", to_status AS "to" FROM booking_history WHERE booking_id = $1 AND id > $2 ORDER BY id`,
    [id, historyFrom],
  );
  expect(b.chairs).toEqual([b.status]); // every chair booking follows the booking
  if (h.length) expect(h.at(-1).to).toBe(b.status); // the last history row is where the booking is
  return { status: b.status as string, history: h.map((x) => `${x.action}:${x.from}>${x.to}`) };
}

/** Runs `fn` after `ms` milliseconds. */
const later = <T>(ms: number, fn: () => PromiseLike<T>): Promise<T> =>
  new Promise((resolve, reject) => setTimeout(() => Promise.resolve(fn()).then(resolve, reject), ms));

/** Both sides' results: fulfilled, or the domain error's type (anything else fails the test). */
const settle = async <T>(p: Promise<T>): Promise<T | string> =>
  p.catch((e: { errorType?: string }) => {
    if (!e.errorType) throw e;
    return e.errorType;
  });

/** No leftovers: no two holding chair bookings of the section overlap (the exclusion constraint's promise, checked). */
async function noOverlaps() {
  const { rows } = await ctx.db.query(
    `SELECT count(*)::int AS n FROM beach_chair_booking a JOIN beach_chair_booking b ON a.beach_chair_id = b.beach_chair_id AND a.id < b.id
      WHERE a.period && b.period AND a.status IN ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'RESERVED') AND b.status IN ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'RESERVED')`,
  );
  expect(rows[0].n).toBe(0);
}

describe('concurrent status changes leave one consistent outcome', () => {
  it('customer cancel racing the bank-transfer confirm', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const b = await ready();
      // The confirm does more reads before its transition: the cancel starts a little later, by a varying amount.
      const [confirm, cancel] = await Promise.all([put('confirm', b.ref, b.email), later(round * 4, () => put('cancel', b.ref, b.email))]);
      expect([cancel.status, confirm.status].every((st) => st === 200 || st === 409)).toBe(true);
      // The customer may cancel OPEN and PENDING: the cancel always succeeds; the confirm only if it came first.
      expect(cancel.status).toBe(200);
      const o = await outcome(b.id, b.historyFrom);
      expect(o.status).toBe('CANCELED');
      if (confirm.status === 200) {
        expect(o.history).toEqual(['SUBMIT_BANK_TRANSFER:OPEN>PENDING', 'CANCEL:PENDING>CANCELED']);
      } else {
        expect(confirm.body).toMatchObject({ errorType: 'BOOKING_INVALID_TRANSITION', payload: { status: 'CANCELED' } });
        expect(o.history).toEqual(['CANCEL:OPEN>CANCELED']);
      }
    }
    await noOverlaps();
  }, 120_000);

  it('expiry racing a vendor PAY or CONFIRM: exactly one wins', async () => {
    const expiry = ctx.app.get(BookingExpiryService);
    const transitions = ctx.app.get(BookingTransitionsService);
    for (let round = 0; round < ROUNDS; round++) {
      const b = await lapsedPending();
      const action = round % 2 ? BookingAction.CONFIRM : BookingAction.PAY;
      const [expired, vendor] = await Promise.all([
        settle(expiry.expireIfLapsed(b.id)),
        settle(transitions.transition(b.id, action, { type: ActorType.VENDOR, id: '1' })),
      ]);
      const o = await outcome(b.id, b.historyFrom);
      expect(o.history).toHaveLength(1); // exactly the winner's row
      if (typeof vendor === 'string') {
        expect(vendor).toBe('BOOKING_INVALID_TRANSITION');
        // The expiry won (or, with other test files sweeping the shared database, a sweeper did: still one EXPIRE).
        expect(['EXPIRED', 'NOT_EXPIRABLE']).toContain((expired as { kind: string }).kind);
        expect(o).toEqual({ status: 'EXPIRED', history: ['EXPIRE:PENDING>EXPIRED'] });
      } else {
        expect(expired).toEqual({ kind: 'NOT_EXPIRABLE' });
        const to = action === BookingAction.PAY ? 'BOOKED' : 'CONFIRMED';
        expect(o).toEqual({ status: to, history: [`${action}:PENDING>${to}`] });
      }
    }
    await noOverlaps();
  }, 120_000);

  it("expiry racing the customer's cancel over HTTP: exactly one wins, no 5xx", async () => {
    const expiry = ctx.app.get(BookingExpiryService);
    for (let round = 0; round < ROUNDS; round++) {
      const b = await lapsedPending();
      // The HTTP cancel has further to go: the expiry starts a little later, by a varying amount.
      const [cancel, expired] = await Promise.all([
        put('cancel', b.ref, b.email),
        later(round * 4, () => settle(expiry.expireIfLapsed(b.id))),
      ]);
      expect([200, 409]).toContain(cancel.status);
      const o = await outcome(b.id, b.historyFrom);
      expect(o.history).toHaveLength(1);
      if (cancel.status === 200) {
        expect(expired).toEqual({ kind: 'NOT_EXPIRABLE' });
        expect(o).toEqual({ status: 'CANCELED', history: ['CANCEL:PENDING>CANCELED'] });
      } else {
        expect(cancel.body).toMatchObject({ errorType: 'BOOKING_INVALID_TRANSITION', payload: { action: 'CANCEL', status: 'EXPIRED' } });
        expect(o).toEqual({ status: 'EXPIRED', history: ['EXPIRE:PENDING>EXPIRED'] });
      }
    }
  }, 120_000);

  it('the job racing two sweepers: the booking is expired once, one history row', async () => {
    const expiry = ctx.app.get(BookingExpiryService);
    for (let round = 0; round < 4; round++) {
      const b = await lapsedPending();
      const results = await Promise.all([expiry.expireIfLapsed(b.id), expiry.sweep(), expiry.sweep()]);
      expect(results[0].kind === 'EXPIRED' || results[0].kind === 'NOT_EXPIRABLE').toBe(true);
      expect(await outcome(b.id, b.historyFrom)).toEqual({ status: 'EXPIRED', history: ['EXPIRE:PENDING>EXPIRED'] });
    }
  }, 120_000);
});
