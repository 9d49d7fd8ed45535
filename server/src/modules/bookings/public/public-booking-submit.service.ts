import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BookingStatus, Language, PaymentMethod, RateType } from '../../../common/enums.js';
import { BeachChairSlotService } from '../beach-chair-slot.service.js';
import { HOLDING_STATUSES_SQL } from '../../../common/holding-statuses.js';
import { AppConfig } from '../../../config/app-config.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { MailService } from '../../../infra/mail/mail.service.js';
import { MailRequest, MailTemplate } from '../../../infra/mail/mail.types.js';
import { transactionWithRetry } from '../../../infra/database/transaction.js';
import { CUSTOMER } from '../actors.js';
import { Rows, txRows, txSql } from '../../../infra/database/tx-rows.js';
import { BookingAction, invalidTransition, notConfirmable } from '../booking-state-machine.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { deadlineSet, moveDeadline, paymentDeadlineIn } from '../expiry/booking-deadlines.js';
import { ConfirmPublicBookingQueryDto, PublicBookingEmailQueryDto } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto } from '../dto/public-booking.dto.js';
import { BookingBankData } from '../entities/booking.entity.js';
import type { BookingHistoryDetails } from '../entities/booking-history.entity.js';
import { BookingMailsService } from '../office/booking-mails.js';
import { bookingRowById } from '../office/office-booking.read.js';
import { lockBooking } from '../office/office-booking.sql.js';
import { PaymentLedger } from '../payment-ledger.js';
import { bookingVatByRate } from '../booking-vat.js';
import { ON_SITE_METHODS } from '../payment-method-rules.js';
import { PublicBookingPaymentService } from './public-booking-payment.service.js';
import { BookingRow, publicBooking, publicBookingByEmail, toPublicBookingDto } from './public-booking.read.js';

/** What PUT /booking/cancel cancels: the cart and the unpaid submit; the rest is the guest cancellation's. */
const CART_CANCELABLE: readonly BookingStatus[] = [BookingStatus.OPEN, BookingStatus.PENDING];

/** The vendor's account as the bank-transfer mail and the booking's metaData.bankData carry it. */
type BankData = BookingBankData & { reference: string };

/** What the bank-transfer mail needs of its booking. */
type InstructedBooking = Pick<BookingRow, 'id' | 'bookingRef' | 'totalPriceCents' | 'customerId'>;

/** The payment deadline ($3): BOOKING_PAYMENT_DAYS bank business days, never after the day before the first chair's day. */
const SUBMIT_BANK_TRANSFER_SQL = `
UPDATE booking b SET meta_data = b.meta_data || jsonb_build_object('bankData', $2::jsonb),
       expires_at = $3::timestamptz, updated_at = now()
  FROM (SELECT expires_at FROM booking WHERE id = $1) old
 WHERE b.id = $1
RETURNING b.expires_at AS "expiresAt", old.expires_at AS "previousExpiresAt"`;

/** What a submit by the booking's payment method does: the transition, and which earlier one a repeat must find (its details). */
interface Submission {
  action: BookingAction;
  sameFlow?: (details: BookingHistoryDetails) => boolean;
}

/** The submit of each method the storefront confirms itself; online methods go through the payment providers. */
function submissionOf(method: PaymentMethod, bookingRef: string): Submission {
  if (ON_SITE_METHODS.includes(method)) return { action: BookingAction.SUBMIT_ON_SITE };
  if (method === PaymentMethod.BANK_TRANSFER) return { action: BookingAction.SUBMIT_BANK_TRANSFER };
  // A second checkout by another provider is START_ONLINE_PAYMENT too: only the partner's submit repeats this one.
  if (method === PaymentMethod.EXTERNAL_PP) {
    return { action: BookingAction.START_ONLINE_PAYMENT, sameFlow: (d) => d.paymentMethod === PaymentMethod.EXTERNAL_PP };
  }
  throw notConfirmable('onlinePayment', `Booking ${bookingRef} is to be paid online by ${method}: start the payment instead`);
}

