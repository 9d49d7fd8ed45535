import { Module } from '@nestjs/common';
import { SqlService } from '../../infra/database/sql.service.js';
import { AvailabilityDataService } from './availability-data.service.js';
import { CalendarService } from './calendar.service.js';
import { PublicAvailabilityController } from './public-availability.controller.js';
import { SectionAvailabilityService } from './section-availability.service.js';
import { VendorAvailabilityController } from './vendor-availability.controller.js';
import { VendorAvailabilityService } from './vendor-availability.service.js';
import { AvailabilityCache } from './events/availability-cache.js';
import { AvailabilityEventsHub } from './events/availability-events.hub.js';
import { AvailabilityEventsListener } from './events/availability-events.listener.js';
import { AvailabilityEventsPruner } from './events/availability-events.pruner.js';
import { AvailabilityEventsService } from './events/availability-events.service.js';

/**
 * Availability of chairs, the section timeline and the vendor's occupancy views; the rules live in rules/, the live
 * changes (Server-Sent Events from the database's NOTIFY) in events/.
 */
@Module({
  controllers: [PublicAvailabilityController, VendorAvailabilityController],
  providers: [
    SqlService,
    AvailabilityDataService,
    SectionAvailabilityService,
    CalendarService,
    VendorAvailabilityService,
    AvailabilityCache,
    AvailabilityEventsHub,
    AvailabilityEventsListener,
    AvailabilityEventsPruner,
    AvailabilityEventsService,
  ],
  exports: [AvailabilityDataService, SqlService],
})
export class AvailabilityModule {}
