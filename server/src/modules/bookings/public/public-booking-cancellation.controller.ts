import { Controller, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { BOOKING_LOOKUP_LIMITS, RateLimit } from '../../../common/rate-limit/rate-limit.decorator.js';
import { PublicBookingCancellationDto } from '../dto/public-booking-cancellation.dto.js';
import { PublicBookingEmailQueryDto } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto } from '../dto/public-booking.dto.js';
import { PublicBookingCancellationService } from './public-booking-cancellation.service.js';

const REFUSALS = [
  ErrorType.BOOKING_ALREADY_CANCELED,
  ErrorType.GUEST_CANCELLATION_NOT_OFFERED,
  ErrorType.GUEST_CANCELLATION_TOO_LATE,
] as const;

/** "Meine Buchung": the guest cancels a submitted booking online by the vendor's policy (issue 30 item 5). */
@ApiTags('bookings')
@Controller('features/public/booking/cancellation')
export class PublicBookingCancellationController {
  constructor(private readonly cancellation: PublicBookingCancellationService) {}

  @Public()
  @Get()
  @RateLimit(...BOOKING_LOOKUP_LIMITS)
  @ApiOperation({
    operationId: 'getPublicBookingCancellation',
    summary:
      "What cancelling the booking online now would cost: the fee by the vendor's cancellation policy, the amount paid and the refund. " +
      '409 when the vendor does not offer online cancellation, when it is too late, or when the booking is canceled already',
  })
  @ApiOkResponse({ type: PublicBookingCancellationDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ...REFUSALS)
  preview(@Query() query: PublicBookingEmailQueryDto): Promise<PublicBookingCancellationDto> {
    return this.cancellation.preview(query);
  }

  @Public()
  @Put()
  @RateLimit(...BOOKING_LOOKUP_LIMITS)
  @ApiOperation({
    operationId: 'cancelPublicBookingOnline',
    summary:
      "Cancels the whole booking as the office would, with the policy's fee: the cancellation mail (with the correction invoice when " +
      'one was invoiced) and the refund of an online payment less the fee. The same 409s as the preview',
  })
  @ApiOkResponse({ type: PublicBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ...REFUSALS, ErrorType.BOOKING_INVALID_TRANSITION, ErrorType.SERVICE_UNAVAILABLE)
  cancel(@Query() query: PublicBookingEmailQueryDto): Promise<PublicBookingDto> {
    return this.cancellation.cancel(query);
  }
}
