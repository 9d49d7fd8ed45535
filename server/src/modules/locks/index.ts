// The locks module's surface: its Nest module, for the app; no other module imports locks. Everything else in this folder is
// internal (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).
export { LocksModule } from './locks.module.js';
