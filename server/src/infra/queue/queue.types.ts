import type { MailRequest } from '../mail/mail.types.js';

/** The BullMQ queues; each runs one worker per app instance. */
export enum QueueName {
  MAIL = 'mail',
  /** Booking expiry: one delayed job per deadline. */
  BOOKINGS = 'bookings',
}

/** Every kind of job; each belongs to one queue and has exactly one handler (checked at boot). */
export enum JobName {
  SEND_MAIL = 'send-mail',
  /** Expires a booking whose hold or payment deadline has passed (a stale job changes nothing). */
  EXPIRE_BOOKING = 'expire-booking',
}

/** The typed payload of each job. Payloads are JSON: dates as ISO strings. */
export interface JobPayloads {
  [JobName.SEND_MAIL]: MailRequest;
  /** The deadline the job was scheduled for, ISO. */
  [JobName.EXPIRE_BOOKING]: { bookingId: number; expiresAt: string };
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
};
