import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiKeyAuth, CurrentApiKey } from '../../../common/auth/auth.decorators.js';
import type { ApiKeyPrincipal } from '../../../common/auth/auth-user.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { BOOKING_LOOKUP_LIMITS, RateLimit } from '../../../common/rate-limit/rate-limit.decorator.js';
import { PublicBookingEmailQueryDto } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto } from '../dto/public-booking.dto.js';
import { PublicBookingLookupService } from './public-booking-lookup.service.js';

/** The mobile app looks a booking up by reference and the customer's e-mail (API key, rate-limited per IP). */
@ApiTags('bookings')
@Controller('features/public')
export class PublicBookingLookupController {
  constructor(private readonly lookup: PublicBookingLookupService) {}

  @ApiKeyAuth()
  @RateLimit(...BOOKING_LOOKUP_LIMITS)
  @Get('booking_details')
  @ApiOperation({
    operationId: 'getPublicBookingDetails',
    summary:
      "A booking by reference and the customer's e-mail (API key; a vendor's key sees only its vendor's bookings). " +
      'Unknown reference, wrong e-mail and foreign booking: the same 404',
  })
  @ApiOkResponse({ type: PublicBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  details(@Query() query: PublicBookingEmailQueryDto, @CurrentApiKey() key: ApiKeyPrincipal): Promise<PublicBookingDto> {
    return this.lookup.details(query, key);
  }
}
