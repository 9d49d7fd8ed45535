import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { txRows } from '../database/tx-rows.js';
import { RedisState } from '../redis/redis-state.js';
import { AfterCommitSubscriber, onCommit } from './after-commit.js';
import {
  OUTBOX_CLAIM_SQL,
  OUTBOX_DELETE_SQL,
  OUTBOX_FAILED_SQL,
  OUTBOX_INSERT_SQL,
  OUTBOX_SAVE_SQL,
  OutboxRow,
  within,
} from './job-outbox.js';
import { JobName, JobPayloads, JOBS, QueueName } from './queue.types.js';

/**
 * BullMQ's connection options: a fresh ioredis per queue and worker, from REDIS_URL. After an outage they reconnect
 * within a few seconds (BullMQ's own default backs off to 20 s).
 */
export const bullConnection = (config: AppConfig) => ({
  url: config.REDIS_URL,
  maxRetriesPerRequest: null,
  retryStrategy: (times: number) => Math.min(times * 500, 3000),
});

/** How long a request waits for Redis to take a job before the job goes to the outbox (job_outbox) instead. */
export const ENQUEUE_TIMEOUT_MS = 1500;

/**
 * Enqueues jobs; job ids, retries and backoff come from JOBS, never from the caller. A request never waits for an absent
 * Redis: the producer connections fail fast (no offline queue) or time out (ENQUEUE_TIMEOUT_MS), and the job is kept in
 * the database's job outbox, which drainOutbox() moves to the queue when Redis is back.
 */
