import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope } from '../../common/auth/vendor-scope.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { DEFAULT_TIME_ZONE } from '../../common/time.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { BookingMoneyService } from '../bookings/index.js';
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
       (SELECT x.id FROM till_transaction x WHERE x.sale_id = sale.storno_of AND x.kind = 'SALE') AS "reversesReceipt"
  FROM till_transaction t
  JOIN till_sale sale ON sale.id = t.sale_id
  JOIN till_session s ON s.id = t.session_id
  JOIN location l ON l.id = t.location_id
  LEFT JOIN till_tse tse ON tse.id = t.tse_id
  LEFT JOIN app_user u ON u.id = s.cashier_id
 WHERE t.id = $1 AND t.kind IN ('SALE', 'STORNO')`;

const notFound = (id: number) => new DomainError(ErrorType.ENTITY_NOT_FOUND, `TillReceipt ${id} not found`, { entity: 'TillReceipt', id });

/**
 * The receipt of a till sale or storno (docs/till.md): rendered by the documents module from the booking's invoice data
 * and the till transaction's TSE data, as an 80 mm PDF or a printable page. The first print is the original; every
 * later one says "Kopie" (counted in the database, so a second tab or device cannot print a second original).
 */
@Injectable()
export class TillReceiptsService {
  constructor(
    private readonly sql: SqlService,
    private readonly money: BookingMoneyService,
  ) {}

  async render(
    user: AuthUser,
    id: number,
    format: 'pdf' | 'html',
  ): Promise<{ body: Buffer | string; contentType: string; fileName: string }> {
    const [row] = await this.sql.rows<ReceiptRow>('till_receipt', RECEIPT_SQL, [id]);
    if (!row) throw notFound(id);
    assertInScope(user, row.vendorId, 'TillReceipt', id, row.locationId);
    const invoice = await this.money.invoiceData(user, row.bookingId);
    const [{ prints }] = await this.sql.rows<{ prints: number }>(
      'till_receipt_print',
      `UPDATE till_transaction SET receipt_prints = receipt_prints + 1 WHERE id = $1 RETURNING receipt_prints AS prints`,
      [id],
    );
    const till: TillReceiptInput = {
      receiptNumber: row.id,
      kind: row.kind,
      tillSerial: row.clientId ?? row.tillSerial ?? '',
      location: [row.locationName],
      cashier: row.cashier,
      startedAt: row.createdAt,
      copy: prints > 1,
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
    const body = await renderTillReceipt(invoice, till, DEFAULT_TIME_ZONE, format);
    return {
      body,
      contentType: format === 'pdf' ? 'application/pdf' : 'text/html; charset=utf-8',
      fileName: `Kassenbeleg-${row.id}${till.copy ? '-Kopie' : ''}.${format}`,
    };
  }
}
