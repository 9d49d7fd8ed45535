import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { labelsFor } from '../../common/document-labels.js';
import { BookingStatus, DocumentType } from '../../common/enums.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { JobHandlers } from '../../infra/queue/job-handlers.js';
import { GenerateDocumentPayload, JobName } from '../../infra/queue/queue.types.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import {
  bookingCanceledAt,
  BookingMailsService,
  BookingMoneyService,
  bookingRowById,
  canceledWithBooking,
  chairCanceledAt,
  type CancellationSettlement,
  type InvoiceLines,
  officeBooking,
  OfficeBookingRow,
  OfficeChairRow,
  officeChairs,
  withoutBeachChairs,
} from '../bookings/index.js';
import { documentFileName, documentKey } from './document-keys.js';
import { type ChairLineInput, type ExtraLineInput, invoiceSheet, shortInvoiceReceipt } from './pdf/document-layout.js';
import { cancellationSheet, chairSettlement, stornoSheet } from './pdf/cancellation-layout.js';
import { issuedInvoiceData, type IssuedInvoice } from './pdf/issued-invoice.js';
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

/** Same key → same row: a redone job (object stored, row not yet) or a reprint of a short invoice refreshes the row. */
const UPSERT_SQL = `
INSERT INTO document (vendor_id, booking_id, type, s3_key, file_name, mime_type, size_bytes) VALUES ($1, $2, $3, $4, $5, $6, $7)
ON CONFLICT (s3_key) DO UPDATE SET booking_id = excluded.booking_id, type = excluded.type, file_name = excluded.file_name,
  mime_type = excluded.mime_type, size_bytes = excluded.size_bytes, created_at = now()
RETURNING id`;

const ISSUED_SQL = `SELECT id, type, file_name AS "fileName", mime_type AS "mimeType" FROM document WHERE s3_key = $1`;
const EXTRAS_SQL = `SELECT name, amount, unit_price_cents AS "unitPriceCents", vat_rate AS "vatRate" FROM booking_extra WHERE booking_id = $1 ORDER BY id`;
/** The invoice's date: when its number was issued. */
const INVOICE_DATE_SQL = `
SELECT issued_at AS at, number, gross_cents AS "grossCents", lines FROM invoice WHERE booking_id = $1 AND number = $2`;
/** A correction invoice and the invoice it corrects (with the lines that one stated). */
const CORRECTION_SQL = `
SELECT c.number, o.number AS corrects, o.issued_at AS "correctsIssuedAt", c.issued_at AS "issuedAt", o.lines
  FROM invoice c JOIN invoice o ON o.id = c.corrects_id WHERE c.booking_id = $1 AND c.number = $2`;

