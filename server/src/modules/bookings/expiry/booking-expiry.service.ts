import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { BookingStatus, Language } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { domainErrorFromPg } from '../../../common/errors/pg-errors.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { MailService } from '../../../infra/mail/mail.service.js';
import { MailTemplate } from '../../../infra/mail/mail.types.js';
import { JobHandlers } from '../../../infra/queue/job-handlers.js';
import { QueueService } from '../../../infra/queue/queue.service.js';
import { JobName, JobPayloads } from '../../../infra/queue/queue.types.js';
import { txRows, txSql } from '../../../infra/database/tx-rows.js';
import { BookingAction } from '../booking-state-machine.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { BookingDeadline, BookingDeadlineSubscriber } from './booking-deadlines.js';

import { SYSTEM } from '../actors.js';

/** What one expiry attempt of a booking found. */
export type ExpiryOutcome =
  | { kind: 'EXPIRED'; from: BookingStatus; version: number }
  /** Still OPEN/PENDING but its (possibly pushed) deadline has not come. */
  | { kind: 'NOT_LAPSED'; expiresAt: Date }
  /** Gone, or no longer OPEN/PENDING (paid, confirmed, canceled, expired already). */
  | { kind: 'NOT_EXPIRABLE' };

interface Expired {
  id: number;
  from: BookingStatus;
  version: number;
}

/** Lock the row, then decide: the compare-and-set is "OPEN/PENDING and expires_at <= now()" under the row lock. */
const LOCK_SQL = `
SELECT status, expires_at AS "expiresAt", expires_at <= now() AS lapsed FROM booking WHERE id = $1 FOR UPDATE`;

/** A batch of lapsed bookings no other instance is working on (SKIP LOCKED): several sweepers never block each other. */
const LAPSED_BATCH_SQL = `
SELECT id FROM booking WHERE status IN ('OPEN', 'PENDING') AND expires_at <= now()
 ORDER BY expires_at LIMIT $1 FOR UPDATE SKIP LOCKED`;

/** The lapsed bookings still holding a chair: the ones a customer's add may expire first. */
const LAPSED_HOLDERS_SQL = `
SELECT DISTINCT b.id FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id
 WHERE cb.beach_chair_id = $1 AND b.booking_ref <> $2 AND cb.status IN ('OPEN', 'PENDING') AND b.status IN ('OPEN', 'PENDING')
   AND b.expires_at <= now()`;

/** The chair was taken: by the availability check or by the exclusion constraint (a concurrent or lapsed holder). */
export function isChairTaken(error: unknown): boolean {
  const domain = error instanceof DomainError ? error : domainErrorFromPg(error);
  return domain?.errorType === ErrorType.BEACH_CHAIR_ALREADY_BOOKED;
}

/** Thrown by the job for a deadline that has not come yet (clock skew): BullMQ retries it with backoff. */
class NotLapsedYet extends Error {}

/**
 * Expiry of OPEN holds and unpaid PENDING bookings. Postgres holds the deadline (booking.expires_at); a delayed BullMQ job
 * per booking (scheduled after the commit that set its first deadline or moved it earlier; a job that finds the deadline
 * pushed re-schedules itself) expires the booking on time, the sweeper (BookingSweeper) catches whatever a lost job missed. Both go through the same compare-and-set, so a stale job for a pushed deadline, a job racing
 * the sweeper, or either racing a payment changes nothing twice.
 */
