import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Language, PaymentMethod } from '../../../common/enums.js';
import { AppConfig } from '../../../config/app-config.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { MailService } from '../../../infra/mail/mail.service.js';
import { MailTemplate } from '../../../infra/mail/mail.types.js';
import { transactionWithRetry } from '../../../infra/database/transaction.js';
import { CUSTOMER } from '../actors.js';
import { txRows } from '../../../infra/database/tx-rows.js';
import { BookingAction, notConfirmable } from '../booking-state-machine.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { deadlineSet, moveDeadline } from '../expiry/booking-deadlines.js';
import { ConfirmPublicBookingQueryDto, PublicBookingEmailQueryDto } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto } from '../dto/public-booking.dto.js';
import { BookingBankData } from '../entities/booking.entity.js';
import { BookingMailsService } from '../office/booking-mails.js';
import { bookingRowById } from '../office/office-booking.read.js';
import { PaymentLedger } from '../payment-ledger.js';
import { ON_SITE_METHODS } from '../payment-method-rules.js';
import { PublicBookingPaymentService } from './public-booking-payment.service.js';
import { BookingRow, publicBooking, publicBookingByEmail, toPublicBookingDto } from './public-booking.read.js';

/** The payment deadline: BOOKING_PAYMENT_DAYS from now, but never after the first chair's start (least() skips a NULL). */
const SUBMIT_BANK_TRANSFER_SQL = `
UPDATE booking b SET meta_data = b.meta_data || jsonb_build_object('bankData', $2::jsonb),
       expires_at = least(now() + make_interval(days => $3),
                          (SELECT min(start) FROM beach_chair_booking WHERE booking_id = b.id AND status <> 'CANCELED')),
       updated_at = now()
  FROM (SELECT expires_at FROM booking WHERE id = $1) old
 WHERE b.id = $1
RETURNING b.expires_at AS "expiresAt", old.expires_at AS "previousExpiresAt"`;

