import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { BookingStatus, DocumentType, Language } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { JobHandlers } from '../../infra/queue/job-handlers.js';
import { GenerateDocumentPayload, JobName } from '../../infra/queue/queue.types.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { BookingMoneyService } from '../bookings/office-money/booking-money.service.js';
import { amountDueCents, paidCents } from '../bookings/office-money/money-rules.js';
import { CANCEL_BEACH_CHAIR, CANCELED_WITH_BOOKING_SQL } from '../bookings/office/office-lifecycle.service.js';
import { bookingRowById, officeBooking, officeChairs, OfficeBookingRow, OfficeChairRow } from '../bookings/office/office-booking.read.js';
import { documentFileName, documentKey } from './document-keys.js';
import { cancellationSheet, ChairLineInput, invoiceSheet, shortInvoiceReceipt } from './pdf/document-layout.js';
import { labelsFor } from './pdf/document-labels.js';
import { renderReceiptPdf, renderSheetPdf } from './pdf/pdf-render.js';

export const PDF = 'application/pdf';

/** A document rendered and stored, with its bytes. */
export interface GeneratedDocument {
  id: number;
  type: DocumentType;
  s3Key: string;
  fileName: string;
  mimeType: string;
  body: Buffer;
}

/** Same key → same row: a redone job or a reprint replaces the object and refreshes the row. */
const UPSERT_SQL = `
INSERT INTO document (vendor_id, booking_id, type, s3_key, file_name, mime_type, size_bytes) VALUES ($1, $2, $3, $4, $5, $6, $7)
ON CONFLICT (s3_key) DO UPDATE SET booking_id = excluded.booking_id, type = excluded.type, file_name = excluded.file_name,
  mime_type = excluded.mime_type, size_bytes = excluded.size_bytes, created_at = now()
RETURNING id`;

const LANGUAGE_SQL = `SELECT language FROM customer WHERE id = $1`;
const PAYMENTS_SQL = `SELECT status, amount_cents AS "amountCents", refunded_cents AS "refundedCents" FROM payment WHERE booking_id = $1`;
/** What the refund of this cancel gave back (modules/payments, REFUND_BOOKING): still "paid" on the cancellation document. */
const REFUNDED_BY_CANCEL_SQL = `
SELECT coalesce(sum((details ->> 'amountCents')::int), 0)::int AS cents FROM booking_history
 WHERE booking_id = $1 AND action = 'REFUND_PAYMENT' AND details ->> 'reason' = 'CANCELED_BY_OFFICE' AND created_at >= $2`;
const EXTRAS_SQL = `SELECT name, amount, unit_price_cents AS "unitPriceCents" FROM booking_extra WHERE booking_id = $1 ORDER BY id`;
/** The invoice's date: when its (current) number was assigned. */
const INVOICE_DATE_SQL = `SELECT max(created_at) AS at FROM booking_history WHERE booking_id = $1 AND action = 'ASSIGN_INVOICE_NUMBER'`;
const CANCELED_AT_SQL = `SELECT max(created_at) AS at FROM booking_history WHERE booking_id = $1 AND to_status = 'CANCELED' AND from_status IS DISTINCT FROM 'CANCELED'`;
const CHAIR_CANCELED_AT_SQL = `
SELECT max(created_at) AS at FROM booking_history
 WHERE booking_id = $1 AND action = '${CANCEL_BEACH_CHAIR}' AND details ->> 'beachChairBookingId' = $2::text`;

const chairInput = (c: OfficeChairRow): ChairLineInput => ({
  publicNumber: c.publicNumber, model: c.model, sectionName: c.sectionName, rowName: c.rowName, start: c.start, end: c.end, priceCents: c.priceCents,
});

/**
 * Renders the booking PDFs (document-layout.ts decides what they say) and stores them: the GENERATE_DOCUMENT job
 * (invoice, cancellation, one chair's cancellation; enqueued by the bookings module after its commit) and the short
 * invoice the back office prints on demand.
 */
@Injectable()
export class DocumentGeneratorService implements OnModuleInit {
  private readonly logger = new Logger('Documents');

