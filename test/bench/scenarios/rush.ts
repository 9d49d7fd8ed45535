import http from 'node:http';
import pg from 'pg';
import { overlappingChairBookings, requestJson } from '../../support/booking-race.js';
import { cartHeader } from '../../support/public-cart.js';
import { BenchApp, startBenchApp } from '../app.js';
import type { BenchData } from '../bench-db.js';
import { type Figures, figuresOf } from '../measure.js';

/**
 * Issue 15, item 4: the season opening. A beach of 2,000 chairs (Warnemünde's size: 20 rows of 100), two instances of
 * the app, BENCH_RUSH_CUSTOMERS customers (5,000) arriving over at most BENCH_RUSH_SECONDS (60) with 64 at a time, half
 * on each instance: each loads the day's availability, picks a chair the answer shows free and adds it to a new
 * booking. Reports bookings made, 409s (taken between look and click), 5xx (must be 0), overlapping chair bookings in
 * the database (must be 0), the add's and the availability's p50/p99, and the latency from an add's answer on instance
 * A to its availability event on instance B's stream.
 */
const ROWS = 20;
const PER_ROW = 100;
const CUSTOMERS = Number(process.env.BENCH_RUSH_CUSTOMERS ?? 5000);
const SECONDS = Number(process.env.BENCH_RUSH_SECONDS ?? 60);
const AT_ONCE = 64;
const MODEL = '2_SEAT_RECLINER';

async function addRushBeach(db: pg.Pool, data: BenchData): Promise<{ sectionId: number; day: string }> {
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0] as T;
  const location = await one<{ id: number }>(
    `INSERT INTO location (vendor_id, name, entrance_name, address, season_start, season_end, configuration)
     VALUES ($1, 'Bench-Ansturm', 'Bench-Ansturm', '{"city":"Warnemünde"}', '01-01', '31-12', '{}') RETURNING id`,
    [data.vendorId],
  );
  const section = await one<{ id: number }>(
    `INSERT INTO section (name, beach_id, city_id, location_id, geom)
     SELECT 'Bench-Ansturm', b.id, b.city_id, $1, ST_Buffer(ST_Centroid(b.geom), 0.003, 'quad_segs=1')
       FROM beach b WHERE b.name = 'Strand Scharbeutz' RETURNING id`,
    [location.id],
  );
  for (let r = 1; r <= ROWS; r++) {
    const row = await one<{ id: number }>(`INSERT INTO "row" (section_id, name, position) VALUES ($1, $2, $3) RETURNING id`, [
      section.id,
      `Reihe ${r}`,
      r,
    ]);
    await db.query(
      `INSERT INTO beach_chair (section_id, row_id, public_number, model, time_enum, position, geom)
       SELECT $1, $2, $3 || '-' || c, $4, 'ALL_DAY', c, ST_SetSRID(ST_MakePoint(10.76 + c * 0.00002, 54.03 + $5 * 0.00002), 4326)
         FROM generate_series(1, $6) c`,
      [section.id, row.id, String(r), MODEL, r, PER_ROW],
    );
  }
  const year = Number(data.seasonStart.slice(0, 4));
  const price = await one<{ id: number }>(
    `INSERT INTO price (vendor_id, section_id, valid_from, valid_to) VALUES ($1, $2, $3, $4) RETURNING id`,
    [data.vendorId, section.id, `${year}-01-01`, `${year}-12-31`],
  );
  await db.query(`INSERT INTO price_rate (price_id, type, price_cents, discount) VALUES ($1, 'DAY', 1500, false)`, [price.id]);
  await db.query(`ANALYZE beach_chair`);
  // A day of next season that nothing books yet.
  return { sectionId: section.id, day: `${year}-07-15` };
}

/** Chair ids of an availability event stream with the time each arrived (Date.now()). */
function listen(base: string, path: string): { arrivals: Map<number, number>; close: () => void } {
  const arrivals = new Map<number, number>();
  let buffer = '';
  const req = http.get(`${base}${path}`, { headers: { accept: 'text/event-stream' } }, (res) => {
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => {
      buffer += chunk;
      let at: number;
      while ((at = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!block.includes('event: availability') || !data) continue;
        const event = JSON.parse(data) as { beachChairId: number; free?: boolean };
        if (event.free === false && !arrivals.has(event.beachChairId)) arrivals.set(event.beachChairId, Date.now());
      }
    });
  });
  req.on('error', () => undefined);
  return { arrivals, close: () => req.destroy() };
}

