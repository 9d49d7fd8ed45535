import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicBookingDto } from '../../api/generated';
import { loadCartState } from './cartPersistence';
import type { CartState, ExtrasContext } from './cartState';

export type { CartDrawer, CartState, ExtrasContext } from './cartState';
export { initialCartState } from './cartState';

/** A booking that can no longer take items (the server canceled it when it became empty, or it left OPEN). */
export function isClosedBooking(booking: Pick<PublicBookingDto, 'status'>): boolean {
  return booking.status !== 'OPEN';
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => loadCartState(),
  reducers: {
    bookingReceived(state, action: PayloadAction<PublicBookingDto>) {
      const booking = action.payload;
      if (isClosedBooking(booking)) {
        // Last item removed: the server canceled the booking; the flow starts over and the drawer closes.
        state.bookingRef = null;
        if (booking.status !== 'PENDING') state.cartToken = null; // a PENDING one may come back (payment aborted)
        state.publicReference = null;
        state.booking = null;
        if (state.drawer === 'cart') state.drawer = null;
        return;
      }
      // Only the answer that opened the booking carries its secret; another booking's answer (a result page) has none.
      if (booking.cartToken) state.cartToken = { bookingRef: booking.bookingRef, token: booking.cartToken };
      else if (booking.bookingRef !== state.cartToken?.bookingRef) state.cartToken = null;
      state.bookingRef = booking.bookingRef;
      state.publicReference = booking.publicReference;
      const { cartToken: _secret, ...kept } = booking;
      state.booking = kept;
    },
    cartCleared(state) {
      state.bookingRef = null;
      state.publicReference = null;
      state.booking = null;
      if (state.drawer === 'cart') state.drawer = null;
    },
    cartOpened(state) {
      state.drawer = 'cart';
    },
    extrasOpened(state, action: PayloadAction<ExtrasContext | undefined>) {
      const context = action.payload ?? (state.publicReference ? { publicReference: state.publicReference } : null);
      if (!context) return;
      state.extrasContext = context;
      state.drawer = 'extras';
    },
    drawerClosed(state) {
      state.drawer = null;
    },
    cartCallStarted(state) {
      state.pending += 1;
    },
    cartCallEnded(state) {
      state.pending = Math.max(0, state.pending - 1);
    },
  },
});

export const { bookingReceived, cartCleared, cartOpened, extrasOpened, drawerClosed, cartCallStarted, cartCallEnded } =
  cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectCart = (state: WithCart) => state.cart;
export const selectBooking = (state: WithCart) => state.cart.booking;
export const selectDrawer = (state: WithCart) => state.cart.drawer;
export const selectCartBusy = (state: WithCart) => state.cart.pending > 0;
