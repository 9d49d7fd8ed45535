import { BadRequestException, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope, vendorScopeOf } from '../../common/auth/vendor-scope.js';
import { BookingStatus, RateType } from '../../common/enums.js';
import { assertFound, DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { Page, paginate } from '../../common/list/list.js';
import { toEuros } from '../../common/money.js';
import { DEFAULT_TIME_ZONE } from '../../common/time.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { BeachChairBooking } from '../bookings/entities/beach-chair-booking.entity.js';
import { AvailabilityDataService } from './availability-data.service.js';
import { HOLDING } from './availability.sql.js';
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
    assertInScope(user, section.vendorId, 'BeachChair', beachChairId);
    const chair = assertFound(chairs[0], 'BeachChair', beachChairId);
    const now = new Date();
    const { facts } = rangeFacts(section, range, now, 'vendor');
    const periods = await this.sql.rows<PeriodRow>(
      'availability_chair_periods',
      `SELECT cb.id, cb.booking_id, b.booking_ref, cb.status, cb.start, cb."end", cb.rate
         FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id
        WHERE cb.beach_chair_id = $1 AND cb.status IN ${HOLDING} AND cb.period && tstzrange($2, $3, '[)')
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
    const snapshots = await this.data.vendorSnapshots(scope ?? q.vendorId ?? null, windowOf(range));
    return {
      startDate,
      endDate,
      timeZone: range.timeZone,
      sections: snapshots.map(({ section, chairs }) => {
        const { facts } = rangeFacts(section, range, now, 'vendor');
        const inSeason = seasonByDay(section, facts, now);
        const days: SectionDayOccupancyDto[] = facts.days.map((d) => ({
          date: d.date, free: 0, booked: 0, bookedMorning: 0, bookedAfternoon: 0, reserved: 0, stopSale: 0, outsideSeason: 0,
        }));
        for (const chair of chairs) chairDayStates(chair, facts, inSeason).forEach((a, i) => count(days[i], a.state));
        return { sectionId: section.id, name: section.name, locationId: section.locationId, locationName: section.locationName, chairs: chairs.length, days };
      }),
    };
  }

  async sectionBookings(user: AuthUser, sectionId: number, q: SectionBookingsQueryDto): Promise<Page<SectionChairBookingDto>> {
    const section = await this.data.section(sectionId);
    assertInScope(user, section.vendorId, 'Section', sectionId);
    assertRowOfSection(section, q.row);
    const w = windowOf(rangeQuery(q));
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
