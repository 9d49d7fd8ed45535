import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 29: what a cancellation fee's percent is taken of is part of the vendor's cancellation policy: the rental
 * (the chairs' prices, as the demo vendor's terms say) or the rental and the extras. Existing vendors get RENTAL, the
 * reading of "50 % des Mietpreises" in their terms (docs/money-and-papers.md).
 */
export class CancellationFeeBase1765300000000 implements MigrationInterface {
  name = 'CancellationFeeBase1765300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vendor ADD COLUMN cancellation_fee_base text NOT NULL DEFAULT 'RENTAL'
      CONSTRAINT vendor_cancellation_fee_base_check CHECK (cancellation_fee_base IN ('RENTAL', 'RENTAL_AND_EXTRAS'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vendor DROP COLUMN cancellation_fee_base`);
  }
}
