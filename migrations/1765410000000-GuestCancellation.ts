import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30 item 5: guests cancel online ("Meine Buchung") where the vendor allows it, until
 * guest_cancellation_days calendar days before the start (NULL: not online, the guest calls the vendor). Existing
 * vendors allow it until the day before the start; the fee is the vendor's cancellation policy either way.
 */
export class GuestCancellation1765410000000 implements MigrationInterface {
  name = 'GuestCancellation1765410000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vendor ADD COLUMN guest_cancellation_days integer DEFAULT 1
      CONSTRAINT vendor_guest_cancellation_days_check CHECK (guest_cancellation_days BETWEEN 0 AND 365)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE vendor DROP COLUMN guest_cancellation_days`);
  }
}
