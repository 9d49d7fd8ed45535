import { CANCELLATION_FEE_VAT_RATE, CHAIR_RENTAL_VAT_RATE, vatBreakdown } from '../../common/vat.js';
import type { Rows } from '../../infra/database/tx-rows.js';

/** The lines of a booking's total with their VAT rates: active chairs, extras (their own rate), fees of chairs canceled alone. */
const VAT_LINES_SQL = `
SELECT price_cents AS "grossCents", $2::int AS "vatRate" FROM beach_chair_booking WHERE booking_id = $1 AND status <> 'CANCELED'
UNION ALL
SELECT amount * unit_price_cents, vat_rate FROM booking_extra WHERE booking_id = $1
UNION ALL
SELECT cancellation_fee_cents, $3::int FROM beach_chair_booking WHERE booking_id = $1 AND status = 'CANCELED' AND cancellation_fee_cents > 0`;

/** The VAT included in the booking's total, per rate (highest first), as its invoice states it; for the mails. */
export async function bookingVatByRate(q: Rows, bookingId: number): Promise<{ rate: number; cents: number }[]> {
  const lines = await q.rows<{ grossCents: number; vatRate: number }>('booking_vat_lines', VAT_LINES_SQL, [
    bookingId,
    CHAIR_RENTAL_VAT_RATE,
    CANCELLATION_FEE_VAT_RATE,
  ]);
  return vatBreakdown(lines).groups.map((g) => ({ rate: g.rate, cents: g.vatCents }));
}
