import type { EntityManager } from 'typeorm';
import { CHAIR_LOCK, xactLockSql } from '../../infra/database/advisory-locks.js';

/**
 * Takes the transaction-level advisory lock of a chair: transactions that write holding chair bookings of one chair
 * queue up here. Without it, two transactions inserting overlapping periods of the same chair at the same moment each
 * find the other's uncommitted row in the exclusion constraint's index and wait for each other: PostgreSQL breaks that
 * deadlock after deadlock_timeout (1 s) by aborting one with 40P01, a 500 for the customer, and under a race of many
 * requests the survivor meets the next newcomer, one abort per second. Queued, the later insert sees the committed row:
 * 23P01, the 409 BEACH_CHAIR_ALREADY_BOOKED. (Found by test/e2e/no-double-booking.e2e-spec.ts and the bench race.)
 */
export async function lockChair(m: EntityManager, beachChairId: number): Promise<void> {
  await m.query(`SELECT ${xactLockSql(CHAIR_LOCK, '$1')}`, [beachChairId]);
}

/**
 * Takes the locks of every chair the booking has chair bookings of (whatever their status), in ascending chair id: for
 * statements that make several chair bookings hold (again) — a transition to a holding status, the recovery — so they
 * queue behind a concurrent add of one of those chairs instead of deadlocking in the exclusion constraint. Always after
 * the booking's row lock (the order every writer keeps: booking rows, then chairs ascending).
 */
export async function lockChairsOfBooking(m: EntityManager, bookingId: number): Promise<void> {
  await m.query(
    `SELECT ${xactLockSql(CHAIR_LOCK, 'c')}
       FROM (SELECT DISTINCT beach_chair_id AS c FROM beach_chair_booking WHERE booking_id = $1 ORDER BY 1 OFFSET 0) x`,
    [bookingId],
  );
}

/** lockChair() for several chairs, in ascending id (two such transactions cannot deadlock on each other's chairs). */
export async function lockChairs(m: EntityManager, beachChairIds: readonly number[]): Promise<void> {
  const ids = [...new Set(beachChairIds)].sort((a, b) => a - b);
  if (!ids.length) return;
  // unnest() yields the array's order: the locks are taken in ascending id.
  await m.query(`SELECT ${xactLockSql(CHAIR_LOCK, 'c')} FROM unnest($1::int[]) c`, [ids]);
}
