import { Body, Controller, Delete, Get, Param, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import {
  CancellationFeeDto,
  CancelOfficeBookingBodyDto,
  CancelOfficeBookingQueryDto,
  CancelOfficeChairBookingQueryDto,
  OfficeBeachChairBookingParamDto,
  OfficeBookingDto,
  OfficeTimeZoneQueryDto,
  PayOfficeBookingDto,
} from './office-booking.dto.js';
import { OfficeCancellationService } from './office-cancellation.service.js';
import { OfficeLifecycleService } from './office-lifecycle.service.js';

/** The back office's status changes of a booking: cancel (whole or one chair), confirm, pay, reserve, recover. */
@ApiTags('booking_details')
@Roles(UserRole.VENDOR, UserRole.ADMIN)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('features/booking_details')
export class BookingDetailsLifecycleController {
  constructor(
    private readonly lifecycle: OfficeLifecycleService,
    private readonly cancellations: OfficeCancellationService,
  ) {}

  @Get(':id/calculateCancellationFee')
  @ApiOperation({
    operationId: 'calculateCancellationFee',
    summary: "The fee of cancelling now by the vendor's cancellation policy (days counted in Europe/Berlin unless timeZone)",
  })
  @ApiOkResponse({ type: CancellationFeeDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_ALREADY_CANCELED)
  calculateCancellationFee(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() { timeZone }: OfficeTimeZoneQueryDto,
  ): Promise<CancellationFeeDto> {
    return this.cancellations.cancellationFee(user, id, timeZone);
  }

  @Put(':id/cancel')
  @ApiOperation({
    operationId: 'cancelOfficeBooking',
    summary:
      'Cancels the booking (any holding status): fee (default: the calculated one) and skipRefund stored, chairs freed, mail to the customer',
  })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION, ErrorType.INVALID_INPUT)
  cancel(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() query: CancelOfficeBookingQueryDto,
    @Body() body: CancelOfficeBookingBodyDto,
  ): Promise<OfficeBookingDto> {
    return this.cancellations.cancel(user, id, {
      cancellationFee: body.cancellationFee ?? query.cancellationFee,
      skipRefund: body.skipRefund ?? query.skipRefund,
      timeZone: query.timeZone,
    });
  }

  @Delete(':id/cancel/:beachChairBookingId')
  @ApiOperation({
    operationId: 'cancelOfficeBeachChairBooking',
    summary:
      'Cancels one chair booking (with an optional fee kept on the total) and retotals; an invoiced booking gets a correction invoice; the last active one cancels the whole booking',
  })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION, ErrorType.INVALID_INPUT)
  cancelChairBooking(
    @CurrentUser() user: AuthUser,
    @Param() { id, beachChairBookingId }: OfficeBeachChairBookingParamDto,
    @Query() query: CancelOfficeChairBookingQueryDto,
  ): Promise<OfficeBookingDto> {
    return this.cancellations.cancelChairBooking(user, id, beachChairBookingId, query);
  }

  @Put(':id/confirm')
  @ApiOperation({
    operationId: 'confirmOfficeBooking',
    summary: 'OPEN, PENDING or RESERVED → CONFIRMED; no expiry; confirmation mail with an .ics',
  })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION)
  confirm(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() { timeZone }: OfficeTimeZoneQueryDto,
  ): Promise<OfficeBookingDto> {
    return this.lifecycle.confirm(user, id, timeZone);
  }

  @Put(':id/pay')
  @ApiOperation({
    operationId: 'payOfficeBooking',
    summary:
      'PENDING, CONFIRMED or RESERVED → BOOKED with an offline payment method (a MANUAL payment of what is open); an amount below that records a deposit',
  })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.BOOKING_INVALID_TRANSITION,
    ErrorType.BOOKING_WITHOUT_BEACH_CHAIRS,
    ErrorType.INVALID_INPUT,
  )
  pay(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() { timeZone }: OfficeTimeZoneQueryDto,
    @Body() body: PayOfficeBookingDto,
  ): Promise<OfficeBookingDto> {
    return this.lifecycle.pay(user, id, body, timeZone);
  }

  @Put(':id/reserve')
  @ApiOperation({ operationId: 'reserveOfficeBooking', summary: 'OPEN → RESERVED; a reservation does not expire' })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION)
  reserve(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<OfficeBookingDto> {
    return this.lifecycle.reserve(user, id);
  }

  @Get(':id/recover')
  @ApiOperation({
    operationId: 'recoverOfficeBooking',
    summary: 'CANCELED or EXPIRED → CONFIRMED if its chairs are still free (chairs canceled on their own stay canceled)',
  })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION, ErrorType.BEACH_CHAIR_ALREADY_BOOKED)
  recover(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<OfficeBookingDto> {
    return this.lifecycle.recover(user, id);
  }
}
