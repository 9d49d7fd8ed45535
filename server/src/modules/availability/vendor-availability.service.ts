import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope, locationScopeOf, vendorScopeOf } from '../../common/auth/vendor-scope.js';
import { BookingStatus, RateType, SortDirection } from '../../common/enums.js';
import { assertFound, DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { Page, paginate } from '../../common/list/list.js';
import { toEuros } from '../../common/money.js';
import { DEFAULT_TIME_ZONE } from '../../common/time.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { BeachChairBooking } from '../bookings/entities/beach-chair-booking.entity.js';
import { AvailabilityDataService } from './availability-data.service.js';
import { HOLDING_STATUSES_SQL } from '../../common/holding-statuses.js';
import { ChairPeriodsQueryDto, SectionBookingsQueryDto, SectionsOccupancyQueryDto } from './dto/availability-query.dto.js';
import { ChairPeriodsDto, SectionChairBookingDto, SectionDayOccupancyDto, SectionsOccupancyDto } from './dto/vendor-availability.dto.js';
import { AvailabilityState, chairAvailability, chairDayStates, rangeFacts, seasonByDay } from './rules/index.js';
import { assertRowOfSection, rangeQuery, windowOf } from './query-window.js';

interface PeriodRow {
  id: number;
  booking_id: number;
  booking_ref: string;
  status: BookingStatus;
  start: Date;
  end: Date;
  rate: RateType | null;
}

/** The vendor's views: one chair's periods, occupancy per section and day, a section's chair bookings. */
@Injectable()
export class VendorAvailabilityService {
  constructor(
    private readonly data: AvailabilityDataService,
    private readonly sql: SqlService,
    private readonly db: DataSource,
  ) {}

  async chairPeriods(user: AuthUser, beachChairId: number, q: ChairPeriodsQueryDto): Promise<ChairPeriodsDto> {
    const range = rangeQuery({ start: q.from, end: q.to, timeZone: q.timeZone });
    const window = windowOf(range);
    const { section, chairs } = await this.data.snapshot(await this.data.sectionOfChair(beachChairId), window, { beachChairId });
    assertInScope(user, section.vendorId, 'BeachChair', beachChairId, section.locationId);
    const chair = assertFound(chairs[0], 'BeachChair', beachChairId);
    const now = new Date();
    const { facts } = rangeFacts(section, range, now, 'vendor');
    const periods = await this.sql.rows<PeriodRow>(
      'availability_chair_periods',
      `SELECT cb.id, cb.booking_id, b.booking_ref, cb.status, cb.start, cb."end", cb.rate
         FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id
        WHERE cb.beach_chair_id = $1 AND cb.status IN ${HOLDING_STATUSES_SQL} AND cb.period && tstzrange($2, $3, '[)')
        ORDER BY cb.start`,
      [beachChairId, window.from, window.to],
    );
    const whole = chairAvailability(chair, facts);
    const days = chairDayStates(chair, facts, seasonByDay(section, facts, now));
    return {
      beachChairId,
      sectionId: section.id,
      from: q.from,
      to: q.to,
      timeZone: range.timeZone,
      state: whole.state,
      free: whole.free,
      bookable: whole.bookable,
      days: days.map((d, i) => ({ date: facts.days[i].date, state: d.state, reason: d.reason })),
      bookings: periods.map((p) => ({
        id: p.id,
        bookingId: p.booking_id,
        bookingRef: p.booking_ref,
        status: p.status,
        start: p.start.toISOString(),
        end: p.end.toISOString(),
        rate: p.rate,
      })),
      stopSales: await this.stopSales(beachChairId, q.from, q.to),
    };
  }

  async occupancy(user: AuthUser, q: SectionsOccupancyQueryDto): Promise<SectionsOccupancyDto> {
    const [startDate, endDate] = occupancyRange(q);
    const scope = vendorScopeOf(user);
    if (scope !== null && q.vendorId !== undefined && q.vendorId !== scope) {
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Vendor ${q.vendorId} not found`, { entity: 'Vendor', id: q.vendorId });
    }
    const range = { start: startDate, end: endDate, timeZone: q.timeZone ?? DEFAULT_TIME_ZONE };
    const now = new Date();
    const location = locationScopeOf(user);
    const snapshots = (await this.data.vendorSnapshots(scope ?? q.vendorId ?? null, windowOf(range))).filter(
      // A location context counts its own location's sections.
      ({ section }) => location === null || section.locationId === location,
    );
    return {
      startDate,
      endDate,
      timeZone: range.timeZone,
      sections: snapshots.map(({ section, chairs }) => {
        const { facts } = rangeFacts(section, range, now, 'vendor');
        const inSeason = seasonByDay(section, facts, now);
        const days: SectionDayOccupancyDto[] = facts.days.map((d) => ({
          date: d.date,
          free: 0,
          booked: 0,
          bookedMorning: 0,
          bookedAfternoon: 0,
          reserved: 0,
          stopSale: 0,
          outsideSeason: 0,
        }));
        for (const chair of chairs) chairDayStates(chair, facts, inSeason).forEach((a, i) => count(days[i], a.state));
        return {
          sectionId: section.id,
          name: section.name,
          locationId: section.locationId,
          locationName: section.locationName,
          chairs: chairs.length,
          days,
        };
      }),
    };
  }

  async sectionBookings(user: AuthUser, sectionId: number, q: SectionBookingsQueryDto): Promise<Page<SectionChairBookingDto>> {
    const section = await this.data.section(sectionId);
    assertInScope(user, section.vendorId, 'Section', sectionId, section.locationId);
    assertRowOfSection(section, q.row);
    const w = windowOf(rangeQuery(q));
    if (isWholeRangeQuery(q)) return this.sectionBookingsAtOnce(sectionId, q, w);
    const qb = this.db
      .getRepository(BeachChairBooking)
      .createQueryBuilder('cb')
      .innerJoinAndSelect('cb.booking', 'booking')
      .innerJoinAndSelect('cb.beachChair', 'chair')
      .leftJoinAndSelect('booking.customer', 'customer')
      .where('chair.sectionId = :sectionId', { sectionId })
      .andWhere(`cb.period && tstzrange(:from, :to, '[)')`, { from: w.from, to: w.to });
    if (q.row !== undefined) qb.andWhere('chair.rowId = :rowId', { rowId: q.row });
    if (q.model !== undefined) qb.andWhere('chair.model = :model', { model: q.model });
    if (q.status !== undefined) qb.andWhere('cb.status = :status', { status: q.status });
    const page = await paginate(qb, q, {
      orderBy: { id: 'cb.id', start: 'cb.start', publicNumber: 'chair.publicNumber', status: 'cb.status' },
      defaultOrderBy: 'start',
      search: ['booking.bookingRef', 'customer.lastName', 'chair.publicNumber'],
      filters: { beachChairId: { column: 'cb.beachChairId', type: 'int' }, bookingId: { column: 'cb.bookingId', type: 'int' } },
    });
    return {
      ...page,
      items: page.items.map((cb) => ({
        id: cb.id,
        bookingId: cb.bookingId,
        bookingRef: cb.booking!.bookingRef,
        status: cb.status,
        beachChairId: cb.beachChairId,
        publicNumber: cb.beachChair!.publicNumber,
        rowId: cb.beachChair!.rowId,
        model: cb.model,
        start: cb.start.toISOString(),
        end: cb.end.toISOString(),
        rate: cb.rate,
        price: toEuros(cb.priceCents),
        discount: cb.discount,
        customerName: cb.booking!.customer ? `${cb.booking!.customer.firstName} ${cb.booking!.customer.lastName}` : null,
      })),
    };
  }

  /**
   * The whole range at once (itemsPerPage=0, no search, filter or order of its own: the back office's calendar asks so
   * for a month of a 400-chair section, thousands of rows) in one SQL statement: the same answer as the list path, in the
   * same order (start, then id), without hydrating four entities per row (docs/back-office.md "Calendar").
   */
  private async sectionBookingsAtOnce(
    sectionId: number,
    q: SectionBookingsQueryDto,
    w: { from: Date; to: Date },
  ): Promise<Page<SectionChairBookingDto>> {
    const direction = q.orderDir === SortDirection.DESC ? 'DESC' : 'ASC';
    const rows = await this.sql.rows<{
      id: number;
      bookingId: number;
      bookingRef: string;
      status: BookingStatus;
      beachChairId: number;
      publicNumber: string;
      rowId: number | null;
      model: SectionChairBookingDto['model'];
      start: Date;
      end: Date;
      rate: RateType | null;
      priceCents: number;
      discount: boolean;
      firstName: string | null;
      lastName: string | null;
      hasCustomer: boolean;
    }>(
      `availability_section_bookings_all_${direction.toLowerCase()}`,
      `SELECT cb.id, cb.booking_id AS "bookingId", b.booking_ref AS "bookingRef", cb.status, cb.beach_chair_id AS "beachChairId",
              c.public_number AS "publicNumber", c.row_id AS "rowId", cb.model, cb.start, cb."end", cb.rate,
              cb.price_cents AS "priceCents", cb.discount, cu.first_name AS "firstName", cu.last_name AS "lastName",
              cu.id IS NOT NULL AS "hasCustomer"
         FROM beach_chair_booking cb
         JOIN booking b ON b.id = cb.booking_id
         JOIN beach_chair c ON c.id = cb.beach_chair_id
         LEFT JOIN customer cu ON cu.id = b.customer_id
        WHERE c.section_id = $1 AND cb.period && tstzrange($2, $3, '[)')
          AND ($4::int IS NULL OR c.row_id = $4) AND ($5::text IS NULL OR cb.model = $5) AND ($6::text IS NULL OR cb.status = $6)
        ORDER BY cb.start ${direction}, cb.id ASC`,
      [sectionId, w.from, w.to, q.row ?? null, q.model ?? null, q.status ?? null],
    );
    const items = rows.map((r) => ({
      id: r.id,
      bookingId: r.bookingId,
      bookingRef: r.bookingRef,
      status: r.status,
      beachChairId: r.beachChairId,
      publicNumber: r.publicNumber,
      rowId: r.rowId,
      model: r.model,
      start: new Date(r.start).toISOString(),
      end: new Date(r.end).toISOString(),
      rate: r.rate,
      price: toEuros(r.priceCents),
      discount: r.discount,
      customerName: r.hasCustomer ? `${r.firstName} ${r.lastName}` : null,
    }));
    return { items, total: items.length, page: 1, itemsPerPage: 0 };
  }

  private async stopSales(beachChairId: number, from: string, to: string) {
    const rows = await this.sql.rows<{ start: string; end: string; reason: string | null }>(
      'availability_chair_stop_sales',
      `SELECT start_date::text AS start, end_date::text AS "end", reason FROM stop_sale
        WHERE beach_chair_id = $1 AND start_date <= $3::date AND end_date >= $2::date ORDER BY start_date`,
      [beachChairId, from, to],
    );
    return rows;
  }
}

/** A section's chair bookings asked for all at once, in the default order, with no search or list filter. */
function isWholeRangeQuery(q: SectionBookingsQueryDto): boolean {
  return (
    q.itemsPerPage === 0 &&
    !q.search?.trim() &&
    q.filterBy === undefined &&
    q.filter === undefined &&
    q.filters === undefined &&
    (q.orderBy === undefined || q.orderBy === 'start')
  );
}

/** `date` or `startDate`..`endDate` (default startDate); one of them is required. */
function occupancyRange(q: SectionsOccupancyQueryDto): [string, string] {
  if (q.date !== undefined) {
    if (q.startDate !== undefined || q.endDate !== undefined) {
      throw new BadRequestException({ statusCode: 400, message: ['date excludes startDate and endDate'], error: 'Bad Request' });
    }
    return [q.date, q.date];
  }
  if (q.startDate === undefined) {
    throw new BadRequestException({ statusCode: 400, message: ['startDate or date is required'], error: 'Bad Request' });
  }
  return [q.startDate, q.endDate ?? q.startDate];
}

function count(day: SectionDayOccupancyDto, state: AvailabilityState): void {
  switch (state) {
    case AvailabilityState.FREE:
      day.free++;
      break;
    case AvailabilityState.BOOKED:
      day.booked++;
      break;
    case AvailabilityState.BOOKED_MORNING:
      day.bookedMorning++;
      break;
    case AvailabilityState.BOOKED_AFTERNOON:
      day.bookedAfternoon++;
      break;
    case AvailabilityState.RESERVED:
      day.reserved++;
      break;
    case AvailabilityState.STOP_SALE:
      day.stopSale++;
      break;
    case AvailabilityState.OUTSIDE_RENTAL_SEASON:
      day.outsideSeason++;
      break;
  }
}
