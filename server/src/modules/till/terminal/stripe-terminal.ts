import { Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { DECLINE_TEST_CARD, PresentOutcome, type TerminalDriver, type TerminalOutcome, type TerminalReader } from './terminal-driver.js';

/**
 * Stripe Terminal, server-driven: a card_present PaymentIntent handed to a registered reader
 * (terminal.readers.processPaymentIntent); the result comes by webhook or by asking for the intent. The readers are the
 * account's (a Terminal location per beach location is not modelled yet: docs/till.md).
 */
export class StripeTerminal implements TerminalDriver {
  readonly provider = 'STRIPE' as const;
  private readonly logger = new Logger('StripeTerminal');

  constructor(
    private readonly stripe: Stripe,
    /** A test-mode key (sk_test_…): Stripe's test helper may present a simulated card. */
    private readonly testMode: boolean,
  ) {}

  async readers(): Promise<TerminalReader[]> {
    const list = await this.call(() => this.stripe.terminal.readers.list({ limit: 100 }));
    return list.data.map((r) => ({
      id: r.id,
      label: r.label ?? r.serial_number ?? r.id,
      status: r.status ?? 'offline',
      deviceType: r.device_type,
      simulated: this.testMode,
    }));
  }

  async start(p: {
    readerId: string;
    amountCents: number;
    metadata: Record<string, string>;
    key: string;
  }): Promise<{ paymentIntentId: string }> {
    const intent = await this.call(() =>
      this.stripe.paymentIntents.create(
        {
          amount: p.amountCents,
          currency: 'eur',
          allowed_payment_method_types: ['card_present'],
          capture_method: 'automatic',
          metadata: p.metadata,
        },
        { idempotencyKey: `${p.key}-intent` },
      ),
    );
    await this.call(() =>
      this.stripe.terminal.readers.processPaymentIntent(p.readerId, { payment_intent: intent.id }, { idempotencyKey: `${p.key}-process` }),
    );
    return { paymentIntentId: intent.id };
  }

  async outcome(paymentIntentId: string, readerId: string): Promise<TerminalOutcome> {
    const intent = await this.call(() => this.stripe.paymentIntents.retrieve(paymentIntentId));
    if (intent.status === 'succeeded') return { state: 'SUCCEEDED' };
    if (intent.status === 'canceled') return { state: 'CANCELED' };
    if (intent.last_payment_error) return { state: 'FAILED', reason: intent.last_payment_error.message ?? 'The card was declined' };
    // A reader that gave up (timeout, card removed) says so on its action, not on the intent.
    const reader = await this.call(() => this.stripe.terminal.readers.retrieve(readerId));
    const action = 'action' in reader ? reader.action : null;
    if (action?.status === 'failed' && action.process_payment_intent?.payment_intent === paymentIntentId)
      return { state: 'FAILED', reason: action.failure_message ?? 'The reader could not take the card' };
    return { state: 'WAITING' };
  }

  async cancel(paymentIntentId: string, readerId: string): Promise<void> {
    // The reader's action first (it may be over already), then the intent.
    await this.stripe.terminal.readers
      .cancelAction(readerId)
      .catch((error: Error) => this.logger.warn({ msg: 'Stripe reader cancel_action refused', reader: readerId, error: error.message }));
    await this.call(() => this.stripe.paymentIntents.cancel(paymentIntentId));
  }

  async refund(paymentIntentId: string, amountCents: number, key: string): Promise<string> {
    const refund = await this.call(() =>
      this.stripe.refunds.create(
        { payment_intent: paymentIntentId, amount: amountCents, reason: 'requested_by_customer' },
        { idempotencyKey: key },
      ),
    );
    return refund.id;
  }

  async present(readerId: string, outcome: PresentOutcome): Promise<TerminalOutcome | undefined> {
    if (!this.testMode)
      throw new DomainError(
        ErrorType.TERMINAL_SIMULATION_UNAVAILABLE,
        'A card is presented at a real reader, not here: live keys are set',
        {},
      );
    if (outcome === PresentOutcome.TIMEOUT) {
      await this.call(() => this.stripe.terminal.readers.cancelAction(readerId));
      return { state: 'FAILED', reason: 'The reader timed out' };
    }
    await this.call(() =>
      this.stripe.testHelpers.terminal.readers.presentPaymentMethod(
        readerId,
        outcome === PresentOutcome.DECLINE
          ? { type: 'card_present', card_present: { number: DECLINE_TEST_CARD } }
          : { type: 'card_present' },
      ),
    );
    return undefined;
  }

  private async call<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      const detail = `Stripe call failed: ${(error as Error)?.message ?? String(error)}`;
      this.logger.warn({ msg: 'Stripe Terminal call failed', error: detail });
      throw new DomainError(ErrorType.PAYMENT_PROVIDER_ERROR, 'Stripe did not answer as expected; try again', { provider: 'STRIPE' });
    }
  }
}
