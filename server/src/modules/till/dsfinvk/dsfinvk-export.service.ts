import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { locationScopeOf, vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { addDays, DEFAULT_TIME_ZONE, zonedInstant, zonedIsoString } from '../../../common/time.js';
import { splitGross } from '../../../common/vat.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { BookingMoneyService, type InvoiceDataDto } from '../../bookings/index.js';
import type { ClosingSums } from '../till-closing.js';
import type { TsePaymentType, TseVatRate } from '../tse/tse.js';
import type { Row, TableKey } from './tables.js';
import { dsfinvkZip, TAXONOMY_VERSION } from './writer.js';

/** The DSFinV-K's VAT keys (Anhang I): 1 = 19 %, 2 = 7 %, 5 = not taxable (0 %). */
const UST_KEY: Record<TseVatRate, { key: number; rate: number; text: string }> = {
  NORMAL: { key: 1, rate: 19, text: 'Regelsteuersatz' },
  REDUCED_1: { key: 2, rate: 7, text: 'Ermäßigter Steuersatz' },
  NULL: { key: 5, rate: 0, text: 'Nicht steuerbar' },
};

/** The till's payment methods as the DSFinV-K's payment types (Anhang D) and names. */
const PAYMENT: Record<string, { typ: string; name: string }> = {
  CASH: { typ: 'Bar', name: 'Bargeld' },
  EC: { typ: 'ECKarte', name: 'girocard' },
  CARD_TERMINAL: { typ: 'Unbar', name: 'Kartenterminal' },
};

/** Each kind of till transaction as the business case (GV_TYP, Anhang C) of its one position. */
const GV_TYP: Record<string, string> = {
  SALE: 'Umsatz',
  STORNO: 'Umsatz',
  OPENING: 'Anfangsbestand',
  CASH_IN: 'Einzahlung',
  CASH_OUT: 'Auszahlung',
};

interface ClosedSession {
  id: number;
  locationId: number;
  cashierId: number;
  cashierName: string | null;
  closedAt: Date;
  closing: ClosingSums;
  countedCashCents: number;
  zNr: number;
  tillId: string;
  locationName: string;
  locationAddress: Record<string, unknown> | null;
}

interface TransactionRow {
  id: number;
  sessionId: number;
  kind: string;
  saleId: number | null;
  bookingId: number | null;
  paymentMethod: string | null;
  amountsPerVatRate: { vatRate: TseVatRate; cents: number }[];
  amountsPerPaymentType: { paymentType: TsePaymentType; cents: number }[];
  createdAt: Date;
  state: string;
  number: string | null;
  counter: string | null;
  signature: string | null;
  timeStart: Date | null;
  timeEnd: Date | null;
  error: string | null;
  qrCodeData: string | null;
  serialNumber: string | null;
  algorithm: string | null;
  publicKey: string | null;
  reversesBonId: number | null;
  ecReceiptNumber: string | null;
}

/** Closed sessions of the vendor (and location, in a location context) whose closing falls on a day of the range. */
const SESSIONS_SQL = `
SELECT * FROM (
  SELECT s.id, s.location_id AS "locationId", s.cashier_id AS "cashierId", s.closed_at AS "closedAt", s.closing,
         s.counted_cash_cents AS "countedCashCents", s.vendor_id AS "vendorId",
         row_number() OVER (PARTITION BY s.location_id ORDER BY s.closed_at, s.id)::int AS "zNr",
         coalesce(t.client_id, 'till-' || s.location_id) AS "tillId", l.name AS "locationName", l.address AS "locationAddress",
         nullif(trim(concat_ws(' ', u.first_name, u.last_name)), '') AS "cashierName"
    FROM till_session s JOIN location l ON l.id = s.location_id
    -- A session's TSE is its opening's: a TSE is switched only while no session of the location is open.
    LEFT JOIN till_tse t ON t.id = (SELECT o.tse_id FROM till_transaction o WHERE o.session_id = s.id ORDER BY o.id LIMIT 1)
    LEFT JOIN app_user u ON u.id = s.cashier_id
   WHERE s.closed_at IS NOT NULL AND s.vendor_id = $1 AND ($2::int IS NULL OR s.location_id = $2)) closed
 WHERE "closedAt" >= $3 AND "closedAt" < $4
 ORDER BY "closedAt", id`;

const TRANSACTIONS_SQL = `
SELECT t.id, t.session_id AS "sessionId", t.kind, t.sale_id AS "saleId", sale.booking_id AS "bookingId", sale.payment_method AS "paymentMethod",
       t.amounts_per_vat_rate AS "amountsPerVatRate", t.amounts_per_payment_type AS "amountsPerPaymentType", t.created_at AS "createdAt",
       t.tse_state AS state, t.tse_number AS number, t.tse_signature_counter AS counter, t.tse_signature AS signature,
       t.tse_time_start AS "timeStart", t.tse_time_end AS "timeEnd", t.tse_error AS error, t.tse_qr_code_data AS "qrCodeData",
       t.tse_serial_number AS "serialNumber", t.tse_algorithm AS algorithm, t.tse_public_key AS "publicKey",
       (SELECT x.id FROM till_transaction x WHERE x.sale_id = sale.storno_of AND x.kind = 'SALE') AS "reversesBonId",
       sale.ec_receipt_number AS "ecReceiptNumber"
  FROM till_transaction t LEFT JOIN till_sale sale ON sale.id = t.sale_id
 WHERE t.session_id = ANY($1) AND t.kind <> 'CLOSING'
 ORDER BY t.id`;

/** Local time of the till (Europe/Berlin) as the DSFinV-K writes a point in time: YYYY-MM-DDThh:mm:ss (no offset). */
const localTime = (instant: Date): string => zonedIsoString(instant, DEFAULT_TIME_ZONE).slice(0, 19);

const euros = (cents: number) => cents / 100;
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/**
 * GET /till/exports/dsfinvk: the closings of a date range as the DSFinV-K 2.4 (docs/till.md): master data, the
 * closings' sums (Z_GV_Typ, Z_Zahlart, Z_Waehrungen) and the single records (Bonkopf, Bonpos with VAT, payment
 * types, TSE transactions), one zip with index.xml. Only closed sessions: a DSFinV-K export is built from closings.
 */
@Injectable()
export class DsfinvkExportService {
  constructor(
    private readonly sql: SqlService,
    private readonly money: BookingMoneyService,
  ) {}

  async export(user: AuthUser, from: string, to: string): Promise<{ zip: Uint8Array; fileName: string }> {
    const vendorId = vendorScopeOf(user);
    if (vendorId === null) throw new DomainError(ErrorType.FORBIDDEN, 'Choose a vendor context first: an export is one vendor’s', {});
    const sessions = await this.sql.rows<ClosedSession>('dsfinvk_sessions', SESSIONS_SQL, [
      vendorId,
      locationScopeOf(user),
      zonedInstant(from, '00:00', DEFAULT_TIME_ZONE),
      zonedInstant(addDays(to, 1), '00:00', DEFAULT_TIME_ZONE),
    ]);
    const transactions = await this.sql.rows<TransactionRow>('dsfinvk_transactions', TRANSACTIONS_SQL, [sessions.map((s) => s.id)]);
    const invoices = new Map<number, InvoiceDataDto>();
    for (const t of transactions)
      if (t.bookingId !== null && !invoices.has(t.bookingId)) invoices.set(t.bookingId, await this.money.invoiceData(user, t.bookingId));
    const vendor = invoices.values().next().value?.vendor;
    const [company] = vendor
      ? [vendor]
      : await this.sql.rows<{ companyName: string; address: Record<string, unknown>; taxNumber: string | null; vatId: string | null }>(
          'dsfinvk_vendor',
          `SELECT company_name AS "companyName", address, invoice_data->>'taxNumber' AS "taxNumber", invoice_data->>'vatId' AS "vatId" FROM vendor WHERE id = $1`,
          [vendorId],
        );
    const rows: Partial<Record<TableKey, Row[]>> = {};
    const add = (key: TableKey, row: Row) => (rows[key] ??= []).push(row);

    for (const s of sessions) {
      const z: Row = { Z_KASSE_ID: s.tillId, Z_ERSTELLUNG: localTime(s.closedAt), Z_NR: s.zNr };
      const own = transactions.filter((t) => t.sessionId === s.id);
      const bonId = (t: TransactionRow) => String(t.id);
      const address = s.locationAddress ?? {};
      add('cashPointClosing', {
        ...z,
        Z_BUCHUNGSTAG: localTime(s.closedAt).slice(0, 10),
        TAXONOMIE_VERSION: TAXONOMY_VERSION,
        Z_START_ID: own.length ? bonId(own[0]) : '',
        Z_ENDE_ID: own.length ? bonId(own[own.length - 1]) : '',
        NAME: company?.companyName ?? '',
        STRASSE: [text(company?.address?.street), text(company?.address?.houseNumber)].filter(Boolean).join(' '),
        PLZ: text(company?.address?.zip),
        ORT: text(company?.address?.city),
        LAND: 'DEU',
        STNR: company?.taxNumber ?? '',
        USTID: company?.vatId ?? '',
        Z_SE_ZAHLUNGEN: euros(s.closing.byPaymentType.reduce((sum, p) => sum + p.cents, 0)),
        Z_SE_BARZAHLUNGEN: euros(s.closing.byPaymentType.find((p) => p.paymentType === 'CASH')?.cents ?? 0),
      });
      add('location', {
        ...z,
        LOC_NAME: s.locationName,
        LOC_STRASSE: [text(address.street), text(address.houseNumber)].filter(Boolean).join(' '),
        LOC_PLZ: text(address.zip),
        LOC_ORT: text(address.city),
        LOC_LAND: 'DEU',
        LOC_USTID: company?.vatId ?? '',
      });
      add('cashRegister', {
        ...z,
        KASSE_BRAND: 'Strandkorb',
        KASSE_MODELL: 'Strandkorb Kasse (Web)',
        KASSE_SERIENNR: s.tillId,
        KASSE_SW_BRAND: 'Strandkorb',
        KASSE_SW_VERSION: process.env.npm_package_version ?? '0.1.0',
        KASSE_BASISWAEH_CODE: 'EUR',
        KEINE_UST_ZUORDNUNG: '',
      });
      for (const rate of Object.values(UST_KEY)) add('vat', { ...z, UST_SCHLUESSEL: rate.key, UST_SATZ: rate.rate, UST_BESCHR: rate.text });
      const signed = own.find((t) => t.serialNumber);
      if (signed)
        add('tse', {
          ...z,
          TSE_ID: 1,
          TSE_SERIAL: signed.serialNumber,
          TSE_SIG_ALGO: signed.algorithm,
          TSE_ZEITFORMAT: 'utcTime',
          TSE_PD_ENCODING: 'UTF-8',
          TSE_PUBLIC_KEY: signed.publicKey,
          TSE_ZERTIFIKAT_I: '',
          TSE_ZERTIFIKAT_II: '',
        });

      // The closing's sums (Kassenabschlussmodul), as frozen at the closing.
      for (const v of s.closing.byVatRate) {
        const split = splitGross(v.cents, UST_KEY[v.vatRate].rate);
        add('businessCases', {
          ...z,
          GV_TYP: 'Umsatz',
          GV_NAME: '',
          AGENTUR_ID: 0,
          UST_SCHLUESSEL: UST_KEY[v.vatRate].key,
          Z_UMS_BRUTTO: euros(split.grossCents),
          Z_UMS_NETTO: euros(split.netCents),
          Z_UST: euros(split.vatCents),
        });
      }
      for (const [typ, cents] of [
        ['Anfangsbestand', s.closing.openingCents],
        ['Einzahlung', s.closing.cashInCents],
        ['Auszahlung', -s.closing.cashOutCents],
        ['DifferenzSollIst', s.countedCashCents - s.closing.expectedCashCents],
      ] as const)
        if (cents !== 0)
          add('businessCases', {
            ...z,
            GV_TYP: typ,
            GV_NAME: '',
            AGENTUR_ID: 0,
            UST_SCHLUESSEL: 5,
            Z_UMS_BRUTTO: euros(cents),
            Z_UMS_NETTO: euros(cents),
            Z_UST: 0,
          });
      const byMethod = new Map<string, number>();
      for (const t of own.filter((x) => x.kind === 'SALE' || x.kind === 'STORNO'))
        byMethod.set(
          t.paymentMethod ?? 'CASH',
          (byMethod.get(t.paymentMethod ?? 'CASH') ?? 0) + t.amountsPerPaymentType.reduce((sum, p) => sum + p.cents, 0),
        );
      for (const [method, cents] of byMethod)
        add('payment', { ...z, ZAHLART_TYP: PAYMENT[method].typ, ZAHLART_NAME: PAYMENT[method].name, Z_ZAHLART_BETRAG: euros(cents) });
      add('cashPerCurrency', { ...z, ZAHLART_WAEH: 'EUR', ZAHLART_BETRAG_WAEH: euros(s.countedCashCents) });

      // The single records (Einzelaufzeichnungsmodul).
      for (const t of own) {
        const bon = { ...z, BON_ID: bonId(t) };
        const gross = t.amountsPerPaymentType.reduce((sum, p) => sum + p.cents, 0);
        const invoice = t.bookingId === null ? undefined : invoices.get(t.bookingId);
        add('transactions', {
          ...bon,
          BON_NR: t.id,
          BON_TYP: 'Beleg',
          BON_NAME: '',
          TERMINAL_ID: s.tillId,
          BON_STORNO: t.kind === 'STORNO' ? '1' : '0',
          BON_START: localTime(t.createdAt),
          BON_ENDE: localTime(t.timeEnd ?? t.createdAt),
          BEDIENER_ID: String(s.cashierId),
          BEDIENER_NAME: s.cashierName ?? '',
          UMS_BRUTTO: euros(gross),
          KUNDE_NAME: invoice?.customer ? `${invoice.customer.firstName} ${invoice.customer.lastName}`.trim() : '',
          // DSFinV-K has no field of its own for the EC slip's number: the Bon's note carries it.
          BON_NOTIZ: [invoice ? `Buchung ${invoice.bookingRef}` : '', t.ecReceiptNumber ? `EC-Beleg-Nr. ${t.ecReceiptNumber}` : '']
            .filter(Boolean)
            .join('; '),
        });
        for (const v of t.amountsPerVatRate) {
          const split = splitGross(v.cents, UST_KEY[v.vatRate].rate);
          add('transactionsVat', {
            ...bon,
            UST_SCHLUESSEL: UST_KEY[v.vatRate].key,
            BON_BRUTTO: euros(split.grossCents),
            BON_NETTO: euros(split.netCents),
            BON_UST: euros(split.vatCents),
          });
        }
        const method = t.paymentMethod ?? 'CASH';
        add('dataPayment', {
          ...bon,
          ZAHLART_TYP: PAYMENT[method].typ,
          ZAHLART_NAME: PAYMENT[method].name,
          ZAHLWAEH_CODE: 'EUR',
          ZAHLWAEH_BETRAG: euros(gross),
          BASISWAEH_BETRAG: euros(gross),
        });
        add('transactionsTse', {
          ...bon,
          TSE_ID: 1,
          TSE_TANR: t.number === null ? null : Number(t.number),
          TSE_TA_START: t.timeStart ? t.timeStart.toISOString() : '',
          TSE_TA_ENDE: t.timeEnd ? t.timeEnd.toISOString() : '',
          TSE_TA_VORGANGSART: t.kind === 'SALE' || t.kind === 'STORNO' ? 'Kassenbeleg-V1' : 'SonstigerVorgang',
          TSE_TA_SIGZ: t.counter === null ? null : Number(t.counter),
          TSE_TA_SIG: t.signature ?? '',
          TSE_TA_FEHLER: t.state === 'SIGNED' ? '' : `TSE ausgefallen: ${t.error ?? ''}`.trim(),
          TSE_TA_VORGANGSDATEN: t.qrCodeData?.split(';')[3] ?? '',
        });
        // Positions: the booking's chairs and extras for a sale; per VAT rate what a storno reverses (its booking is
        // canceled); one position for a cash movement.
        if (t.reversesBonId !== null)
          add('references', {
            ...bon,
            REF_TYP: 'Transaktion',
            REF_Z_KASSE_ID: s.tillId,
            REF_BON_ID: String(t.reversesBonId),
            REF_DATUM: '',
          });
        const reversed =
          t.kind === 'STORNO'
            ? t.amountsPerVatRate.map((a) => ({
                text: `Storno zu Bon ${t.reversesBonId}`,
                amount: 1,
                gross: euros(a.cents),
                vatRate: UST_KEY[a.vatRate].rate,
              }))
            : undefined;
        const positions = reversed
          ? reversed
          : invoice
            ? [
                ...invoice.beachChairBookings.map((c) => ({
                  text: `Strandkorb ${c.publicNumber} (${c.sectionName}) ${c.startDate}–${c.endDate}`,
                  amount: 1,
                  gross: c.gross,
                  vatRate: c.vatRate,
                })),
                ...invoice.extras.map((e) => ({ text: e.name, amount: e.amount, gross: e.gross, vatRate: e.vatRate })),
              ]
            : [{ text: GV_TYP[t.kind], amount: 1, gross: euros(gross), vatRate: 0 }];
        positions.forEach((p, i) => {
          const line = { ...bon, POS_ZEILE: String(i + 1) };
          const key = p.vatRate === 19 ? 1 : p.vatRate === 7 ? 2 : 5;
          add('lines', {
            ...line,
            ARTIKELTEXT: p.text,
            POS_TERMINAL_ID: s.tillId,
            GV_TYP: GV_TYP[t.kind],
            P_STORNO: t.kind === 'STORNO' ? '1' : '0',
            AGENTUR_ID: 0,
            MENGE: p.amount,
            FAKTOR: 1,
            EINHEIT: 'Stück',
            STK_BR: p.gross / p.amount,
          });
          const split = splitGross(Math.round(p.gross * 100), p.vatRate);
          add('linesVat', {
            ...line,
            UST_SCHLUESSEL: key,
            POS_BRUTTO: euros(split.grossCents),
            POS_NETTO: euros(split.netCents),
            POS_UST: euros(split.vatCents),
          });
        });
      }
    }
    const supplier = {
      name: company?.companyName ?? 'Strandkorb',
      location: [text(company?.address?.zip), text(company?.address?.city)].filter(Boolean).join(' '),
    };
    return { zip: dsfinvkZip(rows, supplier, { from, to }), fileName: `DSFinV-K_${from}_${to}.zip` };
  }
}
