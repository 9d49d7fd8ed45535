import { BookingSource, BookingStatus } from '../../../common/enums.js';
import { HOLDING_STATUSES } from '../../../common/holding-statuses.js';
import { addDays, calendarDate, daysBetween } from '../../../common/time.js';

// Pure rules of the back office's money routes: invoice numbers, VAT split, commission, amounts paid, the day report.

/** Statuses whose booking gets an invoice number; a CANCELED one only when it carries a cancellation fee. */
export const INVOICEABLE_STATUSES: readonly BookingStatus[] = [BookingStatus.CONFIRMED, BookingStatus.BOOKED];

export function isInvoiceable(status: BookingStatus, cancellationFeeCents: number | null): boolean {
  return INVOICEABLE_STATUSES.includes(status) || (status === BookingStatus.CANCELED && (cancellationFeeCents ?? 0) > 0);
}

/** The automatic series: year, dash, the vendor's running number of that year in at least 6 digits (2026-000042). */
export const formatInvoiceNumber = (year: number, number: number): string => `${year}-${String(number).padStart(6, '0')}`;

/** Year, dash, digits: a number of the automatic series however many leading zeros it was typed with (2026-2, 2026-0000002). */
const SERIES = /^(\d{4})-(\d+)$/;

/** Year and running number of a number of the automatic series, or null for a free-form number. */
export function parseSeriesNumber(invoiceNumber: string): { year: number; number: number } | null {
  const m = SERIES.exec(invoiceNumber);
  return m ? { year: Number(m[1]), number: Number(m[2]) } : null;
}

/** The digits of a running number without leading zeros, padded to the series' 6 (as strings: no digit lost). */
const runningNumber = (digits: string) => (digits.replace(/^0+/, '') || '0').padStart(6, '0');

/**
 * The one form invoice numbers are compared in: a number of the series as the counter writes it (2026-0000003 and
 * 2026-3 are 2026-000003), any other number in upper case (re-17 is RE-17). `invoiceNumberSql` is the same in SQL.
 */
export function normalInvoiceNumber(invoiceNumber: string): string {
  const m = SERIES.exec(invoiceNumber);
  return m ? `${m[1]}-${runningNumber(m[2])}` : invoiceNumber.toUpperCase();
}

/** normalInvoiceNumber() of a text column or parameter, in SQL (numbers stored before the rule may be in any form). */
export const normalInvoiceNumberSql = (column: string): string => `(
  CASE WHEN ${column} ~ '^[0-9]{4}-[0-9]+$'
       THEN left(${column}, 5) || (SELECT CASE WHEN length(d) >= 6 THEN d ELSE lpad(d, 6, '0') END
                                     FROM (SELECT coalesce(nullif(ltrim(substr(${column}, 6), '0'), ''), '0') AS d) digits)
       ELSE upper(${column}) END)`;

/** What a vendor may type as an explicit invoice number: 1–40 letters, digits and . _ / - (starting with a letter or digit). */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/;

/** Commission in cents: percent of the base, rounded half up to the cent. */
export function commissionCents(baseCents: number, percent: number): number {
  return Math.round((baseCents * percent) / 100);
}

/** Sources the commission counts as online bookings when the caller does not say (the storefront, the widget, the apps). */
const ONLINE_SOURCES: readonly BookingSource[] = [
  BookingSource.WEBSITE,
  BookingSource.WIDGET,
  BookingSource.APP,
  BookingSource.CUSTOMER_APP,
];
export const isOnlineSource = (source: BookingSource): boolean => ONLINE_SOURCES.includes(source);

/** What a booking asks the customer to pay: the cancellation fee once canceled, the total otherwise. */
export function amountDueCents(status: BookingStatus, totalPriceCents: number, cancellationFeeCents: number | null): number {
  if (status === BookingStatus.CANCELED || status === BookingStatus.EXPIRED) return cancellationFeeCents ?? 0;
  return totalPriceCents;
}

/** The money of a cancellation, computed once for the booking, its documents and its mail. */
export interface CancellationSettlement {
  /** The fee chosen (or the policy's). */
  feeCents: number;
  /** What the vendor charges for the cancellation: the fee, or everything paid when the office keeps it (skipRefund). */
  chargedCents: number;
  /** Paid before the cancellation's refund. */
  paidCents: number;
  /** Paid money the vendor keeps. */
  keptCents: number;
  /** Paid money that goes back. */
  refundCents: number;
  /** Charged but not paid yet. */
  openCents: number;
}

