import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BeachChairModel, BookingStatus, RateType } from '../../../common/enums.js';
import { PublicBookingCustomerDto } from './public-booking-details.dto.js';

export class PublicBookingVendorDto {
  @ApiProperty() companyName: string;
  @ApiProperty() publicReference: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) configuration: Record<string, unknown>;
}

/** The vendor as the guest's booking shows it: with the phone number to call. */
export class PublicBookingVendorContactDto extends PublicBookingVendorDto {
  @ApiPropertyOptional({ type: 'string', nullable: true, description: "The vendor's phone number for the guest" })
  telephone?: string | null;
}

/** Where the booking's chairs stand: one per location, for "how to find it". */
export class PublicBookingPlaceDto {
  @ApiProperty() locationId: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: 'string', nullable: true, description: 'The beach entrance' }) entranceName: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Street and number' }) street: string | null;
  @ApiProperty({ description: 'Postcode and town' }) city: string;
  @ApiProperty({ type: 'number', nullable: true }) latitude: number | null;
  @ApiProperty({ type: 'number', nullable: true }) longitude: number | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'OpenStreetMap with a marker' }) mapUrl: string | null;
}

export class PublicBeachChairBookingDto {
  @ApiProperty() id: number;
  @ApiProperty() beachChairId: number;
  @ApiProperty({ format: 'date-time' }) start: string;
  @ApiProperty({ format: 'date-time' }) end: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel' }) model: BeachChairModel;
  @ApiProperty({ enum: RateType, enumName: 'RateType', nullable: true }) rate: RateType | null;
  @ApiProperty({ description: 'Euros' }) price: number;
  @ApiProperty() discount: boolean;
}

/** A chair booking of the guest's booking: with the chair's number and a half day's hours. */
export class PublicBookingChairLineDto extends PublicBeachChairBookingDto {
  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    description: "The chair's number as the beach shows it (absent in the answer of adding a chair, like hours)",
  })
  publicNumber?: string | null;
  @ApiPropertyOptional({ type: 'string', nullable: true, description: "A half day's hours, e.g. '08:00–13:00'; null for whole days" })
  hours?: string | null;
}

export class PublicBookingExtraDto {
  @ApiProperty({ description: 'The line (bookingExtrasId of PUT and DELETE)' }) id: number;
  @ApiProperty() extraId: number;
  @ApiProperty({ description: 'The name when it was added (German)' }) name: string;
  @ApiProperty({ type: String, nullable: true, description: 'The English name when it was added; null: none' }) nameEn: string | null;
  @ApiProperty() amount: number;
  @ApiProperty({ description: 'amount × unitPrice, euros' }) price: number;
  @ApiProperty({ description: 'Euros, as when the extra was first added' }) unitPrice: number;
}

/** A booking as the storefront sees it while the customer builds it. */
export class PublicBookingDto {
  @ApiProperty({ example: 'K7M4XQ2P' }) bookingRef: string;
  @ApiProperty() publicReference: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty({ description: 'Euros' }) totalPrice: number;
  @ApiProperty({ type: PublicBookingVendorContactDto }) vendor: PublicBookingVendorContactDto;
  @ApiProperty({ type: [PublicBookingChairLineDto] }) beachChairBookings: PublicBookingChairLineDto[];
  @ApiProperty({ type: [PublicBookingExtraDto] }) extras: PublicBookingExtraDto[];
  @ApiProperty({ type: [PublicBookingPlaceDto], description: 'Where the chairs stand (empty in the answer of adding a chair)' })
  places: PublicBookingPlaceDto[];
  @ApiProperty({ type: PublicBookingCustomerDto, nullable: true }) customer: PublicBookingCustomerDto | null;
  @ApiProperty({ type: 'string', nullable: true }) paymentMethod: string | null;
  @ApiProperty({ type: 'string', nullable: true }) customerComment: string | null;
  @ApiProperty({ type: 'string', nullable: true }) invoiceNumber: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'customerBankData.iban masked to its last 4 characters' })
  metaData: Record<string, unknown>;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) expiresAt: string | null;
  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description:
      'Pay by this instant (docs/bookings.md, payment deadline): a PENDING booking its expiresAt; an OPEN one the deadline a ' +
      'bank-transfer submit now would set. A deadline at 00:00 Europe/Berlin is the end (24:00) of the day before.',
  })
  paymentDeadline: string | null;
  @ApiPropertyOptional({
    description:
      "Only in the answer of createPublicBooking: the cart's secret, sent as X-Cart-Token with every change of the cart (chairs, extras, customer)",
  })
  cartToken?: string;
}

export class PublicBookingStatusDto {
  @ApiProperty() bookingRef: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus' }) status: BookingStatus;
}
