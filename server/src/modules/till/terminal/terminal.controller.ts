import { Body, Controller, Get, Headers, HttpCode, Logger, Param, Post, Query, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import { TILL_SALE_REFUSALS } from '../till.dto.js';
import { streamTerminalPayment } from './terminal-events.js';
import { TerminalPaymentsService } from './terminal-payments.service.js';
import {
  CreateTerminalPaymentDto,
  PresentCardDto,
  ReaderParamDto,
  TerminalPaymentDto,
  TerminalPaymentStartedDto,
  TerminalReaderDto,
  TerminalReadersQueryDto,
} from './terminal.dto.js';

const SALE_ERRORS = [...TILL_SALE_REFUSALS, ErrorType.INTEGRATION_NOT_CONFIGURED, ErrorType.PAYMENT_PROVIDER_ERROR];

/** The card terminal at the counter (docs/till.md, "Card terminal"): Stripe Terminal, server-driven, or the demo reader. */
@ApiTags('till')
@Roles(UserRole.VENDOR)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('till/terminal')
export class TerminalController {
  private readonly logger = new Logger('TillTerminal');

  constructor(private readonly terminal: TerminalPaymentsService) {}

  @Get('readers')
  @ApiOperation({
    operationId: 'listTerminalReaders',
    summary: "The card readers for the location's counter (the demo reader without Stripe keys)",
  })
  @ApiOkResponse({ type: [TerminalReaderDto] })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INTEGRATION_NOT_CONFIGURED, ErrorType.PAYMENT_PROVIDER_ERROR)
  readers(@CurrentUser() user: AuthUser, @Query() { locationId }: TerminalReadersQueryDto): Promise<TerminalReaderDto[]> {
    return this.terminal.readers(user, locationId);
  }

  @Post('payments')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'createTerminalPayment',
    summary:
      'Checks and prices the sale as POST /till/sales, then asks the reader for the card; the sale is made once the card paid (events stream)',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: 'A new key (a UUID) per payment; a retry sends the same' })
  @ApiAcceptedResponse({ type: TerminalPaymentStartedDto })
  @ApiErrorResponses(...SALE_ERRORS)
  start(
    @CurrentUser() user: AuthUser,
    @Headers('idempotency-key') key: string | undefined,
    @Body() dto: CreateTerminalPaymentDto,
  ): Promise<TerminalPaymentStartedDto> {
    return this.terminal.start(user, key, dto);
  }

  @Get('payments/:id')
  @ApiOperation({ operationId: 'getTerminalPayment', summary: 'The card payment as it stands, with its sale once paid' })
  @ApiOkResponse({ type: TerminalPaymentDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<TerminalPaymentDto> {
    return this.terminal.get(user, id);
  }

  @Get('payments/:id/events')
  @ApiOperation({
    operationId: 'streamTerminalPayment',
    summary:
      'Server-Sent Events: the state now and each change (waiting, succeeded with the sale, failed with the reason, canceled); ends when settled',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream; each event’s data is a TerminalPaymentDto', content: { 'text/event-stream': {} } })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async events(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Res() reply: FastifyReply): Promise<void> {
    const first = await this.terminal.get(user, id);
    reply.hijack();
    reply.raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    await streamTerminalPayment(reply.raw, first, (ask) => this.terminal.get(user, id, ask)).catch((error: Error) =>
      this.logger.warn({ msg: 'terminal event stream ended by an error', id, error: error.message }),
    );
  }

  @Post('payments/:id/cancel')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'cancelTerminalPayment',
    summary: "Cancels the reader's action and the PaymentIntent while the payment waits",
  })
  @ApiOkResponse({ type: TerminalPaymentDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.TILL_TERMINAL_PAYMENT_DONE, ErrorType.PAYMENT_PROVIDER_ERROR)
  cancel(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<TerminalPaymentDto> {
    return this.terminal.cancel(user, id);
  }

  @Post('readers/:id/present')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'presentTerminalCard',
    summary:
      "Demo and tests only: a simulated card at the reader's waiting payment (approve, decline, timeout); refused with live Stripe keys",
  })
  @ApiOkResponse({ type: TerminalPaymentDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.INVALID_INPUT,
    ErrorType.TERMINAL_SIMULATION_UNAVAILABLE,
    ErrorType.INTEGRATION_NOT_CONFIGURED,
    ErrorType.PAYMENT_PROVIDER_ERROR,
  )
  present(
    @CurrentUser() user: AuthUser,
    @Param() { id }: ReaderParamDto,
    @Body() { outcome }: PresentCardDto,
  ): Promise<TerminalPaymentDto> {
    return this.terminal.present(user, id, outcome);
  }
}
