import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CatalogueCached } from '../../infra/cache/catalogue-cache.js';
import { Public, Roles } from '../../common/auth/auth.decorators.js';
import { UserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { ListEndpoint } from '../../common/list/list-endpoint.decorator.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import { mapPage, Page } from '../../common/list/list.js';
import { IdParamDto } from '../../common/validation/id-param.dto.js';
import { RegionsService } from './destinations.services.js';
import { CreateRegionDto, RegionDto, toRegionDto, UpdateRegionDto } from './dto/region.dto.js';

@ApiTags('destinations')
@Controller('destinations/regions')
@CatalogueCached()
export class RegionsController {
  constructor(private readonly regions: RegionsService) {}

  @Public()
  @Get()
  @ApiOperation({ operationId: 'listRegions', summary: 'Regions; filters: id, active, countryId (e.g. {"countryId":{"not":34}})' })
  @ListEndpoint(RegionDto)
  async list(@Query() query: ListQueryDto): Promise<Page<RegionDto>> {
    return mapPage(await this.regions.list(query), toRegionDto);
  }

  @Public()
  @Get(':id')
  @ApiOperation({ operationId: 'getRegion' })
  @ApiOkResponse({ type: RegionDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async get(@Param() { id }: IdParamDto): Promise<RegionDto> {
    return toRegionDto(await this.regions.get(id));
  }

  @Roles(UserRole.ADMIN)
  @Post()
  @ApiOperation({ operationId: 'createRegion' })
  @ApiCreatedResponse({ type: RegionDto })
  @ApiErrorResponses(ErrorType.INVALID_GEOMETRY, ErrorType.REFERENCED_ENTITY_NOT_FOUND)
  async create(@Body() dto: CreateRegionDto): Promise<RegionDto> {
    return toRegionDto(await this.regions.create(dto));
  }

  @Roles(UserRole.ADMIN)
  @Put(':id')
  @ApiOperation({ operationId: 'updateRegion' })
  @ApiOkResponse({ type: RegionDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_GEOMETRY, ErrorType.REFERENCED_ENTITY_NOT_FOUND)
  async update(@Param() { id }: IdParamDto, @Body() dto: UpdateRegionDto): Promise<RegionDto> {
    return toRegionDto(await this.regions.update(id, dto));
  }

  @Roles(UserRole.ADMIN)
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteRegion' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.DESTINATION_HAS_CHILDREN)
  async remove(@Param() { id }: IdParamDto): Promise<void> {
    await this.regions.remove(id);
  }
}
