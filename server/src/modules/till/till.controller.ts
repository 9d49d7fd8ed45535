import { Body, Controller, Get, Headers, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../common/auth/auth.decorators.js';
import { UserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { IdParamDto } from '../../common/validation/id-param.dto.js';
import { RECEIPT_HTML_CSP } from '../documents/index.js';
import {
  CashMovementCreatedDto,
  CashMovementDto,
  CloseTillSessionDto,
  CreateTillSaleDto,
  DsfinvkExportQueryDto,
  OpenTillSessionDto,
  TillClosingDto,
  TillClosingQueryDto,
  TillReceiptMailDto,
  TillReceiptMailedDto,
  TillReceiptQueryDto,
  TillSaleCustomerDto,
  TillSaleDto,
  TillSaleListDto,
  TillSaleListItemDto,
  TillSessionCreatedDto,
  TillSessionDto,
  TillStornoDto,
  TILL_SALE_REFUSALS,
} from './till.dto.js';
import { DsfinvkExportService } from './dsfinvk/dsfinvk-export.service.js';
import { TillCashService } from './till-cash.service.js';
import { TillClosingDocumentService } from './till-closing-document.service.js';
import { TillSaleRecordsService } from './till-sale-records.service.js';
import { TillReceiptsService } from './till-receipts.service.js';
import { TillSalesService } from './till-sales.service.js';
import { TillSessionsService } from './till-sessions.service.js';

/** A till document (receipt, Z-Bon) sent inline, never cached; the print page with its own CSP (no script). */
export function sendDocument(reply: FastifyReply, document: { contentType: string; fileName: string }, format: 'pdf' | 'html'): void {
  void reply.header('content-type', document.contentType);
  void reply.header('content-disposition', `inline; filename="${document.fileName}"`);
  void reply.header('cache-control', 'no-store');
  if (format === 'html') void reply.header('content-security-policy', RECEIPT_HTML_CSP);
}

/** The till at the beach hut (docs/till.md): OWNER and STAFF alike sell in their own session. */
@ApiTags('till')
@Roles(UserRole.VENDOR)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('till')
export class TillController {
  constructor(
    private readonly sessions: TillSessionsService,
    private readonly sales: TillSalesService,
    private readonly cash: TillCashService,
    private readonly receipts: TillReceiptsService,
    private readonly exports: DsfinvkExportService,
    private readonly records: TillSaleRecordsService,
    private readonly closingDocuments: TillClosingDocumentService,
  ) {}

  @Post('sessions')
  @ApiOperation({ operationId: 'openTillSession', summary: "Opens the caller's till session at a location with its opening float" })
  @ApiCreatedResponse({ type: TillSessionCreatedDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT, ErrorType.TILL_SESSION_ALREADY_OPEN)
  open(@CurrentUser() user: AuthUser, @Body() dto: OpenTillSessionDto): Promise<TillSessionCreatedDto> {
    return this.sessions.open(user, dto);
  }

  @Get('sessions/:id')
  @ApiOperation({
    operationId: 'getTillSession',
    summary: 'The session with its sales by payment method and the cash expected in the drawer',
  })
  @ApiOkResponse({ type: TillSessionDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<TillSessionDto> {
    return this.sessions.get(user, id);
  }

  @Post('sessions/:id/cash_movements')
  @ApiOperation({
    operationId: 'createTillCashMovement',
    summary: 'Cash put into the drawer or taken out, with a reason; signed like a sale',
  })
  @ApiCreatedResponse({ type: CashMovementCreatedDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT, ErrorType.TILL_SESSION_CLOSED)
  move(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: CashMovementDto): Promise<CashMovementCreatedDto> {
    return this.cash.move(user, id, dto);
  }

  @Post('sessions/:id/close')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'closeTillSession',
    summary: 'The daily closing (Z-Bon): sums by payment type and VAT rate, cash expected and counted; the session never changes again',
  })
  @ApiOkResponse({ type: TillClosingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT, ErrorType.TILL_SESSION_CLOSED)
  close(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: CloseTillSessionDto): Promise<TillClosingDto> {
    return this.cash.close(user, id, dto);
  }

  @Get('sessions/:id/sales')
  @ApiOperation({
    operationId: 'listTillSessionSales',
    summary: "The session's sales and stornos, newest first, with their receipt and whether they were reversed",
  })
  @ApiOkResponse({ type: TillSaleListDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async salesOf(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<TillSaleListDto> {
    return { items: await this.records.list(user, id) };
  }

  @Get('sessions/:id/closing')
  @ApiOperation({
    operationId: 'getTillClosing',
    summary:
      "A closed session's closing (Z-Bon) as it was frozen: JSON, or with format=pdf an 80 mm PDF, with format=html a printable page",
  })
  @ApiProduces('application/json', 'application/pdf', 'text/html')
  @ApiOkResponse({
    description: 'The closing',
    content: { 'application/json': { schema: { $ref: '#/components/schemas/TillClosingDto' } }, 'application/pdf': {}, 'text/html': {} },
  })
  @ApiExtraModels(TillClosingDto)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.TILL_SESSION_OPEN, ErrorType.INVALID_INPUT)
  async closing(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() { format }: TillClosingQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TillClosingDto | Buffer | string> {
    if (!format) return this.cash.closing(user, id);
    const document = await this.closingDocuments.render(user, id, format);
    sendDocument(reply, document, format);
    return document.body;
  }

  @Get('receipts/:id')
  @ApiOperation({
    operationId: 'getTillReceipt',
    summary: 'The receipt of a sale as an 80 mm PDF, or with format=html as a printable page; every print after the first says "Kopie"',
  })
  @ApiProduces('application/pdf', 'text/html')
  @ApiOkResponse({ description: 'The receipt', content: { 'application/pdf': {}, 'text/html': {} } })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT)
  async receipt(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() { format }: TillReceiptQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    const receipt = await this.receipts.render(user, id, format ?? 'pdf');
    sendDocument(reply, receipt, format ?? 'pdf');
    return receipt.body;
  }

  @Post('receipts/:id/mail')
  @HttpCode(202)
  @ApiOperation({
    operationId: 'mailTillReceipt',
    summary: "Mails the receipt's PDF to the guest (their language if known, German otherwise); it counts as an output like a print",
  })
  @ApiAcceptedResponse({ type: TillReceiptMailedDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT)
  async mail(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Body() { email }: TillReceiptMailDto,
  ): Promise<TillReceiptMailedDto> {
    await this.receipts.mail(user, id, email);
    return { receiptId: id, email };
  }

  @Post('sales/:id/customer')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'addTillSaleCustomer',
    summary: "Adds a guest to a sale's booking afterwards (for an invoice with a name); the receipt stays as it was",
  })
  @ApiOkResponse({ type: TillSaleListItemDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT, ErrorType.TILL_SALE_HAS_CUSTOMER, ErrorType.TILL_SALE_REVERSED)
  addCustomer(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: TillSaleCustomerDto): Promise<TillSaleListItemDto> {
    return this.records.addCustomer(user, id, dto);
  }

  @Get('exports/dsfinvk')
  @ApiOperation({
    operationId: 'exportTillDsfinvk',
    summary: 'The closings of a date range in the DSFinV-K 2.4 (one zip with index.xml) for a cash inspection or an audit',
  })
  @ApiProduces('application/zip')
  @ApiOkResponse({ description: 'The zip', content: { 'application/zip': {} } })
  @ApiErrorResponses(ErrorType.INVALID_INPUT, ErrorType.FORBIDDEN)
  async dsfinvk(
    @CurrentUser() user: AuthUser,
    @Query() { from, to }: DsfinvkExportQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const { zip, fileName } = await this.exports.export(user, from, to);
    void reply.header('content-type', 'application/zip');
    void reply.header('content-disposition', `attachment; filename="${fileName}"`);
    void reply.header('cache-control', 'no-store');
    return Buffer.from(zip);
  }

  @Post('sales/:id/storno')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'createTillStorno',
    summary: 'Reverses a sale: a signed transaction with negative amounts and its own receipt; the booking canceled, the money given back',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: 'A new key (a UUID) per storno; a retry sends the same' })
  @ApiCreatedResponse({ type: TillSaleDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.INVALID_INPUT,
    ErrorType.TILL_SESSION_CLOSED,
    ErrorType.TILL_SALE_REVERSED,
    ErrorType.IDEMPOTENCY_KEY_REUSED,
    ErrorType.BOOKING_INVALID_TRANSITION,
  )
  async storno(
    @CurrentUser() user: AuthUser,
    @Headers('idempotency-key') key: string | undefined,
    @Param() { id }: IdParamDto,
    @Body() dto: TillStornoDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TillSaleDto> {
    const { sale, replayed } = await this.sales.storno(user, key, id, dto);
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    return sale;
  }

  @Post('sales')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'createTillSale',
    summary:
      'Sells chairs and extras to a walk-in guest and takes the money: all or nothing; the same Idempotency-Key answers the first sale',
  })
  @ApiHeader({ name: 'Idempotency-Key', required: true, description: 'A new key (a UUID) per sale; a retry sends the same' })
  @ApiCreatedResponse({ type: TillSaleDto, description: 'The sale (also for a retry with the same key: header Idempotent-Replayed: true)' })
  @ApiErrorResponses(...TILL_SALE_REFUSALS)
  async sell(
    @CurrentUser() user: AuthUser,
    @Headers('idempotency-key') key: string | undefined,
    @Body() dto: CreateTillSaleDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TillSaleDto> {
    const { sale, replayed } = await this.sales.sell(user, key, dto);
    if (replayed) void reply.header('Idempotent-Replayed', 'true');
    return sale;
  }
}
