import { Logger } from '@nestjs/common';
import Stripe from 'stripe';
import { Language, PaymentMethod, PaymentProvider } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import type { AppConfig } from '../../../config/app-config.js';
import { stripeClient } from '../../../infra/stripe/stripe-client.js';
import type { CheckoutRequest, CheckoutSession, PaymentProviderDriver, ProviderPaymentStatus } from './payment-provider.js';
import { PaymentProviderError } from './provider-error.js';

type AllowedType = NonNullable<Stripe.Checkout.SessionCreateParams['allowed_payment_method_types']>[number];

/** What Stripe may offer for each of our methods (Checkout's allowed_payment_method_types). */
const METHOD_TYPES: Partial<Record<PaymentMethod, AllowedType[]>> = {
  [PaymentMethod.CC]: ['card'],
  [PaymentMethod.STRIPE_CREDIT_CARD]: ['card'],
  [PaymentMethod.STRIPE_SOFORT]: ['sofort'],
  [PaymentMethod.STRIPE_DIRECT_DEBIT]: ['sepa_debit'],
  [PaymentMethod.STRIPE_BANK_TRANSFER]: ['customer_balance'],
  [PaymentMethod.STRIPE_PAYPAL]: ['paypal'],
};

/** Stripe refuses a Checkout Session that expires sooner than 30 minutes after its creation; a minute's margin for the way there. */
const STRIPE_MIN_EXPIRY_SECONDS = 30 * 60 + 60;

/**
 * Paid: `paid`, or `no_payment_required` for an amount of 0 only (a session that needed no payment took no money; the
 * fulfilment compares the amount with the payment's and refuses a mismatch).
 */
export const sessionPaid = (s: Pick<Stripe.Checkout.Session, 'payment_status' | 'amount_total'>): boolean =>
  s.payment_status === 'paid' || (s.payment_status === 'no_payment_required' && (s.amount_total ?? 0) === 0);

/**
 * Stripe Checkout through the official SDK: one hosted Checkout Session per payment row. Pointed at STRIPE_API_BASE
 * when set (a local fake in the tests). The session carries our payment id in its metadata, so the webhook finds the row.
 */
export class StripeProvider implements PaymentProviderDriver {
  readonly provider = PaymentProvider.STRIPE;
  readonly minCheckoutSeconds = STRIPE_MIN_EXPIRY_SECONDS;
  private readonly logger = new Logger('StripeProvider');
  private readonly stripe: Stripe;

  constructor(private readonly config: AppConfig) {
    this.stripe = stripeClient(config);
  }

  async startCheckout(r: CheckoutRequest): Promise<CheckoutSession> {
    const types = METHOD_TYPES[r.method];
    const session = await this.call(() =>
      this.stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: r.currency.toLowerCase(), unit_amount: r.amountCents, product_data: { name: r.description } },
            },
          ],
          customer_email: r.customerEmail,
          locale: r.language === Language.EN ? 'en' : 'de',
          client_reference_id: r.bookingRef,
          metadata: { paymentId: String(r.paymentId), bookingRef: r.bookingRef },
          payment_intent_data: { metadata: { paymentId: String(r.paymentId), bookingRef: r.bookingRef }, description: r.description },
          // The checkout's expiry as the caller worked it out (at least minCheckoutSeconds from when it did).
          expires_at: Math.floor(r.expiresAt.getTime() / 1000),
          ...(types ? { allowed_payment_method_types: types } : {}),
          // A bank transfer to Stripe needs a customer (its virtual account) and the transfer type.
          ...(r.method === PaymentMethod.STRIPE_BANK_TRANSFER
            ? {
                customer_creation: 'always' as const,
                payment_method_options: {
                  customer_balance: {
                    funding_type: 'bank_transfer' as const,
                    bank_transfer: { type: 'eu_bank_transfer' as const, eu_bank_transfer: { country: 'DE' } },
                  },
                },
              }
            : {}),
          success_url: r.successUrl,
          cancel_url: r.cancelUrl,
        },
        { idempotencyKey: `checkout-payment-${r.paymentId}` },
      ),
    );
    if (!session.url) throw this.failed(`Checkout Session ${session.id} has no url`);
    return { providerRef: session.id, redirectUrl: session.url };
  }

  async status(providerRef: string): Promise<ProviderPaymentStatus> {
    const s = await this.call(() => this.stripe.checkout.sessions.retrieve(providerRef, { expand: ['payment_intent'] }));
    const intent = s.payment_intent;
    const captureRef = typeof intent === 'string' ? intent : intent?.id;
    if (s.status === 'complete' && sessionPaid(s)) {
      return {
        state: 'PAID',
        ...(captureRef ? { captureRef } : {}),
        amountCents: s.amount_total ?? undefined,
        currency: s.currency?.toUpperCase(),
      };
    }
    if (s.status === 'expired') return { state: 'EXPIRED' };
    if (s.status !== 'complete') return { state: 'PENDING' };
    // Completed but unpaid: an asynchronous method (SEPA debit, bank transfer) still processing, unless its intent gave up.
    if (typeof intent === 'object' && intent && ['canceled', 'requires_payment_method'].includes(intent.status)) return { state: 'FAILED' };
    return { state: 'PROCESSING' };
  }

  /** Stripe captures by itself: the session's state. */
  capture(providerRef: string): Promise<ProviderPaymentStatus> {
    return this.status(providerRef);
  }

  async cancel(providerRef: string): Promise<void> {
    await this.call(() => this.stripe.checkout.sessions.expire(providerRef));
  }

  async refund(captureRef: string, amountCents: number, _currency: string, idempotencyKey: string): Promise<string> {
    // The caller's key (payment, cents refunded before, reason) makes a retried refund the same refund at Stripe.
    const refund = await this.call(() =>
      this.stripe.refunds.create({ payment_intent: captureRef, amount: amountCents, reason: 'requested_by_customer' }, { idempotencyKey }),
    );
    return refund.id;
  }

  /** The verified event of a webhook call; a bad or missing signature is 400 WEBHOOK_SIGNATURE_INVALID. */
  constructEvent(rawBody: Buffer | undefined, signature: string | undefined): Stripe.Event {
    try {
      if (!rawBody || !signature || !this.config.STRIPE_WEBHOOK_SECRET) throw new Error('no body, signature or secret');
      return Stripe.webhooks.constructEvent(rawBody, signature, this.config.STRIPE_WEBHOOK_SECRET);
    } catch (error) {
      this.logger.warn({ msg: 'Stripe webhook refused', error: (error as Error).message });
      throw new DomainError(ErrorType.WEBHOOK_SIGNATURE_INVALID, 'The Stripe signature does not verify', {
        provider: PaymentProvider.STRIPE,
      });
    }
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      throw this.failed(`Stripe call failed: ${(error as Error)?.message ?? String(error)}`);
    }
  }

  /** The customer's error; Stripe's words (ids, key fragments) only into the log. */
  private failed(detail: string): PaymentProviderError {
    this.logger.warn({ msg: 'Stripe call failed', error: detail });
    return new PaymentProviderError(this.provider, detail);
  }
}
