import { ApiProperty } from '@nestjs/swagger';
import { BeachChairModel, BookingStatus, RateType, UnavailabilityReason } from '../../../common/enums.js';
import { AvailabilityState } from '../rules/index.js';
import { BookableDto } from './section-availability.dto.js';

export class ChairDayStateDto {
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ enum: AvailabilityState, enumName: 'AvailabilityState' }) state: AvailabilityState;
  @ApiProperty({ enum: UnavailabilityReason, enumName: 'UnavailabilityReason', nullable: true }) reason: UnavailabilityReason | null;
}

export class BookedPeriodDto {
  @ApiProperty({ description: 'The chair booking' }) id: number;
  @ApiProperty() bookingId: number;
  @ApiProperty() bookingRef: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty({ format: 'date-time' }) start: string;
  @ApiProperty({ format: 'date-time', description: 'Exclusive end' }) end: string;
  @ApiProperty({ enum: RateType, enumName: 'RateType', nullable: true }) rate: RateType | null;
}

export class ChairStopSaleDto {
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date', description: 'Last day, included' }) end: string;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
}

/** GET /features/availabilities/beach_chairs/{id}: one chair over a range, for the vendor. */
export class ChairPeriodsDto {
  @ApiProperty() beachChairId: number;
  @ApiProperty() sectionId: number;
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date', description: 'Last day, included' }) to: string;
  @ApiProperty() timeZone: string;
  @ApiProperty({ enum: AvailabilityState, enumName: 'AvailabilityState', description: 'Over the whole range' }) state: AvailabilityState;
  @ApiProperty({ description: 'The vendor can book something of the whole range' }) free: boolean;
  @ApiProperty({ type: BookableDto }) bookable: BookableDto;
  @ApiProperty({ type: [ChairDayStateDto] }) days: ChairDayStateDto[];
  @ApiProperty({ type: [BookedPeriodDto], description: 'Holding chair bookings touching the range, by start' }) bookings: BookedPeriodDto[];
  @ApiProperty({ type: [ChairStopSaleDto] }) stopSales: ChairStopSaleDto[];
}

export class SectionDayOccupancyDto {
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty({ description: 'Chairs without any booking (reserved and season chairs count as reserved)' }) free: number;
  @ApiProperty({ description: 'Chairs booked all day' }) booked: number;
  @ApiProperty({ description: 'Chairs booked in the morning only' }) bookedMorning: number;
  @ApiProperty({ description: 'Chairs booked in the afternoon only' }) bookedAfternoon: number;
  @ApiProperty({ description: 'Reserved and season chairs not booked all day' }) reserved: number;
  @ApiProperty() stopSale: number;
  @ApiProperty({ description: 'Chairs outside the rental season that day' }) outsideSeason: number;
}

export class SectionOccupancyDto {
  @ApiProperty() sectionId: number;
  @ApiProperty() name: string;
  @ApiProperty() locationId: number;
  @ApiProperty() locationName: string;
  @ApiProperty({ description: 'Active chairs' }) chairs: number;
  @ApiProperty({ type: [SectionDayOccupancyDto] }) days: SectionDayOccupancyDto[];
}

/** GET /features/availabilities/sections: free and booked counts per section and day. */
export class SectionsOccupancyDto {
  @ApiProperty({ format: 'date' }) startDate: string;
  @ApiProperty({ format: 'date' }) endDate: string;
  @ApiProperty() timeZone: string;
  @ApiProperty({ type: [SectionOccupancyDto] }) sections: SectionOccupancyDto[];
}

/** One chair booking of a section, for the vendor's lists. */
export class SectionChairBookingDto {
  @ApiProperty({ description: 'The chair booking' }) id: number;
  @ApiProperty() bookingId: number;
  @ApiProperty() bookingRef: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus', description: "The chair booking's status" }) status: BookingStatus;
  @ApiProperty() beachChairId: number;
  @ApiProperty() publicNumber: string;
  @ApiProperty({ type: Number, nullable: true }) rowId: number | null;
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel' }) model: BeachChairModel;
  @ApiProperty({ format: 'date-time' }) start: string;
  @ApiProperty({ format: 'date-time', description: 'Exclusive end' }) end: string;
  @ApiProperty({ enum: RateType, enumName: 'RateType', nullable: true }) rate: RateType | null;
  @ApiProperty({ description: 'Euros', example: 15 }) price: number;
  @ApiProperty() discount: boolean;
  @ApiProperty({ type: String, nullable: true, description: "The customer's name, when known" }) customerName: string | null;
}
