import type { PublicBookingDto } from '../../api/generated';
import { initialCartState, type CartState, type CartToken } from './cartState';

// The cart survives a reload of the tab (sessionStorage), not a new tab: a booking holds chairs only briefly.
// Which booking the cart is: bookingRef and publicReference (the cart slice).
export const CART_STORAGE_KEY = 'strandkorb.cart';
// The cart's secret on its own: it outlives the cart while a payment page has it PENDING (the cart is cleared then).
export const CART_TOKEN_STORAGE_KEY = 'strandkorb.cartToken';
// The booking as the server last answered it (RTK Query's cache entry getStorefrontCart, without the secret): the public
// API reads a booking only with the customer's e-mail, so after a reload the cache entry is filled from here.
export const CART_BOOKING_STORAGE_KEY = 'strandkorb.cartBooking';

export interface StoredCart {
  bookingRef: string;
  publicReference: string;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

function parse(raw: string | null): Record<string, unknown> | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function parseStoredCart(raw: string | null): StoredCart | null {
  const value = parse(raw);
  if (typeof value?.bookingRef !== 'string' || typeof value.publicReference !== 'string') return null;
  return { bookingRef: value.bookingRef, publicReference: value.publicReference };
}

export function parseStoredCartToken(raw: string | null): CartToken | null {
  const value = parse(raw);
  return typeof value?.bookingRef === 'string' && typeof value.token === 'string'
    ? { bookingRef: value.bookingRef, token: value.token }
    : null;
}

function isBookingOf(value: unknown, bookingRef: string): value is PublicBookingDto {
  return typeof value === 'object' && value !== null && (value as { bookingRef?: unknown }).bookingRef === bookingRef;
}

/**
 * The stored answer for a booking: its own entry, or (a cart stored by the earlier version of the storefront, which
 * kept the booking beside its reference) the booking inside the cart's entry.
 */
export function parseStoredBooking(
  bookingRaw: string | null,
  cartRaw: string | null,
  bookingRef: string,
): PublicBookingDto | null {
  const own = parse(bookingRaw);
  if (isBookingOf(own, bookingRef)) return own;
  const earlier = parse(cartRaw)?.booking;
  return isBookingOf(earlier, bookingRef) ? earlier : null;
}

/** What the cart slice writes: the booking's reference and its vendor, nothing of the booking itself. */
export function storedCartOf(state: Pick<CartState, 'bookingRef' | 'publicReference'>): StoredCart | null {
  return state.bookingRef && state.publicReference
    ? { bookingRef: state.bookingRef, publicReference: state.publicReference }
    : null;
}

export function loadCartState(): CartState {
  const store = storage();
  const stored = parseStoredCart(store?.getItem(CART_STORAGE_KEY) ?? null);
  const cartToken = parseStoredCartToken(store?.getItem(CART_TOKEN_STORAGE_KEY) ?? null);
  return { ...initialCartState, ...stored, cartToken };
}

export function saveCartState(state: CartState): void {
  const store = storage();
  if (!store) return;
  const stored = storedCartOf(state);
  if (stored) {
    store.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
  } else {
    store.removeItem(CART_STORAGE_KEY);
    store.removeItem(CART_BOOKING_STORAGE_KEY);
  }
  if (state.cartToken) store.setItem(CART_TOKEN_STORAGE_KEY, JSON.stringify(state.cartToken));
  else store.removeItem(CART_TOKEN_STORAGE_KEY);
}

export function loadCartBooking(bookingRef: string): PublicBookingDto | null {
  const store = storage();
  return parseStoredBooking(
    store?.getItem(CART_BOOKING_STORAGE_KEY) ?? null,
    store?.getItem(CART_STORAGE_KEY) ?? null,
    bookingRef,
  );
}

export function saveCartBooking(booking: PublicBookingDto): void {
  const { cartToken: _secret, ...kept } = booking;
  storage()?.setItem(CART_BOOKING_STORAGE_KEY, JSON.stringify(kept));
}
