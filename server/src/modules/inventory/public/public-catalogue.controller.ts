import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ApiKeyPrincipal } from '../../../common/auth/auth-user.js';
import { CatalogueCached } from '../../../infra/cache/catalogue-cache.js';
import { ApiKeyAuth, CurrentApiKey, Public } from '../../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { ListEndpoint } from '../../../common/list/list-endpoint.decorator.js';
import { mapPage, Page } from '../../../common/list/list.js';
import {
  PublicBeachChairFiltersDto,
  PublicConfigDto,
  PublicExtraDto,
  PublicExtrasQueryDto,
  PublicFiltersQueryDto,
  PublicVendorQueryDto,
  PublicVendorDto,
  toPublicExtraDto,
  toPublicVendorDto,
} from './public-catalogue.dto.js';
import { PublicCatalogueService } from './public-catalogue.service.js';

@ApiTags('public catalogue')
@Controller('features/public')
export class PublicCatalogueController {
  constructor(private readonly catalogue: PublicCatalogueService) {}

  @Public()
  @CatalogueCached()
  @Get('extras')
  @ApiOperation({
    operationId: 'listPublicExtras',
    summary: "The vendor's active extras (page=0&itemsPerPage=0: all); filters: type, category, locationId",
  })
  @ListEndpoint(PublicExtraDto)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async extras(@Query() query: PublicExtrasQueryDto): Promise<Page<PublicExtraDto>> {
    return mapPage(await this.catalogue.extras(query), toPublicExtraDto);
  }

  @Public()
  @CatalogueCached()
  @Get('vendor')
  @ApiOperation({ operationId: 'getPublicVendor', summary: 'The vendor as the storefront shows it (contact, address, configuration)' })
  @ApiOkResponse({ type: PublicVendorDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async vendor(@Query() { publicReference }: PublicVendorQueryDto): Promise<PublicVendorDto> {
    return toPublicVendorDto(await this.catalogue.vendor(publicReference));
  }

  @ApiKeyAuth()
  @Get('config')
  @ApiOperation({
    operationId: 'getPublicConfig',
    summary: "The vendor's configuration and its locations' (mobile app, API key; a vendor's key sees only its vendor)",
  })
  @ApiOkResponse({ type: PublicConfigDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  config(@CurrentApiKey() key: ApiKeyPrincipal | undefined, @Query() { publicReference }: PublicVendorQueryDto): Promise<PublicConfigDto> {
    return this.catalogue.config(publicReference, key?.vendorId ?? null);
  }

  @Public()
  @CatalogueCached()
  @Get('filters/beach_chairs')
  @ApiOperation({
    operationId: 'getPublicBeachChairFilters',
    summary: "Models, colours, sections and rows among the vendor's online chairs",
  })
  @ApiOkResponse({ type: PublicBeachChairFiltersDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  filters(@Query() query: PublicFiltersQueryDto): Promise<PublicBeachChairFiltersDto> {
    return this.catalogue.filters(query);
  }
}
