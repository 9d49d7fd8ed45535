import { ApiProperty } from '@nestjs/swagger';
import { BeachChairColor, BeachChairModel, BeachChairView, ExtraType, PaymentMethod } from '../../../common/enums.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { PublicAddressDto } from '../../../common/location-details.dto.js';
import { toEuros } from '../../../common/money.js';
import { ValidateId, ValidateString } from '../../../common/validation/validation.js';
import type { Extra } from '../entities/extra.entity.js';
import type { Vendor, VendorConfiguration } from '../entities/vendor.entity.js';

const ValidatePublicReference = () =>
  ValidateString({
    maxLength: 63,
    pattern: /^[a-z0-9][a-z0-9-]{2,62}$/,
    description: "The vendor's public reference",
    example: 'luebecker-bucht',
  });

export class PublicVendorQueryDto {
  @ValidatePublicReference() publicReference: string;
}

/** GET /features/public/extras: the list convention (page 0 with itemsPerPage 0: all) for one vendor. */
export class PublicExtrasQueryDto extends ListQueryDto {
  @ValidatePublicReference() publicReference: string;
  @ValidateId({ optional: true, description: "Only extras offered at this section's location (and the vendor-wide ones)" })
  sectionId?: number;
}

/** GET /features/public/filters/beach_chairs. */
export class PublicFiltersQueryDto {
  @ValidatePublicReference() publicReference: string;
  @ValidateId({ optional: true, description: 'Only chairs of this section' }) sectionId?: number;
}

export class PublicExtraDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English name, for the English storefront; null: show name' })
  nameEn: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English description; null: show description' })
  descriptionEn: string | null;
  @ApiProperty({ description: 'Euros per piece, VAT included', example: 4.5 }) price: number;
  @ApiProperty({ enum: ExtraType, enumName: 'ExtraType' }) type: ExtraType;
  @ApiProperty({ type: String, nullable: true }) category: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Offered at this location only; null: at every location' })
  locationId: number | null;
}

export const toPublicExtraDto = (e: Extra): PublicExtraDto => ({
  id: e.id,
  name: e.name,
  description: e.description,
  nameEn: e.nameEn,
  descriptionEn: e.descriptionEn,
  price: toEuros(e.priceCents),
  type: e.type,
  category: e.category,
  locationId: e.locationId,
});

/** What the storefront may know of a vendor's configuration. */
export class PublicConfigurationDto {
  @ApiProperty({ enum: BeachChairView, enumName: 'BeachChairView', required: false }) beachChairView?: BeachChairView;
  @ApiProperty({ required: false, description: 'Chairs per line in the grid' }) gridLineBreak?: number;
  @ApiProperty({ required: false }) hideCustomerComment?: boolean;
  @ApiProperty({ required: false }) hideOpeningHours?: boolean;
  @ApiProperty({ type: String, nullable: true, required: false, format: 'date', description: 'Online booking opens on this day' })
  bookingStartdate?: string | null;
  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod', isArray: true, required: false }) paymentMethods?: PaymentMethod[];
  @ApiProperty({ type: String, nullable: true, required: false }) logo?: string | null;
}

const CONFIGURATION_KEYS = [
  'beachChairView',
  'gridLineBreak',
  'hideCustomerComment',
  'hideOpeningHours',
  'bookingStartdate',
  'paymentMethods',
  'logo',
] as const;

/** Only the documented keys: whatever else a configuration holds stays inside. */
export function toPublicConfigurationDto(c: VendorConfiguration | null | undefined): PublicConfigurationDto {
  const out: Record<string, unknown> = {};
  for (const key of CONFIGURATION_KEYS) if (c?.[key] !== undefined) out[key] = c[key];
  return out;
}

export class PublicVendorDto {
  @ApiProperty() id: number;
  @ApiProperty() companyName: string;
  @ApiProperty() publicReference: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: PublicAddressDto }) address: PublicAddressDto;
  @ApiProperty({ type: PublicConfigurationDto }) configuration: PublicConfigurationDto;
  @ApiProperty({ description: 'The vendor has rental terms (GET /vendor/vendors/terms/{id}/pdf)' }) hasTerms: boolean;
}

export function toPublicVendorDto(v: Vendor): PublicVendorDto {
  const a = v.address ?? {};
  return {
    id: v.id,
    companyName: v.companyName,
    publicReference: v.publicReference,
    email: v.email,
    telephone: v.telephone,
    website: v.website,
    address: { street: a.street, houseNumber: a.houseNumber, zip: a.zip, city: a.city, country: a.country },
    configuration: toPublicConfigurationDto(v.configuration),
    hasTerms: !!v.terms,
  };
}

export class PublicLocationConfigDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) city: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'DD-MM; null: the default season' }) seasonStart: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'DD-MM' }) seasonEnd: string | null;
  @ApiProperty({ type: Number, nullable: true }) leadTimeHours: number | null;
  @ApiProperty({ type: String, nullable: true, format: 'date', description: 'Online booking opens on this day (location, else vendor)' })
  bookingStartdate: string | null;
  @ApiProperty({ type: PublicConfigurationDto, description: "The vendor's configuration with the location's overrides" })
  configuration: PublicConfigurationDto;
}

/** GET /features/public/config (API key): the vendor's configuration and its locations', for the mobile app. */
export class PublicConfigDto {
  @ApiProperty() vendorId: number;
  @ApiProperty() publicReference: string;
  @ApiProperty() companyName: string;
  @ApiProperty({ type: PublicConfigurationDto }) configuration: PublicConfigurationDto;
  @ApiProperty({ type: [PublicLocationConfigDto] }) locations: PublicLocationConfigDto[];
}

export class PublicFilterSectionDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() hasSubsections: boolean;
}

export class PublicFilterRowDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'English name; null: show name' }) nameEn: string | null;
  @ApiProperty() sectionId: number;
}

export class PublicModelCountDto {
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel' }) model: BeachChairModel;
  @ApiProperty({ description: 'Active chairs of the model' }) count: number;
}

/** GET /features/public/filters/beach_chairs: what the storefront's chair filters can offer. */
export class PublicBeachChairFiltersDto {
  @ApiProperty({ type: [PublicModelCountDto], description: 'Models in use, by name' }) models: PublicModelCountDto[];
  @ApiProperty({ enum: BeachChairColor, enumName: 'BeachChairColor', isArray: true, description: 'Colours in use (without "0")' })
  colors: BeachChairColor[];
  @ApiProperty({ type: [PublicFilterSectionDto], description: 'Sections bookable online' }) sections: PublicFilterSectionDto[];
  @ApiProperty({ type: [PublicFilterRowDto] }) rows: PublicFilterRowDto[];
  @ApiProperty({ description: 'Some chairs have a smart lock (filter lock=true)' }) hasLocks: boolean;
  @ApiProperty() hasSeasonBeachChairs: boolean;
  @ApiProperty({ description: 'Active chairs counted' }) total: number;
}
