import { RateType } from '../../../common/enums.js';

/**
 * Price rules, pure. A price definition belongs to a section, optionally narrowed to one row and/or one chair model
 * (null: all), and is valid from..to (inclusive days). Amounts are integer cents.
 */
export interface RateDef {
  type: RateType;
  priceCents: number;
  discount: boolean;
  /** MORNING/AFTERNOON: 'HH-HH'. */
  timeRange: string | null;
  /** MULTI_DAY: the per-day price applies from this many days on. */
  minDays: number | null;
}

export interface PriceDefinition {
  id: number;
  rowId: number | null;
  model: string | null;
  validFrom: string;
  validTo: string;
  rates: RateDef[];
}

export interface PriceScope {
  rowId?: number | null;
  model?: string | null;
}

/** One price line: a single-day rate, or the whole range priced at its best rate. */
export interface PriceRow {
  type: RateType;
  priceCents: number;
  discount: boolean;
  timeRange: string | null;
  days: number;
}

/** row and model both matching > row only > model only > neither. */
function specificity(d: PriceDefinition): number {
  return (d.rowId !== null ? 2 : 0) + (d.model !== null ? 1 : 0);
}

/**
 * The definition that prices a chair of `scope` for the days start..end: among those whose row and model are null or
 * equal to the chair's and whose validity covers the whole range, the most specific; on a tie the most recent
 * (latest validFrom, then highest id).
 */
export function selectPriceDefinition(defs: PriceDefinition[], scope: PriceScope, start: string, end: string): PriceDefinition | undefined {
  let best: PriceDefinition | undefined;
  for (const d of defs) {
    if (d.rowId !== null && d.rowId !== (scope.rowId ?? null)) continue;
    if (d.model !== null && d.model !== (scope.model ?? null)) continue;
    if (d.validFrom > start || d.validTo < end) continue;
    if (
      !best ||
      specificity(d) > specificity(best) ||
      (specificity(d) === specificity(best) && (d.validFrom > best.validFrom || (d.validFrom === best.validFrom && d.id > best.id)))
    ) {
      best = d;
    }
  }
  return best;
}

const SINGLE_DAY_TYPES = [RateType.MORNING, RateType.AFTERNOON, RateType.DAY];

const row = (r: RateDef, priceCents: number, days: number, type = r.type): PriceRow => ({
  type,
  priceCents,
  discount: r.discount,
  timeRange: r.timeRange,
  days,
});

/** A single day: one row per rate type (MORNING, AFTERNOON, DAY), the regular rate before its discount variant. */
export function singleDayRows(rates: RateDef[]): PriceRow[] {
  return SINGLE_DAY_TYPES.flatMap((type) =>
    [false, true].flatMap((discount) => {
      const r = rates.find((x) => x.type === type && x.discount === discount);
      return r ? [row(r, r.priceCents, 1)] : [];
    }),
  );
}

interface Candidate {
  type: RateType;
  priceCents: number;
  discount: boolean;
}

/** The cheapest per-day rate for a stay of `days`: DAY, or MULTI_DAY from its minimum on. */
function perDay(pool: RateDef[], days: number): RateDef | undefined {
  let best: RateDef | undefined;
  for (const r of pool) {
    const fits = r.type === RateType.DAY || (r.type === RateType.MULTI_DAY && days >= (r.minDays ?? 2));
    if (fits && (!best || r.priceCents < best.priceCents)) best = r;
  }
  return best;
}

function cheapest(pool: RateDef[], type: RateType): RateDef | undefined {
  return pool.filter((r) => r.type === type).sort((a, b) => a.priceCents - b.priceCents)[0];
}

/**
 * The price of a stay of `days` (>= 2) whole days at the best applicable rate of `pool`:
 * every day at the cheapest per-day rate (DAY, or MULTI_DAY once the stay reaches its minimum), whole weeks at WEEK
 * (with the remaining days per day, or one more week when that is cheaper), or the SEASON flat rate, whichever is
 * cheapest. On a tie the order DAY/MULTI_DAY, WEEK, SEASON decides.
 */
function bestCandidate(pool: RateDef[], days: number): Candidate | undefined {
  const candidates: Candidate[] = [];
  const day = perDay(pool, days);
  if (day) candidates.push({ type: day.type, priceCents: day.priceCents * days, discount: day.discount });
  const week = cheapest(pool, RateType.WEEK);
  if (week) {
    candidates.push({ type: RateType.WEEK, priceCents: week.priceCents * Math.ceil(days / 7), discount: week.discount });
    const rest = days % 7;
    if (day && days >= 7 && rest > 0) {
      candidates.push({
        type: RateType.WEEK,
        priceCents: week.priceCents * Math.floor(days / 7) + day.priceCents * rest,
        discount: week.discount || day.discount,
      });
    }
  }
  const season = cheapest(pool, RateType.SEASON);
  if (season) candidates.push({ type: RateType.SEASON, priceCents: season.priceCents, discount: season.discount });
  let best: Candidate | undefined;
  for (const c of candidates) if (!best || c.priceCents < best.priceCents) best = c;
  return best;
}

/**
 * Several days: one row for the whole range at the best applicable rate, and, when the definition has discount
 * rates, a second row for discount-card holders (best over regular and discount rates) if it differs.
 */
export function rangeRows(rates: RateDef[], days: number): PriceRow[] {
  const regular = bestCandidate(rates.filter((r) => !r.discount), days);
  const withDiscount = rates.some((r) => r.discount) ? bestCandidate(rates, days) : undefined;
  const rows: PriceRow[] = [];
  if (regular) rows.push({ ...regular, timeRange: null, days });
  if (withDiscount && withDiscount.discount && (!regular || withDiscount.priceCents < regular.priceCents)) {
    rows.push({ ...withDiscount, timeRange: null, days });
  }
  return rows;
}

/** Price rows for days start..end (`days` inclusive days): per rate type for one day, one row for several. */
export function priceRows(rates: RateDef[], days: number): PriceRow[] {
  return days <= 1 ? singleDayRows(rates) : rangeRows(rates, days);
}

/**
 * The price of one chair booking: a half day or a day at its own rate (1 day), several days at the best rate;
 * `discount` picks the discount-card row when there is one. Undefined when the definition has no fitting rate.
 */
export function priceFor(rates: RateDef[], days: number, slot: 'day' | 'morning' | 'afternoon', discount: boolean): PriceRow | undefined {
  const rows = priceRows(rates, days);
  const type = slot === 'morning' ? RateType.MORNING : slot === 'afternoon' ? RateType.AFTERNOON : days <= 1 ? RateType.DAY : undefined;
  const fitting = rows.filter((r) => type === undefined || r.type === type);
  return fitting.find((r) => r.discount === discount) ?? fitting.find((r) => !r.discount);
}
