import type pg from 'pg';
import { DataSource } from 'typeorm';
import { UserRole } from '../../../server/src/common/enums.js';
import { addDays } from '../../../server/src/common/time.js';
import { HOLDING_STATUSES_SQL as HOLDING } from '../../../server/src/common/holding-statuses.js';
import { AccessTokens } from '../../../server/src/modules/users/access-tokens.service.js';
import { UserSessions } from '../../../server/src/modules/users/user-sessions.service.js';
import type { BenchApp } from '../app.js';
import type { BenchData } from '../bench-db.js';
import { againstFloor, Figures, measure } from '../measure.js';

/** The section-availability question answered by SQL alone: every chair, whether a morning or an afternoon of the days is taken, stop sale. */
const FLOOR_SECTION = `
WITH c AS MATERIALIZED (
  SELECT c.id, c.row_id, c.position, c.public_number, c.model, c.time_enum, c.lock_id, c.season_beach_chair, c.color, c.reserved, c.geom
    FROM beach_chair c WHERE c.section_id = $1 AND c.active),
ids AS (SELECT array_agg(id) AS ids FROM c),
days AS (
  SELECT (d::date)::timestamp AT TIME ZONE 'Europe/Berlin' AS s, (d::date + time '13:00') AT TIME ZONE 'Europe/Berlin' AS m,
         (d::date + 1)::timestamp AT TIME ZONE 'Europe/Berlin' AS e
    FROM generate_series($2::date, $3::date, interval '1 day') d),
bk AS (
  SELECT b.beach_chair_id, b.start, b."end" FROM beach_chair_booking b, ids
   WHERE b.beach_chair_id = ANY (ids.ids) AND b.status IN ${HOLDING} AND b.start >= $4::timestamptz - interval '7 days' AND b.start < $5 AND b."end" > $4
  UNION ALL
  SELECT b.beach_chair_id, b.start, b."end" FROM beach_chair_booking b, ids
   WHERE b.beach_chair_id = ANY (ids.ids) AND b.status IN ${HOLDING} AND b."end" - b.start > interval '7 days' AND b."end" > $4
     AND b.start < $4::timestamptz - interval '7 days'),
occ AS (
  SELECT bk.beach_chair_id, bool_or(bk.start < days.m) AS morning, bool_or(bk."end" > days.m) AS afternoon
    FROM bk JOIN days ON bk.start < days.e AND bk."end" > days.s GROUP BY bk.beach_chair_id)
SELECT c.id, c.row_id, c.public_number, c.model, c.time_enum, c.lock_id, c.season_beach_chair, c.color, c.reserved,
       ST_X(c.geom) AS lng, ST_Y(c.geom) AS lat, coalesce(occ.morning, false) AS morning, coalesce(occ.afternoon, false) AS afternoon,
       EXISTS (SELECT 1 FROM stop_sale s WHERE s.beach_chair_id = c.id AND s.start_date <= $3::date AND s.end_date >= $2::date) AS stop_sale
  FROM c LEFT JOIN "row" r ON r.id = c.row_id LEFT JOIN occ ON occ.beach_chair_id = c.id
 ORDER BY r.position, r.id, c.position, c.id`;

/** The calendar question as one plain SQL query: the section's chairs in order, each with its bookings in the range, as rows. */
const FLOOR_CALENDAR = `SELECT c.id, c.row_id, c.public_number, c.model, c.lock_id, c.season_beach_chair, c.color, c.reserved, b.start, b."end"
  FROM beach_chair c LEFT JOIN "row" r ON r.id = c.row_id
  LEFT JOIN beach_chair_booking b ON b.beach_chair_id = c.id AND b.status IN ${HOLDING} AND b.start < $3 AND b."end" > $2
 WHERE c.section_id = $1 AND c.active ORDER BY r.position, c.position, c.id`;

/** The price question as plain SQL: the rates of the section's definitions covering the days. */
const FLOOR_PRICE = `SELECT p.id, p.row_id, p.model, r.type, r.price_cents, r.discount, r.time_range, r.min_days
  FROM price p JOIN price_rate r ON r.price_id = p.id JOIN section s ON s.id = p.section_id JOIN location l ON l.id = s.location_id
  JOIN vendor v ON v.id = l.vendor_id
 WHERE p.section_id = $1 AND v.public_reference = $2 AND p.valid_from <= $3::date AND p.valid_to >= $4::date`;

const GZIP = { 'accept-encoding': 'gzip' };
const berlinMidnight = (day: string) => new Date(`${day}T00:00:00+02:00`); // the bench days are summer days (CEST)

