import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31 item 6: card payments at a Stripe Terminal reader (server-driven) and the EC slip's number. A terminal
 * payment row is the truth every instance reads (the webhook may reach another instance than the cashier's event
 * stream); it makes its sale once, through the sale path, with `terminal-<id>` as the sale's idempotency key.
 */
export class TillTerminal1765700000000 implements MigrationInterface {
  name = 'TillTerminal1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE till_terminal_payment (
        id                serial PRIMARY KEY,
        vendor_id         integer NOT NULL REFERENCES vendor(id) ON DELETE RESTRICT,
        session_id        integer NOT NULL REFERENCES till_session(id) ON DELETE RESTRICT,
        cashier_id        integer NOT NULL,
        provider          text NOT NULL CHECK (provider IN ('STRIPE', 'DEMO')),
        reader_id         text NOT NULL,
        payment_intent_id text UNIQUE,
        amount_cents      integer NOT NULL CHECK (amount_cents > 0),
        idempotency_key   text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
        request_hash      text NOT NULL,
        sale_request      jsonb NOT NULL,
        status            text NOT NULL DEFAULT 'WAITING' CHECK (status IN ('WAITING', 'SUCCEEDED', 'FAILED', 'CANCELED')),
        failure_reason    text,
        refund_id         text,
        sale_id           integer REFERENCES till_sale(id) ON DELETE RESTRICT,
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT till_terminal_payment_idempotency_key UNIQUE (vendor_id, idempotency_key),
        CONSTRAINT till_terminal_payment_sold CHECK ((status = 'SUCCEEDED') = (sale_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX till_terminal_payment_session ON till_terminal_payment (session_id)`);
    // The number printed on the girocard terminal's slip (the terminal is not connected): on the receipt and in the export.
    await q.query(`ALTER TABLE till_sale ADD COLUMN ec_receipt_number text CHECK (length(ec_receipt_number) BETWEEN 1 AND 40)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE till_sale DROP COLUMN ec_receipt_number`);
    await q.query(`DROP TABLE till_terminal_payment`);
  }
}
