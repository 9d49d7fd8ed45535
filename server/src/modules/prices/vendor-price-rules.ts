import { RateType } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import type { PriceRateInputDto } from './dto/vendor-price.dto.js';

const HALF_DAY = [RateType.MORNING, RateType.AFTERNOON];

const invalid = (field: string, message: string) => new DomainError(ErrorType.INVALID_INPUT, `${field} ${message}`, { field });

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
