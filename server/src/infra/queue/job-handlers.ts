import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Job, Worker } from 'bullmq';
import { AppConfig } from '../../config/app-config.js';
import { bullConnection } from './queue.service.js';
import { JobHandler, JobName, JobPayloads, JOBS, QueueName } from './queue.types.js';

/**
 * The handlers of every job and the workers that run them. Modules register their handlers in onModuleInit;
 * at bootstrap every job must have exactly one, then one worker per queue starts. Shutdown (SIGTERM, app.close())
 * lets running jobs finish before the workers close.
 */
@Injectable()
export class JobHandlers implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();
  private readonly workers: Worker[] = [];

  constructor(private readonly config: AppConfig) {}

  register<J extends JobName>(name: J, handler: JobHandler<J>): void {
    if (this.handlers.has(name)) throw new Error(`Job ${name} has two handlers`);
    this.handlers.set(name, handler as JobHandler<JobName>);
  }

  onApplicationBootstrap(): void {
    const missing = Object.values(JobName).filter((name) => !this.handlers.has(name));
    if (missing.length) throw new Error(`Jobs without a handler: ${missing.join(', ')}`);
    for (const queue of Object.values(QueueName)) {
      const worker = new Worker(queue, (job: Job) => this.run(job), {
        connection: bullConnection(this.config),
        prefix: this.config.QUEUE_PREFIX,
        concurrency: 5,
      });
      worker.on('failed', (job, error) =>
        this.logger.warn({ msg: 'job failed', queue, job: job?.name, jobId: job?.id, attempt: job?.attemptsMade, error: error.message }),
      );
      worker.on('error', (error) => this.logger.error({ msg: 'worker error', queue, error: error.message }));
      this.workers.push(worker);
    }
  }

  private async run(job: Job): Promise<void> {
    const name = job.name as JobName;
    const handler = this.handlers.get(name);
    if (!handler || JOBS[name]?.queue !== job.queueName) throw new Error(`No handler for job ${job.name} on ${job.queueName}`);
    await handler(job.data as JobPayloads[JobName], job.attemptsMade + 1);
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.close().catch(() => undefined)));
    this.workers.length = 0;
  }
}
