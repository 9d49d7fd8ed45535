import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { PublicBookingDto } from '../../api/generated';
import type { AppDispatch, RootState } from '../../app/store';
import { cartApi } from './cartApi';
import { saveCartBooking, saveCartState } from './cartPersistence';
import { cartCheckRequested, cartCleared } from './cartSlice';
import { isApplyingStoredCart } from './cartSync';

// The cart's coordination outside the components: what is stored for a reload and the other tabs (localStorage), and
// the check that a restored cart is still OPEN on the server.
export const cartListeners = createListenerMiddleware();
const startCartListening = cartListeners.startListening.withTypes<RootState, AppDispatch>();

type SelectCartBooking = ReturnType<typeof cartApi.endpoints.getStorefrontCart.select>;
// The store's api state is typed by the base api; the injected endpoints (and their tags) live in the same slice.
type CartApiState = Parameters<SelectCartBooking>[0];

let lastSelector: { bookingRef: string; select: SelectCartBooking } | null = null;

/** The cart's booking in RTK Query's cache (undefined while it is not there). */
export function selectCartBooking(state: RootState): PublicBookingDto | null | undefined {
  const { bookingRef } = state.cart;
  if (!bookingRef) return null;
  if (lastSelector?.bookingRef !== bookingRef)
    lastSelector = { bookingRef, select: cartApi.endpoints.getStorefrontCart.select(bookingRef) };
  return lastSelector.select(state as unknown as CartApiState).data;
}

// Which booking the cart is, and its secret: stored when they change (only these; the booking is the cache's). What
// another tab stored (cartSync) is not written back.
startCartListening({
  predicate: (_action, current, previous) =>
    !isApplyingStoredCart() &&
    (current.cart.bookingRef !== previous.cart.bookingRef ||
      current.cart.publicReference !== previous.cart.publicReference ||
      current.cart.cartToken !== previous.cart.cartToken),
  effect: (_action, listenerApi) => saveCartState(listenerApi.getState().cart),
});

// The booking query's answer for the cart, kept as the query's source after a reload and for the other tabs.
startCartListening({
  predicate: (_action, current, previous) =>
    !isApplyingStoredCart() &&
    (current.api.queries !== previous.api.queries || current.cart.bookingRef !== previous.cart.bookingRef) &&
    selectCartBooking(current) !== selectCartBooking(previous),
  effect: (_action, listenerApi) => {
    const booking = selectCartBooking(listenerApi.getState());
    if (booking) saveCartBooking(booking);
  },
});

function errorStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

// A cart restored from storage (or taken over from another tab) may have expired or been paid meanwhile: it is kept only while OPEN. Asked on
// load (cartCheckRequested) and whenever the cart becomes another booking; the newest question wins.
startCartListening({
  predicate: (action, current, previous) =>
    current.cart.bookingRef !== null &&
    (cartCheckRequested.match(action) || current.cart.bookingRef !== previous.cart.bookingRef),
  effect: async (_action, listenerApi) => {
    listenerApi.cancelActiveListeners();
    const bookingRef = listenerApi.getState().cart.bookingRef;
    if (!bookingRef) return;
    const { data, error } = await listenerApi.pause(
      listenerApi.dispatch(
        cartApi.endpoints.getPublicBookingStatus.initiate(
          { bookingReference: bookingRef },
          { subscribe: false, forceRefetch: true },
        ),
      ),
    );
    if (listenerApi.getState().cart.bookingRef !== bookingRef) return;
    if (data ? data.status !== 'OPEN' : errorStatus(error) === 404) listenerApi.dispatch(cartCleared());
  },
});
