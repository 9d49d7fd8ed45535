import { Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PaymentProvider } from '../../common/enums.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { StripeEvents } from '../../infra/stripe/stripe-events.js';
import { BookingsModule, PaymentLedger } from '../bookings/index.js';
import { CheckoutController } from './checkout.controller.js';
import { CheckoutService } from './checkout.service.js';
import { DemoCheckoutService } from './demo-checkout.service.js';
import { DemoController } from './demo.controller.js';
import { FulfilmentService } from './fulfilment.service.js';
import { abortOpenPayments, providerRefundableCentsIn, recordManualPaymentIn, recordManualRefundIn } from './ledger.js';
import { OfficePaymentsController } from './office-payments.controller.js';
import { OfficePaymentsService } from './office-payments.service.js';
import { PaymentProviders } from './payment-providers.js';
import { PaymentRefunder } from './payment-refunder.js';
import { PaymentSweeper } from './payment-sweeper.js';
import { PaypalReturnController } from './paypal-return.controller.js';
import { PaypalReturnService } from './paypal-return.service.js';
import { DemoProvider } from './providers/demo.provider.js';
import { PaypalProvider } from './providers/paypal.provider.js';
import { ReconciliationService } from './reconciliation.service.js';
import { RefundService } from './refund.service.js';
import { StripeWebhookService } from './stripe-webhook.service.js';

/**
 * Payments (docs/payments.md): hosted checkouts at Stripe, PayPal or the local demo page, Stripe's webhook, PayPal's
 * return, one fulfilment for every path money arrives by, reconciliation and its sweeper, refunds, and the back office's payment calls.
 * Global for its exports: the PaymentLedger the bookings module declares (bookings/payment-ledger.ts) and cannot import,
 * and StripeEvents, where the webhook hands other modules' events (the till's card terminal).
 */
@Global()
@Module({
  imports: [BookingsModule],
  controllers: [CheckoutController, PaypalReturnController, DemoController, OfficePaymentsController],
  providers: [
    SqlService,
    DemoProvider,
    PaypalProvider,
    PaymentProviders,
    FulfilmentService,
    CheckoutService,
    StripeWebhookService,
    PaypalReturnService,
    DemoCheckoutService,
    OfficePaymentsService,
    ReconciliationService,
    RefundService,
    PaymentRefunder,
    PaymentSweeper,
    StripeEvents,
    {
      provide: PaymentLedger,
      inject: [DataSource, PaymentProviders],
      useFactory: (db: DataSource, providers: PaymentProviders): PaymentLedger => ({
        recordManualPaymentIn,
        recordManualRefundIn,
        abortOpenPayments,
        providerRefundableCents: (bookingId, m = db.manager) =>
          providerRefundableCentsIn(
            m,
            bookingId,
            Object.values(PaymentProvider).filter((p) => providers.has(p)),
          ),
      }),
    },
  ],
  exports: [PaymentLedger, StripeEvents],
})
export class PaymentsModule {}
