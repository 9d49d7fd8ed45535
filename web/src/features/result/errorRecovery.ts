import type { BookingStatus, PaymentMethod } from '../../api/generated';
import { paymentRoute } from '../checkout/checkoutRules';

// The error result page (spec 4.9) takes a booking that waits for a payment back into the cart; free of React so it
// is unit-tested.

/**
 * How a reloaded booking is taken back to OPEN: one paid online (its method has a provider's checkout) through
 * `PUT /payments/stripe/payment/abort`, which also closes the provider's checkout so it cannot be paid later (for
 * PayPal too); another PENDING one (e.g. the external PayPal) through `PUT /booking/abort`; anything else is left as it is.
 */
export function errorPageAbort(booking: {
  status: BookingStatus;
  paymentMethod?: string | null;
}): 'payment' | 'booking' | null {
  if (booking.status !== 'PENDING') return null;
  const route = booking.paymentMethod ? paymentRoute(booking.paymentMethod as PaymentMethod) : undefined;
  return route === 'stripe' || route === 'paypal' ? 'payment' : 'booking';
}

/** A 409 of the abort: the booking was taken back meanwhile (the provider's cancel, the expiry, another tab), or paid. */
export function isConflict(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;
}
