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
  /** The definition the rate comes from (set by applicableRates). */
  priceId?: number;
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
  /** The definition whose rate prices the row. */
  priceId?: number;
}

/** row and model both matching > row only > model only > neither. */
function specificity(d: PriceDefinition): number {
  return (d.rowId !== null ? 2 : 0) + (d.model !== null ? 1 : 0);
}

/** Precedence of two definitions: the more specific first; on a tie the most recent (latest validFrom, then highest id). */
function precedes(a: PriceDefinition, b: PriceDefinition): boolean {
  return (
    specificity(a) > specificity(b) ||
    (specificity(a) === specificity(b) && (a.validFrom > b.validFrom || (a.validFrom === b.validFrom && a.id > b.id)))
  );
}

/** The definitions that can price a chair of `scope` for start..end (row and model null or the chair's, validity covering every day), by precedence. */
function applicableDefinitions(defs: PriceDefinition[], scope: PriceScope, start: string, end: string): PriceDefinition[] {
  return defs
    .filter(
      (d) =>
        (d.rowId === null || d.rowId === (scope.rowId ?? null)) &&
        (d.model === null || d.model === (scope.model ?? null)) &&
        d.validFrom <= start &&
        d.validTo >= end,
    )
    .sort((a, b) => (precedes(a, b) ? -1 : precedes(b, a) ? 1 : 0));
}

/**
 * The most specific definition that prices a chair of `scope` for the days start..end: among those whose row and model
 * are null or equal to the chair's and whose validity covers the whole range, the most specific; on a tie the most
 * recent (latest validFrom, then highest id).
 */
export function selectPriceDefinition(defs: PriceDefinition[], scope: PriceScope, start: string, end: string): PriceDefinition | undefined {
  return applicableDefinitions(defs, scope, start, end)[0];
}

/**
 * The rate kind a definition sets for a chair: MULTI_DAY belongs to DAY (both are the per-day price; a definition with
 * its own day price does not take a less specific one's cheaper per-day price for longer stays). Discount variants
 * belong to their type.
 */
const KIND: Record<RateType, RateType> = {
  [RateType.MORNING]: RateType.MORNING,
  [RateType.AFTERNOON]: RateType.AFTERNOON,
  [RateType.DAY]: RateType.DAY,
  [RateType.MULTI_DAY]: RateType.DAY,
  [RateType.WEEK]: RateType.WEEK,
  [RateType.SEASON]: RateType.SEASON,
};

/** The rates that price a chair for a range, merged from the definitions that apply (see applicableRates). */
export interface AppliedRates {
  /** The most specific definition that contributes rates. */
  primary: PriceDefinition;
  /** Each rate with the definition it comes from. */
  rates: RateDef[];
  /** The days over which all the contributing definitions are valid. */
  validFrom: string;
  validTo: string;
}

/**
 * The rates that price a chair of `scope` for start..end: per rate kind (MORNING, AFTERNOON, DAY with MULTI_DAY, WEEK,
 * SEASON), the rates of the most specific applicable definition that has that kind (row and model > row > model >
 * section; a tie: latest validFrom, then highest id). A model's or row's definition thus replaces the kinds it sets and
 * keeps the others of the less specific definitions: an XL definition with day and week rates keeps the section's
 * SEASON rate. Undefined when no definition applies or none has a rate.
 */
export function applicableRates(defs: PriceDefinition[], scope: PriceScope, start: string, end: string): AppliedRates | undefined {
  const taken = new Set<RateType>();
  const rates: RateDef[] = [];
  const sources: PriceDefinition[] = [];
  for (const d of applicableDefinitions(defs, scope, start, end)) {
    const own = (d.rates ?? []).filter((r) => !taken.has(KIND[r.type]));
    if (!own.length) continue;
    sources.push(d);
    rates.push(...own.map((r) => ({ ...r, priceId: d.id })));
    for (const r of own) taken.add(KIND[r.type]);
  }
  if (!sources.length) return undefined;
  return {
    primary: sources[0],
    rates,
    validFrom: sources.reduce((v, d) => (d.validFrom > v ? d.validFrom : v), sources[0].validFrom),
    validTo: sources.reduce((v, d) => (d.validTo < v ? d.validTo : v), sources[0].validTo),
  };
}

