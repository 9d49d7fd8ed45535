import { ApiProperty } from '@nestjs/swagger';
import { UpdateType } from '../../../common/validation/optional.js';
import { GeoJsonPolygon } from '../../../common/geo.types.js';
import { ValidateBoolean, ValidateGeoJsonPolygon, ValidateId, ValidateString } from '../../../common/validation/validation.js';
import type { Beach } from '../entities/beach.entity.js';

export class BeachDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() cityId: number;
  @ApiProperty({ type: GeoJsonPolygon, nullable: true }) geoJson: GeoJsonPolygon | null;
  @ApiProperty() active: boolean;
}

export class CreateBeachDto {
  @ValidateString({ maxLength: 200, example: 'Strand Scharbeutz' }) name: string;
  @ValidateId() cityId: number;
  @ValidateGeoJsonPolygon({ optional: true, nullable: true }) geoJson?: GeoJsonPolygon | null;
  @ValidateBoolean({ optional: true }) active?: boolean;
}

export class UpdateBeachDto extends UpdateType(CreateBeachDto) {}

export const toBeachDto = (b: Beach): BeachDto => ({
  id: b.id,
  name: b.name,
  cityId: b.cityId,
  geoJson: b.geoJson,
  active: b.active,
});
