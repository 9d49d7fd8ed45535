import { BeachChairView, PaymentMethod } from '../../common/enums.js';
import { ValidateEnumList, ValidateLink, ValidatePostcode } from '../../common/validation/structured-validation.js';
import { ValidateBoolean, ValidateDate, ValidateEnum, ValidateInt, ValidateString } from '../../common/validation/validation.js';

/** A postal address (vendor, location). */
export class AddressDto {
  @ValidateString({ optional: true, maxLength: 200, example: 'Strandallee' }) street?: string;
  @ValidateString({ optional: true, maxLength: 20, example: '12' }) houseNumber?: string;
  @ValidateString({ optional: true, nullable: true, maxLength: 200, description: 'Second line: c/o, building' }) addition?: string | null;
  @ValidatePostcode({ optional: true }) zip?: string;
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
