import { BookingMailsService } from './booking-mails.js';
import { BookingDetailsChairBookingsController } from './booking-details-chair-bookings.controller.js';
import { BookingDetailsLifecycleController } from './booking-details-lifecycle.controller.js';
import { BookingDetailsMoneyController } from './booking-details-money.controller.js';
import { BookingDetailsReportsController } from './booking-details-reports.controller.js';
import { BookingDetailsTodayController } from './booking-details-today.controller.js';
import { BookingDetailsController } from './booking-details.controller.js';
import { OfficeBookingsService } from './office-bookings.service.js';
import { OfficeLifecycleService } from './office-lifecycle.service.js';
import { OfficeCancellationService } from './office-cancellation.service.js';
import { OfficeTodayService } from './office-today.service.js';

// Every /features/booking_details controller lives in this folder (docs/route-homes.md) but one: GET …/{id}/shortInvoice
// is in documents/booking-details-short-invoice.controller.ts, beside the PDF renderer (bookings never imports documents). The chair routes come after the cart's /bookings/* controllers: the
// registration order is the order of openapi.json's paths.
export { OfficeLifecycleService };
export const OFFICE_CONTROLLERS = [
  BookingDetailsController,
  BookingDetailsLifecycleController,
  BookingDetailsReportsController,
  BookingDetailsMoneyController,
  BookingDetailsTodayController,
];
export const OFFICE_CHAIR_CONTROLLERS = [BookingDetailsChairBookingsController];
export const OFFICE_PROVIDERS = [
  OfficeBookingsService,
  OfficeLifecycleService,
  OfficeCancellationService,
  BookingMailsService,
  OfficeTodayService,
];
