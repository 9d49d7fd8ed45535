import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { labelsFor, rowText } from '../../../common/document-labels.js';
import { BookingStatus, CancellationFeeBase, Language } from '../../../common/enums.js';
import type { PostalAddress } from '../../../common/address.types.js';
import { bookingPlaces, bookingVendorTerms } from '../booking-whereabouts.js';
import { AppConfig } from '../../../config/app-config.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { MailService } from '../../../infra/mail/mail.service.js';
import { MailAttachment, MailRequest, MailTemplate } from '../../../infra/mail/mail.types.js';
import { Rows, txSql } from '../../../infra/database/tx-rows.js';
import { halfDayWindow } from '../../../common/time.js';
import { BookingMoneyService } from '../office-money/booking-money.service.js';
import type { CancellationSettlement } from '../office-money/money-rules.js';
import { CANCELLATION_FEE_VAT_RATE, splitGross } from '../../../common/vat.js';
import { buildIcs } from './ics.js';
import { bookingRowById, hoursOf, officeChairs, OfficeBookingRow, type OfficeChairRow } from './office-booking.read.js';

interface MailCustomer {
  email: string;
  firstName: string;
}

/** "Strandpromenade 3" of an address; null without a street. */
const streetLine = (a: PostalAddress): string | null => (a.street ? [a.street, a.houseNumber].filter(Boolean).join(' ') : null);

/** One mail line per chair booking: number, section and row, the period (a half day with its hours). */
const chairLine = (c: OfficeChairRow, l: Language) => ({
  label: `${c.publicNumber} (${c.sectionName}${c.rowName ? `, ${rowText(c.rowName, labelsFor(l))}` : ''})`,
  start: c.start.toISOString(),
  end: c.end.toISOString(),
  hours: hoursOf(c.timeRange),
});

/**
 * The customer mails of a booking's changes, in the booking's language (the customer's when the booking was made, or
 * what the office set on the booking since). The confirmation is queued inside the change's transaction
 * (sendConfirmationIn): it goes out exactly when the change commits. The cancellation is sent by the document job.
 */
@Injectable()
export class BookingMailsService {
  constructor(
    private readonly sql: SqlService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
    private readonly money: BookingMoneyService,
  ) {}

  /** The confirmation of the booking as it is now inside `m`'s transaction, queued in it (idempotency key: booking and version). */
  async sendConfirmationIn(m: EntityManager, bookingId: number, version: number, timeZone?: string): Promise<void> {
    const q = txSql(m);
    const b = await bookingRowById(q, bookingId);
    const request = await this.confirmation(q, b, version, timeZone ?? b.timeZone);
    if (request) await this.mail.sendIn(m, request);
  }

