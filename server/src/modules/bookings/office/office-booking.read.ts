import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertInScope } from '../../../common/auth/vendor-scope.js';
import { ActorType, BookingSource, BookingStatus, Language, PaymentMethod, UserRole } from '../../../common/enums.js';
import { assertFound } from '../../../common/errors/domain-error.js';
import { toEuros } from '../../../common/money.js';
import type { Rows } from '../../../infra/database/tx-rows.js';
import type { Actor } from '../booking-transitions.service.js';
import type { BookingMetaData } from '../entities/booking.entity.js';
import type { OfficeBeachChairBookingDto, OfficeBookingCustomerDto, OfficeBookingDto } from './office-booking.dto.js';
import { CANCEL_BEACH_CHAIR, CANCELED_WITH_BOOKING_SQL } from './office-booking.sql.js';

/** The booking row the office calls (lifecycle, cart, money) work on. */
export interface OfficeBookingRow {
  id: number;
  bookingRef: string;
  vendorId: number;
  /** The locations of its chairs (a booking stands where its chairs stand; none yet: the whole vendor's). */
  locationIds: number[];
  status: BookingStatus;
  source: BookingSource;
  timeZone: string;
  language: Language;
  totalPriceCents: number;
  cancellationFeeCents: number | null;
  skipRefund: boolean;
  paymentMethod: PaymentMethod | null;
  customerComment: string | null;
  invoiceNumber: string | null;
  affiliateReference: string | null;
  metaData: BookingMetaData;
  expiresAt: Date | null;
  customerId: number | null;
  createdAt: Date;
  updatedAt: Date;
  companyName: string;
  publicReference: string;
  configuration: Record<string, unknown>;
}

const BOOKING_SQL = `
SELECT b.id, b.booking_ref AS "bookingRef", b.vendor_id AS "vendorId", b.status, b.source, b.time_zone AS "timeZone", b.language,
       b.total_price_cents AS "totalPriceCents", b.cancellation_fee_cents AS "cancellationFeeCents", b.skip_refund AS "skipRefund",
       b.payment_method AS "paymentMethod", b.customer_comment AS "customerComment", b.invoice_number AS "invoiceNumber",
       b.affiliate_reference AS "affiliateReference", b.meta_data AS "metaData", b.expires_at AS "expiresAt", b.customer_id AS "customerId",
       b.created_at AS "createdAt", b.updated_at AS "updatedAt",
       v.company_name AS "companyName", v.public_reference AS "publicReference", v.configuration,
       ARRAY(SELECT DISTINCT s.location_id FROM beach_chair_booking cb JOIN beach_chair c ON c.id = cb.beach_chair_id
               JOIN section s ON s.id = c.section_id WHERE cb.booking_id = b.id) AS "locationIds"
  FROM booking b JOIN vendor v ON v.id = b.vendor_id
 WHERE b.id = $1`;

/**
 * A half-day chair booking's hours as its section's rates state them ('08-13'): the definition of the chair's model and
 * row first, then the one valid on the day; null for whole days. Papers and mails print these, not the slot's instants.
 */
/** '08-13' as '08:00–13:00'. */
export const hoursOf = (range: string | null): string | undefined => {
  const m = range ? /^(\d{1,2})-(\d{1,2})$/.exec(range) : null;
  return m ? `${m[1].padStart(2, '0')}:00–${m[2].padStart(2, '0')}:00` : undefined;
};

export const HALF_DAY_RANGE_SQL = `
CASE WHEN cb.rate IN ('MORNING', 'AFTERNOON') THEN (
  SELECT pr.time_range FROM price p JOIN price_rate pr ON pr.price_id = p.id AND pr.type = cb.rate
   WHERE p.section_id = c.section_id AND pr.time_range IS NOT NULL
   ORDER BY (p.model IS NOT DISTINCT FROM cb.model) DESC, (p.row_id IS NOT DISTINCT FROM c.row_id) DESC,
            (cb.start::date BETWEEN p.valid_from AND p.valid_to) DESC, p.id DESC
   LIMIT 1) END`;

/** Chair bookings with the chair's number, section and row (the office shows them, not ids). */
export const OFFICE_CHAIRS_SQL = `
SELECT cb.id, cb.beach_chair_id AS "beachChairId", cb.start, cb."end", cb.status, cb.model, cb.rate, cb.price_cents AS "priceCents", cb.discount,
       c.public_number AS "publicNumber", c.section_id AS "sectionId", s.name AS "sectionName", r.name AS "rowName",
       cb.cancellation_fee_cents AS "cancellationFeeCents", ${HALF_DAY_RANGE_SQL} AS "timeRange"
  FROM beach_chair_booking cb JOIN beach_chair c ON c.id = cb.beach_chair_id JOIN section s ON s.id = c.section_id
  LEFT JOIN "row" r ON r.id = c.row_id
 WHERE cb.booking_id = $1 ORDER BY cb.start, cb.id`;

export interface OfficeChairRow {
  id: number;
  beachChairId: number;
  start: Date;
  end: Date;
  status: BookingStatus;
  model: string;
  rate: string | null;
  priceCents: number;
  discount: boolean;
  publicNumber: string;
  sectionId: number;
  sectionName: string;
  rowName: string | null;
  cancellationFeeCents: number | null;
  timeRange: string | null;
}

const EXTRAS_SQL = `
SELECT id, extra_id AS "extraId", name, name_en AS "nameEn", amount, unit_price_cents AS "unitPriceCents" FROM booking_extra WHERE booking_id = $1 ORDER BY id`;

