import type { EntityManager } from 'typeorm';
import type { BookingStatus } from '../../../common/enums.js';
import { assertFound } from '../../../common/errors/domain-error.js';
import { BOOKING_TOTAL_SQL } from '../booking-total.sql.js';
import { txRows } from '../../../infra/database/tx-rows.js';

// SQL the back office's lifecycle and cancellation services share.

/** History action of a chair booking canceled on its own (details.beachChairBookingId); RECOVER leaves those canceled. */
export const CANCEL_BEACH_CHAIR = 'CANCEL_BEACH_CHAIR';

/** The booking's total again (no hold is pushed: the office changes confirmed bookings too). */
export const RETOTAL_SQL = `
UPDATE booking b SET total_price_cents = ${BOOKING_TOTAL_SQL}, version = b.version + 1, updated_at = now()
 WHERE b.id = $1`;

/** The booking's total and what was paid so far (succeeded and refunded payments less their refunds). */
export const OPEN_AMOUNT_SQL = `
SELECT b.total_price_cents AS total,
       coalesce((SELECT sum(p.amount_cents - p.refunded_cents) FROM payment p
                  WHERE p.booking_id = b.id AND p.status IN ('SUCCEEDED', 'REFUNDED')), 0)::int AS paid
  FROM booking b WHERE b.id = $1`;

/** Chair bookings canceled together with the booking: every CANCELED one not canceled on its own before ($1: booking id). */
export const CANCELED_WITH_BOOKING_SQL = `
SELECT cb.id FROM beach_chair_booking cb
 WHERE cb.booking_id = $1 AND cb.status = 'CANCELED'
   AND cb.id NOT IN (SELECT (h.details ->> 'beachChairBookingId')::int FROM booking_history h
                      WHERE h.booking_id = $1 AND h.action = '${CANCEL_BEACH_CHAIR}' AND h.details ? 'beachChairBookingId'
                        AND NOT coalesce((h.details ->> 'withBooking')::boolean, false))
 ORDER BY cb.id`;

/** Locks the booking row for the transaction; answers its status now. */
export async function lockBooking(m: EntityManager, bookingId: number): Promise<BookingStatus> {
  const [row] = await txRows<{ status: BookingStatus }>(m, `SELECT status FROM booking WHERE id = $1 FOR UPDATE`, [bookingId]);
  return assertFound(row, 'Booking', bookingId).status;
}
