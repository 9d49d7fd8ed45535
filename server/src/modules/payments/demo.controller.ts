import { Controller, Get, Param, Post, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AppConfig } from '../../config/app-config.js';
import { guestOrigin } from '../../infra/http/public-origin.js';
import { DemoCheckoutService } from './demo-checkout.service.js';
import { DemoPaymentParamDto, DemoPaymentQueryDto } from './dto/payments.dto.js';
import { TO_RESULT_PAGE } from './payment-urls.js';

/**
 * The local demo provider's checkout page (not in the spec; the default when no Stripe / PayPal keys are configured,
 * docs/payments.md). The checkout's redirectUrl carries the page's token. In production every route here is a 404
 * unless PAYMENT_DEMO=true (DemoCheckoutService).
 */
@ApiTags('payments')
@Controller('payments/demo')
export class DemoController {
  /** The page's own policy: no scripts at all, its inline styles, its forms may post here and be redirected to the storefront. */
  private readonly csp: string;

  constructor(
    private readonly demo: DemoCheckoutService,
    private readonly config: AppConfig,
  ) {
    const storefront = new URL(config.PUBLIC_BASE_URL).origin;
    this.csp = [
      "default-src 'none'",
      "style-src 'unsafe-inline'",
      "base-uri 'none'",
      `form-action 'self' ${storefront}`,
      `frame-ancestors ${config.CSP_FRAME_ANCESTORS}`,
    ].join('; ');
  }

  @Public()
  @Get(':paymentId')
  @ApiOperation({
    operationId: 'demoPaymentPage',
    summary: 'Demo checkout page (local default without provider keys): booking number, amount, Pay and Cancel buttons; no money moves',
  })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'The HTML page', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async page(
    @Param() { paymentId }: DemoPaymentParamDto,
    @Query() { token, flow }: DemoPaymentQueryDto,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const html = await this.demo.page(paymentId, token, flow);
    await reply.header('content-security-policy', this.csp).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  @Public()
  @Post(':paymentId/pay')
  @ApiOperation({
    operationId: 'demoPaymentPay',
    summary: "The demo page's Pay button: the payment SUCCEEDED, the booking BOOKED (as a provider's payment); 303 to the success page",
  })
  @ApiResponse(TO_RESULT_PAGE)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async pay(
    @Param() { paymentId }: DemoPaymentParamDto,
    @Query() { token, flow }: DemoPaymentQueryDto,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // The page was served on the guest's origin (the checkout's redirect), so its form posts from there.
    await reply.redirect(await this.demo.pay(paymentId, token, guestOrigin(this.config, req), flow), 303);
  }

  @Public()
  @Post(':paymentId/cancel')
  @ApiOperation({
    operationId: 'demoPaymentCancel',
    summary: "The demo page's Cancel button: the payment ABORTED, the booking back to OPEN; 303 to the error page",
  })
  @ApiResponse(TO_RESULT_PAGE)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async cancel(
    @Param() { paymentId }: DemoPaymentParamDto,
    @Query() { token, flow }: DemoPaymentQueryDto,
    @Req() req: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await reply.redirect(await this.demo.cancel(paymentId, token, guestOrigin(this.config, req), flow), 303);
  }
}