@Injectable()
export class QueueService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly queues = new Map<QueueName, Queue>();
  private timer?: NodeJS.Timeout;
  private draining?: Promise<number>;

  constructor(
    private readonly config: AppConfig,
    private readonly db: DataSource,
    private readonly redis: RedisState,
  ) {
    // onCommit(): work noted inside a transaction runs once it commits (enqueueIn's hand-over to Redis too).
    if (!this.db.subscribers.some((s) => s instanceof AfterCommitSubscriber)) this.db.subscribers.push(new AfterCommitSubscriber());
  }

  /**
   * `delayMs`: run the job no earlier than that many milliseconds from now (a BullMQ delayed job). Resolves once the job
   * is on its queue or in the outbox; rejects only when neither Redis nor the database took it.
   */
  async enqueue<J extends JobName>(name: J, payload: JobPayloads[J], options: { delayMs?: number } = {}): Promise<void> {
    const { jobId, runAt } = this.identify(name, payload, options);
    try {
      await this.add(name, payload, jobId, runAt);
      this.logger.debug({ msg: 'job enqueued', job: name, jobId });
    } catch (error) {
      const reason = (error as Error).message;
      await this.db.query(OUTBOX_SAVE_SQL, [this.config.QUEUE_PREFIX, name, jobId, JSON.stringify(payload), runAt, reason]);
      this.logger.warn({ msg: 'job kept in the outbox until Redis answers', job: name, jobId, error: reason });
    }
  }

  /**
   * Queues the job inside the transaction of `m` (the transactional outbox): its job_outbox row commits with the change
   * it follows, or rolls back with it. Once committed the job is handed to Redis at once and its row deleted; should that
   * fail, or the commit's answer be lost (a dropped connection after COMMIT), the drain moves the row later (drainOutbox,
   * every QUEUE_OUTBOX_SWEEP_SECONDS where workers run). A job whose id waits in the outbox already is not queued twice.
   */
  async enqueueIn<J extends JobName>(
    m: EntityManager,
    name: J,
    payload: JobPayloads[J],
    options: { delayMs?: number } = {},
  ): Promise<void> {
    const { jobId, runAt } = this.identify(name, payload, options);
    const [row] = await txRows<{ id: string }>(m, OUTBOX_INSERT_SQL, [
      this.config.QUEUE_PREFIX,
      name,
      jobId,
      JSON.stringify(payload),
      runAt,
      null,
    ]);
    if (row) onCommit(m, () => void this.publish(row.id, name, payload, jobId, runAt));
  }

  /**
   * After the commit: the job to Redis, then its outbox row gone, as the drain does it for one row (claimed with SKIP
   * LOCKED: a drain that holds it does the work). A row that is not there was rolled back with a savepoint, or moved
   * already. A failure leaves the row to the drain (logged, never thrown).
   */
  private async publish(id: string, name: JobName, payload: unknown, jobId: string, runAt: Date): Promise<void> {
    try {
      await this.db.transaction(async (m) => {
        const [row] = await m.query<{ id: string }[]>(`SELECT id FROM job_outbox WHERE id = $1 FOR UPDATE SKIP LOCKED`, [id]);
        if (!row) return;
        await this.add(name, payload, jobId, runAt);
        await m.query(OUTBOX_DELETE_SQL, [id]);
      });
      this.logger.debug({ msg: 'job enqueued', job: name, jobId });
    } catch (error) {
      this.logger.warn({ msg: 'job waits in the outbox for the drain', job: name, jobId, error: (error as Error).message });
    }
  }

  /** Every job gets its id now (JOBS' id, else a random one): the same id in the outbox and in a late Redis runs it once. */
  private identify<J extends JobName>(name: J, payload: JobPayloads[J], options: { delayMs?: number }): { jobId: string; runAt: Date } {
    const jobId = (JOBS[name].jobId(payload) ?? `${name}-${randomUUID()}`).replace(/:/g, '-'); // BullMQ reserves ':' in custom ids
    return { jobId, runAt: new Date(Date.now() + Math.max(0, options.delayMs ?? 0)) };
  }

  /**
   * enqueue() for work that follows a change already committed: a failure is logged, never thrown, because the change
   * stands and the work has another way back (its next trigger, a retry from the back office, a sweeper).
   */
  async enqueueAfterCommit<J extends JobName>(name: J, payload: JobPayloads[J], options: { delayMs?: number } = {}): Promise<void> {
    try {
      await this.enqueue(name, payload, options);
    } catch (error) {
      this.logger.warn({ msg: 'job not enqueued', job: name, payload, error: (error as Error).message });
    }
  }

  /**
   * Moves the outbox's jobs of this deployment (QUEUE_PREFIX) to their queues, oldest first, in batches locked with SKIP
   * LOCKED; stops at the first job Redis does not take (it is still away). Answers how many jobs were moved.
   */
  async drainOutbox(batchSize = 100): Promise<number> {
    let moved = 0;
    for (;;) {
      const batch = await this.db.transaction(async (m) => {
        const rows = await m.query<OutboxRow[]>(OUTBOX_CLAIM_SQL, [this.config.QUEUE_PREFIX, batchSize]);
        let done = 0;
        for (const row of rows) {
          try {
            await this.add(row.name as JobName, row.payload, row.jobId, new Date(row.runAt));
          } catch (error) {
            await m.query(OUTBOX_FAILED_SQL, [row.id, (error as Error).message]);
            return { done, more: false };
          }
          await m.query(OUTBOX_DELETE_SQL, [row.id]);
          done++;
        }
        return { done, more: rows.length === batchSize };
      });
      moved += batch.done;
      if (!batch.more) return moved;
    }
  }

  /** The periodic drain runs where the workers run (APP_ROLE all or worker); an api process only fills the outbox. */
  onApplicationBootstrap(): void {
    const seconds = this.config.QUEUE_OUTBOX_SWEEP_SECONDS;
    if (!seconds || !this.config.runsBackgroundWork) return;
    this.timer = setInterval(() => void this.tick(), seconds * 1000);
    this.timer.unref();
  }

  /** One drain, unless the previous one is still running. */
  private tick(): Promise<number> {
    this.draining ??= this.drainOutbox()
      .then((count) => (count && this.logger.log({ msg: 'jobs moved from the outbox to their queues', count }), count))
      .catch((error: Error) => (this.logger.error({ msg: 'outbox drain failed', error: error.message }), 0))
      .finally(() => (this.draining = undefined));
    return this.draining;
  }

  private async add(name: JobName, payload: unknown, jobId: string, runAt: Date): Promise<void> {
    const job = JOBS[name];
    if (!job) throw new Error(`Unknown job ${name}`);
    const delay = runAt.getTime() - Date.now();
    await within(
      ENQUEUE_TIMEOUT_MS,
      this.queue(job.queue).add(name, payload, {
        jobId,
        ...(delay > 0 ? { delay: Math.ceil(delay) } : {}),
        attempts: job.attempts,
        backoff: { type: 'exponential', delay: job.baseDelayMs },
        removeOnComplete: { age: 24 * 3600, count: 1000 },
        removeOnFail: { age: 7 * 24 * 3600 },
      }),
      `enqueueing ${name}`,
    );
  }

  /** Jobs waiting, active, failed and delayed per queue (the strandkorb_queue_jobs gauge, read when scraped). */
  async jobCounts(): Promise<{ queue: string; waiting: number; active: number; failed: number; delayed: number }[]> {
    return Promise.all(
      Object.values(QueueName).map(async (name) => {
        const c = await this.queue(name).getJobCounts('waiting', 'active', 'failed', 'delayed');
        return { queue: name, waiting: c.waiting ?? 0, active: c.active ?? 0, failed: c.failed ?? 0, delayed: c.delayed ?? 0 };
      }),
    );
  }

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      // No offline queue: while Redis is away an add fails at once instead of waiting for the reconnect.
      queue = new Queue(name, {
        connection: { ...bullConnection(this.config), enableOfflineQueue: false },
        prefix: this.config.QUEUE_PREFIX,
      });
      // A lost connection is RedisState's to log (once an outage); anything else is this queue's.
      queue.on('error', (error) => {
        if (!this.redis.connectionError(error, `queue ${name}`))
          this.logger.error({ msg: 'queue error', queue: name, error: error.message });
      });
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.draining;
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
    this.queues.clear();
  }
}
