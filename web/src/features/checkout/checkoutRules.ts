import {
  isValidBic as isValidBankBic,
  isValidIban,
  normalizeBic,
  normalizeIban,
} from '../../../../server/src/common/validation/bank-account';
import type { CustomerCountry, PaymentMethod, PublicBookingCustomerDto, Salutation } from '../../api/generated';

// The checkout's form rules (spec section 5), free of React so they are unit-tested.

export const COUNTRIES: readonly CustomerCountry[] = [
  'DE',
  'AT',
  'CH',
  'DK',
  'PL',
  'NL',
  'IT',
  'ES',
  'SE',
  'NO',
  'FR',
  'CZ',
  'HR',
  'GB',
];
export const SALUTATIONS: readonly Salutation[] = ['MX', 'MR', 'MS', 'FM'];
/** Bank transfer is not offered when a chair booking starts this many days from now or later (spec 5, 9). */
export const BANK_TRANSFER_CUTOFF_DAYS = 14;
export const COMMENT_DEBOUNCE_MS = 250;

export interface CustomerForm {
  salutation: Salutation;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  street: string;
  zip: string;
  city: string;
  country: CustomerCountry;
  marketing: boolean;
}

export const emptyCustomerForm = (email = ''): CustomerForm => ({
  salutation: 'MX',
  firstName: '',
  lastName: '',
  email,
  telephone: '',
  street: '',
  zip: '',
  city: '',
  country: 'DE',
  marketing: false,
});

/** The customer's form values as the server stored them, so going back keeps what was typed. */
export function customerFormOf(customer: PublicBookingCustomerDto): CustomerForm {
  const address = customer.address as Partial<Record<'street' | 'zip' | 'city' | 'country', string>>;
  const base = emptyCustomerForm(customer.email);
  return {
    ...base,
    salutation: customer.salutation,
    firstName: customer.firstName,
    lastName: customer.lastName,
    telephone: customer.telephone ?? '',
    street: address.street ?? '',
    zip: address.zip ?? '',
    city: address.city ?? '',
    country: (address.country as CustomerForm['country'] | undefined) ?? base.country,
    marketing: Boolean((customer.additionalData as { marketing?: boolean }).marketing),
  };
}

export type CustomerField = 'firstName' | 'lastName' | 'email' | 'street' | 'zip' | 'city';
/** Form fields in the order they appear, so focus goes to the first invalid one. */
export const CUSTOMER_FIELDS: readonly CustomerField[] = ['firstName', 'lastName', 'email', 'street', 'zip', 'city'];
export type FieldError = 'mandatory' | 'invalidEmail' | 'germanPostcode';
export type CustomerErrors = Partial<Record<CustomerField, FieldError>>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export function validateCustomer(form: CustomerForm): CustomerErrors {
  const errors: CustomerErrors = {};
  for (const field of CUSTOMER_FIELDS) {
    if (form[field].trim() === '') errors[field] = 'mandatory';
  }
  if (!errors.email && !isValidEmail(form.email)) errors.email = 'invalidEmail';
  // A German postcode is five digits (the server's rule too, issue 29).
  if (!errors.zip && form.country === 'DE' && !/^[0-9]{5}$/.test(form.zip.trim())) errors.zip = 'germanPostcode';
  return errors;
}

export function firstInvalidField<F extends string>(
  order: readonly F[],
  errors: Partial<Record<F, unknown>>,
): F | null {
  return order.find((field) => errors[field] !== undefined) ?? null;
}

/** Next is enabled only when the form is valid, the terms are accepted and, with a discounted chair, the card confirmed. */
export function canLeaveCustomerStep(args: {
  errors: CustomerErrors;
  termsAccepted: boolean;
  discountRequired: boolean;
  discountConfirmed: boolean;
}): boolean {
  return (
    Object.keys(args.errors).length === 0 && args.termsAccepted && (!args.discountRequired || args.discountConfirmed)
  );
}

