import type { EntityManager } from 'typeorm';
import { PaymentMethod, PaymentProvider, PaymentStatus } from '../../common/enums.js';
import { txRows } from '../../infra/database/tx-rows.js';

// The payment table's writes that the bookings module needs: it records money taken at the hut and ends open checkouts
// through these (as its PaymentLedger, which PaymentsModule provides), never with SQL of its own.

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

/** Money taken by the vendor (cash, card terminal, transfer seen on the account): one SUCCEEDED MANUAL payment. */
export async function recordManualPaymentIn(m: EntityManager, bookingId: number, amountCents: number, reference?: string): Promise<void> {
  await m.query(
    `INSERT INTO payment (booking_id, provider, provider_ref, status, amount_cents) VALUES ($1, 'MANUAL', $3, 'SUCCEEDED', $2)`,
    [bookingId, amountCents, reference ?? null],
  );
}

/**
 * Money the vendor gave back by hand: added to refunded_cents of the booking's SUCCEEDED payments, newest first (a payment
 * refunded in full turns REFUNDED, as a provider's refund does). The caller locked the booking and checked the amount.
 */
export async function recordManualRefundIn(
  m: EntityManager,
  bookingId: number,
  amountCents: number,
): Promise<{ paymentId: number; amountCents: number }[]> {
  const paid = await txRows<{ id: number; left: number }>(
    m,
    `SELECT id, amount_cents - refunded_cents AS left FROM payment
      WHERE booking_id = $1 AND status = 'SUCCEEDED' AND amount_cents > refunded_cents ORDER BY id DESC FOR UPDATE`,
    [bookingId],
  );
  const lines: { paymentId: number; amountCents: number }[] = [];
  let due = amountCents;
  for (const p of paid) {
    const cents = Math.min(due, p.left);
    if (cents <= 0) break;
    await m.query(
      `UPDATE payment SET refunded_cents = refunded_cents + $2,
              status = CASE WHEN refunded_cents + $2 >= amount_cents THEN 'REFUNDED' ELSE status END, updated_at = now()
        WHERE id = $1`,
      [p.id, cents],
    );
    lines.push({ paymentId: p.id, amountCents: cents });
    due -= cents;
  }
  return lines;
}

/** See PaymentLedger.providerRefundableCents; `providers` are those with a refund API on this instance. */
export async function providerRefundableCentsIn(
  m: EntityManager,
  bookingId: number,
  providers: readonly PaymentProvider[],
): Promise<number> {
  const [row] = await txRows<{ cents: number }>(
    m,
    `SELECT coalesce(sum(p.amount_cents - p.refunded_cents), 0)::int AS cents FROM payment p
      WHERE p.booking_id = $1 AND p.status = 'SUCCEEDED' AND p.provider = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM booking_history h
                         WHERE h.booking_id = p.booking_id AND h.action = 'REFUND_MANUAL' AND h.details->>'paymentId' = p.id::text)`,
    [bookingId, providers],
  );
  return row?.cents ?? 0;
}

/** Marks the booking's open checkouts ABORTED; answers them (to close at their provider after the commit). */
export async function abortOpenPayments(m: EntityManager, bookingId: number, exceptId?: number): Promise<PaymentRow[]> {
  return txRows<PaymentRow>(
    m,
    `UPDATE payment SET status = 'ABORTED', updated_at = now() WHERE booking_id = $1 AND status = 'CREATED' AND id <> coalesce($2, 0)
        RETURNING ${PAYMENT_COLUMNS}`,
    [bookingId, exceptId ?? null],
  );
}
