import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ActorType, BookingStatus } from '../../common/enums.js';
import { assertFound, DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { CHAIR_LOCK, xactLockSql } from '../../infra/database/advisory-locks.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { withTxRetry } from '../../infra/database/transaction.js';
import { AppConfig } from '../../config/app-config.js';
import type { ChairSlot } from './beach-chair-slot.service.js';
import { BookingAction, invalidTransition } from './booking-state-machine.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { lockChair } from './chair-locks.js';
import { deadlineSet } from './expiry/booking-deadlines.js';
import { BookingTransitionsService } from './booking-transitions.service.js';
import { CUSTOMER, type Actor } from './actors.js';

import { BOOKING_TOTAL_SQL } from './booking-total.sql.js';
import { InvoiceNumberService } from './office-money/invoice-number.service.js';
export { lockChair, lockChairs, lockChairsOfBooking } from './chair-locks.js';

/** total: BOOKING_TOTAL_SQL; the hold of an OPEN booking pushed (other statuses keep their deadline). */
const RETOTAL_SQL = `
UPDATE booking b SET
  total_price_cents = ${BOOKING_TOTAL_SQL},
  expires_at = CASE WHEN b.status = 'OPEN' THEN now() + make_interval(secs => $2) ELSE b.expires_at END, version = b.version + 1, updated_at = now()
  FROM (SELECT expires_at FROM booking WHERE id = $1) old
 WHERE b.id = $1
RETURNING (SELECT count(*) FROM beach_chair_booking WHERE booking_id = b.id AND status <> 'CANCELED')::int
        + (SELECT count(*) FROM booking_extra WHERE booking_id = b.id)::int AS items, b.expires_at AS "expiresAt", b.status,
        old.expires_at AS "previousExpiresAt", b.invoice_number AS "invoiceNumber"`;

/** Who edits a booking's items and in which statuses: the storefront (CUSTOMER, OPEN only) or the back office. */
export interface CartEdit {
  actor: Actor;
  allowed: readonly BookingStatus[];
  /** A booking left without chairs and extras is CANCELED (the storefront's rule; the back office keeps it). */
  clearWhenEmpty: boolean;
}

export const CUSTOMER_EDIT: CartEdit = { actor: CUSTOMER, allowed: [BookingStatus.OPEN], clearWhenEmpty: true };

export function assertEditable(status: BookingStatus, action: string, edit: CartEdit): void {
  if (!edit.allowed.includes(status)) throw invalidTransition(action, status, edit.actor.type);
}

export function assertOpen(status: BookingStatus, action: string): void {
  if (status !== BookingStatus.OPEN) throw invalidTransition(action, status, ActorType.CUSTOMER);
}

/** Locks the booking row for the transaction and checks again that it is still OPEN (it may have moved meanwhile). */
export async function lockOpen(m: EntityManager, bookingId: number, action: string): Promise<void> {
  const [row] = await txRows<{ status: BookingStatus }>(m, `SELECT status FROM booking WHERE id = $1 FOR UPDATE`, [bookingId]);
  assertOpen(assertFound(row, 'Booking', bookingId).status, action);
}

/**
 * Locks the booking row for the transaction and checks that its status is one of `allowed` (it may have moved since it
 * was read); answers that status. Else 409 BOOKING_INVALID_TRANSITION with `action`.
 */
export async function lockInStatus(
  m: EntityManager,
  bookingId: number,
  action: string,
  allowed: readonly BookingStatus[],
  actor: ActorType,
): Promise<BookingStatus> {
  const [row] = await txRows<{ status: BookingStatus }>(m, `SELECT status FROM booking WHERE id = $1 FOR UPDATE`, [bookingId]);
  const { status } = assertFound(row, 'Booking', bookingId);
  if (!allowed.includes(status)) throw invalidTransition(action, status, actor);
  return status;
}

/** Inserts a chair booking with the status its booking has (behind the chair's lock, see lockChair); answers its id. */
export async function insertChairBooking(
  m: EntityManager,
  bookingId: number,
  beachChairId: number,
  slot: ChairSlot,
  status: BookingStatus,
): Promise<number> {
  await lockChair(m, beachChairId);
  const [{ id }] = await txRows<{ id: number }>(
    m,
    `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents, discount)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
    [bookingId, beachChairId, slot.start, slot.end, status, slot.model, slot.rate, slot.priceCents, slot.discount],
  );
  return id;
}

/**
 * The storefront's add of a chair to an OPEN booking as ONE statement (one round trip, atomic on its own): lock the booking
 * row and check it is still OPEN (lockOpen), take the chair's lock (lockChair, after the booking's as everywhere),
 * insert the chair booking (the exclusion constraint still decides a race: 23P01), retotal and push the hold (RETOTAL_SQL),
 * append the ADD_BEACH_CHAIR history row, and answer the booking as it is now with its chairs, extras and customer.
 *
 * Data-modifying CTEs do not see each other's rows and every part reads the statement's snapshot, so the sums add the
 * new row's price to the snapshot's chairs. That snapshot is taken before the booking's lock: when a concurrent change of
 * the same booking committed while this statement waited for the lock, the version read under the lock differs from
 * the snapshot's and the statement changes nothing (`stale`); the caller runs it again (a new snapshot).
 * $1 booking, $2 chair, $3 start, $4 end, $5 model, $6 rate, $7 price cents, $8 discount, $9 hold seconds, $10 history details.
 */
const ADD_OPEN_CHAIR_SQL = `
WITH b AS (
  SELECT id, status, version, expires_at, total_price_cents, payment_method, customer_comment, invoice_number, meta_data, customer_id
    FROM booking WHERE id = $1 FOR UPDATE
), ok AS (
  SELECT b.id FROM b WHERE b.status = 'OPEN' AND b.version = (SELECT s.version FROM booking s WHERE s.id = $1)
), lk AS (
  SELECT ok.id, ${xactLockSql(CHAIR_LOCK, '$2')} FROM ok
), ins AS (
  INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents, discount)
  SELECT lk.id, $2, $3, $4, 'OPEN', $5, $6, $7, $8 FROM lk
  RETURNING id, booking_id, beach_chair_id, start, "end", status, model, rate, price_cents, discount
), upd AS (
  UPDATE booking t SET
    total_price_cents = ins.price_cents
      + coalesce((SELECT sum(price_cents) FROM beach_chair_booking WHERE booking_id = t.id AND status <> 'CANCELED'), 0)
      + coalesce((SELECT sum(amount * unit_price_cents) FROM booking_extra WHERE booking_id = t.id), 0),
    expires_at = now() + make_interval(secs => $9), version = t.version + 1, updated_at = now()
    FROM ins WHERE t.id = ins.booking_id
  RETURNING t.total_price_cents, t.expires_at
), hist AS (
  INSERT INTO booking_history (booking_id, action, from_status, to_status, actor_type, actor_id, details)
  SELECT ins.booking_id, 'ADD_BEACH_CHAIR', 'OPEN', 'OPEN', 'CUSTOMER', NULL, $10::jsonb || jsonb_build_object('beachChairBookingId', ins.id) FROM ins
)
SELECT b.status, (SELECT count(*) FROM ok)::int = 0 AND b.status = 'OPEN' AS stale,
       b.expires_at AS "previousExpiresAt", upd.expires_at AS "expiresAt", upd.total_price_cents AS "totalPriceCents",
       b.payment_method AS "paymentMethod", b.customer_comment AS "customerComment", b.invoice_number AS "invoiceNumber",
       b.meta_data AS "metaData", b.customer_id AS "customerId",
       (SELECT json_agg(c ORDER BY c.start, c.id) FROM (
          SELECT id, beach_chair_id AS "beachChairId", start, "end", status, model, rate, price_cents AS "priceCents", discount
            FROM beach_chair_booking WHERE booking_id = $1
          UNION ALL
          SELECT id, beach_chair_id, start, "end", status, model, rate, price_cents, discount FROM ins) c) AS chairs,
       (SELECT coalesce(json_agg(e ORDER BY e.id), '[]') FROM (
          SELECT id, extra_id AS "extraId", name, name_en AS "nameEn", amount, unit_price_cents AS "unitPriceCents" FROM booking_extra WHERE booking_id = $1) e) AS extras,
       (SELECT json_build_object('salutation', salutation, 'firstName', first_name, 'lastName', last_name, 'email', email, 'telephone', telephone,
                                 'address', address, 'additionalData', additional_data, 'language', language)
          FROM customer WHERE id = b.customer_id) AS customer,
       (SELECT id FROM ins) AS "chairBookingId"
  FROM b LEFT JOIN upd ON true`;

/** What ADD_OPEN_CHAIR_SQL answers. */
export interface AddedOpenChair {
  status: BookingStatus;
  stale: boolean;
  previousExpiresAt: Date | null;
  expiresAt: Date | null;
  totalPriceCents: number | null;
  paymentMethod: string | null;
  customerComment: string | null;
  invoiceNumber: string | null;
  metaData: Record<string, unknown>;
  customerId: number | null;
  chairs:
    | {
        id: number;
        beachChairId: number;
        start: string;
        end: string;
        status: BookingStatus;
        model: string;
        rate: string | null;
        priceCents: number;
        discount: boolean;
      }[]
    | null;
  extras: { id: number; extraId: number; name: string; nameEn: string | null; amount: number; unitPriceCents: number }[];
  customer: {
    salutation: string;
    firstName: string;
    lastName: string;
    email: string;
    telephone: string | null;
    address: Record<string, unknown>;
    additionalData: Record<string, unknown>;
    language: string;
  } | null;
  chairBookingId: number | null;
}

/**
 * Adds a chair booking to an OPEN booking (ADD_OPEN_CHAIR_SQL, on the pool: the statement is its own transaction).
 * 404 when the booking is gone, 409 BOOKING_INVALID_TRANSITION when it is no longer OPEN, 409 BEACH_CHAIR_ALREADY_BOOKED
 * (23P01) when the chair was taken meanwhile. The pushed hold is handed to deadlineSet (a job only when it moved earlier).
 */
export async function addOpenChairBooking(
  sql: SqlService,
  m: EntityManager,
  bookingId: number,
  beachChairId: number,
  slot: ChairSlot,
  holdSeconds: number,
  details: Record<string, unknown>,
): Promise<AddedOpenChair> {
  for (let attempt = 0; ; attempt++) {
    const [row] = await withTxRetry(
      () =>
        sql.rows<AddedOpenChair>('booking_add_open_chair', ADD_OPEN_CHAIR_SQL, [
          bookingId,
          beachChairId,
          slot.start,
          slot.end,
          slot.model,
          slot.rate,
          slot.priceCents,
          slot.discount,
          holdSeconds,
          details,
        ]),
      3,
      'statement',
    ); // autocommit: a connection lost mid-statement may have committed it, so that one is not run again
    assertOpen(assertFound(row, 'Booking', bookingId).status, 'ADD_BEACH_CHAIR');
    // Changed by a concurrent request while this one waited for its lock: nothing was written, run it on a new snapshot.
    if (row.stale && attempt < 5) continue;
    if (row.stale || row.chairBookingId === null)
      throw new DomainError(ErrorType.CONCURRENT_MODIFICATION, 'The booking is being changed by another request; try again', { bookingId });
    deadlineSet(m, bookingId, row.expiresAt, row.status, row.previousExpiresAt);
    return row;
  }
}

/** What every change of an OPEN booking's items does afterwards, inside the caller's transaction. */
@Injectable()
export class BookingCartService {
  constructor(
    private readonly config: AppConfig,
    private readonly transitions: BookingTransitionsService,
    private readonly invoices: InvoiceNumberService,
  ) {}

  /**
   * Recomputes the total and pushes the hold; answers how many items (chairs not canceled + extra lines) are left. An
   * invoiced booking whose total changed is invoiced anew: a correction invoice cancels its invoice, a new one follows.
   */
  async retotal(m: EntityManager, bookingId: number, actor?: Actor): Promise<number> {
    const [{ items, expiresAt, status, previousExpiresAt, invoiceNumber }] = await txRows<{
      items: number;
      expiresAt: Date | null;
      status: BookingStatus;
      previousExpiresAt: Date | null;
      invoiceNumber: string | null;
    }>(m, RETOTAL_SQL, [bookingId, this.config.bookingHoldSeconds]);
    // Callers hold the booking's row lock (lockOpen / lockInStatus), so `previous` is the current value, not a stale one.
    deadlineSet(m, bookingId, expiresAt, status, previousExpiresAt); // a job only if the hold moved earlier (or is the first)
    if (invoiceNumber) await this.invoices.reinvoiceIn(m, bookingId, actor);
    return items;
  }

  /** retotal(), then retotalOrClear() when the edit says so. */
  async retotalFor(m: EntityManager, bookingId: number, edit: CartEdit): Promise<void> {
    if (edit.clearWhenEmpty) await this.retotalOrClear(m, bookingId);
    else await this.retotal(m, bookingId, edit.actor);
  }

  /** retotal(); a booking left without chairs and extras is CANCELED (the storefront starts over). */
  async retotalOrClear(m: EntityManager, bookingId: number): Promise<void> {
    if ((await this.retotal(m, bookingId)) === 0) {
      await this.transitions.transitionIn(m, bookingId, BookingAction.CANCEL, CUSTOMER, { reason: 'EMPTY' });
    }
  }
}
