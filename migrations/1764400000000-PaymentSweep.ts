import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The payments sweeper (server/src/modules/payments/payment-sweeper.ts): reconciled_at is when reconciliation last asked
 * the provider about a checkout. An ABORTED checkout is asked once (reconciled_at set: never again); a CREATED one past
 * its deadline is asked again with a growing delay. The partial index serves the sweeper's scan.
 */
export class PaymentSweep1764400000000 implements MigrationInterface {
  name = 'PaymentSweep1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE payment ADD COLUMN reconciled_at timestamptz`);
    await q.query(
      `CREATE INDEX payment_sweep ON payment (expires_at) WHERE status = 'CREATED' OR (status = 'ABORTED' AND reconciled_at IS NULL)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS payment_sweep`);
    await q.query(`ALTER TABLE payment DROP COLUMN reconciled_at`);
  }
}
