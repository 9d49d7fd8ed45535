// The bookings module's surface: what payments, documents and the other modules may use. Everything else in this folder
// is internal (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).

// The Nest module, for `imports: [BookingsModule]`.
export { BookingsModule } from './bookings.module.js';

// The state machine and its executor: who may move a booking where, and the one place that does it.
export { CUSTOMER, SYSTEM, type Actor } from './actors.js';
export { BookingAction, invalidTransition, notConfirmable } from './booking-state-machine.js';
export { BookingTransitionsService, type TransitionResult } from './booking-transitions.service.js';
export { moveDeadline, paymentDeadlineIn } from './expiry/booking-deadlines.js';
export { isChairTaken } from './expiry/booking-expiry.service.js';
export { assertHasBeachChairs, withoutBeachChairs } from './billable.js';
export { commonMethods, offeredMethodLists } from './offered-methods.js';
export { settleBookingPaymentIn } from './booking-payment-state.js';
// The payment writes bookings needs, provided by the payments module (which bookings never imports).
export { PaymentLedger } from './payment-ledger.js';

// Read models: the booking as the storefront and as the back office see it.
export { bookingNotFound, publicBooking, publicBookingByEmail, toPublicBookingDto } from './public/public-booking.read.js';
export { PublicBookingDto } from './dto/public-booking.dto.js';
export { PublicBookingEmailQueryDto, PublicBookingFlow } from './dto/public-booking-details.dto.js';
export {
  bookingCanceledAt,
  bookingRowById,
  canceledWithBooking,
  chairCanceledAt,
  officeActor,
  officeBooking,
  officeChairs,
  toOfficeBookingDto,
  type OfficeBookingRow,
  type OfficeChairRow,
} from './office/office-booking.read.js';
export { OfficeBookingDto } from './office/office-booking.dto.js';

// Services other modules call: the storefront's payment step, money and invoices, the booking mails.
export { PublicBookingPaymentService } from './public/public-booking-payment.service.js';
export { BookingMoneyService } from './office-money/booking-money.service.js';
export type { InvoiceLines, IssuedCorrection } from './office-money/invoice-number.service.js';
export type { CancellationSettlement } from './office-money/money-rules.js';
export { settleCancellation } from './office-money/money-rules.js';
export type { InvoiceCustomerDto, InvoiceDataDto, InvoiceVendorDto } from './office-money/office-money.dto.js';
export { BookingMailsService } from './office/booking-mails.js';
// The till's counter sale: a whole booking paid at once, inside the till's own transaction.
export {
  CounterSaleService,
  planTotalCents,
  type CounterPaymentMethod,
  type CounterSalePlan,
  type CounterSaleRequest,
  type CounterSaleResult,
} from './counter/counter-sale.service.js';
export { AddPublicBookingCustomerDto } from './dto/public-booking-details.dto.js';
