import { Controller, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { BOOKING_LOOKUP_LIMITS, RateLimit } from '../../../common/rate-limit/rate-limit.decorator.js';
import { ConfirmPublicBookingQueryDto, PublicBookingEmailQueryDto } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto } from '../dto/public-booking.dto.js';
import { PublicBookingSubmitService } from './public-booking-submit.service.js';

/** The customer's own transitions: submit (bank transfer or paid on site), abort the payment, cancel; each idempotent. */
@ApiTags('bookings')
@Controller('features/public/booking')
export class PublicBookingSubmitController {
  constructor(private readonly submit: PublicBookingSubmitService) {}

  @Public()
  @Put('confirm')
  @RateLimit(...BOOKING_LOOKUP_LIMITS)
  @ApiOperation({
    operationId: 'confirmPublicBooking',
    summary:
      "Submits an OPEN booking: by bank transfer → PENDING (answers the vendor's bank data and mails them), with a method paid on site (CASH, EC, CARD_TERMINAL, INVOICE, DIRECT_DEBIT, CUSTOM_SEPA) → CONFIRMED with the confirmation mail; EXTERNAL_PP → PENDING until the partner reports the payment. Idempotent: repeated for a booking this submit moved already (e.g. after a 503 whose change went through) it answers 200 with the booking as it is and sends no second mail; 409 only for another transition",
  })
  @ApiOkResponse({ type: PublicBookingDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.BOOKING_INVALID_TRANSITION,
    ErrorType.BOOKING_NOT_CONFIRMABLE,
    ErrorType.BOOKING_WITHOUT_BEACH_CHAIRS,
    ErrorType.SLOT_ENDED,
    ErrorType.PAYMENT_METHOD_NOT_OFFERED,
    ErrorType.BANK_TRANSFER_NOT_AVAILABLE,
    ErrorType.PAYMENT_METHOD_NOT_FOR_COUNTRY,
    ErrorType.SERVICE_UNAVAILABLE,
  )
  confirm(@Query() query: ConfirmPublicBookingQueryDto): Promise<PublicBookingDto> {
    return this.submit.confirm(query);
  }

  @Public()
  @Put('abort')
  @RateLimit(...BOOKING_LOOKUP_LIMITS)
  @ApiOperation({
    operationId: 'abortPublicBooking',
    summary:
      'Takes a PENDING booking back to OPEN (the customer chooses again); the hold starts anew. Idempotent: repeated after the abort, 200 with the booking as it is',
  })
  @ApiOkResponse({ type: PublicBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION, ErrorType.SERVICE_UNAVAILABLE)
  abort(@Query() query: PublicBookingEmailQueryDto): Promise<PublicBookingDto> {
    return this.submit.abort(query);
  }

  @Public()
  @Put('cancel')
  @RateLimit(...BOOKING_LOOKUP_LIMITS)
  @ApiOperation({
    operationId: 'cancelPublicBooking',
    summary:
      "Cancels an OPEN or PENDING booking; its chairs are free again. Idempotent: repeated after the customer's cancel, 200 with the booking as it is",
  })
  @ApiOkResponse({ type: PublicBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION, ErrorType.SERVICE_UNAVAILABLE)
  cancel(@Query() query: PublicBookingEmailQueryDto): Promise<PublicBookingDto> {
    return this.submit.cancel(query);
  }
}
