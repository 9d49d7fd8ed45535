import type { DataSource, EntityManager } from 'typeorm';
import { isUncommittedConnectionLoss } from '../../common/errors/connection-loss.js';

/** 40P01 deadlock_detected, 40001 serialization_failure: PostgreSQL rolled the transaction back; running it again may well succeed. */
export function isTransientTxError(error: unknown): boolean {
  const code = ((error as { driverError?: { code?: string } }).driverError ?? (error as { code?: string }))?.code;
  return code === '40P01' || code === '40001';
}

/**
 * Runs `run` (a whole transaction or one self-contained statement) and, when PostgreSQL aborted it as a deadlock victim
 * or for a serialization failure, runs it again, up to `attempts` times in all. A lost database connection is run again
 * once, when it certainly left nothing committed (isUncommittedConnectionLoss): for a `transaction` any loss before its
 * COMMIT, for a `statement` (autocommit) one that was never sent or that the server aborted. What still fails is the
 * caller's error: the exceptions filter answers it as 409 CONCURRENT_MODIFICATION or 503 SERVICE_UNAVAILABLE, never 500.
 */
export async function withTxRetry<T>(run: () => Promise<T>, attempts = 3, unit: 'transaction' | 'statement' = 'transaction'): Promise<T> {
  let connectionRetried = false;
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (!connectionRetried && isUncommittedConnectionLoss(error, unit)) {
        connectionRetried = true;
        attempt--; // a connection's retry does not spend a deadlock's
        // A moment for the pool to drop its other dead connections (their 'error' events) before it hands one out.
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      if (attempt >= attempts || !isTransientTxError(error)) throw error;
    }
  }
}

/**
 * `db.transaction(run)` under withTxRetry (3 attempts, unit 'transaction'): the whole of `run` runs again on a deadlock,
 * a serialization failure or a connection lost before COMMIT, so `run` acts outside the database only through onCommit.
 */
// Rule: use it for transactions that may deadlock or fail to serialize (chair locks, booking/payment rows); else db.transaction.
export function transactionWithRetry<T>(db: DataSource, run: (m: EntityManager) => Promise<T>): Promise<T> {
  return withTxRetry(() => db.transaction(run));
}
