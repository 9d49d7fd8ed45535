import { BookingStatus } from '../../../common/enums.js';
import { toCents, toEuros } from '../../../common/money.js';
import { CANCELLATION_FEE_VAT_RATE, CHAIR_RENTAL_VAT_RATE } from '../../../common/vat.js';
import type { InvoiceDataDto, InvoiceLines } from '../../bookings/index.js';
import type { InvoiceSheetData } from './document-layout.js';

/** An invoice's register row: its number, the gross it states and its lines as issued. */
export interface IssuedInvoice {
  number: string;
  grossCents: number;
  lines: InvoiceLines | null;
}

const line = (grossCents: number, vatRate: number) => ({ gross: toEuros(grossCents), vatRate });

/**
 * An issued invoice as its register row states it (`invoice.lines`, written with its number), so a PDF rendered late
 * (a loaded queue, a booking changed or canceled meanwhile) prints what was issued. Only the vendor, the guest and what
 * was paid come from the booking as it stands. Undefined for a row from before snapshots were kept.
 */
export function issuedInvoiceData(now: InvoiceDataDto, issued: IssuedInvoice): InvoiceSheetData | undefined {
  const { lines } = issued;
  if (!lines || !Array.isArray(lines.chairs)) return undefined;
  const canceled = lines.cancellationFeeCents !== null && lines.cancellationFeeCents !== undefined;
  const linesCents =
    lines.chairs.reduce((sum, c) => sum + c.priceCents, 0) +
    lines.extras.reduce((sum, e) => sum + e.amount * e.unitPriceCents, 0) +
    lines.chairFees.reduce((sum, f) => sum + f.grossCents, 0);
  // A canceled booking's invoice charged what its register row states: the fee, or more when a payment was kept.
  const chargedCents = canceled ? Math.max(issued.grossCents - linesCents, 0) : 0;
  const grossCents = linesCents + chargedCents;
  const paidCents = toCents(now.paid);
  const nowCanceled = now.status === BookingStatus.CANCELED || now.status === BookingStatus.EXPIRED;
  return {
    // Issued for a booking in force that was canceled since: its payment state is read from what was paid.
    status: canceled ? BookingStatus.CANCELED : nowCanceled ? BookingStatus.CONFIRMED : now.status,
    bookingRef: now.bookingRef,
    invoiceNumber: issued.number,
    paymentMethod: now.paymentMethod,
    vendor: now.vendor,
    customer: now.customer,
    beachChairBookings: lines.chairs.map((c) => ({ ...c, ...line(c.priceCents, CHAIR_RENTAL_VAT_RATE) })),
    extras: lines.extras.map((e) => ({
      name: e.name,
      amount: e.amount,
      unitPrice: toEuros(e.unitPriceCents),
      ...line(e.amount * e.unitPriceCents, e.vatRate),
    })),
    beachChairCancellationFees: lines.chairFees.map((f) => ({
      publicNumber: f.publicNumber,
      ...line(f.grossCents, CANCELLATION_FEE_VAT_RATE),
    })),
    cancellationFee: chargedCents > 0 ? line(chargedCents, CANCELLATION_FEE_VAT_RATE) : null,
    cancellation: canceled ? now.cancellation : null,
    totals: { gross: toEuros(grossCents) },
    paid: toEuros(paidCents),
    open: toEuros(Math.max(grossCents - paidCents, 0)),
  };
}