const chairInput = (c: OfficeChairRow): ChairLineInput => ({
  publicNumber: c.publicNumber,
  model: c.model,
  sectionName: c.sectionName,
  rowName: c.rowName,
  start: c.start,
  end: c.end,
  priceCents: c.priceCents,
  timeRange: c.timeRange,
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
    private readonly mails: BookingMailsService,
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
      throw withoutBeachChairs(b.bookingRef, b.status);
    }
    const l = labelsFor(b.language);
    const model = shortInvoiceReceipt(data, new Date(), { language: b.language, timeZone: timeZone ?? b.timeZone });
    const body = await renderReceiptPdf(model, `${l.shortInvoice} ${b.bookingRef}`);
    return this.store(
      b,
      DocumentType.SHORT_INVOICE,
      documentKey(b.vendorId, DocumentType.SHORT_INVOICE, b.bookingRef),
      documentFileName(l.fileShortInvoice, b.bookingRef),
      body,
    );
  }

  /** An invoice is issued once: its PDF, once stored, is never rendered again (a change issues a correction invoice). */
  private async invoice(b: OfficeBookingRow, p: GenerateDocumentPayload): Promise<GeneratedDocument | undefined> {
    if (p.correctionNumber) return this.storno(b, p.correctionNumber);
    // The number the job was queued for: after a change the booking may carry a newer one (its own job renders it).
    const number = p.invoiceNumber ?? b.invoiceNumber;
    if (!number) return this.skip(p, 'no invoice number');
    const key = documentKey(b.vendorId, DocumentType.INVOICE, b.bookingRef, number);
    const issued = await this.issued(key);
    if (issued) return issued;
    const [data, [assigned]] = await Promise.all([
      this.money.invoiceDataOf(b),
      this.sql.rows<IssuedInvoice & { at: Date }>('documents_invoice_date', INVOICE_DATE_SQL, [b.id, number]),
    ]);
    if (!assigned) return this.skip(p, `invoice ${number} not in the register`);
    const l = labelsFor(b.language);
    // What the register states was issued, even when the booking changed before this job ran.
    const model = invoiceSheet(issuedInvoiceData(data, assigned) ?? { ...data, invoiceNumber: number }, assigned.at, {
      language: b.language,
      timeZone: b.timeZone,
    });
    const body = await renderSheetPdf(model, `${l.invoice} ${number}`);
    return this.store(b, DocumentType.INVOICE, key, documentFileName(l.fileInvoice, b.bookingRef, number), body);
  }

  /** The correction invoice that cancelled an invoice in full after the booking changed (an INVOICE document too). */
  private async storno(b: OfficeBookingRow, number: string): Promise<GeneratedDocument | undefined> {
    const key = documentKey(b.vendorId, DocumentType.INVOICE, b.bookingRef, number);
    const issued = await this.issued(key);
    if (issued) return issued;
    const [[row], data] = await Promise.all([
      this.sql.rows<{ number: string; corrects: string; correctsIssuedAt: Date; issuedAt: Date; lines: InvoiceLines }>(
        'documents_correction',
        CORRECTION_SQL,
        [b.id, number],
      ),
      this.money.invoiceDataOf(b),
    ]);
    if (!row) return undefined;
    const l = labelsFor(b.language);
    const model = stornoSheet(
      { vendor: data.vendor, customer: data.customer, bookingRef: b.bookingRef, correction: row, issuedAt: row.issuedAt, lines: row.lines },
      { language: b.language, timeZone: b.timeZone },
    );
    const body = await renderSheetPdf(model, `${l.correctionInvoice} ${number}`);
    return this.store(b, DocumentType.INVOICE, key, documentFileName(l.fileCorrectionInvoice, b.bookingRef, number), body);
  }

  /** The whole booking canceled: a correction invoice when it was invoiced, else a confirmation; mailed when asked. */
  private async cancellation(b: OfficeBookingRow, p: GenerateDocumentPayload): Promise<GeneratedDocument | undefined> {
    if (b.status !== BookingStatus.CANCELED) return this.skip(p, `booking is ${b.status} again`);
    const l = labelsFor(b.language);
    const key = documentKey(b.vendorId, DocumentType.CANCELLATION, b.bookingRef, p.correctionNumber ?? `v${p.version ?? 0}`);
    const document =
      (await this.issued(key)) ??
      (await (async () => {
        const [data, chairs, canceledIds, extras, settlement, canceledAt, correction] = await Promise.all([
          this.money.invoiceDataOf(b),
          officeChairs(this.sql, b.id),
          canceledWithBooking(this.sql, b.id),
          this.sql.rows<ExtraLineInput>('documents_extras', EXTRAS_SQL, [b.id]),
          this.money.settlementOf(b),
          bookingCanceledAt(this.sql, b.id),
          this.correction(b, p),
        ]);
        const ids = new Set(canceledIds);
        const model = cancellationSheet(
          {
            kind: 'BOOKING',
            vendor: data.vendor,
            customer: data.customer,
            bookingRef: b.bookingRef,
            invoiceNumber: b.invoiceNumber,
            canceledAt: canceledAt ?? new Date(),
            chairs: chairs.filter((c) => ids.has(c.id)).map(chairInput),
            extras,
            settlement,
            correction,
          },
          { language: b.language, timeZone: b.timeZone },
        );
        const title = correction ? `${l.correctionInvoice} ${correction.number}` : `${l.cancellation} ${b.bookingRef}`;
        const body = await renderSheetPdf(model, title);
        const fileName = correction
          ? documentFileName(l.fileCorrectionInvoice, b.bookingRef, correction.number)
          : documentFileName(l.fileCancellation, b.bookingRef);
        return this.store(b, DocumentType.CANCELLATION, key, fileName, body);
      })());
    if (p.mail) {
      await this.mails.sendCancellation(
        b,
        p.version ?? 0,
        p.mail.timeZone,
        p.mail.beachChairBookingIds,
        {
          filename: document.fileName,
          contentType: PDF,
          content: document.body.toString('base64'),
          encoding: 'base64',
        },
        p.correctionNumber,
      );
    }
    return document;
  }

  private async chairCancellation(b: OfficeBookingRow, p: GenerateDocumentPayload): Promise<GeneratedDocument | undefined> {
    const chair = (await officeChairs(this.sql, b.id)).find((c) => c.id === p.beachChairBookingId);
    if (!chair || chair.status !== BookingStatus.CANCELED) return this.skip(p, 'chair booking not canceled');
    const key = documentKey(b.vendorId, DocumentType.BEACH_CHAIR_CANCELLATION, b.bookingRef, p.correctionNumber ?? chair.id);
    const settlement = chairSettlement(chair.cancellationFeeCents ?? 0, await this.money.paidCentsOf(b.id), b.totalPriceCents);
    const document = (await this.issued(key)) ?? (await this.renderChairCancellation(b, p, chair, key, settlement));
    if (p.mail) await this.mailChairCancellation(b, p, chair, settlement, document);
    return document;
  }

  private async renderChairCancellation(
    b: OfficeBookingRow,
    p: GenerateDocumentPayload,
    chair: OfficeChairRow,
    key: string,
    settlement: CancellationSettlement,
  ): Promise<GeneratedDocument> {
    const [data, canceledAt, correction] = await Promise.all([
      this.money.invoiceDataOf(b),
      chairCanceledAt(this.sql, b.id, chair.id),
      this.correction(b, p),
    ]);
    const l = labelsFor(b.language);
    const model = cancellationSheet(
      {
        kind: 'BEACH_CHAIR',
        vendor: data.vendor,
        customer: data.customer,
        bookingRef: b.bookingRef,
        invoiceNumber: b.invoiceNumber,
        canceledAt: canceledAt ?? new Date(),
        chairs: [chairInput(chair)],
        extras: [],
        settlement,
        remainingCents: b.totalPriceCents,
        correction,
      },
      { language: b.language, timeZone: b.timeZone },
    );
    const body = await renderSheetPdf(
      model,
      correction ? `${l.correctionInvoice} ${correction.number}` : `${l.chairCancellation} ${b.bookingRef}`,
    );
    const fileName = correction
      ? documentFileName(`${l.fileCorrectionInvoice}_${chair.publicNumber}`, b.bookingRef, correction.number)
      : documentFileName(`${l.fileChairCancellation}_${chair.publicNumber}`, b.bookingRef);
    return this.store(b, DocumentType.BEACH_CHAIR_CANCELLATION, key, fileName, body);
  }

  /** The guest hears of one chair canceled as of the whole booking: the chair, the money, the document attached. */
  private async mailChairCancellation(
    b: OfficeBookingRow,
    p: GenerateDocumentPayload,
    chair: OfficeChairRow,
    settlement: CancellationSettlement,
    document: GeneratedDocument,
  ): Promise<void> {
    await this.mails.sendCancellation(
      b,
      0,
      p.mail!.timeZone,
      [chair.id],
      { filename: document.fileName, contentType: PDF, content: document.body.toString('base64'), encoding: 'base64' },
      p.correctionNumber,
      { settlement, totalBeforeCents: b.totalPriceCents - (chair.cancellationFeeCents ?? 0) + chair.priceCents },
    );
  }

  private async correction(b: OfficeBookingRow, p: GenerateDocumentPayload) {
    if (!p.correctionNumber) return null;
    const [row] = await this.sql.rows<{ number: string; corrects: string; correctsIssuedAt: Date }>(
      'documents_correction',
      CORRECTION_SQL,
      [b.id, p.correctionNumber],
    );
    return row ?? null;
  }

  /** An issued document (its row and its stored bytes): documents are immutable, a new version is a new document. */
  private async issued(s3Key: string): Promise<GeneratedDocument | undefined> {
    const [row] = await this.sql.rows<{ id: number; type: DocumentType; fileName: string; mimeType: string }>(
      'documents_issued',
      ISSUED_SQL,
      [s3Key],
    );
    const stored = row && (await this.storage.get(s3Key));
    if (!row || !stored) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of stored.body) chunks.push(Buffer.from(chunk as Uint8Array));
    return { ...row, s3Key, body: Buffer.concat(chunks) };
  }

  /** The object first, then the row: a failure in between leaves an object the retry overwrites, never a row without bytes. */
  private async store(b: OfficeBookingRow, type: DocumentType, s3Key: string, fileName: string, body: Buffer): Promise<GeneratedDocument> {
    await this.storage.put(s3Key, body, PDF);
    const [row] = await this.sql.rows<{ id: number }>('documents_upsert', UPSERT_SQL, [
      b.vendorId,
      b.id,
      type,
      s3Key,
      fileName,
      PDF,
      body.length,
    ]);
    this.logger.log({ msg: 'document stored', type, bookingId: b.id, s3Key, sizeBytes: body.length });
    return { id: row.id, type, s3Key, fileName, mimeType: PDF, body };
  }

  private skip(p: GenerateDocumentPayload, reason: string): undefined {
    this.logger.log({ msg: 'document not generated', ...p, reason });
    return undefined;
  }
}
