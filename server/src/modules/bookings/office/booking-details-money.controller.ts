import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import { PaymentReminderMailsService } from '../office-money/payment-reminder-mails.service.js';
import { BookingMoneyService } from '../office-money/booking-money.service.js';
import { BookingRefundsService } from '../office-money/booking-refunds.service.js';
import { InvoiceNumberService } from '../office-money/invoice-number.service.js';
import {
  AssignInvoiceNumberDto,
  CommissionDto,
  InvoiceDataDto,
  InvoiceNumberDto,
  PrepaymentDto,
  RecalculateCommissionQueryDto,
  RecordRefundDto,
  ResendBankTransferQueryDto,
  ResentMailDto,
} from '../office-money/office-money.dto.js';

/** A booking's money in the back office: invoice number and data, prepayment, commission, payment mails. */
@ApiTags('features')
@Roles(UserRole.VENDOR, UserRole.ADMIN)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('features/booking_details')
export class BookingDetailsMoneyController {
  constructor(
    private readonly invoiceNumbers: InvoiceNumberService,
    private readonly money: BookingMoneyService,
    private readonly mails: PaymentReminderMailsService,
    private readonly refunds: BookingRefundsService,
  ) {}

  @Put(':id/invoice')
  @ApiOperation({
    operationId: 'assignBookingInvoiceNumber',
    summary:
      'The next gapless number of the vendor and year (yyyy-NNNNNN); idempotent; an explicit invoiceNumber (body or query) replaces it',
  })
  @ApiOkResponse({ type: InvoiceNumberDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.BOOKING_NOT_INVOICEABLE,
    ErrorType.INVOICE_NUMBER_TAKEN,
    ErrorType.INVOICE_NUMBER_IMMUTABLE,
    ErrorType.BOOKING_WITHOUT_BEACH_CHAIRS,
    ErrorType.INVOICE_NUMBER_NOT_ISSUED,
  )
  assignInvoiceNumber(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Body() body: AssignInvoiceNumberDto,
    @Query() query: AssignInvoiceNumberDto,
  ): Promise<InvoiceNumberDto> {
    return this.invoiceNumbers.assign(user, id, body?.invoiceNumber ?? query.invoiceNumber);
  }

  @Get(':id/invoiceData')
  @ApiOperation({
    operationId: 'getBookingInvoiceData',
    summary: 'Vendor, customer, number, lines with net / 19 % VAT / gross, cancellation fee, totals',
  })
  @ApiOkResponse({ type: InvoiceDataDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  invoiceData(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<InvoiceDataDto> {
    return this.money.invoiceData(user, id);
  }

  @Get(':id/prepayment')
  @ApiOperation({ operationId: 'getBookingPrepayment', summary: 'Amount due, paid (succeeded minus refunded), open, and the payments' })
  @ApiOkResponse({ type: PrepaymentDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  prepayment(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<PrepaymentDto> {
    return this.money.prepayment(user, id);
  }

  @Post(':id/refund')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'recordBookingRefund',
    summary: 'Record money given back by hand (cash or transfer), at most the refund due; answers the prepayment',
  })
  @ApiOkResponse({ type: PrepaymentDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT)
  recordRefund(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() body: RecordRefundDto): Promise<PrepaymentDto> {
    return this.refunds.record(user, id, body);
  }

  @Get(':id/recalculateCommission')
  @ApiOperation({
    operationId: 'recalculateBookingCommission',
    summary: "The platform's commission by the vendor's percent; stored in metaData.commission",
  })
  @ApiOkResponse({ type: CommissionDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  recalculateCommission(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() q: RecalculateCommissionQueryDto,
  ): Promise<CommissionDto> {
    return this.money.recalculateCommission(user, id, q.onlineBooking);
  }

  @Get(':id/resendBankTransfer')
  @ApiOperation({
    operationId: 'resendBookingBankTransfer',
    summary: 'Queue the bank-transfer instructions again (PENDING BANK_TRANSFER bookings with a customer)',
  })
  @ApiOkResponse({ type: ResentMailDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_MAIL_NOT_APPLICABLE)
  // timeZone is validated only: the mail's times are Europe/Berlin like the storefront's.
  resendBankTransfer(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() _q: ResendBankTransferQueryDto,
  ): Promise<ResentMailDto> {
    return this.mails.resendBankTransfer(user, id);
  }

  @Get(':id/resendPaymentLink')
  @ApiOperation({
    operationId: 'resendBookingPaymentLink',
    summary: 'Mail the customer the storefront link to finish and pay an OPEN or PENDING booking',
  })
  @ApiOkResponse({ type: ResentMailDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_MAIL_NOT_APPLICABLE)
  resendPaymentLink(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<ResentMailDto> {
    return this.mails.resendPaymentLink(user, id);
  }
}
