import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The availability scenario's own database: the demo plus a bench section of 400 chairs and a full season of bookings. */
export const BENCH_DATABASE = benchDatabaseName(process.env.BENCH_DATABASE_NAME);

/** BENCH_DATABASE_NAME overrides the name (e.g. a parallel worker's own); letters, digits and _ only. */
function benchDatabaseName(name: string | undefined): string {
  if (!name) return 'strandkorb_bench';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`BENCH_DATABASE_NAME must be a plain lower-case name, not ${name}`);
  return name;
}

const CLI = resolve(dirname(fileURLToPath(import.meta.url)), '../../server/src/infra/database/cli.js');

export interface BenchData {
  databaseUrl: string;
  sectionId: number;
  publicReference: string;
  vendorId: number;
  rowIds: number[];
  seasonStart: string;
  seasonEnd: string;
  chairBookings: number;
  /** A mid-season day, a Monday, and the Sunday after it. */
  day: string;
  weekEnd: string;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function recreate(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  } finally {
    await client.end();
  }
}

/** Drops and recreates strandkorb_bench, migrates and seeds it through the CLI, then adds the bench section. */
export async function prepareBenchDatabase(baseUrl: string, log: (msg: string) => void): Promise<BenchData> {
  const databaseUrl = withDatabase(baseUrl, BENCH_DATABASE);
  await recreate(withDatabase(baseUrl, 'postgres'));
  const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' };
  for (const command of ['migrate', 'seed']) execFileSync('node', [CLI, command], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const t0 = Date.now();
    const data = await addBenchSection(client);
    log(
      `bench section ${data.sectionId}: 400 chairs, ${data.chairBookings} chair bookings ${data.seasonStart}..${data.seasonEnd} in ${Date.now() - t0} ms`,
    );
    return { databaseUrl, ...data };
  } finally {
    await client.end();
  }
}

