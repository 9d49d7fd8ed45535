import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { AppConfig } from '../../../config/app-config.js';
import { stripeClient } from '../../../infra/stripe/stripe-client.js';
import { DemoTerminal } from './demo-terminal.js';
import { StripeTerminal } from './stripe-terminal.js';
import type { TerminalDriver } from './terminal-driver.js';

/**
 * Who serves the card terminal: Stripe Terminal when STRIPE_SECRET_KEY is set, else the local demo reader where the
 * payment demo is allowed (outside production, or PAYMENT_DEMO=true), else nobody (409 INTEGRATION_NOT_CONFIGURED).
 */
@Injectable()
export class TerminalDrivers implements OnModuleInit {
  private readonly stripe?: StripeTerminal;
  private readonly demo?: DemoTerminal;

  constructor(config: AppConfig) {
    if (config.STRIPE_SECRET_KEY) this.stripe = new StripeTerminal(stripeClient(config), config.STRIPE_SECRET_KEY.startsWith('sk_test_'));
    if (config.paymentDemoAllowed) this.demo = new DemoTerminal();
  }

  onModuleInit(): void {
    new Logger('TillTerminal').log({
      msg: `card terminal: ${this.stripe ? 'Stripe Terminal (STRIPE_SECRET_KEY is set)' : this.demo ? 'the local demo reader (no STRIPE_SECRET_KEY)' : 'off (no STRIPE_SECRET_KEY and PAYMENT_DEMO is not true)'}`,
    });
  }

  current(): TerminalDriver {
    const driver = this.stripe ?? this.demo;
    if (!driver)
      throw new DomainError(ErrorType.INTEGRATION_NOT_CONFIGURED, 'Stripe Terminal is not configured (STRIPE_SECRET_KEY is not set)', {
        integration: 'Stripe Terminal',
        variable: 'STRIPE_SECRET_KEY',
      });
    return driver;
  }

  /** The driver of a payment row's provider (a demo row after keys were set is still the demo's). */
  of(provider: 'STRIPE' | 'DEMO'): TerminalDriver {
    const driver = provider === 'STRIPE' ? this.stripe : (this.demo ?? new DemoTerminal());
    if (!driver) throw new DomainError(ErrorType.PAYMENT_PROVIDER_ERROR, 'Stripe is not configured here', { provider });
    return driver;
  }
}
