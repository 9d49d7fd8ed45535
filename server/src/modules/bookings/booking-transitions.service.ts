import { onCommit } from '../../infra/queue/after-commit.js';
import { bookingTransitions, holdsExpired } from '../../infra/metrics/metrics.js';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { ActorType, BookingStatus } from '../../common/enums.js';
import { assertFound } from '../../common/errors/domain-error.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import { BookingHistoryDetails } from './entities/booking-history.entity.js';
import { BookingAction, invalidTransition, sourceStatuses, TRANSITIONS } from './booking-state-machine.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { lockChairsOfBooking } from './chair-locks.js';
import { assertHasBeachChairs } from './billable.js';
import { HOLDING_STATUSES } from '../../common/holding-statuses.js';
import type { Actor } from './actors.js';

export type { Actor } from './actors.js';

export interface TransitionResult {
  id: number;
  from: BookingStatus;
  to: BookingStatus;
  version: number;
}

/**
 * Compare-and-set on the status: the row is updated only while its status is one the action may start from, so of two
 * concurrent transitions exactly one wins; the loser gets the same 409 as a plain wrong status.
 */
const TRANSITION_SQL = `
UPDATE booking b SET status = $2, version = b.version + 1, updated_at = now()
  FROM (SELECT id, status FROM booking WHERE id = $1 FOR UPDATE) old
 WHERE b.id = old.id AND b.status = ANY($3::text[])
RETURNING b.id, old.status AS "from", b.status AS "to", b.version`;

/** Moves bookings through the transition table (booking-state-machine.ts), their chair bookings along, with history. */
@Injectable()
export class BookingTransitionsService {
  constructor(private readonly db: DataSource) {}

  /** In a transaction of its own, run again on a deadlock / serialization failure (transactionWithRetry). */
  transition(bookingId: number, action: BookingAction, actor: Actor, details: BookingHistoryDetails = {}): Promise<TransitionResult> {
    return transactionWithRetry(this.db, (m) => this.transitionIn(m, bookingId, action, actor, details));
  }

  /** The same inside the caller's transaction. */
  async transitionIn(
    m: EntityManager,
    bookingId: number,
    action: BookingAction,
    actor: Actor,
    details: BookingHistoryDetails = {},
  ): Promise<TransitionResult> {
    const from = sourceStatuses(action, actor.type);
    const to = TRANSITIONS[action].to;
    const [done] = from.length ? await txRows<TransitionResult>(m, TRANSITION_SQL, [bookingId, to, from]) : [];
    if (!done) {
      const [current] = await txRows<{ status: BookingStatus }>(m, `SELECT status FROM booking WHERE id = $1`, [bookingId]);
      throw invalidTransition(action, assertFound(current, 'Booking', bookingId).status, actor.type);
    }
    // Money a provider has taken is booked (or refunded by the payments module), never refused here; its checkout could
    // not start for an empty booking. Checked after the status, so a wrong status stays the first answer.
    if (action === BookingAction.PAY && actor.type !== ActorType.PAYMENT_PROVIDER) await assertHasBeachChairs(m, bookingId);
    // Chair bookings that hold (again) re-enter the exclusion constraint: queue behind concurrent adds of their chairs.
    if (HOLDING_STATUSES.includes(to)) await lockChairsOfBooking(m, bookingId);
    // A chair booking canceled on its own stays canceled whatever the booking does.
    await m.query(`UPDATE beach_chair_booking SET status = $2, updated_at = now() WHERE booking_id = $1 AND status <> 'CANCELED'`, [
      bookingId,
      to,
    ]);
    await this.history(m, bookingId, action, done.from, to, actor, details);
    onCommit(m, () => {
      bookingTransitions.inc({ from: done.from, to });
      if (to === BookingStatus.EXPIRED) holdsExpired.inc();
    });
    return done;
  }

  /** Appends one booking_history row. */
  async history(
    m: EntityManager,
    bookingId: number,
    action: string,
    from: BookingStatus | null,
    to: BookingStatus | null,
    actor: Actor,
    details: BookingHistoryDetails = {},
  ): Promise<void> {
    await m.query(
      `INSERT INTO booking_history (booking_id, action, from_status, to_status, actor_type, actor_id, details) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [bookingId, action, from, to, actor.type, actor.id, details],
    );
  }
}
