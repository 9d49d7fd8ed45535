import { commonMethods, offeredMethodLists } from '../offered-methods.js';
import { BookingStatus } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { toEuros } from '../../../common/money.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { PublicBookingCustomerDto } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto } from '../dto/public-booking.dto.js';
import { cartTokenMatches } from './cart-token.js';
import { paymentDeadline } from '../payment-deadline.js';
import { type BookingPlace, bookingPlaces } from '../booking-whereabouts.js';
import { hoursOf, HALF_DAY_RANGE_SQL } from '../office/office-booking.read.js';

/** A booking with its vendor, as the public calls read it. */
export interface BookingRow {
  id: number;
  bookingRef: string;
  vendorId: number;
  status: BookingStatus;
  timeZone: string;
  totalPriceCents: number;
  paymentMethod: string | null;
  customerComment: string | null;
  invoiceNumber: string | null;
  metaData: Record<string, unknown>;
  expiresAt: Date | null;
  customerId: number | null;
  companyName: string;
  publicReference: string;
  configuration: Record<string, unknown>;
  telephone: string | null;
  /** SHA-256 of the cart's secret (cart-token.ts); null for bookings the office made. */
  cartTokenHash: Buffer | null;
}

const BOOKING_SQL = `
SELECT b.id, b.booking_ref AS "bookingRef", b.vendor_id AS "vendorId", b.status, b.time_zone AS "timeZone",
       b.total_price_cents AS "totalPriceCents", b.payment_method AS "paymentMethod", b.customer_comment AS "customerComment",
       b.invoice_number AS "invoiceNumber", b.meta_data AS "metaData", b.expires_at AS "expiresAt",
       b.customer_id AS "customerId", b.cart_token_hash AS "cartTokenHash",
       v.company_name AS "companyName", v.public_reference AS "publicReference", v.configuration, v.telephone
  FROM booking b JOIN vendor v ON v.id = b.vendor_id
 WHERE b.booking_ref = $1`;

const CHAIRS_SQL = `
SELECT cb.id, cb.beach_chair_id AS "beachChairId", cb.start, cb."end", cb.status, cb.model, cb.rate, cb.price_cents AS "priceCents",
       cb.discount, c.public_number AS "publicNumber", ${HALF_DAY_RANGE_SQL} AS "timeRange"
  FROM beach_chair_booking cb JOIN beach_chair c ON c.id = cb.beach_chair_id WHERE cb.booking_id = $1 ORDER BY cb.start, cb.id`;

const EXTRAS_SQL = `
SELECT id, extra_id AS "extraId", name, name_en AS "nameEn", amount, unit_price_cents AS "unitPriceCents" FROM booking_extra WHERE booking_id = $1 ORDER BY id`;

const CUSTOMER_SQL = `
SELECT salutation, first_name AS "firstName", last_name AS "lastName", email, telephone, address, additional_data AS "additionalData", language
  FROM customer WHERE id = $1`;

/** The last 4 characters of an IBAN, the rest masked: the full account never leaves the server again. */
export const maskIban = (iban: string): string => `${'*'.repeat(Math.max(iban.length - 4, 0))}${iban.slice(-4)}`;

function maskedMetaData(metaData: Record<string, unknown>): Record<string, unknown> {
  const bank = metaData.customerBankData as { iban?: string } | undefined;
  if (!bank?.iban) return metaData;
  return { ...metaData, customerBankData: { ...bank, iban: maskIban(bank.iban) } };
}

export const bookingNotFound = (bookingRef: string) =>
  new DomainError(ErrorType.ENTITY_NOT_FOUND, `Booking ${bookingRef} not found`, { entity: 'Booking', id: bookingRef });

/** The booking by reference; another vendor's publicReference is the same 404 as an unknown reference. */
export async function publicBooking(sql: SqlService, bookingRef: string, publicReference?: string): Promise<BookingRow> {
  const [row] = await sql.rows<BookingRow>('public_booking', BOOKING_SQL, [bookingRef]);
  if (!row || (publicReference !== undefined && row.publicReference !== publicReference)) throw bookingNotFound(bookingRef);
  return row;
}

/**
 * The booking a storefront cart may change: the right vendor and the cart's secret (X-Cart-Token). A missing or wrong
 * token is the same 404 as an unknown reference, so a bookingRef alone neither reads nor changes a cart.
 */
export async function cartBooking(sql: SqlService, bookingRef: string, publicReference: string, cartToken: string): Promise<BookingRow> {
  const booking = await publicBooking(sql, bookingRef, publicReference);
  if (!cartTokenMatches(booking.cartTokenHash, cartToken)) throw bookingNotFound(bookingRef);
  return booking;
}

