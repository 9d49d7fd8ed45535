import { CANCELLATION_FEE_VAT_RATE, CHAIR_RENTAL_VAT_RATE, type VatLine } from '../../../common/vat.js';
import type { InvoiceLines } from './invoice-number.service.js';

// The gross of each register row (invoice or correction invoice) split by VAT rate, as its PDF states it: what the
// accountant's export books per rate and what a correction is computed against.

/** A register row's `lines`: an invoice's lines as issued; a correction's gross per rate (`vat`), kept since issue 29. */
export type RegisterLines = Partial<InvoiceLines> & { vat?: VatLine[] };

/** An invoice's lines with their rates (chairs and fees at the rental's rate, extras at their own). */
export function linesByRate(l: Partial<InvoiceLines>): VatLine[] {
  return [
    ...(l.chairs ?? []).map((c) => ({ grossCents: c.priceCents, vatRate: CHAIR_RENTAL_VAT_RATE })),
    ...(l.extras ?? []).map((e) => ({ grossCents: e.amount * e.unitPriceCents, vatRate: e.vatRate })),
    ...(l.chairFees ?? []).map((f) => ({ grossCents: f.grossCents, vatRate: CANCELLATION_FEE_VAT_RATE })),
    ...(l.cancellationFeeCents ? [{ grossCents: l.cancellationFeeCents, vatRate: CANCELLATION_FEE_VAT_RATE }] : []),
  ];
}

const sum = (lines: readonly VatLine[]) => lines.reduce((s, x) => s + x.grossCents, 0);

/**
 * What a booking asks for now (`targetCents`) split by rate: its lines when they add up to it, nothing for 0, else all
 * of it at the rate of a cancellation fee (a fee, or money kept: consideration for the booked rental).
 */
export function targetByRate(lines: Partial<InvoiceLines>, targetCents: number): VatLine[] {
  if (targetCents === 0) return [];
  const own = linesByRate(lines);
  return sum(own) === targetCents ? own : [{ grossCents: targetCents, vatRate: CANCELLATION_FEE_VAT_RATE }];
}

/**
 * A register row's gross by rate: a correction's stored split; an invoice's lines where they add up to what it states
 * (or its mirror, a full reversal); else all of it at the chair rental's rate (a correction issued before the split was kept).
 */
export function invoiceVatLines(r: { gross_cents: number; lines: RegisterLines | null }): VatLine[] {
  const l = r.lines ?? {};
  if (l.vat && sum(l.vat) === r.gross_cents) return l.vat;
  const lines = linesByRate(l);
  const stated = sum(lines);
  if (stated !== 0 && Math.abs(stated) === Math.abs(r.gross_cents)) {
    const sign = Math.sign(r.gross_cents) * Math.sign(stated);
    return lines.map((x) => ({ ...x, grossCents: sign * x.grossCents }));
  }
  return [{ grossCents: r.gross_cents, vatRate: CHAIR_RENTAL_VAT_RATE }];
}

/** A correction's split: per rate, what the booking asks for now less what its invoice and earlier corrections state. */
export function correctionByRate(target: readonly VatLine[], invoiced: readonly VatLine[]): VatLine[] {
  const byRate = new Map<number, number>();
  for (const x of target) byRate.set(x.vatRate, (byRate.get(x.vatRate) ?? 0) + x.grossCents);
  for (const x of invoiced) byRate.set(x.vatRate, (byRate.get(x.vatRate) ?? 0) - x.grossCents);
  return [...byRate.entries()]
    .filter(([, gross]) => gross !== 0)
    .sort(([a], [b]) => b - a)
    .map(([vatRate, grossCents]) => ({ vatRate, grossCents }));
}
