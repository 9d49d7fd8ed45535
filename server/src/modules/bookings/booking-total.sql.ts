/**
 * A booking's total (alias `b`): its chair bookings not canceled, the fees of those canceled on their own, its extras.
 * The one formula every retotal uses.
 */
export const BOOKING_TOTAL_SQL = `(
    coalesce((SELECT sum(price_cents) FROM beach_chair_booking WHERE booking_id = b.id AND status <> 'CANCELED'), 0)
  + coalesce((SELECT sum(cancellation_fee_cents) FROM beach_chair_booking WHERE booking_id = b.id AND status = 'CANCELED'), 0)
  + coalesce((SELECT sum(amount * unit_price_cents) FROM booking_extra WHERE booking_id = b.id), 0))`;
