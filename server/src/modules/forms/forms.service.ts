import { Injectable } from '@nestjs/common';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import { Language } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AppConfig } from '../../config/app-config.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { MailTemplate, type MailAttachment } from '../../infra/mail/mail.types.js';
import { detectUpload } from '../inventory/index.js';
import type { FormKind, FormSubmissionDto } from './forms.dto.js';

const ATTACHMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];

/** A file name safe for a mail header: no path, no control characters, at most 100 characters. */
const safeName = (name: string | undefined, extension: string) => {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(-100);
  return base || `attachment.${extension}`;
};

/** The storefront's contact and vendor forms: one mail to OPERATOR_EMAIL through the mail queue. */
@Injectable()
export class FormsService {
  constructor(
    private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  async submit(kind: FormKind, form: FormSubmissionDto, upload: UploadedMultipartFile | undefined): Promise<void> {
    const attachment = upload?.buffer?.length ? this.attachment(upload) : undefined;
    await this.mail.send({
      to: this.config.OPERATOR_EMAIL,
      template: MailTemplate.FORM_SUBMISSION,
      language: Language.DE,
      data: { kind, name: form.name, email: form.email, body: form.body, attachmentName: attachment?.filename ?? null },
      attachments: attachment ? [attachment] : undefined,
    });
  }

  /** PDF or image, told by its bytes (the name's extension must agree); anything else is a 415. */
  private attachment(upload: UploadedMultipartFile & { buffer?: Buffer }): MailAttachment {
    const buffer = upload.buffer!;
    const type = detectUpload(buffer, upload.originalname ?? '', 'file');
    if (!ATTACHMENT_TYPES.includes(type.mimeType)) {
      throw new DomainError(ErrorType.UNSUPPORTED_FILE_TYPE, `The attachment must be a PDF, PNG, JPEG or WebP, not ${type.mimeType}`, {
        allowed: ATTACHMENT_TYPES,
        reason: `content is ${type.mimeType}`,
      });
    }
    return {
      filename: safeName(upload.originalname, type.extension),
      contentType: type.mimeType,
      content: buffer.toString('base64'),
      encoding: 'base64',
    };
  }
}