  /** The booking confirmation: one line per chair and per extra, VAT per rate, one calendar event per chair (.ics). */
  private async confirmation(
    q: Rows,
    b: OfficeBookingRow,
    version: number,
    timeZone: string,
  ): Promise<MailRequest<MailTemplate.BOOKING_CONFIRMATION> | undefined> {
    const customer = await this.customer(b, q);
    if (!customer) return undefined;
    const language = b.language;
    const [chairs, data, places, terms] = await Promise.all([
      officeChairs(q, b.id),
      this.money.invoiceDataOf(b, q),
      bookingPlaces(q, b.id),
      bookingVendorTerms(q, b.id),
    ]);
    const active = chairs.filter((c) => c.status !== BookingStatus.CANCELED);
    const host = new URL(this.config.PUBLIC_BASE_URL).hostname;
    const ics = buildIcs({
      now: new Date(),
      events: active.map((c) => ({
        uid: `beach-chair-booking-${c.id}@${host}`,
        // A half day with its rate's hours (08:00–13:00), as the confirmation's lines and the invoice show it.
        ...(halfDayWindow(c.start, c.timeRange) ?? { start: c.start, end: c.end }),
        summary: `${language === Language.DE ? 'Strandkorb' : 'Beach chair'} ${c.publicNumber} – ${c.sectionName}`,
        location: `${b.companyName}, ${c.sectionName}${c.rowName ? `, ${c.rowName}` : ''}`,
        description: `${language === Language.DE ? 'Buchung' : 'Booking'} ${b.bookingRef}`,
      })),
    });
    const cents = (euros: number) => Math.round(euros * 100);
    const paidCents = cents(data.paid);
    return {
      to: customer.email,
      template: MailTemplate.BOOKING_CONFIRMATION,
      language,
      data: {
        firstName: customer.firstName,
        bookingRef: b.bookingRef,
        totalCents: b.totalPriceCents,
        paid: b.status === BookingStatus.BOOKED,
        paymentMethod: b.paymentMethod,
        timeZone,
        // The confirmation names each chair's slot ("Vormittag 08:00–13:00") and its own price.
        chairs: active.map((c) => ({ ...chairLine(c, language), rate: c.rate, priceCents: c.priceCents })),
        // An extra's English name, copied when it was sold, in the English mail (the German one without it).
        extras: data.extras.map((e) => ({
          name: (language === Language.EN && e.nameEn) || e.name,
          amount: e.amount,
          totalCents: cents(e.gross),
        })),
        vat: data.vatBreakdown.map((g) => ({ rate: g.rate, cents: cents(g.vat) })),
        depositCents: b.status !== BookingStatus.BOOKED && paidCents > 0 && paidCents < b.totalPriceCents ? paidCents : undefined,
        places: places.map((p) => ({
          name: p.name,
          entranceName: p.entranceName,
          street: streetLine(p.address),
          city: [p.address.zip, p.address.city ?? p.city].filter(Boolean).join(' '),
          mapUrl: p.mapUrl,
        })),
        vendor: { name: b.companyName, telephone: terms.telephone, email: terms.email },
        cancellation: {
          rules: terms.cancellationPolicy,
          withExtras: terms.cancellationFeeBase === CancellationFeeBase.RENTAL_AND_EXTRAS,
        },
      },
      attachments: [{ filename: `booking-${b.bookingRef}.ics`, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }],
      idempotencyKey: `booking-confirmation-${b.id}-${version}`,
    };
  }

  /**
   * The cancellation: the chairs given up and the settlement (fee with VAT, paid, kept, refund), its PDF attached. The
   * whole booking's by default; one chair's (`chair`) with that chair's settlement, the total before and after.
   */
  async sendCancellation(
    b: OfficeBookingRow,
    version: number,
    timeZone: string,
    canceledChairIds: number[],
    document?: MailAttachment,
    correctionNumber?: string | null,
    chair?: { settlement: CancellationSettlement; totalBeforeCents: number },
  ): Promise<void> {
    const customer = await this.customer(b);
    if (!customer) return;
    const [chairs, s] = await Promise.all([officeChairs(this.sql, b.id), chair ? chair.settlement : this.money.settlementOf(b)]);
    const charged = splitGross(s.chargedCents, CANCELLATION_FEE_VAT_RATE);
    const canceled = chairs.filter((c) => canceledChairIds.includes(c.id));
    await this.mail.send({
      to: customer.email,
      template: MailTemplate.BOOKING_CANCELED,
      language: b.language,
      data: {
        firstName: customer.firstName,
        bookingRef: b.bookingRef,
        // The booking's total as it stood (extras and all), not the canceled chairs' prices.
        totalCents: chair ? chair.totalBeforeCents : b.totalPriceCents,
        remainingCents: chair ? b.totalPriceCents : undefined,
        cancellationFeeCents: s.feeCents,
        chargedCents: s.chargedCents,
        chargedVatCents: charged.vatCents,
        chargedVatRate: CANCELLATION_FEE_VAT_RATE,
        paidCents: s.paidCents,
        keptCents: s.keptCents,
        refundCents: s.refundCents,
        openCents: s.openCents,
        correctionNumber: correctionNumber ?? null,
        timeZone,
        chairs: canceled.map((c) => chairLine(c, b.language)),
      },
      attachments: document ? [document] : undefined,
      idempotencyKey: chair ? `booking-chair-canceled-${b.id}-${canceledChairIds.join('-')}` : `booking-canceled-${b.id}-${version}`,
    });
  }

  private async customer(b: OfficeBookingRow, q: Rows = this.sql): Promise<MailCustomer | undefined> {
    if (!b.customerId) return undefined;
    const [customer] = await q.rows<MailCustomer>(
      'office_booking_mail_customer',
      `SELECT email, first_name AS "firstName" FROM customer WHERE id = $1`,
      [b.customerId],
    );
    return customer;
  }
}
