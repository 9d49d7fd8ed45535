import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The open-hold cap per IP (modules/bookings/expiry/open-hold-caps.service.ts) counts the OPEN bookings created from
 * one address on every POST /features/public/booking: a small partial index keeps that a probe. (The cap per e-mail
 * uses customer_email_idx; the sweeper uses booking_expiry_idx.)
 */
export class BookingHoldCaps1764000000000 implements MigrationInterface {
  name = 'BookingHoldCaps1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX booking_open_ip_idx ON booking (created_by_ip, expires_at) WHERE status = 'OPEN'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS booking_open_ip_idx`);
  }
}
