import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiKeyAuth, CurrentApiKey, Public } from '../../common/auth/auth.decorators.js';
import type { ApiKeyPrincipal } from '../../common/auth/auth-user.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.decorator.js';
import { IdParamDto } from '../../common/validation/id-param.dto.js';
import { LockHealthDto, LockSyncDto, LockSyncResultDto } from './dto/lock.dto.js';
import { LocksService } from './locks.service.js';

/** A lock device (lock_device.id): its public health, and its sync with a LOCK_DEVICE API key. */
@ApiTags('locks')
@Controller('features/public/lock')
export class PublicLockController {
  constructor(private readonly locks: LocksService) {}

  @Public()
  @RateLimit({ name: 'LOCK_HEALTH' })
  @Get(':id/health')
  @ApiOperation({
    operationId: 'getLockHealth',
    summary: "A lock's state, battery, firmware, last contact and health (OK, BATTERY_LOW, OFFLINE, NEVER_SEEN); no vendor, serial number or bookings",
  })
  @ApiOkResponse({ type: LockHealthDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  health(@Param() { id }: IdParamDto): Promise<LockHealthDto> {
    return this.locks.health(id);
  }

  @ApiKeyAuth()
  @Post(':id/sync')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'syncLock',
    summary:
      "The lock reports state, battery, firmware and events (stored once) and gets its chair's CONFIRMED, BOOKED and RESERVED bookings " +
      "up to LOCK_SYNC_HORIZON_HOURS ahead. A LOCK_DEVICE key of the lock's vendor or a platform-wide one; any other key: the 404 of an unknown lock",
  })
  @ApiOkResponse({ type: LockSyncResultDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  sync(@Param() { id }: IdParamDto, @Body() body: LockSyncDto, @CurrentApiKey() key: ApiKeyPrincipal): Promise<LockSyncResultDto> {
    return this.locks.sync(id, body, key);
  }
}
