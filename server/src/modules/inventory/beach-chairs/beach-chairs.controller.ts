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
import { ValidateId } from '../../../common/validation/validation.js';
import { BeachChairListService } from './beach-chair-list.service.js';
import {
  AssignLockDto,
  BulkCreateBeachChairsDto,
  CreateBeachChairDto,
  CreateStopSaleDto,
  toVendorBeachChairDto,
  UpdateBeachChairDto,
  VendorBeachChairDto,
} from './beach-chair.dto.js';
import { BeachChairsService } from './beach-chairs.service.js';
import { ChairExtrasService } from './chair-extras.service.js';
import { BeachChairFilterQueryDto, BeachChairFilterValuesDto } from './filters.dto.js';

export class StopSaleParamsDto {
  @ValidateId() id: number;
  @ValidateId() stopSaleId: number;
}

const PLACEMENT_ERRORS = [
  ErrorType.ENTITY_NOT_FOUND,
  ErrorType.REFERENCED_ENTITY_NOT_FOUND,
  ErrorType.BEACH_CHAIR_OUTSIDE_SECTION,
  ErrorType.BEACH_CHAIR_NUMBER_TAKEN,
] as const;

/** The vendor's chairs: STAFF read them and manage stop sales; creating, changing, deleting chairs and fitting locks is the OWNER's. */
@ApiTags('features')
@Roles(UserRole.VENDOR)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('features')
export class BeachChairsController {
  constructor(
    private readonly chairs: BeachChairsService,
    private readonly extras: ChairExtrasService,
    private readonly listing: BeachChairListService,
  ) {}

  @Post('beach_chair')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({
    operationId: 'createBeachChair',
    summary: "A chair in one of the caller's sections (point inside the section, number unique)",
  })
  @ApiCreatedResponse({ type: VendorBeachChairDto })
  @ApiErrorResponses(...PLACEMENT_ERRORS)
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreateBeachChairDto): Promise<VendorBeachChairDto> {
    return toVendorBeachChairDto(await this.chairs.create(user, dto));
  }

  @Post('beach_chair/bulk')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'createBeachChairs', summary: 'Up to 500 chairs at once, all or none (errors name the item index)' })
  @ApiCreatedResponse({ type: [VendorBeachChairDto] })
  @ApiErrorResponses(...PLACEMENT_ERRORS)
  async bulkCreate(@CurrentUser() user: AuthUser, @Body() dto: BulkCreateBeachChairsDto): Promise<VendorBeachChairDto[]> {
    return (await this.chairs.bulkCreate(user, dto.items)).map(toVendorBeachChairDto);
  }

  @Put('beach_chair/lock/:id')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'assignBeachChairLock', summary: "Fit a lock device of the chair's vendor, or remove it with lockId null" })
  @ApiOkResponse({ type: VendorBeachChairDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.LOCK_ALREADY_ASSIGNED)
  async assignLock(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: AssignLockDto): Promise<VendorBeachChairDto> {
    return toVendorBeachChairDto(await this.extras.assignLock(user, id, dto));
  }

  @Put('beach_chair/:id')
  @VendorRoles(VendorUserRole.OWNER)
  @ApiOperation({ operationId: 'updateBeachChair' })
  @ApiOkResponse({ type: VendorBeachChairDto })
  @ApiErrorResponses(...PLACEMENT_ERRORS)
  async update(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: UpdateBeachChairDto): Promise<VendorBeachChairDto> {
    return toVendorBeachChairDto(await this.chairs.update(user, id, dto));
  }

  @Get('beach_chair/:id')
  @ApiOperation({ operationId: 'getVendorBeachChair' })
  @ApiOkResponse({ type: VendorBeachChairDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<VendorBeachChairDto> {
    return toVendorBeachChairDto(await this.chairs.get(user, id));
  }

  @Delete('beach_chair/:id')
  @VendorRoles(VendorUserRole.OWNER)
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'deleteBeachChair',
    summary: 'Delete a chair; one with past bookings is retired (inactive) instead; 409 while bookings have not ended',
  })
  @ApiNoContentResponse({ description: 'Deleted, or retired (inactive) when it has past bookings' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BEACH_CHAIR_HAS_FUTURE_BOOKINGS)
  async remove(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<void> {
    await this.chairs.remove(user, id);
  }

  @Post('beach_chair/:id/stop_sales')
  @ApiOperation({
    operationId: 'addBeachChairStopSale',
    summary:
      'Take the chair off sale from start to end (inclusive, today or later); 409 for the same days twice, and for days ' +
      'that bookings hold unless confirm is true (the 409 names them)',
  })
  @ApiCreatedResponse({ type: VendorBeachChairDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT, ErrorType.DUPLICATE_ENTITY, ErrorType.STOP_SALE_OVER_BOOKINGS)
  async addStopSale(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Body() dto: CreateStopSaleDto,
  ): Promise<VendorBeachChairDto> {
    return toVendorBeachChairDto(await this.extras.addStopSale(user, id, dto));
  }

  @Delete('beach_chair/:id/stop_sales/:stopSaleId')
  @ApiOperation({ operationId: 'removeBeachChairStopSale' })
  @ApiOkResponse({ type: VendorBeachChairDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async removeStopSale(@CurrentUser() user: AuthUser, @Param() { id, stopSaleId }: StopSaleParamsDto): Promise<VendorBeachChairDto> {
    return toVendorBeachChairDto(await this.extras.removeStopSale(user, id, stopSaleId));
  }

  @Get('vendor/beach_chairs')
  @ApiOperation({
    operationId: 'listVendorBeachChairs',
    summary:
      "The caller's chairs; search: publicNumber; filters: id, sectionId, rowId, locationId, model, lockId, hasLock, seasonBeachChair, " +
      'reserved, active, color, timeEnum',
  })
  @ListEndpoint(VendorBeachChairDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<VendorBeachChairDto>> {
    return mapPage(await this.listing.list(user, query), toVendorBeachChairDto);
  }

  @Get('filters/beach_chairs')
  @ApiOperation({
    operationId: 'getVendorBeachChairFilters',
    summary: "The models, colours, sections, rows and locks among the vendor's chairs",
  })
  @ApiOkResponse({ type: BeachChairFilterValuesDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async filters(@CurrentUser() user: AuthUser, @Query() query: BeachChairFilterQueryDto): Promise<BeachChairFilterValuesDto> {
    return this.listing.filterValues(user, query);
  }
}
