import type { PostalAddress } from '../../common/address.types.js';
import { CancellationFeeBase } from '../../common/enums.js';
import type { Rows } from '../../infra/database/tx-rows.js';
import type { CancellationRule } from './office/cancellation-policy.js';

/** Where a booking's chairs stand: one per location of its active chair bookings. */
export interface BookingPlace {
  locationId: number;
  name: string;
  /** The beach entrance the guest walks through (location.entrance_name). */
  entranceName: string | null;
  city: string;
  address: PostalAddress;
  latitude: number | null;
  longitude: number | null;
  /** OpenStreetMap with a marker at the location; null without coordinates. */
  mapUrl: string | null;
}

/** The vendor's terms a confirmation states: the cancellation policy and the phone number to call. */
export interface BookingVendorTerms {
  telephone: string | null;
  email: string | null;
  cancellationPolicy: CancellationRule[];
  cancellationFeeBase: CancellationFeeBase;
}

/** The location's point; without one the middle of its first booked section's area (the map link still helps). */
const PLACES_SQL = `
SELECT p."locationId", p.name, p."entranceName", p.address, p.city, ST_Y(p.point) AS latitude, ST_X(p.point) AS longitude
  FROM (SELECT l.id AS "locationId", l.name, l.entrance_name AS "entranceName", l.address, min(ci.name) AS city,
               coalesce(l.geom, ST_Centroid((array_agg(s.geom ORDER BY cb.start) FILTER (WHERE s.geom IS NOT NULL))[1])) AS point,
               min(cb.start) AS first
          FROM beach_chair_booking cb JOIN beach_chair c ON c.id = cb.beach_chair_id JOIN section s ON s.id = c.section_id
          JOIN location l ON l.id = s.location_id JOIN city ci ON ci.id = s.city_id
         WHERE cb.booking_id = $1 AND cb.status <> 'CANCELED'
         GROUP BY l.id) p
 ORDER BY p.first, p."locationId"`;

const TERMS_SQL = `
SELECT v.telephone, v.email, v.cancellation_policy AS "cancellationPolicy", v.cancellation_fee_base AS "cancellationFeeBase"
  FROM booking b JOIN vendor v ON v.id = b.vendor_id WHERE b.id = $1`;

export const mapUrlOf = (latitude: number, longitude: number): string =>
  `https://www.openstreetmap.org/?mlat=${latitude.toFixed(5)}&mlon=${longitude.toFixed(5)}#map=18/${latitude.toFixed(5)}/${longitude.toFixed(5)}`;

export async function bookingPlaces(sql: Rows, bookingId: number): Promise<BookingPlace[]> {
  const rows = await sql.rows<Omit<BookingPlace, 'mapUrl'>>('booking_places', PLACES_SQL, [bookingId]);
  return rows.map((r) => ({
    ...r,
    address: r.address ?? {},
    mapUrl: r.latitude !== null && r.longitude !== null ? mapUrlOf(r.latitude, r.longitude) : null,
  }));
}

export async function bookingVendorTerms(sql: Rows, bookingId: number): Promise<BookingVendorTerms> {
  const [row] = await sql.rows<BookingVendorTerms>('booking_vendor_terms', TERMS_SQL, [bookingId]);
  return { ...row, cancellationPolicy: row.cancellationPolicy ?? [] };
}
