import type { EntityManager } from 'typeorm';
import { ActorType, BookingStatus, PaymentMethod, PaymentProvider, PaymentStatus } from '../../common/enums.js';
import { txRows } from '../bookings/booking-sql.js';
import { BookingAction } from '../bookings/booking-state-machine.js';
import type { Actor, BookingTransitionsService } from '../bookings/booking-transitions.service.js';
import { moveDeadline } from '../bookings/expiry/booking-deadlines.js';

/** A payment row as the payments services read it. */
export interface PaymentRow {
  id: number;
  bookingId: number;
  provider: PaymentProvider;
  providerRef: string | null;
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  method: PaymentMethod | null;
  captureRef: string | null;
  expiresAt: Date | null;
  refundedCents: number;
}

export const PAYMENT_COLUMNS = `id, booking_id AS "bookingId", provider, provider_ref AS "providerRef", status, amount_cents AS "amountCents",
  currency, method, capture_ref AS "captureRef", expires_at AS "expiresAt", refunded_cents AS "refundedCents"`;

/** The payment row, locked for the transaction. */
export async function lockPayment(m: EntityManager, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await txRows<PaymentRow>(m, `SELECT ${PAYMENT_COLUMNS} FROM payment WHERE id = $1 FOR UPDATE`, [paymentId]);
  return row;
}

/** The booking's status, its row locked for the transaction (always before the payment row: booking, then payment). */
export async function lockBookingStatus(m: EntityManager, bookingId: number): Promise<{ status: BookingStatus; totalPriceCents: number } | undefined> {
  const [row] = await txRows<{ status: BookingStatus; totalPriceCents: number }>(
    m, `SELECT status, total_price_cents AS "totalPriceCents" FROM booking WHERE id = $1 FOR UPDATE`, [bookingId],
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
  m: EntityManager, transitions: BookingTransitionsService, bookingId: number, actor: Actor, holdSeconds: number, details: Record<string, unknown>,
): Promise<void> {
  await transitions.transitionIn(m, bookingId, BookingAction.ABORT_PAYMENT, actor, details);
  await moveDeadline(m, bookingId, { holdSeconds });
}

/** Marks the booking's open checkouts ABORTED; answers them (to close at their provider after the commit). */
export async function abortOpenPayments(m: EntityManager, bookingId: number, exceptId?: number): Promise<PaymentRow[]> {
  return txRows<PaymentRow>(
    m, `UPDATE payment SET status = 'ABORTED', updated_at = now() WHERE booking_id = $1 AND status = 'CREATED' AND id <> coalesce($2, 0)
        RETURNING ${PAYMENT_COLUMNS}`,
    [bookingId, exceptId ?? null],
  );
}

/**
 * The payment (and its PENDING booking) waits like a bank transfer: BOOKING_PAYMENT_DAYS, never past the first chair's
 * start. For money on its way (Stripe's asynchronous methods, a PayPal capture PENDING). Answers the new deadline, or
 * undefined when the payment is no longer CREATED.
 */
export async function extendPaymentDeadline(m: EntityManager, paymentId: number, days: number): Promise<Date | undefined> {
  const [row] = await txRows<{ bookingId: number; expiresAt: Date }>(
    m, `UPDATE payment p SET expires_at = least(now() + make_interval(days => $2),
               (SELECT min(start) FROM beach_chair_booking WHERE booking_id = p.booking_id AND status <> 'CANCELED')), updated_at = now()
         WHERE p.id = $1 AND p.status = 'CREATED' RETURNING p.booking_id AS "bookingId", p.expires_at AS "expiresAt"`,
    [paymentId, days],
  );
  if (!row) return undefined;
  await moveDeadline(m, row.bookingId, { at: row.expiresAt }, BookingStatus.PENDING);
  return row.expiresAt;
}
