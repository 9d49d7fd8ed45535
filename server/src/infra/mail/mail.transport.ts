import { Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createTransport } from 'nodemailer';
import { AppConfig } from '../../config/app-config.js';
import type { MailAttachment, RenderedMail } from './mail.types.js';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The template's name, used in the outbox file name and the headers. */
  template: string;
  attachments?: MailAttachment[];
}

/** Delivers a rendered mail: over SMTP when SMTP_HOST is set, into the local outbox folder otherwise. */
export abstract class MailTransport {
  abstract send(mail: OutgoingMail): Promise<void>;
  abstract close(): void;
}

const message = (config: AppConfig, mail: OutgoingMail) => ({
  from: config.MAIL_FROM,
  to: mail.to,
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
  headers: { 'X-Strandkorb-Template': mail.template },
  attachments: mail.attachments?.map((a) => ({
    filename: a.filename,
    contentType: a.contentType,
    content: a.content,
    ...(a.encoding ? { encoding: a.encoding } : {}),
  })),
});

export class SmtpMailTransport extends MailTransport {
  private readonly transporter;

  constructor(private readonly config: AppConfig) {
    super();
    this.transporter = createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_PORT === 465, // implicit TLS on 465; STARTTLS whenever the server offers it otherwise
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } : undefined,
      connectionTimeout: 15_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transporter.sendMail(message(this.config, mail));
  }

  close(): void {
    this.transporter.close();
  }
}

/** One .eml file per mail under ${DATA_DIR}/outbox, so the demo works without a mail server. */
export class OutboxMailTransport extends MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  readonly folder: string;

  constructor(private readonly config: AppConfig) {
    super();
    this.folder = resolve(config.DATA_DIR, 'outbox');
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail(message(this.config, mail));
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = resolve(this.folder, `${stamp}-${mail.template.toLowerCase()}-${randomBytes(4).toString('hex')}.eml`);
    await mkdir(this.folder, { recursive: true });
    await writeFile(file, info.message as Buffer);
    this.logger.log({ msg: 'mail written to the outbox', file, template: mail.template });
  }

  close(): void {
    this.transporter.close();
  }
}
