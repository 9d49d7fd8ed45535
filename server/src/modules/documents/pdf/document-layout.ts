import type { BeachChairModel, Language, PaymentMethod } from '../../../common/enums.js';
import { BookingStatus } from '../../../common/enums.js';
import { toCents } from '../../../common/money.js';
import { type DocumentLabels, labelsFor, rowText } from '../../../common/document-labels.js';
import { calendarDate } from '../../../common/time.js';
import type { InvoiceCustomerDto, InvoiceVendorDto } from '../../bookings/index.js';
import { vatBreakdown, type VatLine } from '../../../common/vat.js';

/** A priced line as a sheet prints it: gross euros and the VAT rate. */
interface SheetLine {
  gross: number;
  vatRate: number;
}

/**
 * What an invoice sheet prints: the booking's invoice data as it stands (InvoiceDataDto), or an issued invoice's
 * register snapshot (issued-invoice.ts).
 */
export interface InvoiceSheetData {
  status: BookingStatus;
  bookingRef: string;
  invoiceNumber: string | null;
  paymentMethod: PaymentMethod | null;
  vendor: InvoiceVendorDto;
  customer: InvoiceCustomerDto | null;
  beachChairBookings: (SheetLine & {
    publicNumber: string;
    model: string;
    sectionName: string;
    rowName: string | null;
    start: string;
    end: string;
    timeRange: string | null;
  })[];
  extras: (SheetLine & { name: string; amount: number; unitPrice: number })[];
  beachChairCancellationFees: (SheetLine & { publicNumber: string })[];
  cancellationFee: SheetLine | null;
  cancellation: { fee: number; charged: number } | null;
  totals: { gross: number };
  paid: number;
  open: number;
}

// What the booking PDFs print, as plain data: every line, figure and label is decided here (unit-tested), the
// renderers (pdf-render.ts) only place it on the page.

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
  /** On every page, above its page label. */
  footer: string[];
  /** Every page's label: "Seite 1 von 2". */
  pageOf: (page: number, pages: number) => string;
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
  /** A half day: its hours from the section's rates ('08-13'), printed instead of the booking's instants. */
  timeRange?: string | null;
}

