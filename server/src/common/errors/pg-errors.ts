import { DomainError } from './domain-error.js';
import { ErrorType } from './error-type.js';

interface PgDriverError {
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
}

/** Translates the PostgreSQL errors a valid request can still cause into domain errors; others stay unknown. */
export function domainErrorFromPg(error: unknown): DomainError | undefined {
  const pg = ((error as { driverError?: PgDriverError }).driverError ?? error) as PgDriverError;
  switch (pg?.code) {
    case '23P01': // exclusion_violation: the chair-booking period constraint
      return new DomainError(ErrorType.BEACH_CHAIR_ALREADY_BOOKED, 'The beach chair is already booked for an overlapping period', {
        constraint: pg.constraint ?? null,
      });
    case '23505': // unique_violation
      return new DomainError(ErrorType.DUPLICATE_ENTITY, `Duplicate value: ${pg.detail ?? pg.constraint ?? 'unique constraint'}`, {
        constraint: pg.constraint ?? null,
      });
    case '23503': // foreign_key_violation
      return new DomainError(ErrorType.REFERENCED_ENTITY_NOT_FOUND, `Referenced entity does not exist: ${pg.detail ?? ''}`.trim(), {
        constraint: pg.constraint ?? null,
      });
    case '40P01': // deadlock_detected
    case '40001': // serialization_failure: a retry (withTxRetry) did not help; never a 500
      return new DomainError(ErrorType.CONCURRENT_MODIFICATION, 'The change met a concurrent change of the same data; try again', {});
    default:
      return undefined;
  }
}
