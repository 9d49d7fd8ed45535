import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { BookingStatus, CancellationFeeBase, DocumentType } from '../../../common/enums.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { toCents, toEuros } from '../../../common/money.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { QueueService } from '../../../infra/queue/queue.service.js';
import { JobName } from '../../../infra/queue/queue.types.js';
import { txRows } from '../../../infra/database/tx-rows.js';
import { transactionWithRetry } from '../../../infra/database/transaction.js';
import { BookingAction, invalidTransition, sourceStatuses } from '../booking-state-machine.js';
import { Actor, BookingTransitionsService } from '../booking-transitions.service.js';
import { InvoiceNumberService } from '../office-money/invoice-number.service.js';
import { CancellationSettlement, paidCents, settleCancellation } from '../office-money/money-rules.js';
import { refundOverpaymentIn } from '../office-money/overpayment.js';
import { cancellationFee, CancellationFeeResult, CancellationRule, feeBaseCents } from './cancellation-policy.js';
import type { CancellationFeeDto, OfficeBookingDto } from './office-booking.dto.js';
import { officeActor, officeBooking, toOfficeBookingDto } from './office-booking.read.js';
import { CANCEL_BEACH_CHAIR, lockBooking, RETOTAL_SQL } from './office-booking.sql.js';
import { releaseSeasonChairIn } from '../season/season-contract.sql.js';

export interface CancelOptions {
  /** Euros, 0..total (0..the chair's price for one chair); default: the fee of the vendor's cancellation policy (of the chair's price for one chair). */
  cancellationFee?: number;
  skipRefund?: boolean;
  /** Zone of the fee's calendar days and the mail's dates; default the booking's. */
  timeZone?: string;
}

/** The booking's total and the parts the policy's base is made of: its active chairs, its extras, fees of chairs canceled before. */
const FEE_SQL = `
SELECT b.total_price_cents AS "totalPriceCents", v.cancellation_policy AS policy, v.cancellation_fee_base AS base,
       (SELECT min(start) FROM beach_chair_booking WHERE booking_id = b.id AND status <> 'CANCELED') AS "firstStart",
       (SELECT coalesce(sum(price_cents), 0)::int FROM beach_chair_booking WHERE booking_id = b.id AND status <> 'CANCELED') AS "rentalCents",
       (SELECT coalesce(sum(amount * unit_price_cents), 0)::int FROM booking_extra WHERE booking_id = b.id) AS "extrasCents",
       (SELECT coalesce(sum(cancellation_fee_cents), 0)::int FROM beach_chair_booking
         WHERE booking_id = b.id AND status = 'CANCELED' AND cancellation_fee_cents > 0) AS "chairFeesCents"
  FROM booking b JOIN vendor v ON v.id = b.vendor_id WHERE b.id = $1`;

/** The whole booking's fee: percent of the base, plus earlier chairs' fees (feeCents); refundCents = totalCents − feeCents. */
export type BookingFee = CancellationFeeResult & { base: CancellationFeeBase; baseCents: number };

interface FeeRow {
  totalPriceCents: number;
  policy: CancellationRule[] | null;
  base: CancellationFeeBase;
  firstStart: Date | null;
  rentalCents: number;
  extrasCents: number;
  chairFeesCents: number;
}

const PAYMENTS_SQL = `SELECT status, amount_cents AS "amountCents", refunded_cents AS "refundedCents" FROM payment WHERE booking_id = $1`;

const feeTooHigh = (maxCents: number, what: string) =>
  new DomainError(ErrorType.INVALID_INPUT, `cancellationFee must not exceed ${what} of ${toEuros(maxCents)} euros`, {
    field: 'cancellationFee',
    max: toEuros(maxCents),
  });

/**
 * Cancelling in the back office (/features/booking_details/{id}/cancel...): the whole booking or one chair booking, with
 * a fee. An invoiced booking gets a correction invoice (InvoiceNumberService.correctIn) in the same transaction; the
 * cancellation document (the correction invoice, or a confirmation), rendered and mailed with it by a job, and the
 * refund are queued in that transaction too (the job outbox): they happen exactly when the cancel commits.
 */
