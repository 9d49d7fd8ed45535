import { DocumentType } from '../../common/enums.js';
import type { MailRequest } from '../mail/mail.types.js';

/** The BullMQ queues; each runs one worker per app instance. */
export enum QueueName {
  MAIL = 'mail',
  /** Booking expiry: one delayed job per deadline. */
  BOOKINGS = 'bookings',
  /** PDFs (invoices, cancellations) rendered and stored after the change that asks for them committed. */
  DOCUMENTS = 'documents',
  /** Payment reconciliation: one delayed job per checkout. */
  PAYMENTS = 'payments',
}

/** Every kind of job; each belongs to one queue and has exactly one handler (checked at boot). */
export enum JobName {
  SEND_MAIL = 'send-mail',
  /** Expires a booking whose hold or payment deadline has passed (a stale job changes nothing). */
  EXPIRE_BOOKING = 'expire-booking',
  /** Renders a booking's document from its current state and stores it under a deterministic key (a redone job overwrites it). */
  GENERATE_DOCUMENT = 'generate-document',
  /** Asks the provider about a checkout after its deadline: paid → fulfilled, else closed (modules/payments). */
  RECONCILE_PAYMENT = 'reconcile-payment',
  /** Gives the money of a booking the back office canceled back, less the cancellation fee (modules/payments). */
  REFUND_BOOKING = 'refund-booking',
}

/** What GENERATE_DOCUMENT renders: INVOICE, CANCELLATION (with the booking's version after the cancel) or BEACH_CHAIR_CANCELLATION. */
export interface GenerateDocumentPayload {
  bookingId: number;
  type: DocumentType.INVOICE | DocumentType.CANCELLATION | DocumentType.BEACH_CHAIR_CANCELLATION;
  /** BEACH_CHAIR_CANCELLATION: the chair booking canceled on its own. */
  beachChairBookingId?: number;
  /** CANCELLATION: the booking's version the cancel committed (a later cancel after a recover is another document). */
  version?: number;
  /** INVOICE: the number issued (by the time the job runs the booking may carry a newer one, after a change). */
  invoiceNumber?: string;
  /** The correction invoice the cancellation issued (the booking was invoiced): the document is that invoice. */
  correctionNumber?: string;
  /** CANCELLATION, BEACH_CHAIR_CANCELLATION: mail the document to the customer, with the chairs the cancel gave up. */
  mail?: { timeZone: string; beachChairBookingIds: number[] };
}

/** The typed payload of each job. Payloads are JSON: dates as ISO strings. */
export interface JobPayloads {
  [JobName.SEND_MAIL]: MailRequest;
  /** The deadline the job was scheduled for, ISO. */
  [JobName.EXPIRE_BOOKING]: { bookingId: number; expiresAt: string };
  [JobName.GENERATE_DOCUMENT]: GenerateDocumentPayload;
  /** The checkout's deadline, ISO. */
  [JobName.RECONCILE_PAYMENT]: { paymentId: number; expiresAt: string };
  /** The booking's version the cancel committed. */
  [JobName.REFUND_BOOKING]: { bookingId: number; version: number };
}

export type JobHandler<J extends JobName> = (payload: JobPayloads[J], attempt: number) => Promise<void>;

interface JobDefinition<J extends JobName> {
  queue: QueueName;
  /** Attempts in all, the first included. */
  attempts: number;
  /** Exponential backoff: the n-th retry waits baseDelayMs * 2^(n-1). */
  baseDelayMs: number;
  /** The job id that makes a second enqueue of the same work a no-op; undefined lets BullMQ number the job. */
  jobId: (payload: JobPayloads[J]) => string | undefined;
}

/** The one place that says where each job runs, how often it is retried and how it is deduplicated. */
export const JOBS: { [J in JobName]: JobDefinition<J> } = {
  [JobName.SEND_MAIL]: {
    queue: QueueName.MAIL,
    attempts: 8, // about 6 minutes of retries with a 3 s base: enough for an SMTP server's restart
    baseDelayMs: 3000,
    jobId: (mail) => (mail.idempotencyKey ? `mail-${mail.idempotencyKey}` : undefined),
  },
  [JobName.EXPIRE_BOOKING]: {
    queue: QueueName.BOOKINGS,
    attempts: 6, // a deadline not reached yet (clock skew) or a database hiccup: retried for about a minute
    baseDelayMs: 1000,
    // One job per booking and deadline: scheduling the same deadline twice is a no-op, a new deadline is a new job.
    jobId: ({ bookingId, expiresAt }) => `expire-${bookingId}-${new Date(expiresAt).getTime()}`,
  },
  [JobName.GENERATE_DOCUMENT]: {
    queue: QueueName.DOCUMENTS,
    attempts: 5, // storage or database hiccups: retried for about half a minute
    baseDelayMs: 2000,
    // A cancellation once per version, a chair's once; an invoice is rendered again on every request (PUT /invoice
    // regenerates it, e.g. after the vendor's invoice data changed) and overwrites its key, so no id.
    jobId: ({ bookingId, type, beachChairBookingId, version }) =>
      type === DocumentType.CANCELLATION
        ? `document-cancellation-${bookingId}-v${version ?? 0}`
        : type === DocumentType.BEACH_CHAIR_CANCELLATION
          ? `document-chair-cancellation-${beachChairBookingId ?? 0}`
          : undefined,
  },
  [JobName.RECONCILE_PAYMENT]: {
    queue: QueueName.PAYMENTS,
    attempts: 8, // a provider that is away: retried for about 20 minutes (5 s base)
    baseDelayMs: 5000,
    // One job per payment and deadline: a deadline pushed (asynchronous methods) is a new job.
    jobId: ({ paymentId, expiresAt }) => `reconcile-payment-${paymentId}-${new Date(expiresAt).getTime()}`,
  },
  [JobName.REFUND_BOOKING]: {
    queue: QueueName.PAYMENTS,
    attempts: 8, // a provider that is away: retried for about 20 minutes (5 s base)
    baseDelayMs: 5000,
    // One refund per cancel: a cancel after a recover is another version, hence another job.
    jobId: ({ bookingId, version }) => `refund-booking-${bookingId}-v${version}`,
  },
};
