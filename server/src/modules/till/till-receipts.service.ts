import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope } from '../../common/auth/vendor-scope.js';
import { Language } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { DEFAULT_TIME_ZONE } from '../../common/time.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import { txSql, type Rows } from '../../infra/database/tx-rows.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { MailTemplate } from '../../infra/mail/mail.types.js';
import { BookingMoneyService, bookingRowById } from '../bookings/index.js';
import { renderTillReceipt, type TillReceiptInput } from '../documents/index.js';
import type { TseVatRate } from './tse/tse.js';

interface ReceiptRow {
  id: number;
  vendorId: number;
  locationId: number;
  kind: 'SALE' | 'STORNO';
  bookingId: number;
  createdAt: Date;
  cashier: string | null;
  locationName: string;
  locationAddress: Record<string, unknown> | null;
  tillSerial: string | null;
  state: string;
  uncertified: boolean | null;
  transactionNumber: string | null;
  signatureCounter: string | null;
  signature: string | null;
  algorithm: string | null;
  serialNumber: string | null;
  publicKey: string | null;
  clientId: string | null;
  timeStart: Date | null;
  timeEnd: Date | null;
  qrCodeData: string | null;
  amountsPerVatRate: { vatRate: TseVatRate; cents: number }[];
  reversesReceipt: number | null;
  /** A customer was added to the sale after this receipt was made: the receipt stays as it was, without them. */
  customerLater: boolean;
  totalCents: number;
  ecReceiptNumber: string | null;
}

type ReceiptFormat = 'pdf' | 'html';

export interface RenderedReceipt {
  body: Buffer | string;
  contentType: string;
  fileName: string;
}

const PERCENT: Record<TseVatRate, number> = { NORMAL: 19, REDUCED_1: 7, NULL: 0 };

const RECEIPT_SQL = `
SELECT t.id, t.vendor_id AS "vendorId", t.location_id AS "locationId", t.kind, sale.booking_id AS "bookingId", t.created_at AS "createdAt",
       nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS cashier, l.name AS "locationName", l.address AS "locationAddress",
       tse.client_id AS "tillSerial", t.tse_state AS state, t.tse_uncertified AS uncertified, t.tse_number AS "transactionNumber",
       t.tse_signature_counter AS "signatureCounter", t.tse_signature AS signature, t.tse_algorithm AS algorithm,
       t.tse_serial_number AS "serialNumber", t.tse_public_key AS "publicKey", t.tse_client_id AS "clientId",
       t.tse_time_start AS "timeStart", t.tse_time_end AS "timeEnd", t.tse_qr_code_data AS "qrCodeData",
       t.amounts_per_vat_rate AS "amountsPerVatRate",
       (SELECT x.id FROM till_transaction x WHERE x.sale_id = sale.storno_of AND x.kind = 'SALE') AS "reversesReceipt",
       EXISTS (SELECT 1 FROM till_sale o WHERE o.booking_id = sale.booking_id AND o.customer_added_at > t.created_at) AS "customerLater",
       sale.total_cents AS "totalCents",
       sale.ec_receipt_number AS "ecReceiptNumber"
  FROM till_transaction t
  JOIN till_sale sale ON sale.id = t.sale_id
  JOIN till_session s ON s.id = t.session_id
  JOIN location l ON l.id = t.location_id
  LEFT JOIN till_tse tse ON tse.id = t.tse_id
  LEFT JOIN app_user u ON u.id = s.cashier_id
 WHERE t.kind IN ('SALE', 'STORNO')`;

const notFound = (id: number) => new DomainError(ErrorType.ENTITY_NOT_FOUND, `TillReceipt ${id} not found`, { entity: 'TillReceipt', id });

/** The public link of a receipt (the QR code the counter shows after a sale), from its token. */
export const receiptUrl = (baseUrl: string, token: string) => `${baseUrl.replace(/\/+$/, '')}/api/v1/public/receipts/${token}`;

/**
 * The receipt of a till sale or storno (docs/till.md): rendered by the documents module from the booking's invoice data
 * and the till transaction's TSE data, as an 80 mm PDF or a printable page, printed, downloaded, mailed or opened by its
 * public link. One rule for every output: the first is the original; every later one says "KOPIE" (counted in the
 * database, so a second tab or device cannot make a second original).
 */
