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
import { SectionsService } from './destinations.services.js';
import { RowWithChairsDto, toRowWithChairsDto } from './dto/row.dto.js';
import { CreateSectionDto, SectionDetailDto, SectionDto, toSectionDetailDto, toSectionDto, UpdateSectionDto } from './dto/section.dto.js';

@ApiTags('destinations')
@Controller('destinations/sections')
@CatalogueCached()
export class SectionsController {
  constructor(private readonly sections: SectionsService) {}

  @Public()
  @Get()
  @ApiOperation({
    operationId: 'listSections',
    summary: 'Sections; filters: id, beachId, cityId, locationId, onlineBooking, hasSubsections, publicReference',
  })
  @ListEndpoint(SectionDto)
  async list(@Query() query: ListQueryDto): Promise<Page<SectionDto>> {
    return mapPage(await this.sections.list(query), toSectionDto);
  }

  @Public()
  @Get(':id')
  @ApiOperation({
    operationId: 'getSection',
    summary: 'One section with its rows and chairs (rowData), its images and what the section view shows of its location',
  })
  @ApiOkResponse({ type: SectionDetailDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async get(@Param() { id }: IdParamDto): Promise<SectionDetailDto> {
    const { section, images } = await this.sections.getSectionDetail(id);
    return toSectionDetailDto(section, images);
  }

  @Public()
  @Get(':id/rows')
  @ApiOperation({ operationId: 'listSectionRows', summary: 'The rows of a section, each with its chairs (rowData)' })
  @ListEndpoint(RowWithChairsDto)
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async rows(@Param() { id }: IdParamDto, @Query() query: ListQueryDto): Promise<Page<RowWithChairsDto>> {
    return mapPage(await this.sections.listRows(id, query), toRowWithChairsDto);
  }

  @Roles(UserRole.ADMIN)
  @Post()
  @ApiOperation({ operationId: 'createSection' })
  @ApiCreatedResponse({ type: SectionDto })
  @ApiErrorResponses(ErrorType.INVALID_GEOMETRY, ErrorType.REFERENCED_ENTITY_NOT_FOUND)
  async create(@Body() dto: CreateSectionDto): Promise<SectionDto> {
    return toSectionDto(await this.sections.createSection(dto));
  }

  @Roles(UserRole.ADMIN)
  @Put(':id')
  @ApiOperation({ operationId: 'updateSection' })
  @ApiOkResponse({ type: SectionDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_GEOMETRY, ErrorType.REFERENCED_ENTITY_NOT_FOUND)
  async update(@Param() { id }: IdParamDto, @Body() dto: UpdateSectionDto): Promise<SectionDto> {
    return toSectionDto(await this.sections.updateSection(id, dto));
  }

  @Roles(UserRole.ADMIN)
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteSection' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.DESTINATION_HAS_CHILDREN)
  async remove(@Param() { id }: IdParamDto): Promise<void> {
    await this.sections.remove(id);
  }
}
