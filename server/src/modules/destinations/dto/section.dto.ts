import { ApiProperty, PartialType } from '@nestjs/swagger';
import { GeoJsonPolygon } from '../../../common/geo.types.js';
import {
  ValidateBoolean,
  ValidateGeoJsonPolygon,
  ValidateId,
  ValidateString,
} from '../../../common/validation/validation.js';
import type { Section } from '../entities/section.entity.js';
import { BeachChairSummaryDto, RowDto, toBeachChairSummaryDto, toRowDto } from './row.dto.js';

export class SectionLocationDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() vendorId: number;
  @ApiProperty({ type: String, nullable: true }) entranceName: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Hours after the start of tomorrow before a booking may begin' })
  leadTimeHours: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Season start as DD-MM; null means 1 June' }) seasonStart: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Season end as DD-MM; null means 31 October of next year' })
  seasonEnd: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'Online booking opens on this day' })
  bookingStartdate: string | null;
}

export class SectionDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() beachId: number;
  @ApiProperty() cityId: number;
  @ApiProperty() locationId: number;
  @ApiProperty({ description: "The operating vendor's public reference, used by the public booking calls" })
  publicReference: string;
  @ApiProperty() hasSubsections: boolean;
  @ApiProperty() onlineBooking: boolean;
  @ApiProperty({ type: GeoJsonPolygon, nullable: true }) geoJson: GeoJsonPolygon | null;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Link to the beach plan' }) beachPlan: string | null;
  @ApiProperty({ type: SectionLocationDto }) location: SectionLocationDto;
}

/** One section with its rows and chairs (`rowData`). */
export class SectionDetailDto extends SectionDto {
  @ApiProperty({ type: [RowDto] }) rows: RowDto[];
  @ApiProperty({ type: [BeachChairSummaryDto], description: 'Every active chair of the section, in row order' })
  rowData: BeachChairSummaryDto[];
}

export class CreateSectionDto {
  @ValidateString({ maxLength: 200, example: 'Abschnitt A – Seebrücke' }) name: string;
  @ValidateId() beachId: number;
  @ValidateId({ description: 'The vendor location that runs the section' }) locationId: number;
  @ValidateBoolean({ optional: true, description: 'Rows are chosen before chairs (default false)' }) hasSubsections?: boolean;
  @ValidateBoolean({ optional: true, description: 'Bookable in the storefront (default true)' }) onlineBooking?: boolean;
  @ValidateGeoJsonPolygon({ optional: true }) geoJson?: GeoJsonPolygon;
  @ValidateString({ optional: true, maxLength: 5000 }) description?: string;
  @ValidateString({ optional: true, maxLength: 1000 }) beachPlan?: string;
}

export class UpdateSectionDto extends PartialType(CreateSectionDto) {}

export function toSectionDto(s: Section): SectionDto {
  const location = s.location!;
  return {
    id: s.id,
    name: s.name,
    beachId: s.beachId,
    cityId: s.cityId,
    locationId: s.locationId,
    publicReference: location.vendor!.publicReference,
    hasSubsections: s.hasSubsections,
    onlineBooking: s.onlineBooking,
    geoJson: s.geoJson,
    description: s.description,
    beachPlan: s.beachPlan,
    location: {
      id: location.id,
      name: location.name,
      vendorId: location.vendorId,
      entranceName: location.entranceName,
      leadTimeHours: location.leadTimeHours,
      seasonStart: location.seasonStart,
      seasonEnd: location.seasonEnd,
      bookingStartdate: location.bookingStartdate,
    },
  };
}

export function toSectionDetailDto(s: Section): SectionDetailDto {
  const rows = [...(s.rows ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
  return {
    ...toSectionDto(s),
    rows: rows.map((r) => toRowDto(r)),
    rowData: rows.flatMap((r) => r.beachChairs ?? []).map(toBeachChairSummaryDto),
  };
}

