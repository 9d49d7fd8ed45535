import { ApiProperty } from '@nestjs/swagger';
import { ActorType, BookingStatus, Language, PaymentMethod, RateType } from '../../../common/enums.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { ValidateEuros, ValidateNestedList } from '../../../common/validation/structured-validation.js';
import { ValidateRangeEnd, ValidateTimeZone } from '../../../common/validation/date-range.validation.js';
import { ValidateBoolean, ValidateDate, ValidateEnum, ValidateId, ValidateString } from '../../../common/validation/validation.js';
import { AddBeachChairBookingDto } from '../dto/public-booking-query.dto.js';
import { PublicBeachChairBookingDto } from '../dto/public-booking.dto.js';

// ---------- paths and queries

/** Path of /bookings/bookings/{id}/extras/{extrasBookingId}. */
export class OfficeBookingExtraParamDto {
  @ValidateId({ description: 'The booking' }) id: number;
  @ValidateId({ description: 'The extra line of the booking' }) extrasBookingId: number;
}

/** Path of /bookings/bookings/{id}/beach_chair_booking/{beach_chair_booking_id}. */
export class OfficeBookingChairParamDto {
  @ValidateId({ description: 'The booking' }) id: number;
  @ValidateId({ description: 'The chair booking of that booking' }) beach_chair_booking_id: number;
}

/** `?timeZone` of the /features/booking_details chair routes: the zone the days of the body are counted in. */
export class ChairBookingTimeZoneQueryDto {
  @ValidateTimeZone({ optional: true, description: "IANA zone the days are counted in (default: the booking's zone)" }) timeZone?: string;
}

/** GET /bookings/beach-chairs and /features/booking_details/beach_chair_bookings. */
export class ChairBookingListQueryDto extends ListQueryDto {
  @ValidateId({ optional: true, description: 'Only the chair bookings of this booking' }) bookingId?: number;
  @ValidateId({ optional: true, description: 'Only this chair' }) beachChairId?: number;
  @ValidateId({ optional: true, description: 'Only chairs of this section' }) sectionId?: number;
  @ValidateEnum(BookingStatus, 'BookingStatus', { optional: true, description: "The chair booking's status" }) status?: BookingStatus;
  @ValidateDate({ optional: true, description: 'Chair bookings touching this day or later (yyyy-MM-dd, Europe/Berlin)' }) from?: string;
  @ValidateRangeEnd('from', {
    optional: true,
    maxDays: 3660,
    description: 'Chair bookings touching this day or earlier (yyyy-MM-dd, included)',
  })
  to?: string;
}

// ---------- bodies

/** PATCH /bookings/bookings/{id}: only the fields sent change. */
export class UpdateOfficeBookingDto {
  @ValidateString({ optional: true, nullable: true, maxLength: 2000, description: 'null clears it' }) customerComment?: string | null;
  @ValidateEnum(PaymentMethod, 'PaymentMethod', { optional: true, description: 'Any method: the vendor takes the payment itself' })
  paymentMethod?: PaymentMethod;
  @ValidateEnum(Language, 'Language', { optional: true, description: 'Language of the mails to the customer' }) language?: Language;
}

/** POST /bookings/beach-chairs: a chair for a booking, checked like a new one (back-office channel). */
export class CreateOfficeChairBookingDto extends AddBeachChairBookingDto {
  @ValidateId({ description: 'The booking (OPEN, RESERVED or CONFIRMED) the chair is added to' }) bookingId: number;
}

/** PUT /bookings/beach-chairs/{id}, PUT /features/booking_details/beach_chair_bookings/{id}: what changes (the rest stays). */
export class ChangeChairBookingDto {
  @ValidateId({ optional: true, description: 'Move to this chair (of the same vendor)' }) beachChairId?: number;
  @ValidateDate({ optional: true, description: 'New first day (yyyy-MM-dd)' }) start?: string;
  @ValidateRangeEnd('start', { optional: true, description: 'New last day, included (yyyy-MM-dd)' }) end?: string;
  @ValidateEnum(RateType, 'RateType', {
    optional: true,
    description: 'MORNING or AFTERNOON: that half of a single day; anything else whole days',
  })
  rate?: RateType;
  @ValidateBoolean({ optional: true, description: 'Price at the discount rate' }) discount?: boolean;
  @ValidateBoolean({
    optional: true,
    description:
      "Keep the chair booking's current price instead of the new place's (the office waives the difference); default false: repriced, " +
      'and on a paid booking the difference is an open amount or refunded',
  })
  keepPrice?: boolean;
  @ValidateEuros({
    optional: true,
    description:
      'The newPrice the preview showed: when the move would be priced otherwise now (the price list changed meanwhile), ' +
      '409 PRICE_CHANGED with the price it would have, and nothing is changed',
  })
  expectedPrice?: number;
}

export class BatchChairBookingItemDto extends ChangeChairBookingDto {
  @ValidateId({ description: 'The chair booking to change' }) id: number;
}

/** PATCH /bookings/beach-chairs: all items or none. */
export class BatchChairBookingsDto {
  @ValidateNestedList(() => BatchChairBookingItemDto, { minItems: 1, maxItems: 50 }) items: BatchChairBookingItemDto[];
}

// ---------- answers

/** A chair booking (as the public answer has it) with its booking's reference and status and the chair's number and section. */
export class ChairBookingItemDto extends PublicBeachChairBookingDto {
  @ApiProperty() bookingId: number;
  @ApiProperty() bookingRef: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus' }) bookingStatus: BookingStatus;
  @ApiProperty() publicNumber: string;
  @ApiProperty() sectionId: number;
}

/** What a move would change in money (POST …/beach_chair_bookings/{id}/preview), before it is confirmed. Euros. */
export class ChairMovePreviewDto {
  @ApiProperty() beachChairBookingId: number;
  @ApiProperty() bookingId: number;
  @ApiProperty({ description: 'The chair it would stand on' }) beachChairId: number;
  @ApiProperty() publicNumber: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) start: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) end: string;
  @ApiProperty({ description: "The chair booking's price now" }) oldPrice: number;
  @ApiProperty({ description: 'Its price after the move (the old one with keepPrice)' }) newPrice: number;
  @ApiProperty({ description: "The booking's total now" }) oldTotal: number;
  @ApiProperty({ description: "The booking's total after the move" }) newTotal: number;
  @ApiProperty({ description: 'newTotal − oldTotal: positive the guest pays more, negative less' }) difference: number;
  @ApiProperty({ description: 'Paid so far (less refunds)' }) paid: number;
  @ApiProperty({ description: 'Still to pay after the move' }) open: number;
  @ApiProperty({ description: 'To refund after the move (paid above the new total)' }) refund: number;
  @ApiProperty({ type: 'string', nullable: true, description: 'The invoice a correction invoice would correct' })
  invoiceNumber: string | null;
}

export class BookingHistoryItemDto {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'ADD_BEACH_CHAIR' }) action: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus', nullable: true }) fromStatus: BookingStatus | null;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus', nullable: true }) toStatus: BookingStatus | null;
  @ApiProperty({ enum: ActorType, enumName: 'ActorType' }) actorType: ActorType;
  @ApiProperty({ type: 'string', nullable: true, description: 'The user id for VENDOR and ADMIN' }) actorId: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) details: Record<string, unknown>;
  @ApiProperty({ type: 'string', format: 'date-time' }) createdAt: string;
}
