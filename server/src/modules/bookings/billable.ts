import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { txRows } from '../../infra/database/tx-rows.js';

const ACTIVE_CHAIRS_SQL = `
SELECT b.booking_ref AS "bookingRef", b.status,
       (SELECT count(*)::int FROM beach_chair_booking cb WHERE cb.booking_id = b.id AND cb.status <> 'CANCELED') AS chairs
  FROM booking b WHERE b.id = $1`;

/**
 * The one rule for money on a booking: nothing is paid or invoiced for a booking without a chair booking that is not
 * canceled (an empty cart would use up a gapless invoice number on an invoice without lines). Office payment, the
 * external payment, the invoice number and the short invoice all ask here; 409 BOOKING_WITHOUT_BEACH_CHAIRS.
 */
export async function assertHasBeachChairs(m: EntityManager, bookingId: number): Promise<void> {
  const [row] = await txRows<{ bookingRef: string; status: string; chairs: number }>(m, ACTIVE_CHAIRS_SQL, [bookingId]);
  if (row && row.chairs === 0) throw withoutBeachChairs(row.bookingRef, row.status);
}

export const withoutBeachChairs = (bookingRef: string, status: string): DomainError =>
  new DomainError(ErrorType.BOOKING_WITHOUT_BEACH_CHAIRS, `Booking ${bookingRef} holds no chair booking that is not canceled`, { status });
