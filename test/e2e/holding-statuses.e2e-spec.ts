import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { BookingStatus } from '../../server/src/common/enums.js';
import { HOLDING_STATUSES, HOLDING_STATUSES_SQL } from '../../server/src/common/holding-statuses.js';

/**
 * Issue 18 ("each rule once"): the holding statuses live in HOLDING_STATUSES (bookings/holding-statuses.ts), the
 * exclusion constraint and the availability indexes in the migrations. The database, migrated as in production, is
 * asked for their definitions here, so the code and the migrations cannot drift apart unnoticed.
 */
let db: pg.Pool;
beforeAll(() => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
});
afterAll(() => db.end());

/** The WHERE clause of a definition as PostgreSQL prints it, e.g. `((status = ANY (ARRAY['CONFIRMED'::text, ...])))`. */
const whereOf = (definition: string): string => {
  const at = definition.indexOf(' WHERE ');
  expect(at).toBeGreaterThan(0);
  return definition.slice(at + ' WHERE '.length);
};

/** The status literals of a predicate: `'CONFIRMED'::text` and the like. */
const statusesIn = (predicate: string): string[] => [...predicate.matchAll(/'([A-Z_]+)'::text/g)].map((m) => m[1]);

const sorted = (statuses: readonly string[]) => [...statuses].sort();

describe('the holding statuses: one list in the code, the same in the database', () => {
  it('the exclusion constraint beach_chair_booking_no_overlap counts exactly HOLDING_STATUSES', async () => {
    const { rows } = await db.query<{ def: string }>(
      `SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conname = 'beach_chair_booking_no_overlap'`,
    );
    expect(rows).toHaveLength(1);
    const where = whereOf(rows[0].def);
    // Only the status decides, and by a plain list of literals.
    expect(where).toMatch(/^\(+status = ANY \(ARRAY\[('[A-Z_]+'::text(, )?)+\]\)\)+$/);
    const statuses = statusesIn(where);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(sorted(statuses)).toEqual(sorted(HOLDING_STATUSES));
  });

  it('the availability indexes (their predicates must match availability.sql.ts) hold the same list', async () => {
    const { rows } = await db.query<{ name: string; def: string }>(
      `SELECT indexname AS name, indexdef AS def FROM pg_indexes
        WHERE tablename = 'beach_chair_booking' AND indexname LIKE 'beach_chair_booking_holding_%' ORDER BY 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(['beach_chair_booking_holding_long_idx', 'beach_chair_booking_holding_start_idx']);
    for (const { def } of rows) expect(sorted(statusesIn(whereOf(def)))).toEqual(sorted(HOLDING_STATUSES));
  });

  it('status IN HOLDING_STATUSES_SQL is true for exactly the holding statuses', async () => {
    for (const status of Object.values(BookingStatus)) {
      const { rows } = await db.query<{ holds: boolean }>(`SELECT $1::text IN ${HOLDING_STATUSES_SQL} AS holds`, [status]);
      expect({ status, holds: rows[0].holds }).toEqual({ status, holds: HOLDING_STATUSES.includes(status) });
    }
    expect(HOLDING_STATUSES).not.toContain(BookingStatus.CANCELED);
    expect(HOLDING_STATUSES).not.toContain(BookingStatus.EXPIRED);
  });
});
