import { addDays, today } from '../../server/src/common/time.js';
import { fillCart } from './public-cart.js';
import type { TestContext } from './test-app.js';

/** Every method the payments tests use, offered by the vendor. */
export const PAYMENT_TEST_METHODS = [
  'CC',
  'STRIPE_CREDIT_CARD',
  'STRIPE_DIRECT_DEBIT',
  'STRIPE_SOFORT',
  'PAYPAL',
  'EXTERNAL_PP',
  'CASH',
  'BANK_TRANSFER',
];

export type PaymentSection = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;

/** A vendor offering PAYMENT_TEST_METHODS with one section of `chairs` chairs in one row. */
export async function paymentSection(ctx: TestContext, chairs = 10): Promise<PaymentSection> {
  const location = await ctx.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: PAYMENT_TEST_METHODS },
  });
  return ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 1,
    chairsPerRow: chairs,
  });
}

/** The storefront's cart up to the payment step: create → chair `chair` for one day in `inDays` days → customer → method. */
export async function paymentCart(
  ctx: TestContext,
  s: PaymentSection,
  o: { chair: number; method: string; language?: 'de' | 'en'; inDays?: number },
): Promise<{ ref: string; email: string; id: number }> {
  const day = addDays(today('Europe/Berlin'), o.inDays ?? 3);
  const { ref, email } = await fillCart(ctx, {
    publicReference: s.publicReference,
    chair: { beachChairId: s.chairIds[0][o.chair], day },
    customer: { language: o.language },
    method: o.method,
  });
  const id = (await ctx.db.query(`SELECT id FROM booking WHERE booking_ref = $1`, [ref])).rows[0].id as number;
  return { ref, email, id };
}

/** The booking's status and its chair bookings' statuses. */
export async function bookingState(ctx: TestContext, ref: string) {
  return (
    await ctx.db.query(
      `SELECT b.id, b.status, b.expires_at AS "expiresAt", b.payment_method AS "paymentMethod",
            array(SELECT status FROM beach_chair_booking WHERE booking_id = b.id ORDER BY id) AS chairs
       FROM booking b WHERE b.booking_ref = $1`,
      [ref],
    )
  ).rows[0] as { id: number; status: string; expiresAt: Date | null; paymentMethod: string | null; chairs: string[] };
}

/** The booking's payment rows, oldest first. */
export async function paymentsOf(ctx: TestContext, bookingId: number) {
  return (
    await ctx.db.query(
      `SELECT id, provider, provider_ref AS "providerRef", status, amount_cents AS "amountCents", currency, method, capture_ref AS "captureRef",
            refund_ref AS "refundRef", refunded_cents AS "refundedCents", expires_at AS "expiresAt"
       FROM payment WHERE booking_id = $1 ORDER BY id`,
      [bookingId],
    )
  ).rows as {
    id: number;
    provider: string;
    providerRef: string | null;
    status: string;
    amountCents: number;
    currency: string;
    method: string | null;
    captureRef: string | null;
    refundRef: string | null;
    refundedCents: number;
    expiresAt: Date | null;
  }[];
}

/** The booking's history: action, from, to, actor, details. */
export async function historyOf(ctx: TestContext, bookingId: number) {
  return (
    await ctx.db.query(
      `SELECT action, from_status AS "from", to_status AS "to", actor_type AS actor, details FROM booking_history WHERE booking_id = $1 ORDER BY id`,
      [bookingId],
    )
  ).rows as { action: string; from: string | null; to: string | null; actor: string; details: Record<string, unknown> }[];
}
