import type { EntityManager } from 'typeorm';
import { ActorType, BookingStatus, PaymentProvider } from '../../common/enums.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { PAYMENT_COLUMNS, type PaymentRow } from './ledger.js';
import { type Actor, BookingAction, type BookingTransitionsService, moveDeadline, paymentDeadlineIn } from '../bookings/index.js';

export { abortOpenPayments, PAYMENT_COLUMNS, type PaymentRow } from './ledger.js';

/** The payment row, locked for the transaction. */
export async function lockPayment(m: EntityManager, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await txRows<PaymentRow>(m, `SELECT ${PAYMENT_COLUMNS} FROM payment WHERE id = $1 FOR UPDATE`, [paymentId]);
  return row;
}

/** The booking's status, its row locked for the transaction (always before the payment row: booking, then payment). */
export async function lockBookingStatus(
  m: EntityManager,
  bookingId: number,
): Promise<{ status: BookingStatus; totalPriceCents: number } | undefined> {
  const [row] = await txRows<{ status: BookingStatus; totalPriceCents: number }>(
    m,
    `SELECT status, total_price_cents AS "totalPriceCents" FROM booking WHERE id = $1 FOR UPDATE`,
    [bookingId],
  );
  return row;
}

/** The payment provider as the history names it. */
export const providerActor = (provider: PaymentProvider): Actor => ({ type: ActorType.PAYMENT_PROVIDER, id: provider });

/**
 * PENDING → OPEN (ABORT_PAYMENT) with a fresh hold of `holdSeconds`, as PublicBookingSubmitService.abort does: the
 * customer may choose again. The hold's expiry job is scheduled after the commit.
 */
export async function reopenBooking(
  m: EntityManager,
  transitions: BookingTransitionsService,
  bookingId: number,
  actor: Actor,
  holdSeconds: number,
  details: Record<string, unknown>,
): Promise<void> {
  await transitions.transitionIn(m, bookingId, BookingAction.ABORT_PAYMENT, actor, details);
  await moveDeadline(m, bookingId, { holdSeconds });
}

/**
 * The payment (and its PENDING booking) waits like a bank transfer: BOOKING_PAYMENT_DAYS bank business days, never
 * after the day before the first chair's day (payment-deadline.ts). For money on its way (Stripe's asynchronous methods, a PayPal capture PENDING). Answers the new deadline, or
 * undefined when the payment is no longer CREATED.
 */
export async function extendPaymentDeadline(m: EntityManager, paymentId: number, days: number): Promise<Date | undefined> {
  const [payment] = await txRows<{ bookingId: number }>(m, `SELECT booking_id AS "bookingId" FROM payment WHERE id = $1`, [paymentId]);
  if (!payment) return undefined;
  const deadline = await paymentDeadlineIn(m, payment.bookingId, days);
  const [row] = await txRows<{ bookingId: number; expiresAt: Date }>(
    m,
    `UPDATE payment p SET expires_at = $2, updated_at = now()
         WHERE p.id = $1 AND p.status = 'CREATED' RETURNING p.booking_id AS "bookingId", p.expires_at AS "expiresAt"`,
    [paymentId, deadline],
  );
  if (!row) return undefined;
  await moveDeadline(m, row.bookingId, { at: row.expiresAt }, BookingStatus.PENDING);
  return row.expiresAt;
}
