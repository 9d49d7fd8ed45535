import pg from 'pg';
import { addDays } from '../../../server/src/common/time.js';
import { HOLDING_STATUSES_SQL } from '../../../server/src/common/holding-statuses.js';
import {
  closeRaceAgent,
  fireRace,
  insertOpenBookings,
  overlappingChairBookings,
  raceAttempts,
  requestJson,
} from '../../support/booking-race.js';
import { cartHeader } from '../../support/public-cart.js';
import { BenchApp, startBenchApp } from '../app.js';
import type { BenchData } from '../bench-db.js';
import { againstFloor, Figures, measure } from '../measure.js';

/** Issue 6's targets for adding a chair to a booking on one instance at 20 concurrent clients. */
const TARGET_RATE = 300;
const TARGET_P99_MS = 100;
const CONCURRENCY = 20;
const REQUESTS = 3000;
const SERIAL_REQUESTS = 300;
/** measure() warms up with 20 calls before it counts; each call uses up one booking and one chair-day. */
const SPARE = 100;
const CHAIRS = 100;
const RACE_ROUNDS = 10;
const RACE_ATTEMPTS = 200;
const MODEL = '2_SEAT_RECLINER';

interface BookingBench {
  sectionId: number;
  chairIds: number[];
  raceChairIds: number[];
  /** First day of the 120 free days the scenario books (all in next year's season, none booked yet). */
  firstDay: string;
}

/** A section of its own for the scenario: 100 + 10 HALF_DAY chairs without a single booking, the demo rates, a season all year. */
async function addBookingSection(db: pg.Pool, data: BenchData): Promise<BookingBench> {
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0] as T;
  const location = await one<{ id: number }>(
    `INSERT INTO location (vendor_id, name, entrance_name, address, season_start, season_end, configuration)
     VALUES ($1, 'Bench-Buchungen', 'Bench-Buchungen', '{"city":"Scharbeutz"}', '01-01', '31-12', '{}') RETURNING id`,
    [data.vendorId],
  );
  const section = await one<{ id: number }>(
    `INSERT INTO section (name, beach_id, city_id, location_id, geom)
     SELECT 'Bench-Buchungen', b.id, b.city_id, $1, ST_Buffer(ST_Centroid(b.geom), 0.001, 'quad_segs=1')
       FROM beach b WHERE b.name = 'Strand Scharbeutz' RETURNING id`,
    [location.id],
  );
  const row = await one<{ id: number }>(`INSERT INTO "row" (section_id, name, position) VALUES ($1, 'Reihe 1', 1) RETURNING id`, [
    section.id,
  ]);
  const { rows: chairs } = await db.query(
    `INSERT INTO beach_chair (section_id, row_id, public_number, model, time_enum, position, geom)
     SELECT $1, $2, 'B' || c, $3, 'HALF_DAY', c, ST_SetSRID(ST_MakePoint(10.76 + c * 0.00004, 54.03), 4326)
       FROM generate_series(1, $4) c ORDER BY c RETURNING id`,
    [section.id, row.id, MODEL, CHAIRS + RACE_ROUNDS],
  );
  const year = Number(data.seasonStart.slice(0, 4));
  const price = await one<{ id: number }>(
    `INSERT INTO price (vendor_id, section_id, valid_from, valid_to) VALUES ($1, $2, $3, $4) RETURNING id`,
    [data.vendorId, section.id, `${year}-01-01`, `${year}-12-31`],
  );
  await db.query(
    `INSERT INTO price_rate (price_id, type, price_cents, discount, time_range, min_days) VALUES
       ($1, 'MORNING', 900, false, '08-13', NULL), ($1, 'AFTERNOON', 1100, false, '13-20', NULL), ($1, 'DAY', 1500, false, NULL, NULL),
       ($1, 'MULTI_DAY', 1300, false, NULL, 3), ($1, 'DAY', 1200, true, NULL, NULL)`,
    [price.id],
  );
  await db.query(`ANALYZE beach_chair; ANALYZE booking; ANALYZE beach_chair_booking`);
  const ids = chairs.map((c: { id: number }) => c.id);
  return { sectionId: section.id, chairIds: ids.slice(0, CHAIRS), raceChairIds: ids.slice(CHAIRS), firstDay: data.seasonStart };
}

/** The i-th distinct (chair, day) of a block of days starting `dayOffset` days after the first. */
const slotOf = (b: BookingBench, i: number, dayOffset: number): { chairId: number; day: string } => ({
  chairId: b.chairIds[i % CHAIRS],
  day: addDays(b.firstDay, dayOffset + Math.floor(i / CHAIRS)),
});

/**
 * Adding a chair to a booking (the public route) at 20 concurrent clients on one instance, each request its own OPEN
 * booking and its own free chair-day, next to the same number of plain INSERTs into beach_chair_booking through pg at
 * the same concurrency; then the no-double-booking race, 10 rounds of 200 attempts over two instances.
 */
