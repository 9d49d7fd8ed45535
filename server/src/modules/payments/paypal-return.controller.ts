import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { BOOKING_LOOKUP_LIMITS, RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { AppConfig } from '../../config/app-config.js';
import { guestOrigin } from '../../infra/http/public-origin.js';
import { PaypalReturnQueryDto } from './dto/payments.dto.js';
import { PaypalReturnService } from './paypal-return.service.js';
import { TO_RESULT_PAGE } from './payment-urls.js';

/** Where PayPal sends the buyer back (the return and cancel URLs of the order). */
@ApiTags('payments')
@Controller('payments/paypal')
export class PaypalReturnController {
  constructor(
    private readonly paypal: PaypalReturnService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('success')
  @RateLimit(...BOOKING_LOOKUP_LIMITS)
  @ApiOperation({
    operationId: 'paypalSuccess',
    summary:
      "PayPal's return URL: captures the approved order; paid → BOOKED and 303 to the success page, else the booking back to OPEN and 303 to the error page",
  })
  @ApiResponse(TO_RESULT_PAGE)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async success(@Query() query: PaypalReturnQueryDto, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    // PayPal sends the guest to the return URL on the guest's origin (checkout.service.ts): back to the same one.
    await reply.redirect(await this.paypal.success(query, guestOrigin(this.config, req)), 303);
  }

  @Public()
  @Get('error')
  @RateLimit(...BOOKING_LOOKUP_LIMITS)
  @ApiOperation({
    operationId: 'paypalError',
    summary: "PayPal's cancel URL: the checkout ABORTED, the booking back to OPEN; 303 to the error page",
  })
  @ApiResponse(TO_RESULT_PAGE)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async error(@Query() query: PaypalReturnQueryDto, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    await reply.redirect(await this.paypal.error(query, guestOrigin(this.config, req)), 303);
  }
}
