import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { Public } from '../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { sendDocument } from './till.controller.js';
import { TillReceiptQueryDto, TillReceiptTokenParamDto } from './till.dto.js';
import { TillReceiptsService } from './till-receipts.service.js';

/** A till receipt by its QR link: the guest's phone, no login (docs/till.md). */
@ApiTags('till')
@Controller('public/receipts')
export class PublicReceiptsController {
  constructor(private readonly receipts: TillReceiptsService) {}

  @Public()
  @Get(':token')
  @RateLimit({ name: 'BOOKING_LOOKUP' })
  @ApiOperation({
    operationId: 'getPublicTillReceipt',
    summary: 'A receipt by its public token (the QR code on the counter): the print page, or with format=pdf the PDF',
  })
  @ApiProduces('text/html', 'application/pdf')
  @ApiOkResponse({ description: 'The receipt', content: { 'text/html': {}, 'application/pdf': {} } })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT, ErrorType.RATE_LIMITED)
  async receipt(
    @Param() { token }: TillReceiptTokenParamDto,
    @Query() { format }: TillReceiptQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer | string> {
    const receipt = await this.receipts.renderPublic(token, format ?? 'html');
    sendDocument(reply, receipt, format ?? 'html');
    return receipt.body;
  }
}
