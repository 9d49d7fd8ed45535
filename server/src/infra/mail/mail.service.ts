import { Injectable, Logger, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { DataSource, type EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config.js';
import { JobHandlers } from '../queue/job-handlers.js';
import { QueueService } from '../queue/queue.service.js';
import { JobName } from '../queue/queue.types.js';
import { MailTransport } from './mail.transport.js';
import { MailRequest, MailTemplate } from './mail.types.js';
import { renderMail } from './templates.js';

/** Sending a mail is one call: it is queued, then rendered and delivered by the mail worker with retries. */
@Injectable()
export class MailService implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly config: AppConfig,
    private readonly queue: QueueService,
    private readonly handlers: JobHandlers,
    private readonly transport: MailTransport,
    private readonly db: DataSource,
  ) {}

  send<T extends MailTemplate>(request: MailRequest<T>): Promise<void> {
    return this.queue.enqueue(JobName.SEND_MAIL, request);
  }

  /** The mail of a change, queued inside the change's transaction (QueueService.enqueueIn): sent once it commits, never without it. */
  sendIn<T extends MailTemplate>(m: EntityManager, request: MailRequest<T>): Promise<void> {
    return this.queue.enqueueIn(m, JobName.SEND_MAIL, request);
  }

  onModuleInit(): void {
    this.handlers.register(JobName.SEND_MAIL, (request, attempt) => this.deliver(request, attempt));
  }

  /** The SEND_MAIL job: render in the recipient's language, then deliver; a permanent SMTP refusal is not retried. */
  private async deliver(request: MailRequest, attempt: number): Promise<void> {
    const key = request.idempotencyKey;
    // A job run again after its mail went out (its completion lost with Redis or a stopped process) sends nothing.
    if (key && (await this.db.query<unknown[]>(`SELECT 1 FROM sent_mail WHERE idempotency_key = $1`, [key])).length) {
      this.logger.log({ msg: 'mail already sent', template: request.template, attempt });
      return;
    }
    const rendered = renderMail(request.template, request.language, request.data, this.config.PUBLIC_BASE_URL);
    try {
      await this.transport.send({ ...rendered, to: request.to, template: request.template, attachments: request.attachments });
    } catch (error) {
      const code = (error as { responseCode?: number }).responseCode;
      this.logger.warn({
        msg: 'mail not delivered',
        template: request.template,
        attempt,
        responseCode: code,
        error: (error as Error).message,
      });
      if (code !== undefined && code >= 500) throw new UnrecoverableError(`SMTP refused the mail: ${code}`);
      throw error;
    }
    if (key) await this.recordSent(key, request.template);
  }

  /** The mail went out: a failure to note it is logged, not thrown (a retry would send it again). */
  private async recordSent(key: string, template: string): Promise<void> {
    try {
      await this.db.query(`INSERT INTO sent_mail (idempotency_key, template) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [key, template]);
    } catch (error) {
      this.logger.warn({ msg: 'mail sent but not noted as sent', template, error: (error as Error).message });
    }
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
