import type { PublicBookingDto } from '../../api/generated';
import { initialCartState, type CartState, type CartToken } from './cartState';

// The cart survives a reload of the tab (sessionStorage), not a new tab: a booking holds chairs only briefly.
export const CART_STORAGE_KEY = 'strandkorb.cart';
// The cart's secret on its own: it outlives the cart while a payment page has it PENDING (the cart is cleared then).
export const CART_TOKEN_STORAGE_KEY = 'strandkorb.cartToken';

interface StoredCart {
  bookingRef: string;
  publicReference: string;
  booking: PublicBookingDto;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings)
  }
}

export function parseStoredCart(raw: string | null): StoredCart | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredCart>;
    if (typeof value.bookingRef !== 'string' || typeof value.publicReference !== 'string') return null;
    if (!value.booking || value.booking.bookingRef !== value.bookingRef) return null;
    return value as StoredCart;
  } catch {
    return null;
  }
}

export function parseStoredCartToken(raw: string | null): CartToken | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<CartToken>;
    return typeof value.bookingRef === 'string' && typeof value.token === 'string' ? { bookingRef: value.bookingRef, token: value.token } : null;
  } catch {
    return null;
  }
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
  if (state.bookingRef && state.publicReference && state.booking) {
    const stored: StoredCart = {
      bookingRef: state.bookingRef,
      publicReference: state.publicReference,
      booking: state.booking,
    };
    store.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
  } else {
    store.removeItem(CART_STORAGE_KEY);
  }
  if (state.cartToken) store.setItem(CART_TOKEN_STORAGE_KEY, JSON.stringify(state.cartToken));
  else store.removeItem(CART_TOKEN_STORAGE_KEY);
}
