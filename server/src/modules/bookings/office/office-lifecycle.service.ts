import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { BookingStatus, DocumentType } from '../../../common/enums.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { toCents, toEuros } from '../../../common/money.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { QueueService } from '../../../infra/queue/queue.service.js';
import { JobName } from '../../../infra/queue/queue.types.js';
import { txRows, withTxRetry } from '../booking-sql.js';
import { lockChairsOfBooking } from '../chair-locks.js';
import { BookingAction, invalidTransition, sourceStatuses } from '../booking-state-machine.js';
import { Actor, BookingTransitionsService } from '../booking-transitions.service.js';
import { BookingMailsService } from './booking-mails.js';
import { cancellationFee, CancellationFeeResult, CancellationRule } from './cancellation-policy.js';
import type { CancellationFeeDto, OfficeBookingDto, PayOfficeBookingDto } from './office-booking.dto.js';
import { officeActor, officeBooking, toOfficeBookingDto } from './office-booking.read.js';

export interface CancelOptions {
  /** Euros, 0..total; default: the fee of the vendor's cancellation policy. */
  cancellationFee?: number;
  skipRefund?: boolean;
  /** Zone of the fee's calendar days and the mail's dates; default the booking's. */
  timeZone?: string;
}

/** History action of a chair booking canceled on its own (details.beachChairBookingId); RECOVER leaves those canceled. */
export const CANCEL_BEACH_CHAIR = 'CANCEL_BEACH_CHAIR';

/** total = chair bookings not canceled + extras (no hold is pushed: the office changes confirmed bookings too). */
const RETOTAL_SQL = `
UPDATE booking b SET
  total_price_cents = coalesce((SELECT sum(price_cents) FROM beach_chair_booking WHERE booking_id = b.id AND status <> 'CANCELED'), 0)
                    + coalesce((SELECT sum(amount * unit_price_cents) FROM booking_extra WHERE booking_id = b.id), 0),
  version = b.version + 1, updated_at = now()
 WHERE b.id = $1`;

const FEE_SQL = `
SELECT b.total_price_cents AS "totalPriceCents", v.cancellation_policy AS policy,
       (SELECT min(start) FROM beach_chair_booking WHERE booking_id = b.id AND status <> 'CANCELED') AS "firstStart"
  FROM booking b JOIN vendor v ON v.id = b.vendor_id WHERE b.id = $1`;

/** Chair bookings canceled together with the booking: every CANCELED one not canceled on its own before ($1: booking id). */
export const CANCELED_WITH_BOOKING_SQL = `
SELECT cb.id FROM beach_chair_booking cb
 WHERE cb.booking_id = $1 AND cb.status = 'CANCELED'
   AND cb.id NOT IN (SELECT (h.details ->> 'beachChairBookingId')::int FROM booking_history h
                      WHERE h.booking_id = $1 AND h.action = '${CANCEL_BEACH_CHAIR}' AND h.details ? 'beachChairBookingId'
                        AND NOT coalesce((h.details ->> 'withBooking')::boolean, false))
 ORDER BY cb.id`;

/** Locks the booking row for the transaction; answers its status now. */
async function lockBooking(m: EntityManager, bookingId: number): Promise<BookingStatus> {
  const [row] = await txRows<{ status: BookingStatus }>(m, `SELECT status FROM booking WHERE id = $1 FOR UPDATE`, [bookingId]);
  return assertFound(row, 'Booking', bookingId).status;
}

/**
 * The back office's transitions of one booking (/features/booking_details/{id}/...): cancel (whole or one chair booking),
 * confirm, pay, reserve, recover, and the cancellation fee. Each is one transaction through BookingTransitionsService;
 * mails are queued after the commit.
 */
