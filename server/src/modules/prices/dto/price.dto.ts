import { ApiProperty } from '@nestjs/swagger';
import { BeachChairModel, RateType } from '../../../common/enums.js';
import { toEuros } from '../../../common/money.js';
import type { PriceRow, RateDef } from '../rules/pricing.js';

const label = (range: string | null) => (range ? range.replace(/^(\d{2})-(\d{2})$/, '$1:00 - $2:00') : null);

/** One rate of the price definition that applies, as the storefront lists it (the spec's "price entry"). */
export class RateEntryDto {
  @ApiProperty({ enum: RateType, enumName: 'RateType' }) type: RateType;
  @ApiProperty({ description: 'Euros, VAT included; per day for MULTI_DAY, flat for the others', example: 15 }) price: number;
  @ApiProperty({ description: 'The rate for holders of a discount card' }) discount: boolean;
  @ApiProperty({ type: String, nullable: true, example: '08-13', description: 'MORNING/AFTERNOON: the hours, HH-HH' }) range: string | null;
  @ApiProperty({ type: String, nullable: true, example: '08:00 - 13:00', description: 'The range as shown' }) label: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'MULTI_DAY: from this many days on' }) minDays: number | null;
}

/**
 * GET /prices/rates: the rates that apply, per rate kind from the most specific definition that has it (a row's or
 * model's definition keeps the section's rates of the kinds it does not set, e.g. SEASON).
 */
export class PriceRatesDto {
  @ApiProperty() sectionId: number;
  @ApiProperty({ type: Number, nullable: true }) rowId: number | null;
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel', nullable: true }) model: BeachChairModel | null;
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date' }) end: string;
  @ApiProperty({
    description: 'The most specific price definition that applies (covering the days); rate kinds it lacks come from less specific ones',
  })
  priceId: number;
  @ApiProperty({ format: 'date', description: 'From this day on all the listed rates are valid' }) validFrom: string;
  @ApiProperty({ format: 'date', description: 'Until this day (included) all the listed rates are valid' }) validTo: string;
  @ApiProperty({ type: [RateEntryDto] }) rates: RateEntryDto[];
}

export class PriceRowDto {
  @ApiProperty({ enum: RateType, enumName: 'RateType', description: 'For several days: the rate the whole range is priced at' })
  type: RateType;
  @ApiProperty({ description: 'Euros for the whole row (all its days), VAT included', example: 39 }) price: number;
  @ApiProperty() discount: boolean;
  @ApiProperty({ type: String, nullable: true, example: '08-13' }) range: string | null;
  @ApiProperty({ type: String, nullable: true, example: '08:00 - 13:00' }) label: string | null;
  @ApiProperty({ description: 'Days the row covers' }) days: number;
}

/**
 * GET /prices/calculate. One day (end = start): `rows` holds one row per rate type (MORNING, AFTERNOON, DAY, each also as
 * its discount variant) and `price`/`rate` are the day rate's (DAY). Several days: `rows` holds one row for the whole
 * range at the best rate (plus a discount-card row when cheaper), `price` and `rate` are the first row's. With `rate`:
 * the rows at that rate only (regular, and the discount-card price when cheaper), or 422 RATE_NOT_APPLICABLE.
 */
export class PriceCalculationDto {
  @ApiProperty() sectionId: number;
  @ApiProperty({ type: Number, nullable: true }) rowId: number | null;
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel', nullable: true }) model: BeachChairModel | null;
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date' }) end: string;
  @ApiProperty({ description: 'Days start..end, both counted' }) days: number;
  @ApiProperty({ description: 'One day: choose a row (rate) instead of a computed range price' }) singleDay: boolean;
  @ApiProperty({ description: 'Euros for the range at the rate asked for or the best rate; a single day: the day rate', example: 39 })
  price: number;
  @ApiProperty({ enum: RateType, enumName: 'RateType', description: 'The rate of price (a single day: DAY, or the rate asked for)' })
  rate: RateType;
  @ApiProperty({ description: 'price is a discount-card price' }) discount: boolean;
  @ApiProperty({ description: 'The price definition whose rate gives price' }) priceId: number;
  @ApiProperty({ type: [PriceRowDto] }) rows: PriceRowDto[];
}

export const toRateEntryDto = (r: RateDef): RateEntryDto => ({
  type: r.type,
  price: toEuros(r.priceCents),
  discount: r.discount,
  range: r.timeRange,
  label: label(r.timeRange),
  minDays: r.minDays,
});

export const toPriceRowDto = (r: PriceRow): PriceRowDto => ({
  type: r.type,
  price: toEuros(r.priceCents),
  discount: r.discount,
  range: r.timeRange,
  label: label(r.timeRange),
  days: r.days,
});

/** The order rates are listed in: by type as the enum lists them, regular before discount, by minimum days. */
const TYPE_ORDER = Object.values(RateType);
export const sortRates = (rates: RateDef[]): RateDef[] =>
  [...rates].sort(
    (a, b) =>
      TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) ||
      Number(a.discount) - Number(b.discount) ||
      (a.minDays ?? 0) - (b.minDays ?? 0),
  );
