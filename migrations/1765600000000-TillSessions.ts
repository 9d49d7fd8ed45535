import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31 (the till), first part: till sessions per location and cashier, and the counter sales made in them. A sale
 * row is written in the same transaction as its booking; its idempotency key (unique per vendor) makes a retried
 * request answer the first sale. cashier_id has no foreign key: a till's records are kept for ten years (§ 147 AO),
 * longer than a user account may live.
 */
export class TillSessions1765600000000 implements MigrationInterface {
  name = 'TillSessions1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE till_session (
        id                 serial PRIMARY KEY,
        vendor_id          integer NOT NULL REFERENCES vendor(id) ON DELETE RESTRICT,
        location_id        integer NOT NULL REFERENCES location(id) ON DELETE RESTRICT,
        cashier_id         integer NOT NULL,
        opening_cash_cents integer NOT NULL CHECK (opening_cash_cents BETWEEN 0 AND 10000000),
        opened_at          timestamptz NOT NULL DEFAULT now(),
        closed_at          timestamptz
      )`);
    // One open session per cashier and location: a second open is refused (409 naming the open one).
    await q.query(`CREATE UNIQUE INDEX till_session_one_open ON till_session (location_id, cashier_id) WHERE closed_at IS NULL`);
    await q.query(`
      CREATE TABLE till_sale (
        id              serial PRIMARY KEY,
        session_id      integer NOT NULL REFERENCES till_session(id) ON DELETE RESTRICT,
        vendor_id       integer NOT NULL REFERENCES vendor(id) ON DELETE RESTRICT,
        idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
        request_hash    text NOT NULL,
        booking_id      integer NOT NULL REFERENCES booking(id) ON DELETE RESTRICT,
        payment_method  text NOT NULL CHECK (payment_method IN ('CASH', 'EC', 'CARD_TERMINAL')),
        total_cents     integer NOT NULL,
        created_at      timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT till_sale_idempotency_key UNIQUE (vendor_id, idempotency_key)
      )`);
    await q.query(`CREATE INDEX till_sale_session ON till_sale (session_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE till_sale`);
    await q.query(`DROP TABLE till_session`);
  }
}