const CUSTOMER_SQL = `
SELECT id, salutation, first_name AS "firstName", last_name AS "lastName", email, telephone, address, additional_data AS "additionalData", language
  FROM customer WHERE id = $1`;

/** Who the history names for a back-office call. */
export const officeActor = (user: AuthUser): Actor => ({
  type: user.role === UserRole.ADMIN ? ActorType.ADMIN : ActorType.VENDOR,
  id: String(user.userId),
});

/**
 * The booking if the caller may see it; another vendor's booking is the same 404 as a missing one, and so, in a
 * location context, is a booking whose chairs all stand at other locations.
 */
export async function officeBooking(sql: Rows, user: AuthUser, id: number): Promise<OfficeBookingRow> {
  const [row] = await sql.rows<OfficeBookingRow>('office_booking', BOOKING_SQL, [id]);
  assertInScope(user, assertFound(row, 'Booking', id).vendorId, 'Booking', id, row.locationIds);
  return row;
}

/** The same row without a caller to scope by (the customer's own flow, which addressed the booking already). */
export async function bookingRowById(sql: Rows, id: number): Promise<OfficeBookingRow> {
  const [row] = await sql.rows<OfficeBookingRow>('office_booking', BOOKING_SQL, [id]);
  return assertFound(row, 'Booking', id);
}

export async function officeChairs(sql: Rows, bookingId: number): Promise<OfficeChairRow[]> {
  return sql.rows<OfficeChairRow>('office_booking_chairs', OFFICE_CHAIRS_SQL, [bookingId]);
}

/** The chair bookings canceled together with the booking (not those canceled on their own before it). */
export async function canceledWithBooking(sql: Rows, bookingId: number): Promise<number[]> {
  return (await sql.rows<{ id: number }>('bookings_canceled_with_booking', CANCELED_WITH_BOOKING_SQL, [bookingId])).map((r) => r.id);
}

const CHAIR_CANCELED_AT_SQL = `
SELECT max(created_at) AS at FROM booking_history
 WHERE booking_id = $1 AND action = '${CANCEL_BEACH_CHAIR}' AND details ->> 'beachChairBookingId' = $2::text`;

/** When one chair booking was canceled on its own; null when it never was. */
export async function chairCanceledAt(sql: Rows, bookingId: number, beachChairBookingId: number): Promise<Date | null> {
  const [row] = await sql.rows<{ at: Date | null }>('bookings_chair_canceled_at', CHAIR_CANCELED_AT_SQL, [bookingId, beachChairBookingId]);
  return row?.at ?? null;
}

const CANCELED_AT_SQL = `
SELECT max(created_at) AS at FROM booking_history WHERE booking_id = $1 AND to_status = 'CANCELED' AND from_status IS DISTINCT FROM 'CANCELED'`;

/** When the booking was canceled as a whole; null when it never was. */
export async function bookingCanceledAt(sql: Rows, bookingId: number): Promise<Date | null> {
  const [row] = await sql.rows<{ at: Date | null }>('bookings_canceled_at', CANCELED_AT_SQL, [bookingId]);
  return row?.at ?? null;
}

export async function toOfficeBookingDto(sql: Rows, b: OfficeBookingRow): Promise<OfficeBookingDto> {
  const chairs = await officeChairs(sql, b.id);
  const extras = await sql.rows<{
    id: number;
    extraId: number;
    name: string;
    nameEn: string | null;
    amount: number;
    unitPriceCents: number;
  }>('office_booking_extras', EXTRAS_SQL, [b.id]);
  const [customer] = b.customerId ? await sql.rows<OfficeBookingCustomerDto>('office_booking_customer', CUSTOMER_SQL, [b.customerId]) : [];
  return {
    id: b.id,
    bookingRef: b.bookingRef,
    publicReference: b.publicReference,
    status: b.status,
    totalPrice: toEuros(b.totalPriceCents),
    vendor: { id: b.vendorId, companyName: b.companyName, publicReference: b.publicReference, configuration: b.configuration },
    beachChairBookings: chairs.map((c): OfficeBeachChairBookingDto => ({
      id: c.id,
      beachChairId: c.beachChairId,
      start: c.start.toISOString(),
      end: c.end.toISOString(),
      status: c.status,
      model: c.model as OfficeBeachChairBookingDto['model'],
      rate: c.rate as OfficeBeachChairBookingDto['rate'],
      price: toEuros(c.priceCents),
      discount: c.discount,
      publicNumber: c.publicNumber,
      sectionId: c.sectionId,
      sectionName: c.sectionName,
      rowName: c.rowName,
      timeRange: c.timeRange,
    })),
    extras: extras.map((e) => ({
      id: e.id,
      extraId: e.extraId,
      name: e.name,
      nameEn: e.nameEn,
      amount: e.amount,
      price: toEuros(e.amount * e.unitPriceCents),
      unitPrice: toEuros(e.unitPriceCents),
    })),
    customer: customer ?? null,
    paymentMethod: b.paymentMethod,
    customerComment: b.customerComment,
    invoiceNumber: b.invoiceNumber,
    metaData: b.metaData,
    expiresAt: b.expiresAt ? b.expiresAt.toISOString() : null,
    cancellationFee: b.cancellationFeeCents === null ? null : toEuros(b.cancellationFeeCents),
    skipRefund: b.skipRefund,
    source: b.source,
    timeZone: b.timeZone,
    language: b.language,
    affiliateReference: b.affiliateReference,
    createdAt: b.createdAt.toISOString(),
    updatedAt: b.updatedAt.toISOString(),
  };
}
