import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import { contentDisposition } from '../../common/content-disposition.js';
import { UserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { ListEndpoint } from '../../common/list/list-endpoint.decorator.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import { mapPage, Page } from '../../common/list/list.js';
import { IdParamDto } from '../../common/validation/id-param.dto.js';
import { DocumentGeneratorService } from './document-generator.service.js';
import { DocumentDto, DocumentKeyParamDto, ShortInvoiceBufferDto, ShortInvoiceQueryDto, toDocumentDto } from './documents.dto.js';
import { DocumentsService } from './documents.service.js';

const BINARY_PDF = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } };

/** The generated documents of the caller's vendor: list and download. */
@ApiTags('features')
@Roles(UserRole.VENDOR, UserRole.ADMIN)
@Controller('features/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listDocuments',
    summary: "The vendor's documents (invoices, cancellations, short invoices); orderBy createdAt, type, fileName; search file name and booking number; filters: type, bookingId",
  })
  @ListEndpoint(DocumentDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<DocumentDto>> {
    return mapPage(await this.documents.list(user, query), toDocumentDto);
  }

  @Get(':s3Key')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({ operationId: 'downloadDocument', summary: 'The stored document as an attachment; s3Key URL-encoded as one segment (slashes as %2F)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The document (Content-Disposition attachment with its file name)', content: BINARY_PDF })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  download(@CurrentUser() user: AuthUser, @Param() { s3Key }: DocumentKeyParamDto): Promise<StreamableFile> {
    return this.documents.download(user, s3Key);
  }
}

/** The receipt of a booking, printed at the counter or by the mobile app; served here because documents own it. */
@ApiTags('booking_details')
@Roles(UserRole.VENDOR, UserRole.ADMIN)
@Controller('features/booking_details')
export class ShortInvoiceController {
  constructor(private readonly generator: DocumentGeneratorService) {}

  @Get(':id/shortInvoice')
  @ApiOperation({
    operationId: 'getBookingShortInvoice',
    summary: 'A one-page receipt of the booking (stored as SHORT_INVOICE, a reprint replaces it): the PDF inline, or with buffer=true JSON with the PDF as base64',
  })
  @ApiExtraModels(ShortInvoiceBufferDto)
  @ApiProduces('application/pdf', 'application/json')
  @ApiOkResponse({
    description: 'application/pdf (inline), or application/json with buffer=true',
    content: { ...BINARY_PDF, 'application/json': { schema: { $ref: getSchemaPath(ShortInvoiceBufferDto) } } },
  })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_WITHOUT_BEACH_CHAIRS)
  async shortInvoice(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() { timeZone, buffer }: ShortInvoiceQueryDto,
  ): Promise<StreamableFile | ShortInvoiceBufferDto> {
    const doc = await this.generator.shortInvoice(user, id, timeZone);
    if (buffer) return { fileName: doc.fileName, mimeType: doc.mimeType, s3Key: doc.s3Key, data: doc.body.toString('base64') };
    return new StreamableFile(doc.body, { type: doc.mimeType, length: doc.body.length, disposition: contentDisposition('inline', doc.fileName) });
  }
}
