import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { ListEndpoint } from '../../../common/list/list-endpoint.decorator.js';
import type { Page } from '../../../common/list/list.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import { OfficeBookingDto } from '../office/office-booking.dto.js';
import { CartChairBookingsService } from './cart-chair-bookings.service.js';
import {
  BatchChairBookingsDto,
  ChairBookingItemDto,
  ChairBookingListQueryDto,
  ChangeChairBookingDto,
  CreateOfficeChairBookingDto,
} from './cart.dto.js';

/** What checking a chair booking like a new one can answer. */
export const SLOT_ERRORS = [
  ErrorType.ENTITY_NOT_FOUND,
  ErrorType.INVALID_INPUT,
  ErrorType.BEACH_CHAIR_ALREADY_BOOKED,
  ErrorType.BEACH_CHAIR_NOT_AVAILABLE,
  ErrorType.SLOT_ENDED,
  ErrorType.BOOKING_INVALID_TRANSITION,
  ErrorType.PRICE_NOT_DEFINED,
  ErrorType.RATE_NOT_APPLICABLE,
] as const;

/** A change of a chair booking (a move, other days): also refused when it would now cost other than `expectedPrice`. */
export const CHANGE_ERRORS = [...SLOT_ERRORS, ErrorType.PRICE_CHANGED] as const;

/** /bookings/beach-chairs: the chair bookings of the caller's vendor as a resource. */
@ApiTags('bookings')
@Roles(UserRole.VENDOR)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('bookings/beach-chairs')
export class CartBeachChairsController {
  constructor(private readonly chairBookings: CartChairBookingsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listCartBeachChairBookings',
    summary: 'Chair bookings; query bookingId, beachChairId, sectionId, status, from/to; filters also bookingStatus, model, rate, discount',
  })
  @ListEndpoint(ChairBookingItemDto, { csvName: 'beach-chair-bookings', german: true })
  list(@CurrentUser() user: AuthUser, @Query() query: ChairBookingListQueryDto): Promise<Page<ChairBookingItemDto>> {
    return this.chairBookings.list(user, query);
  }

  @Post()
  @HttpCode(201)
  @ApiOperation({
    operationId: 'createCartBeachChairBooking',
    summary: 'Adds a chair to an OPEN, RESERVED or CONFIRMED booking (back-office rules)',
  })
  @ApiCreatedResponse({ type: ChairBookingItemDto })
  @ApiErrorResponses(...SLOT_ERRORS)
  async create(@CurrentUser() user: AuthUser, @Body() { bookingId, ...chair }: CreateOfficeChairBookingDto): Promise<ChairBookingItemDto> {
    return this.chairBookings.get(user, (await this.chairBookings.add(user, bookingId, chair)).beachChairBookingId);
  }

  @Patch()
  @ApiOperation({ operationId: 'batchUpdateCartBeachChairBookings', summary: 'Moves or changes several chair bookings: all or nothing' })
  @ApiOkResponse({ type: [ChairBookingItemDto] })
  @ApiErrorResponses(...CHANGE_ERRORS)
  batch(@CurrentUser() user: AuthUser, @Body() { items }: BatchChairBookingsDto): Promise<ChairBookingItemDto[]> {
    return this.chairBookings.batch(user, items);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getCartBeachChairBooking' })
  @ApiOkResponse({ type: ChairBookingItemDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<ChairBookingItemDto> {
    return this.chairBookings.get(user, id);
  }

  @Put(':id')
  @ApiOperation({
    operationId: 'updateCartBeachChairBooking',
    summary: 'Moves the chair booking to another chair and/or days or changes its rate; repriced',
  })
  @ApiOkResponse({ type: ChairBookingItemDto })
  @ApiErrorResponses(...CHANGE_ERRORS)
  update(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() body: ChangeChairBookingDto): Promise<ChairBookingItemDto> {
    return this.chairBookings.change(user, id, body);
  }

  @Delete('cancel/:id')
  @ApiOperation({ operationId: 'cancelCartBeachChairBooking', summary: 'Cancels the chair booking (the rest of the booking stays)' })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION)
  cancel(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<OfficeBookingDto> {
    return this.chairBookings.cancel(user, id);
  }

  @Delete(':id')
  @ApiOperation({
    operationId: 'deleteCartBeachChairBooking',
    summary: 'Removes the chair booking from an OPEN booking; otherwise cancels it',
  })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION)
  remove(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<OfficeBookingDto> {
    return this.chairBookings.remove(user, id);
  }
}