export function settleCancellation(feeCents: number, paidCents: number, skipRefund: boolean): CancellationSettlement {
  const chargedCents = skipRefund ? Math.max(feeCents, paidCents) : feeCents;
  const keptCents = Math.min(paidCents, chargedCents);
  return { feeCents, chargedCents, paidCents, keptCents, refundCents: paidCents - keptCents, openCents: chargedCents - keptCents };
}

/**
 * Paid so far: Σ(amount − refunded) over SUCCEEDED and REFUNDED payments. A refund is no row of its own: it adds to the
 * payment's refunded_cents, and a payment refunded in full turns REFUNDED (so it counts 0).
 */
export function paidCents(payments: { status: string; amountCents: number; refundedCents: number }[]): number {
  return payments.reduce((sum, p) => sum + (p.status === 'SUCCEEDED' || p.status === 'REFUNDED' ? p.amountCents - p.refundedCents : 0), 0);
}

/** One chair booking as the report reads it. */
export interface ReportChairBooking {
  beachChairId: number;
  sectionId: number;
  sectionName: string;
  start: Date;
  /** Exclusive. */
  end: Date;
  priceCents: number;
}

export interface ReportLine {
  date: string;
  sectionId: number;
  sectionName: string;
  chairsBooked: number;
  chairBookings: number;
  revenueCents: number;
}

/**
 * Per day (in `timeZone`) and section: distinct chairs, chair bookings and revenue. A chair booking over n days adds
 * floor(p·(k+1)/n) − floor(p·k/n) cents on its k-th day, so its days add up to its price exactly; days outside
 * [from, to] are left out. Sorted by day, then section name and id; days without bookings have no line.
 */
export function dayReport(bookings: ReportChairBooking[], from: string, to: string, timeZone: string): ReportLine[] {
  const lines = new Map<string, ReportLine & { chairs: Set<number> }>();
  for (const b of bookings) {
    const first = calendarDate(b.start, timeZone);
    const last = calendarDate(new Date(b.end.getTime() - 1), timeZone);
    const n = daysBetween(first, last) + 1;
    for (let day = first > from ? first : from; day <= last && day <= to; day = addDays(day, 1)) {
      const k = daysBetween(first, day);
      const share = Math.floor((b.priceCents * (k + 1)) / n) - Math.floor((b.priceCents * k) / n);
      const key = `${day}|${b.sectionId}`;
      let line = lines.get(key);
      if (!line) {
        line = {
          date: day,
          sectionId: b.sectionId,
          sectionName: b.sectionName,
          chairsBooked: 0,
          chairBookings: 0,
          revenueCents: 0,
          chairs: new Set(),
        };
        lines.set(key, line);
      }
      line.chairs.add(b.beachChairId);
      line.chairBookings += 1;
      line.revenueCents += share;
    }
  }
  return [...lines.values()]
    .map(({ chairs, ...line }) => ({ ...line, chairsBooked: chairs.size }))
    .sort((a, b) => a.date.localeCompare(b.date) || a.sectionName.localeCompare(b.sectionName) || a.sectionId - b.sectionId);
}

/**
 * What was paid beyond what is due, split by who gives it back: the payment providers by themselves (the refund job
 * after a cancellation that refunds, or a cheaper change of a holding booking), at most what their payments still hold;
 * the rest the office pays out by hand. The office is never offered what a provider refund already covers.
 */
export function refundDueSplit(
  booking: { status: BookingStatus; skipRefund: boolean },
  paidCents: number,
  dueCents: number,
  providerRefundableCents: number,
): { byProviderCents: number; byOfficeCents: number } {
  const overpaid = Math.max(paidCents - dueCents, 0);
  const jobRefunds = (booking.status === BookingStatus.CANCELED && !booking.skipRefund) || HOLDING_STATUSES.includes(booking.status);
  const byProviderCents = jobRefunds ? Math.min(overpaid, Math.max(providerRefundableCents, 0)) : 0;
  return { byProviderCents, byOfficeCents: overpaid - byProviderCents };
}