export function hasDiscountChair(chairs: readonly { discount: boolean; status?: string }[]): boolean {
  return chairs.some((chair) => chair.discount && chair.status !== 'CANCELED');
}

// --- IBAN and BIC ---------------------------------------------------------------------------------

export { isValidIban };

/** ISO 9362 in any spacing and case (the server's check of the normalised text). */
export const isValidBic = (value: string): boolean => isValidBankBic(normalizeBic(value));

export interface BankDetailsForm {
  iban: string;
  bic: string;
  accountHolder: string;
  bankName: string;
}

export const emptyBankDetails = (): BankDetailsForm => ({ iban: '', bic: '', accountHolder: '', bankName: '' });

export type BankField = 'iban' | 'bic';
export const BANK_FIELDS: readonly BankField[] = ['iban', 'bic'];
export type BankError = 'mandatory' | 'shouldBeIBAN' | 'shouldBeBIC';

export function validateBankDetails(form: BankDetailsForm): Partial<Record<BankField, BankError>> {
  const errors: Partial<Record<BankField, BankError>> = {};
  if (form.iban.trim() === '') errors.iban = 'mandatory';
  else if (!isValidIban(form.iban)) errors.iban = 'shouldBeIBAN';
  if (form.bic.trim() !== '' && !isValidBic(form.bic)) errors.bic = 'shouldBeBIC';
  return errors;
}

/** The request body: IBAN and BIC normalised, empty optional fields absent (spec 5). */
export function bankDetailsPayload(form: BankDetailsForm) {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const bic = optional(form.bic) && normalizeBic(form.bic);
  return {
    iban: normalizeIban(form.iban),
    ...(bic ? { bic } : {}),
    ...(optional(form.accountHolder) ? { accountHolder: optional(form.accountHolder) } : {}),
    ...(optional(form.bankName) ? { bankName: optional(form.bankName) } : {}),
  };
}

// --- Payment methods ----------------------------------------------------------------------------------

export type PaymentKind = 'bankTransfer' | 'debit' | 'onSite' | 'online';

const DEBIT: readonly PaymentMethod[] = ['DIRECT_DEBIT', 'STRIPE_DIRECT_DEBIT', 'CUSTOM_SEPA'];
const ON_SITE: readonly PaymentMethod[] = ['CASH', 'EC', 'CARD_TERMINAL', 'INVOICE', 'DIRECT_DEBIT', 'CUSTOM_SEPA'];
const CARD: readonly PaymentMethod[] = ['STRIPE_CREDIT_CARD', 'CC'];

/** Methods that need the bank-details step (IBAN, mandate). */
export const needsBankDetails = (method: PaymentMethod) => DEBIT.includes(method);

/**
 * How a method is finished: bank transfer (confirm, then the bank data), on site (confirmed at once),
 * online (a payment provider's page).
 */
export function paymentKind(method: PaymentMethod): PaymentKind {
  if (method === 'BANK_TRANSFER') return 'bankTransfer';
  if (ON_SITE.includes(method)) return needsBankDetails(method) ? 'debit' : 'onSite';
  return needsBankDetails(method) ? 'debit' : 'online';
}

/**
 * Where the Pay button takes a method (spec 4.7): PUT /booking/confirm (bank transfer, the on-site methods, the
 * external PayPal, whose provider confirms later), or a hosted checkout the app leaves for: the card
 * provider's (card, Sofort, direct debit, PayPal through the card provider, ...) or PayPal's own.
 */
export type PaymentRoute = 'confirm' | 'stripe' | 'paypal';

