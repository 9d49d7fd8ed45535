import type { CustomerCountry, PaymentMethod, Salutation } from '../../api/generated';
import { COUNTRIES, CUSTOMER_FIELDS, SALUTATIONS, type CustomerField, type CustomerForm } from './checkoutRules';

// What the guest typed into the checkout survives a reload of the tab (issue 30 item 7): a draft in sessionStorage,
// keyed to the cart's booking and dropped once that booking is confirmed or the cart is cleared. Bank details (IBAN,
// BIC, account holder, bank) are never written here: they stay in the store's memory only, so a reload asks for them
// again (docs/storefront.md).
export const CHECKOUT_DRAFT_STORAGE_KEY = 'strandkorb.checkoutDraft';

export type DraftStep = 'customer' | 'payment';

export interface CheckoutDraft {
  /** The cart's booking the input belongs to */
  bookingRef: string;
  /** Whether the checkout was open (a reload opens it again) */
  open: boolean;
  step: DraftStep;
  email: string;
  /** The customer fields as typed (null: nothing typed yet) */
  customer: CustomerForm | null;
  /** The fields whose errors were shown, so they are shown again (recomputed from the values) */
  touched: CustomerField[];
  showAllErrors: boolean;
  comment: string;
  termsAccepted: boolean;
  discountConfirmed: boolean;
  paymentMethod: PaymentMethod | null;
}

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage blocked (privacy settings, a sandboxed frame)
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

// Every method (a Record, so a method the API adds later fails the type check here until it is named).
const PAYMENT_METHODS: Record<PaymentMethod, true> = {
  BANK_TRANSFER: true,
  CASH: true,
  EC: true,
  CC: true,
  INVOICE: true,
  PAYPAL: true,
  CUSTOM_SEPA: true,
  OTHER_STRIPE: true,
  DIRECT_DEBIT: true,
  CARD_TERMINAL: true,
  STRIPE_BANK_TRANSFER: true,
  STRIPE_DIRECT_DEBIT: true,
  STRIPE_SOFORT: true,
  STRIPE_CREDIT_CARD: true,
  STRIPE_PAYPAL: true,
  STRIPE_PAYMENT_LINK: true,
  EXTERNAL_PP: true,
};
const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  isString(value) && Object.prototype.hasOwnProperty.call(PAYMENT_METHODS, value);

function parseCustomer(value: unknown): CustomerForm | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  const texts = ['firstName', 'lastName', 'email', 'telephone', 'street', 'zip', 'city'] as const;
  if (!texts.every((key) => isString(v[key]))) return null;
  if (!SALUTATIONS.includes(v.salutation as Salutation) || !COUNTRIES.includes(v.country as CustomerCountry))
    return null;
  return {
    salutation: v.salutation as Salutation,
    firstName: v.firstName as string,
    lastName: v.lastName as string,
    email: v.email as string,
    telephone: v.telephone as string,
    street: v.street as string,
    zip: v.zip as string,
    city: v.city as string,
    country: v.country as CustomerCountry,
    marketing: v.marketing === true,
  };
}

/** The draft stored for this booking, or null (none, another booking's, or unreadable). Unknown keys are dropped. */
export function parseCheckoutDraft(raw: string | null, bookingRef: string | null): CheckoutDraft | null {
  if (!raw || !bookingRef) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.bookingRef !== bookingRef) return null;
  return {
    bookingRef,
    open: v.open === true,
    step: v.step === 'payment' ? 'payment' : 'customer',
    email: isString(v.email) ? v.email : '',
    customer: parseCustomer(v.customer),
    touched: Array.isArray(v.touched)
      ? CUSTOMER_FIELDS.filter((field) => (v.touched as unknown[]).includes(field))
      : [],
    showAllErrors: v.showAllErrors === true,
    comment: isString(v.comment) ? v.comment : '',
    termsAccepted: v.termsAccepted === true,
    discountConfirmed: v.discountConfirmed === true,
    paymentMethod: isPaymentMethod(v.paymentMethod) ? v.paymentMethod : null,
  };
}

/**
 * Whether this page load is a reload of the tab: only then an open checkout opens again. A payment window opened by
 * the widget starts with a copy of the tab's session (the browser copies it for window.open), and must not show it.
 */
export function pageWasReloaded(): boolean {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return entry?.type === 'reload';
  } catch {
    return false; // no Navigation Timing (an old browser, a test's DOM)
  }
}

export function loadCheckoutDraft(bookingRef: string | null, store = storage()): CheckoutDraft | null {
  try {
    return parseCheckoutDraft(store?.getItem(CHECKOUT_DRAFT_STORAGE_KEY) ?? null, bookingRef);
  } catch {
    return null;
  }
}

/** Writes the draft (null removes it). Whatever the caller passes, no bank field is written. */
export function saveCheckoutDraft(draft: CheckoutDraft | null, store = storage()): void {
  try {
    if (!draft) {
      store?.removeItem(CHECKOUT_DRAFT_STORAGE_KEY);
      return;
    }
    const kept: CheckoutDraft = {
      bookingRef: draft.bookingRef,
      open: draft.open,
      step: draft.step,
      email: draft.email,
      customer: draft.customer,
      touched: draft.touched,
      showAllErrors: draft.showAllErrors,
      comment: draft.comment,
      termsAccepted: draft.termsAccepted,
      discountConfirmed: draft.discountConfirmed,
      paymentMethod: draft.paymentMethod,
    };
    store?.setItem(CHECKOUT_DRAFT_STORAGE_KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the input lasts as long as the page.
  }
}
