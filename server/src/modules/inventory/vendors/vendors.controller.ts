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
import { CreateVendorDto, toVendorDto, UpdateVendorDto, VendorDto } from './vendor.dto.js';
import { VendorSevdeskService } from './vendor-sevdesk.service.js';
import { VendorsService } from './vendors.service.js';

@ApiTags('vendor')
@Controller('vendor/vendors')
export class VendorsController {
  constructor(
    private readonly vendors: VendorsService,
    private readonly sevdesk: VendorSevdeskService,
  ) {}

  @Roles(UserRole.ADMIN)
  @Post()
  @ApiOperation({
    operationId: 'createVendor',
    summary: 'A new vendor; its publicReference is generated from the company name unless given',
  })
  @ApiCreatedResponse({ type: VendorDto })
  @ApiErrorResponses(ErrorType.PUBLIC_REFERENCE_TAKEN)
  async create(@Body() dto: CreateVendorDto): Promise<VendorDto> {
    return toVendorDto(await this.vendors.create(dto));
  }

  @Roles(UserRole.VENDOR)
  @Get()
  @VendorRoles(...ANY_VENDOR_ROLE)
  @ApiOperation({ operationId: 'listVendors', summary: 'Vendors (a vendor sees its own); filters: id, publicReference' })
  @ListEndpoint(VendorDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<VendorDto>> {
    return mapPage(await this.vendors.list(user, query), toVendorDto);
  }

  @Roles(UserRole.VENDOR)
  @Get(':id')
  @VendorRoles(...ANY_VENDOR_ROLE)
  @ApiOperation({ operationId: 'getVendor' })
  @ApiOkResponse({ type: VendorDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<VendorDto> {
    return toVendorDto(await this.vendors.get(user, id));
  }

  @Roles(UserRole.VENDOR)
  @Put(':id')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'updateVendor', summary: 'Edit a vendor (a vendor its own; publicReference and commission: ADMIN only)' })
  @ApiOkResponse({ type: VendorDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.PUBLIC_REFERENCE_TAKEN)
  async update(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: UpdateVendorDto): Promise<VendorDto> {
    return toVendorDto(await this.vendors.update(user, id, dto));
  }

  @Roles(UserRole.ADMIN)
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'deleteVendor',
    summary: 'Delete a vendor without sections and bookings, with its locations, extras, prices and uploads',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.VENDOR_HAS_DEPENDENTS)
  async remove(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<void> {
    await this.vendors.remove(user, id);
  }

  @Roles(UserRole.ADMIN)
  @Post('sevDesk/createContact/:id')
  @ApiOperation({
    operationId: 'createVendorSevdeskContact',
    summary: 'Create the vendor as a contact in sevDesk and store its id (a vendor with a contact is answered as it is)',
  })
  @ApiCreatedResponse({ type: VendorDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INTEGRATION_NOT_CONFIGURED, ErrorType.INTEGRATION_FAILED)
  async createSevdeskContact(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<VendorDto> {
    return toVendorDto(await this.sevdesk.createContact(user, id));
  }
}
