// The health module's surface: its Nest module, for the app; no other module imports health. Everything else in this folder is
// internal (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).
export { HealthModule } from './health.module.js';
