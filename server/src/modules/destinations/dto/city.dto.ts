import { ApiProperty } from '@nestjs/swagger';
import { UpdateType } from '../../../common/validation/optional.js';
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
  @ValidateGeoJsonPoint({ optional: true, nullable: true, description: 'The town centre, [lng, lat]' }) geoJson?: GeoJsonPoint | null;
  @ValidateBoolean({ optional: true }) active?: boolean;
}

export class UpdateCityDto extends UpdateType(CreateCityDto) {}

export const toCityDto = (c: City): CityDto => ({
  id: c.id,
  name: c.name,
  regionId: c.regionId,
  geoJson: c.geoJson,
  active: c.active,
});
