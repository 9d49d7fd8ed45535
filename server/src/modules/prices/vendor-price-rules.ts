import { PriceChangeMode, RateType } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import type { PriceRateInputDto } from './dto/vendor-price.dto.js';

const HALF_DAY = [RateType.MORNING, RateType.AFTERNOON];

const invalid = (field: string, message: string) => new DomainError(ErrorType.INVALID_INPUT, `${field} ${message}`, { field });

/** The most a rate may be, as the API takes euros (ValidateEuros). */
export const MAX_RATE_CENTS = 100_000 * 100;

/** A percentage from -100 (every rate 0) to +1000 (eleven times; the result stays an integer); an amount as the DTO allows. */
export function checkBulkChange(mode: PriceChangeMode, value: number): void {
  if (mode !== PriceChangeMode.PERCENT) return;
  if (value < -100) throw invalid('value', 'must not be below -100 percent');
  if (value > 1000) throw invalid('value', 'must not be above 1000 percent');
}

/**
 * The new cents of a rate (column price_cents, the signed value as $2) in SQL: numeric arithmetic, so 1,10 € + 10 %
 * is 121 cents exactly, rounded half up to whole cents and never below 0 (as the office's preview computes it).
 */
export function changedCentsSql(mode: PriceChangeMode): string {
  const next = mode === PriceChangeMode.PERCENT ? 'price_cents * (1 + $2::numeric / 100)' : 'price_cents + $2::numeric * 100';
  return `GREATEST(0, floor(${next} + 0.5))::int`;
}

/** Rules across the fields of a price definition that single-field validation cannot see. */
export function checkPriceDefinition(validFrom: string, validTo: string, rates: PriceRateInputDto[]): void {
  if (validTo < validFrom) throw invalid('validTo', 'must not be before validFrom');
  const seen = new Set<string>();
  rates.forEach((rate, i) => {
    const field = `rates[${i}]`;
    if (HALF_DAY.includes(rate.type) && !rate.timeRange) throw invalid(`${field}.timeRange`, `is required for ${rate.type}`);
    if (!HALF_DAY.includes(rate.type) && rate.timeRange !== undefined)
      throw invalid(`${field}.timeRange`, `is only for MORNING and AFTERNOON`);
    if (rate.type === RateType.MULTI_DAY && rate.minDays === undefined) throw invalid(`${field}.minDays`, 'is required for MULTI_DAY');
    if (rate.type !== RateType.MULTI_DAY && rate.minDays !== undefined) throw invalid(`${field}.minDays`, 'is only for MULTI_DAY');
    const key = `${rate.type}/${rate.discount ?? false}/${rate.minDays ?? ''}`;
    if (seen.has(key)) throw invalid(field, 'repeats a rate of the same type, discount and minDays');
    seen.add(key);
  });
}
