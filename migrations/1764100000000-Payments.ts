import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the payments module (server/src/modules/payments) keeps per payment beyond provider, ref, status and amount:
 * the method the customer chose, the provider's id a refund needs (capture_ref: Stripe PaymentIntent, PayPal capture),
 * until when the checkout can be paid (expires_at: the reconciliation job asks the provider after it), and a refund.
 * A booking has at most one CREATED payment at a time: a second checkout aborts the first.
 */
export class Payments1764100000000 implements MigrationInterface {
  name = 'Payments1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE payment
        ADD COLUMN method          text,
        ADD COLUMN capture_ref     text,
        ADD COLUMN expires_at      timestamptz,
        ADD COLUMN refund_ref      text,
        ADD COLUMN refunded_cents  integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0)`);
    await q.query(`CREATE UNIQUE INDEX payment_one_created_per_booking ON payment (booking_id) WHERE status = 'CREATED'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS payment_one_created_per_booking`);
    await q.query(
      `ALTER TABLE payment DROP COLUMN method, DROP COLUMN capture_ref, DROP COLUMN expires_at, DROP COLUMN refund_ref, DROP COLUMN refunded_cents`,
    );
  }
}
