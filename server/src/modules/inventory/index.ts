// The inventory module's surface: what bookings, forms and the app may use. Everything else in this folder is internal
// (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).

// The Nest modules: the back office and the storefront's public catalogue.
export { InventoryModule } from './inventory.module.js';
export { PublicCatalogueModule } from './public/public-catalogue.module.js';

// Uploads: the same sniffing and the same refusals for the contact forms' attachments.
export { detectUpload } from './media/content-type.js';
export { UploadErrorsInterceptor } from './media/upload-errors.interceptor.js';

// The one write of a chair that bookings makes (a season contract marks its chair), inside its transaction.
export { setSeasonBeachChairIn } from './beach-chairs/season-chair-flag.js';
