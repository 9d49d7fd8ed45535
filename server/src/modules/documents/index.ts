// The documents module's surface: its Nest module, for the app; no other module imports documents. Everything else in this folder is
// internal (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).
export { DocumentsModule } from './documents.module.js';