  constructor(
    private readonly sql: SqlService,
    private readonly storage: StorageService,
    private readonly handlers: JobHandlers,
    private readonly money: BookingMoneyService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.GENERATE_DOCUMENT, (payload) => this.generate(payload).then(() => undefined));
  }

  /**
   * The job: renders from the booking's state now, so a late or repeated job writes the current document; a job whose
   * trigger was undone (the booking recovered, no invoice number) writes nothing. Undefined when nothing was written.
   */
  async generate(p: GenerateDocumentPayload): Promise<GeneratedDocument | undefined> {
    const [exists] = await this.sql.rows<{ id: number }>('documents_booking_exists', `SELECT id FROM booking WHERE id = $1`, [p.bookingId]);
    if (!exists) return this.skip(p, 'booking gone');
    const b = await bookingRowById(this.sql, p.bookingId);
    switch (p.type) {
      case DocumentType.INVOICE:
        return this.invoice(b, p);
      case DocumentType.CANCELLATION:
        return this.cancellation(b, p);
      case DocumentType.BEACH_CHAIR_CANCELLATION:
        return this.chairCancellation(b, p);
    }
  }

  /** GET /features/booking_details/{id}/shortInvoice: rendered now and stored (one per booking: a reprint replaces it). */
  async shortInvoice(user: AuthUser, bookingId: number, timeZone?: string): Promise<GeneratedDocument> {
    const b = await officeBooking(this.sql, user, bookingId);
    const data = await this.money.invoiceDataOf(b);
    if (!data.beachChairBookings.length) {
      throw new DomainError(ErrorType.BOOKING_WITHOUT_BEACH_CHAIRS, `Booking ${b.bookingRef} holds no chair booking that is not canceled`, { status: b.status });
    }
    const language = await this.language(b);
    const l = labelsFor(language);
    const model = shortInvoiceReceipt(data, new Date(), { language, timeZone: timeZone ?? b.timeZone });
    const body = await renderReceiptPdf(model, `${l.shortInvoice} ${b.bookingRef}`);
    return this.store(b, DocumentType.SHORT_INVOICE, documentKey(b.vendorId, DocumentType.SHORT_INVOICE, b.bookingRef), documentFileName(l.fileShortInvoice, b.bookingRef), body);
  }

  private async invoice(b: OfficeBookingRow, p: GenerateDocumentPayload): Promise<GeneratedDocument | undefined> {
    if (!b.invoiceNumber) return this.skip(p, 'no invoice number');
    const [data, language, [assigned]] = await Promise.all([
      this.money.invoiceDataOf(b),
      this.language(b),
      this.sql.rows<{ at: Date | null }>('documents_invoice_date', INVOICE_DATE_SQL, [b.id]),
    ]);
    const l = labelsFor(language);
    const model = invoiceSheet(data, assigned?.at ?? new Date(), { language, timeZone: b.timeZone });
    const body = await renderSheetPdf(model, `${l.invoice} ${b.invoiceNumber}`);
    return this.store(
      b, DocumentType.INVOICE, documentKey(b.vendorId, DocumentType.INVOICE, b.bookingRef, b.invoiceNumber),
      documentFileName(l.fileInvoice, b.bookingRef, b.invoiceNumber), body,
    );
  }

  private async cancellation(b: OfficeBookingRow, p: GenerateDocumentPayload): Promise<GeneratedDocument | undefined> {
    if (b.status !== BookingStatus.CANCELED) return this.skip(p, `booking is ${b.status} again`);
    const [data, language, chairs, canceledIds, extras, paid, [canceled]] = await Promise.all([
      this.money.invoiceDataOf(b),
      this.language(b),
      officeChairs(this.sql, b.id),
      this.sql.rows<{ id: number }>('documents_canceled_with_booking', CANCELED_WITH_BOOKING_SQL, [b.id]),
      this.sql.rows<{ name: string; amount: number; unitPriceCents: number }>('documents_extras', EXTRAS_SQL, [b.id]),
      this.paid(b.id),
      this.sql.rows<{ at: Date | null }>('documents_canceled_at', CANCELED_AT_SQL, [b.id]),
    ]);
    const ids = new Set(canceledIds.map((r) => r.id));
    // The refund job may have run before this one: what it gave back was paid when the booking was canceled.
    const [refunded] = canceled?.at ? await this.sql.rows<{ cents: number }>('documents_refunded_by_cancel', REFUNDED_BY_CANCEL_SQL, [b.id, canceled.at]) : [];
    const l = labelsFor(language);
    const model = cancellationSheet(
      {
        kind: 'BOOKING', vendor: data.vendor, customer: data.customer, bookingRef: b.bookingRef, invoiceNumber: b.invoiceNumber,
        canceledAt: canceled?.at ?? new Date(), chairs: chairs.filter((c) => ids.has(c.id)).map(chairInput), extras,
        feeCents: b.cancellationFeeCents ?? 0, paidCents: paid + (refunded?.cents ?? 0), skipRefund: b.skipRefund,
        dueCents: amountDueCents(b.status, b.totalPriceCents, b.cancellationFeeCents),
      },
      { language, timeZone: b.timeZone },
    );
    const body = await renderSheetPdf(model, `${l.cancellation} ${b.bookingRef}`);
    return this.store(
      b, DocumentType.CANCELLATION, documentKey(b.vendorId, DocumentType.CANCELLATION, b.bookingRef, `v${p.version ?? 0}`),
      documentFileName(l.fileCancellation, b.bookingRef), body,
    );
  }

  private async chairCancellation(b: OfficeBookingRow, p: GenerateDocumentPayload): Promise<GeneratedDocument | undefined> {
    const chair = (await officeChairs(this.sql, b.id)).find((c) => c.id === p.beachChairBookingId);
    if (!chair || chair.status !== BookingStatus.CANCELED) return this.skip(p, 'chair booking not canceled');
    const [data, language, paid, [canceled]] = await Promise.all([
      this.money.invoiceDataOf(b),
      this.language(b),
      this.paid(b.id),
      this.sql.rows<{ at: Date | null }>('documents_chair_canceled_at', CHAIR_CANCELED_AT_SQL, [b.id, chair.id]),
    ]);
    const l = labelsFor(language);
    const model = cancellationSheet(
      {
        kind: 'BEACH_CHAIR', vendor: data.vendor, customer: data.customer, bookingRef: b.bookingRef, invoiceNumber: b.invoiceNumber,
        canceledAt: canceled?.at ?? new Date(), chairs: [chairInput(chair)], extras: [], feeCents: 0, paidCents: paid, skipRefund: false,
        dueCents: amountDueCents(b.status, b.totalPriceCents, b.cancellationFeeCents),
      },
      { language, timeZone: b.timeZone },
    );
    const body = await renderSheetPdf(model, `${l.chairCancellation} ${b.bookingRef}`);
    return this.store(
      b, DocumentType.BEACH_CHAIR_CANCELLATION, documentKey(b.vendorId, DocumentType.BEACH_CHAIR_CANCELLATION, b.bookingRef, chair.id),
      documentFileName(`${l.fileChairCancellation}_${chair.publicNumber}`, b.bookingRef), body,
    );
  }

  /** The object first, then the row: a failure in between leaves an object the retry overwrites, never a row without bytes. */
  private async store(b: OfficeBookingRow, type: DocumentType, s3Key: string, fileName: string, body: Buffer): Promise<GeneratedDocument> {
    await this.storage.put(s3Key, body, PDF);
    const [row] = await this.sql.rows<{ id: number }>('documents_upsert', UPSERT_SQL, [b.vendorId, b.id, type, s3Key, fileName, PDF, body.length]);
    this.logger.log({ msg: 'document stored', type, bookingId: b.id, s3Key, sizeBytes: body.length });
    return { id: row.id, type, s3Key, fileName, mimeType: PDF, body };
  }

  /** The customer's language, else the booking's; German when neither says. */
  private async language(b: OfficeBookingRow): Promise<Language> {
    const [customer] = b.customerId ? await this.sql.rows<{ language: Language | null }>('documents_customer_language', LANGUAGE_SQL, [b.customerId]) : [];
    return customer?.language ?? b.language ?? Language.DE;
  }

  private async paid(bookingId: number): Promise<number> {
    return paidCents(await this.sql.rows<{ status: string; amountCents: number; refundedCents: number }>('documents_payments', PAYMENTS_SQL, [bookingId]));
  }

  private skip(p: GenerateDocumentPayload, reason: string): undefined {
    this.logger.log({ msg: 'document not generated', ...p, reason });
    return undefined;
  }
}
