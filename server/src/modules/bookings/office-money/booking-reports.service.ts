import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertInScope, bookingAtLocation, locationScopeOf, vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { SortDirection } from '../../../common/enums.js';
import { assertFound } from '../../../common/errors/domain-error.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { ListSpec, mapPage, Page, paginate } from '../../../common/list/list.js';
import { toEuros } from '../../../common/money.js';
import { addDays, DEFAULT_TIME_ZONE, zonedInstant } from '../../../common/time.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { HOLDING_STATUSES_SQL } from '../../../common/holding-statuses.js';
import { dayReport, ReportChairBooking } from './money-rules.js';
import type { BeachChairBookingsReportDto, BeachChairBookingsReportQueryDto, OfficeCustomerDto } from './office-money.dto.js';

const REPORT_SQL = `
SELECT cb.beach_chair_id AS "beachChairId", c.section_id AS "sectionId", s.name AS "sectionName", cb.start, cb."end",
       cb.price_cents AS "priceCents"
  FROM beach_chair_booking cb
  JOIN booking b ON b.id = cb.booking_id
  JOIN beach_chair c ON c.id = cb.beach_chair_id
  JOIN section s ON s.id = c.section_id
 WHERE cb.status IN ${HOLDING_STATUSES_SQL}
   AND cb.period && tstzrange($1, $2, '[)')
   AND ($3::int IS NULL OR b.vendor_id = $3)
   AND ($4::int IS NULL OR c.section_id = $4)
   AND ($5::int IS NULL OR s.location_id = $5)`;

/**
 * One line per vendor and lower-cased e-mail over the vendor's bookings that got somewhere (OPEN carts and EXPIRED ones are
 * left out): name, telephone and country of the latest booking, count, day of the latest booking, what was paid
 * (payments less refunds: a confirmed booking not paid yet, or a fee still open, is no revenue). Scoped by
 * `:customersVendor` and `:customersLocation` (null: every vendor, every location).
 */
const CUSTOMERS_SQL = `
WITH lines AS (
  SELECT b.vendor_id, lower(c.email) AS email, c.first_name, c.last_name, c.telephone, c.address ->> 'country' AS country,
         b.created_at, b.status,
         (SELECT coalesce(sum(p.amount_cents - p.refunded_cents), 0) FROM payment p
           WHERE p.booking_id = b.id AND p.status IN ('SUCCEEDED', 'REFUNDED')) AS paid_cents
    FROM booking b JOIN customer c ON c.id = b.customer_id
   WHERE b.status IN ('CONFIRMED', 'BOOKED', 'PENDING', 'RESERVED', 'CANCELED')
     AND (CAST(:customersVendor AS int) IS NULL OR b.vendor_id = :customersVendor)
     AND (CAST(:customersLocation AS int) IS NULL OR ${bookingAtLocation('b.id', ':customersLocation')})
), latest AS (
  SELECT DISTINCT ON (vendor_id, email) vendor_id, email, first_name, last_name, telephone, country
    FROM lines ORDER BY vendor_id, email, created_at DESC
)
SELECT l.*, a.bookings, a.last_booking_date, a.spent_cents
  FROM latest l JOIN (
    SELECT vendor_id, email, count(*)::int AS bookings, to_char(max(created_at) AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') AS last_booking_date,
           sum(paid_cents)::int AS spent_cents
      FROM lines GROUP BY vendor_id, email
  ) a USING (vendor_id, email)`;

/** The customer list's part of the list convention (paginate), over the `customers` subquery's columns. */
const CUSTOMER_LIST: ListSpec = {
  orderBy: {
    vendorId: 'customers.vendor_id',
    email: 'customers.email',
    firstName: 'customers.first_name',
    lastName: 'customers.last_name',
    country: 'customers.country',
    numberOfBookings: 'customers.bookings',
    lastBookingDate: 'customers.last_booking_date',
    totalSpent: 'customers.spent_cents',
  },
  defaultOrderBy: 'lastBookingDate',
  search: ['customers.email', 'customers.first_name', 'customers.last_name', `(customers.first_name || ' ' || customers.last_name)`],
  filters: {
    vendorId: { column: 'customers.vendor_id', type: 'int' },
    email: { column: 'customers.email', type: 'string' },
    country: { column: 'customers.country', type: 'string' },
  },
};

interface CustomerRow {
  vendor_id: number;
  email: string;
  first_name: string;
  last_name: string;
  telephone: string | null;
  country: string | null;
  bookings: number;
  last_booking_date: string;
  spent_cents: number;
}

