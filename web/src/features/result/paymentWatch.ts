import type { BookingStatus } from '../../api/generated';

// The success page after a payment provider (spec 4.10 and 7): the provider may send the person back before its
// webhook arrived, and the external PayPal confirms later still. While the booking is PENDING the page says the
// payment is being confirmed and asks for the status every 2 s, for up to a minute; BOOKED shows "paid".
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
export const PAYMENT_POLL_LIMIT_MS = 60_000;

/** pending: being confirmed (polling); slow: still PENDING after the limit (polling stopped); paid: BOOKED. */
export type PaymentState = 'pending' | 'slow' | 'paid';

/** What the success page says about the payment; null for the other statuses (e.g. CONFIRMED, paid on site). */
export function paymentState(status: BookingStatus | undefined, timedOut: boolean): PaymentState | null {
  if (status === 'BOOKED') return 'paid';
  if (status === 'PENDING') return timedOut ? 'slow' : 'pending';
  return null;
}

/** The status poll's interval: every 2 s while the payment is being confirmed and the status call answers, else off. */
export function paymentPollInterval(state: PaymentState | null, failing: boolean): number {
  return state === 'pending' && !failing ? PAYMENT_POLL_INTERVAL_MS : 0;
}

/** The text key (checkout namespace) of each state. */
export const PAYMENT_STATE_TEXT = {
  pending: 'result.paymentPending',
  slow: 'result.paymentSlow',
  paid: 'result.paid',
} as const satisfies Record<PaymentState, string>;

/**
 * The widget's watch while the provider's page is open in a window of its own (issue 21): where the widget goes once
 * the booking leaves PENDING. Paid (BOOKED, or CONFIRMED) → the success page; back to OPEN (canceled or failed in that
 * window) or gone (CANCELED, EXPIRED) → the error page, which takes an OPEN booking back into the cart.
 */
export function widgetPaymentOutcome(status: BookingStatus | undefined): 'success' | 'error' | null {
  if (status === undefined || status === 'PENDING') return null;
  return status === 'BOOKED' || status === 'CONFIRMED' ? 'success' : 'error';
}
