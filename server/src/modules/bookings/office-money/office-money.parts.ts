import { PaymentReminderMailsService } from './payment-reminder-mails.service.js';
import { BookingMoneyService } from './booking-money.service.js';
import { BookingRefundsService } from './booking-refunds.service.js';
import { BookingReportsService } from './booking-reports.service.js';
import { InvoiceNumberService } from './invoice-number.service.js';
import { OfficeReportsService } from './office-reports.service.js';

// The services behind the back office's money and report routes of /features/booking_details (their controllers live
// in office/, docs/route-homes.md), kept in one list so the module file stays short.

export const OFFICE_MONEY_PROVIDERS = [
  InvoiceNumberService,
  BookingMoneyService,
  BookingRefundsService,
  PaymentReminderMailsService,
  BookingReportsService,
  OfficeReportsService,
];

export { BookingMoneyService, BookingRefundsService, InvoiceNumberService };
