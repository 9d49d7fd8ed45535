import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { scopeQuery } from '../../../common/auth/vendor-scope.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { Page, paginate } from '../../../common/list/list.js';
import { toEuros } from '../../../common/money.js';
import { addDays, DEFAULT_TIME_ZONE, zonedInstant } from '../../../common/time.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { Booking } from '../entities/booking.entity.js';
import type { OfficeBookingDto, OfficeBookingListItemDto, OfficeBookingListQueryDto } from './office-booking.dto.js';
import { HALF_DAY_RANGE_SQL, officeBooking, toOfficeBookingDto } from './office-booking.read.js';

/** What the list shows of each booking of a page, in one query for the page. */
const ACTIVE = `(cb.status <> 'CANCELED' OR b.status = 'CANCELED')`;
const SUMMARY_SQL = `
SELECT b.id, cu.first_name AS "firstName", cu.last_name AS "lastName", cu.email,
       min(cb.start) FILTER (WHERE ${ACTIVE}) AS start,
       max(cb."end") FILTER (WHERE ${ACTIVE}) AS "end",
       coalesce(string_agg(DISTINCT c.public_number, ', ') FILTER (WHERE ${ACTIVE}), '') AS chairs,
       coalesce(string_agg(DISTINCT s.name, ', ') FILTER (WHERE ${ACTIVE}), '') AS sections,
       CASE WHEN bool_and(cb.rate IN ('MORNING', 'AFTERNOON')) FILTER (WHERE ${ACTIVE})
             AND count(DISTINCT ${HALF_DAY_RANGE_SQL}) FILTER (WHERE ${ACTIVE}) = 1
            THEN min(${HALF_DAY_RANGE_SQL}) FILTER (WHERE ${ACTIVE}) END AS "timeRange"
  FROM booking b LEFT JOIN customer cu ON cu.id = b.customer_id
  LEFT JOIN beach_chair_booking cb ON cb.booking_id = b.id
  LEFT JOIN beach_chair c ON c.id = cb.beach_chair_id LEFT JOIN section s ON s.id = c.section_id
 WHERE b.id = ANY($1::int[])
 GROUP BY b.id, cu.id`;

interface Summary {
  id: number;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  start: Date | null;
  end: Date | null;
  chairs: string;
  sections: string;
  /** The half day's hours ('08-13') when every chair of the booking is booked for the same half day. */
  timeRange: string | null;
}

const invalidInput = (field: string, message: string) => new DomainError(ErrorType.INVALID_INPUT, message, { field });

/** GET /features/booking_details and /{id}: the vendor's bookings. */
@Injectable()
export class OfficeBookingsService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
  ) {}

  async get(user: AuthUser, id: number): Promise<OfficeBookingDto> {
    return toOfficeBookingDto(this.sql, await officeBooking(this.sql, user, id));
  }

  async list(user: AuthUser, query: OfficeBookingListQueryDto): Promise<Page<OfficeBookingListItemDto>> {
    const qb = this.db.getRepository(Booking).createQueryBuilder('booking');
    scopeQuery(qb, 'booking.vendorId', user, { bookingColumn: 'booking.id' });
    if (query.status?.length) qb.andWhere('booking.status IN (:...officeStatuses)', { officeStatuses: query.status });
    if (query.source) qb.andWhere('booking.source = :officeSource', { officeSource: query.source });
    if (query.paymentMethod) qb.andWhere('booking.paymentMethod = :officePaymentMethod', { officePaymentMethod: query.paymentMethod });
    if (query.email) {
      qb.andWhere('EXISTS (SELECT 1 FROM customer oc WHERE oc.id = booking.customerId AND lower(oc.email) = :officeEmail)', {
        officeEmail: query.email.toLowerCase(),
      });
    }
    // The chair conditions hold for one and the same chair booking (e.g. this chair on these days).
    const chair: string[] = [];
    if (query.from !== undefined || query.to !== undefined) {
      if (query.from !== undefined && query.to !== undefined && query.to < query.from)
        throw invalidInput('to', 'to must not be before from');
      chair.push(`ocb.period && tstzrange(CAST(:officeFrom AS timestamptz), CAST(:officeTo AS timestamptz), '[)')`);
      qb.setParameters({
        officeFrom: query.from ? zonedInstant(query.from, '00:00', DEFAULT_TIME_ZONE) : null,
        officeTo: query.to ? zonedInstant(addDays(query.to, 1), '00:00', DEFAULT_TIME_ZONE) : null,
      });
    }
    if (query.beachChairId) chair.push('ocb.beach_chair_id = :officeChair');
    if (query.sectionId) chair.push('och.section_id = :officeSection');
    if (chair.length) {
      qb.andWhere(
        `EXISTS (SELECT 1 FROM beach_chair_booking ocb JOIN beach_chair och ON och.id = ocb.beach_chair_id WHERE ocb.booking_id = booking.id AND ${chair.join(' AND ')})`,
        { officeChair: query.beachChairId ?? null, officeSection: query.sectionId ?? null },
      );
    }
    const page = await paginate(qb, query, {
      orderBy: {
        id: 'booking.id',
        bookingRef: 'booking.bookingRef',
        status: 'booking.status',
        source: 'booking.source',
        paymentMethod: 'booking.paymentMethod',
        totalPrice: 'booking.totalPriceCents',
        createdAt: 'booking.createdAt',
        start: '(SELECT min(sb.start) FROM beach_chair_booking sb WHERE sb.booking_id = booking.id)',
      },
      defaultOrderBy: 'id',
      search: [
        'booking.bookingRef',
        `(SELECT concat_ws(' ', sc.first_name, sc.last_name, sc.email) FROM customer sc WHERE sc.id = booking.customerId)`,
      ],
      filters: {
        id: { column: 'booking.id', type: 'int' },
        status: { column: 'booking.status', type: 'string' },
        source: { column: 'booking.source', type: 'string' },
        paymentMethod: { column: 'booking.paymentMethod', type: 'string' },
        customerId: { column: 'booking.customerId', type: 'int' },
        invoiceNumber: { column: 'booking.invoiceNumber', type: 'string' },
        vendorId: { column: 'booking.vendorId', type: 'int' },
      },
    });
    const summaries = new Map(
      (await this.sql.rows<Summary>('office_booking_list_summary', SUMMARY_SQL, [page.items.map((b) => b.id)])).map((s) => [s.id, s]),
    );
    return {
      ...page,
      items: page.items.map((b): OfficeBookingListItemDto => {
        const s = summaries.get(b.id);
        return {
          id: b.id,
          bookingRef: b.bookingRef,
          status: b.status,
          source: b.source,
          paymentMethod: b.paymentMethod,
          totalPrice: toEuros(b.totalPriceCents),
          cancellationFee: b.cancellationFeeCents === null ? null : toEuros(b.cancellationFeeCents),
          invoiceNumber: b.invoiceNumber,
          customerFirstName: s?.firstName ?? null,
          customerLastName: s?.lastName ?? null,
          customerEmail: s?.email ?? null,
          start: s?.start ? s.start.toISOString() : null,
          end: s?.end ? s.end.toISOString() : null,
          beachChairs: s?.chairs ?? '',
          sections: s?.sections ?? '',
          createdAt: b.createdAt.toISOString(),
          timeRange: s?.timeRange ?? null,
        };
      }),
    };
  }
}
