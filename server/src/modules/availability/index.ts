// The availability module's surface: what bookings, prices and the app may use. Everything else in this folder is
// internal (docs/data-access.md, "Surfaces"; eslint.config.js refuses the rest).

// The Nest module, for `imports: [AvailabilityModule]`.
export { AvailabilityModule } from './availability.module.js';

// The chair's snapshot and the query window bookings checks an add against.
export { AvailabilityDataService } from './availability-data.service.js';
export { windowOf } from './query-window.js';
export { ValidatePublicReference } from './dto/availability-query.dto.js';

// The rules (pure, rules/): the same seasons, clock and slots for prices and bookings.
export {
  BEACH_TIME_ZONE,
  bookingProblem,
  chairAvailability,
  dayIn,
  isRangeInSeason,
  rangeFacts,
  seasonFor,
  type Channel,
  type RangeFacts,
  type RangeQuery,
  type SeasonSetting,
  type SeasonWindow,
  type WantedSlot,
} from './rules/index.js';

// The cached public answers, served by the app before Nest's routing (app.factory.ts).
export { AvailabilityCache } from './events/availability-cache.js';
export { serveCachedAvailability } from './events/cached-answers.js';
