import { ApiProperty } from '@nestjs/swagger';
import { UpdateType } from '../../../common/validation/optional.js';
import { GeoJsonPolygon } from '../../../common/geo.types.js';
import { ValidateEnglishText, ValidateGeoJsonPolygon, ValidateInt, ValidateString } from '../../../common/validation/validation.js';
import { RowDto, SectionDto, toRowDto, toSectionDto } from '../../destinations/index.js';
import type { Section } from '../../destinations/entities/section.entity.js';
import type { ChairView } from '../beach-chairs/beach-chair.dto.js';
import { toVendorBeachChairDto, VendorBeachChairDto } from '../beach-chairs/beach-chair.dto.js';
import type { Image } from '../entities/image.entity.js';
import { ImageDto, sortedImages } from '../../../common/image.dto.js';

/** A section as the back office lists it: the public fields plus its images. */
export class VendorSectionDto extends SectionDto {
  @ApiProperty({ type: [ImageDto] }) images: ImageDto[];
}

/** One section with its rows and every chair (active or retired), as the back office edits it. */
export class VendorSectionDetailDto extends VendorSectionDto {
  @ApiProperty({ type: [RowDto] }) rows: RowDto[];
  @ApiProperty({ type: [VendorBeachChairDto], description: 'Every chair of the section, by row position and chair position' })
  rowData: VendorBeachChairDto[];
}

export class CreateRowDto {
  @ValidateString({ maxLength: 100, example: 'Reihe 1' }) name: string;
  @ValidateEnglishText({ maxLength: 100, description: 'The English name (null or blank: the German one)', example: 'Row 1' })
  nameEn?: string | null;
  @ValidateInt({ optional: true, min: 0, max: 10_000, description: 'Order within the section (default: after the last row)' })
  position?: number;
  @ValidateGeoJsonPolygon({ optional: true, nullable: true }) geoJson?: GeoJsonPolygon | null;
}

export class UpdateRowDto extends UpdateType(CreateRowDto) {}

export const toVendorSectionDto = (s: Section, images: Image[]): VendorSectionDto => ({ ...toSectionDto(s), images: sortedImages(images) });

export const toVendorSectionDetailDto = (s: Section, images: Image[], chairs: ChairView[]): VendorSectionDetailDto => {
  const rows = [...(s.rows ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
  const rowOrder = new Map(rows.map((r, i) => [r.id, i]));
  const order = (c: ChairView) => rowOrder.get(c.chair.rowId ?? -1) ?? rows.length;
  return {
    ...toVendorSectionDto(s, images),
    rows: rows.map(toRowDto),
    rowData: [...chairs]
      .sort((a, b) => order(a) - order(b) || a.chair.position - b.chair.position || a.chair.id - b.chair.id)
      .map(toVendorBeachChairDto),
  };
};
