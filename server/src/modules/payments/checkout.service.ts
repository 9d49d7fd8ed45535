import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingStatus, Language, PaymentMethod, PaymentProvider, PaymentStatus } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AppConfig } from '../../config/app-config.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import {
  assertHasBeachChairs,
  BookingAction,
  BookingTransitionsService,
  CUSTOMER,
  moveDeadline,
  notConfirmable,
  publicBooking,
  publicBookingByEmail,
  PublicBookingDto,
  PublicBookingPaymentService,
  toPublicBookingDto,
} from '../bookings/index.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { FulfilmentService } from './fulfilment.service.js';
import { CheckoutRoute, PaymentProviders, routeOf } from './payment-providers.js';
import { abortOpenPayments, lockBookingStatus, PAYMENT_COLUMNS, PaymentRow, reopenBooking } from './payment-rows.js';
import { PaymentFlow, paypalReturnUrl, resultUrl, ReturnTarget } from './payment-urls.js';
import { closeAtProvider } from './provider-close.js';
import type { CheckoutSession } from './providers/payment-provider.js';
import { PaymentProviderError } from './providers/provider-error.js';
import { ReconciliationService } from './reconciliation.service.js';

export interface CheckoutQuery {
  bookingRef: string;
  email: string;
  flow?: PaymentFlow;
}

/** Where the guest's browser called from (guestOrigin): the provider sends the guest back there. */
export interface CheckoutStart extends CheckoutQuery {
  origin: string;
}

export interface StartedCheckout {
  paymentId: number;
  provider: PaymentProvider;
  redirectUrl: string;
}

/** The payment and the booking wait this much longer than the checkout can be paid: Stripe's last webhook may be late. */
export const CHECKOUT_GRACE_MS = 5 * 60_000;

