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
import { CitiesService } from './destinations.services.js';
import { CreateCityDto, CityDto, toCityDto, UpdateCityDto } from './dto/city.dto.js';

@ApiTags('destinations')
@Controller('destinations/cities')
@CatalogueCached()
export class CitiesController {
  constructor(private readonly cities: CitiesService) {}

  @Public()
  @Get()
  @ApiOperation({ operationId: 'listCities', summary: 'Cities; filters: id, active, regionId' })
  @ListEndpoint(CityDto)
  async list(@Query() query: ListQueryDto): Promise<Page<CityDto>> {
    return mapPage(await this.cities.list(query), toCityDto);
  }

  @Public()
  @Get(':id')
  @ApiOperation({ operationId: 'getCity' })
  @ApiOkResponse({ type: CityDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async get(@Param() { id }: IdParamDto): Promise<CityDto> {
    return toCityDto(await this.cities.get(id));
  }

  @Roles(UserRole.ADMIN)
  @Post()
  @ApiOperation({ operationId: 'createCity' })
  @ApiCreatedResponse({ type: CityDto })
  @ApiErrorResponses(ErrorType.INVALID_GEOMETRY, ErrorType.REFERENCED_ENTITY_NOT_FOUND)
  async create(@Body() dto: CreateCityDto): Promise<CityDto> {
    return toCityDto(await this.cities.create(dto));
  }

  @Roles(UserRole.ADMIN)
  @Put(':id')
  @ApiOperation({ operationId: 'updateCity' })
  @ApiOkResponse({ type: CityDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_GEOMETRY, ErrorType.REFERENCED_ENTITY_NOT_FOUND)
  async update(@Param() { id }: IdParamDto, @Body() dto: UpdateCityDto): Promise<CityDto> {
    return toCityDto(await this.cities.update(id, dto));
  }

  @Roles(UserRole.ADMIN)
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteCity' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.DESTINATION_HAS_CHILDREN)
  async remove(@Param() { id }: IdParamDto): Promise<void> {
    await this.cities.remove(id);
  }
}
