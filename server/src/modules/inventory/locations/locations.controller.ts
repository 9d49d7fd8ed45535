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
import { CreateLocationDto, LocationDto, toLocationDto, UpdateLocationDto } from './location.dto.js';
import { LocationsService, LocationWithImages } from './locations.service.js';

const toDto = ({ location, images }: LocationWithImages) => toLocationDto(location, images);

/** Writes under /features/locations and reads under /vendor/locations, as the spec names them; only OWNERs write. */
@ApiTags('vendor')
@Roles(UserRole.VENDOR)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller()
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Post('features/locations')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'createLocation', summary: "A new location of the caller's vendor (an ADMIN names vendorId)" })
  @ApiCreatedResponse({ type: LocationDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT, ErrorType.INVALID_GEOMETRY)
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateLocationDto): Promise<LocationDto> {
    return toDto(await this.locations.create(user, dto));
  }

  @Put('features/locations/:id')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'updateLocation' })
  @ApiOkResponse({ type: LocationDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT, ErrorType.INVALID_GEOMETRY)
  async update(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: UpdateLocationDto): Promise<LocationDto> {
    return toDto(await this.locations.update(user, id, dto));
  }

  @Get('vendor/locations')
  @ApiOperation({ operationId: 'listVendorLocations', summary: "The caller's locations; filters: id, vendorId" })
  @ListEndpoint(LocationDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<LocationDto>> {
    return mapPage(await this.locations.list(user, query), toDto);
  }

  @Get('vendor/locations/:id')
  @ApiOperation({ operationId: 'getVendorLocation' })
  @ApiOkResponse({ type: LocationDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<LocationDto> {
    return toDto(await this.locations.get(user, id));
  }

  @Delete('vendor/locations/:id')
  @VendorRoles(VendorUserRole.OWNER)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteVendorLocation', summary: 'Delete a location without sections (its extras and images go with it)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.LOCATION_HAS_SECTIONS)
  async remove(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<void> {
    await this.locations.remove(user, id);
  }
}
