import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31 item 4: the cash book of a till session (cash in and out with a reason) and its daily closing (Z-Bon):
 * the cash expected and counted, the difference, the sums by payment type and VAT rate as closed. A closed session
 * is never changed again (GoBD); a correction is a new signed transaction in an open one. A storno points at the sale
 * it reverses (once).
 */
export class TillCashBook1765620000000 implements MigrationInterface {
  name = 'TillCashBook1765620000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE till_cash_movement (
        id             serial PRIMARY KEY,
        session_id     integer NOT NULL REFERENCES till_session(id) ON DELETE RESTRICT,
        kind           text NOT NULL CHECK (kind IN ('CASH_IN', 'CASH_OUT')),
        amount_cents   integer NOT NULL CHECK (amount_cents BETWEEN 1 AND 10000000),
        reason         text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
        transaction_id integer NOT NULL UNIQUE REFERENCES till_transaction(id) ON DELETE RESTRICT,
        created_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX till_cash_movement_session ON till_cash_movement (session_id)`);
    await q.query(`
      ALTER TABLE till_session
        ADD COLUMN expected_cash_cents integer,
        ADD COLUMN counted_cash_cents integer CHECK (counted_cash_cents BETWEEN 0 AND 100000000),
        ADD COLUMN closing jsonb,
        ADD COLUMN closing_transaction_id integer REFERENCES till_transaction(id) ON DELETE RESTRICT,
        ADD CONSTRAINT till_session_closed_whole CHECK (
          (closed_at IS NULL AND counted_cash_cents IS NULL AND closing IS NULL)
          OR (closed_at IS NOT NULL AND counted_cash_cents IS NOT NULL AND expected_cash_cents IS NOT NULL AND closing IS NOT NULL))`);
    await q.query(`ALTER TABLE till_sale ADD COLUMN storno_of integer UNIQUE REFERENCES till_sale(id) ON DELETE RESTRICT`);
    await q.query(`ALTER TABLE till_transaction ADD COLUMN receipt_prints integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE till_transaction DROP COLUMN receipt_prints`);
    await q.query(`ALTER TABLE till_sale DROP COLUMN storno_of`);
    await q.query(`ALTER TABLE till_session DROP CONSTRAINT till_session_closed_whole, DROP COLUMN closing_transaction_id,
      DROP COLUMN closing, DROP COLUMN counted_cash_cents, DROP COLUMN expected_cash_cents`);
    await q.query(`DROP TABLE till_cash_movement`);
  }
}
