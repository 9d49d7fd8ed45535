import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Roles } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { UserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { ListEndpoint } from '../../common/list/list-endpoint.decorator.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import type { Page } from '../../common/list/list.js';
import { AddedVendorUserDto, AddVendorUserDto, UpdateVendorUserDto, VendorUserDto, VendorUserIdParamDto } from './dto/vendor-user.dto.js';
import { VendorUsersService } from './vendor-users.service.js';

/**
 * The users of the vendor in the caller's context, managed by its OWNERs (and ADMINs acting in it). Not @VendorRoles:
 * the service checks the OWNER membership itself, stricter (a token without a membership is refused too) and inside
 * the vendor's membership lock, so two owners demoting or removing each other leave one.
 */
@ApiTags('users')
@Controller('features/users/vendor-users')
export class VendorUsersController {
  constructor(private readonly vendorUsers: VendorUsersService) {}

  @Roles(UserRole.VENDOR)
  @Post()
  @ApiOperation({
    operationId: 'addVendorUser',
    summary:
      "Add a user to the vendor of the caller's context (OWNER or ADMIN, vendor context): an existing account by its e-mail, or a new " +
      'one that is mailed a link to choose its password; as STAFF (default) or OWNER, STAFF optionally limited to one location',
  })
  @ApiCreatedResponse({ type: AddedVendorUserDto })
  @ApiErrorResponses(ErrorType.DUPLICATE_ENTITY, ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT)
  add(@CurrentUser() user: AuthUser, @Body() dto: AddVendorUserDto): Promise<AddedVendorUserDto> {
    return this.vendorUsers.add(user, dto);
  }

  @Roles(UserRole.VENDOR)
  @Get()
  @ApiOperation({
    operationId: 'listVendorUsers',
    summary:
      "The users of the vendor of the caller's context (OWNER or ADMIN); orderBy email, userId, role, locationId, addedAt; " +
      'filters userId, role, locationId, confirmed; search in e-mail and names',
  })
  @ListEndpoint(VendorUserDto)
  list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<VendorUserDto>> {
    return this.vendorUsers.list(user, query);
  }

  @Roles(UserRole.VENDOR)
  @Put(':userId')
  @ApiOperation({
    operationId: 'updateVendorUser',
    summary:
      "Change a user's role or location limit (OWNER or ADMIN, vendor context); a new location limit ends the user's sessions. " +
      'The last owner stays an owner (403)',
  })
  @ApiOkResponse({ type: VendorUserDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_INPUT)
  update(
    @CurrentUser() user: AuthUser,
    @Param() { userId }: VendorUserIdParamDto,
    @Body() dto: UpdateVendorUserDto,
  ): Promise<VendorUserDto> {
    return this.vendorUsers.update(user, userId, dto);
  }

  @Roles(UserRole.VENDOR)
  @Delete(':userId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'removeVendorUser',
    summary:
      'Remove a user from the vendor (OWNER or ADMIN, vendor context); the account stays, its sessions end. The last owner stays (403)',
  })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  remove(@CurrentUser() user: AuthUser, @Param() { userId }: VendorUserIdParamDto): Promise<void> {
    return this.vendorUsers.remove(user, userId);
  }
}
