import type { CancellationSettlement, InvoiceCustomerDto, InvoiceLines, InvoiceVendorDto, IssuedCorrection } from '../../bookings/index.js';
import { labelsFor } from '../../../common/document-labels.js';
import { CANCELLATION_FEE_VAT_RATE, CHAIR_RENTAL_VAT_RATE, splitGross, type VatLine } from '../../../common/vat.js';
import {
  chairPeriod,
  chairText,
  type ChairLineInput,
  type ExtraLineInput,
  footerLines,
  formatDate,
  formatEuro,
  lineColumns,
  type LayoutOptions,
  ratePercent,
  recipientLines,
  senderLines,
  type SheetModel,
  type SheetTotal,
  vatTotals,
} from './document-layout.js';

// What a cancellation's PDF prints. A booking that was invoiced gets a correction invoice (Stornorechnung) with its own
// number referring to the invoice: the canceled lines negative, the cancellation's charge positive, VAT per rate. One
// that was not gets a cancellation confirmation. The money comes from the one settlement (money-rules.ts).

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
  /** BOOKING: fee, charged, paid, kept, refund, open. BEACH_CHAIR: the chair's fee, and paid against the remaining total. */
  settlement: CancellationSettlement;
  /** BEACH_CHAIR: the booking's total after the chair was canceled (its fee included). */
  remainingCents?: number;
  /** The correction invoice issued for it, when the booking was invoiced. */
  correction?: Pick<IssuedCorrection, 'number' | 'corrects' | 'correctsIssuedAt'> | null;
}

/** One chair canceled out of a booking: its fee is charged, and what was paid beyond the new total goes back. */
export function chairSettlement(feeCents: number, paidCents: number, remainingCents: number): CancellationSettlement {
  const keptCents = Math.min(paidCents, remainingCents);
  return {
    feeCents,
    chargedCents: feeCents,
    paidCents,
    keptCents,
    refundCents: paidCents - keptCents,
    openCents: Math.max(remainingCents - paidCents, 0),
  };
}

const extraGross = (e: ExtraLineInput) => e.amount * e.unitPriceCents;

export function canceledValueCents(input: CancellationInput): number {
  return input.chairs.reduce((s, c) => s + c.priceCents, 0) + input.extras.reduce((s, e) => s + extraGross(e), 0);
}

/** CANCELLATION / BEACH_CHAIR_CANCELLATION: a correction invoice for an invoiced booking, else a confirmation. */
export function cancellationSheet(input: CancellationInput, o: LayoutOptions): SheetModel {
  const l = labelsFor(o.language);
  const s = input.settlement;
  const correction = input.correction ?? null;
  const sign = correction ? -1 : 1;
  const rows: string[][] = [];
  const vatLines: VatLine[] = [];
  const add = (what: string, detail: string, unit: string, rate: number, grossCents: number) => {
    rows.push([String(rows.length + 1), what, detail, unit, ratePercent(rate), formatEuro(grossCents)]);
    vatLines.push({ grossCents, vatRate: rate });
  };
  for (const c of input.chairs) add(chairText(c, l), chairPeriod(c, o.timeZone), '', CHAIR_RENTAL_VAT_RATE, sign * c.priceCents);
  for (const e of input.extras) add(e.name, `${e.amount} ×`, formatEuro(e.unitPriceCents), e.vatRate, sign * extraGross(e));
  const chargeLabel = s.chargedCents > s.feeCents ? l.keptAmount : l.cancellationFee;
  if (correction && s.chargedCents > 0) add(chargeLabel, '', '', CANCELLATION_FEE_VAT_RATE, s.chargedCents);

  const charge = splitGross(s.chargedCents, CANCELLATION_FEE_VAT_RATE);
  const totals: SheetTotal[] = correction
    ? vatTotals(vatLines, l)
    : [
        { label: l.canceledTotal, value: formatEuro(canceledValueCents(input)) },
        { label: chargeLabel, value: formatEuro(charge.grossCents) },
        { label: l.includedVat(CANCELLATION_FEE_VAT_RATE), value: formatEuro(charge.vatCents) },
      ];
  if (input.kind === 'BEACH_CHAIR' && input.remainingCents !== undefined)
    totals.push({ label: l.remainingTotal, value: formatEuro(input.remainingCents) });
  totals.push({ label: l.alreadyPaid, value: formatEuro(s.paidCents) });
  if (input.kind === 'BOOKING' && s.keptCents > 0) totals.push({ label: l.kept, value: formatEuro(s.keptCents) });
  totals.push({ label: l.refund, value: formatEuro(s.refundCents), strong: true });
  if (s.openCents > 0) totals.push({ label: l.stillOpen, value: formatEuro(s.openCents) });

  const facts: [string, string][] = correction
    ? [
        [l.invoiceNumber, correction.number],
        [l.correctsInvoice, `${correction.corrects} (${formatDate(correction.correctsIssuedAt, o.timeZone)})`],
        [l.invoiceDate, formatDate(input.canceledAt, o.timeZone)],
        [l.bookingRef, input.bookingRef],
      ]
    : [[l.bookingRef, input.bookingRef], ...(input.invoiceNumber ? [[l.invoiceNumber, input.invoiceNumber] as [string, string]] : [])];
  facts.push([l.canceledOn, formatDate(input.canceledAt, o.timeZone)]);
  const keptNote = input.kind === 'BOOKING' && s.chargedCents > s.feeCents ? [l.noRefund] : [];
  return {
    title: correction ? l.correctionInvoice : input.kind === 'BOOKING' ? l.cancellation : l.chairCancellation,
    sender: senderLines(input.vendor),
    recipient: recipientLines(input.customer),
    facts,
    columns: lineColumns(l, l.canceledItems),
    rows,
    totals,
    notes: [
      ...(correction ? [l.correctionNote] : []),
      input.kind === 'BOOKING' ? l.cancellationNote : l.chairCancellationNote,
      ...keptNote,
    ],
    footer: footerLines(input.vendor, l),
    pageOf: l.pageOf,
  };
}

