import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole, VendorUserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { CsvReport, ListEndpoint } from '../../../common/list/list-endpoint.decorator.js';
import type { Page } from '../../../common/list/list.js';
import { BookingReportsService } from '../office-money/booking-reports.service.js';
import {
  BeachChairBookingsReportDto,
  ReportLineDto,
  BeachChairBookingsReportQueryDto,
  OfficeCustomerDto,
  OfficeCustomerListQueryDto,
} from '../office-money/office-money.dto.js';
import {
  InvoiceExportLineDto,
  InvoiceExportQueryDto,
  OccupancyLineDto,
  OccupancyReportDto,
  OccupancyReportQueryDto,
  RevenueLineDto,
  RevenueReportDto,
  RevenueReportQueryDto,
} from '../office-money/office-reports.dto.js';
import { OfficeReportsService } from '../office-money/office-reports.service.js';

/** Reports over the vendor's bookings (static paths: Fastify matches them before /features/booking_details/:id). */
@ApiTags('features')
@Roles(UserRole.VENDOR, UserRole.ADMIN)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('features/booking_details')
export class BookingDetailsReportsController {
  constructor(
    private readonly reports: BookingReportsService,
    private readonly officeReports: OfficeReportsService,
  ) {}

  @Get('beach_chair_bookings_report')
  @ApiOperation({
    operationId: 'getBeachChairBookingsReport',
    summary: 'Per day and section: chairs booked, chair bookings, revenue (holding statuses); text/csv of the lines with csv=true',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: BeachChairBookingsReportDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  @CsvReport(ReportLineDto)
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
  @ListEndpoint(OfficeCustomerDto, { csvName: 'customers', german: true })
  customers(@CurrentUser() user: AuthUser, @Query() q: OfficeCustomerListQueryDto): Promise<Page<OfficeCustomerDto>> {
    return this.reports.customers(user, q);
  }

  // The reports screen's figures are the owner's business: STAFF get 403 (issue 16).
  @Get('occupancy_report')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({
    operationId: 'getOccupancyReport',
    summary:
      'Per day and section: active chairs, chairs booked (holding statuses), occupancy in percent of chair-days; per section the range; text/csv of the day lines with csv=true',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: OccupancyReportDto })
  @CsvReport(OccupancyLineDto)
  occupancyReport(@CurrentUser() user: AuthUser, @Query() q: OccupancyReportQueryDto): Promise<OccupancyReportDto> {
    return this.officeReports.occupancy(user, q);
  }

  @Get('revenue_report')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({
    operationId: 'getRevenueReport',
    summary:
      'Per day or month: paid (BOOKED) bookings and revenue by payment method, cancellations and their fees; text/csv of the lines with csv=true',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: RevenueReportDto })
  @CsvReport(RevenueLineDto)
  revenueReport(@CurrentUser() user: AuthUser, @Query() q: RevenueReportQueryDto): Promise<RevenueReportDto> {
    return this.officeReports.revenue(user, q);
  }

  @Get('invoice_export')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({
    operationId: 'listInvoiceExport',
    summary:
      "The accountant's export: one line per invoice issued from–to (number, date, net, VAT, gross, payment method); " +
      'search: number, booking reference; orderBy: date (default, oldest first), invoiceNumber, gross, bookingRef; filters: kind, paymentMethod',
  })
  @ListEndpoint(InvoiceExportLineDto, { csvName: 'invoices', german: true })
  invoiceExport(@CurrentUser() user: AuthUser, @Query() q: InvoiceExportQueryDto): Promise<Page<InvoiceExportLineDto>> {
    return this.officeReports.invoiceExport(user, q);
  }
}
