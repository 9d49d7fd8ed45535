import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BeachChairModel, BookingStatus, RateType } from '../../../common/enums.js';
import { PublicBookingCustomerDto } from './public-booking-details.dto.js';

export class PublicBookingVendorDto {
  @ApiProperty() companyName: string;
  @ApiProperty() publicReference: string;
  @ApiProperty({ type: 'object', additionalProperties: true }) configuration: Record<string, unknown>;
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

export class PublicBookingExtraDto {
  @ApiProperty({ description: 'The line (bookingExtrasId of PUT and DELETE)' }) id: number;
  @ApiProperty() extraId: number;
  @ApiProperty() name: string;
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
  @ApiProperty({ type: PublicBookingVendorDto }) vendor: PublicBookingVendorDto;
  @ApiProperty({ type: [PublicBeachChairBookingDto] }) beachChairBookings: PublicBeachChairBookingDto[];
  @ApiProperty({ type: [PublicBookingExtraDto] }) extras: PublicBookingExtraDto[];
  @ApiProperty({ type: PublicBookingCustomerDto, nullable: true }) customer: PublicBookingCustomerDto | null;
  @ApiProperty({ type: 'string', nullable: true }) paymentMethod: string | null;
  @ApiProperty({ type: 'string', nullable: true }) customerComment: string | null;
  @ApiProperty({ type: 'string', nullable: true }) invoiceNumber: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'customerBankData.iban masked to its last 4 characters' })
  metaData: Record<string, unknown>;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) expiresAt: string | null;
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
