import { Controller, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../common/auth/auth.decorators.js';
import { UserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { IdParamDto } from '../../common/validation/id-param.dto.js';
import { OfficeBookingDto } from '../bookings/index.js';
import { PaymentBookingRefParamDto, ConfirmFromPaymentDto, ExternalPayQueryDto } from './dto/payments.dto.js';
import { OfficePaymentsService } from './office-payments.service.js';

/** Payments reported or reconciled by the back office. */
@ApiTags('payments')
@Controller('payments')
export class OfficePaymentsController {
  constructor(private readonly payments: OfficePaymentsService) {}

  @Post('external_pp/:id/pay')
  @VendorRoles(...ANY_VENDOR_ROLE)
  @Roles(UserRole.VENDOR)
  @ApiOperation({
    operationId: 'payExternalPp',
    summary:
      "An external payment provider (a partner's checkout) took the total of booking {id}: a SUCCEEDED EXTERNAL_PP payment, → BOOKED, confirmation mail unless skipEmail",
  })
  @ApiCreatedResponse({ type: OfficeBookingDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.BOOKING_INVALID_TRANSITION,
    ErrorType.BOOKING_WITHOUT_BEACH_CHAIRS,
    ErrorType.PAYMENT_METHOD_NOT_OFFERED,
  )
  externalPay(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() { skipEmail }: ExternalPayQueryDto,
  ): Promise<OfficeBookingDto> {
    return this.payments.externalPay(user, id, skipEmail ?? false);
  }

  @Post('admin/confirm-from-payment/:bookingRef')
  @Roles(UserRole.ADMIN)
  @ApiOperation({
    operationId: 'confirmFromPayment',
    summary:
      "Reconciliation by hand: asks the provider about the booking's latest checkout; paid → fulfilled (BOOKED), else 409 PAYMENT_NOT_COMPLETED with its state",
  })
  @ApiCreatedResponse({ type: ConfirmFromPaymentDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.PAYMENT_NOT_COMPLETED,
    ErrorType.PAYMENT_PROVIDER_ERROR,
    ErrorType.BOOKING_INVALID_TRANSITION,
  )
  confirmFromPayment(@Param() { bookingRef }: PaymentBookingRefParamDto): Promise<ConfirmFromPaymentDto> {
    return this.payments.confirmFromPayment(bookingRef);
  }
}
