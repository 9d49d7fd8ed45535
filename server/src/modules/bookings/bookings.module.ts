import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { PriceCalculationModule } from '../prices/price-calculation.module.js';
import { BeachChairSlotService } from './beach-chair-slot.service.js';
import { BookingTransitionsService } from './booking-transitions.service.js';
import { PublicBookingController } from './public-booking.controller.js';
import { PublicBookingService } from './public-booking.service.js';

/** Bookings: the transition table and its executor, and the storefront's booking flow. */
@Module({
  imports: [AvailabilityModule, PriceCalculationModule],
  controllers: [PublicBookingController],
  providers: [BookingTransitionsService, BeachChairSlotService, PublicBookingService],
  exports: [BookingTransitionsService],
})
export class BookingsModule {}
