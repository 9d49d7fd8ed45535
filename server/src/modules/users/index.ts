// The users module's surface: what bookings and the app may use. Everything else in this folder is internal
// (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).

// The Nest module, for `imports: [UsersModule]`.
export { UsersModule } from './users.module.js';

// The caller's IP address and user agent, as a route parameter (the storefront's booking records them).
export { Client, type ClientInfo } from './client-info.decorator.js';
