import type { EntityManager } from 'typeorm';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { txRows } from '../../infra/database/tx-rows.js';

/**
 * Caps on a booking's extras, checked inside the change's transaction (a refusal writes nothing). Without them repeated
 * adds of one extra grew a booking to millions of euros and then past the integer columns.
 */
export const EXTRAS_LIMITS = {
  /** Of one extra in one booking (lines of the same extra are one line). */
  amountPerExtra: 1000,
  /** Of all extras of one booking together. */
  extrasPerBooking: 2000,
  /** The booking's total with its chairs, in cents (€100,000). */
  bookingTotalCents: 10_000_000,
} as const;

const LIMITS_SQL = `
SELECT max(amount)::int AS "maxAmount",
       (array_agg(extra_id ORDER BY amount DESC))[1] AS "maxExtraId",
       coalesce(sum(amount), 0)::int AS "extras",
       coalesce(sum(amount::bigint * unit_price_cents), 0)
         + (SELECT coalesce(sum(price_cents::bigint), 0) FROM beach_chair_booking WHERE booking_id = $1 AND status <> 'CANCELED') AS "totalCents"
  FROM booking_extra WHERE booking_id = $1`;

const exceeded = (what: string, limit: number, message: string, extra: Record<string, unknown> = {}) =>
  new DomainError(ErrorType.EXTRAS_LIMIT_EXCEEDED, message, { what, limit, ...extra });

/** 422 EXTRAS_LIMIT_EXCEEDED when the booking's extras (as the transaction now sees them) pass a cap. */
export async function assertExtrasWithinLimits(m: EntityManager, bookingId: number): Promise<void> {
  const [row] = await txRows<{ maxAmount: number | null; maxExtraId: number | null; extras: number; totalCents: string }>(m, LIMITS_SQL, [
    bookingId,
  ]);
  const { amountPerExtra, extrasPerBooking, bookingTotalCents } = EXTRAS_LIMITS;
  if ((row.maxAmount ?? 0) > amountPerExtra) {
    throw exceeded('amountPerExtra', amountPerExtra, `At most ${amountPerExtra} of one extra per booking`, { extraId: row.maxExtraId });
  }
  if (row.extras > extrasPerBooking) throw exceeded('extrasPerBooking', extrasPerBooking, `At most ${extrasPerBooking} extras per booking`);
  if (Number(row.totalCents) > bookingTotalCents) {
    throw exceeded('bookingTotal', bookingTotalCents / 100, `A booking may total at most ${bookingTotalCents / 100} euros`);
  }
}
