import type { AppThunk } from '../../app/store';
import { cartApi } from './cartApi';
import { CART_STORAGE_KEYS, loadCartBooking, loadStoredCart } from './cartPersistence';
import { cartSynced } from './cartSlice';

// One cart per browser (issue 30 item 4): the tabs share it through localStorage, and each tab follows the others'
// changes through the `storage` event (fired in the other tabs of the origin, never in the writing one).

let applying = false;

/**
 * True while this tab takes over what another tab stored: the cart listeners then write nothing back (a tab that read
 * one key before the writer's next one arrived would otherwise put an older value over a newer one).
 */
export function isApplyingStoredCart(): boolean {
  return applying;
}

/** This tab's cart becomes the stored one: the booking into RTK Query's cache first (as receiveBooking does), then the cart. */
export const storedCartChanged = (): AppThunk => (dispatch) => {
  applying = true;
  try {
    const stored = loadStoredCart();
    const booking = stored.bookingRef ? loadCartBooking(stored.bookingRef) : null;
    if (booking && stored.bookingRef)
      dispatch(
        cartApi.util.upsertQueryEntries([
          { endpointName: 'getStorefrontCart', arg: stored.bookingRef, value: booking },
        ]),
      );
    dispatch(cartSynced(stored));
  } finally {
    applying = false;
  }
};

/** Whether a `storage` event is about the cart: one of its keys, or the whole storage cleared (key null). */
export function isCartStorageEvent(event: Pick<StorageEvent, 'key' | 'storageArea'>): boolean {
  let area: Storage | null = null;
  try {
    area = typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return false; // storage blocked: no other tab shares this one's cart
  }
  if (!area || event.storageArea !== area) return false;
  return event.key === null || CART_STORAGE_KEYS.includes(event.key);
}

/** Follows the other tabs' cart from now on; returns the unsubscribe (CartHost's effect). */
export const followOtherTabs = (): AppThunk<() => void> => (dispatch) => {
  if (typeof window === 'undefined') return () => undefined;
  const onStorage = (event: StorageEvent) => {
    if (isCartStorageEvent(event)) dispatch(storedCartChanged());
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
};