/** Section availability, calendar, prices and the vendor's views against the bench section (400 chairs, a season of bookings). */
export async function availabilityScenario(app: BenchApp, db: pg.Pool, data: BenchData): Promise<(Figures | string)[]> {
  const rows: (Figures | string)[] = [];
  const { sectionId, publicReference: ref, day, weekEnd } = data;
  const section = (start: string, end: string) => () =>
    app.get(`/features/public/sections/${sectionId}/beach_chairs_availability?publicReference=${ref}&start=${start}&end=${end}`, GZIP);
  const floorSection = (start: string, end: string) => () =>
    db.query({
      name: `floor_section`,
      text: FLOOR_SECTION,
      values: [sectionId, start, end, berlinMidnight(start), berlinMidnight(addDays(end, 1))],
    });

  const probe = await section(day, weekEnd)();
  rows.push(
    `section availability, 7 days: ${probe.headers['content-encoding'] ?? 'identity'} answers of ${(probe.body.length / 1e3).toFixed(1)} kB (accept-encoding: gzip)`,
  );
  for (const [label, end] of [
    ['1 day', day],
    ['7 days', weekEnd],
  ] as const) {
    for (const [concurrency, requests] of [
      [1, 1000],
      [16, 3000],
    ]) {
      rows.push(
        ...(await againstFloor(
          [`GET public section availability, ${label}`, section(day, end)],
          [`section availability, ${label}`, floorSection(day, end)],
          // Reads only: 300 calls first, so the figures are of the warm route (V8 optimises a function after some
          // hundreds of calls; 20 left the first scenario, 1 day, measuring the app while it was still being compiled).
          { concurrency, requests, warmup: 300 },
        )),
      );
    }
  }

  const calendarPath = `/features/public/sections/${sectionId}/calendar_availability?publicReference=${ref}&start=${data.seasonStart}&end=${data.seasonEnd}`;
  const calendarProbe = await app.get(calendarPath, GZIP);
  const plain = (await app.get(calendarPath, { 'accept-encoding': 'identity' })).body.toString();
  rows.push(
    `calendar for the season: ${calendarProbe.headers['content-encoding'] ?? 'identity'} answers of ${(calendarProbe.body.length / 1e3).toFixed(0)} kB; ` +
      `${(plain.length / 1e6).toFixed(1)} MB of JSON, ${JSON.parse(plain).egp.length} bookings`,
  );
  rows.push(
    ...(await againstFloor(
      ['GET public calendar, whole season', () => app.get(calendarPath, GZIP)],
      [
        'chairs with their season bookings as rows',
        () =>
          db.query({
            name: 'floor_calendar',
            text: FLOOR_CALENDAR,
            values: [sectionId, berlinMidnight(data.seasonStart), berlinMidnight(addDays(data.seasonEnd, 1))],
          }),
      ],
      { concurrency: 1, requests: 60, maxSeconds: 30 },
    )),
  );

  const prices = (path: string) => () =>
    app.get(`/prices/${path}?sectionId=${sectionId}&publicReference=${ref}&start=${day}&end=${addDays(day, 2)}`, {
      ...GZIP,
      appVersion: 'bench',
    });
  const floorPrice = () => db.query({ name: 'floor_price', text: FLOOR_PRICE, values: [sectionId, ref, day, addDays(day, 2)] });
  rows.push(
    ...(await againstFloor(['GET /prices/calculate, 3 days', prices('calculate')], ['price rates of the section', floorPrice], {
      concurrency: 10,
      requests: 3000,
    })),
  );
  rows.push(await measure('GET /prices/rates', prices('rates'), { concurrency: 10, requests: 2000 }));

  const [chair] = (await db.query(`SELECT id FROM beach_chair WHERE section_id = $1 ORDER BY id LIMIT 1`, [sectionId])).rows;
  rows.push(
    await measure(
      'GET public beach_chair/{id}/available, 7 days',
      () => app.get(`/features/public/booking/beach_chair/${chair.id}/available?publicReference=${ref}&start=${day}&end=${weekEnd}`, GZIP),
      { concurrency: 10, requests: 2000 },
    ),
  );

  // A VENDOR of the bench vendor in a session of its own: the guard checks the user and the session on every call.
  const [{ id: userId }] = (
    await db.query(
      `INSERT INTO app_user (email, password_hash, role, confirmed_at) VALUES ('bench-vendor@example.test', '-', 'VENDOR', now())
     ON CONFLICT ((lower(email))) DO UPDATE SET updated_at = now() RETURNING id`,
    )
  ).rows;
  await db.query(`INSERT INTO user_vendor (user_id, vendor_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [userId, data.vendorId]);
  const sessionId = await app.app.get(UserSessions).start(app.app.get(DataSource).manager, userId, new Date(Date.now() + 3600_000));
  const { accessToken: token } = await app.app
    .get(AccessTokens)
    .sign({ id: userId, role: UserRole.VENDOR }, { vendorId: data.vendorId, locationId: null }, sessionId);
  const vendor = { ...GZIP, authorization: `Bearer ${token}` };
  rows.push(
    await measure(
      'GET vendor section availability, 7 days',
      () => app.get(`/features/sections/${sectionId}/beach_chairs_availability?start=${day}&end=${weekEnd}`, vendor),
      { concurrency: 1, requests: 500 },
    ),
  );
  rows.push(
    await measure(
      'GET vendor availabilities/sections, 7 days',
      () => app.get(`/features/availabilities/sections?startDate=${day}&endDate=${weekEnd}`, vendor),
      { concurrency: 1, requests: 200 },
    ),
  );
  rows.push(
    await measure(
      'GET vendor availabilities/beach_chairs/{id}, season',
      () => app.get(`/features/availabilities/beach_chairs/${chair.id}?from=${data.seasonStart}&to=${data.seasonEnd}`, vendor),
      { concurrency: 1, requests: 300 },
    ),
  );
  rows.push(
    await measure(
      'GET vendor sections/{id}/beach_chairs_bookings, 1 day',
      () => app.get(`/features/sections/${sectionId}/beach_chairs_bookings?start=${day}&end=${day}&itemsPerPage=100`, vendor),
      { concurrency: 1, requests: 300 },
    ),
  );
  return rows;
}
