import { PaymentMethod } from '../../common/enums.js';
import { SqlService } from '../../infra/database/sql.service.js';

/**
 * The payment-method lists of a booking: one per location its chairs are at (the location's configuration, else the
 * vendor's), or the vendor's alone while it has no chair.
 */
const OFFERED_SQL = `
SELECT DISTINCT coalesce(l.configuration -> 'paymentMethods', v.configuration -> 'paymentMethods', '[]'::jsonb) AS methods
  FROM booking b JOIN vendor v ON v.id = b.vendor_id
  LEFT JOIN beach_chair_booking cb ON cb.booking_id = b.id AND cb.status <> 'CANCELED'
  LEFT JOIN beach_chair c ON c.id = cb.beach_chair_id
  LEFT JOIN section s ON s.id = c.section_id
  LEFT JOIN location l ON l.id = s.location_id
 WHERE b.id = $1`;

export async function offeredMethodLists(sql: SqlService, bookingId: number): Promise<PaymentMethod[][]> {
  return (await sql.rows<{ methods: PaymentMethod[] }>('booking_offered_methods', OFFERED_SQL, [bookingId])).map((r) => r.methods);
}

/** What every location of the booking offers: the methods a booking answer shows and a payment may use. */
export const commonMethods = (lists: readonly (readonly PaymentMethod[])[]): PaymentMethod[] =>
  lists.length ? lists[0].filter((m) => lists.every((list) => list.includes(m))) : [];
