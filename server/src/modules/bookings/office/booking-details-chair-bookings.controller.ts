import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ListEndpoint } from '../../../common/list/list-endpoint.decorator.js';
import type { Page } from '../../../common/list/list.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import { AddBeachChairBookingDto } from '../dto/public-booking-query.dto.js';
import { OfficeBookingDto } from './office-booking.dto.js';
import { CHANGE_ERRORS, SLOT_ERRORS } from '../office-cart/cart-beach-chairs.controller.js';
import { CartChairBookingsService } from '../office-cart/cart-chair-bookings.service.js';
import {
  ChairBookingItemDto,
  ChairBookingListQueryDto,
  ChairBookingTimeZoneQueryDto,
  ChairMovePreviewDto,
  ChangeChairBookingDto,
} from '../office-cart/cart.dto.js';

/** The chair routes of /features/booking_details: add a chair to a booking, list chair bookings, move one. */
@ApiTags('bookings')
@Roles(UserRole.VENDOR)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('features/booking_details')
export class BookingDetailsChairBookingsController {
  constructor(private readonly chairBookings: CartChairBookingsService) {}

  @Post(':id/beach_chair_bookings')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'addOfficeBeachChairBooking',
    summary: 'Adds a chair to an OPEN, RESERVED or CONFIRMED booking (back-office rules)',
  })
  @ApiCreatedResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(...SLOT_ERRORS)
  async add(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() { timeZone }: ChairBookingTimeZoneQueryDto,
    @Body() body: AddBeachChairBookingDto,
  ): Promise<OfficeBookingDto> {
    return (await this.chairBookings.add(user, id, body, timeZone)).booking;
  }

  @Get('beach_chair_bookings')
  @ApiOperation({
    operationId: 'listOfficeBeachChairBookings',
    summary: 'Chair bookings; query bookingId, beachChairId, sectionId, status, from/to',
  })
  @ListEndpoint(ChairBookingItemDto, { german: true })
  list(@CurrentUser() user: AuthUser, @Query() query: ChairBookingListQueryDto): Promise<Page<ChairBookingItemDto>> {
    return this.chairBookings.list(user, query);
  }

  @Post('beach_chair_bookings/:id/preview')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'previewOfficeBeachChairBookingMove',
    summary: 'What a move (body as PUT) would cost: old and new total, the difference, what would be open or refunded; nothing changes',
  })
  @ApiOkResponse({ type: ChairMovePreviewDto })
  @ApiErrorResponses(...CHANGE_ERRORS)
  preview(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() { timeZone }: ChairBookingTimeZoneQueryDto,
    @Body() body: ChangeChairBookingDto,
  ): Promise<ChairMovePreviewDto> {
    return this.chairBookings.preview(user, id, body, timeZone);
  }

  @Put('beach_chair_bookings/:id')
  @ApiOperation({
    operationId: 'moveOfficeBeachChairBooking',
    summary:
      'Moves a chair booking (also of a paid booking) to another chair and/or days, checked like a new one; repriced unless keepPrice',
  })
  @ApiOkResponse({ type: ChairBookingItemDto })
  @ApiErrorResponses(...CHANGE_ERRORS)
  move(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() { timeZone }: ChairBookingTimeZoneQueryDto,
    @Body() body: ChangeChairBookingDto,
  ): Promise<ChairBookingItemDto> {
    return this.chairBookings.change(user, id, body, timeZone);
  }
}
