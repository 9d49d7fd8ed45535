import { BookingStatus } from './enums.js';

/**
 * THE holding statuses: a chair booking in one of them holds its chair for its period. The exclusion constraint
 * beach_chair_booking_no_overlap (migration InitSchema) counts exactly these; test/e2e/holding-statuses.e2e-spec.ts
 * compares this list with the constraint's definition in PostgreSQL, so code and schema cannot drift apart.
 * Imports nothing but the enums: entities, SQL texts and other modules (availability, inventory) may use it freely.
 */
export const HOLDING_STATUSES: readonly BookingStatus[] = [
  BookingStatus.CONFIRMED,
  BookingStatus.BOOKED,
  BookingStatus.OPEN,
  BookingStatus.PENDING,
  BookingStatus.RESERVED,
];

/** The same as an SQL list for `status IN ${HOLDING_STATUSES_SQL}`: ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'RESERVED'). */
export const HOLDING_STATUSES_SQL = `(${HOLDING_STATUSES.map((s) => `'${s}'`).join(', ')})`;
