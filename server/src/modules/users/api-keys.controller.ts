import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiKeyAuth, CurrentApiKey, CurrentUser, Roles, VendorRoles } from '../../common/auth/auth.decorators.js';
import type { ApiKeyPrincipal, AuthUser } from '../../common/auth/auth-user.js';
import { UserRole, VendorUserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { ListEndpoint } from '../../common/list/list-endpoint.decorator.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import type { Page } from '../../common/list/list.js';
import { IdParamDto } from '../../common/validation/id-param.dto.js';
import { ApiKeysService } from './api-keys.service.js';
import { ApiKeyDto, ApiKeyIdentityDto, CreateApiKeyDto, CreatedApiKeyDto, toApiKeyIdentityDto } from './dto/api-key.dto.js';

@ApiTags('users')
@Controller('features/users/api-keys')
export class ApiKeysController {
  constructor(private readonly apiKeys: ApiKeysService) {}

  @ApiKeyAuth()
  @Get('whoami')
  @ApiOperation({
    operationId: 'whoamiApiKey',
    summary: "The devices' connectivity check: answers the calling key's name, kind and vendor (401 INVALID_API_KEY if revoked)",
  })
  @ApiOkResponse({ type: ApiKeyIdentityDto })
  whoami(@CurrentApiKey() apiKey: ApiKeyPrincipal): ApiKeyIdentityDto {
    return toApiKeyIdentityDto(apiKey);
  }

  @Roles(UserRole.VENDOR)
  @VendorRoles(VendorUserRole.OWNER)
  @Post()
  @ApiOperation({
    operationId: 'createApiKey',
    summary:
      'Create a key for the mobile app or a lock device; the answer shows the key once. ADMIN: any; a vendor OWNER: LOCK_DEVICE keys of ' +
      'its vendor (vendor context)',
  })
  @ApiCreatedResponse({ type: CreatedApiKeyDto })
  @ApiErrorResponses(ErrorType.REFERENCED_ENTITY_NOT_FOUND)
  create(@Body() dto: CreateApiKeyDto, @CurrentUser() user: AuthUser): Promise<CreatedApiKeyDto> {
    return this.apiKeys.create(dto, user);
  }

  @Roles(UserRole.VENDOR)
  @VendorRoles(VendorUserRole.OWNER)
  @Get()
  @ApiOperation({
    operationId: 'listApiKeys',
    summary:
      "API keys without their secrets (a vendor OWNER, or an ADMIN in a vendor context: that vendor's); filters: kind, vendorId, revoked",
  })
  @ListEndpoint(ApiKeyDto)
  list(@Query() query: ListQueryDto, @CurrentUser() user: AuthUser): Promise<Page<ApiKeyDto>> {
    return this.apiKeys.list(query, user);
  }

  @Roles(UserRole.VENDOR)
  @VendorRoles(VendorUserRole.OWNER)
  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'revokeApiKey',
    summary: "Revoke a key: it stops working at once on every instance. A vendor OWNER: its vendor's keys (vendor context)",
  })
  @ApiNoContentResponse({ description: 'Revoked (also when it was revoked before)' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  revoke(@Param() { id }: IdParamDto, @CurrentUser() user: AuthUser): Promise<void> {
    return this.apiKeys.revoke(id, user);
  }
}
