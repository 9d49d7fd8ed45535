import type { Logger } from '@nestjs/common';
import type { PaymentProviders } from './payment-providers.js';
import type { PaymentRow } from './payment-rows.js';

/**
 * Makes checkouts we ABORTED unpayable at their provider (Stripe: the session expired; PayPal and the demo have
 * nothing to close: an uncaptured order lapses, the demo page refuses a row no longer CREATED). Runs after the commit
 * that aborted them; failures are logged, never thrown (a late payment is still handled: refund or re-validation).
 */
export async function closeAtProvider(providers: PaymentProviders, rows: readonly PaymentRow[], logger: Logger): Promise<void> {
  for (const row of rows) {
    if (!row.providerRef || !providers.has(row.provider)) continue;
    try {
      await providers.of(row.provider).cancel(row.providerRef);
    } catch (error) {
      logger.warn({
        msg: 'checkout not closed at the provider',
        paymentId: row.id,
        provider: row.provider,
        error: (error as Error).message,
      });
    }
  }
}
