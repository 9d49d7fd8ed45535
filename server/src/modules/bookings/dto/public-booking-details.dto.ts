import { ApiProperty } from '@nestjs/swagger';
import { Language, PaymentMethod, Salutation } from '../../../common/enums.js';
import {
  ValidateBic,
  ValidateIban,
  ValidateNestedList,
  ValidateNestedObject,
  ValidatePostcode,
} from '../../../common/validation/structured-validation.js';
import {
  ValidateBoolean,
  ValidateEmail,
  ValidateEnum,
  ValidateId,
  ValidateInt,
  ValidateString,
} from '../../../common/validation/validation.js';
import { ValidateTimeZone } from '../../../common/validation/date-range.validation.js';
import { BookingStatusParamDto } from './public-booking-query.dto.js';

const REF = { maxLength: 8, pattern: /^[A-Z0-9]{8}$/, description: 'The booking reference (8 characters)', example: 'K7M4XQ2P' };

/** The countries the storefront's customer form offers. */
export enum CustomerCountry {
  DE = 'DE',
  AT = 'AT',
  CH = 'CH',
  DK = 'DK',
  PL = 'PL',
  NL = 'NL',
  IT = 'IT',
  ES = 'ES',
  SE = 'SE',
  NO = 'NO',
  FR = 'FR',
  CZ = 'CZ',
  HR = 'HR',
  GB = 'GB',
}

/** Path of PUT and DELETE /features/public/{bookingReference}/extras/{bookingExtrasId}. */
export class BookingExtraParamDto extends BookingStatusParamDto {
  @ValidateId({ description: 'The extra line of the booking' }) bookingExtrasId: number;
}

export class BookingExtraItemDto {
  @ValidateId({ description: "An active extra of the booking's vendor" }) extraId: number;
  @ValidateInt({ min: 1, max: 1000, description: 'How many to add' }) amount: number;
}

/** Body of POST /features/public/{bookingReference}/extras: amounts are added to lines the booking already has. */
export class AddBookingExtrasDto {
  @ValidateNestedList(() => BookingExtraItemDto, { minItems: 1, maxItems: 50 }) items: BookingExtraItemDto[];
}

/** Body of PUT /features/public/{bookingReference}/extras/{bookingExtrasId}. */
export class BookingExtraAmountDto {
  @ValidateInt({ min: 1, max: 1000, description: 'The new amount (DELETE removes the line)' }) amount: number;
}

export class CustomerAddressDto {
  @ValidateString({ maxLength: 200, example: 'Strandallee 12' }) street: string;
  @ValidatePostcode() zip: string;
  @ValidateString({ maxLength: 100, example: 'Scharbeutz' }) city: string;
  @ValidateEnum(CustomerCountry, 'CustomerCountry', { optional: true, description: 'Default DE' }) country?: CustomerCountry;
}

export class CustomerAdditionalDataDto {
  @ValidateBoolean({ optional: true, description: 'The customer agrees to marketing mail' }) marketing?: boolean;
  @ValidateBoolean({
    optional: true,
    description: 'The customer confirms a valid discount card (required when a chair is booked with discount)',
  })
  validDiscountCard?: boolean;
}

/** Body of POST /features/public/booking/{bookingRef}/add_customer. */
export class AddPublicBookingCustomerDto {
  @ValidateString({ maxLength: 100, example: 'Erika' }) firstName: string;
  @ValidateString({ maxLength: 100, example: 'Mustermann' }) lastName: string;
  @ValidateEnum(Salutation, 'Salutation', { optional: true, description: 'Default MX' }) salutation?: Salutation;
  @ValidateEmail() email: string;
  @ValidateString({ optional: true, maxLength: 40, pattern: /^[0-9+()/ -]{3,40}$/, example: '+49 4503 1234' }) telephone?: string;
  @ValidateNestedObject(() => CustomerAddressDto) address: CustomerAddressDto;
  @ValidateNestedObject(() => CustomerAdditionalDataDto, { optional: true }) additionalData?: CustomerAdditionalDataDto;
  @ValidateEnum(Language, 'Language', { optional: true }) language?: Language;
}

/** Query of PUT /features/public/booking: the booking is addressed by its reference and the customer's e-mail. */
export class PublicBookingEmailQueryDto {
  @ValidateString(REF) bookingRef: string;
  @ValidateEmail() email: string;
}

export enum PublicBookingFlow {
  WIDGET = 'widget',
  WEBSITE = 'website',
}

/** Query of PUT /features/public/booking/confirm. */
export class ConfirmPublicBookingQueryDto extends PublicBookingEmailQueryDto {
  @ValidateEnum(PublicBookingFlow, 'PublicBookingFlow', { optional: true, description: 'Where the customer books (default website)' })
  flow?: PublicBookingFlow;
  @ValidateTimeZone({ optional: true, description: "The customer's IANA time zone" }) timeZone?: string;
}

export class BankDetailsDto {
  @ValidateIban() iban: string;
  @ValidateBic({ optional: true }) bic?: string;
  @ValidateString({ optional: true, maxLength: 200 }) accountHolder?: string;
  @ValidateString({ optional: true, maxLength: 200 }) bankName?: string;
}

/** Body of PUT /features/public/booking. */
export class UpdatePublicBookingDto {
  @ValidateEnum(PaymentMethod, 'PaymentMethod', { optional: true }) paymentMethod?: PaymentMethod;
  @ValidateNestedObject(() => BankDetailsDto, {
    optional: true,
    description: 'Required for CUSTOM_SEPA, DIRECT_DEBIT and STRIPE_DIRECT_DEBIT',
  })
  bankDetails?: BankDetailsDto;
  @ValidateString({ optional: true, nullable: true, maxLength: 2000, description: 'null clears it' }) customerComment?: string | null;
}

export class PublicBookingCustomerDto {
  @ApiProperty({ enum: Salutation, enumName: 'Salutation' }) salutation: Salutation;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: 'string', nullable: true }) telephone: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) address: Record<string, unknown>;
  @ApiProperty({ type: 'object', additionalProperties: true }) additionalData: Record<string, unknown>;
  @ApiProperty({ enum: Language, enumName: 'Language' }) language: Language;
}
