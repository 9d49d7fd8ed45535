import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PublicBookingDto } from '../../api/generated';

// Client state of the checkout dialog; the booking itself stays in the cart slice.
export type CheckoutStep = 'customer' | 'payment' | 'bankDetails';

export interface CheckoutState {
  open: boolean;
  step: CheckoutStep;
  /** The customer's e-mail once known (prefilled after a failed payment, spec 4.9) */
  email: string;
  /** The customer comment as typed (debounced 250 ms), sent with the payment method */
  comment: string;
  /** The terms tick and the discount-card confirmation: kept when going back from the payment step */
  termsAccepted: boolean;
  discountConfirmed: boolean;
  /** The answer of the last confirmation, shown by the result pages without another lookup */
  result: PublicBookingDto | null;
}

export const initialCheckoutState: CheckoutState = {
  open: false,
  step: 'customer',
  email: '',
  comment: '',
  termsAccepted: false,
  discountConfirmed: false,
  result: null,
};

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    checkoutOpened(state, action: PayloadAction<{ step?: CheckoutStep; email?: string } | undefined>) {
      state.open = true;
      state.step = action.payload?.step ?? 'customer';
      if (action.payload?.email !== undefined) state.email = action.payload.email;
    },
    checkoutClosed(state) {
      state.open = false;
      state.step = 'customer';
    },
    stepChanged(state, action: PayloadAction<CheckoutStep>) {
      state.step = action.payload;
    },
    emailKnown(state, action: PayloadAction<string>) {
      state.email = action.payload;
    },
    commentChanged(state, action: PayloadAction<string>) {
      state.comment = action.payload;
    },
    consentsChanged(state, action: PayloadAction<{ termsAccepted?: boolean; discountConfirmed?: boolean }>) {
      if (action.payload.termsAccepted !== undefined) state.termsAccepted = action.payload.termsAccepted;
      if (action.payload.discountConfirmed !== undefined) state.discountConfirmed = action.payload.discountConfirmed;
    },
    /** The booking was confirmed: the dialog closes and the result pages show this answer. */
    checkoutFinished(state, action: PayloadAction<PublicBookingDto>) {
      state.open = false;
      state.step = 'customer';
      state.comment = '';
      state.termsAccepted = false;
      state.discountConfirmed = false;
      state.result = action.payload;
    },
  },
});

export const {
  checkoutOpened,
  checkoutClosed,
  stepChanged,
  emailKnown,
  commentChanged,
  consentsChanged,
  checkoutFinished,
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

type WithCheckout = { checkout: CheckoutState };
export const selectCheckout = (state: WithCheckout) => state.checkout;
export const selectCheckoutResult = (state: WithCheckout) => state.checkout.result;
