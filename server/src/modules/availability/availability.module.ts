import { Module } from '@nestjs/common';
import { SqlService } from '../../infra/database/sql.service.js';
import { AvailabilityDataService } from './availability-data.service.js';
import { CalendarService } from './calendar.service.js';
import { PublicAvailabilityController } from './public-availability.controller.js';
import { SectionAvailabilityService } from './section-availability.service.js';
import { VendorAvailabilityController } from './vendor-availability.controller.js';
import { VendorAvailabilityService } from './vendor-availability.service.js';

/** Availability of chairs, the section timeline and the vendor's occupancy views; the rules live in rules/. */
@Module({
  controllers: [PublicAvailabilityController, VendorAvailabilityController],
  providers: [SqlService, AvailabilityDataService, SectionAvailabilityService, CalendarService, VendorAvailabilityService],
  exports: [AvailabilityDataService, SqlService],
})
export class AvailabilityModule {}
