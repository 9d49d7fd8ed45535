import { Module } from '@nestjs/common';
import { SqlService } from '../../infra/database/sql.service.js';
import { LockDevicesController } from './lock-devices.controller.js';
import { LockDevicesService } from './lock-devices.service.js';
import { LocksService } from './locks.service.js';
import { PublicLockController } from './public-lock.controller.js';

/**
 * Lock devices: GET /features/public/lock/{id}/health, POST /features/public/lock/{id}/sync (docs/locks.md) and the back
 * office's fleet, GET /features/lock_devices.
 */
@Module({
  controllers: [PublicLockController, LockDevicesController],
  providers: [LocksService, LockDevicesService, SqlService],
})
export class LocksModule {}
