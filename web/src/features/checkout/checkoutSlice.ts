import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PaymentMethod, PublicBookingDto } from '../../api/generated';
import { loadCartState } from '../cart/cartPersistence';
import { loadCheckoutDraft, pageWasReloaded, type CheckoutDraft } from './checkoutDraft';
import type { BankDetailsForm, BankField, CustomerField, CustomerForm } from './checkoutRules';

// Client state of the checkout dialog; the booking itself stays in the cart slice.
export type CheckoutStep = 'customer' | 'payment' | 'bankDetails';

/** The bank-details step as typed: in memory only, never stored (checkoutDraft.ts). */
export interface BankDraft {
  form: BankDetailsForm;
  touched: BankField[];
  mandate: boolean;
}

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
  /**
   * The cart booking the typed input below belongs to (issue 30 item 7): it outlives closing the checkout, a switch
   * of language and (stored in the tab's session, checkoutListeners.ts) a reload.
   */
  draftFor: string | null;
  /** The customer fields as typed (null: nothing typed, the form starts from the booking's customer) */
  customer: CustomerForm | null;
  /** Fields whose errors were shown (after leaving them, or after "Weiter" with all of them) */
  touched: CustomerField[];
  showAllErrors: boolean;
  /** The payment method chosen on step 2 */
  paymentMethod: PaymentMethod | null;
  /** The bank-details step as typed: memory only */
  bank: BankDraft | null;
}

export const initialCheckoutState: CheckoutState = {
  open: false,
  step: 'customer',
  email: '',
  comment: '',
  termsAccepted: false,
  discountConfirmed: false,
  result: null,
  draftFor: null,
  customer: null,
  touched: [],
  showAllErrors: false,
  paymentMethod: null,
  bank: null,
};

/** The typed input, empty (the booking was confirmed, the cart cleared, or it became another booking). */
const emptyInput = {
  comment: '',
  termsAccepted: false,
  discountConfirmed: false,
  customer: null,
  touched: [],
  showAllErrors: false,
  paymentMethod: null,
  bank: null,
} satisfies Partial<CheckoutState>;

/**
 * The state a page load starts with: the input of the draft stored for the cart's booking, if there is one; the
 * checkout itself opens again (on its step) only when the page was reloaded.
 */
export function restoredCheckoutState(draft: CheckoutDraft | null, reloaded: boolean): CheckoutState {
  if (!draft) return initialCheckoutState;
  const reopen = reloaded && draft.open;
  return {
    ...initialCheckoutState,
    open: reopen,
    step: reopen ? draft.step : 'customer',
    email: draft.email,
    comment: draft.comment,
    termsAccepted: draft.termsAccepted,
    discountConfirmed: draft.discountConfirmed,
    draftFor: draft.bookingRef,
    customer: draft.customer,
    touched: draft.touched,
    showAllErrors: draft.showAllErrors,
    paymentMethod: draft.paymentMethod,
  };
}

/** What is written to the tab's session: everything typed but the bank details; null when there is nothing. */
export function draftOf(state: CheckoutState): CheckoutDraft | null {
  if (!state.draftFor) return null;
  // A checkout never opened and nothing typed: there is nothing to keep (and no storage write for it).
  const untouched =
    !state.open &&
    state.customer === null &&
    !state.email &&
    !state.comment &&
    state.paymentMethod === null &&
    !state.termsAccepted;
  if (untouched && !state.discountConfirmed) return null;
  return {
    bookingRef: state.draftFor,
    open: state.open,
    step: state.step === 'customer' ? 'customer' : 'payment',
    email: state.email,
    customer: state.customer,
    touched: state.touched,
    showAllErrors: state.showAllErrors,
    comment: state.comment,
    termsAccepted: state.termsAccepted,
    discountConfirmed: state.discountConfirmed,
    paymentMethod: state.paymentMethod,
  };
}

const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: (): CheckoutState =>
    restoredCheckoutState(loadCheckoutDraft(loadCartState().bookingRef), pageWasReloaded()),
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
    /** A customer field was changed; `from` is the form shown before any typing (the booking's customer or empty). */
    customerChanged(state, action: PayloadAction<{ from: CustomerForm; changes: Partial<CustomerForm> }>) {
      state.customer = { ...(state.customer ?? action.payload.from), ...action.payload.changes };
    },
    /** A field's error is shown from now on (it was left or changed) */
    customerFieldTouched(state, action: PayloadAction<CustomerField>) {
      if (!state.touched.includes(action.payload)) state.touched.push(action.payload);
    },
    /** "Weiter" with errors left: every error is shown */
    customerErrorsShown(state) {
      state.showAllErrors = true;
    },
    paymentMethodChosen(state, action: PayloadAction<PaymentMethod>) {
      state.paymentMethod = action.payload;
    },
    bankDetailsChanged(state, action: PayloadAction<BankDraft>) {
      state.bank = action.payload;
    },
    /**
     * The cart is this booking now (null: no cart). Input typed for another booking is dropped; a checkout restored
     * for another booking closes.
     */
    checkoutDraftOwner(state, action: PayloadAction<string | null>) {
      if (state.draftFor === action.payload) return;
      const hadDraft = state.draftFor !== null;
      Object.assign(state, emptyInput);
      state.draftFor = action.payload;
      if (hadDraft && action.payload !== null) {
        state.open = false;
        state.step = 'customer';
      }
    },
    /** The booking was confirmed: the dialog closes and the result pages show this answer. */
    checkoutFinished(state, action: PayloadAction<PublicBookingDto>) {
      Object.assign(state, emptyInput);
      state.open = false;
      state.step = 'customer';
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
  customerChanged,
  customerFieldTouched,
  customerErrorsShown,
  paymentMethodChosen,
  bankDetailsChanged,
  checkoutDraftOwner,
  checkoutFinished,
} = checkoutSlice.actions;
export const checkoutReducer = checkoutSlice.reducer;

type WithCheckout = { checkout: CheckoutState };
export const selectCheckout = (state: WithCheckout) => state.checkout;
export const selectCheckoutResult = (state: WithCheckout) => state.checkout.result;
