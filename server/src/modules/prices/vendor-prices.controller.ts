import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles, VendorRoles } from '../../common/auth/auth.decorators.js';
import { UserRole, VendorUserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { ListEndpoint } from '../../common/list/list-endpoint.decorator.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import { mapPage, Page } from '../../common/list/list.js';
import { IdParamDto } from '../../common/validation/id-param.dto.js';
import { BulkPriceChangeDto, CreatePriceDto, toVendorPriceDto, UpdatePriceDto, VendorPriceDto } from './dto/vendor-price.dto.js';
import { VendorPricesService } from './vendor-prices.service.js';

const WRITE_ERRORS = [
  ErrorType.ENTITY_NOT_FOUND,
  ErrorType.REFERENCED_ENTITY_NOT_FOUND,
  ErrorType.INVALID_INPUT,
  ErrorType.PRICE_OVERLAP,
] as const;

@ApiTags('vendor')
@Roles(UserRole.VENDOR)
@VendorRoles(VendorUserRole.OWNER)
@Controller('vendor/prices')
export class VendorPricesController {
  constructor(private readonly prices: VendorPricesService) {}

  @Post()
  @ApiOperation({ operationId: 'createVendorPrice', summary: 'Rates for a section (or row) and model (or all) over a validity period' })
  @ApiCreatedResponse({ type: VendorPriceDto })
  @ApiErrorResponses(...WRITE_ERRORS)
  async create(@CurrentUser() user: AuthUser, @Body() dto: CreatePriceDto): Promise<VendorPriceDto> {
    return toVendorPriceDto(await this.prices.create(user, dto));
  }

  @Post('bulk_change')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'bulkChangeVendorPrices',
    summary: 'Every rate of the chosen definitions + or − a percentage or an amount, all or none; answers them changed',
  })
  @ApiOkResponse({ type: [VendorPriceDto] })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT)
  async bulkChange(@CurrentUser() user: AuthUser, @Body() dto: BulkPriceChangeDto): Promise<VendorPriceDto[]> {
    return (await this.prices.bulkChange(user, dto)).map(toVendorPriceDto);
  }

  @Get()
  @ApiOperation({
    operationId: 'listVendorPrices',
    summary: "The caller's price definitions; filters: id, sectionId, rowId, model, vendorId",
  })
  @ListEndpoint(VendorPriceDto)
  async list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<VendorPriceDto>> {
    return mapPage(await this.prices.list(user, query), toVendorPriceDto);
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getVendorPrice' })
  @ApiOkResponse({ type: VendorPriceDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<VendorPriceDto> {
    return toVendorPriceDto(await this.prices.get(user, id));
  }

  @Put(':id')
  @ApiOperation({ operationId: 'updateVendorPrice', summary: 'Edit a price definition; rates, when given, replace all its rates' })
  @ApiOkResponse({ type: VendorPriceDto })
  @ApiErrorResponses(...WRITE_ERRORS)
  async update(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: UpdatePriceDto): Promise<VendorPriceDto> {
    return toVendorPriceDto(await this.prices.update(user, id, dto));
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ operationId: 'deleteVendorPrice' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  async remove(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<void> {
    await this.prices.remove(user, id);
  }
}
