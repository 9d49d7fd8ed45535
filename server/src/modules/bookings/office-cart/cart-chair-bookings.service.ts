import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertInScope, locationScopeOf, scopeQuery, sectionLocation } from '../../../common/auth/vendor-scope.js';
import { BookingStatus, RateType } from '../../../common/enums.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { mapPage, Page, paginate } from '../../../common/list/list.js';
import { toCents, toEuros } from '../../../common/money.js';
import { addDays, calendarDate, daysBetween, DEFAULT_TIME_ZONE, zonedInstant } from '../../../common/time.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../../infra/database/transaction.js';
import { BeachChairSlotService, ChairSlot, IgnoredChairBooking, WantedChair } from '../beach-chair-slot.service.js';
import { assertEditable, BookingCartService, insertChairBooking, lockChairs, lockInStatus } from '../booking-cart.service.js';
import { invalidTransition } from '../booking-state-machine.js';
import { txRows } from '../../../infra/database/tx-rows.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { AddBeachChairBookingDto } from '../dto/public-booking-query.dto.js';
import { BeachChairBooking } from '../entities/beach-chair-booking.entity.js';
import type { OfficeBookingDto } from '../office/office-booking.dto.js';
import { officeActor, officeBooking, OfficeBookingRow } from '../office/office-booking.read.js';
import { OfficeCancellationService } from '../office/office-cancellation.service.js';
import { OFFICE_PAID_EDITABLE, officeEdit, officePaidEdit, readOfficeBooking } from './cart-edit.js';
import {
  BatchChairBookingItemDto,
  ChairBookingItemDto,
  ChairBookingListQueryDto,
  ChairMovePreviewDto,
  ChangeChairBookingDto,
} from './cart.dto.js';
import { OPEN_AMOUNT_SQL } from '../office/office-booking.sql.js';
import { refundOverpaymentIn } from '../office-money/overpayment.js';
import { InvoiceNumberService } from '../office-money/invoice-number.service.js';
import { QueueService } from '../../../infra/queue/queue.service.js';

/** A chair booking with what the office calls need of its booking. */
interface ChairBookingRow {
  id: number;
  bookingId: number;
  beachChairId: number;
  start: Date;
  end: Date;
  status: BookingStatus;
  rate: RateType | null;
  discount: boolean;
  priceCents: number;
  vendorId: number;
  /** Where its chair stands. */
  locationId: number;
}

const CHAIR_BOOKING_SQL = `
SELECT cb.id, cb.booking_id AS "bookingId", cb.beach_chair_id AS "beachChairId", cb.start, cb."end", cb.status, cb.rate, cb.discount,
       cb.price_cents AS "priceCents", b.vendor_id AS "vendorId", s.location_id AS "locationId"
  FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id
  JOIN beach_chair c ON c.id = cb.beach_chair_id JOIN section s ON s.id = c.section_id
 WHERE cb.id = $1`;

/** A chair booking stands where its chair stands (a location context lists and reaches only its own location's). */
const CHAIR_BOOKING_LOCATION = { locationColumn: sectionLocation('chair.sectionId') };

const MOVE_SQL = `
UPDATE beach_chair_booking SET beach_chair_id = $2, start = $3, "end" = $4, model = $5, rate = $6, price_cents = $7, discount = $8, updated_at = now()
 WHERE id = $1 AND status <> 'CANCELED' RETURNING id`;

/** A planned change of one chair booking: where it is, where it goes, at which price. */
interface PlannedMove {
  before: ChairBookingRow;
  wanted: WantedChair;
  slot: ChairSlot;
  /** What it will cost: the slot's price, or its current price when the office keeps it. */
  priceCents: number;
}

/** Whether the move puts the chair booking on another chair, other days or another half day. */
const changesPlace = ({ before, wanted, slot }: PlannedMove) =>
  wanted.beachChairId !== before.beachChairId ||
  slot.start.getTime() !== before.start.getTime() ||
  slot.end.getTime() !== before.end.getTime() ||
  slot.rate !== before.rate;

