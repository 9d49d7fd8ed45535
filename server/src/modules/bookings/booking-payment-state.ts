import type { EntityManager } from 'typeorm';
import type { PaymentMethod } from '../../common/enums.js';

/**
 * A booking just paid (after its PAY transition, in the same transaction): it has no deadline any more, and it keeps the
 * method it was paid with unless one was chosen before. The payments module calls this instead of writing `booking`.
 */
export async function settleBookingPaymentIn(m: EntityManager, bookingId: number, method: PaymentMethod | string | null): Promise<void> {
  await m.query(`UPDATE booking SET expires_at = NULL, payment_method = coalesce(payment_method, $2), updated_at = now() WHERE id = $1`, [
    bookingId,
    method,
  ]);
}
