import { ApiProperty } from '@nestjs/swagger';
import { BeachChairView, PaymentMethod } from '../../common/enums.js';
import { ValidateEnumList, ValidateLink } from '../../common/validation/structured-validation.js';
import { ValidateBoolean, ValidateDate, ValidateEnum, ValidateInt, ValidateString } from '../../common/validation/validation.js';
import type { Image } from './entities/image.entity.js';

/** A postal address (vendor, location). */
export class AddressDto {
  @ValidateString({ optional: true, maxLength: 200, example: 'Strandallee' }) street?: string;
  @ValidateString({ optional: true, maxLength: 20, example: '12' }) houseNumber?: string;
  @ValidateString({ optional: true, nullable: true, maxLength: 200, description: 'Second line: c/o, building' }) addition?: string | null;
  @ValidateString({ optional: true, maxLength: 10, pattern: /^[0-9A-Za-z -]{3,10}$/, example: '23683' }) zip?: string;
  @ValidateString({ optional: true, maxLength: 100, example: 'Scharbeutz' }) city?: string;
  @ValidateString({ optional: true, maxLength: 2, pattern: /^[A-Z]{2}$/, description: 'ISO 3166-1 alpha-2', example: 'DE' })
  country?: string;
}

/** How the booking pages behave: the vendor's defaults, overridable per location. */
export class ConfigurationDto {
  @ValidateEnum(BeachChairView, 'BeachChairView', { optional: true, description: 'Chair display: grid or map' })
  beachChairView?: BeachChairView;
  @ValidateInt({ optional: true, min: 1, max: 100, description: 'Chairs per line in the grid view' }) gridLineBreak?: number;
  @ValidateBoolean({ optional: true }) hideCustomerComment?: boolean;
  @ValidateBoolean({ optional: true }) hideOpeningHours?: boolean;
  @ValidateEnumList(PaymentMethod, 'PaymentMethod', { optional: true, description: 'The payment methods offered, in order' })
  paymentMethods?: PaymentMethod[];
  @ValidateLink({ optional: true, nullable: true, description: 'Logo URL (e.g. an uploaded image url)' }) logo?: string | null;
}

/** The vendor's configuration also carries the day online booking opens (a location has its own column). */
export class VendorConfigurationDto extends ConfigurationDto {
  @ValidateDate({ optional: true, nullable: true, description: 'No booking may start before this day (null: none)' })
  bookingStartdate?: string | null;
}

/** An uploaded image as the API shows it; `url` is public (the storefront loads it). */
export class ImageDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Public URL of the re-encoded image (relative to the server)', example: '/api/v1/files/images/0b1c….jpg' })
  url: string;
  @ApiProperty({ enum: ['image/jpeg', 'image/png', 'image/webp'] }) mimeType: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty() sizeBytes: number;
  @ApiProperty({ type: Number, nullable: true }) sectionId: number | null;
  @ApiProperty({ type: Number, nullable: true }) locationId: number | null;
  @ApiProperty({ type: Number, nullable: true }) beachChairId: number | null;
  @ApiProperty({ type: Number, nullable: true }) extraId: number | null;
  @ApiProperty() position: number;
}

export const IMAGE_URL_PREFIX = '/api/v1/files/';

export const toImageDto = (i: Image): ImageDto => ({
  id: i.id,
  url: `${IMAGE_URL_PREFIX}${i.s3Key}`,
  mimeType: i.mimeType,
  width: i.width,
  height: i.height,
  sizeBytes: i.sizeBytes,
  sectionId: i.sectionId,
  locationId: i.locationId,
  beachChairId: i.beachChairId,
  extraId: i.extraId,
  position: i.position,
});

export const sortedImages = (images: Image[] | undefined): ImageDto[] =>
  [...(images ?? [])].sort((a, b) => a.position - b.position || a.id - b.id).map(toImageDto);