export async function bookingsScenario(app: BenchApp, db: pg.Pool, data: BenchData): Promise<(Figures | string)[]> {
  const rows: (Figures | string)[] = [];
  const b = await addBookingSection(db, data);
  const ref = data.publicReference;
  // The route is measured twice (1 client, then 20), each after a warm-up of 20 calls.
  const total = SERIAL_REQUESTS + REQUESTS + 2 * SPARE;
  // Bookings made ahead through SQL: the figure is the add, and the per-IP cap on open holds must not interfere.
  const apiCarts = await insertOpenBookings(db, data.vendorId, total, 'BA');
  const apiRefs = apiCarts.map((c) => c.ref);
  // As POST /booking leaves them: a hold of BOOKING_HOLD_MINUTES (30) from "a moment ago", so the add pushes the deadline
  // later, as it does in the real flow (the create scheduled the booking's one expiry job; the add schedules none).
  await db.query(`UPDATE booking SET expires_at = now() + interval '25 minutes' WHERE booking_ref = ANY($1)`, [apiRefs]);
  const floorBookings = (
    await db.query(`SELECT id FROM booking WHERE booking_ref = ANY($1) ORDER BY booking_ref`, [
      (await insertOpenBookings(db, data.vendorId, total, 'BF')).map((c) => c.ref),
    ])
  ).rows.map((r: { id: number }) => r.id);

  let nextApi = 0;
  const unexpected: Record<string, number> = {};
  const addChair = async () => {
    const i = nextApi++;
    const { chairId, day } = slotOf(b, i, 0);
    const res = await requestJson(
      app.base,
      'POST',
      `/features/public/booking/${apiRefs[i]}/beach_chair_bookings?publicReference=${ref}`,
      { beachChairId: chairId, model: MODEL, start: day, end: day },
      cartHeader(apiCarts[i]),
    );
    if (res.status !== 201) {
      const key = `${res.status} ${String(res.body.errorType ?? '')}`;
      unexpected[key] = (unexpected[key] ?? 0) + 1;
      throw new Error(key);
    }
  };
  // The floor: the same number of rows, each a different chair-day (days 50.. of the block: none of the route's 0..35).
  const floorPool = new pg.Pool({ connectionString: data.databaseUrl, max: CONCURRENCY });
  let nextFloor = 0;
  const floorInsert = async () => {
    const i = nextFloor++;
    const { chairId, day } = slotOf(b, i, 50);
    await floorPool.query({
      name: 'floor_insert_chair_booking',
      text: `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents)
             VALUES ($1, $2, ($3::date)::timestamp AT TIME ZONE 'Europe/Berlin', ($3::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin', 'OPEN', $4, 'DAY', 1500)`,
      values: [floorBookings[i], chairId, day, MODEL],
    });
  };
  try {
    // One client first: the cost of one add without any queueing.
    rows.push(
      await measure('POST public booking/{ref}/beach_chair_bookings, 1 client', addChair, { concurrency: 1, requests: SERIAL_REQUESTS }),
    );
    const [route, floor] = await againstFloor(
      ['POST public booking/{ref}/beach_chair_bookings (one chair-day each)', addChair],
      ['INSERT INTO beach_chair_booking', floorInsert],
      { concurrency: CONCURRENCY, requests: REQUESTS, maxSeconds: 60 },
    );
    rows.push(route, floor);
    const met = route.throughput >= TARGET_RATE && route.p99 <= TARGET_P99_MS && route.errors === 0;
    rows.push(
      `add a chair: ${route.throughput.toFixed(0)} bookings/s, p50 ${route.p50.toFixed(1)} ms, p99 ${route.p99.toFixed(1)} ms, ` +
        `${route.errors} errors; target >= ${TARGET_RATE} bookings/s with p99 <= ${TARGET_P99_MS} ms: ${met ? 'MET' : 'NOT MET'}` +
        (Object.keys(unexpected).length ? `; unexpected answers ${JSON.stringify(unexpected)}` : ''),
    );
  } finally {
    await floorPool.end();
  }

  rows.push(...(await raceRounds(app, db, data, b)));
  return rows;
}

/** 10 rounds of the no-double-booking race: 200 bookings each adding one chair for overlapping periods, over two instances. */
async function raceRounds(app: BenchApp, db: pg.Pool, data: BenchData, b: BookingBench): Promise<string[]> {
  const lines: string[] = [];
  // A second instance of the same deployment (same database, same queue prefix (benchQueuePrefix) and rate-limit prefix).
  const second = await startBenchApp(data.databaseUrl);
  const day = addDays(b.firstDay, 100);
  let allGood = true;
  try {
    for (let round = 0; round < RACE_ROUNDS; round++) {
      const chairId = b.raceChairIds[round];
      const carts = await insertOpenBookings(db, data.vendorId, RACE_ATTEMPTS, `R${round}`);
      // Whole-day ranges containing the day and mornings of the day: every two overlap, so exactly one may win.
      const attempts = raceAttempts(day, RACE_ATTEMPTS, 'clique');
      const t0 = performance.now();
      const result = await fireRace({
        bases: [app.base, second.base],
        publicReference: data.publicReference,
        beachChairId: chairId,
        model: MODEL,
        carts,
        attempts,
      });
      const ms = performance.now() - t0;
      const overlaps = await overlappingChairBookings(db);
      const {
        rows: [held],
      } = await db.query(
        `SELECT count(*)::int AS n FROM beach_chair_booking WHERE beach_chair_id = $1 AND status IN ${HOLDING_STATUSES_SQL}`,
        [chairId],
      );
      const other = result.results.length - result.winners.length - result.conflicts - result.serverErrors;
      const good =
        result.winners.length === 1 && result.serverErrors === 0 && result.unexpected.length === 0 && overlaps.length === 0 && held.n === 1;
      allGood &&= good;
      lines.push(
        `race round ${round + 1}: ${RACE_ATTEMPTS} attempts over 2 instances in ${ms.toFixed(0)} ms: winners ${result.winners.length} (must be 1), ` +
          `409 ${result.conflicts}, 5xx ${result.serverErrors}, other ${other}, holding rows on the chair ${held.n}, overlapping pairs in the database ${overlaps.length}` +
          `${good ? '' : '  <-- WRONG'}`,
      );
    }
    lines.push(
      `race over ${RACE_ROUNDS} rounds (one winner, the rest 409, no 5xx, no overlapping rows): ${allGood ? 'OK' : 'FAILED (see the rounds above)'}`,
    );
  } finally {
    closeRaceAgent();
    await second.close();
  }
  return lines;
}
