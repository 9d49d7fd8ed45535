import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../common/auth/auth.decorators.js';
import { contentDisposition } from '../../common/content-disposition.js';
import { UserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { IdParamDto } from '../../common/validation/id-param.dto.js';
import { DocumentGeneratorService } from './document-generator.service.js';
import { ShortInvoiceBufferDto, ShortInvoiceQueryDto } from './documents.dto.js';

const BINARY_PDF = { 'application/pdf': { schema: { type: 'string', format: 'binary' } } };

/**
 * The receipt of a booking, printed at the counter or by the mobile app. The one /features/booking_details route that
 * lives here and not in bookings/office/: it renders a PDF, and bookings never imports documents (it asks for papers
 * through the GENERATE_DOCUMENT job), so the route stays with its renderer (docs/route-homes.md).
 */
@ApiTags('booking_details')
@Roles(UserRole.VENDOR, UserRole.ADMIN)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('features/booking_details')
export class BookingDetailsShortInvoiceController {
  constructor(private readonly generator: DocumentGeneratorService) {}

  @Get(':id/shortInvoice')
  @ApiOperation({
    operationId: 'getBookingShortInvoice',
    summary:
      'A one-page receipt of the booking (stored as SHORT_INVOICE, a reprint replaces it): the PDF inline, or with buffer=true JSON with the PDF as base64',
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
    return new StreamableFile(doc.body, {
      type: doc.mimeType,
      length: doc.body.length,
      disposition: contentDisposition('inline', doc.fileName),
    });
  }
}