/**
 * The customer's online payment: opens a hosted checkout (OPEN/PENDING → PENDING, one CREATED payment row with a
 * deadline), and takes the booking back when the customer returns without paying.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Checkout');

  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly config: AppConfig,
    private readonly transitions: BookingTransitionsService,
    private readonly rules: PublicBookingPaymentService,
    private readonly providers: PaymentProviders,
    private readonly fulfilment: FulfilmentService,
    private readonly reconciliation: ReconciliationService,
  ) {}

  async start(route: CheckoutRoute, { bookingRef, email, flow = 'website', origin }: CheckoutStart): Promise<StartedCheckout> {
    const { booking, country } = await publicBookingByEmail(this.sql, bookingRef, email);
    const method = booking.paymentMethod as PaymentMethod | null;
    if (!method) throw notConfirmable('paymentMethod', `Booking ${bookingRef} has no payment method`);
    if (routeOf(method) !== route) {
      throw new DomainError(ErrorType.PAYMENT_METHOD_MISMATCH, `${method} is not paid through ${route}`, { method, provider: route });
    }
    await this.rules.assertAllowed(booking.id, method, country);
    // Before the provider is asked: the same rule the transition checks (no submit, no payment without a chair).
    await assertHasBeachChairs(this.db.manager, booking.id);
    if (booking.totalPriceCents <= 0) throw notConfirmable('totalPrice', `Booking ${bookingRef} has nothing to pay`);

    const driver = this.providers.forRoute(route);
    // The checkout's expiry first (at least the provider's minimum), then the payment's and the booking's deadline: that
    // expiry plus a grace for the provider's last webhook, so the booking never lapses while the checkout can be paid.
    const checkoutExpiresAt = new Date(
      Date.now() + Math.max(this.config.PAYMENT_CHECKOUT_MINUTES * 60, driver.minCheckoutSeconds ?? 0) * 1000,
    );
    const deadlineAt = new Date(checkoutExpiresAt.getTime() + CHECKOUT_GRACE_MS);
    const { payment, earlier } = await transactionWithRetry(this.db, async (m) => {
      await this.transitions.transitionIn(m, booking.id, BookingAction.START_ONLINE_PAYMENT, CUSTOMER, {
        paymentMethod: method,
        provider: driver.provider,
      });
      const earlier = await abortOpenPayments(m, booking.id);
      const [payment] = await txRows<PaymentRow>(
        m,
        `INSERT INTO payment (booking_id, provider, status, amount_cents, currency, method, expires_at)
            SELECT id, $2, 'CREATED', total_price_cents, 'EUR', $3, $4 FROM booking WHERE id = $1
            RETURNING ${PAYMENT_COLUMNS}`,
        [booking.id, driver.provider, method, deadlineAt],
      );
      await moveDeadline(m, booking.id, { at: deadlineAt });
      return { payment, earlier };
    });
    await this.closeAtProvider(earlier);

    const [customer] = await this.sql.rows<{ language: Language }>(
      'payment_checkout_customer',
      `SELECT language FROM customer WHERE id = $1`,
      [booking.customerId],
    );
    const target: ReturnTarget = { bookingRef, email, flow, publicReference: booking.publicReference };
    const paypal = driver.provider === PaymentProvider.PAYPAL;
    let session: CheckoutSession;
    try {
      session = await driver.startCheckout({
        paymentId: payment.id,
        bookingRef,
        amountCents: payment.amountCents,
        currency: payment.currency.trim(),
        description: `${customer?.language === Language.EN ? 'Beach chair booking' : 'Strandkorb-Buchung'} ${bookingRef} – ${booking.companyName}`,
        customerEmail: email,
        language: customer?.language ?? Language.DE,
        method,
        successUrl: paypal ? paypalReturnUrl(origin, 'success', target) : resultUrl(origin, 'success', target),
        cancelUrl: paypal ? paypalReturnUrl(origin, 'error', target) : resultUrl(origin, 'error', target),
        expiresAt: checkoutExpiresAt,
      });
    } catch (error) {
      // The checkout never opened: the row FAILED, the booking back to OPEN so the customer can try again or choose otherwise.
      await this.fulfilment
        .close(payment.id, PaymentStatus.FAILED, 'checkout-not-opened')
        .catch((e: Error) => this.logger.error({ msg: 'failed checkout not closed', paymentId: payment.id, error: e.message }));
      if (error instanceof DomainError) throw error;
      this.logger.warn({
        msg: 'checkout not opened at the provider',
        paymentId: payment.id,
        provider: driver.provider,
        error: (error as Error)?.message,
      });
      throw new PaymentProviderError(driver.provider, (error as Error)?.message ?? String(error));
    }
    // From here on a failure is ours (the global filter's 500), not the provider's. A concurrent attempt may have
    // aborted this row meanwhile: its session is closed at the provider again, and this attempt is a 409.
    const [stored] = await this.sql.rows<{ status: PaymentStatus }>(
      'payment_provider_ref',
      `UPDATE payment SET provider_ref = $2, updated_at = now() WHERE id = $1 RETURNING status`,
      [payment.id, session.providerRef],
    );
    if (stored?.status !== PaymentStatus.CREATED) {
      await this.closeAtProvider([{ ...payment, providerRef: session.providerRef }]);
      throw new DomainError(ErrorType.CONCURRENT_MODIFICATION, `Another checkout of booking ${bookingRef} replaced this one`, {});
    }
    await this.reconciliation.schedule(payment.id, deadlineAt);
    return { paymentId: payment.id, provider: driver.provider, redirectUrl: session.redirectUrl };
  }

  /**
   * PUT /payments/stripe/payment/abort: the customer came back without paying. Open checkouts ABORTED (and closed at
   * their provider so they cannot be paid later), PENDING → OPEN with a fresh hold.
   */
  async abort({ bookingRef, email }: CheckoutQuery): Promise<PublicBookingDto> {
    const { booking } = await publicBookingByEmail(this.sql, bookingRef, email);
    const aborted = await transactionWithRetry(this.db, async (m) => {
      // Booking, then payment (payment-rows.ts): the same order as the fulfilment, so the two never deadlock.
      const locked = await lockBookingStatus(m, booking.id);
      const rows = await abortOpenPayments(m, booking.id);
      // Already back to OPEN (PayPal's cancel return, the demo page's Cancel): nothing more to do, the booking as it is.
      if (locked?.status !== BookingStatus.OPEN) {
        await reopenBooking(
          m,
          this.transitions,
          booking.id,
          CUSTOMER,
          this.config.bookingHoldSeconds,
          rows.length ? { paymentIds: rows.map((r) => r.id) } : {},
        );
      }
      return rows;
    });
    await this.closeAtProvider(aborted);
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef), this.config.BOOKING_PAYMENT_DAYS);
  }

  /** Makes aborted checkouts unpayable at their provider; failures are logged (a late payment is still handled: refund or re-validation). */
  closeAtProvider(rows: PaymentRow[]): Promise<void> {
    return closeAtProvider(this.providers, rows, this.logger);
  }
}
