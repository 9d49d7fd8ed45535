import { ApiProperty } from '@nestjs/swagger';
import { UpdateType } from '../../../common/validation/optional.js';
import { GeoJsonPolygon } from '../../../common/geo.types.js';
import { ImageDto, sortedImages } from '../../../common/image.dto.js';
import {
  allFeatures,
  LocalizedTextDto,
  LocationAttributesDto,
  OpeningHoursDto,
  PublicAddressDto,
} from '../../../common/location-details.dto.js';
import {
  ValidateBoolean,
  ValidateEnglishText,
  ValidateGeoJsonPolygon,
  ValidateId,
  ValidateString,
} from '../../../common/validation/validation.js';
import type { Image } from '../../inventory/entities/image.entity.js';
import type { LocationConfiguration } from '../../inventory/entities/location.entity.js';
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
  @ApiProperty({ type: String, nullable: true, description: 'English description; null: show description' }) descriptionEn: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Link to the beach plan' }) beachPlan: string | null;
  @ApiProperty({ type: SectionLocationDto }) location: SectionLocationDto;
}

/** Whether rental terms exist for the location (its own, else its vendor's) and where the storefront links them. */
export class SectionTermsDto {
  @ApiProperty({ description: 'The location or its vendor has rental terms' }) available: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/v1/vendor/locations/terms/3/pdf',
    description: 'The terms as a PDF (null: none)',
  })
  pdfUrl: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '/api/v1/vendor/locations/terms/3/html',
    description: 'The terms as an HTML page (null: none)',
  })
  htmlUrl: string | null;
}

/** What the section view shows of the location: texts, amenities, opening hours, pictures, address and terms. */
export class SectionDetailLocationDto extends SectionLocationDto {
  @ApiProperty({ type: String, nullable: true, description: 'Markdown' }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English version (markdown); null: show description' })
  descriptionEn: string | null;
  @ApiProperty({ type: LocalizedTextDto, description: 'Price text per language (markdown)' }) priceText: LocalizedTextDto;
  @ApiProperty({ type: LocationAttributesDto, description: 'Every feature, true or false' }) attributes: Required<LocationAttributesDto>;
  @ApiProperty({ type: [OpeningHoursDto], description: 'Sorted by weekday; empty when the configuration sets hideOpeningHours' })
  openingHours: OpeningHoursDto[];
  @ApiProperty({ type: [ImageDto] }) images: ImageDto[];
  @ApiProperty({ type: PublicAddressDto }) address: PublicAddressDto;
  @ApiProperty({ type: SectionTermsDto }) terms: SectionTermsDto;
}

/** One section with its rows and chairs (`rowData`), its images and the location details of the section view. */
export class SectionDetailDto extends SectionDto {
  @ApiProperty({ type: [ImageDto], description: "The section's own images (the location's are in location.images)" }) images: ImageDto[];
  @ApiProperty({ type: SectionDetailLocationDto }) override location: SectionDetailLocationDto;
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
  @ValidateGeoJsonPolygon({ optional: true, nullable: true }) geoJson?: GeoJsonPolygon | null;
  @ValidateString({ optional: true, nullable: true, maxLength: 5000 }) description?: string | null;
  @ValidateEnglishText({ maxLength: 5000, description: 'The English description (null or blank: the German one)' })
  descriptionEn?: string | null;
  @ValidateString({ optional: true, nullable: true, maxLength: 1000 }) beachPlan?: string | null;
}

export class UpdateSectionDto extends UpdateType(CreateSectionDto) {}

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
    descriptionEn: s.descriptionEn,
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

const hasText = (text: string | null | undefined) => !!text && text.trim() !== '';

/** `images`: the section's and its location's images (one query, see SectionsService.getSectionDetail). */
export function toSectionDetailDto(s: Section, images: Image[] = []): SectionDetailDto {
  const rows = [...(s.rows ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
  const base = toSectionDto(s);
  const l = s.location!;
  const vendor = l.vendor!;
  // The location's configuration overrides its vendor's, key by key (as GET /features/public/config answers).
  const configuration: LocationConfiguration = { ...(vendor.configuration ?? {}), ...(l.configuration ?? {}) };
  const terms = hasText(l.terms) || hasText(vendor.terms);
  const a = l.address ?? {};
  return {
    ...base,
    images: sortedImages(images.filter((i) => i.sectionId === s.id)),
    location: {
      ...base.location,
      description: l.description,
      descriptionEn: l.descriptionEn,
      priceText: {
        ...(l.priceText?.de !== undefined ? { de: l.priceText.de } : {}),
        ...(l.priceText?.en !== undefined ? { en: l.priceText.en } : {}),
      },
      attributes: allFeatures(l.attributes ?? {}),
      openingHours: configuration.hideOpeningHours
        ? []
        : [...(l.openingHours ?? [])]
            .sort((x, y) => x.weekday - y.weekday || x.opening.localeCompare(y.opening))
            .map(({ weekday, opening, closing }) => ({ weekday, opening, closing })),
      images: sortedImages(images.filter((i) => i.locationId === l.id)),
      address: { street: a.street, houseNumber: a.houseNumber, zip: a.zip, city: a.city, country: a.country },
      terms: {
        available: terms,
        pdfUrl: terms ? `/api/v1/vendor/locations/terms/${l.id}/pdf` : null,
        htmlUrl: terms ? `/api/v1/vendor/locations/terms/${l.id}/html` : null,
      },
    },
    rows: rows.map((r) => toRowDto(r)),
    rowData: rows.flatMap((r) => r.beachChairs ?? []).map(toBeachChairSummaryDto),
  };
}
