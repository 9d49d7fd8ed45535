import { Module } from '@nestjs/common';
import { BACK_OFFICE_CONTROLLERS, BACK_OFFICE_IMPORTS, BACK_OFFICE_PROVIDERS } from './back-office.js';
import { OwnershipService } from './ownership.service.js';

/** Vendors, locations, chairs, extras and uploads: the back office (back-office.ts) and the public catalogue. */
@Module({
  imports: [...BACK_OFFICE_IMPORTS],
  controllers: [...BACK_OFFICE_CONTROLLERS],
  providers: [...BACK_OFFICE_PROVIDERS],
  exports: [OwnershipService],
})
export class InventoryModule {}
