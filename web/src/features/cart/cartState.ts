// Client state of the cart: which booking it is (the booking itself lives in RTK Query's cache: getStorefrontCart), its
// secret, and which drawer or question is open.
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

/** A question the cart asks before it goes on (answered in the confirm dialog of CartHost). */
export interface CartQuestion {
  kind: 'otherVendor';
  /** The vendor of the booking that would be dropped */
  vendor: string;
}

export interface CartState {
  bookingRef: string | null;
  /**
   * The cart's secret from createPublicBooking, sent as X-Cart-Token with every change of it. Kept while the cart is
   * cleared for a payment (PENDING), so the booking can be changed again when the payment is aborted.
   */
  cartToken: CartToken | null;
  publicReference: string | null;
  drawer: CartDrawer;
  extrasContext: ExtrasContext | null;
  /** The open question (not persisted) */
  question: CartQuestion | null;
  /** Booking calls in flight (not persisted) */
  pending: number;
}

export const initialCartState: CartState = {
  bookingRef: null,
  cartToken: null,
  publicReference: null,
  drawer: null,
  extrasContext: null,
  question: null,
  pending: 0,
};
