import { Language } from '../../../common/enums.js';
import type { InvoiceDataDto } from '../../bookings/index.js';
import { labelsFor } from '../../../common/document-labels.js';
import type { VatRate } from '../../../common/vat.js';
import { formatDate, formatEuro, shortInvoiceReceipt, vatTotals, type ReceiptModel } from './document-layout.js';
import { renderReceiptPdf, type ReceiptExtras } from './pdf-render.js';
import { renderTillReceiptHtml } from './till-receipt-html.js';

// The till's receipt (Kassenbeleg) as plain data: what § 6 KassenSichV and § 33 UStDV ask of a receipt up to 250 €,
// on the short invoice's lines and VAT totals, with the TSE block and the QR code of DSFinV-K Anhang I. German: it is
// a document for the German tax office as much as for the guest.

/** What the till adds to the booking's invoice data: the receipt, the till and what its TSE answered. */
export interface TillReceiptInput {
  /** The till transaction's number (the receipt number). */
  receiptNumber: number;
  kind: 'SALE' | 'STORNO';
  /** The till (the TSE's client): its serial number. */
  tillSerial: string;
  /** The location the till stands at: name and address lines. */
  location: string[];
  cashier: string | null;
  /** When the sale was recorded (start) and when the TSE finished (end; the sale's time while unsigned). */
  startedAt: Date;
  tse: {
    failed: boolean;
    uncertified: boolean;
    transactionNumber: number | null;
    signatureCounter: number | null;
    signature: string | null;
    algorithm: string | null;
    serialNumber: string | null;
    publicKey: string | null;
    timeStart: Date | null;
    timeEnd: Date | null;
    qrCodeData: string | null;
  };
  /** A receipt printed again after its first print says "Kopie". */
  copy: boolean;
  /** EC (girocard): the number on the terminal's slip. */
  ecReceiptNumber?: string | null;
  /** A storno: the receipt it reverses and its gross per VAT rate (percent), negative. */
  reverses?: { receiptNumber: number; grossByVatRate: { vatRate: number; cents: number }[] };
}

/** The receipt model plus what only a till receipt has: banners above, the TSE block and the QR code below. */
export type TillReceiptModel = ReceiptModel & ReceiptExtras;

export const timeOf = (instant: Date, timeZone: string) =>
  `${formatDate(instant, timeZone)} ${new Intl.DateTimeFormat('de-DE', { timeZone, hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(instant)}`;

export const TILL_RECEIPT_TEXT = {
  title: 'Kassenbeleg',
  storno: 'Storno-Beleg',
  copy: 'KOPIE',
  tseFailed: 'TSE ausgefallen – die Signatur wird nachgeholt',
  uncertified: 'Keine zertifizierte TSE (Demo-Betrieb)',
} as const;

/** What the TSE answered, as the receipt and the Z-Bon print it; a failed TSE: only the start time. */
export function tseBlock(t: TillReceiptInput['tse'], startedAt: Date, timeZone: string): [string, string][] {
  return t.failed
    ? [
        ['TSE', 'ausgefallen'],
        ['Beginn', timeOf(startedAt, timeZone)],
      ]
    : [
        ['TSE-Transaktion', String(t.transactionNumber)],
        ['Signaturzähler', String(t.signatureCounter)],
        ['Beginn', t.timeStart ? timeOf(t.timeStart, timeZone) : ''],
        ['Ende', t.timeEnd ? timeOf(t.timeEnd, timeZone) : ''],
        ['TSE-Seriennummer', t.serialNumber ?? ''],
        ['Signaturalgorithmus', t.algorithm ?? ''],
        ['Signatur', t.signature ?? ''],
      ];
}

export function tillReceipt(data: InvoiceDataDto, till: TillReceiptInput, timeZone: string): TillReceiptModel {
  const base = shortInvoiceReceipt(data, till.startedAt, { language: Language.DE, timeZone });
  const t = till.tse;
  const banners = [
    ...(till.copy ? [TILL_RECEIPT_TEXT.copy] : []),
    ...(t.failed ? [TILL_RECEIPT_TEXT.tseFailed] : []),
    ...(t.uncertified ? [TILL_RECEIPT_TEXT.uncertified] : []),
  ];
  const tse = tseBlock(t, till.startedAt, timeZone);
  // A storno's booking is canceled (its invoice data has no lines): it states what it reverses, per VAT rate, negative.
  const reversal = till.reverses && {
    lines: till.reverses.grossByVatRate.map((g) => ({
      text: `Storno zu Beleg-Nr. ${till.reverses!.receiptNumber}`,
      detail: `${g.vatRate} %`,
      amount: formatEuro(g.cents),
    })),
    totals: vatTotals(
      till.reverses.grossByVatRate.map((g) => ({ grossCents: g.cents, vatRate: g.vatRate as VatRate })),
      labelsFor(Language.DE),
    ),
  };
  return {
    ...base,
    ...reversal,
    title: till.kind === 'STORNO' ? TILL_RECEIPT_TEXT.storno : TILL_RECEIPT_TEXT.title,
    header: [...base.header, ...till.location.filter((line) => !base.header.includes(line))],
    facts: [
      ['Beleg-Nr.', String(till.receiptNumber)],
      ['Kasse (Seriennr.)', till.tillSerial],
      ...(till.cashier ? [['Kassierer', till.cashier] as [string, string]] : []),
      ...base.facts.filter(([label]) => label !== 'Datum'),
      ['Datum', timeOf(till.startedAt, timeZone)],
      ...(till.ecReceiptNumber ? [['EC-Beleg-Nr.', till.ecReceiptNumber] as [string, string]] : []),
    ],
    banners,
    tse,
    qrCodeData: t.failed ? null : t.qrCodeData,
  };
}

/** The receipt rendered: an 80 mm PDF, or the printable page. */
export async function renderTillReceipt(
  data: InvoiceDataDto,
  till: TillReceiptInput,
  timeZone: string,
  format: 'pdf' | 'html',
): Promise<Buffer | string> {
  const model = tillReceipt(data, till, timeZone);
  return format === 'pdf' ? renderReceiptPdf(model, `${model.title} ${till.receiptNumber}`) : renderTillReceiptHtml(model);
}