const PAYMENT_ROUTES: Record<PaymentMethod, PaymentRoute> = {
  BANK_TRANSFER: 'confirm',
  CASH: 'confirm',
  EC: 'confirm',
  CARD_TERMINAL: 'confirm',
  INVOICE: 'confirm',
  DIRECT_DEBIT: 'confirm',
  CUSTOM_SEPA: 'confirm',
  EXTERNAL_PP: 'confirm',
  CC: 'stripe',
  OTHER_STRIPE: 'stripe',
  STRIPE_BANK_TRANSFER: 'stripe',
  STRIPE_DIRECT_DEBIT: 'stripe',
  STRIPE_SOFORT: 'stripe',
  STRIPE_CREDIT_CARD: 'stripe',
  STRIPE_PAYPAL: 'stripe',
  STRIPE_PAYMENT_LINK: 'stripe',
  PAYPAL: 'paypal',
};

export const paymentRoute = (method: PaymentMethod): PaymentRoute => PAYMENT_ROUTES[method];

/** Whether the method is confirmed through PUT /booking/confirm (no provider page in between). */
export const confirmsOnServer = (method: PaymentMethod) => paymentRoute(method) === 'confirm';

/** The generated endpoint that starts a provider's hosted checkout for a method, or null for the methods confirmed here. */
export type CheckoutStartEndpoint = 'createStripeCheckoutSession' | 'createPaypalPayment';

const CHECKOUT_START: Record<Exclude<PaymentRoute, 'confirm'>, CheckoutStartEndpoint> = {
  stripe: 'createStripeCheckoutSession',
  paypal: 'createPaypalPayment',
};

/**
 * How the Pay button leaves for the provider (spec 7): `POST /payments/stripe/checkout-session` or
 * `POST /payments/paypal/payment` with email, bookingRef and flow, sent as a fetch with `Accept: application/json`, so
 * the server answers 201 with the provider's address (not its 303) and a refusal is an error toast in the open checkout.
 */
export function checkoutStartEndpoint(method: PaymentMethod): CheckoutStartEndpoint | null {
  const route = paymentRoute(method);
  return route === 'confirm' ? null : CHECKOUT_START[route];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when a chair booking starts 14 or more days from now. */
export function startsTooLateForBankTransfer(starts: readonly string[], now: Date): boolean {
  return starts.some((start) => new Date(start).getTime() - now.getTime() >= BANK_TRANSFER_CUTOFF_DAYS * DAY_MS);
}

/**
 * The methods the payment step offers (spec 5): listed in the configuration, no direct debit for
 * Switzerland, bank transfer only when no chair booking starts 14 or more days from now.
 */
export function offeredPaymentMethods(args: {
  configured: readonly PaymentMethod[];
  /** A CustomerCountry code; the booking's address holds it as a plain string */
  country: string | undefined;
  chairStarts: readonly string[];
  now: Date;
}): PaymentMethod[] {
  const lateStart = startsTooLateForBankTransfer(args.chairStarts, args.now);
  return [...new Set(args.configured)].filter((method) => {
    if (DEBIT.includes(method) && args.country === 'CH') return false;
    if (method === 'BANK_TRANSFER' && lateStart) return false;
    return true;
  });
}

/** Card when offered (spec 9 "payment method card in the form"), else the first method. */
export function preselectedMethod(offered: readonly PaymentMethod[]): PaymentMethod | null {
  return offered.find((method) => CARD.includes(method)) ?? offered[0] ?? null;
}

/**
 * The effective list: for each location the booking's chairs are at, that location's list (the vendor's with
 * the location's override); a method must be in all of them. Without chairs (extras only): the vendor's.
 */
export function effectivePaymentMethods(args: {
  vendorMethods: readonly PaymentMethod[] | undefined;
  locations: readonly { id: number; methods: readonly PaymentMethod[] | undefined }[];
  bookingLocationIds: readonly number[];
}): PaymentMethod[] {
  const vendor = args.vendorMethods ?? [];
  const ids = [...new Set(args.bookingLocationIds)];
  if (ids.length === 0) return [...vendor];
  const lists = ids.map((id) => args.locations.find((location) => location.id === id)?.methods ?? vendor);
  return lists.reduce<PaymentMethod[]>(
    (common, list) => common.filter((method) => list.includes(method)),
    [...(lists[0] ?? [])],
  );
}
