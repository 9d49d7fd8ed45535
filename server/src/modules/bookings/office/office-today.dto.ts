import { ApiProperty } from '@nestjs/swagger';
import { BookingStatus, PaymentMethod, RateType } from '../../../common/enums.js';
import { ValidateTimeZone } from '../../../common/validation/date-range.validation.js';
import { ValidateDate } from '../../../common/validation/validation.js';

/** GET /features/booking_details/today. */
export class OfficeTodayQueryDto {
  @ValidateDate({ optional: true, description: 'The day (default: today in timeZone)' }) date?: string;
  @ValidateTimeZone({ optional: true }) timeZone?: string;
}

export class OfficeTodayChairDto {
  @ApiProperty() id: number;
  @ApiProperty() publicNumber: string;
  @ApiProperty({ type: 'string', nullable: true }) rowName: string | null;
}

/** A section of the caller's scope with its active chairs (in row and position order). */
export class OfficeTodaySectionDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() locationId: number;
  @ApiProperty() locationName: string;
  @ApiProperty({ type: [OfficeTodayChairDto] }) chairs: OfficeTodayChairDto[];
}

/** A holding chair booking that touches the day: arrivals start in it, departures end in it, occupied ones cover an instant. */
export class OfficeTodayChairBookingDto {
  @ApiProperty() id: number;
  @ApiProperty() bookingId: number;
  @ApiProperty() bookingRef: string;
  @ApiProperty() beachChairId: number;
  @ApiProperty() publicNumber: string;
  @ApiProperty() sectionId: number;
  @ApiProperty({ format: 'date-time' }) start: string;
  @ApiProperty({ format: 'date-time', description: 'Exclusive' }) end: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus', description: "The chair booking's status (a holding one)" })
  status: BookingStatus;
  @ApiProperty({ enum: RateType, enumName: 'RateType', nullable: true }) rate: RateType | null;
  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod', nullable: true }) paymentMethod: PaymentMethod | null;
  @ApiProperty({ type: 'string', nullable: true, description: "The customer's first and last name" }) customerName: string | null;
}

/** A booking to act on, once per section its (not canceled) chairs are in. */
export class OfficeTodayBookingDto {
  @ApiProperty() bookingId: number;
  @ApiProperty() bookingRef: string;
  @ApiProperty() sectionId: number;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod', nullable: true }) paymentMethod: PaymentMethod | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Payment deadline (PENDING bank transfers)' })
  deadline: string | null;
  @ApiProperty({ format: 'date-time', description: 'Start of its first chair booking in the section' }) start: string;
  @ApiProperty({ description: 'Public numbers of its chairs in the section, e.g. "12, 14"' }) chairs: string;
  @ApiProperty({ description: 'Euros, the whole booking' }) totalPrice: number;
  @ApiProperty({ type: 'string', nullable: true }) customerName: string | null;
}

export class OfficeTodayStopSaleDto {
  @ApiProperty() id: number;
  @ApiProperty() beachChairId: number;
  @ApiProperty() publicNumber: string;
  @ApiProperty() sectionId: number;
  @ApiProperty({ format: 'date' }) startDate: string;
  @ApiProperty({ format: 'date', description: 'Inclusive' }) endDate: string;
  @ApiProperty({ type: 'string', nullable: true }) reason: string | null;
}

/** A stop sale over a booking: the chair is off sale on a day a booking holds it (the operator moves or cancels one of them). */
export class OfficeTodayStopSaleConflictDto {
  @ApiProperty() stopSaleId: number;
  @ApiProperty() beachChairId: number;
  @ApiProperty() publicNumber: string;
  @ApiProperty() sectionId: number;
  @ApiProperty() sectionName: string;
  @ApiProperty({ format: 'date' }) startDate: string;
  @ApiProperty({ format: 'date', description: 'Inclusive' }) endDate: string;
  @ApiProperty({ type: 'string', nullable: true }) reason: string | null;
  @ApiProperty() bookingId: number;
  @ApiProperty() bookingRef: string;
  @ApiProperty({ format: 'date-time', description: 'Start of the chair booking' }) bookingStart: string;
  @ApiProperty({ format: 'date-time', description: 'End of the chair booking (exclusive)' }) bookingEnd: string;
}

/** Everything the back office's Today screen shows, for the caller's vendor (and location) context, in one answer. */
export class OfficeTodayDto {
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() timeZone: string;
  @ApiProperty({ format: 'date-time', description: '00:00 of the day in timeZone' }) dayStart: string;
  @ApiProperty({ format: 'date-time', description: '00:00 of the next day in timeZone (exclusive)' }) dayEnd: string;
  @ApiProperty({ format: 'date-time', description: "The server's clock when it answered" }) now: string;
  @ApiProperty({ type: [OfficeTodaySectionDto] }) sections: OfficeTodaySectionDto[];
  @ApiProperty({ type: [OfficeTodayChairBookingDto], description: 'Holding chair bookings overlapping the day' })
  chairBookings: OfficeTodayChairBookingDto[];
  @ApiProperty({ type: [OfficeTodayBookingDto], description: 'PENDING bank transfers, earliest deadline first (any day)' })
  waitingForPayment: OfficeTodayBookingDto[];
  @ApiProperty({
    type: [OfficeTodayBookingDto],
    description: 'On-site bookings not paid yet: CONFIRMED or RESERVED, paid at the hut or without a method, with a chair on the day',
  })
  unpaidOnSite: OfficeTodayBookingDto[];
  @ApiProperty({ type: [OfficeTodayStopSaleDto], description: 'Stop sales covering the day' }) stopSales: OfficeTodayStopSaleDto[];
  @ApiProperty({
    type: [OfficeTodayStopSaleConflictDto],
    description: 'Holding chair bookings (not ended before the day) on days their chair is off sale, earliest first',
  })
  stopSaleConflicts: OfficeTodayStopSaleConflictDto[];
}
