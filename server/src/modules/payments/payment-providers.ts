import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { PaymentMethod, PaymentProvider } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AppConfig } from '../../config/app-config.js';
import { DemoProvider } from './providers/demo.provider.js';
import type { PaymentProviderDriver } from './providers/payment-provider.js';
import { PaypalProvider } from './providers/paypal.provider.js';
import { PaymentProviderError } from './providers/provider-error.js';
import { StripeProvider } from './providers/stripe.provider.js';

/** The two checkout routes of the storefront: POST /payments/stripe/checkout-session and POST /payments/paypal/payment. */
export type CheckoutRoute = 'STRIPE' | 'PAYPAL';

/** Who serves a checkout route: its provider (keys set), the local demo payment page, or nobody (409). */
export type CheckoutState = 'configured' | 'demo page' | 'off';

/** What the boot line says of each route: its provider's name, what it takes, and the variable that turns it on. */
const ROUTES: Record<CheckoutRoute, { name: string; takes: string; variable: string }> = {
  STRIPE: { name: 'Stripe', takes: 'card, Sofort, SEPA debit, bank transfer and PayPal via Stripe', variable: 'STRIPE_SECRET_KEY' },
  PAYPAL: { name: 'PayPal', takes: 'PayPal', variable: 'PAYPAL_CLIENT_ID' },
};

/** The methods Stripe's hosted checkout takes (the storefront posts them to /payments/stripe/checkout-session). */
export const STRIPE_METHODS: readonly PaymentMethod[] = [
  PaymentMethod.CC,
  PaymentMethod.STRIPE_CREDIT_CARD,
  PaymentMethod.STRIPE_SOFORT,
  PaymentMethod.STRIPE_DIRECT_DEBIT,
  PaymentMethod.STRIPE_BANK_TRANSFER,
  PaymentMethod.STRIPE_PAYPAL,
  PaymentMethod.OTHER_STRIPE,
  PaymentMethod.STRIPE_PAYMENT_LINK,
];

/** The checkout route that serves a method; undefined for methods paid otherwise (bank transfer, on site, EXTERNAL_PP). */
export function routeOf(method: PaymentMethod): CheckoutRoute | undefined {
  if (STRIPE_METHODS.includes(method)) return 'STRIPE';
  if (method === PaymentMethod.PAYPAL) return 'PAYPAL';
  return undefined;
}

/**
 * Which driver serves what: Stripe's methods go to Stripe when STRIPE_SECRET_KEY is set, PayPal to PayPal when
 * PAYPAL_CLIENT_ID is set, everything else to the local demo provider (in production only with PAYMENT_DEMO=true;
 * otherwise such a route is a 409 INTEGRATION_NOT_CONFIGURED). A payment row names its provider, so a row is always
 * asked at the provider that opened it (a row of a provider no longer configured is a 502).
 */
@Injectable()
export class PaymentProviders implements OnModuleInit {
  private readonly logger = new Logger('Payments');
  readonly stripe?: StripeProvider;
  private readonly paypal?: PaypalProvider;
  private readonly demoAllowed: boolean;
  private readonly demoAllowedInProduction: boolean;

  constructor(
    config: AppConfig,
    readonly demo: DemoProvider,
    paypal: PaypalProvider,
  ) {
    if (config.STRIPE_SECRET_KEY) this.stripe = new StripeProvider(config);
    if (config.PAYPAL_CLIENT_ID) this.paypal = paypal;
    this.demoAllowed = config.paymentDemoAllowed;
    this.demoAllowedInProduction = config.isProduction && this.demoAllowed;
  }

  /** One boot line per checkout route saying who serves it, from the same state forRoute() acts on. */
  onModuleInit(): void {
    for (const route of ['STRIPE', 'PAYPAL'] as const) {
      const { name, takes, variable } = ROUTES[route];
      const state = this.stateOf(route);
      const why =
        state === 'configured'
          ? `${variable} is set`
          : state === 'demo page'
            ? `no ${variable}: the local demo payment page takes these payments${this.demoAllowedInProduction ? ' (PAYMENT_DEMO=true)' : ''}`
            : `no ${variable} and PAYMENT_DEMO is not true: its checkout answers 409 INTEGRATION_NOT_CONFIGURED`;
      this.logger.log({ msg: `payment provider ${name} (${takes}): ${state}; ${why}`, provider: name, state });
    }
  }

  /** Who serves a checkout route, as forRoute() decides: its provider when its keys are set, else the demo page where allowed. */
  stateOf(route: CheckoutRoute): CheckoutState {
    if (route === 'STRIPE' ? this.stripe : this.paypal) return 'configured';
    return this.demoAllowed ? 'demo page' : 'off';
  }

  /** The driver that opens a checkout on this route; 409 INTEGRATION_NOT_CONFIGURED when none may (production without keys and PAYMENT_DEMO). */
  forRoute(route: CheckoutRoute): PaymentProviderDriver {
    const driver = route === 'STRIPE' ? this.stripe : this.paypal;
    if (driver) return driver;
    if (this.demoAllowed) return this.demo;
    const { name, variable } = ROUTES[route];
    throw new DomainError(ErrorType.INTEGRATION_NOT_CONFIGURED, `${name} is not configured (${variable} is not set)`, {
      integration: name,
      variable,
    });
  }

  /** The driver of a payment row's provider. */
  of(provider: PaymentProvider): PaymentProviderDriver {
    const driver =
      provider === PaymentProvider.STRIPE
        ? this.stripe
        : provider === PaymentProvider.PAYPAL
          ? this.paypal
          : provider === PaymentProvider.DEMO
            ? this.demo
            : undefined;
    if (!driver) throw new PaymentProviderError(provider, `No driver for payment provider ${provider} (not configured here)`);
    return driver;
  }

  /** Whether rows of this provider can be asked (EXTERNAL_PP and MANUAL have no API). */
  has(provider: PaymentProvider): boolean {
    return (
      provider === PaymentProvider.DEMO ||
      (provider === PaymentProvider.STRIPE && !!this.stripe) ||
      (provider === PaymentProvider.PAYPAL && !!this.paypal)
    );
  }
}
