import { Controller, Get, Query, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { CsvInterceptor, ListEndpoint } from '../../../common/list/list-endpoint.decorator.js';
import type { Page } from '../../../common/list/list.js';
import { BookingReportsService } from '../office-money/booking-reports.service.js';
import {
  BeachChairBookingsReportDto,
  BeachChairBookingsReportQueryDto,
  OfficeCustomerDto,
  OfficeCustomerListQueryDto,
} from '../office-money/office-money.dto.js';

/** Reports over the vendor's bookings (static paths: Fastify matches them before /features/booking_details/:id). */
@ApiTags('features')
@Roles(UserRole.VENDOR, UserRole.ADMIN)
@Controller('features/booking_details')
export class BookingDetailsReportsController {
  constructor(private readonly reports: BookingReportsService) {}

  @Get('beach_chair_bookings_report')
  @ApiOperation({
    operationId: 'getBeachChairBookingsReport',
    summary: 'Per day and section: chairs booked, chair bookings, revenue (holding statuses); text/csv of the lines with csv=true',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: BeachChairBookingsReportDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  @UseInterceptors(CsvInterceptor)
  beachChairBookingsReport(
    @CurrentUser() user: AuthUser,
    @Query() q: BeachChairBookingsReportQueryDto,
  ): Promise<BeachChairBookingsReportDto> {
    return this.reports.beachChairBookingsReport(user, q);
  }

  @Get('customer')
  @ApiOperation({
    operationId: 'listBookingCustomers',
    summary:
      "The vendor's customers, one line per e-mail; search: e-mail, names; orderBy: email, firstName, lastName, country, numberOfBookings, " +
      'lastBookingDate (default, newest first), totalSpent, vendorId; filters: vendorId, email, country',
  })
  @ListEndpoint(OfficeCustomerDto, { csvName: 'customers' })
  customers(@CurrentUser() user: AuthUser, @Query() q: OfficeCustomerListQueryDto): Promise<Page<OfficeCustomerDto>> {
    return this.reports.customers(user, q);
  }
}
