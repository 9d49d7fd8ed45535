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
import { CreateExtraDto, toVendorExtraDto, UpdateExtraDto, VendorExtraDto } from './vendor-extra.dto.js';
import type { Extra } from '../entities/extra.entity.js';
import { VendorExtrasService } from './vendor-extras.service.js';

/** The vendor's extras: everyone of the vendor reads them (the counter sells them); only OWNERs (and ADMINs) change them. */
@ApiTags('vendor')
@Roles(UserRole.VENDOR)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('vendor/extras')
export class VendorExtrasController {
  constructor(private readonly extras: VendorExtrasService) {}

  @Post()
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'createVendorExtra', summary: "An extra of the caller's vendor (optionally of one of its locations)" })
  @ApiCreatedResponse({ type: VendorExtraDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT)
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateExtraDto): Promise<VendorExtraDto> {
    return this.withImages(await this.extras.create(user, dto));
  }

  @Get()
  @ApiOperation({
    operationId: 'listVendorExtras',
    summary: "The caller's extras; filters: id, vendorId, locationId, type, category, active",
  })
  @ListEndpoint(VendorExtraDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<VendorExtraDto>> {
    const page = await this.extras.list(user, query);
    const images = await this.extras.imagesOf(page.items.map((e) => e.id));
    return mapPage(page, (e) => toVendorExtraDto(e, images.get(e.id)));
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getVendorExtra' })
  @ApiOkResponse({ type: VendorExtraDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<VendorExtraDto> {
    return this.withImages(await this.extras.get(user, id));
  }

  @Put(':id')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'updateVendorExtra' })
  @ApiOkResponse({ type: VendorExtraDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async update(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: UpdateExtraDto): Promise<VendorExtraDto> {
    return this.withImages(await this.extras.update(user, id, dto));
  }

  private async withImages(extra: Extra): Promise<VendorExtraDto> {
    return toVendorExtraDto(extra, (await this.extras.imagesOf([extra.id])).get(extra.id));
  }

  @Delete(':id')
  @VendorRoles(VendorUserRole.OWNER)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteVendorExtra', summary: 'Delete an extra (one already booked is deactivated instead)' })
  @ApiNoContentResponse({ description: 'Deleted, or deactivated when it was booked' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async remove(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<void> {
    await this.extras.remove(user, id);
  }
}
