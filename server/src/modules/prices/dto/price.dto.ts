import { ApiProperty } from '@nestjs/swagger';
import { BeachChairModel, RateType } from '../../../common/enums.js';
import { toEuros } from '../../../common/money.js';
import type { PriceDefinition, PriceRow, RateDef } from '../rules/pricing.js';

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

/** GET /prices/rates: the definition that applies and all its rates. */
export class PriceRatesDto {
  @ApiProperty() sectionId: number;
  @ApiProperty({ type: Number, nullable: true }) rowId: number | null;
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel', nullable: true }) model: BeachChairModel | null;
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date' }) end: string;
  @ApiProperty({ description: 'The price definition that applies (the most specific one covering the days)' }) priceId: number;
  @ApiProperty({ format: 'date' }) validFrom: string;
  @ApiProperty({ format: 'date' }) validTo: string;
  @ApiProperty({ type: [RateEntryDto] }) rates: RateEntryDto[];
}

export class PriceRowDto {
  @ApiProperty({ enum: RateType, enumName: 'RateType', description: 'For several days: the rate the whole range is priced at' }) type: RateType;
  @ApiProperty({ description: 'Euros for the whole row (all its days), VAT included', example: 39 }) price: number;
  @ApiProperty() discount: boolean;
  @ApiProperty({ type: String, nullable: true, example: '08-13' }) range: string | null;
  @ApiProperty({ type: String, nullable: true, example: '08:00 - 13:00' }) label: string | null;
  @ApiProperty({ description: 'Days the row covers' }) days: number;
}

/**
 * GET /prices/calculate. One day (end = start, i.e. the range is under one whole day): `rows` holds one row per rate type
 * (MORNING, AFTERNOON, DAY, each also as its discount variant) and `price` is 0, as the storefront expects. Several days:
 * `rows` holds one row for the whole range at the best rate (plus a discount-card row when cheaper), `price` and `rate` are
 * the first row's.
 */
export class PriceCalculationDto {
  @ApiProperty() sectionId: number;
  @ApiProperty({ type: Number, nullable: true }) rowId: number | null;
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel', nullable: true }) model: BeachChairModel | null;
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date' }) end: string;
  @ApiProperty({ description: 'Days start..end, both counted' }) days: number;
  @ApiProperty({ description: 'One day: choose a row (rate) instead of a computed range price' }) singleDay: boolean;
  @ApiProperty({ description: 'Euros for the range at the best rate; 0 for a single day', example: 39 }) price: number;
  @ApiProperty({ enum: RateType, enumName: 'RateType', nullable: true, description: 'The rate of price; null for a single day' })
  rate: RateType | null;
  @ApiProperty({ description: 'price is a discount-card price' }) discount: boolean;
  @ApiProperty() priceId: number;
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
export const sortRates = (d: PriceDefinition): RateDef[] =>
  [...d.rates].sort(
    (a, b) => TYPE_ORDER.indexOf(a.type) - TYPE_ORDER.indexOf(b.type) || Number(a.discount) - Number(b.discount) || (a.minDays ?? 0) - (b.minDays ?? 0),
  );
