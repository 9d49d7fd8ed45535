import { Body, Controller, Get, Headers, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiKeyVerifier } from '../../common/auth/api-key.verifier.js';
import { API_KEY_HEADER, ApiKeyAuth, CurrentApiKey, Public } from '../../common/auth/auth.decorators.js';
import { DomainError } from '../../common/errors/domain-error.js';
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
  constructor(
    private readonly locks: LocksService,
    private readonly apiKeys: ApiKeyVerifier,
  ) {}

  @Public()
  @RateLimit({ name: 'LOCK_HEALTH' })
  @Get(':id/health')
  @ApiOperation({
    operationId: 'getLockHealth',
    summary:
      "A lock's health (OK, BATTERY_LOW, OFFLINE, NEVER_SEEN) and whether it is online; with a LOCK_DEVICE key of its vendor (x-api-key) also " +
      'its state, battery, firmware and last contact. Never the vendor, serial number or bookings',
  })
  @ApiHeader({ name: API_KEY_HEADER, required: false, description: "A LOCK_DEVICE key of the lock's vendor, for the details" })
  @ApiOkResponse({ type: LockHealthDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.INVALID_API_KEY)
  async health(@Param() { id }: IdParamDto, @Headers(API_KEY_HEADER) apiKey?: string): Promise<LockHealthDto> {
    // A key that is sent must be valid (401): a lock technician learns at once that the key is wrong.
    const key = apiKey === undefined ? undefined : await this.apiKeys.authenticate(apiKey);
    if (apiKey !== undefined && !key)
      throw new DomainError(ErrorType.INVALID_API_KEY, `The ${API_KEY_HEADER} header holds no valid API key`, { header: API_KEY_HEADER });
    return this.locks.health(id, key);
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
