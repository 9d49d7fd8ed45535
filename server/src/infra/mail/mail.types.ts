import type { Language } from '../../common/enums.js';

/** Every mail the platform sends; each has a German and an English text in templates.ts. */
export enum MailTemplate {
  CONFIRM_EMAIL = 'CONFIRM_EMAIL',
  RESET_PASSWORD = 'RESET_PASSWORD',
  /** Someone registered with an address that has an account already. */
  ACCOUNT_EXISTS = 'ACCOUNT_EXISTS',
  /** A booking to be paid by bank transfer: what to transfer, where, by when. */
  BOOKING_BANK_TRANSFER = 'BOOKING_BANK_TRANSFER',
}

/** What each template needs; links are built from PUBLIC_BASE_URL when the mail is rendered. */
export interface MailTemplateData {
  [MailTemplate.CONFIRM_EMAIL]: { firstName: string | null; token: string; expiresAt: string };
  [MailTemplate.RESET_PASSWORD]: { firstName: string | null; token: string; expiresAt: string };
  [MailTemplate.ACCOUNT_EXISTS]: { firstName: string | null };
  [MailTemplate.BOOKING_BANK_TRANSFER]: {
    firstName: string | null;
    bookingRef: string;
    /** Chair number (or id) and period, ISO dates. */
    chairs: { label: string; start: string; end: string }[];
    totalCents: number;
    bank: { accountHolder?: string; iban?: string; bic?: string; reference: string };
    deadline: string;
  };
}

/** One mail to send: `mail.send({ to, template, language, data })`. */
export interface MailRequest<T extends MailTemplate = MailTemplate> {
  to: string;
  template: T;
  language: Language;
  data: MailTemplateData[T];
  /** Makes sending the same mail twice a no-op (e.g. `confirm-<tokenId>`); without it every call sends. */
  idempotencyKey?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}
