import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What a lock device reports on POST /features/public/lock/{id}/sync (modules/locks). A lock resends its batch when
 * it did not get the answer, so one event is (lock, type, instant): the unique key lets a resent batch be skipped.
 */
export class LockEvents1764300000000 implements MigrationInterface {
  name = 'LockEvents1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE lock_event (
        id           bigserial PRIMARY KEY,
        lock_id      integer NOT NULL REFERENCES lock_device(id) ON DELETE CASCADE,
        type         text NOT NULL CHECK (type IN ('OPENED', 'CLOSED', 'TAMPER', 'LOW_BATTERY')),
        at           timestamptz NOT NULL,
        booking_ref  text CHECK (length(booking_ref) <= 64),
        received_at  timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT lock_event_once UNIQUE (lock_id, type, at)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS lock_event`);
  }
}