/** The chair-booking report and the customer list of /features/booking_details. */
@Injectable()
export class BookingReportsService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
  ) {}

  async beachChairBookingsReport(user: AuthUser, q: BeachChairBookingsReportQueryDto): Promise<BeachChairBookingsReportDto> {
    const scope = vendorScopeOf(user);
    const timeZone = q.timeZone ?? DEFAULT_TIME_ZONE;
    if (q.sectionId !== undefined) {
      const [section] = await this.sql.rows<{ vendorId: number; locationId: number }>(
        'office_money_section_vendor',
        `SELECT l.vendor_id AS "vendorId", s.location_id AS "locationId" FROM section s JOIN location l ON l.id = s.location_id WHERE s.id = $1`,
        [q.sectionId],
      );
      assertInScope(user, assertFound(section, 'Section', q.sectionId).vendorId, 'Section', q.sectionId, section.locationId);
    }
    const bookings = await this.sql.rows<ReportChairBooking>('office_money_report', REPORT_SQL, [
      zonedInstant(q.from, '00:00:00', timeZone),
      zonedInstant(addDays(q.to, 1), '00:00:00', timeZone),
      scope,
      q.sectionId ?? null,
      locationScopeOf(user),
    ]);
    const lines = dayReport(bookings, q.from, q.to, timeZone);
    return {
      from: q.from,
      to: q.to,
      timeZone,
      items: lines.map(({ revenueCents, ...line }) => ({ ...line, revenue: toEuros(revenueCents) })),
      totalChairBookings: lines.reduce((s, l) => s + l.chairBookings, 0),
      totalRevenue: toEuros(lines.reduce((s, l) => s + l.revenueCents, 0)),
    };
  }

  /**
   * The vendor's customers with the list convention (paginate: search in e-mail and names, orderBy, filters vendorId, email
   * and country with eq/not/in, paging, CSV). Newest customers first unless the caller names an order.
   */
  async customers(user: AuthUser, q: ListQueryDto): Promise<Page<OfficeCustomerDto>> {
    const qb = new CustomerRowsQuery(this.db.createQueryBuilder())
      .select('customers.*')
      .from<CustomerRow>(`(${CUSTOMERS_SQL})`, 'customers')
      .setParameters({ customersVendor: vendorScopeOf(user), customersLocation: locationScopeOf(user) });
    const query: ListQueryDto = { ...lowerCaseEmailFilters(q), orderDir: q.orderDir ?? (q.orderBy ? undefined : SortDirection.DESC) };
    return mapPage(await paginate(qb, query, CUSTOMER_LIST), (r) => ({
      vendorId: r.vendor_id,
      email: r.email,
      firstName: r.first_name,
      lastName: r.last_name,
      telephone: r.telephone,
      country: r.country,
      numberOfBookings: r.bookings,
      lastBookingDate: r.last_booking_date,
      totalSpent: toEuros(r.spent_cents),
    }));
  }
}

/**
 * paginate() over the customer lines, which are no entity: rows come back raw, the count is `count(*)` of the filtered
 * lines, and vendor and e-mail (a line's key) keep the order stable across pages.
 */
class CustomerRowsQuery extends SelectQueryBuilder<CustomerRow> {
  override async getManyAndCount(): Promise<[CustomerRow[], number]> {
    const count = this.clone().orderBy().skip(undefined).take(undefined).select('count(*)::int', 'total');
    this.addOrderBy('customers.vendor_id', 'ASC').addOrderBy('customers.email', 'ASC');
    const [rows, counted] = await Promise.all([this.getRawMany<CustomerRow>(), count.getRawOne<{ total: number }>()]);
    return [rows, counted?.total ?? 0];
  }
}

/** E-mails are listed lower-cased, so an e-mail filter (eq, not, in) matches whatever the case it is written in. */
function lowerCaseEmailFilters(q: ListQueryDto): ListQueryDto {
  const lower = (v: unknown): unknown =>
    typeof v === 'string' ? v.toLowerCase() : Array.isArray(v) ? v.map(lower) : isRecord(v) ? mapValues(v, lower) : v;
  const out = { ...q };
  if (q.filterBy === 'email' && q.filter !== undefined) out.filter = q.filter.toLowerCase();
  if (q.filters) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(q.filters);
    } catch {
      return out; // paginate() answers the malformed JSON
    }
    if (isRecord(parsed) && Object.hasOwn(parsed, 'email')) out.filters = JSON.stringify({ ...parsed, email: lower(parsed.email) });
  }
  return out;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const mapValues = (o: Record<string, unknown>, f: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(o).map(([k, v]) => [k, f(v)]));
