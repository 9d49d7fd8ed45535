// The payments module's surface for other modules: the ledger functions the bookings module writes payments with.
// Not the module class or its services: payments depends on bookings, so bookings may import only what imports
// nothing of bookings (ledger.ts); anything else from here would close an import cycle.
export { abortOpenPayments, recordManualPaymentIn, type PaymentRow } from './ledger.js';
