import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ActorType, BookingStatus, PaymentMethod, PaymentProvider, PaymentStatus } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import {
  assertHasBeachChairs,
  BookingAction,
  BookingMailsService,
  bookingNotFound,
  BookingTransitionsService,
  commonMethods,
  invalidTransition,
  offeredMethodLists,
  officeActor,
  officeBooking,
  type OfficeBookingDto,
  settleBookingPaymentIn,
  toOfficeBookingDto,
} from '../bookings/index.js';
import { CheckoutService } from './checkout.service.js';
import { FulfilmentService } from './fulfilment.service.js';
import { PaymentProviders } from './payment-providers.js';
import { abortOpenPayments, lockBookingStatus, PAYMENT_COLUMNS, PaymentRow } from './payment-rows.js';
import { money } from './reconciliation.service.js';

export interface ConfirmFromPaymentResult {
  bookingRef: string;
  status: BookingStatus;
  paymentId: number;
  paymentStatus: PaymentStatus;
}

/** The back office's payment calls: a partner's checkout reports a booking paid; the admin's reconciliation by hand. */
@Injectable()
export class OfficePaymentsService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly transitions: BookingTransitionsService,
    private readonly providers: PaymentProviders,
    private readonly fulfilment: FulfilmentService,
    private readonly checkout: CheckoutService,
    private readonly mails: BookingMailsService,
  ) {}

  /**
   * POST /payments/external_pp/{id}/pay: an external payment provider took the total. A SUCCEEDED EXTERNAL_PP payment,
   * PAY → BOOKED, the payment method EXTERNAL_PP when none was chosen; the confirmation mail unless skipEmail. Only for
   * a submitted booking (not an OPEN cart) at locations that offer EXTERNAL_PP.
   */
  async externalPay(user: AuthUser, bookingId: number, skipEmail: boolean): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, bookingId);
    if (b.status === BookingStatus.OPEN) throw invalidTransition('EXTERNAL_PAY', b.status, ActorType.VENDOR);
    await assertHasBeachChairs(this.db.manager, b.id);
    if (!commonMethods(await offeredMethodLists(this.sql, b.id)).includes(PaymentMethod.EXTERNAL_PP)) {
      throw new DomainError(ErrorType.PAYMENT_METHOD_NOT_OFFERED, `${PaymentMethod.EXTERNAL_PP} is not offered for this booking`, {
        method: PaymentMethod.EXTERNAL_PP,
      });
    }
    const aborted = await transactionWithRetry(this.db, async (m) => {
      const booking = await lockBookingStatus(m, b.id);
      const total = booking!.totalPriceCents;
      const [{ id: paymentId }] = await m.query<{ id: number }[]>(
        `INSERT INTO payment (booking_id, provider, status, amount_cents, currency, method) VALUES ($1, 'EXTERNAL_PP', 'SUCCEEDED', $2, 'EUR', 'EXTERNAL_PP') RETURNING id`,
        [b.id, total],
      );
      const done = await this.transitions.transitionIn(m, b.id, BookingAction.PAY, officeActor(user), {
        paymentId,
        provider: PaymentProvider.EXTERNAL_PP,
        amountCents: total,
        skipEmail,
      });
      await settleBookingPaymentIn(m, b.id, PaymentMethod.EXTERNAL_PP);
      const aborted = await abortOpenPayments(m, b.id);
      if (!skipEmail) await this.mails.sendConfirmationIn(m, b.id, done.version);
      return aborted;
    });
    await this.checkout.closeAtProvider(aborted);
    return toOfficeBookingDto(this.sql, await officeBooking(this.sql, user, b.id));
  }

  /**
   * POST /payments/admin/confirm-from-payment/{bookingRef}: the booking's latest payment that a provider knows is asked
   * there; paid → fulfilled (as the webhook would have), otherwise 409 PAYMENT_NOT_COMPLETED with the provider's state.
   */
  async confirmFromPayment(bookingRef: string): Promise<ConfirmFromPaymentResult> {
    const [booking] = await this.sql.rows<{ id: number }>('payment_admin_booking', `SELECT id FROM booking WHERE booking_ref = $1`, [
      bookingRef,
    ]);
    if (!booking) throw bookingNotFound(bookingRef);
    const [payment] = await this.sql.rows<PaymentRow>(
      'payment_admin_latest',
      `SELECT ${PAYMENT_COLUMNS} FROM payment WHERE booking_id = $1 AND provider_ref IS NOT NULL AND provider IN ('STRIPE', 'PAYPAL', 'DEMO') ORDER BY id DESC LIMIT 1`,
      [booking.id],
    );
    if (!payment) throw notCompleted('NONE', bookingRef);
    if (payment.status !== PaymentStatus.SUCCEEDED && payment.status !== PaymentStatus.REFUNDED) {
      const status = await this.providers.of(payment.provider).status(payment.providerRef!);
      if (status.state !== 'PAID') throw notCompleted(status.state, bookingRef);
      await this.fulfilment.fulfil(payment.id, { ...money(status), via: 'admin-confirm' });
    }
    const [now] = await this.sql.rows<{ status: BookingStatus; paymentStatus: PaymentStatus }>(
      'payment_admin_after',
      `SELECT b.status, p.status AS "paymentStatus" FROM booking b JOIN payment p ON p.booking_id = b.id WHERE b.id = $1 AND p.id = $2`,
      [booking.id, payment.id],
    );
    return { bookingRef, status: now.status, paymentId: payment.id, paymentStatus: now.paymentStatus };
  }
}

const notCompleted = (state: string, bookingRef: string) =>
  new DomainError(ErrorType.PAYMENT_NOT_COMPLETED, `The payment of booking ${bookingRef} is not complete (${state})`, { state });
