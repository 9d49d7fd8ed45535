import { BookingMailsService } from './booking-mails.service.js';
import { BookingMoneyService } from './booking-money.service.js';
import { BookingReportsService } from './booking-reports.service.js';
import { InvoiceNumberService } from './invoice-number.service.js';
import { OfficeBookingMoneyController } from './office-booking-money.controller.js';
import { OfficeBookingReportsController } from './office-booking-reports.controller.js';

// The back office's money and report routes of /features/booking_details, kept in one list so the module file stays short.

export const OFFICE_MONEY_CONTROLLERS = [OfficeBookingReportsController, OfficeBookingMoneyController];

export const OFFICE_MONEY_PROVIDERS = [InvoiceNumberService, BookingMoneyService, BookingMailsService, BookingReportsService];

export { BookingMoneyService, InvoiceNumberService };
