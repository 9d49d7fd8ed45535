import { addressLines, formatEuro } from './document-layout.js';
import { renderReceiptPdf } from './pdf-render.js';
import { TILL_RECEIPT_TEXT, timeOf, tseBlock, type TillReceiptInput, type TillReceiptModel } from './till-receipt-layout.js';
import { renderTillReceiptHtml } from './till-receipt-html.js';

// The daily closing (Z-Bon) as an 80 mm document, on the receipt's layout: the till and its session, the takings by
// payment type and VAT rate (stornos deducted), the cash book, the cash expected and counted, and the closing's TSE data.

/** A closing as the till froze it, with the names a printed Z-Bon shows. Cents. */
export interface TillClosingInput {
  sessionId: number;
  vendor: { name: string; address: Record<string, unknown> | null };
  location: string;
  tillSerial: string;
  cashier: string | null;
  openedAt: Date;
  closedAt: Date;
  openingCents: number;
  byPaymentType: { paymentType: string; cents: number }[];
  byVatRate: { vatRate: string; cents: number }[];
  cashInCents: number;
  cashOutCents: number;
  salesCount: number;
  stornoCount: number;
  expectedCashCents: number;
  countedCashCents: number;
  differenceCents: number;
  tse: TillReceiptInput['tse'];
}

export const TILL_CLOSING_TITLE = 'Kassenabschluss (Z-Bon)';

const PAYMENT_TYPE: Record<string, string> = { CASH: 'Bar', NON_CASH: 'Unbar' };
const VAT_RATE: Record<string, string> = { NORMAL: '19 %', REDUCED_1: '7 %', NULL: '0 %' };

export function tillClosing(c: TillClosingInput, timeZone: string): TillReceiptModel {
  return {
    title: TILL_CLOSING_TITLE,
    header: [c.vendor.name, ...addressLines(c.vendor.address), c.location].filter(Boolean),
    banners: [...(c.tse.failed ? [TILL_RECEIPT_TEXT.tseFailed] : []), ...(c.tse.uncertified ? [TILL_RECEIPT_TEXT.uncertified] : [])],
    facts: [
      ['Z-Bon (Sitzung)', String(c.sessionId)],
      ['Kasse (Seriennr.)', c.tillSerial],
      ...(c.cashier ? [['Kassierer', c.cashier] as [string, string]] : []),
      ['Geöffnet', timeOf(c.openedAt, timeZone)],
      ['Geschlossen', timeOf(c.closedAt, timeZone)],
    ],
    lines: [
      ...c.byPaymentType.map((p) => ({
        text: `Umsatz ${PAYMENT_TYPE[p.paymentType] ?? p.paymentType}`,
        detail: 'Zahlungsart',
        amount: formatEuro(p.cents),
      })),
      ...c.byVatRate.map((v) => ({
        text: `Umsatz MwSt. ${VAT_RATE[v.vatRate] ?? v.vatRate}`,
        detail: 'brutto',
        amount: formatEuro(v.cents),
      })),
      { text: 'Verkäufe', detail: 'Anzahl', amount: String(c.salesCount) },
      { text: 'Stornos', detail: 'Anzahl', amount: String(c.stornoCount) },
    ],
    totals: [
      { label: 'Anfangsbestand', value: formatEuro(c.openingCents) },
      { label: 'Einlagen', value: formatEuro(c.cashInCents) },
      { label: 'Entnahmen', value: formatEuro(c.cashOutCents) },
      { label: 'Soll-Bestand Bar', value: formatEuro(c.expectedCashCents) },
      { label: 'Gezählt', value: formatEuro(c.countedCashCents) },
      { label: 'Differenz', value: formatEuro(c.differenceCents), strong: true },
    ],
    notes: [],
    tse: tseBlock(c.tse, c.closedAt, timeZone),
    qrCodeData: null,
  };
}

/** The Z-Bon rendered: an 80 mm PDF, or the printable page (the receipt's, no script). */
export async function renderTillClosing(c: TillClosingInput, timeZone: string, format: 'pdf' | 'html'): Promise<Buffer | string> {
  const model = tillClosing(c, timeZone);
  return format === 'pdf' ? renderReceiptPdf(model, `${TILL_CLOSING_TITLE} ${c.sessionId}`) : renderTillReceiptHtml(model);
}
