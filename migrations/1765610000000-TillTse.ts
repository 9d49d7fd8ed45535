import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31 item 2: every till transaction is signed by a TSE. till_tse is a location's TSE (its TSS and its client,
 * the till; the provider's credentials are in the configuration, never here); the local fake keeps its key pair and
 * counters here too. till_transaction is one signed (or still to sign) transaction: a sale, a storno, cash in and out,
 * the opening float and the closing, with its amounts per VAT rate and payment type and what the TSE answered.
 */
export class TillTse1765610000000 implements MigrationInterface {
  name = 'TillTse1765610000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE till_tse (
        location_id          integer PRIMARY KEY REFERENCES location(id) ON DELETE RESTRICT,
        provider             text NOT NULL CHECK (provider IN ('FAKE', 'FISKALY')),
        tss_id               text NOT NULL,
        client_id            text NOT NULL,
        serial_number        text,
        fake_private_key     text,
        fake_public_key      text,
        fake_signature_count bigint NOT NULL DEFAULT 0,
        fake_transaction_count bigint NOT NULL DEFAULT 0,
        created_at           timestamptz NOT NULL DEFAULT now(),
        retired_at           timestamptz,
        CHECK (provider <> 'FAKE' OR (fake_private_key IS NOT NULL AND fake_public_key IS NOT NULL))
      )`);
    await q.query(`
      CREATE TABLE till_transaction (
        id                     serial PRIMARY KEY,
        session_id             integer NOT NULL REFERENCES till_session(id) ON DELETE RESTRICT,
        vendor_id              integer NOT NULL REFERENCES vendor(id) ON DELETE RESTRICT,
        location_id            integer NOT NULL REFERENCES location(id) ON DELETE RESTRICT,
        sale_id                integer REFERENCES till_sale(id) ON DELETE RESTRICT,
        kind                   text NOT NULL CHECK (kind IN ('SALE', 'STORNO', 'CASH_IN', 'CASH_OUT', 'OPENING', 'CLOSING')),
        receipt_type           text NOT NULL CHECK (receipt_type IN ('RECEIPT', 'TRANSFER', 'OTHER')),
        amounts_per_vat_rate   jsonb NOT NULL,
        amounts_per_payment_type jsonb NOT NULL,
        tse_tx_id              uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        tse_state              text NOT NULL DEFAULT 'PENDING' CHECK (tse_state IN ('PENDING', 'SIGNED', 'FAILED')),
        tse_attempts           integer NOT NULL DEFAULT 0,
        tse_claimed_until      timestamptz,
        tse_error              text,
        tse_failed_at          timestamptz,
        tse_number             bigint,
        tse_signature_counter  bigint,
        tse_signature          text,
        tse_algorithm          text,
        tse_public_key         text,
        tse_serial_number      text,
        tse_client_id          text,
        tse_time_start         timestamptz,
        tse_time_end           timestamptz,
        tse_qr_code_data       text,
        tse_uncertified        boolean,
        created_at             timestamptz NOT NULL DEFAULT now(),
        signed_at              timestamptz,
        CHECK (tse_state <> 'SIGNED' OR (tse_signature IS NOT NULL AND tse_qr_code_data IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX till_transaction_session ON till_transaction (session_id)`);
    await q.query(`CREATE INDEX till_transaction_unsigned ON till_transaction (created_at) WHERE tse_state <> 'SIGNED'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE till_transaction`);
    await q.query(`DROP TABLE till_tse`);
  }
}
