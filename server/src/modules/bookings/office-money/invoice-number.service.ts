import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ActorType, BookingStatus, DocumentType } from '../../../common/enums.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { today } from '../../../common/time.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { QueueService } from '../../../infra/queue/queue.service.js';
import { JobName } from '../../../infra/queue/queue.types.js';
import { txRows } from '../booking-sql.js';
import { Actor, BookingTransitionsService } from '../booking-transitions.service.js';
import { formatInvoiceNumber, isInvoiceable, parseSeriesNumber } from './money-rules.js';
import { officeActor, officeBooking } from '../office/office-booking.read.js';

const SYSTEM: Actor = { type: ActorType.SYSTEM, id: null };
/** Invoice years are counted in the vendors' time zone. */
const INVOICE_TIME_ZONE = 'Europe/Berlin';

/**
 * The counter row is the serialisation point: the upsert takes its row lock until the transaction ends, so concurrent
 * assignments of one vendor and year queue up behind each other, and a rollback gives the number back.
 */
const NEXT_NUMBER_SQL = `
INSERT INTO invoice_counter AS c (vendor_id, year, last_number) VALUES ($1, $2, 1)
ON CONFLICT (vendor_id, year) DO UPDATE SET last_number = c.last_number + 1
RETURNING last_number AS "lastNumber"`;

const LOCK_BOOKING_SQL = `
SELECT id, vendor_id AS "vendorId", status, invoice_number AS "invoiceNumber", cancellation_fee_cents AS "cancellationFeeCents"
  FROM booking WHERE id = $1 FOR UPDATE`;

const taken = (invoiceNumber: string) =>
  new DomainError(ErrorType.INVOICE_NUMBER_TAKEN, `Another booking of the vendor has invoice number ${invoiceNumber}`, { invoiceNumber });

export interface AssignOptions {
  /** Who assigns (history); SYSTEM when not given. */
  actor?: Actor;
  /** An explicit number instead of the next of the series; replaces a number the booking has. */
  invoiceNumber?: string;
}

/** Gapless invoice numbers per vendor and year (2026-000001, 2026-000002, …), assigned inside the caller's transaction. */
@Injectable()
export class InvoiceNumberService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly transitions: BookingTransitionsService,
    private readonly queue: QueueService,
  ) {}

  /** PUT /features/booking_details/{id}/invoice: the booking's number, assigned on first call (vendor-scoped); the invoice PDF is (re)made after the commit. */
  async assign(user: AuthUser, bookingId: number, invoiceNumber?: string): Promise<{ id: number; invoiceNumber: string }> {
    await officeBooking(this.sql, user, bookingId);
    const number = await this.db.transaction((m) => this.assignIn(m, bookingId, { actor: officeActor(user), invoiceNumber }));
    await this.queue.enqueueAfterCommit(JobName.GENERATE_DOCUMENT, { bookingId, type: DocumentType.INVOICE });
    return { id: bookingId, invoiceNumber: number };
  }

  /**
   * The booking's invoice number inside `m`'s transaction: the one it has (idempotent), else the next of its vendor's
   * series for the current year in Europe/Berlin; an explicit `invoiceNumber` replaces it. Locks the booking row.
   */
  async assignIn(m: EntityManager, bookingId: number, options: AssignOptions = {}): Promise<string> {
    const [booking] = await txRows<{ id: number; vendorId: number; status: BookingStatus; invoiceNumber: string | null; cancellationFeeCents: number | null }>(
      m, LOCK_BOOKING_SQL, [bookingId],
    );
    assertFound(booking, 'Booking', bookingId);
    if (!isInvoiceable(booking.status, booking.cancellationFeeCents)) {
      throw new DomainError(ErrorType.BOOKING_NOT_INVOICEABLE, `A ${booking.status} booking gets no invoice number`, { status: booking.status });
    }
    const explicit = options.invoiceNumber;
    if (explicit === undefined && booking.invoiceNumber) return booking.invoiceNumber;
    if (explicit !== undefined && explicit === booking.invoiceNumber) return explicit;

    const number = explicit === undefined ? await this.next(m, booking.vendorId) : await this.checkExplicit(m, booking.vendorId, bookingId, explicit);
    try {
      await m.query(`UPDATE booking SET invoice_number = $2, updated_at = now() WHERE id = $1`, [bookingId, number]);
    } catch (error) {
      // Two explicit assignments of one number racing: the unique constraint decides.
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23505') throw taken(number);
      throw error;
    }
    await this.transitions.history(m, bookingId, 'ASSIGN_INVOICE_NUMBER', booking.status, booking.status, options.actor ?? SYSTEM, {
      invoiceNumber: number,
      previous: booking.invoiceNumber,
      explicit: explicit !== undefined,
    });
    return number;
  }

  private async next(m: EntityManager, vendorId: number): Promise<string> {
    const year = Number(today(INVOICE_TIME_ZONE).slice(0, 4));
    const [{ lastNumber }] = await txRows<{ lastNumber: number }>(m, NEXT_NUMBER_SQL, [vendorId, year]);
    return formatInvoiceNumber(year, lastNumber);
  }

  /** A free-form number, or one of the series the counter has issued already; unique per vendor. */
  private async checkExplicit(m: EntityManager, vendorId: number, bookingId: number, invoiceNumber: string): Promise<string> {
    const series = parseSeriesNumber(invoiceNumber);
    if (series) {
      const [counter] = await txRows<{ lastNumber: number }>(
        m, `SELECT last_number AS "lastNumber" FROM invoice_counter WHERE vendor_id = $1 AND year = $2`, [vendorId, series.year],
      );
      const lastNumber = counter?.lastNumber ?? 0;
      if (series.number > lastNumber) {
        throw new DomainError(
          ErrorType.INVOICE_NUMBER_NOT_ISSUED,
          `${invoiceNumber} is ahead of the vendor's series (last issued ${lastNumber}); the counter hands it out`,
          { invoiceNumber, lastNumber },
        );
      }
    }
    const [other] = await txRows<{ id: number }>(
      m, `SELECT id FROM booking WHERE vendor_id = $1 AND invoice_number = $2 AND id <> $3`, [vendorId, invoiceNumber, bookingId],
    );
    if (other) throw taken(invoiceNumber);
    return invoiceNumber;
  }
}
