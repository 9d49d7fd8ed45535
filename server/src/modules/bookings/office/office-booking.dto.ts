import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsEnum } from 'class-validator';
import { BookingSource, BookingStatus, CancellationFeeBase, Language, PaymentMethod } from '../../../common/enums.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { ValidateTimeZone } from '../../../common/validation/date-range.validation.js';
import { Optional } from '../../../common/validation/optional.js';
import { ValidateEuros } from '../../../common/validation/structured-validation.js';
import {
  NumberFromText,
  ValidateBoolean,
  ValidateDate,
  ValidateEmail,
  ValidateEnum,
  ValidateId,
} from '../../../common/validation/validation.js';
import { PublicBeachChairBookingDto, PublicBookingExtraDto, PublicBookingVendorDto } from '../dto/public-booking.dto.js';
import { PublicBookingCustomerDto } from '../dto/public-booking-details.dto.js';

/** The payment methods a vendor may record by hand (PUT /{id}/pay); the online ones are recorded by their provider. */
export const OFFICE_PAYMENT_METHODS = [
  PaymentMethod.CASH,
  PaymentMethod.EC,
  PaymentMethod.CARD_TERMINAL,
  PaymentMethod.CC,
  PaymentMethod.INVOICE,
  PaymentMethod.BANK_TRANSFER,
  PaymentMethod.DIRECT_DEBIT,
  PaymentMethod.CUSTOM_SEPA,
  PaymentMethod.OTHER_STRIPE,
] as const;
export type OfficePaymentMethod = (typeof OFFICE_PAYMENT_METHODS)[number];
const OfficePaymentMethodEnum = Object.fromEntries(OFFICE_PAYMENT_METHODS.map((m) => [m, m]));

/** Euros from a query string ("12.5") or a JSON body (12.5). */
const ValidateFeeEuros = (description: string) =>
  applyDecorators(ValidateEuros({ optional: true, description, example: 10 }), NumberFromText());

/** `status=OPEN&status=PENDING` or `status=OPEN,PENDING`. */
function ValidateStatusList() {
  return applyDecorators(
    ApiPropertyOptional({
      enum: BookingStatus,
      enumName: 'BookingStatus',
      isArray: true,
      description: 'One or several statuses (repeated or comma-separated)',
    }),
    Optional(),
    Transform(({ value }: { value: unknown }) =>
      value === undefined
        ? value
        : (Array.isArray(value) ? value : [value])
            .flatMap((v) => String(v).split(','))
            .map((v) => v.trim())
            .filter(Boolean),
    ),
    IsArray(),
    ArrayMaxSize(7),
    IsEnum(BookingStatus, { each: true }),
  );
}

/** GET /features/booking_details: the list convention plus the booking filters. */
export class OfficeBookingListQueryDto extends ListQueryDto {
  @ValidateStatusList() status?: BookingStatus[];
  @ValidateDate({ optional: true, description: 'Bookings with a chair booking overlapping [from, to] (days in Europe/Berlin)' })
  from?: string;
  @ValidateDate({ optional: true, description: 'Last day of the range (inclusive); from alone means from that day on' }) to?: string;
  @ValidateId({ optional: true, description: 'Bookings with a chair booking in this section' }) sectionId?: number;
  @ValidateId({ optional: true, description: 'Bookings with a chair booking of this chair' }) beachChairId?: number;
  @ValidateEmail({ optional: true, description: "The customer's e-mail (exact, case-insensitive)" }) email?: string;
  @ValidateEnum(BookingSource, 'BookingSource', { optional: true }) source?: BookingSource;
  @ValidateEnum(PaymentMethod, 'PaymentMethod', { optional: true }) paymentMethod?: PaymentMethod;
}

export class OfficeTimeZoneQueryDto {
  @ValidateTimeZone({
    optional: true,
    description: "IANA zone of the dates in the mail and of the fee's calendar days (default: the booking's)",
  })
  timeZone?: string;
}

/** DELETE /{id}/cancel/{beachChairBookingId}: a fee kept of the chair booking's price. */
export class CancelOfficeChairBookingQueryDto extends OfficeTimeZoneQueryDto {
  @ValidateFeeEuros(
    "Fee kept of the chair booking's price, euros (0..price), added to the booking's total; default: the vendor's policy's percent of the price",
  )
  cancellationFee?: number;
}

/** PUT /{id}/cancel: the query may carry the same fields as the body (the body wins). */
export class CancelOfficeBookingQueryDto extends OfficeTimeZoneQueryDto {
  @ValidateFeeEuros('Fee kept from the total, euros (0..total); default: the calculated fee') cancellationFee?: number;
  @ValidateBoolean({ optional: true, description: 'Do not refund what was paid (default false)' }) skipRefund?: boolean;
}

export class CancelOfficeBookingBodyDto {
  @ValidateFeeEuros('Fee kept from the total, euros (0..total); default: the calculated fee') cancellationFee?: number;
  @ValidateBoolean({ optional: true, description: 'Do not refund what was paid (default false)' }) skipRefund?: boolean;
}

