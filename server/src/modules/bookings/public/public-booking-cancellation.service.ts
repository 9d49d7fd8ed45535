import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { BookingStatus } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { AppConfig } from '../../../config/app-config.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { toEuros } from '../../../common/money.js';
import { addDays, calendarDate } from '../../../common/time.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { txSql, type Rows } from '../../../infra/database/tx-rows.js';
import { CUSTOMER } from '../actors.js';
import { PublicBookingCancellationDto } from '../dto/public-booking-cancellation.dto.js';
import { PublicBookingEmailQueryDto } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto } from '../dto/public-booking.dto.js';
import { OfficeCancellationService } from '../office/office-cancellation.service.js';
import { BookingRow, publicBooking, publicBookingByEmail, toPublicBookingDto } from './public-booking.read.js';

/** The vendor's rule and the booking's state, read again inside the cancel's transaction. */
const RULE_SQL = `
SELECT b.status, v.guest_cancellation_days AS days,
       (SELECT min(start) FROM beach_chair_booking WHERE booking_id = b.id AND status <> 'CANCELED') AS "firstStart"
  FROM booking b JOIN vendor v ON v.id = b.vendor_id WHERE b.id = $1`;

interface RuleRow {
  status: BookingStatus;
  days: number | null;
  firstStart: Date | null;
}

/** The last day the guest may cancel online: `days` calendar days before the first start (null: nothing to count from). */
const lastDayOf = (r: RuleRow, timeZone: string): string | null =>
  r.firstStart && r.days !== null ? addDays(calendarDate(r.firstStart, timeZone), -r.days) : null;

/**
 * Issue 30 item 5, "Meine Buchung": the guest who proved the booking (reference and e-mail) cancels it online where the
 * vendor allows it (vendor.guest_cancellation_days), until that many days before the start. Fee, mail, correction
 * invoice and refund are the office's (OfficeCancellationService): only who may, and until when, is decided here.
 */
@Injectable()
export class PublicBookingCancellationService {
  constructor(
    private readonly sql: SqlService,
    private readonly cancellations: OfficeCancellationService,
    private readonly config: AppConfig,
  ) {}

  /** What cancelling now would cost and give back; the same 409s as the cancel itself. */
  async preview({ bookingRef, email }: PublicBookingEmailQueryDto): Promise<PublicBookingCancellationDto> {
    const { booking } = await publicBookingByEmail(this.sql, bookingRef, email);
    const rule = await this.allowed(this.sql, booking);
    const q = await this.cancellations.quote(booking.id, booking.timeZone);
    return {
      bookingRef: booking.bookingRef,
      totalPrice: toEuros(q.totalCents),
      cancellationFee: toEuros(q.feeCents),
      percent: q.percent,
      daysBefore: q.daysBefore,
      paid: toEuros(q.settlement.paidCents),
      refund: toEuros(q.settlement.refundCents),
      open: toEuros(q.settlement.openCents),
      lastDay: lastDayOf(rule, booking.timeZone),
    };
  }

  /** CANCEL by the customer with the policy's fee, checked again under the booking's lock. */
  async cancel({ bookingRef, email }: PublicBookingEmailQueryDto): Promise<PublicBookingDto> {
    const { booking } = await publicBookingByEmail(this.sql, bookingRef, email);
    await this.cancellations.cancelWithPolicyFee(CUSTOMER, booking.id, booking.timeZone, async (m: EntityManager) => {
      await this.allowed(txSql(m), booking);
    });
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef), this.config.BOOKING_PAYMENT_DAYS);
  }

  /** 409 BOOKING_ALREADY_CANCELED, GUEST_CANCELLATION_NOT_OFFERED or GUEST_CANCELLATION_TOO_LATE; else the rule's row. */
  private async allowed(q: Rows, booking: BookingRow): Promise<RuleRow> {
    const [r] = await q.rows<RuleRow>('public_booking_cancellation_rule', RULE_SQL, [booking.id]);
    if (r.status === BookingStatus.CANCELED || r.status === BookingStatus.EXPIRED) {
      throw new DomainError(
        ErrorType.BOOKING_ALREADY_CANCELED,
        `Booking ${booking.bookingRef} is ${r.status}: there is nothing left to cancel`,
        {
          status: r.status,
        },
      );
    }
    if (r.days === null) {
      throw new DomainError(
        ErrorType.GUEST_CANCELLATION_NOT_OFFERED,
        'The vendor does not offer online cancellation: please contact them',
        {},
      );
    }
    const lastDay = lastDayOf(r, booking.timeZone);
    if (lastDay !== null && calendarDate(new Date(), booking.timeZone) > lastDay) {
      throw new DomainError(ErrorType.GUEST_CANCELLATION_TOO_LATE, `Online cancellation was possible until ${lastDay}`, {
        days: r.days,
        lastDay,
      });
    }
    return r;
  }
}
