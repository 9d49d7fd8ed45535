import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { CHAIR_LOCK, xactLockSql } from '../../server/src/infra/database/advisory-locks.js';
import { insertOpenBookings, overlappingChairBookings } from '../support/booking-race.js';
import { cartHeader } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * The back office's writes that make chair bookings hold a chair (a move, a batch of moves, a recovery) racing customers'
 * adds of the same chair. Each takes the chairs' locks (lockChair, ascending ids) after the booking rows, like the add, so
 * they queue instead of deadlocking in the exclusion constraint; a deadlock or serialization failure that still
 * happened would be retried, else a 409 — never a 500. Many rounds, the office call first or last in the volley.
 */
const V1 = '/api/v1';
const CHAIRS = `${V1}/bookings/beach-chairs`;
const DETAILS = `${V1}/features/booking_details`;
const MODEL = '2_SEAT_RECLINER';
const ROUNDS = 8;
const ADDS = 6;
jest.setTimeout(180_000);
const D = addDays(today('Europe/Berlin'), 45);
// booking_ref is 8 characters [A-Z0-9]: a prefix of 3 unique to this run, then the round and the number.
const RUN = Math.random().toString(36).slice(2, 4).toUpperCase();

let ctx: TestContext;
let auth: { Authorization: string };
type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;

beforeAll(async () => {
  ctx = await startTestApp({ DATABASE_POOL_SIZE: '10' });
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 8 });
  auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: 4712 })}` };
});
afterEach(async () => {
  // In the whole database: no two holding chair bookings of one chair overlap.
  if (ctx) expect(await overlappingChairBookings(ctx.db)).toEqual([]);
});
afterAll(() => ctx?.close());

const chair = (i: number) => s.chairIds[0][i];

/** An office booking holding `beachChairId` on `day`; answers the booking and chair booking ids. */
async function officeHolding(beachChairId: number, day: string): Promise<{ bookingId: number; id: number }> {
  const bookingId = (await ctx.http().post(`${V1}/bookings/bookings`).set(auth).expect(201)).body.id as number;
  const res = await ctx.http().post(CHAIRS).set(auth).send({ bookingId, beachChairId, model: MODEL, start: day, end: day }).expect(201);
  return { bookingId, id: res.body.id as number };
}

/** `n` customers' adds of `beachChairId` for the whole `day`, each on its own OPEN booking. */
async function customerAdds(tag: string, beachChairId: number, day: string, n = ADDS) {
  const carts = await insertOpenBookings(ctx.db, s.vendorId, n, `${RUN}${tag}`);
  return carts.map(
    (cart) => () =>
      ctx
        .http()
        .post(`${V1}/features/public/booking/${cart.ref}/beach_chair_bookings`)
        .set(cartHeader(cart))
        .query({ publicReference: s.publicReference })
        .send({ beachChairId, model: MODEL, start: day, end: day }),
  );
}

const holders = async (beachChairId: number, day: string) =>
  (
    await ctx.db.query(
      `SELECT b.id, b.booking_id AS "bookingId" FROM beach_chair_booking b
      WHERE b.beach_chair_id = $1 AND b.status IN ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'RESERVED')
        AND b.period && tstzrange(($2::date)::timestamp AT TIME ZONE 'Europe/Berlin', ($2::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin')`,
      [beachChairId, day],
    )
  ).rows as { id: number; bookingId: number }[];

/** Fires the office call and the adds at once, the office call first in even rounds and last in odd ones. */
async function volley<T>(
  round: number,
  office: () => Promise<T>,
  adds: (() => PromiseLike<{ status: number; body: { errorType?: string } }>)[],
) {
  const calls: (() => PromiseLike<unknown>)[] = round % 2 === 0 ? [office, ...adds] : [...adds, office];
  const answers = (await Promise.all(calls.map((c) => c()))) as { status: number; body: { errorType?: string } }[];
  const officeAnswer = round % 2 === 0 ? answers[0] : answers[answers.length - 1];
  const addAnswers = round % 2 === 0 ? answers.slice(1) : answers.slice(0, -1);
  // Never a 5xx; every refusal is the chair being taken.
  const histogram: Record<string, number> = {};
  for (const a of answers)
    histogram[`${a.status} ${a.body.errorType ?? ''}`.trim()] = (histogram[`${a.status} ${a.body.errorType ?? ''}`.trim()] ?? 0) + 1;
  for (const key of Object.keys(histogram)) expect(['200', '201', '409 BEACH_CHAIR_ALREADY_BOOKED']).toContain(key);
  return { officeAnswer, addAnswers };
}

