import { BookingMailsService } from './booking-mails.js';
import { OfficeBookingsController } from './office-bookings.controller.js';
import { OfficeBookingsService } from './office-bookings.service.js';
import { OfficeLifecycleController } from './office-lifecycle.controller.js';
import { OfficeLifecycleService } from './office-lifecycle.service.js';

// The back office's booking list and lifecycle (/features/booking_details), registered by bookings.module.ts.
export { OfficeLifecycleService };
export const OFFICE_CONTROLLERS = [OfficeBookingsController, OfficeLifecycleController];
export const OFFICE_PROVIDERS = [OfficeBookingsService, OfficeLifecycleService, BookingMailsService];
