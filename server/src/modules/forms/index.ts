// The forms module's surface: its Nest module, for the app; no other module imports forms. Everything else in this folder is
// internal (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).
export { FormsModule } from './forms.module.js';
