import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { BookingStatus } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { toCents, toEuros } from '../../../common/money.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../../infra/database/transaction.js';
import { assertHasBeachChairs } from '../billable.js';
import { txRows } from '../../../infra/database/tx-rows.js';
import { BookingAction, invalidTransition, sourceStatuses } from '../booking-state-machine.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { lockChairsOfBooking } from '../chair-locks.js';
import { PaymentLedger } from '../payment-ledger.js';
import { BookingMailsService } from './booking-mails.js';
import type { OfficeBookingDto, PayOfficeBookingDto } from './office-booking.dto.js';
import { officeActor, officeBooking, toOfficeBookingDto } from './office-booking.read.js';
import { CANCELED_WITH_BOOKING_SQL, lockBooking, OPEN_AMOUNT_SQL, RETOTAL_SQL } from './office-booking.sql.js';

/** History action of a deposit (a payment below what is open; the booking keeps its status). */
export const RECORD_DEPOSIT = 'RECORD_DEPOSIT';

/** History action of money taken for a paid booking that a change made dearer (a chair moved, an extra added). */
export const RECORD_ADDITIONAL_PAYMENT = 'RECORD_ADDITIONAL_PAYMENT';

/**
 * The back office's transitions of one booking (/features/booking_details/{id}/...): confirm, pay (or record a deposit),
 * reserve, recover; cancelling is OfficeCancellationService's. Each is one transaction through BookingTransitionsService,
 * its confirmation mail queued in that same transaction (the job outbox).
 */
@Injectable()
export class OfficeLifecycleService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly transitions: BookingTransitionsService,
    private readonly mails: BookingMailsService,
    private readonly ledger: PaymentLedger,
  ) {}

  /** CONFIRM (OPEN, PENDING, RESERVED → CONFIRMED): no expiry any more; the confirmation mail with the .ics. */
  async confirm(user: AuthUser, id: number, timeZone?: string): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, id);
    await transactionWithRetry(this.db, async (m) => {
      const done = await this.transitions.transitionIn(m, b.id, BookingAction.CONFIRM, officeActor(user));
      await m.query(`UPDATE booking SET expires_at = NULL WHERE id = $1`, [b.id]);
      await this.mails.sendConfirmationIn(m, b.id, done.version, timeZone ?? b.timeZone);
    });
    return toOfficeBookingDto(this.sql, await officeBooking(this.sql, user, b.id));
  }

  /**
   * PAY (PENDING, CONFIRMED, RESERVED → BOOKED) with an offline method: a MANUAL SUCCEEDED payment of what is still open
   * is recorded and the booking's payment method set; the confirmation mail goes out when the booking was not confirmed
   * before. With an `amount` below what is open it is a deposit: the payment is recorded, the booking stays as it is.
   * A BOOKED booking with an open amount (a change made it dearer after it was paid): the payment of (part of) that amount.
   */
  async pay(user: AuthUser, id: number, dto: PayOfficeBookingDto, timeZone?: string): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, id);
    const actor = officeActor(user);
    await transactionWithRetry(this.db, async (m) => {
      const status = await lockBooking(m, b.id);
      const [{ total, paid }] = await txRows<{ total: number; paid: number }>(m, OPEN_AMOUNT_SQL, [b.id]);
      const open = Math.max(total - paid, 0);
      const amount = dto.amount === undefined ? open : toCents(dto.amount);
      // A payment is money received: 0,00 € would record a payment (or a deposit) of nothing.
      if (dto.amount !== undefined && amount <= 0) {
        throw new DomainError(ErrorType.INVALID_INPUT, 'amount must be more than 0 euros: a payment of 0,00 € records nothing', {
          field: 'amount',
          min: 0.01,
        });
      }
      if (amount > open) {
        throw new DomainError(ErrorType.INVALID_INPUT, `amount must not exceed the ${toEuros(open)} euros still open`, {
          field: 'amount',
          max: toEuros(open),
        });
      }
      if (status === BookingStatus.BOOKED) {
        // Paid, then made dearer (a chair moved, an extra added): the difference is taken, the booking stays BOOKED.
        if (open === 0) throw invalidTransition(BookingAction.PAY, status, actor.type);
        await this.ledger.recordManualPaymentIn(m, b.id, amount);
        await this.transitions.history(m, b.id, RECORD_ADDITIONAL_PAYMENT, status, status, actor, {
          paymentMethod: dto.paymentMethod,
          amountCents: amount,
        });
        return;
      }
      if (amount < open) {
        // A deposit: allowed where paying is, on a booking with chairs; recorded, no transition.
        if (!sourceStatuses(BookingAction.PAY, actor.type).includes(status)) throw invalidTransition(BookingAction.PAY, status, actor.type);
        await assertHasBeachChairs(m, b.id);
        await this.ledger.recordManualPaymentIn(m, b.id, amount);
        await this.transitions.history(m, b.id, RECORD_DEPOSIT, status, status, actor, {
          paymentMethod: dto.paymentMethod,
          amountCents: amount,
        });
        return;
      }
      const result = await this.transitions.transitionIn(m, b.id, BookingAction.PAY, actor, {
        paymentMethod: dto.paymentMethod,
        amountCents: amount,
      });
      await m.query(`UPDATE booking SET payment_method = $2, expires_at = NULL WHERE id = $1`, [b.id, dto.paymentMethod]);
      if (amount > 0) {
        await this.ledger.recordManualPaymentIn(m, b.id, amount);
      }
      if (result.from !== BookingStatus.CONFIRMED) await this.mails.sendConfirmationIn(m, b.id, result.version, timeZone ?? b.timeZone);
    });
    return toOfficeBookingDto(this.sql, await officeBooking(this.sql, user, b.id));
  }

  /** RESERVE (OPEN → RESERVED): a reservation does not expire. */
  async reserve(user: AuthUser, id: number): Promise<OfficeBookingDto> {
    const b = await officeBooking(this.sql, user, id);
    await transactionWithRetry(this.db, async (m) => {
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
    await transactionWithRetry(this.db, async (m) => {
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
      // An invoice its correction canceled stays canceled: the booking back in force is invoiced anew (a new number).
      await m.query(
        `UPDATE booking b SET invoice_number = NULL WHERE b.id = $1 AND EXISTS (
             SELECT 1 FROM invoice i JOIN invoice c ON c.corrects_id = i.id WHERE i.booking_id = b.id AND i.number = b.invoice_number)`,
        [b.id],
      );
    });
    return toOfficeBookingDto(this.sql, await officeBooking(this.sql, user, b.id));
  }
}
