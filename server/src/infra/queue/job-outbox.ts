/**
 * The job outbox (table job_outbox). The follow-ups of a change (its mail, document, refund) are written here inside the
 * change's own transaction (QueueService.enqueueIn), so they commit or roll back with it, and handed to Redis right
 * after the commit. Also a job whose enqueue failed (Redis away, or no answer within ENQUEUE_TIMEOUT_MS)
 * waits here, and QueueService.drainOutbox() moves it to its queue once Redis answers again (every
 * QUEUE_OUTBOX_SWEEP_SECONDS on each instance; instances of one deployment share the rows through SKIP LOCKED, other
 * deployments' rows (another QUEUE_PREFIX) are never touched). The job keeps its BullMQ id, so one that a late Redis
 * took after all is not run twice.
 */
export const OUTBOX_SAVE_SQL = `
INSERT INTO job_outbox (queue_prefix, name, job_id, payload, run_at, last_error) VALUES ($1, $2, $3, $4, $5, $6)
ON CONFLICT (queue_prefix, job_id) DO NOTHING`;

/** OUTBOX_SAVE_SQL answering the new row's id (none when the job, by its id, waits here already). */
export const OUTBOX_INSERT_SQL = `${OUTBOX_SAVE_SQL} RETURNING id`;

export const OUTBOX_CLAIM_SQL = `
SELECT id, name, job_id AS "jobId", payload, run_at AS "runAt" FROM job_outbox
 WHERE queue_prefix = $1 ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`;

export const OUTBOX_DELETE_SQL = `DELETE FROM job_outbox WHERE id = $1`;

export const OUTBOX_FAILED_SQL = `UPDATE job_outbox SET attempts = attempts + 1, last_error = $2 WHERE id = $1`;

export interface OutboxRow {
  id: string;
  name: string;
  jobId: string;
  payload: unknown;
  runAt: Date;
}

/** Rejects with "timed out" when `work` has not settled within `ms` (the work itself goes on). */
export function within<T>(ms: number, work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
