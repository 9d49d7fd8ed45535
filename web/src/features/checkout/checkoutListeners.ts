import { createListenerMiddleware } from '@reduxjs/toolkit';
import type { AppDispatch, RootState } from '../../app/store';
import { saveCheckoutDraft } from './checkoutDraft';
import { checkoutDraftOwner, draftOf } from './checkoutSlice';

// The checkout's typed input belongs to the cart's booking: it is dropped when the cart is cleared or becomes another
// booking, and written to the tab's session (without bank details) whenever it changes, for a reload.
export const checkoutListeners = createListenerMiddleware();
const startCheckoutListening = checkoutListeners.startListening.withTypes<RootState, AppDispatch>();

startCheckoutListening({
  predicate: (_action, current) => current.cart.bookingRef !== current.checkout.draftFor,
  effect: (_action, listenerApi) => {
    listenerApi.dispatch(checkoutDraftOwner(listenerApi.getState().cart.bookingRef));
  },
});

startCheckoutListening({
  // Nothing typed before or after (a cart that only changed owner): no write, also no removal.
  predicate: (_action, current, previous) =>
    current.checkout !== previous.checkout &&
    current.cart.bookingRef === current.checkout.draftFor &&
    (draftOf(current.checkout) !== null || draftOf(previous.checkout) !== null),
  effect: (_action, listenerApi) => saveCheckoutDraft(draftOf(listenerApi.getState().checkout)),
});
