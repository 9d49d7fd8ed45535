import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DataSource, EntityManager } from 'typeorm';
import { PaymentProvider, PaymentStatus } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AppConfig } from '../../config/app-config.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { StripeEvents } from '../../infra/stripe/stripe-events.js';
import { FulfilmentService, FulfilOutcome, MoneyFacts } from './fulfilment.service.js';
import { PaymentProviders } from './payment-providers.js';
import { extendPaymentDeadline } from './payment-rows.js';
import { sessionPaid } from './providers/stripe.provider.js';

export interface WebhookAck {
  received: true;
  /** The event was processed before (Stripe redelivered it): nothing changed. */
  duplicate?: boolean;
}

/** The payment row a Checkout Session belongs to: by our id in its metadata, checked against the session id. */
const PAYMENT_OF_SESSION_SQL = `
SELECT id FROM payment WHERE provider = 'STRIPE' AND (id = $1 OR provider_ref = $2) AND (provider_ref IS NULL OR provider_ref = $2)
 ORDER BY (provider_ref = $2) DESC NULLS LAST LIMIT 1`;

/**
 * POST /payments/stripe/webhook: the event is verified on the raw body, then stored (processed_webhook_event, keyed by
 * Stripe's event id) in the same transaction as its effect: a redelivered event finds its row and changes nothing, and
 * an effect that fails rolls the row back with it, so Stripe's next delivery does it again.
 */
@Injectable()
export class StripeWebhookService {
  private readonly logger = new Logger('StripeWebhook');

  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly providers: PaymentProviders,
    private readonly fulfilment: FulfilmentService,
    private readonly others: StripeEvents,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookAck> {
    if (!this.providers.stripe) {
      throw new DomainError(ErrorType.WEBHOOK_SIGNATURE_INVALID, 'Stripe is not configured here', { provider: PaymentProvider.STRIPE });
    }
    const event = this.providers.stripe.constructEvent(rawBody, signature);
    // Another module's events (the till's card terminal) are handled first: their handlers are idempotent, so an
    // effect that fails (500, Stripe delivers again) is done by the next delivery before the event is stored as done.
    if (this.others.handles(event.type)) await this.others.dispatch(event);
    const result = await transactionWithRetry(this.db, async (m) => {
      const [stored] = await txRows<{ eventId: string }>(
        m,
        `INSERT INTO processed_webhook_event (provider, event_id, type, payload) VALUES ('STRIPE', $1, $2, $3)
            ON CONFLICT (provider, event_id) DO NOTHING RETURNING event_id AS "eventId"`,
        [event.id, event.type, storedEvent(event)],
      );
      if (!stored) return { duplicate: true as const };
      return { duplicate: false as const, outcome: await this.apply(m, event) };
    });
    if (result.duplicate) return { received: true, duplicate: true };
    if (result.outcome) await this.fulfilment.afterCommit(result.outcome);
    return { received: true };
  }

  /** The event's effect inside the transaction that stores it; other event types are only stored. */
  private async apply(m: EntityManager, event: Stripe.Event): Promise<FulfilOutcome | undefined> {
    switch (event.type) {
      case 'checkout.session.completed': {
        const session = event.data.object;
        const paymentId = await this.paymentOf(m, session);
        if (!paymentId) return undefined;
        if (sessionPaid(session)) return this.fulfilment.fulfilIn(m, paymentId, moneyOf(session, event.type));
        // An asynchronous method (SEPA debit, bank transfer) is processing: the booking waits like a bank transfer does.
        await extendPaymentDeadline(m, paymentId, this.config.BOOKING_PAYMENT_DAYS);
        return undefined;
      }
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const paymentId = await this.paymentOf(m, session);
        return paymentId ? this.fulfilment.fulfilIn(m, paymentId, moneyOf(session, event.type)) : undefined;
      }
      case 'checkout.session.async_payment_failed': {
        const paymentId = await this.paymentOf(m, event.data.object);
        if (paymentId) await this.fulfilment.closeIn(m, paymentId, PaymentStatus.FAILED, event.type);
        return undefined;
      }
      case 'checkout.session.expired': {
        const paymentId = await this.paymentOf(m, event.data.object);
        if (paymentId) await this.fulfilment.closeIn(m, paymentId, PaymentStatus.ABORTED, event.type);
        return undefined;
      }
      default:
        return undefined;
    }
  }

  private async paymentOf(m: EntityManager, session: Stripe.Checkout.Session): Promise<number | undefined> {
    const id = Number(session.metadata?.paymentId);
    const [row] = await txRows<{ id: number }>(m, PAYMENT_OF_SESSION_SQL, [Number.isSafeInteger(id) ? id : 0, session.id]);
    if (!row)
      this.logger.warn({ msg: 'Stripe event for an unknown payment', session: session.id, paymentId: session.metadata?.paymentId ?? null });
    return row?.id;
  }
}

/** What processed_webhook_event keeps of an event for good: what identifies it and its money facts, no customer data. */
function storedEvent(event: Stripe.Event): Record<string, unknown> {
  const o = event.data.object as {
    object?: string;
    id?: string;
    metadata?: Record<string, string> | null;
    payment_status?: string;
    amount_total?: number | null;
    currency?: string | null;
  };
  return {
    id: event.id,
    type: event.type,
    created: event.created,
    object: {
      object: o.object,
      id: o.id,
      paymentId: o.metadata?.paymentId,
      paymentStatus: o.payment_status,
      amount: o.amount_total,
      currency: o.currency,
    },
  };
}

const intentId = (s: Stripe.Checkout.Session): string | undefined =>
  typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id;

/** What a session says about the money: the PaymentIntent (a refund's id), the amount and currency taken. */
const moneyOf = (s: Stripe.Checkout.Session, via: string): MoneyFacts => ({
  captureRef: intentId(s),
  amountCents: s.amount_total ?? undefined,
  currency: s.currency?.toUpperCase(),
  via,
});
