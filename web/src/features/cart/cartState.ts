import type { PublicBookingDto } from '../../api/generated';

// Client state of the cart: the open booking as the server last answered it, and which drawer is open.
// The booking DTO is kept here because the public API has no read-by-reference without e-mail.
export type CartDrawer = 'cart' | 'extras' | null;

export interface ExtrasContext {
  /** The vendor whose extras are shown (the section's publicReference) */
  publicReference: string;
  /** Narrows the extras to the section's location */
  sectionId?: number;
}

export interface CartToken {
  bookingRef: string;
  token: string;
}

export interface CartState {
  bookingRef: string | null;
  /**
   * The cart's secret from createPublicBooking, sent as X-Cart-Token with every change of it. Kept while the cart is
   * cleared for a payment (PENDING), so the booking can be changed again when the payment is aborted.
   */
  cartToken: CartToken | null;
  publicReference: string | null;
  booking: PublicBookingDto | null;
  drawer: CartDrawer;
  extrasContext: ExtrasContext | null;
  /** Booking calls in flight (not persisted) */
  pending: number;
}

export const initialCartState: CartState = {
  bookingRef: null,
  cartToken: null,
  publicReference: null,
  booking: null,
  drawer: null,
  extrasContext: null,
  pending: 0,
};