describe("chair locks: the back office waits for a writer holding the chair's lock", () => {
  /**
   * Deterministic: this test holds the target chair's lock in an open transaction (as an add in progress does), fires the
   * office call, checks it is still waiting after 400 ms (it queued on the lock instead of running its UPDATE), then
   * inserts a holding row for the same slot and commits: the call continues and meets the COMMITTED row — a clean 409
   * BEACH_CHAIR_ALREADY_BOOKED, changing nothing (without the lock it would have answered 200 at once).
   */
  let holdersMade = 0;
  async function whileChairLocked(
    beachChairId: number,
    day: string,
    call: () => PromiseLike<{ status: number; body: { errorType?: string } }>,
  ) {
    const [{ ref }] = await insertOpenBookings(ctx.db, s.vendorId, 1, `${RUN}W${++holdersMade}`);
    const {
      rows: [holder],
    } = await ctx.db.query(`SELECT id FROM booking WHERE booking_ref = $1`, [ref]);
    const client = await ctx.db.connect();
    try {
      await client.query('BEGIN');
      await client.query(`SELECT ${xactLockSql(CHAIR_LOCK, '$1')}`, [beachChairId]);
      let settled = false;
      const pending = Promise.resolve(call()).finally(() => (settled = true));
      await new Promise((r) => setTimeout(r, 400));
      expect(settled).toBe(false);
      await client.query(
        `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents)
         VALUES ($1, $2, ($3::date)::timestamp AT TIME ZONE 'Europe/Berlin', ($3::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin', 'OPEN', $4, 'DAY', 1500)`,
        [holder.id, beachChairId, day, MODEL],
      );
      await client.query('COMMIT');
      const res = await pending;
      expect([res.status, res.body.errorType]).toEqual([409, 'BEACH_CHAIR_ALREADY_BOOKED']);
    } finally {
      client.release();
    }
  }

  it('a move onto the chair queues behind the lock, then gets 409 and changes nothing', async () => {
    const day = addDays(D, 60);
    const moved = await officeHolding(chair(0), day);
    await whileChairLocked(chair(7), day, () =>
      ctx
        .http()
        .put(`${CHAIRS}/${moved.id}`)
        .set(auth)
        .send({ beachChairId: chair(7) }),
    );
    expect((await holders(chair(0), day)).map((h) => h.id)).toEqual([moved.id]);
  });

  it('a batch of moves queues behind the lock of one of its target chairs', async () => {
    const day = addDays(D, 61);
    const a = await officeHolding(chair(0), day);
    const b = await officeHolding(chair(1), day);
    await whileChairLocked(chair(6), day, () =>
      ctx
        .http()
        .patch(CHAIRS)
        .set(auth)
        .send({
          items: [
            { id: a.id, beachChairId: chair(7) },
            { id: b.id, beachChairId: chair(6) },
          ],
        }),
    );
    expect([(await holders(chair(0), day))[0]?.id, (await holders(chair(1), day))[0]?.id]).toEqual([a.id, b.id]);
  });

  it('a recovery (RECOVER, the canceled chair bookings restored) queues behind the lock, then gets 409 and stays CANCELED', async () => {
    const day = addDays(D, 62);
    const canceled = await officeHolding(chair(5), day);
    await ctx.http().put(`${DETAILS}/${canceled.bookingId}/cancel`).set(auth).send({}).expect(200);
    await whileChairLocked(chair(5), day, () => ctx.http().get(`${DETAILS}/${canceled.bookingId}/recover`).set(auth));
    const {
      rows: [booking],
    } = await ctx.db.query(`SELECT status FROM booking WHERE id = $1`, [canceled.bookingId]);
    expect(booking.status).toBe('CANCELED');
  });
});

