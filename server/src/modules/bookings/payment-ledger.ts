import type { EntityManager } from 'typeorm';

/**
 * The payment table's writes the bookings module needs, inside its own transaction: money taken at the hut, open online
 * checkouts ended. The payments module owns that table and depends on bookings, so bookings names the writes here and
 * payments provides them (PaymentsModule, global for this one export); bookings never imports payments.
 */
export abstract class PaymentLedger {
  /** Money taken by the vendor (cash, card terminal, transfer seen on the account): one SUCCEEDED MANUAL payment. */
  abstract recordManualPaymentIn(m: EntityManager, bookingId: number, amountCents: number): Promise<void>;
  /** Marks the booking's open checkouts ABORTED (a payment arriving later is the payments module's: paid or refunded). */
  abstract abortOpenPayments(m: EntityManager, bookingId: number): Promise<unknown>;
}
