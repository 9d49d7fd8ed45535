import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { AppConfig } from '../../config/app-config.js';
import { RedisState } from '../redis/redis-state.js';
import { bullConnection } from './queue.service.js';
import { JobHandler, JobName, JobPayloads, JOBS, QueueName } from './queue.types.js';

/** How long a worker may take to close at shutdown. */
const WORKER_CLOSE_MS = 5000;

/**
 * The handlers of every job and the workers that run them. Modules register their handlers in onModuleInit;
 * at bootstrap every job must have exactly one, then one worker per queue starts, unless APP_ROLE=api (that process
 * only enqueues; a worker process runs the jobs). Shutdown (SIGTERM, app.close()) lets running jobs finish before the
 * workers close.
 */
@Injectable()
export class JobHandlers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();
  private readonly workers: Worker[] = [];

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisState,
  ) {}

  register<J extends JobName>(name: J, handler: JobHandler<J>): void {
    if (this.handlers.has(name)) throw new Error(`Job ${name} has two handlers`);
    this.handlers.set(name, handler as JobHandler<JobName>);
  }

  onApplicationBootstrap(): void {
    const missing = Object.values(JobName).filter((name) => !this.handlers.has(name));
    if (missing.length) throw new Error(`Jobs without a handler: ${missing.join(', ')}`);
    if (!this.config.runsBackgroundWork) {
      this.logger.log({ msg: `APP_ROLE=${this.config.APP_ROLE}: no queue workers; jobs are enqueued for the worker processes` });
      return;
    }
    for (const queue of Object.values(QueueName)) {
      const worker = new Worker(queue, (job: Job) => this.run(job), {
        connection: bullConnection(this.config),
        prefix: this.config.QUEUE_PREFIX,
        concurrency: 5,
      });
      worker.on('failed', (job, error) =>
        this.logger.warn({ msg: 'job failed', queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, error: error.message }),
      );
      // A lost connection is RedisState's to log (once an outage); anything else is this worker's.
      worker.on('error', (error) => {
        if (!this.redis.connectionError(error, `worker ${queue}`)) this.logger.error({ msg: 'worker error', queue, error: error.message });
      });
      this.workers.push(worker);
    }
  }

  private async run(job: Job): Promise<void> {
    const name = job.name as JobName;
    const handler = this.handlers.get(name);
    if (!handler || JOBS[name]?.queue !== (job.queueName as QueueName))
      throw new Error(`No handler for job ${job.name} on ${job.queueName}`);
    await handler(job.data as JobPayloads[JobName], job.attemptsMade + 1);
  }

  /**
   * Lets running jobs finish for up to WORKER_CLOSE_MS, then lets go: a worker whose blocking connection is still
   * waiting to reconnect after a Redis outage would otherwise hold the shutdown forever. A job cut off is retried
   * by another instance (BullMQ's stalled-job check).
   */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => this.closeWithin(worker, WORKER_CLOSE_MS)));
    this.workers.length = 0;
  }

  private async closeWithin(worker: Worker, ms: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), ms)));
    const closed = await Promise.race([worker.close().catch(() => undefined), late]);
    clearTimeout(timer);
    if (closed !== 'late') return;
    this.logger.warn({ msg: 'worker did not close in time; disconnected', queue: worker.name, ms });
    await Promise.race([worker.disconnect().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  }
}
