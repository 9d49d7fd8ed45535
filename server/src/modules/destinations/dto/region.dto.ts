import { ApiProperty } from '@nestjs/swagger';
import { UpdateType } from '../../../common/validation/optional.js';
import { GeoJsonPolygon } from '../../../common/geo.types.js';
import { ValidateBoolean, ValidateGeoJsonPolygon, ValidateId, ValidateString } from '../../../common/validation/validation.js';
import type { Region } from '../entities/region.entity.js';

export class RegionDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() countryId: number;
  @ApiProperty({ type: GeoJsonPolygon, nullable: true }) geoJson: GeoJsonPolygon | null;
  @ApiProperty() active: boolean;
}

export class CreateRegionDto {
  @ValidateString({ maxLength: 200, example: 'Schleswig-Holstein Ostsee' }) name: string;
  @ValidateId({ description: 'Country id (Germany is 1)' }) countryId: number;
  @ValidateGeoJsonPolygon({ optional: true, nullable: true }) geoJson?: GeoJsonPolygon | null;
  @ValidateBoolean({ optional: true, description: 'Listed in the storefront (default true)' }) active?: boolean;
}

/** Fields left out stay as they are. */
export class UpdateRegionDto extends UpdateType(CreateRegionDto) {}

export const toRegionDto = (r: Region): RegionDto => ({
  id: r.id,
  name: r.name,
  countryId: r.countryId,
  geoJson: r.geoJson,
  active: r.active,
});
