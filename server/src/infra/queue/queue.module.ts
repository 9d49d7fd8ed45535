import { Global, Module } from '@nestjs/common';
import { JobHandlers } from './job-handlers.js';
import { QueueService } from './queue.service.js';

/** BullMQ plumbing: QueueService to enqueue, JobHandlers to register the handler of a job. */
@Global()
@Module({ providers: [QueueService, JobHandlers], exports: [QueueService, JobHandlers] })
export class QueueModule {}
