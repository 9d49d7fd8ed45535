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
import { AddBookingExtrasDto, AddPublicBookingCustomerDto, BookingExtraAmountDto } from '../dto/public-booking-details.dto.js';
import { OfficeBookingDto, OfficeBookingListItemDto, OfficeBookingListQueryDto } from '../office/office-booking.dto.js';
import { CartChairBookingsService } from './cart-chair-bookings.service.js';
import { CartBookingsService } from './cart-bookings.service.js';
import {
  BookingHistoryItemDto,
  ChairBookingItemDto,
  OfficeBookingChairParamDto,
  OfficeBookingExtraParamDto,
  UpdateOfficeBookingDto,
} from './cart.dto.js';

const EDIT_ERRORS = [ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT, ErrorType.BOOKING_INVALID_TRANSITION] as const;

/** /bookings/bookings: the back office's cart (VENDOR of the booking's vendor, or ADMIN). */
@ApiTags('bookings')
@Roles(UserRole.VENDOR)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('bookings/bookings')
export class CartBookingsController {
  constructor(
    private readonly bookings: CartBookingsService,
    private readonly chairBookings: CartChairBookingsService,
  ) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ operationId: 'createCartBooking', summary: "Opens an empty OPEN booking (source BACK_OFFICE) of the caller's vendor" })
  @ApiCreatedResponse({ type: OfficeBookingDto })
  create(@CurrentUser() user: AuthUser): Promise<OfficeBookingDto> {
    return this.bookings.create(user);
  }

  @Get()
  @ApiOperation({
    operationId: 'searchCartBookings',
    summary: "The caller's bookings (as GET /features/booking_details); search: reference, customer's name or e-mail",
  })
  @ListEndpoint(OfficeBookingListItemDto, { german: true })
  search(@CurrentUser() user: AuthUser, @Query() query: OfficeBookingListQueryDto): Promise<Page<OfficeBookingListItemDto>> {
    return this.bookings.search(user, query);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getCartBooking' })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<OfficeBookingDto> {
    return this.bookings.get(user, id);
  }

  @Patch(':id')
  @ApiOperation({
    operationId: 'updateCartBooking',
    summary: 'Sets comment and language (any status) and payment method (OPEN, RESERVED, CONFIRMED)',
  })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(...EDIT_ERRORS)
  update(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() body: UpdateOfficeBookingDto): Promise<OfficeBookingDto> {
    return this.bookings.update(user, id, body);
  }

  @Delete(':id')
  @ApiOperation({ operationId: 'cancelCartBooking', summary: "Cancels the booking (fee by the vendor's cancellation policy)" })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION)
  cancel(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<OfficeBookingDto> {
    return this.bookings.cancel(user, id);
  }

  @Post(':id/customer')
  @HttpCode(201)
  @ApiOperation({ operationId: 'addCartBookingCustomer', summary: "Sets (or replaces) the customer, with the storefront's rules" })
  @ApiCreatedResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(...EDIT_ERRORS, ErrorType.DISCOUNT_CARD_REQUIRED)
  setCustomer(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Body() body: AddPublicBookingCustomerDto,
  ): Promise<OfficeBookingDto> {
    return this.bookings.setCustomer(user, id, body);
  }

  @Post(':id/extras')
  @HttpCode(201)
  @ApiOperation({ operationId: 'addCartBookingExtras', summary: "Adds extras (amounts add up per extra) at the extras' prices" })
  @ApiCreatedResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(...EDIT_ERRORS, ErrorType.EXTRAS_LIMIT_EXCEEDED)
  addExtras(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() body: AddBookingExtrasDto): Promise<OfficeBookingDto> {
    return this.bookings.addExtras(user, id, body);
  }

  @Put(':id/extras/:extrasBookingId')
  @ApiOperation({ operationId: 'updateCartBookingExtra', summary: 'Sets the amount of an extra line' })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(...EDIT_ERRORS, ErrorType.EXTRAS_LIMIT_EXCEEDED)
  updateExtra(
    @CurrentUser() user: AuthUser,
    @Param() { id, extrasBookingId }: OfficeBookingExtraParamDto,
    @Body() { amount }: BookingExtraAmountDto,
  ): Promise<OfficeBookingDto> {
    return this.bookings.updateExtra(user, id, extrasBookingId, amount);
  }

  @Delete(':id/extras/:extrasBookingId')
  @ApiOperation({ operationId: 'deleteCartBookingExtra', summary: 'Removes an extra line (the booking stays, even when empty)' })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(...EDIT_ERRORS)
  deleteExtra(@CurrentUser() user: AuthUser, @Param() { id, extrasBookingId }: OfficeBookingExtraParamDto): Promise<OfficeBookingDto> {
    return this.bookings.removeExtra(user, id, extrasBookingId);
  }

  @Get(':id/beach_chair_booking/:beach_chair_booking_id')
  @ApiOperation({ operationId: 'getCartBookingBeachChairBooking' })
  @ApiOkResponse({ type: ChairBookingItemDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  getChairBooking(@CurrentUser() user: AuthUser, @Param() p: OfficeBookingChairParamDto): Promise<ChairBookingItemDto> {
    return this.chairBookings.getOfBooking(user, p.id, p.beach_chair_booking_id);
  }

  @Delete(':id/beach_chair_booking/:beach_chair_booking_id')
  @ApiOperation({
    operationId: 'deleteCartBookingBeachChairBooking',
    summary: 'Removes the chair booking from an OPEN booking; in a RESERVED, CONFIRMED, PENDING or BOOKED booking cancels it',
  })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION)
  deleteChairBooking(@CurrentUser() user: AuthUser, @Param() p: OfficeBookingChairParamDto): Promise<OfficeBookingDto> {
    return this.chairBookings.remove(user, p.beach_chair_booking_id, p.id);
  }

  @Get(':id/history')
  @ApiOperation({ operationId: 'getCartBookingHistory', summary: 'Every change of the booking, oldest first' })
  @ApiOkResponse({ type: [BookingHistoryItemDto] })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  history(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<BookingHistoryItemDto[]> {
    return this.bookings.history(user, id);
  }
}