/** PUT /features/public/booking/confirm, /abort and /cancel: the customer's own transitions of a booking. */
@Injectable()
export class PublicBookingSubmitService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly config: AppConfig,
    private readonly transitions: BookingTransitionsService,
    private readonly payments: PublicBookingPaymentService,
    private readonly mail: MailService,
    private readonly mails: BookingMailsService,
    private readonly ledger: PaymentLedger,
  ) {}

  /**
   * The customer submits the booking: by bank transfer OPEN → PENDING (the vendor's account and the deadline go into the
   * booking and a mail to the customer); with a method paid outside the platform OPEN → CONFIRMED with the confirmation
   * mail. Online methods go through the payment providers.
   */
  async confirm(query: ConfirmPublicBookingQueryDto): Promise<PublicBookingDto> {
    const { bookingRef, email } = query;
    const { booking, country } = await publicBookingByEmail(this.sql, bookingRef, email);
    const method = booking.paymentMethod as PaymentMethod | null;
    if (!method) throw notConfirmable('paymentMethod', `Booking ${bookingRef} has no payment method`);
    await this.payments.assertAllowed(booking.id, method, country);
    if (ON_SITE_METHODS.includes(method)) return this.submitOnSite(booking.id, bookingRef, method, query.timeZone);
    if (method === PaymentMethod.EXTERNAL_PP) return this.submitExternal(booking.id, bookingRef);
    if (method !== PaymentMethod.BANK_TRANSFER) {
      throw notConfirmable('onlinePayment', `Booking ${bookingRef} is to be paid online by ${method}: start the payment instead`);
    }
    const bank = await this.vendorBankData(booking.vendorId, bookingRef);
    const { expiresAt, version } = await transactionWithRetry(this.db, async (m) => {
      const done = await this.transitions.transitionIn(m, booking.id, BookingAction.SUBMIT_BANK_TRANSFER, CUSTOMER, {
        paymentMethod: PaymentMethod.BANK_TRANSFER,
      });
      const [row] = await txRows<{ expiresAt: Date; previousExpiresAt: Date | null }>(m, SUBMIT_BANK_TRANSFER_SQL, [
        booking.id,
        bank,
        this.config.BOOKING_PAYMENT_DAYS,
      ]);
      // A payment deadline later than the hold: the hold's job re-schedules itself; an earlier one (first chair soon) gets its job.
      deadlineSet(m, booking.id, row.expiresAt, undefined, row.previousExpiresAt);
      return { expiresAt: row.expiresAt, version: done.version };
    });
    const fresh = await publicBooking(this.sql, bookingRef);
    await this.sendInstructions(fresh, bank, expiresAt, version);
    return toPublicBookingDto(this.sql, fresh);
  }

  /** OPEN → CONFIRMED: nothing to wait for, so no deadline; the confirmation mail with the calendar file. */
  private async submitOnSite(bookingId: number, bookingRef: string, method: PaymentMethod, timeZone?: string): Promise<PublicBookingDto> {
    const done = await transactionWithRetry(this.db, async (m) => {
      const t = await this.transitions.transitionIn(m, bookingId, BookingAction.SUBMIT_ON_SITE, CUSTOMER, { paymentMethod: method });
      await m.query(`UPDATE booking SET expires_at = NULL, updated_at = now() WHERE id = $1`, [bookingId]);
      return t;
    });
    const row = await bookingRowById(this.sql, bookingId);
    await this.mails.sendConfirmation(row, done.version, timeZone ?? row.timeZone);
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef));
  }

  /**
   * EXTERNAL_PP: a partner's checkout takes the money and reports it (POST /payments/external_pp/{id}/pay). OPEN → PENDING
   * (START_ONLINE_PAYMENT) with the payment deadline of a bank transfer; no bank data, no mail.
   */
  private async submitExternal(bookingId: number, bookingRef: string): Promise<PublicBookingDto> {
    await transactionWithRetry(this.db, async (m) => {
      await this.transitions.transitionIn(m, bookingId, BookingAction.START_ONLINE_PAYMENT, CUSTOMER, {
        paymentMethod: PaymentMethod.EXTERNAL_PP,
      });
      await moveDeadline(m, bookingId, { paymentDays: this.config.BOOKING_PAYMENT_DAYS });
    });
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef));
  }

  /** PENDING → OPEN: the customer chooses again; the hold starts anew. */
  async abort({ bookingRef, email }: PublicBookingEmailQueryDto): Promise<PublicBookingDto> {
    const { booking } = await publicBookingByEmail(this.sql, bookingRef, email);
    await transactionWithRetry(this.db, async (m) => {
      await this.transitions.transitionIn(m, booking.id, BookingAction.ABORT_PAYMENT, CUSTOMER);
      // Open online checkouts end with it (a payment arriving later is handled by the payments module: paid or refunded).
      await this.ledger.abortOpenPayments(m, booking.id);
      // Usually earlier than the payment deadline it replaces: a job for it.
      await moveDeadline(m, booking.id, { holdSeconds: this.config.bookingHoldSeconds });
    });
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef));
  }

  /** OPEN or PENDING → CANCELED by the customer; the chairs are free again. */
  async cancel({ bookingRef, email }: PublicBookingEmailQueryDto): Promise<PublicBookingDto> {
    const { booking } = await publicBookingByEmail(this.sql, bookingRef, email);
    await this.transitions.transition(booking.id, BookingAction.CANCEL, CUSTOMER);
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef));
  }

  private async vendorBankData(vendorId: number, bookingRef: string): Promise<BookingBankData & { reference: string }> {
    const [row] = await this.sql.rows<{ bank: BookingBankData | null }>(
      'public_booking_vendor_bank',
      `SELECT invoice_data -> 'bankData' AS bank FROM vendor WHERE id = $1`,
      [vendorId],
    );
    if (!row?.bank?.iban) throw notConfirmable('vendorBankData', 'The vendor has no bank account for transfers');
    const { accountHolder, bic, iban } = row.bank;
    return { accountHolder, bic, iban, reference: bookingRef };
  }

  /** The BOOKING_BANK_TRANSFER mail to the customer; the back office's resend (office-money) passes its own idempotency key. */
  async sendInstructions(
    b: BookingRow,
    bank: BookingBankData & { reference: string },
    deadline: Date,
    version: number,
    idempotencyKey = `bank-transfer-${b.id}-${version}`,
  ): Promise<void> {
    const [customer] = await this.sql.rows<{ email: string; firstName: string; language: Language }>(
      'public_booking_mail_customer',
      `SELECT email, first_name AS "firstName", language FROM customer WHERE id = $1`,
      [b.customerId],
    );
    const chairs = await this.sql.rows<{ label: string; start: Date; end: Date }>(
      'public_booking_mail_chairs',
      // "12 (Nordstrand, Reihe 1)": the chair as the customer finds it on the beach
      `SELECT c.public_number || ' (' || s.name || coalesce(', ' || r.name, '') || ')' AS label, cb.start, cb."end"
         FROM beach_chair_booking cb JOIN beach_chair c ON c.id = cb.beach_chair_id JOIN section s ON s.id = c.section_id
         LEFT JOIN "row" r ON r.id = c.row_id
        WHERE cb.booking_id = $1 AND cb.status <> 'CANCELED' ORDER BY cb.start, cb.id`,
      [b.id],
    );
    await this.mail.send({
      to: customer.email,
      template: MailTemplate.BOOKING_BANK_TRANSFER,
      language: customer.language,
      // The stored end is exclusive (next day 00:00): the mail shows the last day.
      data: {
        firstName: customer.firstName,
        bookingRef: b.bookingRef,
        totalCents: b.totalPriceCents,
        bank: { ...bank },
        deadline: deadline.toISOString(),
        chairs: chairs.map((c) => ({ label: c.label, start: c.start.toISOString(), end: new Date(c.end.getTime() - 1).toISOString() })),
      },
      idempotencyKey,
    });
  }
}
