import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';

/** Handles the verified Stripe events of its kind; idempotent (Stripe redelivers, and an instance may ask Stripe itself). */
export type StripeEventHandler = (event: Stripe.Event) => Promise<void>;

/**
 * Where Stripe's webhook (payments module) hands the events other modules act on, today the till's card terminal
 * (payment_intent.*, terminal.reader.*): the payments module stays unaware of the till, the till of the webhook route.
 */
@Injectable()
export class StripeEvents {
  private readonly handlers: { prefixes: readonly string[]; handle: StripeEventHandler }[] = [];

  /** `prefixes`: the event types handled, by their start (e.g. `payment_intent.`). */
  register(prefixes: readonly string[], handle: StripeEventHandler): void {
    this.handlers.push({ prefixes, handle });
  }

  handles(type: string): boolean {
    return this.handlers.some((h) => h.prefixes.some((p) => type.startsWith(p)));
  }

  async dispatch(event: Stripe.Event): Promise<void> {
    for (const h of this.handlers) if (h.prefixes.some((p) => event.type.startsWith(p))) await h.handle(event);
  }
}
