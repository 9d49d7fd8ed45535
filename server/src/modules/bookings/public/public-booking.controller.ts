import { Controller, Delete, Get, HttpCode, Param, Post, Query, Body } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { RateLimit, RateLimitKeys } from '../../../common/rate-limit/rate-limit.decorator.js';
import { Client, type ClientInfo } from '../../users/index.js';
import {
  AddBeachChairBookingDto,
  BeachChairBookingParamDto,
  BookingRefParamDto,
  BookingStatusParamDto,
  CreatePublicBookingQueryDto,
  PublicReferenceQueryDto,
} from '../dto/public-booking-query.dto.js';
import { PublicBookingDto, PublicBookingStatusDto } from '../dto/public-booking.dto.js';
import { PublicBookingService } from './public-booking.service.js';
import { ApiCartToken, CartToken } from './cart-token.js';

@ApiTags('bookings')
@Controller('features/public')
export class PublicBookingController {
  constructor(private readonly bookings: PublicBookingService) {}

  @Public()
  @Post('booking')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'createPublicBooking',
    summary:
      "Opens an empty booking (OPEN, held for BOOKING_HOLD_MINUTES) at the vendor; the answer's cartToken must go with every change of it (X-Cart-Token)",
  })
  @ApiCreatedResponse({ type: PublicBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT, ErrorType.WIDGET_VENDOR_MISMATCH)
  create(@Query() query: CreatePublicBookingQueryDto, @Client() client: ClientInfo): Promise<PublicBookingDto> {
    return this.bookings.create(query, client.ip);
  }

  @Public()
  @ApiCartToken()
  @Post('booking/:bookingRef/beach_chair_bookings')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'addPublicBeachChairBooking',
    summary: 'Adds a chair for days (or a half day) to an OPEN booking, priced by the server',
  })
  @ApiCreatedResponse({ type: PublicBookingDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.INVALID_INPUT,
    ErrorType.BEACH_CHAIR_ALREADY_BOOKED,
    ErrorType.BEACH_CHAIR_NOT_AVAILABLE,
    ErrorType.SLOT_ENDED,
    ErrorType.BEACH_CHAIR_OF_OTHER_VENDOR,
    ErrorType.BOOKING_INVALID_TRANSITION,
    ErrorType.OUTSIDE_RENTAL_SEASON,
    ErrorType.PRICE_NOT_DEFINED,
    ErrorType.RATE_NOT_APPLICABLE,
  )
  addBeachChair(
    @Param() { bookingRef }: BookingRefParamDto,
    @Query() { publicReference }: PublicReferenceQueryDto,
    @CartToken() cartToken: string,
    @Body() body: AddBeachChairBookingDto,
  ): Promise<PublicBookingDto> {
    return this.bookings.addBeachChair(bookingRef, publicReference, cartToken, body);
  }

  @Public()
  @ApiCartToken()
  @Delete('booking/:bookingRef/beach_chair_booking/:id')
  @ApiOperation({
    operationId: 'deletePublicBeachChairBooking',
    summary: 'Removes a chair from an OPEN booking; a booking left without chairs and extras is CANCELED',
  })
  @ApiOkResponse({ type: PublicBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION)
  removeBeachChair(
    @Param() { bookingRef, id }: BeachChairBookingParamDto,
    @Query() { publicReference }: PublicReferenceQueryDto,
    @CartToken() cartToken: string,
  ): Promise<PublicBookingDto> {
    return this.bookings.removeBeachChair(bookingRef, publicReference, cartToken, id);
  }

  @Public()
  @Get('booking_status/:bookingReference')
  @RateLimit({ name: 'BOOKING_STATUS' }, { name: 'BOOKING_STATUS', key: RateLimitKeys.param('bookingReference') })
  @ApiOperation({ operationId: 'getPublicBookingStatus', summary: 'The status of a booking by its reference (nothing else)' })
  @ApiOkResponse({ type: PublicBookingStatusDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  status(@Param() { bookingReference }: BookingStatusParamDto): Promise<PublicBookingStatusDto> {
    return this.bookings.status(bookingReference);
  }
}
