import { Module } from '@nestjs/common';
import { AvailabilityModule } from '../availability/availability.module.js';
import { PriceCalculationModule } from '../prices/price-calculation.module.js';
import { BeachChairSlotService } from './beach-chair-slot.service.js';
import { BookingCartService } from './booking-cart.service.js';
import { BookingTransitionsService } from './booking-transitions.service.js';
import { OFFICE_CHAIR_CONTROLLERS, OFFICE_CONTROLLERS, OFFICE_PROVIDERS, OfficeLifecycleService } from './office/office.parts.js';
import { BookingMoneyService, InvoiceNumberService, OFFICE_MONEY_PROVIDERS } from './office-money/office-money.parts.js';
import { OFFICE_CART_CONTROLLERS, OFFICE_CART_PROVIDERS } from './office-cart/office-cart.parts.js';
import { BookingExpiryService } from './expiry/booking-expiry.service.js';
import { BookingSweeper } from './expiry/booking-sweeper.js';
import { OpenHoldCapsService } from './expiry/open-hold-caps.service.js';
import { PublicBookingCancellationController } from './public/public-booking-cancellation.controller.js';
import { PublicBookingCancellationService } from './public/public-booking-cancellation.service.js';
import { PublicBookingLookupController } from './public/public-booking-lookup.controller.js';
import { PublicBookingLookupService } from './public/public-booking-lookup.service.js';
import { PublicReservationController } from './public/public-reservation.controller.js';
import { PublicBookingExtrasCustomerPaymentController } from './public/public-booking-extras-customer-payment.controller.js';
import { PublicBookingController } from './public/public-booking.controller.js';
import { PublicBookingCustomerService } from './public/public-booking-customer.service.js';
import { PublicBookingExtrasService } from './public/public-booking-extras.service.js';
import { PublicBookingPaymentService } from './public/public-booking-payment.service.js';
import { PublicBookingSubmitController } from './public/public-booking-submit.controller.js';
import { PublicBookingSubmitService } from './public/public-booking-submit.service.js';
import { PublicBookingService } from './public/public-booking.service.js';
import { BookingMailsService } from './office/booking-mails.js';
import { SeasonContractController } from './season/season-contract.controller.js';
import { CounterSaleService } from './counter/counter-sale.service.js';
import { SeasonContractService } from './season/season-contract.service.js';

/**
 * Bookings: the transition table and its executor, the storefront's booking flow (public/), holds and expiry
 * (expiry/), and the back office (office/: every /features/booking_details route, office-cart/: the /bookings/* cart,
 * office-money/: the money and report services). Where each route prefix lives: docs/route-homes.md.
 */
@Module({
  imports: [AvailabilityModule, PriceCalculationModule],
  controllers: [
    ...OFFICE_CONTROLLERS,
    ...OFFICE_CART_CONTROLLERS,
    ...OFFICE_CHAIR_CONTROLLERS,
    PublicBookingController,
    PublicBookingExtrasCustomerPaymentController,
    PublicBookingSubmitController,
    PublicBookingCancellationController,
    PublicBookingLookupController,
    PublicReservationController,
    SeasonContractController,
  ],
  providers: [
    ...OFFICE_PROVIDERS,
    ...OFFICE_MONEY_PROVIDERS,
    ...OFFICE_CART_PROVIDERS,
    BookingTransitionsService,
    BeachChairSlotService,
    BookingCartService,
    PublicBookingService,
    PublicBookingExtrasService,
    PublicBookingCustomerService,
    PublicBookingPaymentService,
    PublicBookingSubmitService,
    PublicBookingCancellationService,
    BookingExpiryService,
    BookingSweeper,
    OpenHoldCapsService,
    PublicBookingLookupService,
    SeasonContractService,
    CounterSaleService,
  ],
  exports: [
    CounterSaleService,
    OfficeLifecycleService,
    InvoiceNumberService,
    BookingMoneyService,
    BookingExpiryService,
    BookingTransitionsService,
    BookingMailsService,
    PublicBookingPaymentService,
  ],
})
export class BookingsModule {}
