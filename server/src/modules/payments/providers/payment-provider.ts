import type { Language, PaymentMethod, PaymentProvider } from '../../../common/enums.js';

/** What a provider needs to open a hosted checkout for one payment row. */
export interface CheckoutRequest {
  /** Our payment row; providers echo it back (Stripe metadata, PayPal custom_id) so a webhook finds the row. */
  paymentId: number;
  bookingRef: string;
  amountCents: number;
  /** ISO 4217, upper case ('EUR'). */
  currency: string;
  /** One line the customer sees at the provider, e.g. "Strandkorb booking SBL-…". */
  description: string;
  customerEmail: string;
  language: Language;
  /** The method the customer chose; Stripe maps it to payment_method_types. */
  method: PaymentMethod;
  /** Absolute URLs the customer's browser is sent to after paying / giving up. */
  successUrl: string;
  cancelUrl: string;
  /** After this the checkout can no longer be paid (the booking's hold ends). */
  expiresAt: Date;
}

/** An opened checkout: the provider's id for it and where to send the customer's browser. */
export interface CheckoutSession {
  providerRef: string;
  redirectUrl: string;
}

/**
 * The provider's word on one checkout:
 * - PENDING: open, the buyer has not paid (yet); it may still be paid until the checkout expires.
 * - APPROVED: the buyer approved, the money is not taken yet (PayPal: our capture is due).
 * - PROCESSING: the buyer paid, the money is on its way (Stripe SEPA debit / bank transfer, a PayPal capture PENDING).
 * - PAID: the money was taken. FAILED: the provider refused it. EXPIRED: the checkout can no longer be paid.
 */
export type ProviderPaymentState = 'PAID' | 'PROCESSING' | 'APPROVED' | 'PENDING' | 'FAILED' | 'EXPIRED';

export interface ProviderPaymentStatus {
  state: ProviderPaymentState;
  /** The id a refund needs (Stripe PaymentIntent, PayPal capture), once paid. */
  captureRef?: string;
  /** What the provider took, in cents, once paid. */
  amountCents?: number;
  /** The currency of amountCents (ISO 4217, upper case), where the provider says it. */
  currency?: string;
}

/**
 * One payment provider (Stripe, PayPal, the local demo). Stateless: every call carries what it needs, the payment row
 * in PostgreSQL is the truth. Errors from the provider's API are thrown as PaymentProviderError (PAYMENT_PROVIDER_ERROR,
 * 502, a fixed public message; the provider's words only in the log).
 */
export interface PaymentProviderDriver {
  readonly provider: PaymentProvider;
  /** The shortest checkout the provider accepts, in seconds from now (Stripe: 30 minutes and a margin); undefined: no minimum. */
  readonly minCheckoutSeconds?: number;
  /** Opens a hosted checkout. */
  startCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** Asks the provider how the checkout stands (reconciliation, the admin's confirm-from-payment). */
  status(providerRef: string): Promise<ProviderPaymentStatus>;
  /** Takes the money of an approved checkout (PayPal's capture on return); providers that capture by themselves answer status(). */
  capture(providerRef: string): Promise<ProviderPaymentStatus>;
  /** Makes an open checkout unpayable (Stripe: expire the session); a no-op where the provider has nothing to close. */
  cancel(providerRef: string): Promise<void>;
  /**
   * Gives the money back; answers the provider's refund id. `idempotencyKey` (Stripe's Idempotency-Key, PayPal's
   * PayPal-Request-Id) makes a repeated call (a retried transaction or job) the same refund at the provider.
   */
  refund(captureRef: string, amountCents: number, currency: string, idempotencyKey: string): Promise<string>;
}
