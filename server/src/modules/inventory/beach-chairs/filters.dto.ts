import { ApiProperty } from '@nestjs/swagger';
import { BeachChairColor, BeachChairModel } from '../../../common/enums.js';
import { ValidateId } from '../../../common/validation/validation.js';

export class BeachChairFilterQueryDto {
  @ValidateId({ optional: true, description: "The vendor (a vendor's own; an ADMIN may name any, or none for all)" }) vendorId?: number;
  @ValidateId({ optional: true, description: 'Only chairs of this location' }) locationId?: number;
  @ValidateId({ optional: true, description: 'Only chairs of this section' }) sectionId?: number;
}

export class FilterSectionDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class FilterRowDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() sectionId: number;
}

export class FilterLockDto {
  @ApiProperty() id: number;
  @ApiProperty() serialNumber: string;
  @ApiProperty() beachChairId: number;
}

/** The values that exist among the active chairs, for the back office's filter menus. */
export class BeachChairFilterValuesDto {
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel', isArray: true }) models: BeachChairModel[];
  @ApiProperty({ enum: BeachChairColor, enumName: 'BeachChairColor', isArray: true, description: 'attributes.color values in use' })
  colors: BeachChairColor[];
  @ApiProperty({ type: [FilterSectionDto] }) sections: FilterSectionDto[];
  @ApiProperty({ type: [FilterRowDto] }) rows: FilterRowDto[];
  @ApiProperty({ type: [FilterLockDto], description: 'Locks fitted to chairs' }) locks: FilterLockDto[];
  @ApiProperty() hasSeasonBeachChairs: boolean;
  @ApiProperty() hasReservedBeachChairs: boolean;
}