@Injectable()
export class TillReceiptsService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly money: BookingMoneyService,
    private readonly mails: MailService,
  ) {}

  /** The receipt for the office (the caller's vendor and location only). */
  async render(user: AuthUser, id: number, format: ReceiptFormat): Promise<RenderedReceipt> {
    const row = await this.scoped(user, id);
    return this.output(row, format, await this.countOutput(this.sql, id));
  }

  /** The receipt by its public token (the guest's QR link, no login); an unknown token is 404. */
  async renderPublic(token: string, format: ReceiptFormat): Promise<RenderedReceipt> {
    const [row] = /^[0-9a-f]{64}$/.test(token)
      ? await this.sql.rows<ReceiptRow>('till_receipt_by_token', `${RECEIPT_SQL} AND t.receipt_token = $1`, [token])
      : [];
    if (!row) throw new DomainError(ErrorType.ENTITY_NOT_FOUND, 'No receipt has this link', { entity: 'TillReceipt', field: 'token' });
    return this.output(row, format, await this.countOutput(this.sql, row.id));
  }

  /**
   * Mails the receipt's PDF to `email`, in the guest's language when the booking has a guest (German otherwise). The
   * output is counted and the mail queued in one transaction (the job outbox): a mail that is not queued counts nothing.
   */
  async mail(user: AuthUser, id: number, email: string): Promise<void> {
    const row = await this.scoped(user, id);
    const [guest] = await this.sql.rows<{ language: string | null; firstName: string | null }>(
      'till_receipt_guest',
      `SELECT c.language, c.first_name AS "firstName" FROM booking b LEFT JOIN customer c ON c.id = b.customer_id WHERE b.id = $1`,
      [row.bookingId],
    );
    const language = guest?.language === Language.EN ? Language.EN : Language.DE;
    const invoice = await this.invoiceOf(row);
    await transactionWithRetry(this.db, async (m) => {
      const prints = await this.countOutput(txSql(m), id);
      const receipt = await this.output(row, 'pdf', prints, invoice);
      await this.mails.sendIn(m, {
        to: email,
        template: MailTemplate.TILL_RECEIPT,
        language,
        data: {
          firstName: guest?.firstName ?? null,
          receiptNumber: row.id,
          storno: row.kind === 'STORNO',
          vendorName: invoice.vendor.companyName,
          totalCents: row.totalCents,
        },
        idempotencyKey: `till-receipt-${id}-${prints}`,
        attachments: [
          {
            filename: receipt.fileName,
            contentType: 'application/pdf',
            content: (receipt.body as Buffer).toString('base64'),
            encoding: 'base64',
          },
        ],
      });
    });
  }

  private async scoped(user: AuthUser, id: number): Promise<ReceiptRow> {
    const [row] = await this.sql.rows<ReceiptRow>('till_receipt', `${RECEIPT_SQL} AND t.id = $1`, [id]);
    if (!row) throw notFound(id);
    assertInScope(user, row.vendorId, 'TillReceipt', id, row.locationId);
    return row;
  }

  /** One more output of the receipt; answers how many there were with it (1: this one is the original). */
  private async countOutput(q: Rows, id: number): Promise<number> {
    const [{ prints }] = await q.rows<{ prints: number }>(
      'till_receipt_print',
      `UPDATE till_transaction SET receipt_prints = receipt_prints + 1 WHERE id = $1 RETURNING receipt_prints AS prints`,
      [id],
    );
    return prints;
  }

  /** The booking's invoice data as the receipt shows it: a customer added after the receipt was made is left out (GoBD). */
  private async invoiceOf(row: ReceiptRow) {
    const invoice = await this.money.invoiceDataOf(await bookingRowById(this.sql, row.bookingId));
    return row.customerLater ? { ...invoice, customer: null } : invoice;
  }

  private async output(
    row: ReceiptRow,
    format: ReceiptFormat,
    prints: number,
    invoice?: Awaited<ReturnType<TillReceiptsService['invoiceOf']>>,
  ): Promise<RenderedReceipt> {
    const till: TillReceiptInput = {
      receiptNumber: row.id,
      kind: row.kind,
      tillSerial: row.clientId ?? row.tillSerial ?? '',
      location: [row.locationName],
      cashier: row.cashier,
      startedAt: row.createdAt,
      copy: prints > 1,
      ecReceiptNumber: row.ecReceiptNumber,
      reverses:
        row.reversesReceipt === null
          ? undefined
          : {
              receiptNumber: row.reversesReceipt,
              grossByVatRate: row.amountsPerVatRate.map((a) => ({ vatRate: PERCENT[a.vatRate], cents: a.cents })),
            },
      tse: {
        failed: row.state !== 'SIGNED',
        uncertified: row.uncertified === true,
        transactionNumber: row.transactionNumber === null ? null : Number(row.transactionNumber),
        signatureCounter: row.signatureCounter === null ? null : Number(row.signatureCounter),
        signature: row.signature,
        algorithm: row.algorithm,
        serialNumber: row.serialNumber,
        publicKey: row.publicKey,
        timeStart: row.timeStart,
        timeEnd: row.timeEnd,
        qrCodeData: row.qrCodeData,
      },
    };
    const body = await renderTillReceipt(invoice ?? (await this.invoiceOf(row)), till, DEFAULT_TIME_ZONE, format);
    return {
      body,
      contentType: format === 'pdf' ? 'application/pdf' : 'text/html; charset=utf-8',
      fileName: `Kassenbeleg-${row.id}${till.copy ? '-Kopie' : ''}.${format}`,
    };
  }
}
