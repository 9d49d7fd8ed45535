import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { BOOKING_LOOKUP_LIMITS, RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { PaypalReturnQueryDto } from './dto/payments.dto.js';
import { PaypalReturnService } from './paypal-return.service.js';
import { TO_RESULT_PAGE } from './payment-urls.js';

/** Where PayPal sends the buyer back (the return and cancel URLs of the order). */
@ApiTags('payments')
@Controller('payments/paypal')
export class PaypalReturnController {
  constructor(private readonly paypal: PaypalReturnService) {}

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
  async success(@Query() query: PaypalReturnQueryDto, @Res() reply: FastifyReply): Promise<void> {
    await reply.redirect(await this.paypal.success(query), 303);
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
  async error(@Query() query: PaypalReturnQueryDto, @Res() reply: FastifyReply): Promise<void> {
    await reply.redirect(await this.paypal.error(query), 303);
  }
}
