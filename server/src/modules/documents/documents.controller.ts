import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../common/auth/auth.decorators.js';
import { UserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { ListEndpoint } from '../../common/list/list-endpoint.decorator.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import { mapPage, Page } from '../../common/list/list.js';
import { DocumentDto, DocumentKeyParamDto, toDocumentDto } from './documents.dto.js';
import { DocumentsService } from './documents.service.js';

const BINARY_PDF = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } };

/**
 * The generated documents of the caller's vendor: list and download. The short invoice (/features/booking_details/{id}/
 * shortInvoice) has its own file here, booking-details-short-invoice.controller.ts (docs/route-homes.md).
 */
@ApiTags('features')
@Roles(UserRole.VENDOR, UserRole.ADMIN)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('features/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsService) {}

  @Get()
  @ApiOperation({
    operationId: 'listDocuments',
    summary:
      "The vendor's documents (invoices, cancellations, short invoices); orderBy createdAt, type, fileName; search file name and booking number; filters: type, bookingId",
  })
  @ListEndpoint(DocumentDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<DocumentDto>> {
    return mapPage(await this.documents.list(user, query), toDocumentDto);
  }

  @Get(':s3Key')
  @Header('X-Content-Type-Options', 'nosniff')
  @ApiOperation({
    operationId: 'downloadDocument',
    summary: 'The stored document as an attachment; s3Key URL-encoded as one segment (slashes as %2F)',
  })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'The document (Content-Disposition attachment with its file name)', content: BINARY_PDF })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  download(@CurrentUser() user: AuthUser, @Param() { s3Key }: DocumentKeyParamDto): Promise<StreamableFile> {
    return this.documents.download(user, s3Key);
  }
}
