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
export async function recordManualPaymentIn(m: EntityManager, bookingId: number, amountCents: number): Promise<void> {
  await m.query(`INSERT INTO payment (booking_id, provider, status, amount_cents) VALUES ($1, 'MANUAL', 'SUCCEEDED', $2)`, [
    bookingId,
    amountCents,
  ]);
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
