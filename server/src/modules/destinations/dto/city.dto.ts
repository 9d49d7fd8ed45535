import { ApiProperty, PartialType } from '@nestjs/swagger';
import { GeoJsonPoint } from '../../../common/geo.types.js';
import { ValidateBoolean, ValidateGeoJsonPoint, ValidateId, ValidateString } from '../../../common/validation/validation.js';
import type { City } from '../entities/city.entity.js';

export class CityDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() regionId: number;
  @ApiProperty({ type: GeoJsonPoint, nullable: true }) geoJson: GeoJsonPoint | null;
  @ApiProperty() active: boolean;
}

export class CreateCityDto {
  @ValidateString({ maxLength: 200, example: 'Scharbeutz' }) name: string;
  @ValidateId() regionId: number;
  @ValidateGeoJsonPoint({ optional: true, description: 'The town centre, [lng, lat]' }) geoJson?: GeoJsonPoint;
  @ValidateBoolean({ optional: true }) active?: boolean;
}

export class UpdateCityDto extends PartialType(CreateCityDto) {}

export const toCityDto = (c: City): CityDto => ({
  id: c.id,
  name: c.name,
  regionId: c.regionId,
  geoJson: c.geoJson,
  active: c.active,
});
