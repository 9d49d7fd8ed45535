import Stripe from 'stripe';
import type { AppConfig } from '../../config/app-config.js';

/** The official Stripe SDK with STRIPE_SECRET_KEY, pointed at STRIPE_API_BASE when set (a local fake in the tests). */
export function stripeClient(config: AppConfig): Stripe {
  const base = config.STRIPE_API_BASE
    ? new URL(config.STRIPE_API_BASE.includes('://') ? config.STRIPE_API_BASE : `https://${config.STRIPE_API_BASE}`)
    : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY!, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'http:' ? 80 : 443),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
}
