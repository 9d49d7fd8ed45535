import { ExtraType } from './enums.js';
import { includedVatCents } from './money.js';

// VAT by item: every price is gross; each line carries its rate, and the VAT of an invoice is computed per rate on the
// gross sum of that rate's lines (the way German invoices state it: net, VAT and gross per rate).

export interface VatSplit {
  grossCents: number;
  netCents: number;
  vatCents: number;
}

/** Prices are gross with 19 % VAT included: VAT = gross − round(gross / 1.19), net = gross − VAT (cent-exact, net + VAT = gross). */
export function splitGross(grossCents: number, ratePercent = 19): VatSplit {
  // A negative amount (a correction) splits as the mirror of the positive one, so a reversal nets to zero exactly.
  const vatCents = Math.sign(grossCents) * includedVatCents(Math.abs(grossCents), ratePercent);
  return { grossCents, netCents: grossCents - vatCents, vatCents };
}

/** The rates a line may carry, in percent: standard, reduced (takeaway food), none (e.g. a small business). */
export const VAT_RATES = [19, 7, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

/** Renting a beach chair is a standard-rated service. */
export const CHAIR_RENTAL_VAT_RATE: VatRate = 19;

/**
 * The rate of a cancellation fee or of money kept: the price of the rental that was booked (a cancellation fee is
 * consideration for the booked service in German VAT practice), so the chair rental's rate.
 */
export const CANCELLATION_FEE_VAT_RATE: VatRate = CHAIR_RENTAL_VAT_RATE;

/** Takeaway food is reduced-rated (7 %); drinks, alcoholic or not, and everything else standard-rated (19 %). */
export const defaultVatRate = (type: ExtraType): VatRate => (type === ExtraType.FOOD ? 7 : 19);

export interface VatLine {
  grossCents: number;
  vatRate: number;
}

export interface VatGroup extends VatSplit {
  rate: number;
}

/** Net, VAT and gross per rate (highest rate first, rates without lines left out) and their sums. */
export function vatBreakdown(lines: readonly VatLine[]): { groups: VatGroup[]; totals: VatSplit } {
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.grossCents);
  const groups = [...byRate.entries()]
    .sort(([a], [b]) => b - a)
    .filter(([, gross]) => gross !== 0)
    .map(([rate, gross]) => ({ rate, ...splitGross(gross, rate) }));
  const totals = groups.reduce(
    (t, g) => ({ grossCents: t.grossCents + g.grossCents, netCents: t.netCents + g.netCents, vatCents: t.vatCents + g.vatCents }),
    {
      grossCents: 0,
      netCents: 0,
      vatCents: 0,
    },
  );
  return { groups, totals };
}
