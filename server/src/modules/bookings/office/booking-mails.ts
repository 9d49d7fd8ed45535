import { Injectable } from '@nestjs/common';
import { Language } from '../../../common/enums.js';
import { AppConfig } from '../../../config/app-config.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { MailService } from '../../../infra/mail/mail.service.js';
import { MailTemplate } from '../../../infra/mail/mail.types.js';
import { buildIcs } from './ics.js';
import { officeChairs, OfficeBookingRow } from './office-booking.read.js';

interface MailCustomer {
  email: string;
  firstName: string;
  language: Language;
}

/** The customer mails of the back-office lifecycle, queued after the change committed, in the customer's language. */
@Injectable()
export class BookingMailsService {
  constructor(
    private readonly sql: SqlService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** The booking confirmation with one calendar event per active chair booking (.ics). No customer: nothing to send. */
  async sendConfirmation(b: OfficeBookingRow, version: number, timeZone: string): Promise<void> {
    const customer = await this.customer(b);
    if (!customer) return;
    const chairs = (await officeChairs(this.sql, b.id)).filter((c) => c.status !== 'CANCELED');
    const host = new URL(this.config.PUBLIC_BASE_URL).hostname;
    const ics = buildIcs({
      now: new Date(),
      events: chairs.map((c) => ({
        uid: `beach-chair-booking-${c.id}@${host}`,
        start: c.start,
        end: c.end,
        summary: `${customer.language === Language.DE ? 'Strandkorb' : 'Beach chair'} ${c.publicNumber} – ${c.sectionName}`,
        location: `${b.companyName}, ${c.sectionName}${c.rowName ? `, ${c.rowName}` : ''}`,
        description: `${customer.language === Language.DE ? 'Buchung' : 'Booking'} ${b.bookingRef}`,
      })),
    });
    await this.mail.send({
      to: customer.email,
      template: MailTemplate.BOOKING_CONFIRMATION,
      language: customer.language,
      data: {
        firstName: customer.firstName, bookingRef: b.bookingRef, totalCents: b.totalPriceCents, paid: b.status === 'BOOKED',
        paymentMethod: b.paymentMethod, timeZone,
        chairs: chairs.map((c) => ({ label: `${c.publicNumber} (${c.sectionName})`, start: c.start.toISOString(), end: c.end.toISOString() })),
      },
      attachments: [{ filename: `booking-${b.bookingRef}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
      idempotencyKey: `booking-confirmation-${b.id}-${version}`,
    });
  }

  /** The cancellation: the chairs that were given up, fee and refund. */
  async sendCancellation(b: OfficeBookingRow, version: number, timeZone: string, canceledChairIds: number[]): Promise<void> {
    const customer = await this.customer(b);
    if (!customer) return;
    const chairs = (await officeChairs(this.sql, b.id)).filter((c) => canceledChairIds.includes(c.id));
    const fee = b.cancellationFeeCents ?? 0;
    await this.mail.send({
      to: customer.email,
      template: MailTemplate.BOOKING_CANCELED,
      language: customer.language,
      data: {
        firstName: customer.firstName, bookingRef: b.bookingRef, totalCents: b.totalPriceCents, cancellationFeeCents: fee,
        refundCents: b.skipRefund ? 0 : Math.max(b.totalPriceCents - fee, 0), timeZone,
        chairs: chairs.map((c) => ({ label: `${c.publicNumber} (${c.sectionName})`, start: c.start.toISOString(), end: c.end.toISOString() })),
      },
      idempotencyKey: `booking-canceled-${b.id}-${version}`,
    });
  }

  private async customer(b: OfficeBookingRow): Promise<MailCustomer | undefined> {
    if (!b.customerId) return undefined;
    const [customer] = await this.sql.rows<MailCustomer>(
      'office_booking_mail_customer', `SELECT email, first_name AS "firstName", language FROM customer WHERE id = $1`, [b.customerId],
    );
    return customer;
  }
}
