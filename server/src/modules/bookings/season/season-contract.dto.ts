import { ApiProperty } from '@nestjs/swagger';
import { PaymentMethod } from '../../../common/enums.js';
import { ValidateEuros, ValidateNestedObject } from '../../../common/validation/structured-validation.js';
import { ValidateEnum, ValidateString } from '../../../common/validation/validation.js';
import { AddPublicBookingCustomerDto } from '../dto/public-booking-details.dto.js';
import { OfficeBookingDto } from '../office/office-booking.dto.js';

/** POST /features/beach_chair/{id}/season_contract: the named customer and the agreed price of the whole season. */
export class CreateSeasonContractDto {
  @ValidateNestedObject(() => AddPublicBookingCustomerDto, { description: 'The customer, with the address the invoice needs' })
  customer: AddPublicBookingCustomerDto;
  @ValidateEuros({ description: 'The agreed price of the whole season, euros (gross)', example: 450 }) price: number;
  @ValidateEnum(PaymentMethod, 'PaymentMethod', { optional: true, description: 'How the customer pays (default INVOICE)' })
  paymentMethod?: PaymentMethod;
  @ValidateString({ optional: true, maxLength: 2000, description: 'A note on the booking' }) customerComment?: string;
}

/** The days a season contract holds: the location's season still ahead (from its first day, or today once it has begun). */
export class SeasonContractDaysDto {
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date', description: 'Inclusive' }) end: string;
}

/** A chair's season contract: the flag, the days a new contract would hold, and the contract booking while one holds. */
export class SeasonContractDto {
  @ApiProperty() beachChairId: number;
  @ApiProperty() publicNumber: string;
  @ApiProperty({ description: 'The chair is let for the whole season (not bookable in the storefront)' }) seasonBeachChair: boolean;
  @ApiProperty({ type: SeasonContractDaysDto }) season: SeasonContractDaysDto;
  @ApiProperty({ type: OfficeBookingDto, nullable: true, description: 'The contract booking, while it holds the chair' })
  booking: OfficeBookingDto | null;
}
