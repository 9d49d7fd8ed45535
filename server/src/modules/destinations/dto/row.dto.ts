import { ApiProperty } from '@nestjs/swagger';
import { BeachChairColor, BeachChairModel, TimeEnum } from '../../../common/enums.js';
import { GeoJsonPoint, GeoJsonPolygon } from '../../../common/geo.types.js';
import { ImageDto, sortedImages } from '../../../common/image.dto.js';
import type { BeachChair } from '../../inventory/entities/beach-chair.entity.js';
import type { Image } from '../../inventory/entities/image.entity.js';
import type { Row } from '../entities/row.entity.js';

export class BeachChairAttributesDto {
  @ApiProperty({ enum: BeachChairColor, enumName: 'BeachChairColor', description: '"0" means no colour' }) color: BeachChairColor;
}

/** What the storefront's grid and map pins show of a chair. */
export class BeachChairSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty() sectionId: number;
  @ApiProperty({ type: Number, nullable: true }) rowId: number | null;
  @ApiProperty() publicNumber: string;
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel' }) model: BeachChairModel;
  @ApiProperty({ enum: TimeEnum, enumName: 'TimeEnum' }) timeEnum: TimeEnum;
  @ApiProperty({ type: Number, nullable: true }) lockId: number | null;
  @ApiProperty() seasonBeachChair: boolean;
  @ApiProperty({ type: BeachChairAttributesDto }) attributes: BeachChairAttributesDto;
  @ApiProperty({ type: GeoJsonPoint, nullable: true }) geoJson: GeoJsonPoint | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ description: 'Held back by the vendor, not bookable online' }) reserved: boolean;
}

/** GET /destinations/beach-chairs/{id}: the chair as the chair detail panel shows it, with its images. */
export class PublicBeachChairDto extends BeachChairSummaryDto {
  @ApiProperty({ type: [ImageDto] }) images: ImageDto[];
}

export class RowDto {
  @ApiProperty() id: number;
  @ApiProperty() sectionId: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'English name, for the English storefront; null: show name' })
  nameEn: string | null;
  @ApiProperty() position: number;
  @ApiProperty({ type: GeoJsonPolygon, nullable: true }) geoJson: GeoJsonPolygon | null;
}

export class RowWithChairsDto extends RowDto {
  @ApiProperty({ type: [BeachChairSummaryDto] }) rowData: BeachChairSummaryDto[];
}

export const toBeachChairSummaryDto = (c: BeachChair): BeachChairSummaryDto => ({
  id: c.id,
  sectionId: c.sectionId,
  rowId: c.rowId,
  publicNumber: c.publicNumber,
  model: c.model,
  timeEnum: c.timeEnum,
  lockId: c.lockId,
  seasonBeachChair: c.seasonBeachChair,
  attributes: { color: c.color },
  geoJson: c.geoJson,
  description: c.description,
  reserved: c.reserved,
});

export const toRowDto = (r: Row): RowDto => ({
  id: r.id,
  sectionId: r.sectionId,
  name: r.name,
  nameEn: r.nameEn,
  position: r.position,
  geoJson: r.geoJson,
});

export const toRowWithChairsDto = (r: Row): RowWithChairsDto => ({
  ...toRowDto(r),
  rowData: [...(r.beachChairs ?? [])].sort((a, b) => a.position - b.position || a.id - b.id).map(toBeachChairSummaryDto),
});

export const toPublicBeachChairDto = (c: BeachChair, images: Image[]): PublicBeachChairDto => ({
  ...toBeachChairSummaryDto(c),
  images: sortedImages(images),
});