/** The booking whose customer has this e-mail (compared case-insensitively); a wrong e-mail or no customer is the same 404 as an unknown reference. */
export async function publicBookingByEmail(
  sql: SqlService,
  bookingRef: string,
  email: string,
): Promise<{ booking: BookingRow; country: string | null }> {
  const booking = await publicBooking(sql, bookingRef);
  const [customer] = booking.customerId
    ? await sql.rows<{ email: string; country: string | null }>(
        'public_booking_customer_email',
        `SELECT email, address ->> 'country' AS country FROM customer WHERE id = $1`,
        [booking.customerId],
      )
    : [];
  if (!customer || customer.email.toLowerCase() !== email.toLowerCase()) throw bookingNotFound(bookingRef);
  return { booking, country: customer.country };
}

/** A chair booking of the answer (start/end as Date or as the ISO text a JSON aggregate gives). */
export interface ChairLine {
  id: number;
  beachChairId: number;
  start: Date | string;
  end: Date | string;
  status: BookingStatus;
  model: string;
  rate: string | null;
  priceCents: number;
  discount: boolean;
  publicNumber?: string;
  /** A half day's range ('08-13'), when read with the chair. */
  timeRange?: string | null;
}
export interface ExtraLine {
  id: number;
  extraId: number;
  name: string;
  nameEn: string | null;
  amount: number;
  unitPriceCents: number;
}

/** `paymentDays`: BOOKING_PAYMENT_DAYS, for the deadline an OPEN booking would get (paymentDeadline of the answer). */
export async function toPublicBookingDto(sql: SqlService, b: BookingRow, paymentDays: number): Promise<PublicBookingDto> {
  const chairs = await sql.rows<ChairLine>('public_booking_chairs', CHAIRS_SQL, [b.id]);
  const extras = await sql.rows<ExtraLine>('public_booking_extras', EXTRAS_SQL, [b.id]);
  const [customer] = b.customerId ? await sql.rows<PublicBookingCustomerDto>('public_booking_customer', CUSTOMER_SQL, [b.customerId]) : [];
  const places = await bookingPlaces(sql, b.id);
  return publicBookingDto(await withOfferedMethods(sql, b), chairs, extras, customer ?? null, paymentDays, places);
}

/** The booking with the payment methods its locations offer (where its chairs are), not the vendor's defaults. */
export async function withOfferedMethods(sql: SqlService, b: BookingRow): Promise<BookingRow> {
  const paymentMethods = commonMethods(await offeredMethodLists(sql, b.id));
  return { ...b, configuration: { ...b.configuration, paymentMethods } };
}

const iso = (d: Date | string): string => (d instanceof Date ? d : new Date(d)).toISOString();

/** The answer from rows already read (chairs ordered by start, id; extras by id). */
export function publicBookingDto(
  b: BookingRow,
  chairs: ChairLine[],
  extras: ExtraLine[],
  customer: PublicBookingCustomerDto | null,
  paymentDays: number,
  places: BookingPlace[] = [],
): PublicBookingDto {
  return {
    bookingRef: b.bookingRef,
    publicReference: b.publicReference,
    status: b.status,
    totalPrice: toEuros(b.totalPriceCents),
    vendor: { companyName: b.companyName, publicReference: b.publicReference, configuration: b.configuration, telephone: b.telephone },
    beachChairBookings: chairs.map((c) => ({
      id: c.id,
      beachChairId: c.beachChairId,
      start: iso(c.start),
      end: iso(c.end),
      status: c.status,
      model: c.model as PublicBookingDto['beachChairBookings'][number]['model'],
      rate: c.rate as PublicBookingDto['beachChairBookings'][number]['rate'],
      price: toEuros(c.priceCents),
      discount: c.discount,
      // Read with the chair (every answer but adding a chair, whose lines come from the insert).
      ...(c.publicNumber !== undefined ? { publicNumber: c.publicNumber, hours: hoursOf(c.timeRange ?? null) ?? null } : {}),
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
    places: places.map((p) => ({
      locationId: p.locationId,
      name: p.name,
      entranceName: p.entranceName,
      street: p.address.street ? [p.address.street, p.address.houseNumber].filter(Boolean).join(' ') : null,
      city: [p.address.zip, p.address.city ?? p.city].filter(Boolean).join(' '),
      latitude: p.latitude,
      longitude: p.longitude,
      mapUrl: p.mapUrl,
    })),
    customer,
    paymentMethod: b.paymentMethod,
    customerComment: b.customerComment,
    invoiceNumber: b.invoiceNumber,
    metaData: maskedMetaData(b.metaData),
    expiresAt: b.expiresAt ? b.expiresAt.toISOString() : null,
    paymentDeadline: deadlineOf(b, chairs, paymentDays),
  };
}

/** PENDING: the deadline set; OPEN: the one a bank-transfer submit now would set (checkout shows it before the submit). */
function deadlineOf(b: BookingRow, chairs: ChairLine[], paymentDays: number): string | null {
  if (b.status === BookingStatus.PENDING) return b.expiresAt ? b.expiresAt.toISOString() : null;
  if (b.status !== BookingStatus.OPEN) return null;
  const starts = chairs.filter((c) => c.status !== BookingStatus.CANCELED).map((c) => new Date(c.start).getTime());
  return paymentDeadline(new Date(), paymentDays, starts.length ? new Date(Math.min(...starts)) : null).toISOString();
}
