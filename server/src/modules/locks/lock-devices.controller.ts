import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Roles, VendorRoles } from '../../common/auth/auth.decorators.js';
import { UserRole, VendorUserRole } from '../../common/enums.js';
import { ListEndpoint } from '../../common/list/list-endpoint.decorator.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import type { Page } from '../../common/list/list.js';
import { LockAttentionDto, LockDeviceDto } from './dto/lock-device.dto.js';
import { LockDevicesService } from './lock-devices.service.js';

/** The vendor's lock fleet for the back office (/office/locks): its OWNERs and ADMINs; STAFF may not manage locks. */
@ApiTags('locks')
@Roles(UserRole.VENDOR)
@VendorRoles(VendorUserRole.OWNER)
@Controller('features/lock_devices')
export class LockDevicesController {
  constructor(private readonly locks: LockDevicesService) {}

  @Get()
  @ApiOperation({
    operationId: 'listLockDevices',
    summary:
      "The caller's locks (an ADMIN: all, or its vendor context's) with chair, battery, last contact and health (the rule of getLockHealth). " +
      'orderBy health (default: NEVER_SEEN, OFFLINE, BATTERY_LOW, OK ascending), batteryLevel, lastSeenAt, serialNumber, firmware, id; ' +
      'filters: health, assigned, id; search: serialNumber',
  })
  @ListEndpoint(LockDeviceDto)
  list(@CurrentUser() user: AuthUser, @Query() query: ListQueryDto): Promise<Page<LockDeviceDto>> {
    return this.locks.list(user, query);
  }

  @Get('attention')
  @ApiOperation({
    operationId: 'getLockAttention',
    summary: "How many of the caller's locks need attention (health other than OK), per health",
  })
  @ApiOkResponse({ type: LockAttentionDto })
  attention(@CurrentUser() user: AuthUser): Promise<LockAttentionDto> {
    return this.locks.attention(user);
  }
}