export interface StornoInput {
  vendor: InvoiceVendorDto;
  customer: InvoiceCustomerDto | null;
  bookingRef: string;
  correction: Pick<IssuedCorrection, 'number' | 'corrects' | 'correctsIssuedAt'>;
  issuedAt: Date;
  /** The lines of the invoice it cancels, as that invoice stated them. */
  lines: InvoiceLines;
}

/** A correction invoice cancelling an invoice in full (the booking changed and is invoiced anew): its lines, negative. */
export function stornoSheet(input: StornoInput, o: LayoutOptions): SheetModel {
  const l = labelsFor(o.language);
  const rows: string[][] = [];
  const vatLines: VatLine[] = [];
  const add = (what: string, detail: string, unit: string, rate: number, grossCents: number) => {
    rows.push([String(rows.length + 1), what, detail, unit, ratePercent(rate), formatEuro(-grossCents)]);
    vatLines.push({ grossCents: -grossCents, vatRate: rate });
  };
  for (const c of input.lines.chairs) {
    const chair = { ...c, start: new Date(c.start), end: new Date(c.end) };
    add(chairText(chair, l), chairPeriod(chair, o.timeZone), '', CHAIR_RENTAL_VAT_RATE, c.priceCents);
  }
  for (const e of input.lines.extras) add(e.name, `${e.amount} ×`, formatEuro(e.unitPriceCents), e.vatRate, e.amount * e.unitPriceCents);
  for (const f of input.lines.chairFees)
    add(`${l.cancellationFee} ${l.beachChair} ${f.publicNumber}`, '', '', CANCELLATION_FEE_VAT_RATE, f.grossCents);
  if (input.lines.cancellationFeeCents) add(l.cancellationFee, '', '', CANCELLATION_FEE_VAT_RATE, input.lines.cancellationFeeCents);
  return {
    title: l.correctionInvoice,
    sender: senderLines(input.vendor),
    recipient: recipientLines(input.customer),
    facts: [
      [l.invoiceNumber, input.correction.number],
      [l.correctsInvoice, `${input.correction.corrects} (${formatDate(input.correction.correctsIssuedAt, o.timeZone)})`],
      [l.invoiceDate, formatDate(input.issuedAt, o.timeZone)],
      [l.bookingRef, input.bookingRef],
    ],
    columns: lineColumns(l, l.service),
    rows,
    totals: vatTotals(vatLines, l),
    notes: [l.stornoNote],
    footer: footerLines(input.vendor, l),
    pageOf: l.pageOf,
  };
}