@Injectable()
export class OfficeCancellationService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly transitions: BookingTransitionsService,
    private readonly invoices: InvoiceNumberService,
    private readonly queue: QueueService,
  ) {}

  /** What cancelling now would cost by the vendor's policy (cancellation-policy.ts); 409 once canceled. */
  async cancellationFee(user: AuthUser, id: number, timeZone?: string): Promise<CancellationFeeDto> {
    const b = await officeBooking(this.sql, user, id);
    if (b.status === BookingStatus.CANCELED || b.status === BookingStatus.EXPIRED) {
      throw new DomainError(ErrorType.BOOKING_ALREADY_CANCELED, `Booking ${b.bookingRef} is ${b.status}: there is nothing left to cancel`, {
        status: b.status,
      });
    }
    const r = await this.fee(this.db.manager, b.id, timeZone ?? b.timeZone);
    return {
      totalPrice: toEuros(r.totalCents),
      base: r.base,
      baseAmount: toEuros(r.baseCents),
      cancellationFee: toEuros(r.feeCents),
      percent: r.percent,
      daysBefore: r.daysBefore,
      refund: toEuros(r.refundCents),
      rule: r.rule,
    };
  }

  /** CANCEL from any holding status: fee and skipRefund stored, chairs freed, correction invoice, document and mail. */
  async cancel(user: AuthUser, bookingId: number, opts: CancelOptions = {}): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, bookingId);
    const timeZone = opts.timeZone ?? b.timeZone;
    await transactionWithRetry(this.db, (m) => this.cancelIn(m, officeActor(user), b.id, opts, timeZone));
    return toOfficeBookingDto(this.sql, await officeBooking(this.sql, user, b.id));
  }

  /**
   * What cancelling the whole booking now would settle (the guest's preview): the policy's fee, the money paid and what
   * of it goes back — the numbers cancelIn() will use.
   */
  async quote(bookingId: number, timeZone: string): Promise<BookingFee & { settlement: CancellationSettlement }> {
    const fee = await this.fee(this.db.manager, bookingId, timeZone);
    const paid = paidCents(
      await txRows<{ status: string; amountCents: number; refundedCents: number }>(this.db.manager, PAYMENTS_SQL, [bookingId]),
    );
    return { ...fee, settlement: settleCancellation(fee.feeCents, paid, false) };
  }

  /**
   * The whole-booking CANCEL by another actor (the guest's self-service) with the policy's fee: exactly the office's
   * cancel (correction invoice, cancellation document and mail, refund). `check` runs first in the transaction, with
   * the booking locked, and may refuse.
   */
  async cancelWithPolicyFee(actor: Actor, bookingId: number, timeZone: string, check: (m: EntityManager) => Promise<void>): Promise<void> {
    await transactionWithRetry(this.db, async (m) => {
      await lockBooking(m, bookingId);
      await check(m);
      await this.cancelIn(m, actor, bookingId, {}, timeZone);
    });
  }

  /**
   * One chair booking CANCELED on its own with an optional fee (kept on the booking's total), the booking retotaled and,
   * when invoiced, corrected; the last active one cancels the whole booking (with that fee).
   */
  async cancelChairBooking(
    user: AuthUser,
    bookingId: number,
    beachChairBookingId: number,
    opts: CancelOptions = {},
  ): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, bookingId);
    const actor = officeActor(user);
    const zone = opts.timeZone ?? b.timeZone;
    await transactionWithRetry(this.db, async (m) => {
      const status = await lockBooking(m, b.id);
      if (!sourceStatuses(BookingAction.CANCEL, actor.type).includes(status))
        throw invalidTransition(CANCEL_BEACH_CHAIR, status, actor.type);
      const [chair] = await txRows<{ id: number; status: BookingStatus; beachChairId: number; priceCents: number }>(
        m,
        `SELECT id, status, beach_chair_id AS "beachChairId", price_cents AS "priceCents" FROM beach_chair_booking WHERE id = $1 AND booking_id = $2`,
        [beachChairBookingId, b.id],
      );
      assertFound(chair, 'BeachChairBooking', beachChairBookingId);
      if (chair.status === BookingStatus.CANCELED) throw invalidTransition(CANCEL_BEACH_CHAIR, BookingStatus.CANCELED, actor.type);
      const [{ others }] = await txRows<{ others: number }>(
        m,
        `SELECT count(*)::int AS others FROM beach_chair_booking WHERE booking_id = $1 AND id <> $2 AND status <> 'CANCELED'`,
        [b.id, chair.id],
      );
      const details = { beachChairBookingId: chair.id, beachChairId: chair.beachChairId, priceCents: chair.priceCents };
      if (others === 0) {
        // The last one: it goes with the booking, so RECOVER brings it back.
        await this.transitions.history(m, b.id, CANCEL_BEACH_CHAIR, status, status, actor, { ...details, withBooking: true });
        return this.cancelIn(m, actor, b.id, opts, zone);
      }
      const feeCents =
        opts.cancellationFee === undefined ? await this.chairFee(m, b.id, chair.priceCents, zone) : toCents(opts.cancellationFee);
      if (feeCents > chair.priceCents) throw feeTooHigh(chair.priceCents, "the chair booking's price");
      await m.query(`UPDATE beach_chair_booking SET status = 'CANCELED', cancellation_fee_cents = $2, updated_at = now() WHERE id = $1`, [
        chair.id,
        feeCents || null,
      ]);
      const [{ total }] = await txRows<{ total: number }>(m, `${RETOTAL_SQL} RETURNING b.total_price_cents AS total`, [b.id]);
      await this.transitions.history(m, b.id, CANCEL_BEACH_CHAIR, status, status, actor, { ...details, cancellationFeeCents: feeCents });
      const correction = await this.invoices.correctIn(m, b.id, total, CANCEL_BEACH_CHAIR, actor);
      // Paid online for more than the booking now costs: the provider gives the difference back, as the mail says.
      await refundOverpaymentIn(this.queue, m, b.id);
      await this.queue.enqueueIn(m, JobName.GENERATE_DOCUMENT, {
        bookingId: b.id,
        type: DocumentType.BEACH_CHAIR_CANCELLATION,
        beachChairBookingId,
        correctionNumber: correction?.number,
        mail: { timeZone: zone, beachChairBookingIds: [chair.id] },
      });
    });
    return toOfficeBookingDto(this.sql, await officeBooking(this.sql, user, b.id));
  }

  /**
   * The policy's fee for the whole booking: its percent of the base the vendor chose (the active chairs' rental, or rental
   * and extras), plus the fees of chairs canceled on their own before (already charged, they stay).
   */
  private async fee(m: EntityManager, bookingId: number, timeZone: string): Promise<BookingFee> {
    const [row] = await txRows<FeeRow>(m, FEE_SQL, [bookingId]);
    assertFound(row, 'Booking', bookingId);
    const r = cancellationFee(row.policy, feeBaseCents(row.base, row), row.firstStart, new Date(), timeZone);
    const feeCents = r.feeCents + row.chairFeesCents;
    return {
      ...r,
      base: row.base,
      baseCents: r.totalCents,
      totalCents: row.totalPriceCents,
      feeCents,
      refundCents: row.totalPriceCents - feeCents,
    };
  }

  /**
   * The policy's fee for one chair booking: its percent of the chair's price, counted in days to the booking's first start
   * like the whole booking's (the office's cancel form proposes the same).
   */
  private async chairFee(m: EntityManager, bookingId: number, chairPriceCents: number, timeZone: string): Promise<number> {
    const [row] = await txRows<FeeRow>(m, FEE_SQL, [bookingId]);
    return cancellationFee(row?.policy, chairPriceCents, row?.firstStart ?? null, new Date(), timeZone).feeCents;
  }

  /**
   * The whole-booking CANCEL inside the caller's transaction, with its follow-ups queued in it: the document job renders
   * the cancellation (or correction invoice) and mails it to the customer attached; money paid online goes back less
   * the fee (modules/payments) unless skipRefund.
   */
  async cancelIn(m: EntityManager, actor: Actor, bookingId: number, opts: CancelOptions, timeZone: string): Promise<void> {
    const status = await lockBooking(m, bookingId);
    if (!sourceStatuses(BookingAction.CANCEL, actor.type).includes(status))
      throw invalidTransition(BookingAction.CANCEL, status, actor.type);
    const fee = await this.fee(m, bookingId, timeZone);
    const feeCents = opts.cancellationFee === undefined ? fee.feeCents : toCents(opts.cancellationFee);
    if (feeCents > fee.totalCents) throw feeTooHigh(fee.totalCents, 'the total');
    const skipRefund = opts.skipRefund ?? false;
    const chairIds = (
      await txRows<{ id: number }>(m, `SELECT id FROM beach_chair_booking WHERE booking_id = $1 AND status <> 'CANCELED' ORDER BY id`, [
        bookingId,
      ])
    ).map((r) => r.id);
    const done = await this.transitions.transitionIn(m, bookingId, BookingAction.CANCEL, actor, {
      cancellationFeeCents: feeCents,
      skipRefund,
      calculatedFeeCents: fee.feeCents,
      beachChairBookingIds: chairIds,
    });
    await m.query(`UPDATE booking SET cancellation_fee_cents = $2, skip_refund = $3, expires_at = NULL WHERE id = $1`, [
      bookingId,
      feeCents,
      skipRefund,
    ]);
    const paid = paidCents(await txRows<{ status: string; amountCents: number; refundedCents: number }>(m, PAYMENTS_SQL, [bookingId]));
    const { chargedCents } = settleCancellation(feeCents, paid, skipRefund);
    const correction = await this.invoices.correctIn(m, bookingId, chargedCents, BookingAction.CANCEL, actor);
    await releaseSeasonChairIn(m, bookingId);
    await this.queue.enqueueIn(m, JobName.GENERATE_DOCUMENT, {
      bookingId,
      type: DocumentType.CANCELLATION,
      version: done.version,
      correctionNumber: correction?.number,
      mail: { timeZone, beachChairBookingIds: chairIds },
    });
    if (!skipRefund) await this.queue.enqueueIn(m, JobName.REFUND_BOOKING, { bookingId, version: done.version });
  }
}
