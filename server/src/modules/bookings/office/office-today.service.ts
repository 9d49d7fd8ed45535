import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { locationScopeOf, vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { BookingStatus, PaymentMethod, RateType } from '../../../common/enums.js';
import { HOLDING_STATUSES_SQL } from '../../../common/holding-statuses.js';
import { toEuros } from '../../../common/money.js';
import { addDays, DEFAULT_TIME_ZONE, today, zonedInstant } from '../../../common/time.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { ON_SITE_METHODS } from '../payment-method-rules.js';
import type { OfficeTodayBookingDto, OfficeTodayDto, OfficeTodayQueryDto, OfficeTodaySectionDto } from './office-today.dto.js';

// The scope: the vendor (null: every vendor, an ADMIN without a context) and the location (null: the whole vendor), as the
// parameters $v and $l. A thing stands where its chair's section stands (section.location_id).
const inScope = (v: string, l: string) => `(${v}::int IS NULL OR l.vendor_id = ${v}) AND (${l}::int IS NULL OR l.id = ${l})`;
const IN_SCOPE = inScope('$3', '$4');

/** The sections of the scope and their active chairs, in row and position order. */
const CHAIRS_SQL = `
SELECT s.id AS "sectionId", s.name AS "sectionName", l.id AS "locationId", l.name AS "locationName",
       ch.id, ch.public_number AS "publicNumber", r.name AS "rowName"
  FROM section s
  JOIN location l ON l.id = s.location_id
  JOIN beach_chair ch ON ch.section_id = s.id AND ch.active
  LEFT JOIN "row" r ON r.id = ch.row_id
 WHERE ${inScope('$1', '$2')}
 ORDER BY l.name, l.id, s.name, s.id, r.position NULLS LAST, r.id, ch.position, ch.id`;

/** Holding chair bookings overlapping the day [$1, $2), with their booking's reference, method and customer. */
const CHAIR_BOOKINGS_SQL = `
SELECT cb.id, cb.booking_id AS "bookingId", b.booking_ref AS "bookingRef", cb.beach_chair_id AS "beachChairId",
       ch.public_number AS "publicNumber", ch.section_id AS "sectionId", cb.start, cb."end", cb.status, cb.rate,
       b.payment_method AS "paymentMethod", nullif(concat_ws(' ', c.first_name, c.last_name), '') AS "customerName"
  FROM beach_chair_booking cb
  JOIN booking b ON b.id = cb.booking_id
  JOIN beach_chair ch ON ch.id = cb.beach_chair_id
  JOIN section s ON s.id = ch.section_id
  JOIN location l ON l.id = s.location_id
  LEFT JOIN customer c ON c.id = b.customer_id
 WHERE cb.status IN ${HOLDING_STATUSES_SQL}
   AND cb.period && tstzrange($1, $2, '[)')
   AND ($3::int IS NULL OR b.vendor_id = $3) AND ${IN_SCOPE}
 ORDER BY cb.start, ch.position, cb.id`;

/**
 * Bookings to act on, one line per booking and section of its chairs that are not canceled: $5 the statuses, $6 the payment
 * methods, $7 whether only chair bookings overlapping the day count (else any day), $8 whether a booking without a method counts.
 */
const BOOKINGS_SQL = `
SELECT b.id AS "bookingId", b.booking_ref AS "bookingRef", ch.section_id AS "sectionId", b.status,
       b.payment_method AS "paymentMethod", b.expires_at AS deadline, min(cb.start) AS start,
       string_agg(ch.public_number, ', ' ORDER BY ch.position, ch.id) AS chairs, b.total_price_cents AS "totalPriceCents",
       nullif(concat_ws(' ', c.first_name, c.last_name), '') AS "customerName"
  FROM booking b
  JOIN beach_chair_booking cb ON cb.booking_id = b.id AND cb.status <> 'CANCELED'
  JOIN beach_chair ch ON ch.id = cb.beach_chair_id
  JOIN section s ON s.id = ch.section_id
  JOIN location l ON l.id = s.location_id
  LEFT JOIN customer c ON c.id = b.customer_id
 WHERE b.status = ANY($5::text[])
   AND (b.payment_method = ANY($6::text[]) OR ($8::boolean AND b.payment_method IS NULL))
   AND (NOT $7::boolean OR cb.period && tstzrange($1, $2, '[)'))
   AND ($3::int IS NULL OR b.vendor_id = $3) AND ${IN_SCOPE}
 GROUP BY b.id, c.id, ch.section_id
 ORDER BY b.expires_at NULLS LAST, min(cb.start), b.id, ch.section_id`;

/** Stop sales covering the day ($1, yyyy-MM-dd; both dates are inclusive). */
const STOP_SALES_SQL = `
SELECT ss.id, ss.beach_chair_id AS "beachChairId", ch.public_number AS "publicNumber", ch.section_id AS "sectionId",
       to_char(ss.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ss.end_date, 'YYYY-MM-DD') AS "endDate", ss.reason
  FROM stop_sale ss
  JOIN beach_chair ch ON ch.id = ss.beach_chair_id
  JOIN section s ON s.id = ch.section_id
  JOIN location l ON l.id = s.location_id
 WHERE ss.start_date <= $1::date AND ss.end_date >= $1::date AND ${inScope('$2', '$3')}
 ORDER BY ch.section_id, ch.position, ss.id`;

/**
 * Stop sales over bookings (issue 29, item 3): a holding chair booking on a day its chair is off sale, from the day on ($1 the
 * day's start); a stop sale's days run from 00:00 of its first to 00:00 after its last day in $4, the beaches' own zone
 * (Europe/Berlin, as the availability reads stop sales; not the request's, which PostgreSQL may not even know).
 */
const STOP_SALE_CONFLICTS_SQL = `
SELECT ss.id AS "stopSaleId", ss.beach_chair_id AS "beachChairId", ch.public_number AS "publicNumber", ch.section_id AS "sectionId",
       s.name AS "sectionName", to_char(ss.start_date, 'YYYY-MM-DD') AS "startDate", to_char(ss.end_date, 'YYYY-MM-DD') AS "endDate",
       ss.reason, b.id AS "bookingId", b.booking_ref AS "bookingRef", cb.start AS "bookingStart", cb."end" AS "bookingEnd"
  FROM stop_sale ss
  JOIN beach_chair ch ON ch.id = ss.beach_chair_id
  JOIN section s ON s.id = ch.section_id
  JOIN location l ON l.id = s.location_id
  JOIN beach_chair_booking cb ON cb.beach_chair_id = ss.beach_chair_id AND cb.status IN ${HOLDING_STATUSES_SQL}
   AND cb.period && tstzrange(ss.start_date::timestamp AT TIME ZONE $4, (ss.end_date + 1)::timestamp AT TIME ZONE $4, '[)')
  JOIN booking b ON b.id = cb.booking_id
 WHERE cb."end" > $1 AND ${inScope('$2', '$3')}
 ORDER BY cb.start, ch.position, ss.id, cb.id`;

/** Bank transfers the customer still has to pay (the deadline is booking.expires_at). */
const BANK_TRANSFER_METHODS: readonly PaymentMethod[] = [PaymentMethod.BANK_TRANSFER, PaymentMethod.STRIPE_BANK_TRANSFER];
/**
 * On-site bookings not paid yet: held but not paid (BOOKED means paid), to be paid outside the platform (ON_SITE_METHODS: cash,
 * EC, card terminal, invoice, the vendor's own debit) or without a method yet (a reservation by phone). A CONFIRMED bank
 * transfer or online payment is the vendor's own confirmation, not money to take at the hut.
 */
const UNPAID_STATUSES: readonly BookingStatus[] = [BookingStatus.CONFIRMED, BookingStatus.RESERVED];

interface ChairRow {
  sectionId: number;
  sectionName: string;
  locationId: number;
  locationName: string;
  id: number;
  publicNumber: string;
  rowName: string | null;
}
interface ChairBookingRow {
  id: number;
  bookingId: number;
  bookingRef: string;
  beachChairId: number;
  publicNumber: string;
  sectionId: number;
  start: Date;
  end: Date;
  status: BookingStatus;
  rate: RateType | null;
  paymentMethod: PaymentMethod | null;
  customerName: string | null;
}
interface BookingRow {
  bookingId: number;
  bookingRef: string;
  sectionId: number;
  status: BookingStatus;
  paymentMethod: PaymentMethod | null;
  deadline: Date | null;
  start: Date;
  chairs: string;
  totalPriceCents: number;
  customerName: string | null;
}
interface StopSaleConflictRow {
  stopSaleId: number;
  beachChairId: number;
  publicNumber: string;
  sectionId: number;
  sectionName: string;
  startDate: string;
  endDate: string;
  reason: string | null;
  bookingId: number;
  bookingRef: string;
  bookingStart: Date;
  bookingEnd: Date;
}
interface StopSaleRow {
  id: number;
  beachChairId: number;
  publicNumber: string;
  sectionId: number;
  startDate: string;
  endDate: string;
  reason: string | null;
}

const toBookingDto = (r: BookingRow): OfficeTodayBookingDto => ({
  bookingId: r.bookingId,
  bookingRef: r.bookingRef,
  sectionId: r.sectionId,
  status: r.status,
  paymentMethod: r.paymentMethod,
  deadline: r.deadline ? r.deadline.toISOString() : null,
  start: r.start.toISOString(),
  chairs: r.chairs,
  totalPrice: toEuros(r.totalPriceCents),
  customerName: r.customerName,
});

/**
 * GET /features/booking_details/today: the day at the hut in one answer (six statements run side by side), scoped to the
 * caller's vendor and location context. The screen counts and groups (web/src/office/today/todayFigures.ts).
 */
@Injectable()
export class OfficeTodayService {
  constructor(private readonly sql: SqlService) {}

  async today(user: AuthUser, q: OfficeTodayQueryDto): Promise<OfficeTodayDto> {
    const now = new Date();
    const timeZone = q.timeZone ?? DEFAULT_TIME_ZONE;
    const date = q.date ?? today(timeZone, now);
    const dayStart = zonedInstant(date, '00:00:00', timeZone);
    const dayEnd = zonedInstant(addDays(date, 1), '00:00:00', timeZone);
    const vendorId = vendorScopeOf(user);
    const locationId = locationScopeOf(user);
    const scope = [dayStart, dayEnd, vendorId, locationId];
    const [chairs, chairBookings, waiting, unpaid, stopSales, conflicts] = await Promise.all([
      this.sql.rows<ChairRow>('office_today_chairs', CHAIRS_SQL, [vendorId, locationId]),
      this.sql.rows<ChairBookingRow>('office_today_chair_bookings', CHAIR_BOOKINGS_SQL, scope),
      this.sql.rows<BookingRow>('office_today_bookings', BOOKINGS_SQL, [
        ...scope,
        [BookingStatus.PENDING],
        BANK_TRANSFER_METHODS,
        false,
        false,
      ]),
      this.sql.rows<BookingRow>('office_today_bookings', BOOKINGS_SQL, [...scope, UNPAID_STATUSES, ON_SITE_METHODS, true, true]),
      this.sql.rows<StopSaleRow>('office_today_stop_sales', STOP_SALES_SQL, [date, vendorId, locationId]),
      this.sql.rows<StopSaleConflictRow>('office_today_stop_sale_conflicts', STOP_SALE_CONFLICTS_SQL, [
        dayStart,
        vendorId,
        locationId,
        DEFAULT_TIME_ZONE,
      ]),
    ]);
    const sections = new Map<number, OfficeTodaySectionDto>();
    for (const c of chairs) {
      let section = sections.get(c.sectionId);
      if (!section) {
        section = { id: c.sectionId, name: c.sectionName, locationId: c.locationId, locationName: c.locationName, chairs: [] };
        sections.set(c.sectionId, section);
      }
      section.chairs.push({ id: c.id, publicNumber: c.publicNumber, rowName: c.rowName });
    }
    return {
      date,
      timeZone,
      dayStart: dayStart.toISOString(),
      dayEnd: dayEnd.toISOString(),
      now: now.toISOString(),
      sections: [...sections.values()],
      chairBookings: chairBookings.map((r) => ({ ...r, start: r.start.toISOString(), end: r.end.toISOString() })),
      waitingForPayment: waiting.map(toBookingDto),
      unpaidOnSite: unpaid.map(toBookingDto),
      stopSales,
      stopSaleConflicts: conflicts.map((r) => ({
        ...r,
        bookingStart: r.bookingStart.toISOString(),
        bookingEnd: r.bookingEnd.toISOString(),
      })),
    };
  }
}
