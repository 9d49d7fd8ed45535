// The payments module's surface: its Nest module, for the app. No other module imports payments: the bookings module
// writes payments through the PaymentLedger it declares (bookings/payment-ledger.ts), which PaymentsModule provides.
export { PaymentsModule } from './payments.module.js';
