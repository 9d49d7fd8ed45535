import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { MailService } from './mail.service.js';
import { MailTransport, OutboxMailTransport, SmtpMailTransport } from './mail.transport.js';

/** mail.send({ to, template, language, data }) for every module; SMTP when SMTP_HOST is set, the outbox otherwise. */
@Global()
@Module({
  providers: [
    MailService,
    {
      provide: MailTransport,
      inject: [AppConfig],
      useFactory: (config: AppConfig): MailTransport =>
        config.SMTP_HOST ? new SmtpMailTransport(config) : new OutboxMailTransport(config),
    },
  ],
  exports: [MailService],
})
export class MailModule {}