/**
 * The back office's chair bookings: list, add (checked like a new one, vendor channel), move or change (one or a batch,
 * all or nothing), remove from an OPEN booking, cancel through the cancellation service. Every change: one transaction,
 * the booking row locked, the total recomputed, a history row.
 */
@Injectable()
export class CartChairBookingsService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly slots: BeachChairSlotService,
    private readonly cart: BookingCartService,
    private readonly transitions: BookingTransitionsService,
    private readonly cancellations: OfficeCancellationService,
    private readonly invoices: InvoiceNumberService,
    private readonly queue: QueueService,
  ) {}

  async list(user: AuthUser, q: ChairBookingListQueryDto): Promise<Page<ChairBookingItemDto>> {
    const qb = this.db
      .getRepository(BeachChairBooking)
      .createQueryBuilder('cb')
      .innerJoinAndSelect('cb.booking', 'booking')
      .innerJoinAndSelect('cb.beachChair', 'chair');
    scopeQuery(qb, 'booking.vendorId', user, CHAIR_BOOKING_LOCATION);
    if (q.bookingId !== undefined) qb.andWhere('cb.bookingId = :bookingId', { bookingId: q.bookingId });
    if (q.beachChairId !== undefined) qb.andWhere('cb.beachChairId = :beachChairId', { beachChairId: q.beachChairId });
    if (q.sectionId !== undefined) qb.andWhere('chair.sectionId = :sectionId', { sectionId: q.sectionId });
    if (q.status !== undefined) qb.andWhere('cb.status = :status', { status: q.status });
    // Days of the beach (Europe/Berlin): chair bookings touching [from 00:00, to + 1 00:00).
    if (q.from !== undefined) qb.andWhere('cb.end > :fromInstant', { fromInstant: zonedInstant(q.from, '00:00', DEFAULT_TIME_ZONE) });
    if (q.to !== undefined) qb.andWhere('cb.start < :toInstant', { toInstant: zonedInstant(addDays(q.to, 1), '00:00', DEFAULT_TIME_ZONE) });
    const page = await paginate(qb, q, {
      orderBy: {
        id: 'cb.id',
        start: 'cb.start',
        end: 'cb.end',
        price: 'cb.priceCents',
        status: 'cb.status',
        bookingId: 'cb.bookingId',
        beachChairId: 'cb.beachChairId',
      },
      defaultOrderBy: 'start',
      search: ['booking.bookingRef', 'chair.publicNumber'],
      filters: {
        id: { column: 'cb.id', type: 'int' },
        bookingId: { column: 'cb.bookingId', type: 'int' },
        beachChairId: { column: 'cb.beachChairId', type: 'int' },
        sectionId: { column: 'chair.sectionId', type: 'int' },
        status: { column: 'cb.status', type: 'string' },
        bookingStatus: { column: 'booking.status', type: 'string' },
        model: { column: 'cb.model', type: 'string' },
        rate: { column: 'cb.rate', type: 'string' },
        discount: { column: 'cb.discount', type: 'bool' },
      },
    });
    return mapPage(page, toChairBookingItemDto);
  }

  async get(user: AuthUser, id: number): Promise<ChairBookingItemDto> {
    const found = this.db
      .getRepository(BeachChairBooking)
      .createQueryBuilder('cb')
      .innerJoinAndSelect('cb.booking', 'booking')
      .innerJoinAndSelect('cb.beachChair', 'chair')
      .where('cb.id = :id', { id });
    const entity = await scopeQuery(found, 'booking.vendorId', user, CHAIR_BOOKING_LOCATION).getOne();
    return toChairBookingItemDto(assertFound(entity, 'BeachChairBooking', id));
  }

  /** The chair booking of that booking (GET /bookings/bookings/{id}/beach_chair_booking/{cbId}). */
  async getOfBooking(user: AuthUser, bookingId: number, id: number): Promise<ChairBookingItemDto> {
    await officeBooking(this.sql, user, bookingId);
    const item = await this.get(user, id);
    if (item.bookingId !== bookingId) throw notFound(id);
    return item;
  }

  /** Adds a chair to an OPEN, RESERVED or CONFIRMED booking; the chair booking takes the booking's status. */
  async add(
    user: AuthUser,
    bookingId: number,
    dto: AddBeachChairBookingDto,
    timeZone?: string,
  ): Promise<{ booking: OfficeBookingDto; beachChairBookingId: number }> {
    const booking = await officeBooking(this.sql, user, bookingId);
    await this.assertChairAtLocation(user, dto.beachChairId);
    const edit = officeEdit(user);
    assertEditable(booking.status, 'ADD_BEACH_CHAIR', edit);
    const slot = await this.slots.bookableSlot(zoned(booking, timeZone), dto, { channel: 'vendor' });
    const id = await transactionWithRetry(this.db, async (m) => {
      const status = await lockInStatus(m, booking.id, 'ADD_BEACH_CHAIR', edit.allowed, edit.actor.type);
      const created = await insertChairBooking(m, booking.id, dto.beachChairId, slot, status);
      await this.cart.retotal(m, booking.id);
      await this.transitions.history(m, booking.id, 'ADD_BEACH_CHAIR', status, status, edit.actor, {
        beachChairBookingId: created,
        beachChairId: dto.beachChairId,
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        priceCents: slot.priceCents,
      });
      return created;
    });
    return { booking: await readOfficeBooking(this.sql, user, booking.id), beachChairBookingId: id };
  }

  /** Moves a chair booking to another chair and/or time or changes its rate: checked like a new one, repriced. */
  async change(user: AuthUser, id: number, dto: ChangeChairBookingDto, timeZone?: string): Promise<ChairBookingItemDto> {
    await this.applyMoves(user, [{ ...dto, id }], timeZone);
    return this.get(user, id);
  }

  /** Several changes at once: all or nothing, in one transaction. */
  async batch(user: AuthUser, items: BatchChairBookingItemDto[]): Promise<ChairBookingItemDto[]> {
    const ids = items.map((i) => i.id);
    if (new Set(ids).size !== ids.length)
      throw new DomainError(ErrorType.INVALID_INPUT, 'items: each chair booking at most once', { field: 'items' });
    await this.applyMoves(user, items);
    return Promise.all(ids.map((id) => this.get(user, id)));
  }

  /**
   * DELETE of a chair booking: an OPEN booking's chair booking is removed (the booking stays, even when empty); in a
   * RESERVED, CONFIRMED, PENDING or BOOKED booking it is canceled through the cancellation service (fee and refund rules).
   */
  async remove(user: AuthUser, id: number, bookingId?: number): Promise<OfficeBookingDto> {
    const row = await this.chairBooking(user, id, bookingId);
    const booking = await officeBooking(this.sql, user, row.bookingId);
    if (booking.status !== BookingStatus.OPEN) return this.cancel(user, id, bookingId);
    const actor = officeActor(user);
    await this.db.transaction(async (m) => {
      await lockInStatus(m, booking.id, 'REMOVE_BEACH_CHAIR', [BookingStatus.OPEN], actor.type);
      const [removed] = await txRows<{ id: number }>(m, `DELETE FROM beach_chair_booking WHERE id = $1 AND booking_id = $2 RETURNING id`, [
        id,
        booking.id,
      ]);
      assertFound(removed, 'BeachChairBooking', id);
      await this.transitions.history(m, booking.id, 'REMOVE_BEACH_CHAIR', BookingStatus.OPEN, BookingStatus.OPEN, actor, {
        beachChairBookingId: id,
        beachChairId: row.beachChairId,
        start: row.start.toISOString(),
        end: row.end.toISOString(),
      });
      await this.cart.retotal(m, booking.id);
    });
    return readOfficeBooking(this.sql, user, booking.id);
  }

  /** Cancels one chair booking (DELETE /bookings/beach-chairs/cancel/{id}) through the cancellation service. */
  async cancel(user: AuthUser, id: number, bookingId?: number): Promise<OfficeBookingDto> {
    const row = await this.chairBooking(user, id, bookingId);
    return this.cancellations.cancelChairBooking(user, row.bookingId, id);
  }

  /** The chair booking in the caller's scope (and of `bookingId` when given), else 404. */
  private async chairBooking(user: AuthUser, id: number, bookingId?: number): Promise<ChairBookingRow> {
    if (bookingId !== undefined) await officeBooking(this.sql, user, bookingId);
    const [row] = await this.sql.rows<ChairBookingRow>('office_chair_booking', CHAIR_BOOKING_SQL, [id]);
    if (!row || (bookingId !== undefined && row.bookingId !== bookingId)) throw notFound(id);
    assertInScope(user, row.vendorId, 'BeachChairBooking', id, row.locationId);
    return row;
  }

  /** In a location context a chair of another location is the same 404 as an unknown chair (nothing is booked there). */
  private async assertChairAtLocation(user: AuthUser, beachChairId: number): Promise<void> {
    const locationId = locationScopeOf(user);
    if (locationId === null) return;
    const [chair] = await this.sql.rows<{ locationId: number }>(
      'office_chair_location',
      `SELECT s.location_id AS "locationId" FROM beach_chair c JOIN section s ON s.id = c.section_id WHERE c.id = $1`,
      [beachChairId],
    );
    if (chair?.locationId !== locationId) {
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `BeachChair ${beachChairId} not found`, { entity: 'BeachChair', id: beachChairId });
    }
  }

  /**
   * What a move would do to the money, nothing written: the target checked exactly as the move checks it (409 when
   * taken), the old and new price and total, what was paid, and what would be open or refunded afterwards.
   */
  async preview(user: AuthUser, id: number, dto: ChangeChairBookingDto, timeZone?: string): Promise<ChairMovePreviewDto> {
    const { planned, bookings } = await this.plan(user, [{ ...dto, id }], timeZone);
    const [{ before, slot, wanted, priceCents }] = planned;
    const booking = bookings.get(before.bookingId)!;
    const [{ paid }] = await this.sql.rows<{ paid: number }>('office_move_paid', OPEN_AMOUNT_SQL, [booking.id]);
    const [chair] = await this.sql.rows<{ publicNumber: string }>(
      'office_move_chair',
      `SELECT public_number AS "publicNumber" FROM beach_chair WHERE id = $1`,
      [wanted.beachChairId],
    );
    const newTotal = booking.totalPriceCents - before.priceCents + priceCents;
    return {
      beachChairBookingId: before.id,
      bookingId: booking.id,
      beachChairId: wanted.beachChairId,
      publicNumber: chair.publicNumber,
      start: slot.start.toISOString(),
      end: slot.end.toISOString(),
      oldPrice: toEuros(before.priceCents),
      newPrice: toEuros(priceCents),
      oldTotal: toEuros(booking.totalPriceCents),
      newTotal: toEuros(newTotal),
      difference: toEuros(newTotal - booking.totalPriceCents),
      paid: toEuros(paid),
      open: toEuros(Math.max(newTotal - paid, 0)),
      refund: toEuros(Math.max(paid - newTotal, 0)),
      invoiceNumber: booking.invoiceNumber,
    };
  }

  /**
   * Every move checked against the availability rules (vendor channel; the moved chair bookings' own current periods do
   * not count as taken) and priced; nothing written. A paid (BOOKED) booking may be moved as well.
   */
  private async plan(
    user: AuthUser,
    items: BatchChairBookingItemDto[],
    timeZone?: string,
  ): Promise<{ planned: PlannedMove[]; bookings: Map<number, OfficeBookingRow> }> {
    const rows = await Promise.all(items.map((i) => this.chairBooking(user, i.id)));
    const bookings = new Map<number, OfficeBookingRow>();
    for (const r of rows) if (!bookings.has(r.bookingId)) bookings.set(r.bookingId, await officeBooking(this.sql, user, r.bookingId));
    const edit = officePaidEdit(user);
    for (const r of rows) {
      if (r.status === BookingStatus.CANCELED) throw invalidTransition('MOVE_BEACH_CHAIR', r.status, edit.actor.type);
      assertEditable(bookings.get(r.bookingId)!.status, 'MOVE_BEACH_CHAIR', edit);
    }
    const ignore: IgnoredChairBooking[] = rows.map((r) => ({ beachChairId: r.beachChairId, start: r.start, end: r.end }));
    const planned: PlannedMove[] = [];
    for (const item of items) if (item.beachChairId !== undefined) await this.assertChairAtLocation(user, item.beachChairId);
    for (const [i, item] of items.entries()) {
      const before = rows[i];
      const booking = bookings.get(before.bookingId)!;
      const wanted = wantedAfter(before, item, timeZone ?? booking.timeZone);
      const slot = await this.slots.bookableSlot(zoned(booking, timeZone), wanted, { channel: 'vendor', ignore }).catch((e: unknown) => {
        throw naming(e, before.id);
      });
      const priceCents = item.keepPrice ? before.priceCents : slot.priceCents;
      // The office confirms the amount it was shown; a price list edited since the preview must not change it silently.
      if (item.expectedPrice !== undefined && toCents(item.expectedPrice) !== priceCents) {
        throw new DomainError(
          ErrorType.PRICE_CHANGED,
          `The move of chair booking ${before.id} now costs ${toEuros(priceCents).toFixed(2)} euros, not the ${item.expectedPrice.toFixed(2)} shown; preview it again`,
          { beachChairBookingId: before.id, expectedPrice: item.expectedPrice, price: toEuros(priceCents) },
        );
      }
      planned.push({ before, wanted, slot, priceCents });
    }
    return { planned, bookings };
  }

  /**
   * Plans every move first, then applies them in one transaction with every booking row locked; a conflict among the
   * moves themselves or with a concurrent booking is caught by the exclusion constraint (409). Afterwards each booking is
   * retotaled: an invoiced one gets its correction invoice and a new invoice (also when only the place changed), and a
   * paid one that became cheaper has the surplus refunded (the refund job; money taken by hand is the office's to hand back).
   */
  private async applyMoves(user: AuthUser, items: BatchChairBookingItemDto[], timeZone?: string): Promise<void> {
    const { planned, bookings } = await this.plan(user, items, timeZone);
    const actor = officeActor(user);
    await transactionWithRetry(this.db, async (m) => {
      // Booking rows in id order, then the target chairs in id order (lockChairs): two batches over the same bookings
      // cannot deadlock, and a move queues behind a concurrent add of its target chair (no exclusion-index deadlock).
      const statuses = new Map<number, BookingStatus>();
      for (const bookingId of [...bookings.keys()].sort((a, b) => a - b)) {
        statuses.set(bookingId, await lockInStatus(m, bookingId, 'MOVE_BEACH_CHAIR', OFFICE_PAID_EDITABLE, actor.type));
      }
      await lockChairs(
        m,
        planned.map((p) => p.wanted.beachChairId),
      );
      for (const p of planned) await this.move(m, p, statuses.get(p.before.bookingId)!, actor);
      for (const bookingId of bookings.keys()) {
        const placeChanged = planned.some((p) => p.before.bookingId === bookingId && changesPlace(p));
        await this.settleChange(m, bookingId, actor, placeChanged);
      }
    });
  }

  /**
   * After chair bookings of a (locked) booking moved: the total again; an invoice whose total did not change still names
   * the old place, so it is corrected and issued anew as well; a paid booking now cheaper than what was paid is refunded.
   */
  private async settleChange(
    m: EntityManager,
    bookingId: number,
    actor: ReturnType<typeof officeActor>,
    placeChanged: boolean,
  ): Promise<void> {
    const [{ total: before }] = await txRows<{ total: number }>(m, OPEN_AMOUNT_SQL, [bookingId]);
    await this.cart.retotal(m, bookingId, actor);
    const [{ total }] = await txRows<{ total: number }>(m, OPEN_AMOUNT_SQL, [bookingId]);
    if (total === before && placeChanged) await this.invoices.reinvoiceIn(m, bookingId, actor, { linesChanged: true });
    await refundOverpaymentIn(this.queue, m, bookingId);
  }

  private async move(m: EntityManager, p: PlannedMove, status: BookingStatus, actor: ReturnType<typeof officeActor>): Promise<void> {
    const { before, wanted, slot, priceCents } = p;
    const [moved] = await txRows<{ id: number }>(m, MOVE_SQL, [
      before.id,
      wanted.beachChairId,
      slot.start,
      slot.end,
      slot.model,
      slot.rate,
      priceCents,
      slot.discount,
    ]);
    // Canceled meanwhile (the booking row lock serialises this with the lifecycle's cancel).
    if (!moved) throw invalidTransition('MOVE_BEACH_CHAIR', BookingStatus.CANCELED, actor.type);
    await this.transitions.history(m, before.bookingId, 'MOVE_BEACH_CHAIR', status, status, actor, {
      beachChairBookingId: before.id,
      from: {
        beachChairId: before.beachChairId,
        start: before.start.toISOString(),
        end: before.end.toISOString(),
        rate: before.rate,
        priceCents: before.priceCents,
      },
      to: {
        beachChairId: wanted.beachChairId,
        start: slot.start.toISOString(),
        end: slot.end.toISOString(),
        rate: slot.rate,
        priceCents,
      },
      ...(priceCents !== slot.priceCents ? { keptPrice: true, listPriceCents: slot.priceCents } : {}),
    });
  }
}

