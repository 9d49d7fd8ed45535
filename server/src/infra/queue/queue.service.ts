import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { AppConfig } from '../../config/app-config.js';
import { JobName, JobPayloads, JOBS, QueueName } from './queue.types.js';

/** BullMQ's connection options: a fresh ioredis per queue and worker, from REDIS_URL. */
export const bullConnection = (config: AppConfig) => ({ url: config.REDIS_URL, maxRetriesPerRequest: null });

/** Enqueues jobs; job ids, retries and backoff come from JOBS, never from the caller. */
@Injectable()
export class QueueService implements OnApplicationShutdown {
  private readonly logger = new Logger('Queue');
  private readonly queues = new Map<QueueName, Queue>();

  constructor(private readonly config: AppConfig) {}

  /** `delayMs`: run the job no earlier than that many milliseconds from now (a BullMQ delayed job). */
  async enqueue<J extends JobName>(name: J, payload: JobPayloads[J], options: { delayMs?: number } = {}): Promise<void> {
    const job = JOBS[name];
    const jobId = job.jobId(payload)?.replace(/:/g, '-'); // BullMQ reserves ':' in custom ids
    await this.queue(job.queue).add(name, payload, {
      jobId,
      ...(options.delayMs && options.delayMs > 0 ? { delay: Math.ceil(options.delayMs) } : {}),
      attempts: job.attempts,
      backoff: { type: 'exponential', delay: job.baseDelayMs },
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    });
    this.logger.debug({ msg: 'job enqueued', job: name, jobId });
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

  private queue(name: QueueName): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: bullConnection(this.config), prefix: this.config.QUEUE_PREFIX });
      queue.on('error', (error) => this.logger.error({ msg: 'queue error', queue: name, error: error.message }));
      this.queues.set(name, queue);
    }
    return queue;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queue) => queue.close().catch(() => undefined)));
    this.queues.clear();
  }
}
