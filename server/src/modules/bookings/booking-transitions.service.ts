import { onCommit } from '../../infra/queue/after-commit.js';
import { bookingTransitions, holdsExpired } from '../../infra/metrics/metrics.js';
import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { BookingStatus } from '../../common/enums.js';
import { assertFound } from '../../common/errors/domain-error.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import { BookingHistoryDetails } from './entities/booking-history.entity.js';
import { BookingAction, invalidTransition, sourceStatuses, TRANSITIONS } from './booking-state-machine.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { lockChairsOfBooking } from './chair-locks.js';
import { asksForMoney, assertHasBeachChairs } from './billable.js';
import { HOLDING_STATUSES } from '../../common/holding-statuses.js';
import type { Actor } from './actors.js';

export type { Actor } from './actors.js';

export interface TransitionResult {
  id: number;
  from: BookingStatus;
  to: BookingStatus;
  version: number;
  /** The booking was there already by this very transition (an idempotent repeat): nothing changed. */
  repeated?: boolean;
}

/**
 * An idempotent transition (the customer's PUTs): `true`, or which details the earlier transition must have had to be
 * the same flow (e.g. START_ONLINE_PAYMENT by EXTERNAL_PP, not by a provider's checkout).
 */
export type Idempotent = boolean | ((details: BookingHistoryDetails) => boolean);

/**
 * Compare-and-set on the status: the row is updated only while its status is one the action may start from, so of two
 * concurrent transitions exactly one wins; the loser gets the same 409 as a plain wrong status.
 */
const TRANSITION_SQL = `
UPDATE booking b SET status = $2, version = b.version + 1, updated_at = now()
  FROM (SELECT id, status FROM booking WHERE id = $1 FOR UPDATE) old
 WHERE b.id = old.id AND b.status = ANY($3::text[])
RETURNING b.id, old.status AS "from", b.status AS "to", b.version`;

/**
 * The booking's status and its last status change (the latest history row of an action of TRANSITIONS), under the
 * booking's row lock: the lock every transition takes first, so no transition slips in between the look and the answer.
 */
const LAST_TRANSITION_SQL = `
SELECT b.status, b.version, h.action, h.actor_type AS "actorType", h.details
  FROM booking b
  LEFT JOIN LATERAL (SELECT action, actor_type, details FROM booking_history
                      WHERE booking_id = b.id AND action = ANY($2::text[]) ORDER BY id DESC LIMIT 1) h ON true
 WHERE b.id = $1
   FOR UPDATE OF b`;

const TRANSITION_ACTIONS = Object.keys(TRANSITIONS);

/** Moves bookings through the transition table (booking-state-machine.ts), their chair bookings along, with history. */
@Injectable()
export class BookingTransitionsService {
  constructor(private readonly db: DataSource) {}

  /** In a transaction of its own, run again on a deadlock / serialization failure (transactionWithRetry). */
  transition(
    bookingId: number,
    action: BookingAction,
    actor: Actor,
    details: BookingHistoryDetails = {},
    options: { idempotent?: Idempotent } = {},
  ): Promise<TransitionResult> {
    return transactionWithRetry(this.db, (m) => this.transitionIn(m, bookingId, action, actor, details, options));
  }

  /** The same inside the caller's transaction. */
  async transitionIn(
    m: EntityManager,
    bookingId: number,
    action: BookingAction,
    actor: Actor,
    details: BookingHistoryDetails = {},
    options: { idempotent?: Idempotent } = {},
  ): Promise<TransitionResult> {
    if (options.idempotent) {
      const repeat = await this.repeatIn(m, bookingId, action, actor, options.idempotent === true ? undefined : options.idempotent);
      if (repeat) return repeat;
    }
    const from = sourceStatuses(action, actor.type);
    const to = TRANSITIONS[action].to;
    const [done] = from.length ? await txRows<TransitionResult>(m, TRANSITION_SQL, [bookingId, to, from]) : [];
    if (!done) {
      const [current] = await txRows<{ status: BookingStatus }>(m, `SELECT status FROM booking WHERE id = $1`, [bookingId]);
      throw invalidTransition(action, assertFound(current, 'Booking', bookingId).status, actor.type);
    }
    // No submit and no payment without a chair (billable.ts); money a provider has taken is booked (or refunded by the
    // payments module), never refused here. Checked after the status, so a wrong status stays the first answer.
    if (asksForMoney(action, actor.type)) await assertHasBeachChairs(m, bookingId);
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

  /**
   * The booking when it already is where `action` leads and its last status change was that action by the same kind of
   * actor (and, with `sameFlow`, with such details): a repeat of the request that made it, e.g. a retry after its answer
   * was lost to a dropped connection. Undefined otherwise (unknown booking too: the transition answers the 404). Locks
   * the booking's row (in `m`'s transaction, or for the one statement when `m` is in none).
   */
  async repeatIn(
    m: EntityManager,
    bookingId: number,
    action: BookingAction,
    actor: Actor,
    sameFlow?: (details: BookingHistoryDetails) => boolean,
  ): Promise<TransitionResult | undefined> {
    const [row] = await txRows<{
      status: BookingStatus;
      version: number;
      action: string | null;
      actorType: string | null;
      details: BookingHistoryDetails | null;
    }>(m, LAST_TRANSITION_SQL, [bookingId, TRANSITION_ACTIONS]);
    const repeat =
      row?.status === TRANSITIONS[action].to &&
      row.action === action &&
      row.actorType === actor.type &&
      (!sameFlow || sameFlow(row.details ?? {}));
    return repeat ? { id: bookingId, from: row.status, to: row.status, version: row.version, repeated: true } : undefined;
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
