import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole, VendorUserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { ListEndpoint } from '../../../common/list/list-endpoint.decorator.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { mapPage, Page } from '../../../common/list/list.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import { CreateSectionDto, RowDto, toRowDto, UpdateSectionDto } from '../../destinations/index.js';
import { RowsService } from './rows.service.js';
import {
  CreateRowDto,
  toVendorSectionDetailDto,
  toVendorSectionDto,
  UpdateRowDto,
  VendorSectionDetailDto,
  VendorSectionDto,
} from './vendor-section.dto.js';
import { VendorSectionsService } from './vendor-sections.service.js';

type Detail = Awaited<ReturnType<VendorSectionsService['get']>>;
const toDetail = ({ section, images, chairs }: Detail) => toVendorSectionDetailDto(section, images, chairs);

/** The vendor's sections and rows (the availability routes under features/sections live in the availability module); STAFF read, OWNERs write. */
@ApiTags('features')
@Roles(UserRole.VENDOR)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('features')
export class VendorSectionsController {
  constructor(
    private readonly sections: VendorSectionsService,
    private readonly rows: RowsService,
  ) {}

  @Get('sections')
  @ApiOperation({
    operationId: 'listVendorSections',
    summary: "The caller's sections; filters: id, beachId, cityId, locationId, onlineBooking, hasSubsections",
  })
  @ListEndpoint(VendorSectionDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<VendorSectionDto>> {
    return mapPage(await this.sections.list(user, query), ({ section, images }) => toVendorSectionDto(section, images));
  }

  @Get('sections/:id')
  @ApiOperation({ operationId: 'getVendorSection', summary: 'One section with its rows and every chair, lock, stop sale and image' })
  @ApiOkResponse({ type: VendorSectionDetailDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<VendorSectionDetailDto> {
    return toDetail(await this.sections.get(user, id));
  }

  @Post('sections')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'createVendorSection', summary: "A section on an existing beach, run by one of the caller's locations" })
  @ApiCreatedResponse({ type: VendorSectionDetailDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.REFERENCED_ENTITY_NOT_FOUND, ErrorType.INVALID_GEOMETRY)
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateSectionDto): Promise<VendorSectionDetailDto> {
    return toDetail(await this.sections.create(user, dto));
  }

  @Put('sections/:id')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'updateVendorSection', summary: 'Edit a section; a new outline must still hold its chairs' })
  @ApiOkResponse({ type: VendorSectionDetailDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.REFERENCED_ENTITY_NOT_FOUND,
    ErrorType.INVALID_GEOMETRY,
    ErrorType.BEACH_CHAIR_OUTSIDE_SECTION,
    ErrorType.ROW_OUTSIDE_SECTION,
  )
  async update(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: UpdateSectionDto): Promise<VendorSectionDetailDto> {
    return toDetail(await this.sections.update(user, id, dto));
  }

  @Delete('sections/:id')
  @VendorRoles(VendorUserRole.OWNER)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteVendorSection', summary: 'Delete a section without chairs' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.DESTINATION_HAS_CHILDREN)
  async remove(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<void> {
    await this.sections.remove(user, id);
  }

  @Post('sections/:id/rows')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'createRow', summary: 'A new row of the section (appended unless a position is given)' })
  @ApiCreatedResponse({ type: RowDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.DUPLICATE_ENTITY, ErrorType.INVALID_GEOMETRY, ErrorType.ROW_OUTSIDE_SECTION)
  async createRow(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: CreateRowDto): Promise<RowDto> {
    return toRowDto(await this.rows.create(user, id, dto));
  }

  @Put('rows/:id')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'updateRow', summary: 'Rename, reorder or outline a row' })
  @ApiOkResponse({ type: RowDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.DUPLICATE_ENTITY, ErrorType.INVALID_GEOMETRY, ErrorType.ROW_OUTSIDE_SECTION)
  async updateRow(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: UpdateRowDto): Promise<RowDto> {
    return toRowDto(await this.rows.update(user, id, dto));
  }

  @Delete('rows/:id')
  @VendorRoles(VendorUserRole.OWNER)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'deleteRow',
    summary: "Delete a row with its chairs (those with past bookings are retired); 409 while a chair's bookings have not ended",
  })
  @ApiNoContentResponse({ description: 'Deleted with its chairs (those with past bookings retired)' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BEACH_CHAIR_HAS_FUTURE_BOOKINGS)
  async removeRow(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<void> {
    await this.rows.remove(user, id);
  }
}
