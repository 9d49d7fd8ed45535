import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Money and papers an accountant accepts:
 * - a VAT rate on every extra (7 % for takeaway food, 19 % for everything else by default) and on every extra sold,
 *   copied at the sale so a later change of the extra leaves issued invoices as they were;
 * - invoice: every invoice number issued, in the vendor's gapless series: the booking's invoice and the correction
 *   invoices (Stornorechnungen) that refer to it, with the lines it stated; a number is never changed or reused;
 * - a cancellation fee per chair booking canceled on its own.
 */
export class MoneyAndPapers1764720000000 implements MigrationInterface {
  name = 'MoneyAndPapers1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE extra ADD COLUMN vat_rate smallint NOT NULL DEFAULT 19 CHECK (vat_rate IN (0, 7, 19))`);
    await q.query(`UPDATE extra SET vat_rate = 7 WHERE type = 'FOOD'`);
    await q.query(`ALTER TABLE booking_extra ADD COLUMN vat_rate smallint NOT NULL DEFAULT 19 CHECK (vat_rate IN (0, 7, 19))`);
    await q.query(`UPDATE booking_extra be SET vat_rate = e.vat_rate FROM extra e WHERE e.id = be.extra_id`);
    await q.query(`ALTER TABLE beach_chair_booking ADD COLUMN cancellation_fee_cents integer CHECK (cancellation_fee_cents >= 0)`);
    await q.query(`
      CREATE TABLE invoice (
        id          serial PRIMARY KEY,
        vendor_id   integer NOT NULL REFERENCES vendor (id) ON DELETE CASCADE,
        booking_id  integer NOT NULL REFERENCES booking (id) ON DELETE CASCADE,
        number      text NOT NULL,
        kind        text NOT NULL CHECK (kind IN ('INVOICE', 'CORRECTION')),
        corrects_id integer REFERENCES invoice (id),
        gross_cents integer NOT NULL,
        reason      text,
        lines       jsonb NOT NULL DEFAULT '{}'::jsonb,
        issued_at   timestamptz NOT NULL DEFAULT now(),
        UNIQUE (vendor_id, number),
        CHECK ((kind = 'CORRECTION') = (corrects_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX invoice_booking_idx ON invoice (booking_id, issued_at)`);
    await q.query(`
      INSERT INTO invoice (vendor_id, booking_id, number, kind, gross_cents, issued_at)
      SELECT b.vendor_id, b.id, b.invoice_number, 'INVOICE', b.total_price_cents,
             coalesce((SELECT max(h.created_at) FROM booking_history h WHERE h.booking_id = b.id AND h.action = 'ASSIGN_INVOICE_NUMBER'), b.updated_at)
        FROM booking b WHERE b.invoice_number IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE invoice`);
    await q.query(`ALTER TABLE beach_chair_booking DROP COLUMN cancellation_fee_cents`);
    await q.query(`ALTER TABLE booking_extra DROP COLUMN vat_rate`);
    await q.query(`ALTER TABLE extra DROP COLUMN vat_rate`);
  }
}
