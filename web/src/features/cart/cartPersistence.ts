import type { PublicBookingDto } from '../../api/generated';
import { initialCartState, type CartState } from './cartState';

// The cart survives a reload of the tab (sessionStorage), not a new tab: a booking holds chairs only briefly.
export const CART_STORAGE_KEY = 'strandkorb.cart';

interface StoredCart {
  bookingRef: string;
  cartToken: string | null;
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
    return { ...value, cartToken: typeof value.cartToken === 'string' ? value.cartToken : null } as StoredCart;
  } catch {
    return null;
  }
}

export function loadCartState(): CartState {
  const stored = parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null);
  return stored ? { ...initialCartState, ...stored } : initialCartState;
}

export function saveCartState(state: CartState): void {
  const store = storage();
  if (!store) return;
  if (state.bookingRef && state.publicReference && state.booking) {
    const stored: StoredCart = {
      bookingRef: state.bookingRef,
      cartToken: state.cartToken,
      publicReference: state.publicReference,
      booking: state.booking,
    };
    store.setItem(CART_STORAGE_KEY, JSON.stringify(stored));
  } else {
    store.removeItem(CART_STORAGE_KEY);
  }
}
