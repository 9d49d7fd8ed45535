import { CancellationFeeBase } from '../../../common/enums.js';
import { calendarDate, daysBetween, DEFAULT_TIME_ZONE } from '../../../common/time.js';

/** One rule of vendor.cancellation_policy (editable on the vendor). */
export interface CancellationRule {
  daysBefore: number;
  percent: number;
}

export interface CancellationFeeResult {
  /** The booking's total, cents. */
  totalCents: number;
  feeCents: number;
  /** The percent of the rule that applied; 0 when none did. */
  percent: number;
  /** Calendar days from today to the first active chair booking's start day (negative once it started); null without one. */
  daysBefore: number | null;
  /** The rule that applied, null for a free cancellation. */
  rule: CancellationRule | null;
  refundCents: number;
}

/**
 * The rule for a cancellation `days` calendar days before the start: "cancelling N or fewer days before the start costs
 * P %". Of the rules with daysBefore ≥ days the one with the smallest daysBefore applies (the closest threshold); none,
 * or no rules at all: free. A cancellation after the start (days < 0) takes the rule with the smallest daysBefore.
 */
export function applicableRule(policy: readonly CancellationRule[], days: number): CancellationRule | null {
  let best: CancellationRule | null = null;
  for (const rule of policy) {
    if (rule.daysBefore >= days && (best === null || rule.daysBefore < best.daysBefore)) best = rule;
  }
  return best;
}

/**
 * The fee for cancelling a booking of `totalCents` whose first active chair booking starts at `firstStart` (null: no
 * chair left, nothing to count from: free). Days are calendar days in `timeZone`; the fee is rounded to the cent.
 */
export function cancellationFee(
  policy: readonly CancellationRule[] | null | undefined,
  totalCents: number,
  firstStart: Date | null,
  now: Date = new Date(),
  timeZone: string = DEFAULT_TIME_ZONE,
): CancellationFeeResult {
  const daysBefore = firstStart ? daysBetween(calendarDate(now, timeZone), calendarDate(firstStart, timeZone)) : null;
  const rule = daysBefore === null ? null : applicableRule(policy ?? [], daysBefore);
  const percent = rule ? Math.min(Math.max(rule.percent, 0), 100) : 0;
  const feeCents = Math.round((totalCents * percent) / 100);
  return { totalCents, feeCents, percent, daysBefore, rule, refundCents: totalCents - feeCents };
}

/** What the policy's percent is taken of: the active chairs' rental, or rental and extras (vendor.cancellation_fee_base). */
export function feeBaseCents(base: CancellationFeeBase | null | undefined, parts: { rentalCents: number; extrasCents: number }): number {
  return base === CancellationFeeBase.RENTAL_AND_EXTRAS ? parts.rentalCents + parts.extrasCents : parts.rentalCents;
}