@Injectable()
export class OfficeLifecycleService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly transitions: BookingTransitionsService,
    private readonly mails: BookingMailsService,
    private readonly queue: QueueService,
  ) {}

  /** What cancelling now would cost by the vendor's policy (cancellation-policy.ts). */
  async cancellationFee(user: AuthUser, id: number, timeZone?: string): Promise<CancellationFeeDto> {
    const b = await officeBooking(this.sql, user, id);
    const r = await this.fee(this.db.manager, b.id, timeZone ?? b.timeZone);
    return {
      totalPrice: toEuros(r.totalCents), cancellationFee: toEuros(r.feeCents), percent: r.percent, daysBefore: r.daysBefore,
      refund: toEuros(r.refundCents), rule: r.rule,
    };
  }

  /** CANCEL from any holding status: fee and skipRefund stored, chairs freed, cancellation mail. */
  async cancel(user: AuthUser, bookingId: number, opts: CancelOptions = {}): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, bookingId);
    const timeZone = opts.timeZone ?? b.timeZone;
    const { version, chairIds } = await this.db.transaction((m) => this.cancelIn(m, officeActor(user), b.id, opts, timeZone));
    return this.afterCancel(user, b.id, version, timeZone, chairIds);
  }

  /** One chair booking CANCELED on its own, the booking retotaled; the last active one cancels the whole booking. */
  async cancelChairBooking(user: AuthUser, bookingId: number, beachChairBookingId: number, timeZone?: string): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, bookingId);
    const actor = officeActor(user);
    const zone = timeZone ?? b.timeZone;
    const whole = await this.db.transaction(async (m) => {
      const status = await lockBooking(m, b.id);
      if (!sourceStatuses(BookingAction.CANCEL, actor.type).includes(status)) throw invalidTransition(CANCEL_BEACH_CHAIR, status, actor.type);
      const [chair] = await txRows<{ id: number; status: BookingStatus; beachChairId: number; priceCents: number }>(
        m, `SELECT id, status, beach_chair_id AS "beachChairId", price_cents AS "priceCents" FROM beach_chair_booking WHERE id = $1 AND booking_id = $2`,
        [beachChairBookingId, b.id],
      );
      assertFound(chair, 'BeachChairBooking', beachChairBookingId);
      if (chair.status === BookingStatus.CANCELED) throw invalidTransition(CANCEL_BEACH_CHAIR, BookingStatus.CANCELED, actor.type);
      const [{ others }] = await txRows<{ others: number }>(
        m, `SELECT count(*)::int AS others FROM beach_chair_booking WHERE booking_id = $1 AND id <> $2 AND status <> 'CANCELED'`, [b.id, chair.id],
      );
      const details = { beachChairBookingId: chair.id, beachChairId: chair.beachChairId, priceCents: chair.priceCents };
      if (others === 0) {
        // The last one: it goes with the booking, so RECOVER brings it back.
        await this.transitions.history(m, b.id, CANCEL_BEACH_CHAIR, status, status, actor, { ...details, withBooking: true });
        return this.cancelIn(m, actor, b.id, {}, zone);
      }
      await m.query(`UPDATE beach_chair_booking SET status = 'CANCELED', updated_at = now() WHERE id = $1`, [chair.id]);
      await m.query(RETOTAL_SQL, [b.id]);
      await this.transitions.history(m, b.id, CANCEL_BEACH_CHAIR, status, status, actor, details);
      return null;
    });
    if (whole) return this.afterCancel(user, b.id, whole.version, zone, whole.chairIds);
    await this.queue.enqueueAfterCommit(JobName.GENERATE_DOCUMENT, { bookingId: b.id, type: DocumentType.BEACH_CHAIR_CANCELLATION, beachChairBookingId });
    return toOfficeBookingDto(this.sql, await officeBooking(this.sql, user, b.id));
  }

  /** CONFIRM (OPEN, PENDING, RESERVED → CONFIRMED): no expiry any more; the confirmation mail with the .ics. */
  async confirm(user: AuthUser, id: number, timeZone?: string): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, id);
    const done = await this.db.transaction(async (m) => {
      const result = await this.transitions.transitionIn(m, b.id, BookingAction.CONFIRM, officeActor(user));
      await m.query(`UPDATE booking SET expires_at = NULL WHERE id = $1`, [b.id]);
      return result;
    });
    const fresh = await officeBooking(this.sql, user, b.id);
    await this.mails.sendConfirmation(fresh, done.version, timeZone ?? b.timeZone);
    return toOfficeBookingDto(this.sql, fresh);
  }

  /**
   * PAY (PENDING, CONFIRMED, RESERVED → BOOKED) with an offline method: a MANUAL SUCCEEDED payment of the total is recorded
   * and the booking's payment method set; the confirmation mail goes out when the booking was not confirmed before.
   */
  async pay(user: AuthUser, id: number, dto: PayOfficeBookingDto, timeZone?: string): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, id);
    const done = await this.db.transaction(async (m) => {
      await lockBooking(m, b.id);
      const [{ total }] = await txRows<{ total: number }>(m, `SELECT total_price_cents AS total FROM booking WHERE id = $1`, [b.id]);
      const result = await this.transitions.transitionIn(m, b.id, BookingAction.PAY, officeActor(user), { paymentMethod: dto.paymentMethod, amountCents: total });
      await m.query(`UPDATE booking SET payment_method = $2, expires_at = NULL WHERE id = $1`, [b.id, dto.paymentMethod]);
      await m.query(`INSERT INTO payment (booking_id, provider, status, amount_cents) VALUES ($1, 'MANUAL', 'SUCCEEDED', $2)`, [b.id, total]);
      return result;
    });
    const fresh = await officeBooking(this.sql, user, b.id);
    if (done.from !== BookingStatus.CONFIRMED) await this.mails.sendConfirmation(fresh, done.version, timeZone ?? b.timeZone);
    return toOfficeBookingDto(this.sql, fresh);
  }

  /** RESERVE (OPEN → RESERVED): a reservation does not expire. */
  async reserve(user: AuthUser, id: number): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, id);
    await this.db.transaction(async (m) => {
      await this.transitions.transitionIn(m, b.id, BookingAction.RESERVE, officeActor(user));
      await m.query(`UPDATE booking SET expires_at = NULL WHERE id = $1`, [b.id]);
    });
    return toOfficeBookingDto(this.sql, await officeBooking(this.sql, user, b.id));
  }

  /**
   * RECOVER (CANCELED, EXPIRED → CONFIRMED): the chair bookings that were canceled or expired together with the booking hold
   * again; one canceled on its own stays canceled. A chair taken meanwhile fails on the exclusion constraint: 409
   * BEACH_CHAIR_ALREADY_BOOKED and the transaction, so nothing, changes.
   */
  async recover(user: AuthUser, id: number): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, id);
    await withTxRetry(() => this.db.transaction(async (m) => {
      await lockBooking(m, b.id);
      // Every chair that will hold again, ascending, before any UPDATE (see lockChairsOfBooking).
      await lockChairsOfBooking(m, b.id);
      const restore = (await txRows<{ id: number }>(m, CANCELED_WITH_BOOKING_SQL, [b.id])).map((r) => r.id);
      // EXPIRED chair bookings follow the booking in transitionIn; the CANCELED ones come back here.
      await this.transitions.transitionIn(m, b.id, BookingAction.RECOVER, officeActor(user), { beachChairBookingIds: restore });
      if (restore.length) {
        await m.query(`UPDATE beach_chair_booking SET status = 'CONFIRMED', updated_at = now() WHERE id = ANY($1::int[])`, [restore]);
      }
      await m.query(RETOTAL_SQL, [b.id]);
      await m.query(`UPDATE booking SET cancellation_fee_cents = NULL, skip_refund = false, expires_at = NULL WHERE id = $1`, [b.id]);
    }));
    return toOfficeBookingDto(this.sql, await officeBooking(this.sql, user, b.id));
  }

  private async fee(m: EntityManager, bookingId: number, timeZone: string): Promise<CancellationFeeResult> {
    const [row] = await txRows<{ totalPriceCents: number; policy: CancellationRule[] | null; firstStart: Date | null }>(m, FEE_SQL, [bookingId]);
    return cancellationFee(assertFound(row, 'Booking', bookingId).policy, row.totalPriceCents, row.firstStart, new Date(), timeZone);
  }

  /** The whole-booking CANCEL inside the caller's transaction; answers the new version and the chair bookings it canceled. */
  private async cancelIn(m: EntityManager, actor: Actor, bookingId: number, opts: CancelOptions, timeZone: string): Promise<{ version: number; chairIds: number[] }> {
    const status = await lockBooking(m, bookingId);
    if (!sourceStatuses(BookingAction.CANCEL, actor.type).includes(status)) throw invalidTransition(BookingAction.CANCEL, status, actor.type);
    const fee = await this.fee(m, bookingId, timeZone);
    const feeCents = opts.cancellationFee === undefined ? fee.feeCents : toCents(opts.cancellationFee);
    if (feeCents > fee.totalCents) {
      throw new DomainError(ErrorType.INVALID_INPUT, `cancellationFee must not exceed the total of ${toEuros(fee.totalCents)} euros`, {
        field: 'cancellationFee', max: toEuros(fee.totalCents),
      });
    }
    const skipRefund = opts.skipRefund ?? false;
    const chairIds = (await txRows<{ id: number }>(m, `SELECT id FROM beach_chair_booking WHERE booking_id = $1 AND status <> 'CANCELED' ORDER BY id`, [bookingId]))
      .map((r) => r.id);
    const done = await this.transitions.transitionIn(m, bookingId, BookingAction.CANCEL, actor, {
      cancellationFeeCents: feeCents, skipRefund, calculatedFeeCents: fee.feeCents, beachChairBookingIds: chairIds,
    });
    await m.query(`UPDATE booking SET cancellation_fee_cents = $2, skip_refund = $3, expires_at = NULL WHERE id = $1`, [bookingId, feeCents, skipRefund]);
    return { version: done.version, chairIds };
  }

  private async afterCancel(user: AuthUser, bookingId: number, version: number, timeZone: string, chairIds: number[]): Promise<OfficeBookingDto> {
    const fresh = await officeBooking(this.sql, user, bookingId);
    await this.mails.sendCancellation(fresh, version, timeZone, chairIds);
    await this.queue.enqueueAfterCommit(JobName.GENERATE_DOCUMENT, { bookingId, type: DocumentType.CANCELLATION, version });
    // Money paid online goes back less the fee (modules/payments); skipRefund keeps it (e.g. refunded by hand).
    if (!fresh.skipRefund) await this.queue.enqueueAfterCommit(JobName.REFUND_BOOKING, { bookingId, version });
    return toOfficeBookingDto(this.sql, fresh);
  }
}
