import { Module } from '@nestjs/common';
import { SqlService } from '../../infra/database/sql.service.js';
import { LocksService } from './locks.service.js';
import { PublicLockController } from './public-lock.controller.js';

/** Lock devices: GET /features/public/lock/{id}/health and POST /features/public/lock/{id}/sync (docs/locks.md). */
@Module({
  controllers: [PublicLockController],
  providers: [LocksService, SqlService],
})
export class LocksModule {}
