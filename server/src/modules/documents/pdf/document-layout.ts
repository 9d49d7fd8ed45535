import type { BeachChairModel, Language, PaymentMethod } from '../../../common/enums.js';
import { BookingStatus } from '../../../common/enums.js';
import { toCents } from '../../../common/money.js';
import { calendarDate } from '../../../common/time.js';
import { splitGross } from '../../bookings/office-money/money-rules.js';
import type { InvoiceCustomerDto, InvoiceDataDto, InvoiceVendorDto } from '../../bookings/office-money/office-money.dto.js';
import { DocumentLabels, labelsFor } from './document-labels.js';

// What the booking PDFs print, as plain data: every line, figure and label is decided here (unit-tested), the
// renderers (pdf-render.ts) only place it on the page.

const VAT_RATE = 19;

export interface SheetColumn {
  header: string;
  /** Share of the text width. */
  width: number;
  align: 'left' | 'right';
}

export interface SheetTotal {
  label: string;
  value: string;
  strong?: boolean;
}

/** An A4 document: sender, recipient, facts (number, dates), a table, totals and notes. */
export interface SheetModel {
  title: string;
  /** The vendor: company name first. */
  sender: string[];
  recipient: string[];
  facts: [string, string][];
  columns: SheetColumn[];
  rows: string[][];
  totals: SheetTotal[];
  notes: string[];
  footer: string[];
}

/** The narrow receipt of the counter and the mobile app's printer. */
export interface ReceiptModel {
  title: string;
  header: string[];
  facts: [string, string][];
  lines: { text: string; detail: string; amount: string }[];
  totals: SheetTotal[];
  notes: string[];
}

export interface ChairLineInput {
  publicNumber: string;
  model: BeachChairModel | string;
  sectionName: string;
  rowName: string | null;
  start: Date;
  /** Exclusive. */
  end: Date;
  priceCents: number;
}

export interface ExtraLineInput {
  name: string;
  amount: number;
  unitPriceCents: number;
}

/** A whole booking canceled (BOOKING) or one chair booking of it (BEACH_CHAIR). */
export interface CancellationInput {
  kind: 'BOOKING' | 'BEACH_CHAIR';
  vendor: InvoiceVendorDto;
  customer: InvoiceCustomerDto | null;
  bookingRef: string;
  invoiceNumber: string | null;
  canceledAt: Date;
  chairs: ChairLineInput[];
  /** BOOKING: the extras that went with it. */
  extras: ExtraLineInput[];
  feeCents: number;
  /** Succeeded payments minus refunds so far. */
  paidCents: number;
  skipRefund: boolean;
  /** What the booking asks for now: the fee once canceled, the remaining total after a chair was canceled. */
  dueCents: number;
}

export interface LayoutOptions {
  language: Language;
  timeZone: string;
}

// ---------- formats

const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** German money: 1.234,56 € (a plain space, which every PDF font has). */
export const formatEuro = (cents: number): string => EURO.format(cents / 100).replace(/\s/g, ' ');

/** dd.MM.yyyy of a yyyy-MM-dd day. */
export const formatDay = (day: string): string => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

export const formatDate = (instant: Date, timeZone: string): string => formatDay(calendarDate(instant, timeZone));

const clock = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('de-DE', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);

/** A chair booking's days (end exclusive); half-day slots with their times. */
export function formatPeriod(start: Date, end: Date, timeZone: string): string {
  const first = formatDate(start, timeZone);
  const wholeDays = clock(start, timeZone) === '00:00' && clock(end, timeZone) === '00:00';
  if (wholeDays) {
    const last = formatDate(new Date(end.getTime() - 1), timeZone);
    return first === last ? first : `${first} – ${last}`;
  }
  const last = formatDate(end, timeZone);
  return first === last
    ? `${first} ${clock(start, timeZone)}–${clock(end, timeZone)}`
    : `${first} ${clock(start, timeZone)} – ${last} ${clock(end, timeZone)}`;
}

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

export function addressLines(address: Record<string, unknown> | null | undefined): string[] {
  if (!address) return [];
  const street = [text(address.street), text(address.houseNumber)].filter(Boolean).join(' ');
  const town = [text(address.zip), text(address.city)].filter(Boolean).join(' ');
  const country = text(address.country);
  return [street, town, country && country.toUpperCase() !== 'DE' ? country : ''].filter(Boolean);
}

const senderLines = (v: InvoiceVendorDto): string[] => [v.companyName, ...addressLines(v.address), v.telephone ?? '', v.email ?? ''].filter(Boolean);

