import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { BeachChairModel } from '../../../common/enums.js';
import { ValidateRangeEnd } from '../../../common/validation/date-range.validation.js';
import { ValidateBoolean, ValidateDate, ValidateEnum, ValidateId } from '../../../common/validation/validation.js';

/** GET /prices/rates and /prices/calculate: whose prices (section, row, model) for which days. */
export class PriceQueryDto {
  @ValidateDate({ description: 'First day (yyyy-MM-dd)' }) start: string;
  @ValidateRangeEnd('start', { optional: true, description: 'Last day, included (yyyy-MM-dd); default start (one day)' })
  end?: string;
  @ValidateId({ description: 'The section whose prices apply' }) sectionId: number;
  @ValidateId({ optional: true, description: "The chair's row: a row's own price definition wins over the section's" }) rowId?: number;
  @ValidateEnum(BeachChairModel, 'BeachChairModel', { optional: true, description: "The chair's model: a model's own definition wins" })
  model?: BeachChairModel;
  @ApiPropertyOptional({
    type: 'string',
    maxLength: 63,
    pattern: '^[a-z0-9][a-z0-9-]{2,62}$',
    description: "The section's vendor's public reference; required unless isPublic=false",
    example: 'luebecker-bucht',
  })
  @ValidateIf((o: PriceQueryDto) => o.isPublic !== false || o.publicReference !== undefined)
  @IsString()
  @MaxLength(63)
  @Matches(/^[a-z0-9][a-z0-9-]{2,62}$/)
  publicReference?: string;
  @ValidateBoolean({
    optional: true,
    description: 'Default true: the storefront asks, by publicReference. false: the back office asks, with a VENDOR or ADMIN token',
  })
  isPublic?: boolean;
}
