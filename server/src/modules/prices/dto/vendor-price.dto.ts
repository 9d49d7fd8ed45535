import { ApiProperty } from '@nestjs/swagger';
import { UpdateType } from '../../../common/validation/optional.js';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, IsNumber, Max, Min } from 'class-validator';
import { BeachChairModel, PriceChangeMode, RateType } from '../../../common/enums.js';
import { INT32_MAX } from '../../../common/validation/optional.js';
import { toEuros } from '../../../common/money.js';
import {
  ValidateEuros,
  ValidateHourRange,
  ValidateNestedList,
  ValidateNullableInt,
} from '../../../common/validation/structured-validation.js';
import { ValidateBoolean, ValidateDate, ValidateEnum, ValidateId, ValidateInt } from '../../../common/validation/validation.js';
import type { PriceRate } from '../entities/price-rate.entity.js';
import type { Price } from '../entities/price.entity.js';

export class PriceRateInputDto {
  @ValidateEnum(RateType, 'RateType', { description: 'MORNING/AFTERNOON need timeRange; MULTI_DAY needs minDays' }) type: RateType;
  @ValidateEuros({ description: 'Euros, VAT included: per half day, day, day from minDays on, week or season' }) price: number;
  @ValidateBoolean({ optional: true, description: 'The discounted rate (e.g. with a guest card); default false' }) discount?: boolean;
  @ValidateHourRange({ optional: true, description: 'MORNING/AFTERNOON only: the hours, HH-HH' }) timeRange?: string;
  @ValidateInt({ optional: true, min: 2, max: 366, description: 'MULTI_DAY only: the per-day price applies from this many days on' })
  minDays?: number;
}

export class CreatePriceDto {
  @ValidateId({ description: "A section of one of the caller's locations" }) sectionId: number;
  @ValidateNullableInt({ optional: true, min: 1, description: 'Only this row of the section; null: the whole section' }) rowId?:
    number | null;
  @ValidateEnum(BeachChairModel, 'BeachChairModel', {
    optional: true,
    nullable: true,
    description: 'Only this chair model; null: every model',
  })
  model?: BeachChairModel | null;
  @ValidateDate({ description: 'First valid day' }) validFrom: string;
  @ValidateDate({ description: 'Last valid day (inclusive)' }) validTo: string;
  @ValidateNestedList(() => PriceRateInputDto, { minItems: 1, maxItems: 30 }) rates: PriceRateInputDto[];
}

/** Fields left out stay as they are; rates, when given, replace all rates. */
export class UpdatePriceDto extends UpdateType(CreatePriceDto) {}

/** The most definitions one bulk change takes. */
export const BULK_PRICE_CHANGE_MAX = 500;

export class BulkPriceChangeDto {
  @ApiProperty({ type: [Number], description: `Up to ${BULK_PRICE_CHANGE_MAX} of the caller's price definitions, each once` })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(BULK_PRICE_CHANGE_MAX)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(INT32_MAX, { each: true })
  priceIds: number[];
  @ValidateEnum(PriceChangeMode, 'PriceChangeMode') mode: PriceChangeMode;
  @ApiProperty({
    type: 'number',
    format: 'double',
    minimum: -100_000,
    maximum: 100_000,
    example: 10,
    description: 'Signed, at most two decimals: percent (PERCENT, from -100) or euros (AMOUNT)',
  })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 })
  @Min(-100_000)
  @Max(100_000)
  value: number;
}

export class PriceRateDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: RateType, enumName: 'RateType' }) type: RateType;
  @ApiProperty({ description: 'Euros, VAT included' }) price: number;
  @ApiProperty() discount: boolean;
  @ApiProperty({ type: String, nullable: true, description: "'HH-HH' for MORNING/AFTERNOON" }) timeRange: string | null;
  @ApiProperty({ type: Number, nullable: true }) minDays: number | null;
}

export class VendorPriceDto {
  @ApiProperty() id: number;
  @ApiProperty() vendorId: number;
  @ApiProperty() sectionId: number;
  @ApiProperty({ type: Number, nullable: true }) rowId: number | null;
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel', nullable: true }) model: BeachChairModel | null;
  @ApiProperty({ format: 'date' }) validFrom: string;
  @ApiProperty({ format: 'date' }) validTo: string;
  @ApiProperty({ type: [PriceRateDto] }) rates: PriceRateDto[];
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

const RATE_ORDER = Object.values(RateType);

const toRateDto = (r: PriceRate): PriceRateDto => ({
  id: r.id,
  type: r.type,
  price: toEuros(r.priceCents),
  discount: r.discount,
  timeRange: r.timeRange,
  minDays: r.minDays,
});

export const toVendorPriceDto = (p: Price): VendorPriceDto => ({
  id: p.id,
  vendorId: p.vendorId,
  sectionId: p.sectionId,
  rowId: p.rowId,
  model: p.model,
  validFrom: p.validFrom,
  validTo: p.validTo,
  rates: [...(p.rates ?? [])]
    .sort((a, b) => RATE_ORDER.indexOf(a.type) - RATE_ORDER.indexOf(b.type) || Number(a.discount) - Number(b.discount) || a.id - b.id)
    .map(toRateDto),
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
});
