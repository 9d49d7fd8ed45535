import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { BeachChairModel, RateType } from '../../../common/enums.js';
import { ValidateRangeEnd } from '../../../common/validation/date-range.validation.js';
import { ValidateBoolean, ValidateDate, ValidateEnum, ValidateId } from '../../../common/validation/validation.js';

/** GET /prices/rates and /prices/calculate: whose prices (section, row, model) for which days. */
export class PriceQueryDto {
  @ValidateDate({ description: 'First day (yyyy-MM-dd)' }) start: string;
  @ValidateRangeEnd('start', { optional: true, description: 'Last day, included (yyyy-MM-dd); default start (one day)' })
  end?: string;
  @ValidateId({ description: 'The section whose prices apply' }) sectionId: number;
  @ValidateId({ optional: true, description: "The chair's row: a row's own price definition wins over the section's, per rate kind" })
  rowId?: number;
  @ValidateEnum(BeachChairModel, 'BeachChairModel', {
    optional: true,
    description: "The chair's model: a model's own definition wins, per rate kind (the kinds it lacks come from the row's or section's)",
  })
  model?: BeachChairModel;
  @ApiPropertyOptional({
    type: 'string',
    maxLength: 63,
    pattern: '^[a-z0-9][a-z0-9-]{2,62}$',
    description: "The section's vendor's public reference (the storefront); not needed with a VENDOR or ADMIN token (the token's vendor)",
    example: 'luebecker-bucht',
  })
  @ValidateIf((o: PriceQueryDto) => o.publicReference !== undefined)
  @IsString()
  @MaxLength(63)
  @Matches(/^[a-z0-9][a-z0-9-]{2,62}$/)
  publicReference?: string;
  @ValidateBoolean({
    optional: true,
    description:
      'Default true: the storefront asks, by publicReference (without one, a VENDOR or ADMIN token asks). false: the back office asks, with a VENDOR or ADMIN token',
  })
  isPublic?: boolean;
}

/** GET /prices/calculate: also the rate to price with. */
export class PriceCalculationQueryDto extends PriceQueryDto {
  @ValidateEnum(RateType, 'RateType', {
    optional: true,
    description: 'Price at this rate or answer 422 RATE_NOT_APPLICABLE (never another rate); default the best rate (one day: DAY)',
  })
  rate?: RateType;
}
