/**
 * The error catalogue: every domain error the API can answer with.
 * Each code is translated in the web's `error` namespace (de, en) with the error's payload as parameters,
 * and mapped to exactly one HTTP status in `error-status.ts`.
 */
export enum ErrorType {
  // generic
  ENTITY_NOT_FOUND = 'ENTITY_NOT_FOUND',
  DUPLICATE_ENTITY = 'DUPLICATE_ENTITY',
  REFERENCED_ENTITY_NOT_FOUND = 'REFERENCED_ENTITY_NOT_FOUND',
  INVALID_LIST_QUERY = 'INVALID_LIST_QUERY',
  INVALID_GEOMETRY = 'INVALID_GEOMETRY',
  INVALID_INPUT = 'INVALID_INPUT',
  INTERNAL_ERROR = 'INTERNAL_ERROR',
  // access
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  INVALID_API_KEY = 'INVALID_API_KEY',
  RATE_LIMITED = 'RATE_LIMITED',
  // destinations
  DESTINATION_HAS_CHILDREN = 'DESTINATION_HAS_CHILDREN',
  // bookings
  BEACH_CHAIR_ALREADY_BOOKED = 'BEACH_CHAIR_ALREADY_BOOKED',
}

/** Values a translated error text may refer to. */
export type ErrorPayload = Record<string, string | number | boolean | null | string[] | number[]>;
