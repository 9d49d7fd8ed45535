import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogueCached } from '../../infra/cache/catalogue-cache.js';
import { Public } from '../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { IdParamDto } from '../../common/validation/id-param.dto.js';
import { BeachChairLookupService } from './beach-chair-lookup.service.js';
import { DestinationSearchService } from './destination-search.service.js';
import { PublicBeachChairDto, toPublicBeachChairDto } from './dto/row.dto.js';
import { DestinationSearchQueryDto, DestinationSearchResultDto } from './dto/search.dto.js';

@ApiTags('destinations')
@Controller('destinations')
@CatalogueCached()
export class DestinationSearchController {
  constructor(
    private readonly search: DestinationSearchService,
    private readonly chairs: BeachChairLookupService,
  ) {}

  @Public()
  @Get('search')
  @ApiOperation({
    operationId: 'searchDestinations',
    summary: 'Tree search over regions, cities, beaches and sections: matches with their parents and children',
  })
  @ApiOkResponse({ type: DestinationSearchResultDto })
  async find(@Query() query: DestinationSearchQueryDto): Promise<DestinationSearchResultDto> {
    return { items: await this.search.search(query) };
  }

  @Public()
  @Get('beach-chairs/:id')
  @ApiOperation({
    operationId: 'getPublicBeachChair',
    summary: 'One active beach chair with its images and description, as the storefront shows it',
  })
  @ApiOkResponse({ type: PublicBeachChairDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async chair(@Param() { id }: IdParamDto): Promise<PublicBeachChairDto> {
    const { chair, images } = await this.chairs.get(id);
    return toPublicBeachChairDto(chair, images);
  }
}