/** Next year's summer, so every bench day lies ahead whatever day the bench runs. */
function benchSeason(): { start: string; end: string; day: string; weekEnd: string } {
  const year = new Date().getUTCFullYear() + 1;
  // the first Monday on or after 14 July
  const july = new Date(Date.UTC(year, 6, 14));
  july.setUTCDate(14 + ((8 - july.getUTCDay()) % 7));
  const day = july.toISOString().slice(0, 10);
  const weekEnd = new Date(july.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
  return { start: `${year}-05-01`, end: `${year}-09-30`, day, weekEnd };
}

async function addBenchSection(db: pg.Client): Promise<Omit<BenchData, 'databaseUrl'>> {
  const season = benchSeason();
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows[0] as T;
  const vendor = await one<{ id: number; public_reference: string }>(
    `SELECT id, public_reference FROM vendor WHERE public_reference = 'luebecker-bucht'`,
  );
  const location = await one<{ id: number }>(
    `INSERT INTO location (vendor_id, name, entrance_name, address, season_start, season_end, configuration)
     VALUES ($1, 'Bench-Strandkorbvermietung', 'Bench-Aufgang', '{"city":"Scharbeutz"}', '01-05', '30-09', '{"beachChairView":"grid"}')
     RETURNING id`,
    [vendor.id],
  );
  const section = await one<{ id: number }>(
    `INSERT INTO section (name, beach_id, city_id, location_id, geom)
     SELECT 'Bench-Abschnitt 400', b.id, b.city_id, $1, ST_Buffer(ST_Centroid(b.geom), 0.0015, 'quad_segs=1')
       FROM beach b WHERE b.name = 'Strand Scharbeutz' RETURNING id`,
    [location.id],
  );
  const rows = await db.query(
    `INSERT INTO "row" (section_id, name, position) SELECT $1, 'Reihe ' || r, r FROM generate_series(1, 10) r RETURNING id`,
    [section.id],
  );
  // 10 rows of 40 chairs; every 5th an ALL_DAY chair, a few reserved, season chairs and locks, the models mixed.
  await db.query(
    `INSERT INTO beach_chair (section_id, row_id, public_number, model, time_enum, position, season_beach_chair, color, reserved, geom)
     SELECT $1, r.id, ((r.position - 1) * 40 + c)::text,
            (ARRAY['2_SEAT_RECLINER','BALTIC_BEACH_CHAIR','FULL_RECLINER','XL_BEACH_CHAIR','2.5_SEAT_RECLINER','PREMIUM'])[1 + (c % 6)],
            CASE WHEN c % 5 = 0 THEN 'ALL_DAY' ELSE 'HALF_DAY' END, c, c = 40 AND r.position % 3 = 0,
            (ARRAY['blue','white','red','green','yellow','0'])[1 + (c % 6)], c = 39 AND r.position % 4 = 0,
            ST_SetSRID(ST_MakePoint(10.755 + c * 0.00004, 54.020 + r.position * 0.00004), 4326)
       FROM "row" r, generate_series(1, 40) c WHERE r.section_id = $1`,
    [section.id],
  );
  await db.query(
    `WITH l AS (INSERT INTO lock_device (vendor_id, serial_number)
                SELECT $2, 'BENCH-' || c.id FROM beach_chair c WHERE c.section_id = $1 AND c.position % 4 = 1 RETURNING id, serial_number)
     UPDATE beach_chair c SET lock_id = l.id FROM l WHERE l.serial_number = 'BENCH-' || c.id`,
    [section.id, vendor.id],
  );
  const price = await one<{ id: number }>(
    `INSERT INTO price (vendor_id, section_id, valid_from, valid_to) VALUES ($1, $2, $3, $4) RETURNING id`,
    [vendor.id, section.id, season.start, season.end],
  );
  await db.query(
    `INSERT INTO price_rate (price_id, type, price_cents, discount, time_range, min_days) VALUES
       ($1, 'MORNING', 900, false, '08-13', NULL), ($1, 'AFTERNOON', 1100, false, '13-20', NULL), ($1, 'DAY', 1500, false, NULL, NULL),
       ($1, 'MULTI_DAY', 1300, false, NULL, 3), ($1, 'WEEK', 8000, false, NULL, NULL), ($1, 'SEASON', 45000, false, NULL, NULL),
       ($1, 'DAY', 1200, true, NULL, NULL)`,
    [price.id],
  );
  await db.query(
    `INSERT INTO stop_sale (beach_chair_id, start_date, end_date, reason)
     SELECT c.id, $2::date + (c.position * 3), $2::date + (c.position * 3 + 4), 'Reparatur'
       FROM beach_chair c WHERE c.section_id = $1 AND c.position % 13 = 0`,
    [section.id, season.start],
  );

  // The season in 4-day blocks per chair: 15 % of the blocks start with a 3-day booking; every other day is, by its own
  // dice, a full day (25 %), a morning (10 %), an afternoon (10 %), both halves (3 %) or free.
  await db.query(
    `
    CREATE TEMP TABLE bench_plan AS
    WITH days AS (
      SELECT c.id AS chair_id, c.model, g.i, ($2::date + g.i) AS day,
             (hashtext(c.id || '/' || (g.i / 4))::bigint & 1048575) / 1048576.0 AS pb,
             (hashtext(c.id || ':' || g.i)::bigint & 1048575) / 1048576.0 AS pd
        FROM beach_chair c, generate_series(0, $3::date - $2::date) g(i)
       WHERE c.section_id = $1)
    SELECT row_number() OVER () AS n, chair_id, model, start_at, end_at, rate,
           CASE WHEN pd * 1000 % 20 < 1 THEN 'CANCELED' WHEN pd * 1000 % 20 < 2 THEN 'OPEN' WHEN pd * 1000 % 20 < 3 THEN 'BOOKED' ELSE 'CONFIRMED' END AS status
      FROM days
      CROSS JOIN LATERAL (
        SELECT * FROM (VALUES
          (pb < 0.15 AND i % 4 = 0, day::timestamp, LEAST(day + 3, $3::date + 1)::timestamp, 'MULTI_DAY'),
          ((pb >= 0.15 OR i % 4 = 3) AND pd < 0.25, day::timestamp, (day + 1)::timestamp, 'DAY'),
          ((pb >= 0.15 OR i % 4 = 3) AND ((pd >= 0.25 AND pd < 0.35) OR (pd >= 0.45 AND pd < 0.48)), day::timestamp, day + time '13:00', 'MORNING'),
          ((pb >= 0.15 OR i % 4 = 3) AND pd >= 0.35 AND pd < 0.48, day + time '13:00', (day + 1)::timestamp, 'AFTERNOON')
        ) v(take, s, e, rate)
        CROSS JOIN LATERAL (SELECT s AT TIME ZONE 'Europe/Berlin' AS start_at, e AT TIME ZONE 'Europe/Berlin' AS end_at) t
        WHERE take) k`,
    [section.id, season.start, season.end],
  );
  await db.query(
    `INSERT INTO booking (booking_ref, vendor_id, status, source, payment_method, total_price_cents)
     SELECT 'BENCH' || lpad(n::text, 6, '0'), $1, status, 'WEBSITE', 'STRIPE_CREDIT_CARD', 1500 FROM bench_plan`,
    [vendor.id],
  );
  const inserted = await db.query(
    `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents)
     SELECT b.id, p.chair_id, p.start_at, p.end_at, p.status, p.model, p.rate, 1500
       FROM bench_plan p JOIN booking b ON b.booking_ref = 'BENCH' || lpad(p.n::text, 6, '0')`,
  );
  await db.query(`VACUUM ANALYZE`);
  return {
    sectionId: section.id,
    publicReference: vendor.public_reference,
    vendorId: vendor.id,
    rowIds: rows.rows.map((r: { id: number }) => r.id),
    seasonStart: season.start,
    seasonEnd: season.end,
    chairBookings: inserted.rowCount ?? 0,
    day: season.day,
    weekEnd: season.weekEnd,
  };
}
