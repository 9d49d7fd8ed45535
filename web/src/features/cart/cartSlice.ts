import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicBookingDto } from '../../api/generated';
import { loadCartState, type StoredCartState } from './cartPersistence';
import type { CartQuestion, CartState, ExtrasContext } from './cartState';

export type { CartDrawer, CartQuestion, CartState, ExtrasContext } from './cartState';
export { initialCartState } from './cartState';

/** A booking that can no longer take items (the server canceled it when it became empty, or it left OPEN). */
export function isClosedBooking(booking: Pick<PublicBookingDto, 'status'>): boolean {
  return booking.status !== 'OPEN';
}

/** What the cart keeps of an answer of the server: which booking it is, and its secret. */
export type BookingAnswer = Pick<PublicBookingDto, 'bookingRef' | 'publicReference' | 'status' | 'cartToken'>;

const cartSlice = createSlice({
  name: 'cart',
  initialState: (): CartState => loadCartState(),
  reducers: {
    /** The server answered with the booking (the booking itself goes to RTK Query's cache: receiveBooking). */
    bookingReceived(state, action: PayloadAction<BookingAnswer>) {
      const booking = action.payload;
      if (isClosedBooking(booking)) {
        // Last item removed: the server canceled the booking; the flow starts over and the drawer closes.
        state.bookingRef = null;
        if (booking.status !== 'PENDING') state.cartToken = null; // a PENDING one may come back (payment aborted)
        state.publicReference = null;
        if (state.drawer === 'cart') state.drawer = null;
        return;
      }
      // Only the answer that opened the booking carries its secret; another booking's answer (a result page) has none.
      if (booking.cartToken) state.cartToken = { bookingRef: booking.bookingRef, token: booking.cartToken };
      else if (booking.bookingRef !== state.cartToken?.bookingRef) state.cartToken = null;
      state.bookingRef = booking.bookingRef;
      state.publicReference = booking.publicReference;
    },
    cartCleared(state) {
      state.bookingRef = null;
      state.publicReference = null;
      if (state.drawer === 'cart') state.drawer = null;
    },
    /**
     * Another tab of the browser changed the stored cart (cartSync.ts): this tab's cart becomes the stored one. The
     * secret is compared by value, so an unchanged one stays the same object.
     */
    cartSynced(state, action: PayloadAction<StoredCartState>) {
      const { bookingRef, publicReference, cartToken } = action.payload;
      state.bookingRef = bookingRef;
      state.publicReference = publicReference;
      const sameToken =
        cartToken?.bookingRef === state.cartToken?.bookingRef && cartToken?.token === state.cartToken?.token;
      if (!sameToken) state.cartToken = cartToken;
      if (!bookingRef && state.drawer === 'cart') state.drawer = null;
    },
    /** Asks the server whether the stored booking is still OPEN (the cart listeners do; on load of the cart host). */
    cartCheckRequested() {},
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
    questionAsked(state, action: PayloadAction<CartQuestion>) {
      state.question = action.payload;
    },
    /** true: go on (e.g. drop the other vendor's cart); false: keep everything as it is */
    questionAnswered(state, _action: PayloadAction<boolean>) {
      state.question = null;
    },
    cartCallStarted(state) {
      state.pending += 1;
    },
    cartCallEnded(state) {
      state.pending = Math.max(0, state.pending - 1);
    },
  },
});

export const {
  bookingReceived,
  cartCleared,
  cartSynced,
  cartCheckRequested,
  cartOpened,
  extrasOpened,
  drawerClosed,
  questionAsked,
  questionAnswered,
  cartCallStarted,
  cartCallEnded,
} = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

type WithCart = { cart: CartState };
export const selectCart = (state: WithCart) => state.cart;
export const selectCartRef = (state: WithCart) => state.cart.bookingRef;
export const selectDrawer = (state: WithCart) => state.cart.drawer;
export const selectCartQuestion = (state: WithCart) => state.cart.question;
export const selectCartBusy = (state: WithCart) => state.cart.pending > 0;
