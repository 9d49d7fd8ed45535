import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { BookingStatus, Language, PaymentMethod } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { AppConfig } from '../../../config/app-config.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { MailService } from '../../../infra/mail/mail.service.js';
import { MailTemplate } from '../../../infra/mail/mail.types.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import type { BookingBankData } from '../entities/booking.entity.js';
import { PublicBookingSubmitService } from '../public/public-booking-submit.service.js';
import { publicBooking } from '../public/public-booking.read.js';
import type { ResentMailDto } from './office-money.dto.js';
import { officeActor, officeBooking, OfficeBookingRow } from '../office/office-booking.read.js';

type ResendMail = 'BOOKING_BANK_TRANSFER' | 'BOOKING_PAYMENT_LINK';

const notApplicable = (mail: ResendMail, b: OfficeBookingRow, missing: string) =>
  new DomainError(ErrorType.BOOKING_MAIL_NOT_APPLICABLE, `${mail} cannot be sent for booking ${b.id} (${missing})`, {
    mail,
    status: b.status,
    missing,
  });

/** resendBankTransfer and resendPaymentLink: the reminder mails to the booking's customer, queued again on the vendor's request. */
@Injectable()
export class PaymentReminderMailsService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly config: AppConfig,
    private readonly mail: MailService,
    private readonly submit: PublicBookingSubmitService,
    private readonly transitions: BookingTransitionsService,
  ) {}

  /** The bank-transfer instructions of a PENDING BANK_TRANSFER booking, exactly as the storefront's confirm sends them. */
  async resendBankTransfer(user: AuthUser, id: number): Promise<ResentMailDto> {
    const b = await officeBooking(this.sql, user, id);
    const mail = 'BOOKING_BANK_TRANSFER';
    if (b.status !== BookingStatus.PENDING) throw notApplicable(mail, b, 'status');
    if (b.paymentMethod !== PaymentMethod.BANK_TRANSFER) throw notApplicable(mail, b, 'paymentMethod');
    const customer = await this.customer(b, mail);
    const bank = await this.bankData(b);
    const deadline = b.expiresAt ?? new Date(Date.now() + this.config.BOOKING_PAYMENT_DAYS * 86_400_000);
    const row = await publicBooking(this.sql, b.bookingRef);
    // Every resend is a new mail: the key only keeps one request from queueing twice.
    await this.submit.sendInstructions(row, bank, deadline, `bank-transfer-resend-${b.id}-${Date.now()}`);
    await this.record(user, b, 'RESEND_BANK_TRANSFER');
    return { id: b.id, mail, email: customer.email };
  }

  /** A link to the storefront's booking lookup where an OPEN or PENDING booking can be finished and paid. */
  async resendPaymentLink(user: AuthUser, id: number): Promise<ResentMailDto> {
    const b = await officeBooking(this.sql, user, id);
    const mail = 'BOOKING_PAYMENT_LINK';
    if (b.status !== BookingStatus.OPEN && b.status !== BookingStatus.PENDING) throw notApplicable(mail, b, 'status');
    const customer = await this.customer(b, mail);
    await this.mail.send({
      to: customer.email,
      template: MailTemplate.BOOKING_PAYMENT_LINK,
      language: customer.language,
      data: { firstName: customer.firstName, bookingRef: b.bookingRef, email: customer.email, totalCents: b.totalPriceCents },
      idempotencyKey: `payment-link-${b.id}-${Date.now()}`,
    });
    await this.record(user, b, 'RESEND_PAYMENT_LINK');
    return { id: b.id, mail, email: customer.email };
  }

  private async customer(b: OfficeBookingRow, mail: ResendMail) {
    if (b.customerId === null) throw notApplicable(mail, b, 'customer');
    const [customer] = await this.sql.rows<{ email: string; firstName: string; language: Language }>(
      'office_money_mail_customer',
      `SELECT email, first_name AS "firstName", language FROM customer WHERE id = $1`,
      [b.customerId],
    );
    if (!customer) throw notApplicable(mail, b, 'customer');
    return customer;
  }

  /** The account the confirm stored on the booking, else the vendor's current one. */
  private async bankData(b: OfficeBookingRow): Promise<BookingBankData & { reference: string }> {
    const stored = b.metaData.bankData;
    if (stored?.iban)
      return { accountHolder: stored.accountHolder, bic: stored.bic, iban: stored.iban, reference: stored.reference ?? b.bookingRef };
    const [row] = await this.sql.rows<{ bank: BookingBankData | null }>(
      'office_money_vendor_bank',
      `SELECT invoice_data -> 'bankData' AS bank FROM vendor WHERE id = $1`,
      [b.vendorId],
    );
    if (!row?.bank?.iban) throw notApplicable('BOOKING_BANK_TRANSFER', b, 'vendorBankData');
    return { accountHolder: row.bank.accountHolder, bic: row.bank.bic, iban: row.bank.iban, reference: b.bookingRef };
  }

  /** A history row (status unchanged) so the booking shows who had the mail sent again. */
  private async record(user: AuthUser, b: OfficeBookingRow, action: string): Promise<void> {
    await this.db.transaction((m) => this.transitions.history(m, b.id, action, b.status, b.status, officeActor(user)));
  }
}
