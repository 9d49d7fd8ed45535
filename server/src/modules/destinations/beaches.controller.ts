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
import { BeachesService } from './destinations.services.js';
import { CreateBeachDto, BeachDto, toBeachDto, UpdateBeachDto } from './dto/beach.dto.js';

@ApiTags('destinations')
@Controller('destinations/beaches')
@CatalogueCached()
export class BeachesController {
  constructor(private readonly beaches: BeachesService) {}

  @Public()
  @Get()
  @ApiOperation({ operationId: 'listBeaches', summary: 'Beaches; filters: id, active, cityId' })
  @ListEndpoint(BeachDto)
  async list(@Query() query: ListQueryDto): Promise<Page<BeachDto>> {
    return mapPage(await this.beaches.list(query), toBeachDto);
  }

  @Public()
  @Get(':id')
  @ApiOperation({ operationId: 'getBeach' })
  @ApiOkResponse({ type: BeachDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async get(@Param() { id }: IdParamDto): Promise<BeachDto> {
    return toBeachDto(await this.beaches.get(id));
  }

  @Roles(UserRole.ADMIN)
  @Post()
  @ApiOperation({ operationId: 'createBeach' })
  @ApiCreatedResponse({ type: BeachDto })
  @ApiErrorResponses(ErrorType.INVALID_GEOMETRY, ErrorType.REFERENCED_ENTITY_NOT_FOUND)
  async create(@Body() dto: CreateBeachDto): Promise<BeachDto> {
    return toBeachDto(await this.beaches.create(dto));
  }

  @Roles(UserRole.ADMIN)
  @Put(':id')
  @ApiOperation({ operationId: 'updateBeach' })
  @ApiOkResponse({ type: BeachDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_GEOMETRY, ErrorType.REFERENCED_ENTITY_NOT_FOUND)
  async update(@Param() { id }: IdParamDto, @Body() dto: UpdateBeachDto): Promise<BeachDto> {
    return toBeachDto(await this.beaches.update(id, dto));
  }

  @Roles(UserRole.ADMIN)
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteBeach' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.DESTINATION_HAS_CHILDREN)
  async remove(@Param() { id }: IdParamDto): Promise<void> {
    await this.beaches.remove(id);
  }
}
