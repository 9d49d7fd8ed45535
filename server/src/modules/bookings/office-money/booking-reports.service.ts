import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertInScope, vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { DEFAULT_PAGE_SIZE, ListQueryDto, MAX_PAGE_SIZE } from '../../../common/list/list-query.dto.js';
import type { Page } from '../../../common/list/list.js';
import { toEuros } from '../../../common/money.js';
import { addDays, DEFAULT_TIME_ZONE, zonedInstant } from '../../../common/time.js';
import { isInt32 } from '../../../common/validation/optional.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { dayReport, ReportChairBooking } from './money-rules.js';
import type { BeachChairBookingsReportDto, BeachChairBookingsReportQueryDto, OfficeCustomerDto } from './office-money.dto.js';

const REPORT_SQL = `
SELECT cb.beach_chair_id AS "beachChairId", c.section_id AS "sectionId", s.name AS "sectionName", cb.start, cb."end",
       cb.price_cents AS "priceCents"
  FROM beach_chair_booking cb
  JOIN booking b ON b.id = cb.booking_id
  JOIN beach_chair c ON c.id = cb.beach_chair_id
  JOIN section s ON s.id = c.section_id
 WHERE cb.status IN ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'RESERVED') -- the holding statuses
   AND cb.period && tstzrange($1, $2, '[)')
   AND ($3::int IS NULL OR b.vendor_id = $3)
   AND ($4::int IS NULL OR c.section_id = $4)`;

/** The customer list's columns (SQL over the `customers` CTE) for order, search and filters. */
const CUSTOMER_COLUMNS = {
  vendorId: { column: 'vendor_id', type: 'int' },
  email: { column: 'email', type: 'string' },
  firstName: { column: 'first_name', type: 'string' },
  lastName: { column: 'last_name', type: 'string' },
  country: { column: 'country', type: 'string' },
  numberOfBookings: { column: 'bookings', type: 'int' },
  lastBookingDate: { column: 'last_booking_date', type: 'string' },
  totalSpent: { column: 'spent_cents', type: 'int' },
} as const;
const CUSTOMER_FILTERS = ['vendorId', 'email', 'country'] as const;

/**
 * One line per vendor and lower-cased e-mail over the vendor's bookings that got somewhere (OPEN carts and EXPIRED ones are
 * left out): name, telephone and country of the latest booking, count, day of the latest booking, total spent.
 */
const CUSTOMERS_CTE = `
WITH lines AS (
  SELECT b.vendor_id, lower(c.email) AS email, c.first_name, c.last_name, c.telephone, c.address ->> 'country' AS country,
         b.created_at, b.status, b.total_price_cents, b.cancellation_fee_cents
    FROM booking b JOIN customer c ON c.id = b.customer_id
   WHERE b.status IN ('CONFIRMED', 'BOOKED', 'PENDING', 'RESERVED', 'CANCELED') AND ($1::int IS NULL OR b.vendor_id = $1)
), latest AS (
  SELECT DISTINCT ON (vendor_id, email) vendor_id, email, first_name, last_name, telephone, country
    FROM lines ORDER BY vendor_id, email, created_at DESC
), customers AS (
  SELECT l.*, a.bookings, a.last_booking_date, a.spent_cents
    FROM latest l JOIN (
      SELECT vendor_id, email, count(*)::int AS bookings, to_char(max(created_at) AT TIME ZONE 'Europe/Berlin', 'YYYY-MM-DD') AS last_booking_date,
             sum(CASE WHEN status IN ('CONFIRMED', 'BOOKED') THEN total_price_cents
                      WHEN status = 'CANCELED' THEN coalesce(cancellation_fee_cents, 0) ELSE 0 END)::int AS spent_cents
        FROM lines GROUP BY vendor_id, email
    ) a USING (vendor_id, email)
)`;

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

const invalidList = (message: string, payload: Record<string, string | string[]>) => new DomainError(ErrorType.INVALID_LIST_QUERY, message, payload);

/** The chair-booking report and the customer list of /features/booking_details. */
@Injectable()
export class BookingReportsService {
  constructor(private readonly sql: SqlService) {}

