/**
 * Lost or refused database connections: the database (or the way to it) failed, not the request. Such an error is
 * retried where that is safe (withTxRetry, SqlService, the GET retry) and otherwise answered 503 SERVICE_UNAVAILABLE
 * with Retry-After (pg-errors.ts), never 500.
 */

/** Whether the work the failed call was doing may have been committed. */
export type ConnectionLossKind =
  /** The statement never reached the server, or the server aborted it (its transaction is rolled back). */
  | 'not-committed'
  /** The socket broke while a statement was in flight: an autocommit statement or a COMMIT may or may not have committed. */
  | 'in-flight';

interface DriverError {
  code?: string;
  errno?: string;
  message?: string;
  name?: string;
  query?: string;
  driverError?: DriverError;
  cause?: unknown;
}

/**
 * SQLSTATEs the server sends when it ends or refuses the connection: 57P01 admin_shutdown ("terminating connection due
 * to administrator command", pg_terminate_backend), 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up or
 * shutting down), 53300 too_many_connections, 25P03 idle_in_transaction_session_timeout (a transaction idle longer
 * than DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: rolled back), 57P05 idle_session_timeout, class 08 (connection exceptions).
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300', '25P03', '57P05']);
/** Socket errors of a connection that was never made: nothing was sent. */
const REFUSED_ERRNOS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
/** Socket errors of a connection that broke (possibly mid-statement). */
const BROKEN_ERRNOS = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ECONNABORTED']);
/** node-postgres and pg-pool messages without a code: the first group never sent the statement. */
const NOT_SENT_MESSAGES = [
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];
const IN_FLIGHT_MESSAGES = ['Connection terminated unexpectedly', 'Connection terminated'];

/** What kind of connection loss `error` is (TypeORM's QueryFailedError unwrapped), or undefined for any other error. */
export function connectionLoss(error: unknown): ConnectionLossKind | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const outer = error as DriverError;
  // TypeORM's runner was released because its connection emitted 'error' (a FATAL between two statements): the next
  // statement of the transaction was never sent.
  if (outer.name === 'QueryRunnerAlreadyReleasedError' || outer.name === 'QueryRunnerProviderAlreadyReleasedError') return 'not-committed';
  const e = outer.driverError ?? outer;
  const code = typeof e.code === 'string' ? e.code : undefined;
  if (code && (SERVER_CODES.has(code) || (code.length === 5 && code.startsWith('08')))) return 'not-committed';
  if (code && REFUSED_ERRNOS.has(code)) return 'not-committed';
  if (code && BROKEN_ERRNOS.has(code)) return 'in-flight';
  const message = typeof e.message === 'string' ? e.message : '';
  if (NOT_SENT_MESSAGES.some((m) => message.startsWith(m))) return 'not-committed';
  if (IN_FLIGHT_MESSAGES.some((m) => message === m)) return 'in-flight';
  // pg-pool wraps a connect timeout's cause; a refused connect may come as an AggregateError of both address families.
  if (e.cause && e.cause !== error) return connectionLoss(e.cause);
  const errors = (e as { errors?: unknown[] }).errors;
  if (Array.isArray(errors) && errors.length && errors.every((x) => connectionLoss(x) === 'not-committed')) return 'not-committed';
  return undefined;
}

export function isConnectionLoss(error: unknown): boolean {
  return connectionLoss(error) !== undefined;
}

/**
 * A connection loss that certainly left nothing committed by `unit`:
 * - `transaction` (a whole `db.transaction(...)`): any loss before COMMIT (the server rolls an unfinished transaction
 *   back when its connection ends); never one at COMMIT (it may have committed);
 * - `statement` (one autocommit statement): only when it was never sent or the server aborted it.
 */
export function isUncommittedConnectionLoss(error: unknown, unit: 'transaction' | 'statement'): boolean {
  const kind = connectionLoss(error);
  // Conservative at COMMIT: a transaction that reached it is not run again, whatever the server said.
  if (kind === 'not-committed') return !isCommit(error);
  if (kind !== 'in-flight') return false;
  return unit === 'transaction' && typeof (error as DriverError).query === 'string' && !isCommit(error);
}

function isCommit(error: unknown): boolean {
  return /^\s*COMMIT\b/i.test(String((error as DriverError).query ?? ''));
}