/** A refused item of a change names its chair booking (`beachChairBookingId` in the payload); a 404 keeps its shape. */
function naming(e: unknown, beachChairBookingId: number): unknown {
  if (!(e instanceof DomainError) || e.errorType === ErrorType.ENTITY_NOT_FOUND) return e;
  return new DomainError(e.errorType, e.message, { ...e.payload, beachChairBookingId });
}

const notFound = (id: number) =>
  new DomainError(ErrorType.ENTITY_NOT_FOUND, `BeachChairBooking ${id} not found`, { entity: 'BeachChairBooking', id });

/** The booking as the slot check reads it, its days counted in `timeZone` when the caller names one. */
const zoned = (b: OfficeBookingRow, timeZone?: string) => ({
  vendorId: b.vendorId,
  publicReference: b.publicReference,
  timeZone: timeZone ?? b.timeZone,
});

const HALF_DAYS: readonly (RateType | null)[] = [RateType.MORNING, RateType.AFTERNOON];

/**
 * What a chair booking should become: the fields sent, the rest as it is (a new start alone shifts it, keeping its
 * length). Its current days are read in `timeZone`; a half day stays that half while the range is a single day.
 */
function wantedAfter(before: ChairBookingRow, change: ChangeChairBookingDto, timeZone: string): WantedChair {
  const [currentStart, currentEnd] = [calendarDate(before.start, timeZone), calendarDate(new Date(before.end.getTime() - 1), timeZone)];
  const start = change.start ?? currentStart;
  // A new start alone shifts the booking: it keeps its number of days.
  const end = change.end ?? (change.start !== undefined ? addDays(change.start, daysBetween(currentStart, currentEnd)) : currentEnd);
  if (end < start)
    throw new DomainError(ErrorType.INVALID_INPUT, 'end must not be before start', { field: 'end', constraint: 'isNotBeforeStart' });
  const rate = change.rate ?? (start === end && HALF_DAYS.includes(before.rate) ? before.rate! : undefined);
  return { beachChairId: change.beachChairId ?? before.beachChairId, start, end, rate, discount: change.discount ?? before.discount };
}

function toChairBookingItemDto(cb: BeachChairBooking): ChairBookingItemDto {
  return {
    id: cb.id,
    bookingId: cb.bookingId,
    bookingRef: cb.booking!.bookingRef,
    bookingStatus: cb.booking!.status,
    beachChairId: cb.beachChairId,
    publicNumber: cb.beachChair!.publicNumber,
    sectionId: cb.beachChair!.sectionId,
    start: cb.start.toISOString(),
    end: cb.end.toISOString(),
    status: cb.status,
    model: cb.model,
    rate: cb.rate,
    price: toEuros(cb.priceCents),
    discount: cb.discount,
  };
}