describe("chair locks: back-office writes racing customers' adds of the same chair", () => {
  it('a move onto a chair races adds of that chair: exactly one holds it, the rest get 409, no 5xx', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const day = addDays(D, round);
      const moved = await officeHolding(chair(0), day);
      const adds = await customerAdds(`M${round}`, chair(1), day);
      const { officeAnswer, addAnswers } = await volley(
        round,
        () =>
          ctx
            .http()
            .put(`${CHAIRS}/${moved.id}`)
            .set(auth)
            .send({ beachChairId: chair(1) }),
        adds,
      );
      const winners = addAnswers.filter((a) => a.status === 201).length + (officeAnswer.status === 200 ? 1 : 0);
      expect(winners).toBe(1);
      const [held] = await holders(chair(1), day);
      expect(await holders(chair(1), day)).toHaveLength(1);
      if (officeAnswer.status === 200) {
        expect(held.id).toBe(moved.id);
        const { rows } = await ctx.db.query(
          `SELECT count(*)::int AS n FROM booking_history WHERE booking_id = $1 AND action = 'MOVE_BEACH_CHAIR'`,
          [moved.bookingId],
        );
        expect(rows[0].n).toBe(1);
      } else {
        // The move changed nothing: the chair booking still holds its old chair.
        expect((await holders(chair(0), day)).map((h) => h.id)).toEqual([moved.id]);
      }
    }
  });

  it('a batch moving two chair bookings (items in descending chair order) races adds of both target chairs: all or nothing, no 5xx', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const day = addDays(D, 20 + round);
      const a = await officeHolding(chair(2), day);
      const b = await officeHolding(chair(3), day);
      const adds = [
        ...(await customerAdds(`A${round}`, chair(5), day, ADDS / 2)),
        ...(await customerAdds(`B${round}`, chair(4), day, ADDS / 2)),
      ];
      const { officeAnswer } = await volley(
        round,
        () =>
          ctx
            .http()
            .patch(CHAIRS)
            .set(auth)
            .send({
              items: [
                { id: b.id, beachChairId: chair(5) },
                { id: a.id, beachChairId: chair(4) },
              ],
            }),
        adds,
      );
      // Each target chair has exactly one holder; the batch moved both or none.
      const [on4, on5] = [await holders(chair(4), day), await holders(chair(5), day)];
      expect([on4.length, on5.length]).toEqual([1, 1]);
      if (officeAnswer.status === 200) expect([on4[0].id, on5[0].id]).toEqual([a.id, b.id]);
      else expect([(await holders(chair(2), day))[0]?.id, (await holders(chair(3), day))[0]?.id]).toEqual([a.id, b.id]);
    }
  });

  it('a recovery races adds of its chair: the recovery holds it again or gets 409, no 5xx', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const day = addDays(D, 40 + round);
      const canceled = await officeHolding(chair(6), day);
      await ctx.http().put(`${DETAILS}/${canceled.bookingId}/cancel`).set(auth).send({}).expect(200);
      const adds = await customerAdds(`R${round}`, chair(6), day);
      const { officeAnswer, addAnswers } = await volley(
        round,
        () => ctx.http().get(`${DETAILS}/${canceled.bookingId}/recover`).set(auth),
        adds,
      );
      const winners = addAnswers.filter((x) => x.status === 201).length + (officeAnswer.status === 200 ? 1 : 0);
      expect(winners).toBe(1);
      const held = await holders(chair(6), day);
      expect(held).toHaveLength(1);
      const {
        rows: [booking],
      } = await ctx.db.query(`SELECT status FROM booking WHERE id = $1`, [canceled.bookingId]);
      expect(booking.status).toBe(officeAnswer.status === 200 ? 'CONFIRMED' : 'CANCELED');
      if (officeAnswer.status === 200) expect(held[0].bookingId).toBe(canceled.bookingId);
    }
  });
});

describe('the storefront add (one statement) under concurrent changes of the same booking', () => {
  it('six adds of different chairs to ONE booking at once: all succeed, the total is the sum, one history row each', async () => {
    const day = addDays(D, 70);
    const [cart] = await insertOpenBookings(ctx.db, s.vendorId, 1, `${RUN}C`);
    const { ref } = cart;
    const answers = await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) =>
        ctx
          .http()
          .post(`${V1}/features/public/booking/${ref}/beach_chair_bookings`)
          .set(cartHeader(cart))
          .query({ publicReference: s.publicReference })
          .send({ beachChairId: chair(i), model: MODEL, start: day, end: day }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201, 201]);
    // Each answer is the booking as that statement left it: its own chair is in it, the total matches its chairs.
    for (const [i, a] of answers.entries()) {
      expect(a.body.beachChairBookings.map((c: { beachChairId: number }) => c.beachChairId)).toContain(chair(i));
      expect(a.body.totalPrice).toBe(a.body.beachChairBookings.reduce((sum: number, c: { price: number }) => sum + c.price, 0));
    }
    const {
      rows: [b],
    } = await ctx.db.query(
      `SELECT b.total_price_cents AS total, (SELECT sum(price_cents)::int FROM beach_chair_booking WHERE booking_id = b.id) AS sum,
              (SELECT count(*)::int FROM beach_chair_booking WHERE booking_id = b.id) AS chairs,
              (SELECT count(*)::int FROM booking_history WHERE booking_id = b.id AND action = 'ADD_BEACH_CHAIR') AS history
         FROM booking b WHERE b.booking_ref = $1`,
      [ref],
    );
    expect(b).toEqual({ total: b.sum, sum: 6 * 1500, chairs: 6, history: 6 });
  });
});
