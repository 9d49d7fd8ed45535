import { PaymentMethod } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';

/** Methods that debit the customer's account: they need the customer's bank details (IBAN). */
/** Paid outside the platform (at the beach, by invoice, collected by the vendor's own debit): confirmed on submit. */
export const ON_SITE_METHODS: readonly PaymentMethod[] = [
  PaymentMethod.CASH,
  PaymentMethod.EC,
  PaymentMethod.CARD_TERMINAL,
  PaymentMethod.INVOICE,
  PaymentMethod.DIRECT_DEBIT,
  PaymentMethod.CUSTOM_SEPA,
];
export const DEBIT_METHODS: readonly PaymentMethod[] = [
  PaymentMethod.CUSTOM_SEPA,
  PaymentMethod.DIRECT_DEBIT,
  PaymentMethod.STRIPE_DIRECT_DEBIT,
];
const NO_DEBIT_COUNTRIES = ['CH'];
const BANK_TRANSFER_MAX_LEAD_DAYS = 14;
const DAY_MS = 86_400_000;

export interface PaymentFacts {
  /** The effective paymentMethods of each location the booking's chairs are at (location overrides vendor); one list without chairs. */
  offered: readonly (readonly PaymentMethod[])[];
  country: string | null;
  chairStarts: readonly Date[];
  now: Date;
}

/** Throws the 409 of the first storefront rule (spec 5) the method breaks. */
export function assertPaymentMethodAllowed(method: PaymentMethod, f: PaymentFacts): void {
  if (f.offered.some((list) => !list.includes(method))) {
    throw new DomainError(ErrorType.PAYMENT_METHOD_NOT_OFFERED, `${method} is not offered for this booking`, { method });
  }
  if (DEBIT_METHODS.includes(method) && f.country && NO_DEBIT_COUNTRIES.includes(f.country)) {
    throw new DomainError(ErrorType.PAYMENT_METHOD_NOT_FOR_COUNTRY, `${method} is not offered for ${f.country}`, {
      method,
      country: f.country,
    });
  }
  if (method === PaymentMethod.BANK_TRANSFER) {
    // Spec 5: bank transfer only when no booking in the cart starts 14 or more days from now (as written, not the reverse).
    const far = f.chairStarts.find((start) => start.getTime() - f.now.getTime() >= BANK_TRANSFER_MAX_LEAD_DAYS * DAY_MS);
    if (far) {
      throw new DomainError(
        ErrorType.BANK_TRANSFER_NOT_AVAILABLE,
        `${method} is not offered when a chair booking starts 14 or more days from now`,
        {
          method,
          start: far.toISOString(),
          days: BANK_TRANSFER_MAX_LEAD_DAYS,
        },
      );
    }
  }
}
