import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { PriceCalculationModule } from '../prices/price-calculation.module.js';
import { BeachChairSlotService } from './beach-chair-slot.service.js';
import { BookingCartService } from './booking-cart.service.js';
import { BookingTransitionsService } from './booking-transitions.service.js';
import { PublicBookingDetailsController } from './public-booking-details.controller.js';
import { PublicBookingController } from './public-booking.controller.js';
import { PublicBookingCustomerService } from './public-booking-customer.service.js';
import { PublicBookingExtrasService } from './public-booking-extras.service.js';
import { PublicBookingPaymentService } from './public-booking-payment.service.js';
import { PublicBookingSubmitController } from './public-booking-submit.controller.js';
import { PublicBookingSubmitService } from './public-booking-submit.service.js';
import { PublicBookingService } from './public-booking.service.js';

/** Bookings: the transition table and its executor, and the storefront's booking flow. */
@Module({
  imports: [AvailabilityModule, PriceCalculationModule],
  controllers: [PublicBookingController, PublicBookingDetailsController, PublicBookingSubmitController],
  providers: [
    BookingTransitionsService, BeachChairSlotService, BookingCartService, PublicBookingService, PublicBookingExtrasService, PublicBookingCustomerService,
    PublicBookingPaymentService, PublicBookingSubmitService,
  ],
  exports: [BookingTransitionsService],
})
export class BookingsModule {}