export class PayOfficeBookingDto {
  @ValidateEnum(OfficePaymentMethodEnum, 'OfficePaymentMethod', { description: 'How the customer paid (recorded as a MANUAL payment)' })
  paymentMethod: OfficePaymentMethod;
  @ValidateEuros({
    optional: true,
    description:
      'Euros paid now; below what is still open it is a deposit (recorded, the booking keeps its status); default: all that is open',
    example: 20,
  })
  amount?: number;
}

export class OfficeBeachChairBookingParamDto {
  @ValidateId() id: number;
  @ValidateId() beachChairBookingId: number;
}

export class OfficeBeachChairBookingDto extends PublicBeachChairBookingDto {
  @ApiProperty() publicNumber: string;
  @ApiProperty() sectionId: number;
  @ApiProperty() sectionName: string;
  @ApiProperty({ type: 'string', nullable: true }) rowName: string | null;
  @ApiProperty({ type: 'string', nullable: true, example: '08-13', description: "A half day: its hours by the section's rates" })
  timeRange: string | null;
}

export class OfficeBookingCustomerDto extends PublicBookingCustomerDto {
  @ApiProperty() id: number;
}

/** A booking as the vendor's back office sees it: everything of the public DTO, unmasked, plus the office fields. */
export class OfficeBookingDto {
  @ApiProperty() id: number;
  @ApiProperty() bookingRef: string;
  @ApiProperty() publicReference: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty({ description: 'Euros' }) totalPrice: number;
  @ApiProperty({ type: PublicBookingVendorDto }) vendor: PublicBookingVendorDto & { id: number };
  @ApiProperty({ type: [OfficeBeachChairBookingDto] }) beachChairBookings: OfficeBeachChairBookingDto[];
  @ApiProperty({ type: [PublicBookingExtraDto] }) extras: PublicBookingExtraDto[];
  @ApiProperty({ type: OfficeBookingCustomerDto, nullable: true }) customer: OfficeBookingCustomerDto | null;
  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod', nullable: true }) paymentMethod: PaymentMethod | null;
  @ApiProperty({ type: 'string', nullable: true }) customerComment: string | null;
  @ApiProperty({ type: 'string', nullable: true }) invoiceNumber: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: "Unmasked: bankData and the customer's customerBankData" })
  metaData: Record<string, unknown>;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({ type: 'number', nullable: true, description: 'Euros, set when the booking was canceled' }) cancellationFee: number | null;
  @ApiProperty() skipRefund: boolean;
  @ApiProperty({ enum: BookingSource, enumName: 'BookingSource' }) source: BookingSource;
  @ApiProperty() timeZone: string;
  @ApiProperty({ enum: Language, enumName: 'Language' }) language: Language;
  @ApiProperty({ type: 'string', nullable: true }) affiliateReference: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

/** One row of the back-office booking list (flat, so that the CSV export reads well). */
export class OfficeBookingListItemDto {
  @ApiProperty() id: number;
  @ApiProperty() bookingRef: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty({ enum: BookingSource, enumName: 'BookingSource' }) source: BookingSource;
  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod', nullable: true }) paymentMethod: PaymentMethod | null;
  @ApiProperty({ description: 'Euros' }) totalPrice: number;
  @ApiProperty({ type: 'number', nullable: true, description: 'Euros' }) cancellationFee: number | null;
  @ApiProperty({ type: 'string', nullable: true }) invoiceNumber: string | null;
  @ApiProperty({ type: 'string', nullable: true }) customerFirstName: string | null;
  @ApiProperty({ type: 'string', nullable: true }) customerLastName: string | null;
  @ApiProperty({ type: 'string', nullable: true }) customerEmail: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Start of the first chair booking' }) start:
    string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'End of the last chair booking (exclusive)' }) end:
    string | null;
  @ApiProperty({ description: 'Public numbers of the chairs, e.g. "12, 14"' }) beachChairs: string;
  @ApiProperty({ description: 'Section names, e.g. "Nord"' }) sections: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: '08-13',
    description:
      "A half-day booking's hours as its section's rates state them (HH-HH), as the booking's chairs show them; null for whole days",
  })
  timeRange: string | null;
}

export class CancellationFeeRuleDto {
  @ApiProperty() daysBefore: number;
  @ApiProperty() percent: number;
}

/** GET /{id}/calculateCancellationFee. */
export class CancellationFeeDto {
  @ApiProperty({ description: 'Euros' }) totalPrice: number;
  @ApiProperty({ enum: CancellationFeeBase, enumName: 'CancellationFeeBase', description: "What the vendor's policy takes its percent of" })
  base: CancellationFeeBase;
  @ApiProperty({ description: 'Euros the percent is taken of: the active chairs, with the extras when the base says so' })
  baseAmount: number;
  @ApiProperty({ description: 'Euros: percent of baseAmount, plus the fees of chairs canceled on their own before' })
  cancellationFee: number;
  @ApiProperty({ description: 'Percent of the base the applied rule charges (0: free)' }) percent: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Calendar days from today to the start of the first active chair booking' })
  daysBefore: number | null;
  @ApiProperty({ description: 'Euros: totalPrice − cancellationFee' }) refund: number;
  @ApiProperty({ type: CancellationFeeRuleDto, nullable: true }) rule: CancellationFeeRuleDto | null;
}
