import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { ListEndpoint } from '../../../common/list/list-endpoint.decorator.js';
import type { Page } from '../../../common/list/list.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import { OfficeBookingDto, OfficeBookingListItemDto, OfficeBookingListQueryDto } from './office-booking.dto.js';
import { OfficeBookingsService } from './office-bookings.service.js';

/** The vendor's bookings in the back office: the list and one booking. */
@ApiTags('booking_details')
@Roles(UserRole.VENDOR, UserRole.ADMIN)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('features/booking_details')
export class BookingDetailsController {
  constructor(private readonly bookings: OfficeBookingsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listOfficeBookings',
    summary:
      "The vendor's bookings; filters status (several), from/to (chair bookings overlapping), sectionId, beachChairId, email, source, paymentMethod; search: reference, customer name and e-mail",
  })
  @ListEndpoint(OfficeBookingListItemDto, { csvName: 'bookings', german: true })
  @ApiErrorResponses(ErrorType.INVALID_INPUT)
  list(@CurrentUser() user: AuthUser, @Query() query: OfficeBookingListQueryDto): Promise<Page<OfficeBookingListItemDto>> {
    return this.bookings.list(user, query);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getOfficeBooking', summary: 'One booking with its chairs, extras, full customer and unmasked bank data' })
  @ApiOkResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<OfficeBookingDto> {
    return this.bookings.get(user, id);
  }
}
