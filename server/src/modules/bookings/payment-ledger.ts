import type { EntityManager } from 'typeorm';

/**
 * The payment table's writes the bookings module needs, inside its own transaction: money taken at the hut, open online
 * checkouts ended. The payments module owns that table and depends on bookings, so bookings names the writes here and
 * payments provides them (PaymentsModule, global for this one export); bookings never imports payments.
 */
export abstract class PaymentLedger {
  /**
   * Money taken by the vendor (cash, card terminal, transfer seen on the account): one SUCCEEDED MANUAL payment, with
   * its reference when it has one (a card terminal's PaymentIntent id).
   */
  abstract recordManualPaymentIn(m: EntityManager, bookingId: number, amountCents: number, reference?: string): Promise<void>;
  /**
   * Money the vendor gave back by hand (cash at the hut, a transfer from its account): counted as refunded on the
   * booking's paid payments, newest first; answers how much of which payment.
   */
  abstract recordManualRefundIn(
    m: EntityManager,
    bookingId: number,
    amountCents: number,
  ): Promise<{ paymentId: number; amountCents: number }[]>;
  /**
   * What of the booking's paid money its payment providers give back by themselves (the refund job after a cancellation
   * or a cheaper change): SUCCEEDED payments of a provider with a refund API here, less what was refunded of them, none
   * of them waiting on the office (a REFUND_MANUAL history row). Read in `m` when given.
   */
  abstract providerRefundableCents(bookingId: number, m?: EntityManager): Promise<number>;
  /** Marks the booking's open checkouts ABORTED (a payment arriving later is the payments module's: paid or refunded). */
  abstract abortOpenPayments(m: EntityManager, bookingId: number): Promise<unknown>;
}
