import { Controller, Headers, HttpCode, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { BOOKING_LOOKUP_LIMITS, RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { AppConfig } from '../../config/app-config.js';
import { guestOrigin } from '../../infra/http/public-origin.js';
import { PublicBookingDto, PublicBookingEmailQueryDto } from '../bookings/index.js';
import { CheckoutService } from './checkout.service.js';
import { CheckoutQueryDto, CheckoutStartedDto, WebhookAckDto } from './dto/payments.dto.js';
import type { CheckoutRoute } from './payment-providers.js';
import { StripeWebhookService, WebhookAck } from './stripe-webhook.service.js';
import { seeOther } from './payment-urls.js';

const CHECKOUT_ERRORS = [
  ErrorType.ENTITY_NOT_FOUND,
  ErrorType.PAYMENT_METHOD_MISMATCH,
  ErrorType.BOOKING_NOT_CONFIRMABLE,
  ErrorType.BOOKING_WITHOUT_BEACH_CHAIRS,
  ErrorType.BOOKING_INVALID_TRANSITION,
  ErrorType.PAYMENT_METHOD_NOT_OFFERED,
  ErrorType.PAYMENT_METHOD_NOT_FOR_COUNTRY,
  ErrorType.BANK_TRANSFER_NOT_AVAILABLE,
  ErrorType.PAYMENT_PROVIDER_ERROR,
  ErrorType.INTEGRATION_NOT_CONFIGURED,
  ErrorType.CONCURRENT_MODIFICATION,
];

const REDIRECT = seeOther(
  "the browser goes on to the provider's hosted checkout (the local demo page when the provider has no keys)",
  'The hosted checkout',
);

/** The storefront's online payment: a form post opens the hosted checkout; the customer's return without paying; Stripe's webhook. */
@ApiTags('payments')
@Controller('payments')
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly webhooks: StripeWebhookService,
    private readonly config: AppConfig,
  ) {}

  @Public()
  @RateLimit({ name: 'PAYMENT_CHECKOUT' }, ...BOOKING_LOOKUP_LIMITS)
  @Post('stripe/checkout-session')
  @ApiOperation({
    operationId: 'createStripeCheckoutSession',
    summary:
      'Opens Stripe Checkout for the booking (card, Sofort, SEPA debit, bank transfer, PayPal via Stripe): OPEN → PENDING, a CREATED payment; ' +
      '303 to the checkout, or 201 JSON with Accept: application/json',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ required: false, description: 'Ignored (the storefront posts an empty form)', schema: { type: 'object' } })
  @ApiResponse(REDIRECT)
  @ApiCreatedResponse({ type: CheckoutStartedDto, description: 'With Accept: application/json instead of the 303' })
  @ApiErrorResponses(...CHECKOUT_ERRORS)
  stripeCheckout(@Query() query: CheckoutQueryDto, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.start('STRIPE', query, req, reply);
  }

  @Public()
  @RateLimit({ name: 'PAYMENT_CHECKOUT' }, ...BOOKING_LOOKUP_LIMITS)
  @Post('paypal/payment')
  @ApiOperation({
    operationId: 'createPaypalPayment',
    summary:
      "Opens PayPal checkout for a PAYPAL booking: OPEN → PENDING, a CREATED payment; 303 to PayPal's approve page, or 201 JSON with Accept: application/json",
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ required: false, description: 'Ignored (the storefront posts an empty form)', schema: { type: 'object' } })
  @ApiResponse(REDIRECT)
  @ApiCreatedResponse({ type: CheckoutStartedDto, description: 'With Accept: application/json instead of the 303' })
  @ApiErrorResponses(...CHECKOUT_ERRORS)
  paypalPayment(@Query() query: CheckoutQueryDto, @Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.start('PAYPAL', query, req, reply);
  }

  @Public()
  @RateLimit({ name: 'PAYMENT_CHECKOUT' }, ...BOOKING_LOOKUP_LIMITS)
  @Put('stripe/payment/abort')
  @ApiOperation({
    operationId: 'abortStripePayment',
    summary: 'The customer came back without paying: open checkouts ABORTED and closed at the provider, PENDING → OPEN with a fresh hold',
  })
  @ApiOkResponse({ type: PublicBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION)
  abort(@Query() query: PublicBookingEmailQueryDto): Promise<PublicBookingDto> {
    return this.checkout.abort(query);
  }

  @Public()
  @Post('stripe/webhook')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'stripeWebhook',
    summary:
      "Stripe's events (checkout.session.completed, async_payment_succeeded/failed, expired; for the till's card terminal payment_intent.* " +
      'and terminal.reader.action_failed), verified by signature and processed once per event id',
  })
  @ApiHeader({ name: 'stripe-signature', required: true, description: "Stripe's signature of the raw body" })
  @ApiBody({ description: 'A Stripe event', schema: { type: 'object', additionalProperties: true } })
  @ApiOkResponse({ type: WebhookAckDto })
  @ApiErrorResponses(ErrorType.WEBHOOK_SIGNATURE_INVALID, ErrorType.PAYMENT_PROVIDER_ERROR)
  stripeWebhook(@Req() req: FastifyRequest & { rawBody?: Buffer }, @Headers('stripe-signature') signature?: string): Promise<WebhookAck> {
    return this.webhooks.handle(req.rawBody, signature);
  }

  private async start(route: CheckoutRoute, query: CheckoutQueryDto, req: FastifyRequest, reply: FastifyReply): Promise<void> {
    const started = await this.checkout.start(route, { ...query, origin: guestOrigin(this.config, req) });
    if (String(req.headers.accept ?? '').includes('application/json')) {
      await reply
        .code(201)
        .send({ paymentId: started.paymentId, provider: started.provider, redirectUrl: started.redirectUrl } satisfies CheckoutStartedDto);
      return;
    }
    await reply.redirect(started.redirectUrl, 303);
  }
}
