// The till module's surface: its Nest module, for the app; no other module imports the till. Everything else in this
// folder is internal (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).
export { TillModule } from './till.module.js';
