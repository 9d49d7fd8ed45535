import { Controller, Param, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiKeyAuth, CurrentApiKey } from '../../../common/auth/auth.decorators.js';
import type { ApiKeyPrincipal } from '../../../common/auth/auth-user.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { BookingStatusParamDto } from '../dto/public-booking-query.dto.js';
import { PublicBookingStatusDto } from '../dto/public-booking.dto.js';
import { PublicBookingLookupService } from './public-booking-lookup.service.js';

/** The mobile app or a lock device confirms a reserved booking on the spot (API key). */
@ApiTags('bookings')
@Controller('features/public/reservation')
export class PublicReservationController {
  constructor(private readonly lookup: PublicBookingLookupService) {}

  @ApiKeyAuth()
  @Put(':bookingReference/confirm')
  @ApiOperation({
    operationId: 'confirmPublicReservation',
    summary:
      "Confirms a RESERVED booking (→ CONFIRMED, actor DEVICE) with the vendor's API key or the platform's lock-device key; another vendor's booking, or a platform-wide app key, is a 404. Idempotent: repeated for a reservation a device confirmed, 200 CONFIRMED",
  })
  @ApiOkResponse({ type: PublicBookingStatusDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION)
  confirm(@Param() { bookingReference }: BookingStatusParamDto, @CurrentApiKey() key: ApiKeyPrincipal): Promise<PublicBookingStatusDto> {
    return this.lookup.confirmReservation(bookingReference, key);
  }
}