  async beachChairBookingsReport(user: AuthUser, q: BeachChairBookingsReportQueryDto): Promise<BeachChairBookingsReportDto> {
    const scope = vendorScopeOf(user);
    const timeZone = q.timeZone ?? DEFAULT_TIME_ZONE;
    if (q.sectionId !== undefined) {
      const [section] = await this.sql.rows<{ vendorId: number }>(
        'office_money_section_vendor', `SELECT l.vendor_id AS "vendorId" FROM section s JOIN location l ON l.id = s.location_id WHERE s.id = $1`, [q.sectionId],
      );
      assertInScope(user, assertFound(section, 'Section', q.sectionId).vendorId, 'Section', q.sectionId);
    }
    const bookings = await this.sql.rows<ReportChairBooking>('office_money_report', REPORT_SQL, [
      zonedInstant(q.from, '00:00:00', timeZone), zonedInstant(addDays(q.to, 1), '00:00:00', timeZone), scope, q.sectionId ?? null,
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

  /** The vendor's customers with the list convention: search (e-mail, names), orderBy, filters vendorId/email/country, paging, CSV. */
  async customers(user: AuthUser, q: ListQueryDto): Promise<Page<OfficeCustomerDto>> {
    const params: unknown[] = [vendorScopeOf(user)];
    const where: string[] = [];
    const add = (value: unknown) => `$${params.push(value)}`;
    if (q.search?.trim()) {
      const p = add(`%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(email ILIKE ${p} OR first_name ILIKE ${p} OR last_name ILIKE ${p} OR (first_name || ' ' || last_name) ILIKE ${p})`);
    }
    for (const [field, value] of customerFilters(q)) {
      const def = CUSTOMER_COLUMNS[field];
      if (def.type === 'int' && !isInt32(Number(value))) throw invalidList(`Filter ${field} needs a 32-bit integer`, { field, value: String(value) });
      if (String(value).includes('\u0000')) throw invalidList(`Filter ${field} must not contain NUL characters`, { field, value: 'NUL' });
      where.push(field === 'email' ? `${def.column} = lower(${add(String(value))})` : `${def.column} = ${add(def.type === 'int' ? Number(value) : String(value))}`);
    }
    const orderBy = q.orderBy ?? 'lastBookingDate';
    if (!Object.hasOwn(CUSTOMER_COLUMNS, orderBy)) throw invalidList(`Cannot order by ${orderBy}`, { orderBy, allowed: Object.keys(CUSTOMER_COLUMNS) });
    // Newest customers first unless the caller orders otherwise.
    const direction = q.orderDir ?? (q.orderBy ? 'ASC' : 'DESC');
    const order = `${CUSTOMER_COLUMNS[orderBy as keyof typeof CUSTOMER_COLUMNS].column} ${direction === 'DESC' ? 'DESC' : 'ASC'}`;
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const requested = q.itemsPerPage ?? DEFAULT_PAGE_SIZE;
    const itemsPerPage = requested === 0 ? 0 : Math.min(requested, MAX_PAGE_SIZE);
    const page = Math.max(q.page ?? 1, 1);
    const limit = itemsPerPage === 0 ? '' : `LIMIT ${itemsPerPage} OFFSET ${(page - 1) * itemsPerPage}`;
    const [rows, [{ total }]] = await Promise.all([
      this.sql.rows<CustomerRow>(undefined, `${CUSTOMERS_CTE} SELECT * FROM customers ${filter} ORDER BY ${order}, vendor_id, email ${limit}`, params),
      this.sql.rows<{ total: number }>(undefined, `${CUSTOMERS_CTE} SELECT count(*)::int AS total FROM customers ${filter}`, params),
    ]);
    return {
      items: rows.map((r) => ({
        vendorId: r.vendor_id, email: r.email, firstName: r.first_name, lastName: r.last_name, telephone: r.telephone, country: r.country,
        numberOfBookings: r.bookings, lastBookingDate: r.last_booking_date, totalSpent: toEuros(r.spent_cents),
      })),
      total,
      page: itemsPerPage === 0 ? 1 : page,
      itemsPerPage,
    };
  }
}

/** filterBy/filter and the filters JSON object, equality only, on the fields the customer list allows. */
function customerFilters(q: ListQueryDto): [(typeof CUSTOMER_FILTERS)[number], string | number][] {
  const entries: [string, unknown][] = [];
  if (q.filterBy !== undefined || q.filter !== undefined) {
    if (q.filterBy === undefined || q.filter === undefined) throw invalidList('filterBy and filter go together', { field: q.filterBy ?? 'filterBy' });
    entries.push([q.filterBy, q.filter]);
  }
  if (q.filters) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(q.filters);
    } catch {
      throw invalidList('filters must be a JSON object', { field: 'filters' });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidList('filters must be a JSON object', { field: 'filters' });
    entries.push(...Object.entries(parsed));
  }
  return entries.map(([field, value]) => {
    if (!(CUSTOMER_FILTERS as readonly string[]).includes(field)) throw invalidList(`Unknown filter ${field}`, { field, allowed: [...CUSTOMER_FILTERS] });
    if (typeof value !== 'string' && typeof value !== 'number') throw invalidList(`Filter ${field} needs a single value`, { field, value: String(value) });
    return [field as (typeof CUSTOMER_FILTERS)[number], value];
  });
}