const recipientLines = (c: InvoiceCustomerDto | null): string[] =>
  c ? [[c.firstName, c.lastName].filter(Boolean).join(' '), ...addressLines(c.address)].filter(Boolean) : [];

function footerLines(v: InvoiceVendorDto, l: DocumentLabels): string[] {
  const tax = [v.taxNumber ? `${l.taxNumber} ${v.taxNumber}` : '', v.vatId ? `${l.vatId} ${v.vatId}` : ''].filter(Boolean).join(' · ');
  const b = v.bankData;
  const bank = b.iban ? `${l.bank}: ${[b.accountHolder, b.bankName, `IBAN ${b.iban}`, b.bic ? `BIC ${b.bic}` : ''].filter(Boolean).join(' · ')}` : '';
  return [tax, bank].filter(Boolean);
}

const chairText = (c: ChairLineInput, l: DocumentLabels): string => {
  const model = (l.models as Record<string, string>)[c.model] ?? c.model;
  return `${l.beachChair} ${c.publicNumber} (${model}), ${c.sectionName}${c.rowName ? `, ${l.row} ${c.rowName}` : ''}`;
};

const paymentText = (method: PaymentMethod | null, l: DocumentLabels): string => (method ? l.paymentMethods[method] ?? method : '–');

/** The invoice data's chair lines as layout input (euros back to cents). */
export const chairLinesOf = (data: InvoiceDataDto): ChairLineInput[] =>
  data.beachChairBookings.map((c) => ({
    publicNumber: c.publicNumber, model: c.model, sectionName: c.sectionName, rowName: c.rowName, start: new Date(c.start), end: new Date(c.end),
    priceCents: toCents(c.gross),
  }));

/** Net, VAT and gross of a gross sum, as total lines. */
function vatTotals(grossCents: number, l: DocumentLabels): SheetTotal[] {
  const s = splitGross(grossCents, VAT_RATE);
  return [
    { label: l.net, value: formatEuro(s.netCents) },
    { label: l.vat(VAT_RATE), value: formatEuro(s.vatCents) },
    { label: l.gross, value: formatEuro(s.grossCents), strong: true },
  ];
}

const isPaid = (status: BookingStatus) => status === BookingStatus.BOOKED;

/** The line table of invoices and cancellations: position, what (`item`), period or amount, unit price, amount. */
const lineColumns = (l: DocumentLabels, item: string): SheetColumn[] => [
  { header: l.position, width: 0.07, align: 'left' },
  { header: item, width: 0.43, align: 'left' },
  { header: l.periodOrAmount, width: 0.22, align: 'left' },
  { header: l.unitPrice, width: 0.13, align: 'right' },
  { header: l.amount, width: 0.15, align: 'right' },
];

// ---------- documents

/** INVOICE: one line per chair booking and per extra, the cancellation fee if any, net / 19 % VAT / gross from the invoice data. */
export function invoiceSheet(data: InvoiceDataDto, issuedAt: Date, o: LayoutOptions): SheetModel {
  const l = labelsFor(o.language);
  const rows: string[][] = [];
  for (const c of chairLinesOf(data)) rows.push([String(rows.length + 1), chairText(c, l), formatPeriod(c.start, c.end, o.timeZone), '', formatEuro(c.priceCents)]);
  for (const e of data.extras) {
    rows.push([String(rows.length + 1), e.name, `${e.amount} ×`, formatEuro(toCents(e.unitPrice)), formatEuro(toCents(e.gross))]);
  }
  if (data.cancellationFee) rows.push([String(rows.length + 1), l.cancellationFee, '', '', formatEuro(toCents(data.cancellationFee.gross))]);
  return {
    title: l.invoice,
    sender: senderLines(data.vendor),
    recipient: recipientLines(data.customer),
    facts: [
      [l.invoiceNumber, data.invoiceNumber ?? '–'],
      [l.invoiceDate, formatDate(issuedAt, o.timeZone)],
      [l.bookingRef, data.bookingRef],
      [l.paymentMethod, paymentText(data.paymentMethod, l)],
      [l.paymentStatus, isPaid(data.status) ? l.paid : l.open],
    ],
    columns: lineColumns(l, l.service),
    rows,
    totals: vatTotals(toCents(data.totals.gross), l),
    notes: [l.invoiceNote, l.thanks],
    footer: footerLines(data.vendor, l),
  };
}

