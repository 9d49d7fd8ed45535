// The documents module's surface: its Nest module, for the app; no other module imports documents. Everything else in this folder is
// internal (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).
export { DocumentsModule } from './documents.module.js';
// The till's receipt (Kassenbeleg): laid out and rendered here, where every PDF is (the till module calls it).
export { renderTillReceipt, TILL_RECEIPT_TEXT, type TillReceiptInput } from './pdf/till-receipt-layout.js';
export { RECEIPT_HTML_CSP } from './pdf/till-receipt-html.js';
// The till's daily closing (Z-Bon) as an 80 mm document.
export { renderTillClosing, type TillClosingInput } from './pdf/till-closing-layout.js';
