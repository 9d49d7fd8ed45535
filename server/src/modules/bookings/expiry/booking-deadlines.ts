import type { EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { txRows } from '../../../infra/database/tx-rows.js';
import { paymentDeadline } from '../payment-deadline.js';

/** A booking whose expires_at was set (to `expiresAt`) by a transaction. */
export interface BookingDeadline {
  bookingId: number;
  expiresAt: Date;
}

const PENDING_DEADLINES = 'bookingDeadlines';

type Scheduler = (deadlines: BookingDeadline[]) => Promise<void>;

/**
 * Runs the expiry scheduler after the commit of a transaction that set deadlines (never before: a rolled-back change
 * must not schedule anything, and a job must not run before the row it checks is visible). One per DataSource (app).
 */
export class BookingDeadlineSubscriber implements EntitySubscriberInterface {
  constructor(readonly schedule: Scheduler) {}

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return; // a savepoint was released; the outer transaction may still roll back
    const deadlines = take(queryRunner);
    // Not awaited: the request does not wait for Redis (nor hang while it is away); schedule() never throws.
    if (deadlines.length) void this.schedule(deadlines);
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) take(queryRunner);
  }
}

function take(queryRunner: QueryRunner): BookingDeadline[] {
  const deadlines = (queryRunner.data?.[PENDING_DEADLINES] as BookingDeadline[] | undefined) ?? [];
  if (queryRunner.data) delete queryRunner.data[PENDING_DEADLINES];
  return deadlines;
}

/**
 * Notes that the booking's `expires_at` is now `expiresAt` (from the statement's RETURNING): once the caller's
 * transaction commits, a delayed EXPIRE_BOOKING job is scheduled for it. Outside a transaction it is scheduled at once.
 * A null deadline (or a booking that is not OPEN/PENDING, when `status` is given) schedules nothing.
 *
 * One job per booking, not one per change: with `previous` (the expires_at the same statement replaced, null when there
 * was none) a job is scheduled only for a first deadline or one moved EARLIER. A deadline pushed later needs none: the
 * booking's job (due at the old, earlier deadline) finds it pushed when it fires and re-schedules itself for the
 * current expires_at (BookingExpiryService.onJob). Without `previous` a job is always scheduled.
 */
export function deadlineSet(
  m: EntityManager,
  bookingId: number,
  expiresAt: Date | null | undefined,
  status?: string,
  previous?: Date | null,
): void {
  if (!expiresAt || (status !== undefined && status !== 'OPEN' && status !== 'PENDING')) return;
  if (previous && new Date(previous).getTime() <= new Date(expiresAt).getTime()) return; // pushed (or kept): the existing job re-schedules itself
  const deadline = { bookingId, expiresAt: new Date(expiresAt) };
  const queryRunner = m.queryRunner;
  if (queryRunner?.isTransactionActive) {
    const list = ((queryRunner.data[PENDING_DEADLINES] as BookingDeadline[] | undefined) ??= []);
    list.push(deadline);
    return;
  }
  const subscriber = m.dataSource.subscribers.find((s): s is BookingDeadlineSubscriber => s instanceof BookingDeadlineSubscriber);
  void subscriber?.schedule([deadline]);
}

/** A booking's new deadline: an instant, a fresh hold from now, or a payment deadline of `paymentDays` bank business days (payment-deadline.ts). */
export type NewDeadline = { at: Date } | { holdSeconds: number } | { paymentDays: number };

const DEADLINE_SQL = {
  at: '$2::timestamptz',
  holdSeconds: 'now() + make_interval(secs => $2)',
};

/**
 * The payment deadline the booking gets now (payment-deadline.ts): `bankDays` bank business days from the database's
 * now(), never after the day before its first active chair booking.
 */
export async function paymentDeadlineIn(m: EntityManager, bookingId: number, bankDays: number): Promise<Date> {
  const [row] = await txRows<{ now: Date; first: Date | null }>(
    m,
    `SELECT now() AS now, (SELECT min(start) FROM beach_chair_booking WHERE booking_id = $1 AND status <> 'CANCELED') AS first`,
    [bookingId],
  );
  return paymentDeadline(row.now, bankDays, row.first);
}

/**
 * Sets the booking's expires_at inside the caller's transaction and schedules its expiry job after the commit
 * (deadlineSet). `onlyIf`: change nothing unless the booking is in that status. Answers the new deadline, or undefined
 * when nothing changed.
 */
export async function moveDeadline(m: EntityManager, bookingId: number, next: NewDeadline, onlyIf?: string): Promise<Date | undefined> {
  if ('paymentDays' in next) return moveDeadline(m, bookingId, { at: await paymentDeadlineIn(m, bookingId, next.paymentDays) }, onlyIf);
  const [kind, value] = Object.entries(next)[0] as [keyof typeof DEADLINE_SQL, Date | number];
  const [row] = await txRows<{ expiresAt: Date; previousExpiresAt: Date | null }>(
    m,
    `UPDATE booking b SET expires_at = ${DEADLINE_SQL[kind]}, updated_at = now()
          FROM (SELECT expires_at FROM booking WHERE id = $1) old
         WHERE b.id = $1 AND ($3::text IS NULL OR b.status = $3)
     RETURNING b.expires_at AS "expiresAt", old.expires_at AS "previousExpiresAt"`,
    [bookingId, value, onlyIf ?? null],
  );
  if (!row) return undefined;
  deadlineSet(m, bookingId, row.expiresAt, undefined, row.previousExpiresAt);
  return row.expiresAt;
}
