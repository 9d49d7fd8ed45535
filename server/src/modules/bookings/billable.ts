import type { EntityManager } from 'typeorm';
import { ActorType } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { BookingAction } from './booking-state-machine.js';

const ACTIVE_CHAIRS_SQL = `
SELECT b.booking_ref AS "bookingRef", b.status,
       (SELECT count(*)::int FROM beach_chair_booking cb WHERE cb.booking_id = b.id AND cb.status <> 'CANCELED') AS chairs
  FROM booking b WHERE b.id = $1`;

/**
 * The one rule for money on a booking: nothing is submitted, paid or invoiced for a booking without a chair booking that
 * is not canceled (an empty cart would use up a gapless invoice number on an invoice without lines, or mail a transfer
 * request the office cannot book). The submits and payments (`asksForMoney`, checked by every transition), a deposit,
 * the online checkout, the invoice number and the short invoice all ask here; 409 BOOKING_WITHOUT_BEACH_CHAIRS.
 */
export async function assertHasBeachChairs(m: EntityManager, bookingId: number): Promise<void> {
  const [row] = await txRows<{ bookingRef: string; status: string; chairs: number }>(m, ACTIVE_CHAIRS_SQL, [bookingId]);
  if (row && row.chairs === 0) throw withoutBeachChairs(row.bookingRef, row.status);
}

export const withoutBeachChairs = (bookingRef: string, status: string): DomainError =>
  new DomainError(ErrorType.BOOKING_WITHOUT_BEACH_CHAIRS, `Booking ${bookingRef} holds no chair booking that is not canceled`, { status });

/** The submits (bank transfer, on site, online) and a payment: they ask for money. A provider's payment is never refused after the money was taken. */
const MONEY_ACTIONS: readonly BookingAction[] = [
  BookingAction.SUBMIT_BANK_TRANSFER,
  BookingAction.SUBMIT_ON_SITE,
  BookingAction.START_ONLINE_PAYMENT,
  BookingAction.PAY,
];

export const asksForMoney = (action: BookingAction, actor: ActorType): boolean =>
  MONEY_ACTIONS.includes(action) && actor !== ActorType.PAYMENT_PROVIDER;
