import { isConnectionLoss } from './connection-loss.js';
import { DomainError } from './domain-error.js';
import { ErrorType } from './error-type.js';

interface PgDriverError {
  code?: string;
  constraint?: string;
  detail?: string;
  table?: string;
  column?: string;
  message?: string;
}

/** Translates the PostgreSQL errors a valid request can still cause into domain errors; others stay unknown. */
export function domainErrorFromPg(error: unknown): DomainError | undefined {
  // A lost or refused connection that its retry (if any) did not cure: 503 with Retry-After, never a 500.
  if (isConnectionLoss(error)) return serviceUnavailable();
  const pg = ((error as { driverError?: PgDriverError }).driverError ?? error) as PgDriverError;
  switch (pg?.code) {
    case '23P01': // exclusion_violation: the chair-booking period constraint
      return chairTaken(pg);
    case '23505': // unique_violation
      return new DomainError(ErrorType.DUPLICATE_ENTITY, `Duplicate value: ${pg.detail ?? pg.constraint ?? 'unique constraint'}`, {
        constraint: pg.constraint ?? null,
      });
    case '23503': // foreign_key_violation
      return new DomainError(ErrorType.REFERENCED_ENTITY_NOT_FOUND, `Referenced entity does not exist: ${pg.detail ?? ''}`.trim(), {
        constraint: pg.constraint ?? null,
      });
    case '23502': // not_null_violation
    case '23514': // check_violation
      return invalidInput(pg);
    case '55P03': // lock_not_available: DATABASE_LOCK_TIMEOUT_MS passed waiting for a booking's row or a chair's lock
      return serviceUnavailable('The booking or chair is being changed by another request; try again');
    case '57014': // query_canceled: DATABASE_STATEMENT_TIMEOUT_MS passed (or the statement was canceled)
      return serviceUnavailable('The database took too long to answer; try again');
    case '40P01': // deadlock_detected
    case '40001': // serialization_failure: a retry (withTxRetry) did not help; never a 500
      return new DomainError(ErrorType.CONCURRENT_MODIFICATION, 'The change met a concurrent change of the same data; try again', {});
    default:
      // Class 22, data_exception: NUL in text (22021), out of range (22003), too long (22001), bad syntax (22P02), …
      return pg?.code?.startsWith('22') ? invalidInput(pg) : undefined;
  }
}

/** "Key (beach_chair_id, period)=(4, ["2026-11-28 23:00:00+00","2026-11-29 12:00:00+00")) conflicts with existing key …" */
const OVERLAP_DETAIL =
  /^Key \(beach_chair_id, period\)=\((\d+), \["?([^",]+)"?,"?([^")]+)"?\)\) conflicts with existing key \(beach_chair_id, period\)=\(\d+, \["?([^",]+)"?,"?([^")]+)"?\)\)/;

const iso = (pgTime: string) => new Date(pgTime.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString();

/**
 * 409 BEACH_CHAIR_ALREADY_BOOKED naming the chair and both periods when the database says which (a recover or a batch
 * move runs into a booking made meanwhile: the office must know which chair to look at).
 */
function chairTaken(pg: PgDriverError): DomainError {
  const m = OVERLAP_DETAIL.exec(pg.detail ?? '');
  if (!m) {
    return new DomainError(ErrorType.BEACH_CHAIR_ALREADY_BOOKED, 'The beach chair is already booked for an overlapping period', {
      constraint: pg.constraint ?? null,
    });
  }
  const [, chair, start, end, takenStart, takenEnd] = m;
  const beachChairId = Number(chair);
  return new DomainError(
    ErrorType.BEACH_CHAIR_ALREADY_BOOKED,
    `Beach chair ${beachChairId} is already booked from ${iso(takenStart)} to ${iso(takenEnd)}, overlapping ${iso(start)} to ${iso(end)}`,
    {
      constraint: pg.constraint ?? null,
      beachChairId,
      start: iso(start),
      end: iso(end),
      bookedStart: iso(takenStart),
      bookedEnd: iso(takenEnd),
    },
  );
}

/**
 * 400 INVALID_INPUT for a value the database refused that validation should have refused first (the backstop of
 * README "API conventions"); the exception filter logs each one as a bug.
 */
function invalidInput(pg: PgDriverError): DomainError {
  const field = pg.column ?? 'input';
  // The database's own message (with table names) goes to the log only.
  return new DomainError(ErrorType.INVALID_INPUT, `The value of ${field} is not valid here (refused with ${pg.code})`, {
    field,
    reason: pg.code ?? null,
    ...(pg.constraint ? { constraint: pg.constraint } : {}),
  });
}

/** Whether a domain error is the backstop's: the database, not validation, refused the input. */
export const isRefusedByDatabase = (domain: DomainError, exception: unknown) =>
  domain !== exception && domain.errorType === ErrorType.INVALID_INPUT;

/** Seconds a client waits before it tries again after a 503 SERVICE_UNAVAILABLE (the Retry-After header). */
export const RETRY_AFTER_SECONDS = 2;

/**
 * 503 SERVICE_UNAVAILABLE: the database connection was lost or refused, or a wait hit its bound (lock or statement
 * timeout); the transaction was rolled back, so there is nothing the client must undo: try again.
 */
export const serviceUnavailable = (message = 'The database is briefly unavailable; try again') =>
  new DomainError(ErrorType.SERVICE_UNAVAILABLE, message, {
    retryAfterSeconds: RETRY_AFTER_SECONDS,
  });
