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
import { assertHasBeachChairs } from '../billable.js';
import { txRows } from '../../../infra/database/tx-rows.js';
import { HALF_DAY_RANGE_SQL } from '../office/office-booking.read.js';
import { Actor, BookingTransitionsService } from '../booking-transitions.service.js';
import type { VatLine } from '../../../common/vat.js';
import { correctionByRate, invoiceVatLines, type RegisterLines, targetByRate } from './invoice-vat.js';
import { formatInvoiceNumber, isInvoiceable, normalInvoiceNumber, normalInvoiceNumberSql, parseSeriesNumber } from './money-rules.js';
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
SELECT id, vendor_id AS "vendorId", status, invoice_number AS "invoiceNumber", cancellation_fee_cents AS "cancellationFeeCents",
       total_price_cents AS "totalPriceCents"
  FROM booking WHERE id = $1 FOR UPDATE`;

/** The register of issued numbers (GoBD): an invoice or a correction invoice, never updated or deleted. */
const REGISTER_SQL = `
INSERT INTO invoice (vendor_id, booking_id, number, kind, corrects_id, gross_cents, reason, lines) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
RETURNING id, issued_at AS "issuedAt"`;

/** What an invoice states, as issued: kept with its number so a correction can reverse it line by line. */
export interface InvoiceLines {
  chairs: {
    publicNumber: string;
    model: string;
    sectionName: string;
    rowName: string | null;
    start: string;
    end: string;
    timeRange: string | null;
    priceCents: number;
  }[];
  extras: { name: string; amount: number; unitPriceCents: number; vatRate: number }[];
  /** Fees of chair bookings canceled on their own. */
  chairFees: { publicNumber: string; grossCents: number }[];
  /** A canceled booking's invoice: its fee. */
  cancellationFeeCents: number | null;
}

const LINES_SQL = `
SELECT jsonb_build_object(
  'chairs', coalesce((
    SELECT jsonb_agg(jsonb_build_object('publicNumber', c.public_number, 'model', cb.model, 'sectionName', s.name, 'rowName', r.name,
                                        'start', cb.start, 'end', cb."end", 'timeRange', ${HALF_DAY_RANGE_SQL}, 'priceCents', cb.price_cents)
                     ORDER BY cb.start, cb.id)
      FROM beach_chair_booking cb JOIN beach_chair c ON c.id = cb.beach_chair_id JOIN section s ON s.id = c.section_id
      LEFT JOIN "row" r ON r.id = c.row_id
     WHERE cb.booking_id = b.id AND cb.status <> 'CANCELED' AND b.status <> 'CANCELED'), '[]'::jsonb),
  'extras', coalesce((
    SELECT jsonb_agg(jsonb_build_object('name', e.name, 'amount', e.amount, 'unitPriceCents', e.unit_price_cents, 'vatRate', e.vat_rate) ORDER BY e.id)
      FROM booking_extra e WHERE e.booking_id = b.id AND b.status <> 'CANCELED'), '[]'::jsonb),
  'chairFees', coalesce((
    SELECT jsonb_agg(jsonb_build_object('publicNumber', c.public_number, 'grossCents', cb.cancellation_fee_cents) ORDER BY cb.id)
      FROM beach_chair_booking cb JOIN beach_chair c ON c.id = cb.beach_chair_id
     WHERE cb.booking_id = b.id AND cb.status = 'CANCELED' AND cb.cancellation_fee_cents > 0 AND b.status <> 'CANCELED'), '[]'::jsonb),
  'cancellationFeeCents', CASE WHEN b.status = 'CANCELED' THEN b.cancellation_fee_cents END
) AS lines FROM booking b WHERE b.id = $1`;

const ACTIVE_CHAIRS_SQL = `SELECT count(*)::int AS n FROM beach_chair_booking WHERE booking_id = $1 AND status <> 'CANCELED'`;

/** The booking's invoice and what it states after its corrections. */
const ORIGINAL_SQL = `
SELECT i.id, i.issued_at AS "issuedAt",
       i.gross_cents + coalesce((SELECT sum(c.gross_cents) FROM invoice c WHERE c.corrects_id = i.id), 0)::int AS "invoicedCents"
  FROM invoice i WHERE i.vendor_id = $1 AND i.booking_id = $2 AND i.number = $3 AND i.kind = 'INVOICE'`;

interface LockedBooking {
  id: number;
  vendorId: number;
  status: BookingStatus;
  invoiceNumber: string | null;
  cancellationFeeCents: number | null;
  totalPriceCents: number;
}

/** A correction invoice issued for a booking whose invoice it corrects. */
export interface IssuedCorrection {
  number: string;
  grossChangeCents: number;
  corrects: string;
  correctsIssuedAt: Date;
}

const taken = (invoiceNumber: string) =>
  new DomainError(ErrorType.INVOICE_NUMBER_TAKEN, `Another booking of the vendor has invoice number ${invoiceNumber}`, { invoiceNumber });

export interface AssignOptions {
  /** Who assigns (history); SYSTEM when not given. */
  actor?: Actor;
  /** An explicit number instead of the next of the series; only while the booking has none (409 INVOICE_NUMBER_IMMUTABLE after). */
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
    const number = await this.db.transaction(async (m) => {
      const assigned = await this.assignIn(m, bookingId, { actor: officeActor(user), invoiceNumber });
      await this.queue.enqueueIn(m, JobName.GENERATE_DOCUMENT, { bookingId, type: DocumentType.INVOICE, invoiceNumber: assigned });
      return assigned;
    });
    return { id: bookingId, invoiceNumber: number };
  }

  /**
   * The booking's invoice number inside `m`'s transaction: the one it has (idempotent), else the next of its vendor's
   * series for the current year in Europe/Berlin, or an explicit `invoiceNumber`. An issued number never changes
   * (409 INVOICE_NUMBER_IMMUTABLE); a booking without a chair booking gets none (409 BOOKING_WITHOUT_BEACH_CHAIRS).
   * Locks the booking row; the number goes into the invoice register.
   */
  async assignIn(m: EntityManager, bookingId: number, options: AssignOptions = {}): Promise<string> {
    const [booking] = await txRows<LockedBooking>(m, LOCK_BOOKING_SQL, [bookingId]);
    assertFound(booking, 'Booking', bookingId);
    if (!isInvoiceable(booking.status, booking.cancellationFeeCents)) {
      throw new DomainError(ErrorType.BOOKING_NOT_INVOICEABLE, `A ${booking.status} booking gets no invoice number`, {
        status: booking.status,
      });
    }
    const explicit = options.invoiceNumber;
    if (booking.invoiceNumber) {
      if (explicit === undefined || normalInvoiceNumber(explicit) === normalInvoiceNumber(booking.invoiceNumber))
        return booking.invoiceNumber;
      throw new DomainError(
        ErrorType.INVOICE_NUMBER_IMMUTABLE,
        `Invoice ${booking.invoiceNumber} has been issued; its number cannot be changed (a change or cancellation issues a correction invoice)`,
        { invoiceNumber: booking.invoiceNumber },
      );
    }
    // A canceled booking is invoiced for its fee only; any other needs lines.
    if (booking.status !== BookingStatus.CANCELED) await assertHasBeachChairs(m, bookingId);

    const number =
      explicit === undefined ? await this.next(m, booking.vendorId) : await this.checkExplicit(m, booking.vendorId, bookingId, explicit);
    const dueCents = booking.status === BookingStatus.CANCELED ? (booking.cancellationFeeCents ?? 0) : booking.totalPriceCents;
    try {
      await m.query(`UPDATE booking SET invoice_number = $2, updated_at = now() WHERE id = $1`, [bookingId, number]);
      const [{ lines }] = await txRows<{ lines: InvoiceLines }>(m, LINES_SQL, [bookingId]);
      await m.query(REGISTER_SQL, [booking.vendorId, bookingId, number, 'INVOICE', null, dueCents, null, lines]);
    } catch (error) {
      // Two explicit assignments of one number racing: the unique constraints decide.
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23505') throw taken(number);
      throw error;
    }
    await this.transitions.history(m, bookingId, 'ASSIGN_INVOICE_NUMBER', booking.status, booking.status, options.actor ?? SYSTEM, {
      invoiceNumber: number,
      explicit: explicit !== undefined,
    });
    return number;
  }

  /**
   * A correction invoice (Stornorechnung) for an invoiced booking, inside the caller's transaction: the next number of
   * the vendor's series, registered as correcting the booking's invoice by the difference between `targetCents` (what
   * the booking asks for now: the fee once canceled) and what the invoice and its earlier corrections state. Undefined
   * when the booking has no invoice or nothing changes.
   */
  async correctIn(
    m: EntityManager,
    bookingId: number,
    targetCents: number,
    reason: string,
    actor: Actor,
  ): Promise<IssuedCorrection | undefined> {
    const [booking] = await txRows<LockedBooking>(m, LOCK_BOOKING_SQL, [bookingId]);
    if (!booking?.invoiceNumber) return undefined;
    const [original] = await txRows<{ id: number; issuedAt: Date; invoicedCents: number }>(m, ORIGINAL_SQL, [
      booking.vendorId,
      bookingId,
      booking.invoiceNumber,
    ]);
    if (!original) return undefined;
    const grossChangeCents = targetCents - original.invoicedCents;
    if (grossChangeCents === 0) return undefined;
    const number = await this.next(m, booking.vendorId);
    const vat = await this.correctionVat(m, bookingId, original.id, targetCents);
    await m.query(REGISTER_SQL, [booking.vendorId, bookingId, number, 'CORRECTION', original.id, grossChangeCents, reason, { vat }]);
    await this.transitions.history(m, bookingId, 'ISSUE_CORRECTION_INVOICE', booking.status, booking.status, actor, {
      invoiceNumber: number,
      corrects: booking.invoiceNumber,
      grossChangeCents,
      reason,
    });
    return { number, grossChangeCents, corrects: booking.invoiceNumber, correctsIssuedAt: original.issuedAt };
  }

  /**
   * After a change of an invoiced booking's lines (a chair added or moved, an extra): when its total no longer is what
   * the invoice states, a correction invoice reverses the invoice in full and a new invoice with a new number states the
   * booking as it is now (Storno und Neuausstellung); both documents are rendered after the commit. A booking left
   * without chairs gets the reversal only. `linesChanged`: the lines changed while the total stayed (a chair moved at the
   * same price): the invoice names the old place, so it is corrected and issued anew all the same.
   */
  async reinvoiceIn(m: EntityManager, bookingId: number, actor: Actor = SYSTEM, { linesChanged = false } = {}): Promise<void> {
    const [booking] = await txRows<LockedBooking>(m, LOCK_BOOKING_SQL, [bookingId]);
    if (!booking?.invoiceNumber || booking.status === BookingStatus.CANCELED) return;
    const [original] = await txRows<{ id: number; invoicedCents: number }>(m, ORIGINAL_SQL, [
      booking.vendorId,
      bookingId,
      booking.invoiceNumber,
    ]);
    if (!original || (original.invoicedCents === booking.totalPriceCents && !linesChanged)) return;
    const storno = await this.correctIn(m, bookingId, 0, 'CHANGE', actor);
    if (!storno) return;
    await this.queue.enqueueIn(m, JobName.GENERATE_DOCUMENT, { bookingId, type: DocumentType.INVOICE, correctionNumber: storno.number });
    await m.query(`UPDATE booking SET invoice_number = NULL, updated_at = now() WHERE id = $1`, [bookingId]);
    const [{ n }] = await txRows<{ n: number }>(m, ACTIVE_CHAIRS_SQL, [bookingId]);
    if (n === 0 || !isInvoiceable(booking.status, booking.cancellationFeeCents)) return;
    const number = await this.assignIn(m, bookingId, { actor });
    await this.queue.enqueueIn(m, JobName.GENERATE_DOCUMENT, { bookingId, type: DocumentType.INVOICE, invoiceNumber: number });
  }

  /**
   * A correction's gross per VAT rate, kept in the register so the accountant's export books each rate as its PDF
   * states it (a cancellation of a booking with a 7 % extra corrects 19 % and 7 %, not all at 19 %).
   */
  private async correctionVat(m: EntityManager, bookingId: number, originalId: number, targetCents: number): Promise<VatLine[]> {
    const [{ lines }] = await txRows<{ lines: InvoiceLines }>(m, LINES_SQL, [bookingId]);
    const stated = await txRows<{ gross_cents: number; lines: RegisterLines | null }>(
      m,
      `SELECT gross_cents, lines FROM invoice WHERE id = $1 OR corrects_id = $1`,
      [originalId],
    );
    return correctionByRate(targetByRate(lines, targetCents), stated.flatMap(invoiceVatLines));
  }

  private async next(m: EntityManager, vendorId: number): Promise<string> {
    const year = Number(today(INVOICE_TIME_ZONE).slice(0, 4));
    const [{ lastNumber }] = await txRows<{ lastNumber: number }>(m, NEXT_NUMBER_SQL, [vendorId, year]);
    return formatInvoiceNumber(year, lastNumber);
  }

  /**
   * A free-form number, or one of the series the counter has issued already (kept in the series' form: 2026-3 is
   * 2026-000003); unique per vendor in the normal form, so 2026-0000003 or re-17 is not new beside 2026-000003 or RE-17.
   */
  private async checkExplicit(m: EntityManager, vendorId: number, bookingId: number, typed: string): Promise<string> {
    const series = parseSeriesNumber(typed);
    const invoiceNumber = series ? normalInvoiceNumber(typed) : typed;
    if (series) {
      const [counter] = await txRows<{ lastNumber: number }>(
        m,
        `SELECT last_number AS "lastNumber" FROM invoice_counter WHERE vendor_id = $1 AND year = $2`,
        [vendorId, series.year],
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
    // A number once issued (in the register) is never given again, to this or any booking.
    const normal = normalInvoiceNumber(invoiceNumber);
    // The unique constraints compare numbers as typed: two assignments of re-17 and RE-17 at once would both pass the
    // checks below. A lock on the vendor's normal form queues them; the second then sees the first's committed row.
    await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('invoice-number:' || $1 || ':' || $2, 0))`, [vendorId, normal]);
    const [registered] = await txRows<{ number: string }>(
      m,
      `SELECT number FROM invoice WHERE vendor_id = $1 AND ${normalInvoiceNumberSql('number')} = $2 LIMIT 1`,
      [vendorId, normal],
    );
    if (registered) throw taken(registered.number);
    const [other] = await txRows<{ number: string }>(
      m,
      `SELECT invoice_number AS number FROM booking WHERE vendor_id = $1 AND ${normalInvoiceNumberSql('invoice_number')} = $2 AND id <> $3 LIMIT 1`,
      [vendorId, normal, bookingId],
    );
    if (other) throw taken(other.number);
    return invoiceNumber;
  }
}
