import type { BeachChairModel } from '../../common/enums.js';
import { HOLDING_STATUSES_SQL } from '../../common/holding-statuses.js';
import { priceDefinitionsOfSection } from '../../common/price-definitions.sql.js';

/**
 * Bookings up to this long are found by their start (start >= from - this); longer ones through their own partial
 * index (migration AvailabilityIndexes). Both predicates must match the index definitions.
 */
const LONG = `interval '7 days'`;

export interface ChairFilter {
  rowId?: number;
  model?: BeachChairModel;
  lock?: boolean;
}

/** A statement for SqlService: named ones are prepared once per connection and planned generically. */
export interface Statement {
  name?: string;
  text: string;
  values: unknown[];
}

export const SECTION_SQL = `
SELECT s.id, s.name, s.has_subsections, s.online_booking, l.id AS location_id, l.name AS location_name, l.vendor_id,
       v.public_reference, l.season_start, l.season_end, l.lead_time_hours, l.booking_startdate::text AS booking_startdate,
       l.configuration->>'bookingStartdate' AS location_config_startdate,
       v.configuration->>'bookingStartdate' AS vendor_config_startdate, hd.morning_range, hd.afternoon_range,
       l.opening_hours::text AS opening_hours,
       (SELECT coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'nameEn', r.name_en, 'position', r.position) ORDER BY r.position, r.id), '[]')
          FROM "row" r WHERE r.section_id = s.id)::text AS rows
  FROM section s
  JOIN location l ON l.id = s.location_id
  JOIN vendor v ON v.id = l.vendor_id
  -- the half-day hours: from the section-wide definition in force today, else any other with half-day rates
  LEFT JOIN LATERAL (
    SELECT max(pr.time_range) FILTER (WHERE pr.type = 'MORNING') AS morning_range,
           max(pr.time_range) FILTER (WHERE pr.type = 'AFTERNOON') AS afternoon_range
      FROM (SELECT p.id FROM price p
             WHERE p.section_id = s.id
               AND EXISTS (SELECT 1 FROM price_rate x WHERE x.price_id = p.id AND x.type IN ('MORNING', 'AFTERNOON'))
             ORDER BY (p.row_id IS NULL AND p.model IS NULL) DESC, (current_date BETWEEN p.valid_from AND p.valid_to) DESC,
                      p.valid_from DESC, p.id DESC
             LIMIT 1) best
      JOIN price_rate pr ON pr.price_id = best.id AND pr.type IN ('MORNING', 'AFTERNOON')) hd ON true`;

export const ONE_SECTION_SQL = `${SECTION_SQL} WHERE s.id = $1`;

/**
 * Holding bookings of the chairs `ids` touching [$2, $3): found by start (from $2 - 7 days on), and the longer ones
 * through their own partial index; as whole epoch seconds (start rounded down, end up).
 */
const holdingBookings = (ids: string) => `
      SELECT b.beach_chair_id AS c, floor(date_part('epoch', b.start))::int8 AS s, ceil(date_part('epoch', b."end"))::int8 AS e
        FROM beach_chair_booking b
       WHERE b.beach_chair_id = ANY (${ids}) AND b.status IN ${HOLDING_STATUSES_SQL}
         AND b.start >= $2::timestamptz - ${LONG} AND b.start < $3 AND b."end" > $2
      UNION ALL
      SELECT b.beach_chair_id, floor(date_part('epoch', b.start))::int8, ceil(date_part('epoch', b."end"))::int8
        FROM beach_chair_booking b
       WHERE b.beach_chair_id = ANY (${ids}) AND b.status IN ${HOLDING_STATUSES_SQL} AND b."end" - b.start > ${LONG}
         AND b."end" > $2 AND b.start < $2::timestamptz - ${LONG}`;

export type SnapshotKey = 'section' | 'vendor' | 'chair';

const KEYS: Record<SnapshotKey, string> = {
  section: 's.id = $1',
  // the section of an active chair (with the filter beachChairId: that chair alone): no separate round trip for it
  chair: 's.id = (SELECT bc.section_id FROM beach_chair bc WHERE bc.id = $1 AND bc.active)',
  vendor: '($1::int IS NULL OR l.vendor_id = $1)',
};

