// The availability rules: pure functions, no I/O. Used by every availability, calendar and price route and by bookings.
export * from './booking-window.js';
export * from './clock.js';
export * from './chair-state.js';
export * from './range.js';
export * from './season.js';
export * from './slots.js';
