import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingStatus, PaymentStatus } from '../../common/enums.js';
import { AppConfig } from '../../config/app-config.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import { publicBookingByEmail } from '../bookings/index.js';
import { PaypalReturnQueryDto } from './dto/payments.dto.js';
import { FulfilmentService } from './fulfilment.service.js';
import { PaymentProviders } from './payment-providers.js';
import { extendPaymentDeadline, PAYMENT_COLUMNS, PaymentRow } from './payment-rows.js';
import { resultUrl, ReturnTarget } from './payment-urls.js';
import { money, ReconciliationService } from './reconciliation.service.js';

/**
 * PayPal sends the buyer back to GET /payments/paypal/success (approved: we capture) or /error (gave up); both answer a
 * 303 to the storefront's result page.
 */
@Injectable()
export class PaypalReturnService {
  private readonly logger = new Logger('PaypalReturn');

  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly config: AppConfig,
    private readonly providers: PaymentProviders,
    private readonly fulfilment: FulfilmentService,
    private readonly reconciliation: ReconciliationService,
  ) {}

  /**
   * Captures the approved order and fulfils; answers the result page to send the browser to. Only a checkout that can
   * still be paid for its booking is captured (row CREATED, booking OPEN or PENDING); any other approval is left to lapse.
   */
  async success(q: PaypalReturnQueryDto, origin: string): Promise<string> {
    const { target, payment, bookingStatus } = await this.find(q);
    if (!payment?.providerRef) return resultUrl(origin, 'error', target);
    if (payment.status === PaymentStatus.SUCCEEDED) return resultUrl(origin, 'success', target);
    if (payment.status !== PaymentStatus.CREATED || (bookingStatus !== BookingStatus.OPEN && bookingStatus !== BookingStatus.PENDING)) {
      this.logger.warn({
        msg: 'PayPal return for a checkout that can no longer be paid: not captured',
        paymentId: payment.id,
        status: payment.status,
        bookingStatus,
      });
      return resultUrl(origin, 'error', target);
    }
    let captured;
    try {
      captured = await this.providers.of(payment.provider).capture(payment.providerRef);
    } catch (error) {
      // Unknown whether the money was taken: the booking stays PENDING; the reconciliation job (or the customer's next try) settles it.
      this.logger.warn({ msg: 'PayPal capture failed', paymentId: payment.id, error: (error as Error).message });
      return resultUrl(origin, 'error', target);
    }
    if (captured.state === 'PAID') {
      const outcome = await this.fulfilment.fulfil(payment.id, { ...money(captured), via: 'paypal-return' });
      const paid = outcome.kind === 'PAID' || (outcome.kind === 'ALREADY' && outcome.status === PaymentStatus.SUCCEEDED);
      return resultUrl(origin, paid ? 'success' : 'error', target);
    }
    if (captured.state === 'PROCESSING') {
      // The capture is PENDING at PayPal (a review, an eCheck): the money is on its way. The booking waits like Stripe's
      // asynchronous methods do; reconciliation asks PayPal again at the pushed deadline and fulfils once it completed.
      const deadline = await transactionWithRetry(this.db, (m) => extendPaymentDeadline(m, payment.id, this.config.BOOKING_PAYMENT_DAYS));
      if (deadline) await this.reconciliation.schedule(payment.id, deadline);
      this.logger.log({ msg: 'PayPal capture pending: the booking waits', paymentId: payment.id, until: deadline?.toISOString() });
      return resultUrl(origin, 'success', target);
    }
    await this.fulfilment.close(payment.id, captured.state === 'FAILED' ? PaymentStatus.FAILED : PaymentStatus.ABORTED, 'paypal-return');
    return resultUrl(origin, 'error', target);
  }

  /** The buyer gave up at PayPal: the checkout ABORTED, the booking back to OPEN. */
  async error(q: PaypalReturnQueryDto, origin: string): Promise<string> {
    const { target, payment } = await this.find(q);
    if (payment?.status === PaymentStatus.CREATED) await this.fulfilment.close(payment.id, PaymentStatus.ABORTED, 'paypal-cancel');
    return resultUrl(origin, 'error', target);
  }

  /** The booking (same 404 as everywhere for a wrong e-mail) and its PayPal checkout: the one PayPal names (token), else the open one. */
  private async find(q: PaypalReturnQueryDto): Promise<{ target: ReturnTarget; payment?: PaymentRow; bookingStatus: BookingStatus }> {
    const { booking } = await publicBookingByEmail(this.sql, q.bookingRef, q.email);
    const target: ReturnTarget = {
      bookingRef: booking.bookingRef,
      email: q.email,
      flow: q.flow ?? 'website',
      publicReference: booking.publicReference,
    };
    const [payment] = await this.sql.rows<PaymentRow & { bookingStatus: BookingStatus }>(
      'paypal_return_payment',
      `SELECT ${PAYMENT_COLUMNS}, (SELECT status FROM booking WHERE id = payment.booking_id) AS "bookingStatus" FROM payment
        WHERE booking_id = $1 AND provider = 'PAYPAL' AND ($2::text IS NULL AND status = 'CREATED' OR provider_ref = $2) ORDER BY id DESC LIMIT 1`,
      [booking.id, q.token ?? null],
    );
    return { target, payment, bookingStatus: payment?.bookingStatus ?? booking.status };
  }
}
