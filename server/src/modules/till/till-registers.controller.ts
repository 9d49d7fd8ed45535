import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles, VendorRoles } from '../../common/auth/auth.decorators.js';
import { contentDisposition } from '../../common/content-disposition.js';
import { UserRole, VendorUserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { csvFileName } from '../../common/list/list-endpoint.decorator.js';
import { PutTillTseDto, TillLocationParamDto, TillLocationTseDto, TillRegistersDto, TillRegistersQueryDto } from './till-registers.dto.js';
import { TillRegistersService } from './till-registers.service.js';
import { TillTseConfigService } from './till-tse-config.service.js';

/** A location's TSE and the notice of the tills to the tax office (docs/till.md): the owner's, never STAFF's. */
@ApiTags('till')
@Roles(UserRole.VENDOR)
@VendorRoles(VendorUserRole.OWNER)
@Controller('till')
export class TillRegistersController {
  constructor(
    private readonly tse: TillTseConfigService,
    private readonly registers: TillRegistersService,
  ) {}

  @Get('locations/:locationId/tse')
  @ApiOperation({
    operationId: 'getTillTse',
    summary: "The TSE that signs the location's till (no secret) and the providers this server may use",
  })
  @ApiOkResponse({ type: TillLocationTseDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  get(@CurrentUser() user: AuthUser, @Param() { locationId }: TillLocationParamDto): Promise<TillLocationTseDto> {
    return this.tse.get(user, locationId);
  }

  @Put('locations/:locationId/tse')
  @ApiOperation({
    operationId: 'putTillTse',
    summary: "Switches the location's TSE: the active one is retired (kept for the tax office), the new one signs from now on",
  })
  @ApiOkResponse({ type: TillLocationTseDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.INVALID_INPUT,
    ErrorType.TSE_SWITCH_WHILE_SESSION_OPEN,
    ErrorType.TSE_NOT_USABLE,
    ErrorType.TSE_FAKE_NOT_ALLOWED,
    ErrorType.INTEGRATION_NOT_CONFIGURED,
    ErrorType.INTEGRATION_FAILED,
  )
  put(
    @CurrentUser() user: AuthUser,
    @Param() { locationId }: TillLocationParamDto,
    @Body() dto: PutTillTseDto,
  ): Promise<TillLocationTseDto> {
    return this.tse.put(user, locationId, dto);
  }

  @Get('registers')
  @ApiOperation({
    operationId: 'listTillRegisters',
    summary: 'Every till the vendor has or had with its TSE, for the notice to the tax office (§ 146a (4) AO); format=csv for a file',
  })
  @ApiProduces('application/json', 'text/csv')
  @ApiOkResponse({ type: TillRegistersDto, description: 'The tills (text/csv with format=csv)' })
  @ApiErrorResponses(ErrorType.INVALID_INPUT)
  async list(
    @CurrentUser() user: AuthUser,
    @Query() { format, csvFormat }: TillRegistersQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TillRegistersDto | string> {
    const items = await this.registers.list(user);
    if (format !== 'csv') return { items };
    void reply.header('content-type', 'text/csv; charset=utf-8');
    void reply.header('content-disposition', contentDisposition('attachment', csvFileName('kassen-meldung-146a')));
    void reply.header('cache-control', 'no-store');
    return this.registers.csv(items, csvFormat);
  }
}
