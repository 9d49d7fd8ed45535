import { ApiProperty, OmitType } from '@nestjs/swagger';
import { GeoJsonPoint } from '../../../common/geo.types.js';
import { ImageDto, sortedImages } from '../../../common/image.dto.js';
import { allFeatures, LocalizedTextDto, LocationAttributesDto, OpeningHoursDto } from '../../../common/location-details.dto.js';
import { UpdateType } from '../../../common/validation/optional.js';
import {
  ValidateDayMonth,
  ValidateLink,
  ValidateNestedList,
  ValidateNestedObject,
} from '../../../common/validation/structured-validation.js';
import {
  ValidateDate,
  ValidateEmail,
  ValidateEnglishText,
  ValidateGeoJsonPoint,
  ValidateId,
  ValidateInt,
  ValidateString,
} from '../../../common/validation/validation.js';
import type { Image } from '../entities/image.entity.js';
import type { Location } from '../entities/location.entity.js';
import { AddressDto, ConfigurationDto, VendorConfigurationDto } from '../shared.dto.js';

export class LocationDetailsDto {
  @ValidateEmail({ optional: true, nullable: true }) email?: string | null;
  @ValidateString({ optional: true, nullable: true, maxLength: 40, pattern: /^\+?[0-9 ()/-]{4,40}$/ }) telephone?: string | null;
  @ValidateLink({ optional: true, nullable: true }) website?: string | null;
  @ValidateLink({ optional: true, nullable: true, description: 'Logo URL (e.g. an uploaded image url)' }) logo?: string | null;
}

export class CreateLocationDto {
  @ValidateId({ optional: true, description: "The owning vendor: only for an ADMIN without a vendor context (a vendor's own otherwise)" })
  vendorId?: number;
  @ValidateString({ maxLength: 200, example: 'Strandkorbvermietung Scharbeutz' }) name: string;
  @ValidateString({ optional: true, nullable: true, maxLength: 200, example: 'Aufgang Seebrücke' }) entranceName?: string | null;
  @ValidateNestedObject(() => AddressDto, { optional: true }) address?: AddressDto;
  @ValidateGeoJsonPoint({ optional: true, nullable: true, description: 'Where the location is (the entrance)' })
  geoJson?: GeoJsonPoint | null;
  @ValidateNestedObject(() => LocationDetailsDto, { optional: true }) details?: LocationDetailsDto;
  @ValidateString({ optional: true, nullable: true, maxLength: 20_000, description: 'Markdown' }) description?: string | null;
  @ValidateEnglishText({ maxLength: 20_000, description: 'The English description, markdown (null or blank: the German one)' })
  descriptionEn?: string | null;
  @ValidateNestedObject(() => LocalizedTextDto, { optional: true, description: 'Price text per language (markdown)' })
  priceText?: LocalizedTextDto;
  @ValidateDayMonth({ optional: true, nullable: true, description: 'Season start DD-MM (with seasonEnd; null: 1 June)' }) seasonStart?:
    string | null;
  @ValidateDayMonth({
    optional: true,
    nullable: true,
    example: '30-09',
    description: 'Season end DD-MM (with seasonStart; null: 31 October)',
  })
  seasonEnd?: string | null;
  @ValidateInt({
    optional: true,
    nullable: true,
    min: 0,
    max: 720,
    description: 'Hours after the start of tomorrow before a booking may begin',
  })
  leadTimeHours?: number | null;
  @ValidateDate({ optional: true, nullable: true, description: 'Online booking opens on this day (null: open)' }) bookingStartdate?:
    string | null;
  @ValidateNestedObject(() => LocationAttributesDto, { optional: true }) attributes?: LocationAttributesDto;
  @ValidateNestedList(() => OpeningHoursDto, { optional: true, maxItems: 21 }) openingHours?: OpeningHoursDto[];
  @ValidateNestedObject(() => ConfigurationDto, { optional: true, description: "Overrides of the vendor's configuration" })
  configuration?: ConfigurationDto;
  @ValidateString({ optional: true, nullable: true, maxLength: 50_000, description: "Rental terms (markdown-ish); null: the vendor's" })
  terms?: string | null;
}

/** Fields left out stay as they are; address, details, priceText, attributes and configuration merge key by key. */
export class UpdateLocationDto extends UpdateType(OmitType(CreateLocationDto, ['vendorId'] as const)) {}

export class LocationDto {
  @ApiProperty() id: number;
  @ApiProperty() vendorId: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) entranceName: string | null;
  @ApiProperty({ type: AddressDto }) address: AddressDto;
  @ApiProperty({ type: GeoJsonPoint, nullable: true }) geoJson: GeoJsonPoint | null;
  @ApiProperty({ type: LocationDetailsDto }) details: LocationDetailsDto;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true }) descriptionEn: string | null;
  @ApiProperty({ type: LocalizedTextDto }) priceText: LocalizedTextDto;
  @ApiProperty({ type: String, nullable: true }) seasonStart: string | null;
  @ApiProperty({ type: String, nullable: true }) seasonEnd: string | null;
  @ApiProperty({ type: Number, nullable: true }) leadTimeHours: number | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) bookingStartdate: string | null;
  @ApiProperty({ type: LocationAttributesDto, description: 'Every feature, true or false' }) attributes: Required<LocationAttributesDto>;
  @ApiProperty({ type: [OpeningHoursDto] }) openingHours: OpeningHoursDto[];
  @ApiProperty({ type: VendorConfigurationDto, description: 'The configuration, with the location’s bookingStartdate' })
  configuration: VendorConfigurationDto;
  @ApiProperty({ type: String, nullable: true }) terms: string | null;
  @ApiProperty({ type: [ImageDto] }) images: ImageDto[];
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export const toLocationDto = (l: Location, images: Image[] = []): LocationDto => ({
  id: l.id,
  vendorId: l.vendorId,
  name: l.name,
  entranceName: l.entranceName,
  address: l.address,
  geoJson: l.geoJson,
  details: l.details,
  description: l.description,
  descriptionEn: l.descriptionEn,
  priceText: l.priceText,
  seasonStart: l.seasonStart,
  seasonEnd: l.seasonEnd,
  leadTimeHours: l.leadTimeHours,
  bookingStartdate: l.bookingStartdate,
  attributes: allFeatures(l.attributes),
  openingHours: [...l.openingHours].sort((a, b) => a.weekday - b.weekday || a.opening.localeCompare(b.opening)),
  configuration: { ...(l.configuration as ConfigurationDto), bookingStartdate: l.bookingStartdate },
  terms: l.terms,
  images: sortedImages(images),
  createdAt: l.createdAt,
  updatedAt: l.updatedAt,
});
