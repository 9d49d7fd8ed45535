import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31: the receipt by QR link. Every till transaction gets an unguessable public token (two random UUIDs, 244
 * random bits from the server's strong random source), so the guest's phone opens its receipt without a login
 * (GET /public/receipts/{token}). Existing rows get theirs as the column is added (the default is evaluated per row).
 * A customer added to a sale later (POST /till/sales/{id}/customer) is dated on the sale: its receipt, printed again,
 * stays as it was (GoBD) and leaves that customer out.
 */
export class TillReceiptToken1765710000000 implements MigrationInterface {
  name = 'TillReceiptToken1765710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE till_transaction
        ADD COLUMN receipt_token text NOT NULL UNIQUE
          DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`);
    await q.query(`ALTER TABLE till_sale ADD COLUMN customer_added_at timestamptz`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE till_sale DROP COLUMN customer_added_at`);
    await q.query(`ALTER TABLE till_transaction DROP COLUMN receipt_token`);
  }
}
