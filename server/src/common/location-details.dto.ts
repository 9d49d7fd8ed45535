import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy } from 'class-validator';
import { LOCATION_FEATURES } from './location-features.js';
import { ValidateTimeOfDay } from './validation/structured-validation.js';
import { ValidateBoolean, ValidateInt, ValidateString } from './validation/validation.js';

// What a location shows: its amenities, texts per language, opening hours and public address. Inventory's location and
// vendor routes and destinations' section page answer these shapes, so they live below both modules.

export class LocationAttributesDto {
  @ValidateBoolean({ optional: true }) showers?: boolean;
  @ValidateBoolean({ optional: true, description: 'Naturist (FKK) beach' }) nude?: boolean;
  @ValidateBoolean({ optional: true }) dogs?: boolean;
  @ValidateBoolean({ optional: true }) pedalBoat?: boolean;
  @ValidateBoolean({ optional: true }) dressingRoom?: boolean;
  @ValidateBoolean({ optional: true }) rentalToys?: boolean;
  @ValidateBoolean({ optional: true }) drinks?: boolean;
  @ValidateBoolean({ optional: true }) wlan?: boolean;
  @ValidateBoolean({ optional: true }) freeMagazine?: boolean;
  @ValidateBoolean({ optional: true }) wc?: boolean;
  @ValidateBoolean({ optional: true }) wheelchairAccess?: boolean;
  @ValidateBoolean({ optional: true }) ice?: boolean;
  @ValidateBoolean({ optional: true }) playground?: boolean;
  @ValidateBoolean({ optional: true }) food?: boolean;
  @ValidateBoolean({ optional: true }) carParking?: boolean;
  @ValidateBoolean({ optional: true }) rentalBikes?: boolean;
  @ValidateBoolean({ optional: true }) sup?: boolean;
  @ValidateBoolean({ optional: true }) baywatch?: boolean;
  @ValidateBoolean({ optional: true }) cardPayment?: boolean;
}

/** Markdown text per language. */
export class LocalizedTextDto {
  @ValidateString({ optional: true, maxLength: 10_000 }) de?: string;
  @ValidateString({ optional: true, maxLength: 10_000 }) en?: string;
}

export class OpeningHoursDto {
  @ValidateInt({ min: 1, max: 7, description: 'ISO weekday: 1 Monday … 7 Sunday' }) weekday: number;
  @ValidateTimeOfDay({ example: '09:00' }) opening: string;
  @ValidateTimeOfDay({ example: '18:00' })
  @ValidateBy({
    name: 'closesAfterOpening',
    validator: {
      validate: (closing, args) => typeof closing !== 'string' || closing > String((args?.object as OpeningHoursDto).opening),
      defaultMessage: () => 'closing must be later than opening',
    },
  })
  closing: string;
}

export class PublicAddressDto {
  @ApiProperty({ required: false }) street?: string;
  @ApiProperty({ required: false }) houseNumber?: string;
  @ApiProperty({ required: false }) zip?: string;
  @ApiProperty({ required: false }) city?: string;
  @ApiProperty({ required: false, example: 'DE' }) country?: string;
}

export const allFeatures = (attributes: Record<string, unknown>) =>
  Object.fromEntries(LOCATION_FEATURES.map((f) => [f, attributes[f] === true])) as Required<LocationAttributesDto>;