@Injectable()
export class BookingExpiryService implements OnModuleInit {
  private readonly logger = new Logger('BookingExpiry');

  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly queue: QueueService,
    private readonly handlers: JobHandlers,
    private readonly transitions: BookingTransitionsService,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.handlers.register(JobName.EXPIRE_BOOKING, (payload) => this.onJob(payload));
    this.db.subscribers.push(new BookingDeadlineSubscriber((deadlines) => this.schedule(deadlines)));
  }

  /** A delayed job for each deadline (job id from booking and deadline: scheduling twice is a no-op). Never throws: the sweeper is the safety net. */
  async schedule(deadlines: BookingDeadline[]): Promise<void> {
    for (const { bookingId, expiresAt } of deadlines) {
      try {
        await this.enqueue(bookingId, expiresAt);
      } catch (error) {
        this.logger.warn({
          msg: 'expiry job not scheduled; the sweeper will expire the booking',
          bookingId,
          error: (error as Error).message,
        });
      }
    }
  }

  /**
   * The EXPIRE_BOOKING job, one per booking: expires a lapsed booking; finds the deadline pushed (a later expires_at: cart
   * changes do not schedule jobs) and re-schedules itself for it; a booking that moved on (or whose deadline moved
   * earlier: that change scheduled its own job) changes nothing.
   */
  async onJob({ bookingId, expiresAt }: JobPayloads[JobName.EXPIRE_BOOKING]): Promise<void> {
    const outcome = await this.expireIfLapsed(bookingId);
    if (outcome.kind !== 'NOT_LAPSED') return;
    const due = new Date(expiresAt).getTime();
    // The current deadline, just not reached by the database's clock yet: retried by BullMQ.
    if (outcome.expiresAt.getTime() === due) throw new NotLapsedYet(`Booking ${bookingId} has not lapsed yet`);
    // Pushed: the job follows the deadline (an enqueue error fails the job, BullMQ retries it; the sweeper is the net).
    if (outcome.expiresAt.getTime() > due) await this.enqueue(bookingId, outcome.expiresAt);
  }

  private enqueue(bookingId: number, expiresAt: Date): Promise<void> {
    return this.queue.enqueue(
      JobName.EXPIRE_BOOKING,
      { bookingId, expiresAt: expiresAt.toISOString() },
      { delayMs: expiresAt.getTime() - Date.now() },
    );
  }

  /** EXPIRE the booking if it is still OPEN/PENDING and its deadline has passed, in one transaction; then the mail. */
  async expireIfLapsed(bookingId: number, details: Record<string, unknown> = {}): Promise<ExpiryOutcome> {
    const outcome = await this.db.transaction(async (m): Promise<ExpiryOutcome> => {
      const [row] = await txRows<{ status: BookingStatus; expiresAt: Date | null; lapsed: boolean | null }>(m, LOCK_SQL, [bookingId]);
      if (!row || (row.status !== BookingStatus.OPEN && row.status !== BookingStatus.PENDING) || !row.expiresAt)
        return { kind: 'NOT_EXPIRABLE' };
      if (!row.lapsed) return { kind: 'NOT_LAPSED', expiresAt: row.expiresAt };
      const done = await this.expireLocked(m, bookingId, row.expiresAt, details);
      return { kind: 'EXPIRED', from: done.from, version: done.version };
    });
    return outcome;
  }

  /**
   * The sweeper's pass: expires every lapsed booking in batches of `batchSize`, each batch one transaction over rows
   * locked with SKIP LOCKED (another instance's sweep or a running job/transition keeps its rows). Answers how many.
   */
  async sweep(batchSize = 100): Promise<number> {
    let total = 0;
    for (;;) {
      const expired = await this.db.transaction(async (m) => {
        const rows = await txRows<{ id: number }>(m, LAPSED_BATCH_SQL, [batchSize]);
        for (const { id } of rows) await this.expireLocked(m, id, null, { by: 'sweeper' });
        return rows;
      });
      total += expired.length;
      if (expired.length < batchSize) return total;
    }
  }

  /**
   * Expires the lapsed bookings that still hold this chair (a lost job, not swept yet); answers how many. A customer's
   * add that found the chair taken tries again once after this, so a lapsed hold never blocks a chair.
   */
  async expireLapsedHoldersOf(beachChairId: number, exceptBookingRef: string): Promise<number> {
    const rows = await this.sql.rows<{ id: number }>('booking_lapsed_holders', LAPSED_HOLDERS_SQL, [beachChairId, exceptBookingRef]);
    let expired = 0;
    for (const { id } of rows) if ((await this.expireIfLapsed(id, { by: 'lapsed-holder', beachChairId })).kind === 'EXPIRED') expired++;
    return expired;
  }

  /** The transition itself, on a row this transaction has locked and found lapsed, and its mail queued in the same transaction. */
  private async expireLocked(m: EntityManager, bookingId: number, expiresAt: Date | null, details: Record<string, unknown>) {
    const done = await this.transitions.transitionIn(m, bookingId, BookingAction.EXPIRE, SYSTEM, {
      ...(expiresAt ? { expiresAt: expiresAt.toISOString() } : {}),
      ...details,
    });
    await this.notifyIn(m, { id: bookingId, from: done.from, version: done.version });
    return done;
  }

  /** The BOOKING_EXPIRED mail to the customer, in the booking's language, queued in the expiry's transaction; none without a customer. */
  private async notifyIn(m: EntityManager, { id, from, version }: Expired): Promise<void> {
    const q = txSql(m);
    const [b] = await q.rows<{ bookingRef: string; language: Language; email: string | null; firstName: string | null }>(
      'booking_expired_mail',
      `SELECT b.booking_ref AS "bookingRef", b.language, c.email, c.first_name AS "firstName"
         FROM booking b LEFT JOIN customer c ON c.id = b.customer_id WHERE b.id = $1`,
      [id],
    );
    if (!b?.email) return;
    const chairs = await q.rows<{ label: string; start: Date; end: Date }>(
      'booking_expired_mail_chairs',
      `SELECT c.public_number AS label, cb.start, cb."end" FROM beach_chair_booking cb JOIN beach_chair c ON c.id = cb.beach_chair_id
        WHERE cb.booking_id = $1 AND cb.status <> 'CANCELED' ORDER BY cb.start, cb.id`,
      [id],
    );
    await this.mail.sendIn(m, {
      to: b.email,
      template: MailTemplate.BOOKING_EXPIRED,
      language: b.language,
      // The stored end is exclusive (next day 00:00): the mail shows the last day.
      data: {
        firstName: b.firstName,
        bookingRef: b.bookingRef,
        unpaid: from === BookingStatus.PENDING,
        chairs: chairs.map((c) => ({ label: c.label, start: c.start.toISOString(), end: new Date(c.end.getTime() - 1).toISOString() })),
      },
      idempotencyKey: `booking-expired-${id}-${version}`,
    });
  }
}