export async function rushScenario(app: BenchApp, db: pg.Pool, data: BenchData): Promise<(Figures | string)[]> {
  const { sectionId, day } = await addRushBeach(db, data);
  // Customers come from many addresses (X-Forwarded-For through a trusted load balancer on loopback), so the per-IP
  // limits and open-hold caps count each customer as a customer.
  const before = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = 'loopback';
  const [a, b] = [await startBenchApp(data.databaseUrl), await startBenchApp(data.databaseUrl)];
  if (before === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = before;
  const ref = data.publicReference;
  const availabilityPath = `/features/public/sections/${sectionId}/beach_chairs_availability?publicReference=${ref}&start=${day}&end=${day}`;
  const stream = listen(
    b.base,
    `/features/public/sections/${sectionId}/availability_events?publicReference=${ref}&start=${day}&end=${day}`,
  );
  const readLatencies: number[] = [];
  const addLatencies: number[] = [];
  const answeredOnA = new Map<number, number>();
  let booked = 0;
  let conflicts = 0;
  let serverErrors = 0;
  let otherErrors = 0;
  let next = 0;
  const started = Date.now();
  const deadline = started + SECONDS * 1000;

  const customer = async (n: number) => {
    const instance = n % 2 === 0 ? a : b;
    const ip = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    let t0 = performance.now();
    const seen = await requestJson(instance.base, 'GET', availabilityPath, undefined, ip);
    readLatencies.push(performance.now() - t0);
    if (seen.status >= 500) serverErrors++;
    const free = ((seen.body.rowData as { id: number; free: boolean }[] | undefined) ?? []).filter((c) => c.free);
    if (!free.length) return;
    const chair = free[Math.floor(Math.random() * free.length)];
    const created = await requestJson(instance.base, 'POST', `/features/public/booking?publicReference=${ref}`, undefined, ip);
    if (created.status >= 500) serverErrors++;
    if (created.status !== 201) return void otherErrors++;
    const { bookingRef, cartToken } = created.body as { bookingRef: string; cartToken: string };
    t0 = performance.now();
    const added = await requestJson(
      instance.base,
      'POST',
      `/features/public/booking/${bookingRef}/beach_chair_bookings?publicReference=${ref}`,
      { beachChairId: chair.id, start: day, end: day, model: MODEL },
      { ...ip, ...cartHeader(cartToken) },
    );
    addLatencies.push(performance.now() - t0);
    if (added.status === 201) {
      booked++;
      if (instance === a) answeredOnA.set(chair.id, Date.now());
    } else if (added.status === 409) conflicts++;
    else if (added.status >= 500) serverErrors++;
    else otherErrors++;
  };

  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < CUSTOMERS && Date.now() < deadline) await customer(next++).catch(() => void otherErrors++);
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1500));
  stream.close();
  const overlaps = await overlappingChairBookings(db);
  const eventLatencies = [...answeredOnA].flatMap(([chairId, answered]) => {
    const arrived = stream.arrivals.get(chairId);
    return arrived === undefined ? [] : [Math.max(0, arrived - answered)];
  });
  const missed = answeredOnA.size - eventLatencies.length;
  await a.close();
  await b.close();
  void app;
  return [
    `season opening: ${ROWS * PER_ROW} chairs, ${next} customers over 2 instances in ${seconds.toFixed(1)} s (${AT_ONCE} at a time): ` +
      `${booked} bookings, ${conflicts} × 409 (taken between look and click), ${serverErrors} × 5xx (must be 0), ${otherErrors} other, ` +
      `${overlaps.length} overlapping chair bookings in the database (must be 0)`,
    figuresOf('rush: GET public section availability, 2,000 chairs', readLatencies, {
      concurrency: AT_ONCE,
      errors: serverErrors,
      seconds,
    }),
    figuresOf('rush: POST add a chair (201 or 409)', addLatencies, { concurrency: AT_ONCE, errors: serverErrors, seconds }),
    {
      ...figuresOf('rush: add on A → its event on B (ms)', eventLatencies, { concurrency: AT_ONCE, errors: missed, seconds }),
      throughput: eventLatencies.length / seconds,
    },
  ];
}