export interface CancellationFigures {
  /** What was canceled: the chair bookings' and extras' prices. */
  canceledCents: number;
  feeCents: number;
  feeVatCents: number;
  feeNetCents: number;
  /** Paid beyond what the booking still asks for; 0 with skipRefund. */
  refundCents: number;
}

export function cancellationFigures(input: CancellationInput): CancellationFigures {
  const canceledCents = input.chairs.reduce((s, c) => s + c.priceCents, 0) + input.extras.reduce((s, e) => s + e.amount * e.unitPriceCents, 0);
  const fee = splitGross(input.feeCents, VAT_RATE);
  const refundCents = input.skipRefund ? 0 : Math.max(input.paidCents - input.dueCents, 0);
  return { canceledCents, feeCents: fee.grossCents, feeVatCents: fee.vatCents, feeNetCents: fee.netCents, refundCents };
}

/** CANCELLATION and BEACH_CHAIR_CANCELLATION: what was canceled, the fee with its VAT share, what was paid and the refund. */
export function cancellationSheet(input: CancellationInput, o: LayoutOptions): SheetModel {
  const l = labelsFor(o.language);
  const f = cancellationFigures(input);
  const rows: string[][] = [];
  for (const c of input.chairs) rows.push([String(rows.length + 1), chairText(c, l), formatPeriod(c.start, c.end, o.timeZone), '', formatEuro(c.priceCents)]);
  for (const e of input.extras) {
    rows.push([String(rows.length + 1), e.name, `${e.amount} ×`, formatEuro(e.unitPriceCents), formatEuro(e.amount * e.unitPriceCents)]);
  }
  const totals: SheetTotal[] = [
    { label: l.canceledTotal, value: formatEuro(f.canceledCents) },
    { label: l.cancellationFee, value: formatEuro(f.feeCents) },
    { label: l.includedVat(VAT_RATE), value: formatEuro(f.feeVatCents) },
  ];
  if (input.kind === 'BEACH_CHAIR') totals.push({ label: l.remainingTotal, value: formatEuro(input.dueCents) });
  totals.push({ label: l.alreadyPaid, value: formatEuro(input.paidCents) }, { label: l.refund, value: formatEuro(f.refundCents), strong: true });
  return {
    title: input.kind === 'BOOKING' ? l.cancellation : l.chairCancellation,
    sender: senderLines(input.vendor),
    recipient: recipientLines(input.customer),
    facts: [
      [l.bookingRef, input.bookingRef],
      ...(input.invoiceNumber ? [[l.invoiceNumber, input.invoiceNumber] as [string, string]] : []),
      [l.canceledOn, formatDate(input.canceledAt, o.timeZone)],
    ],
    columns: lineColumns(l, l.canceledItems),
    rows,
    totals,
    notes: [input.kind === 'BOOKING' ? l.cancellationNote : l.chairCancellationNote, ...(input.skipRefund ? [l.noRefund] : [])],
    footer: footerLines(input.vendor, l),
  };
}

/** SHORT_INVOICE: the invoice's figures on one narrow page. */
export function shortInvoiceReceipt(data: InvoiceDataDto, printedAt: Date, o: LayoutOptions): ReceiptModel {
  const l = labelsFor(o.language);
  const lines = [
    ...chairLinesOf(data).map((c) => ({ text: chairText(c, l), detail: formatPeriod(c.start, c.end, o.timeZone), amount: formatEuro(c.priceCents) })),
    ...data.extras.map((e) => ({ text: e.name, detail: `${e.amount} × ${formatEuro(toCents(e.unitPrice))}`, amount: formatEuro(toCents(e.gross)) })),
    ...(data.cancellationFee ? [{ text: l.cancellationFee, detail: '', amount: formatEuro(toCents(data.cancellationFee.gross)) }] : []),
  ];
  const tax = footerLines(data.vendor, l).slice(0, 1);
  return {
    title: l.shortInvoice,
    header: [data.vendor.companyName, ...addressLines(data.vendor.address), ...tax],
    facts: [
      [l.bookingRef, data.bookingRef],
      ...(data.invoiceNumber ? [[l.invoiceNumber, data.invoiceNumber] as [string, string]] : []),
      [l.date, formatDate(printedAt, o.timeZone)],
      ...(data.customer ? [[l.customer, `${data.customer.firstName} ${data.customer.lastName}`.trim()] as [string, string]] : []),
      [l.paymentMethod, paymentText(data.paymentMethod, l)],
      [l.paymentStatus, isPaid(data.status) ? l.paid : l.open],
    ],
    lines,
    totals: vatTotals(toCents(data.totals.gross), l),
    notes: [l.thanks],
  };
}