/** ChairFilter plus one chair (the single-chair views). */
export interface SnapshotFilter extends ChairFilter {
  beachChairId?: number;
  /** Also the section's price definitions for the days startDate..endDate (column `prices`, JSON text). */
  prices?: boolean;
}

/**
 * The filters become plain conditions, one statement per combination: "$n IS NULL OR ..." would make the generic plan
 * expect one chair and pick nested loops that redo the work per chair (150 ms instead of 5).
 */
function filterSql(f: SnapshotFilter, first: number): { sql: string; values: unknown[]; tag: string } {
  const parts: string[] = [];
  const values: unknown[] = [];
  const param = (value: unknown) => `$${first + values.push(value) - 1}`;
  if (f.beachChairId !== undefined) parts.push(`c.id = ${param(f.beachChairId)}`);
  if (f.rowId !== undefined) parts.push(`c.row_id = ${param(f.rowId)}`);
  if (f.model !== undefined) parts.push(`c.model = ${param(f.model)}`);
  if (f.lock !== undefined) parts.push(f.lock ? 'c.lock_id IS NOT NULL' : 'c.lock_id IS NULL');
  const tag = [
    f.beachChairId !== undefined && 'c',
    f.rowId !== undefined && 'r',
    f.model !== undefined && 'm',
    f.lock !== undefined && (f.lock ? 'l' : 'n'),
  ]
    .filter(Boolean)
    .join('');
  return { sql: parts.map((p) => ` AND ${p}`).join(''), values, tag };
}

const texts = new Map<string, string>();

/**
 * Everything the rules need about a section (or every section of a vendor) for the window, in one round trip and one
 * row per section: the location's rules, the (filtered) active chairs as text lines, their holding bookings as
 * "chairId,start,end,..." and their stop sales as "chairId,startDate,endDate,...". Text is far cheaper to produce and
 * to split than thousands of rows or arrays (a season of a 400-chair section is ~30 000 bookings).
 * Parameters: $1 key, $2 from, $3 to, $4 startDate, $5 endDate, then the filters.
 */
export function snapshotStatement(
  key: SnapshotKey,
  keyValue: number | null,
  w: { from: Date; to: Date; startDate: string; endDate: string },
  filter: SnapshotFilter,
): Statement {
  const f = filterSql(filter, 6);
  const name = `availability_snapshot_${key}_${f.tag}${filter.prices ? '_p' : ''}`;
  let text = texts.get(name);
  if (!text) {
    text = `
${SECTION_SQL.replace('SELECT s.id,', `SELECT k.chairs, b.bookings, t.stops,${filter.prices ? ` ${priceDefinitionsOfSection('$4', '$5')} AS prices,` : ''} s.id,`)}
  CROSS JOIN LATERAL (
    SELECT coalesce(array_agg(c.id), '{}') AS ids,
           string_agg(concat_ws('|', c.id, coalesce(c.row_id::text, ''), c.position, c.model, c.time_enum, coalesce(c.lock_id::text, ''),
                                c.season_beach_chair::int, c.color, c.reserved::int, coalesce(ST_X(c.geom)::text, ''),
                                coalesce(ST_Y(c.geom)::text, ''), to_json(c.public_number)::text), E'\n') AS chairs
      FROM beach_chair c WHERE c.section_id = s.id AND c.active${f.sql}) k
  CROSS JOIN LATERAL (
    SELECT string_agg(x.c || ',' || x.s || ',' || x.e, ',') AS bookings FROM (${holdingBookings('k.ids')}) x) b
  CROSS JOIN LATERAL (
    SELECT string_agg(t.beach_chair_id || ',' || t.start_date || ',' || t.end_date, ',') AS stops
      FROM stop_sale t WHERE t.beach_chair_id = ANY (k.ids) AND t.start_date <= $5::date AND t.end_date >= $4::date) t
 WHERE ${KEYS[key]}
 ORDER BY l.name, s.name, s.id`;
    texts.set(name, text);
  }
  // A vendor's sections at once (the occupancy overview) are planned for their actual values each time.
  return { name: key === 'vendor' ? undefined : name, text, values: [keyValue, w.from, w.to, w.startDate, w.endDate, ...f.values] };
}