export interface ExtraLineInput {
  name: string;
  amount: number;
  unitPriceCents: number;
  vatRate: number;
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

/** '08-13' or '13:30-20' as '08:00–13:00' / '13:30–20:00'; undefined for anything else. */
export function formatTimeRange(range: string | null | undefined): string | undefined {
  const m = range ? /^(\d{1,2})(?::(\d{2}))?-(\d{1,2})(?::(\d{2}))?$/.exec(range.trim()) : null;
  if (!m) return undefined;
  const hhmm = (h: string, mm: string | undefined) => `${h.padStart(2, '0')}:${mm ?? '00'}`;
  return `${hhmm(m[1], m[2])}–${hhmm(m[3], m[4])}`;
}

/** A chair booking's days (end exclusive); half-day slots with their hours (the rate's range when known). */
export function formatPeriod(start: Date, end: Date, timeZone: string, timeRange?: string | null): string {
  const slot = formatTimeRange(timeRange);
  if (slot) return `${formatDate(start, timeZone)} ${slot}`;
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

export const senderLines = (v: InvoiceVendorDto): string[] =>
  [v.companyName, ...addressLines(v.address), v.telephone ?? '', v.email ?? ''].filter(Boolean);

export const recipientLines = (c: InvoiceCustomerDto | null): string[] =>
  c ? [[c.firstName, c.lastName].filter(Boolean).join(' '), ...addressLines(c.address)].filter(Boolean) : [];

export function footerLines(v: InvoiceVendorDto, l: DocumentLabels): string[] {
  const tax = [v.taxNumber ? `${l.taxNumber} ${v.taxNumber}` : '', v.vatId ? `${l.vatId} ${v.vatId}` : ''].filter(Boolean).join(' · ');
  const b = v.bankData;
  const bank = b.iban
    ? `${l.bank}: ${[b.accountHolder, b.bankName, `IBAN ${b.iban}`, b.bic ? `BIC ${b.bic}` : ''].filter(Boolean).join(' · ')}`
    : '';
  // A company in the commercial register names its court, number and managing directors (§ 35a GmbHG, § 37a HGB).
  const register = [
    v.registerCourt ? `${l.registerCourt}: ${v.registerCourt}` : '',
    v.registerNumber ? `${l.registerNumber}: ${v.registerNumber}` : '',
    v.managingDirectors ? `${l.managingDirectors}: ${v.managingDirectors}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return [tax, register, bank].filter(Boolean);
}

export const chairText = (c: ChairLineInput, l: DocumentLabels): string => {
  const model = (l.models as Record<string, string>)[c.model] ?? c.model;
  return `${l.beachChair} ${c.publicNumber} (${model}), ${c.sectionName}${c.rowName ? `, ${rowText(c.rowName, l)}` : ''}`;
};

export const chairPeriod = (c: ChairLineInput, timeZone: string): string => formatPeriod(c.start, c.end, timeZone, c.timeRange);

/** '19 %' */
export const ratePercent = (rate: number): string => `${rate} %`;

export const paymentText = (method: PaymentMethod | null, l: DocumentLabels): string =>
  method ? (l.paymentMethods[method] ?? method) : '–';

/** The invoice data's chair lines as layout input (euros back to cents). */
export const chairLinesOf = (data: Pick<InvoiceSheetData, 'beachChairBookings'>): ChairLineInput[] =>
  data.beachChairBookings.map((c) => ({
    publicNumber: c.publicNumber,
    model: c.model,
    sectionName: c.sectionName,
    rowName: c.rowName,
    start: new Date(c.start),
    end: new Date(c.end),
    priceCents: toCents(c.gross),
    timeRange: c.timeRange,
  }));

/** Net and VAT per rate, then the gross total (a correction's totals are negative). */
export function vatTotals(lines: readonly VatLine[], l: DocumentLabels): SheetTotal[] {
  const { groups, totals } = vatBreakdown(lines);
  return [
    ...groups.flatMap((g) => [
      { label: l.netAt(g.rate), value: formatEuro(g.netCents) },
      { label: l.vat(g.rate), value: formatEuro(g.vatCents) },
    ]),
    { label: l.gross, value: formatEuro(totals.grossCents), strong: true },
  ];
}

/** The invoice data's lines as VAT lines (chairs, extras, chair fees, the cancellation's charge). */
const vatLinesOf = (data: InvoiceSheetData): VatLine[] =>
  [
    ...data.beachChairBookings,
    ...data.extras,
    ...data.beachChairCancellationFees,
    ...(data.cancellationFee ? [data.cancellationFee] : []),
  ].map((line) => ({ grossCents: toCents(line.gross), vatRate: line.vatRate }));

/** Paid, partly paid (a deposit) or open, from what was paid against the total. */
function paymentStatus(data: InvoiceSheetData, l: DocumentLabels): string {
  if (data.status === BookingStatus.BOOKED || (data.open <= 0 && (data.paid > 0 || data.totals.gross <= 0))) return l.paid;
  return data.paid > 0 ? l.partlyPaid : l.open;
}

/** A deposit or anything paid before: what was paid and what is still open, below the totals. */
const paidTotals = (data: InvoiceSheetData, l: DocumentLabels): SheetTotal[] =>
  data.status !== BookingStatus.BOOKED && data.paid > 0 && data.open > 0
    ? [
        { label: l.alreadyPaid, value: formatEuro(toCents(data.paid)) },
        { label: l.stillOpen, value: formatEuro(toCents(data.open)), strong: true },
      ]
    : [];

/** The line table of invoices and cancellations: position, what (`item`), period or amount, unit price, amount. */
export const lineColumns = (l: DocumentLabels, item: string): SheetColumn[] => [
  { header: l.position, width: 0.06, align: 'left' },
  { header: item, width: 0.4, align: 'left' },
  { header: l.periodOrAmount, width: 0.21, align: 'left' },
  { header: l.unitPrice, width: 0.12, align: 'right' },
  { header: l.vatColumn, width: 0.07, align: 'right' },
  { header: l.amount, width: 0.14, align: 'right' },
];

// ---------- documents

/** The invoice's table rows: chairs, extras, fees of chairs canceled on their own, the cancellation's charge. */
function invoiceRows(data: InvoiceSheetData, l: DocumentLabels, timeZone: string): string[][] {
  const rows: string[][] = [];
  const add = (what: string, detail: string, unit: string, rate: number, grossCents: number) =>
    rows.push([String(rows.length + 1), what, detail, unit, ratePercent(rate), formatEuro(grossCents)]);
  const chairs = chairLinesOf(data);
  data.beachChairBookings.forEach((line, i) =>
    add(chairText(chairs[i], l), chairPeriod(chairs[i], timeZone), '', line.vatRate, chairs[i].priceCents),
  );
  for (const e of data.extras) add(e.name, `${e.amount} ×`, formatEuro(toCents(e.unitPrice)), e.vatRate, toCents(e.gross));
  for (const f of data.beachChairCancellationFees)
    add(`${l.cancellationFee} ${l.beachChair} ${f.publicNumber}`, '', '', f.vatRate, toCents(f.gross));
  if (data.cancellationFee) {
    const kept = data.cancellation && data.cancellation.charged > data.cancellation.fee;
    add(kept ? l.keptAmount : l.cancellationFee, '', '', data.cancellationFee.vatRate, toCents(data.cancellationFee.gross));
  }
  return rows;
}

/** INVOICE: one line per chair booking and per extra with its VAT rate, fees; net and VAT per rate, gross; a deposit paid. */
export function invoiceSheet(data: InvoiceSheetData, issuedAt: Date, o: LayoutOptions): SheetModel {
  const l = labelsFor(o.language);
  const canceled = data.status === BookingStatus.CANCELED || data.status === BookingStatus.EXPIRED;
  return {
    title: l.invoice,
    sender: senderLines(data.vendor),
    recipient: recipientLines(data.customer),
    facts: [
      [l.invoiceNumber, data.invoiceNumber ?? '–'],
      [l.invoiceDate, formatDate(issuedAt, o.timeZone)],
      [l.bookingRef, data.bookingRef],
      [l.paymentMethod, paymentText(data.paymentMethod, l)],
      [l.paymentStatus, paymentStatus(data, l)],
    ],
    columns: lineColumns(l, l.service),
    rows: invoiceRows(data, l, o.timeZone),
    totals: [...vatTotals(vatLinesOf(data), l), ...paidTotals(data, l)],
    notes: canceled ? [l.invoiceNote, l.feeInvoiceNote] : [l.invoiceNote, l.thanks],
    footer: footerLines(data.vendor, l),
    pageOf: l.pageOf,
  };
}

/** SHORT_INVOICE: the invoice's figures on one narrow page. */
export function shortInvoiceReceipt(data: InvoiceSheetData, printedAt: Date, o: LayoutOptions): ReceiptModel {
  const l = labelsFor(o.language);
  const lines = invoiceRows(data, l, o.timeZone).map(([, text, detail, unit, rate, amount]) => ({
    text,
    detail: unit ? `${detail} ${unit}` : detail,
    amount: `${amount} (${rate})`,
  }));
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
      [l.paymentStatus, paymentStatus(data, l)],
    ],
    lines,
    totals: [...vatTotals(vatLinesOf(data), l), ...paidTotals(data, l)],
    notes: [l.thanks],
  };
}