const SINGLE_DAY_TYPES = [RateType.MORNING, RateType.AFTERNOON, RateType.DAY];
const HALF_DAY_TYPES = [RateType.MORNING, RateType.AFTERNOON];
const TYPE_ORDER = Object.values(RateType);

const row = (r: RateDef, priceCents: number, days: number, type = r.type): PriceRow => ({
  type,
  priceCents,
  discount: r.discount,
  timeRange: r.timeRange,
  days,
  priceId: r.priceId,
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

/** A way to price `days` days at one rate type. */
interface Candidate {
  type: RateType;
  priceCents: number;
  discount: boolean;
  timeRange: string | null;
  priceId?: number;
}

/** The cheapest per-day rate for a stay of `days`: DAY, or MULTI_DAY from its minimum on. */
function perDay(pool: RateDef[], days: number): RateDef | undefined {
  let best: RateDef | undefined;
  for (const r of pool) {
    if (r.type !== RateType.DAY && r.type !== RateType.MULTI_DAY) continue;
    if (r.type === RateType.MULTI_DAY && days < (r.minDays ?? 2)) continue;
    if (!best || r.priceCents < best.priceCents || (r.priceCents === best.priceCents && !r.discount && best.discount)) best = r;
  }
  return best;
}

function cheapest(pool: RateDef[], type: RateType): RateDef | undefined {
  return pool.filter((r) => r.type === type).sort((a, b) => a.priceCents - b.priceCents || Number(a.discount) - Number(b.discount))[0];
}

/**
 * Every way of `pool` to price `days` days: a half day (one day only); every day at a DAY rate, or at a MULTI_DAY rate
 * once the stay reaches its minimum; whole weeks at WEEK (the cheapest) with the remaining days at the cheapest per-day
 * rate, or one more week instead; the SEASON flat rate.
 */
function candidates(pool: RateDef[], days: number): Candidate[] {
  const out: Candidate[] = [];
  const of = (r: RateDef, priceCents: number, type = r.type, discount = r.discount): Candidate => ({
    type,
    priceCents,
    discount,
    timeRange: r.timeRange,
    priceId: r.priceId,
  });
  for (const r of pool) {
    if (HALF_DAY_TYPES.includes(r.type) && days === 1) out.push(of(r, r.priceCents));
    if (r.type === RateType.DAY) out.push(of(r, r.priceCents * days));
    if (r.type === RateType.MULTI_DAY && days >= (r.minDays ?? 2)) out.push(of(r, r.priceCents * days));
  }
  const week = cheapest(pool, RateType.WEEK);
  if (week) {
    out.push(of(week, week.priceCents * Math.ceil(days / 7)));
    const day = perDay(pool, days);
    const rest = days % 7;
    if (day && days >= 7 && rest > 0) {
      out.push(of(week, week.priceCents * Math.floor(days / 7) + day.priceCents * rest, RateType.WEEK, week.discount || day.discount));
    }
  }
  const season = cheapest(pool, RateType.SEASON);
  if (season) out.push(of(season, season.priceCents));
  return out;
}

/** The cheapest candidate (of `type` when given); a tie goes to the type listed first (DAY, MULTI_DAY, WEEK, SEASON), then the regular rate. */
function bestCandidate(pool: RateDef[], days: number, type?: RateType, except?: RateType): Candidate | undefined {
  let best: Candidate | undefined;
  for (const c of candidates(pool, days)) {
    if ((type !== undefined && c.type !== type) || c.type === except) continue;
    if (HALF_DAY_TYPES.includes(c.type) && type === undefined) continue; // a half day is only ever asked for
    if (
      !best ||
      c.priceCents < best.priceCents ||
      (c.priceCents === best.priceCents &&
        (TYPE_ORDER.indexOf(c.type) < TYPE_ORDER.indexOf(best.type) ||
          (c.type === best.type && Number(c.discount) < Number(best.discount))))
    ) {
      best = c;
    }
  }
  return best;
}

const toRow = (c: Candidate, days: number): PriceRow => ({
  type: c.type,
  priceCents: c.priceCents,
  discount: c.discount,
  timeRange: c.timeRange,
  days,
  priceId: c.priceId,
});

/**
 * Several days: one row for the whole range at the best applicable rate, and, when the definition has discount
 * rates, a second row for discount-card holders (best over regular and discount rates) if it differs.
 */
export function rangeRows(rates: RateDef[], days: number): PriceRow[] {
  const regular = bestCandidate(
    rates.filter((r) => !r.discount),
    days,
  );
  const withDiscount = rates.some((r) => r.discount) ? bestCandidate(rates, days) : undefined;
  const rows: PriceRow[] = [];
  if (regular) rows.push({ ...toRow(regular, days), timeRange: null });
  if (withDiscount && withDiscount.discount && (!regular || withDiscount.priceCents < regular.priceCents)) {
    rows.push({ ...toRow(withDiscount, days), timeRange: null });
  }
  return rows;
}

/** Price rows for days start..end (`days` inclusive days): per rate type for one day, one row for several. */
export function priceRows(rates: RateDef[], days: number): PriceRow[] {
  return days <= 1 ? singleDayRows(rates) : rangeRows(rates, days);
}

/** Why a rate asked for cannot price the days. */
export type RateProblem =
  /** No applicable definition has a rate of that type (for a customer without a discount card: a regular one). */
  | { reason: 'NOT_DEFINED' }
  /** MORNING/AFTERNOON: half of one day, not several days. */
  | { reason: 'SINGLE_DAY_ONLY' }
  /** MULTI_DAY: the stay is shorter than the smallest minDays. */
  | { reason: 'TOO_FEW_DAYS'; minDays: number }
  /** WEEK for fewer than 7 days where the days cost less at another rate. */
  | { reason: 'SHORTER_THAN_A_WEEK' }
  /** SEASON for part of the season where the days cost less at another rate. */
  | { reason: 'NOT_THE_WHOLE_SEASON' };

export type RatePrice = { row: PriceRow; problem?: undefined } | { row?: undefined; problem: RateProblem };

/**
 * The price of `days` days at the rate type asked for, or why that rate cannot price them; never another rate.
 * `discount`: the customer has a discount card, so discount variants count too (the cheapest of the type wins).
 * A rate applies when: MORNING/AFTERNOON — one day; DAY — any days, per day; MULTI_DAY — from its minDays on, per day;
 * WEEK — 7 days or more (whole weeks plus days per day, or one more week), or fewer where the week costs no more than
 * the days at the other rates (a cap); SEASON — the whole season still ahead (`coversSeason`), or part of it where the
 * flat rate costs no more than the days at the other rates (a cap). So whatever rate the best price was found at is
 * accepted when a client sends it back.
 */
export function priceAtRate(rates: RateDef[], days: number, rate: RateType, discount: boolean, coversSeason: boolean): RatePrice {
  const pool = discount ? rates : rates.filter((r) => !r.discount);
  const ofType = pool.filter((r) => r.type === rate);
  if (!ofType.length) return { problem: { reason: 'NOT_DEFINED' } };
  if (HALF_DAY_TYPES.includes(rate) && days > 1) return { problem: { reason: 'SINGLE_DAY_ONLY' } };
  if (rate === RateType.MULTI_DAY) {
    const minDays = Math.min(...ofType.map((r) => r.minDays ?? 2));
    if (days < minDays) return { problem: { reason: 'TOO_FEW_DAYS', minDays } };
  }
  const own = bestCandidate(pool, days, rate)!;
  const capOnly = (rate === RateType.WEEK && days < 7) || (rate === RateType.SEASON && !coversSeason);
  if (capOnly) {
    const other = bestCandidate(pool, days, undefined, rate);
    if (other && other.priceCents < own.priceCents) {
      return { problem: { reason: rate === RateType.WEEK ? 'SHORTER_THAN_A_WEEK' : 'NOT_THE_WHOLE_SEASON' } };
    }
  }
  return { row: toRow(own, days) };
}

/**
 * The price of one chair booking: at the rate asked for (priceAtRate), or without one at the best rate (a single day:
 * the day rate); `discount` picks the discount-card price where it is cheaper. A problem when the rate asked for
 * cannot price the days, undefined when nothing prices them.
 */
export function chairPrice(
  rates: RateDef[],
  days: number,
  rate: RateType | undefined,
  discount: boolean,
  coversSeason: boolean,
): RatePrice | undefined {
  if (rate !== undefined) return priceAtRate(rates, days, rate, discount, coversSeason);
  if (days <= 1) {
    const day = priceAtRate(rates, days, RateType.DAY, discount, coversSeason);
    return day.row ? day : undefined;
  }
  const rows = rangeRows(rates, days);
  const found = rows.find((r) => r.discount === discount) ?? rows.find((r) => !r.discount);
  return found ? { row: found } : undefined;
}
