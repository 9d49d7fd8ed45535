import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/auth.decorators.js';
import { contentDisposition } from '../../../common/content-disposition.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import { RenderedDocument, TermsService } from './terms.service.js';

const asFile = (doc: RenderedDocument, kind: 'inline' | 'attachment') =>
  new StreamableFile(doc.body, { type: doc.contentType, disposition: contentDisposition(kind, doc.fileName), length: doc.body.length });

/** The terms page allows no script, no frame and nothing loaded from elsewhere. */
const HTML_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors *";
const PDF = {
  status: 200,
  description: 'The terms as a PDF (attachment named <vendor name>_terms.pdf)',
  schema: { type: 'string', format: 'binary' },
};
const HTML = { status: 200, description: 'The terms as an HTML page', schema: { type: 'string' } };

@ApiTags('vendor')
@Controller('vendor')
export class TermsController {
  constructor(private readonly terms: TermsService) {}

  @Public()
  @Get('vendors/terms/:id/html')
  @Header('Content-Security-Policy', HTML_CSP)
  @ApiOperation({ operationId: 'getVendorTermsHtml', summary: "The vendor's rental terms as HTML (public)" })
  @ApiProduces('text/html')
  @ApiOkResponse(HTML)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async vendorHtml(@Param() { id }: IdParamDto): Promise<StreamableFile> {
    return asFile(await this.terms.vendorTerms(id, 'html'), 'inline');
  }

  @Public()
  @Get('vendors/terms/:id/pdf')
  @ApiOperation({ operationId: 'getVendorTermsPdf', summary: "The vendor's rental terms as PDF (public)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async vendorPdf(@Param() { id }: IdParamDto): Promise<StreamableFile> {
    return asFile(await this.terms.vendorTerms(id, 'pdf'), 'attachment');
  }

  @Public()
  @Get('locations/terms/:id/html')
  @Header('Content-Security-Policy', HTML_CSP)
  @ApiOperation({ operationId: 'getLocationTermsHtml', summary: "A location's rental terms (else its vendor's) as HTML (public)" })
  @ApiProduces('text/html')
  @ApiOkResponse(HTML)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async locationHtml(@Param() { id }: IdParamDto): Promise<StreamableFile> {
    return asFile(await this.terms.locationTerms(id, 'html'), 'inline');
  }

  @Public()
  @Get('locations/terms/:id/pdf')
  @ApiOperation({ operationId: 'getLocationTermsPdf', summary: "A location's rental terms (else its vendor's) as PDF (public)" })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async locationPdf(@Param() { id }: IdParamDto): Promise<StreamableFile> {
    return asFile(await this.terms.locationTerms(id, 'pdf'), 'attachment');
  }
}