/**
 * PUT /features/public/booking/confirm, /abort and /cancel: the customer's own transitions of a booking. Each is one
 * transaction with its follow-ups (the mail) queued in it, and each is idempotent: the same PUT again for a booking its
 * first call moved already (the answer lost to a dropped connection, a double click) answers 200 with the booking as it
 * is and changes and sends nothing; a PUT that asks for another transition is the 409 BOOKING_INVALID_TRANSITION.
 */
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
    private readonly slots: BeachChairSlotService,
  ) {}

  /**
   * The customer submits the booking: by bank transfer OPEN → PENDING (the vendor's account and the deadline go into the
   * booking and a mail to the customer); with a method paid outside the platform OPEN → CONFIRMED with the confirmation
   * mail; EXTERNAL_PP → PENDING until the partner reports the payment. Online methods go through the payment providers.
   */
  async confirm(query: ConfirmPublicBookingQueryDto): Promise<PublicBookingDto> {
    const { bookingRef, email } = query;
    const { booking, country } = await publicBookingByEmail(this.sql, bookingRef, email);
    const method = booking.paymentMethod as PaymentMethod | null;
    if (!method) throw notConfirmable('paymentMethod', `Booking ${bookingRef} has no payment method`);
    const submission = submissionOf(method, bookingRef);
    // A repeat answers before the checks: they held for the first call, the booking is past them now.
    if (await this.repeated(booking.id, submission)) return this.answer(bookingRef);
    await this.payments.assertAllowed(booking.id, method, country);
    await this.assertNoSlotEnded(booking.id);
    if (submission.action === BookingAction.SUBMIT_ON_SITE) await this.submitOnSite(booking.id, method, query.timeZone);
    else if (submission.action === BookingAction.START_ONLINE_PAYMENT) await this.submitExternal(booking.id, submission);
    else await this.submitBankTransfer(booking.id, booking.vendorId, bookingRef);
    return this.answer(bookingRef);
  }

  /** A slot of the cart that has ended since it was added is not sold (issue 30): 409 SLOT_ENDED. */
  private async assertNoSlotEnded(bookingId: number): Promise<void> {
    const chairs = await this.sql.rows<{ beachChairId: number; start: Date; end: Date; rate: RateType }>(
      'public_submit_chair_slots',
      `SELECT beach_chair_id AS "beachChairId", start, "end", rate FROM beach_chair_booking WHERE booking_id = $1 AND status IN ${HOLDING_STATUSES_SQL} ORDER BY start, id`,
      [bookingId],
    );
    await this.slots.assertNotEnded(chairs);
  }

  /** OPEN → PENDING: the vendor's account and the payment deadline into the booking, the instructions mail queued with it. */
  private async submitBankTransfer(bookingId: number, vendorId: number, bookingRef: string): Promise<void> {
    const bank = await this.vendorBankData(vendorId, bookingRef);
    await transactionWithRetry(this.db, async (m) => {
      const done = await this.transitions.transitionIn(
        m,
        bookingId,
        BookingAction.SUBMIT_BANK_TRANSFER,
        CUSTOMER,
        { paymentMethod: PaymentMethod.BANK_TRANSFER },
        { idempotent: true },
      );
      if (done.repeated) return;
      const [row] = await txRows<{ expiresAt: Date; previousExpiresAt: Date | null }>(m, SUBMIT_BANK_TRANSFER_SQL, [
        bookingId,
        bank,
        await paymentDeadlineIn(m, bookingId, this.config.BOOKING_PAYMENT_DAYS),
      ]);
      // A payment deadline later than the hold: the hold's job re-schedules itself; an earlier one (first chair soon) gets its job.
      deadlineSet(m, bookingId, row.expiresAt, undefined, row.previousExpiresAt);
      const b = await bookingRowById(txSql(m), bookingId);
      const request = await this.instructions(txSql(m), b, bank, row.expiresAt, `bank-transfer-${bookingId}-${done.version}`);
      await this.mail.sendIn(m, request);
    });
  }

  /** OPEN → CONFIRMED: nothing to wait for, so no deadline; the confirmation mail with the calendar file, queued with it. */
  private async submitOnSite(bookingId: number, method: PaymentMethod, timeZone?: string): Promise<void> {
    await transactionWithRetry(this.db, async (m) => {
      const done = await this.transitions.transitionIn(
        m,
        bookingId,
        BookingAction.SUBMIT_ON_SITE,
        CUSTOMER,
        { paymentMethod: method },
        { idempotent: true },
      );
      if (done.repeated) return;
      await m.query(`UPDATE booking SET expires_at = NULL, updated_at = now() WHERE id = $1`, [bookingId]);
      await this.mails.sendConfirmationIn(m, bookingId, done.version, timeZone);
    });
  }

  /**
   * EXTERNAL_PP: a partner's checkout takes the money and reports it (POST /payments/external_pp/{id}/pay). OPEN → PENDING
   * (START_ONLINE_PAYMENT) with the payment deadline of a bank transfer; no bank data, no mail.
   */
  private async submitExternal(bookingId: number, { sameFlow }: Submission): Promise<void> {
    await transactionWithRetry(this.db, async (m) => {
      const done = await this.transitions.transitionIn(
        m,
        bookingId,
        BookingAction.START_ONLINE_PAYMENT,
        CUSTOMER,
        { paymentMethod: PaymentMethod.EXTERNAL_PP },
        { idempotent: sameFlow },
      );
      if (done.repeated) return;
      await moveDeadline(m, bookingId, { paymentDays: this.config.BOOKING_PAYMENT_DAYS });
    });
  }

  /** PENDING → OPEN: the customer chooses again; the hold starts anew. */
  async abort({ bookingRef, email }: PublicBookingEmailQueryDto): Promise<PublicBookingDto> {
    const { booking } = await publicBookingByEmail(this.sql, bookingRef, email);
    await transactionWithRetry(this.db, async (m) => {
      const done = await this.transitions.transitionIn(m, booking.id, BookingAction.ABORT_PAYMENT, CUSTOMER, {}, { idempotent: true });
      if (done.repeated) return;
      // Open online checkouts end with it (a payment arriving later is handled by the payments module: paid or refunded).
      await this.ledger.abortOpenPayments(m, booking.id);
      // Usually earlier than the payment deadline it replaces: a job for it.
      await moveDeadline(m, booking.id, { holdSeconds: this.config.bookingHoldSeconds });
    });
    return this.answer(bookingRef);
  }

  /** OPEN or PENDING → CANCELED by the customer; the chairs are free again. */
  async cancel({ bookingRef, email }: PublicBookingEmailQueryDto): Promise<PublicBookingDto> {
    const { booking } = await publicBookingByEmail(this.sql, bookingRef, email);
    await transactionWithRetry(this.db, async (m) => {
      // A submitted booking (CONFIRMED, BOOKED, RESERVED) goes only through the guest cancellation with the vendor's fee.
      const status = await lockBooking(m, booking.id);
      if (!CART_CANCELABLE.includes(status) && status !== BookingStatus.CANCELED)
        throw invalidTransition(BookingAction.CANCEL, status, CUSTOMER.type);
      await this.transitions.transitionIn(m, booking.id, BookingAction.CANCEL, CUSTOMER, {}, { idempotent: true });
    });
    return this.answer(bookingRef);
  }

  /** Whether this submit was done already (outside a transaction: the checks before it are skipped for a repeat). */
  private async repeated(bookingId: number, { action, sameFlow }: Submission): Promise<boolean> {
    return !!(await this.transitions.repeatIn(this.db.manager, bookingId, action, CUSTOMER, sameFlow));
  }

  /** The booking as it is now: the same answer for a first call and its repeat. */
  private async answer(bookingRef: string): Promise<PublicBookingDto> {
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef), this.config.BOOKING_PAYMENT_DAYS);
  }

  private async vendorBankData(vendorId: number, bookingRef: string): Promise<BankData> {
    const [row] = await this.sql.rows<{ bank: BookingBankData | null }>(
      'public_booking_vendor_bank',
      `SELECT invoice_data -> 'bankData' AS bank FROM vendor WHERE id = $1`,
      [vendorId],
    );
    if (!row?.bank?.iban) throw notConfirmable('vendorBankData', 'The vendor has no bank account for transfers');
    const { accountHolder, bic, iban } = row.bank;
    return { accountHolder, bic, iban, reference: bookingRef };
  }

  /** The BOOKING_BANK_TRANSFER mail to the customer again (the back office's resend, office-money), with its own idempotency key. */
  async sendInstructions(b: InstructedBooking, bank: BankData, deadline: Date, idempotencyKey: string): Promise<void> {
    await this.mail.send(await this.instructions(this.sql, b, bank, deadline, idempotencyKey));
  }

  /** The BOOKING_BANK_TRANSFER mail: booking number, chairs with their days, total with its VAT, the bank data and the deadline. */
  private async instructions(
    q: Rows,
    b: InstructedBooking,
    bank: BankData,
    deadline: Date,
    idempotencyKey: string,
  ): Promise<MailRequest<MailTemplate.BOOKING_BANK_TRANSFER>> {
    const [customer] = await q.rows<{ email: string; firstName: string; language: Language }>(
      'public_booking_mail_customer',
      `SELECT email, first_name AS "firstName", language FROM customer WHERE id = $1`,
      [b.customerId],
    );
    const chairs = await q.rows<{ label: string; start: Date; end: Date }>(
      'public_booking_mail_chairs',
      // "12 (Nordstrand, Reihe 1)": the chair as the customer finds it on the beach
      `SELECT c.public_number || ' (' || s.name || coalesce(', ' || r.name, '') || ')' AS label, cb.start, cb."end"
         FROM beach_chair_booking cb JOIN beach_chair c ON c.id = cb.beach_chair_id JOIN section s ON s.id = c.section_id
         LEFT JOIN "row" r ON r.id = c.row_id
        WHERE cb.booking_id = $1 AND cb.status <> 'CANCELED' ORDER BY cb.start, cb.id`,
      [b.id],
    );
    return {
      to: customer.email,
      template: MailTemplate.BOOKING_BANK_TRANSFER,
      language: customer.language,
      // The stored end is exclusive (next day 00:00): the mail shows the last day.
      data: {
        firstName: customer.firstName,
        bookingRef: b.bookingRef,
        totalCents: b.totalPriceCents,
        vat: await bookingVatByRate(q, b.id),
        bank: { ...bank },
        deadline: deadline.toISOString(),
        chairs: chairs.map((c) => ({ label: c.label, start: c.start.toISOString(), end: new Date(c.end.getTime() - 1).toISOString() })),
      },
      idempotencyKey,
    };
  }
}
