import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vendor users (POST/GET/DELETE /features/users/vendor-users): a membership in user_vendor gets a role, OWNER (manages
 * the vendor's users) or STAFF, and may be limited to one location of the vendor (its sessions then act in that
 * location's context only). Every membership made before is an OWNER: it had every right of the vendor. New rows default
 * to STAFF, the least. A location limit must name a location of the same vendor (the composite foreign key) and goes
 * with the location when that is deleted; an OWNER is never limited to a location.
 */
export class VendorUserRoles1764710000000 implements MigrationInterface {
  name = 'VendorUserRoles1764710000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE user_vendor ADD COLUMN role text NOT NULL DEFAULT 'OWNER' CHECK (role IN ('OWNER', 'STAFF'))`);
    await q.query(`ALTER TABLE user_vendor ALTER COLUMN role SET DEFAULT 'STAFF'`);
    await q.query(`ALTER TABLE user_vendor ADD COLUMN location_id integer`);
    await q.query(`ALTER TABLE user_vendor ADD COLUMN created_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`ALTER TABLE location ADD CONSTRAINT location_id_vendor_id_key UNIQUE (id, vendor_id)`);
    await q.query(
      `ALTER TABLE user_vendor ADD CONSTRAINT user_vendor_location_fkey FOREIGN KEY (location_id, vendor_id)
         REFERENCES location (id, vendor_id) ON DELETE CASCADE`,
    );
    await q.query(`ALTER TABLE user_vendor ADD CONSTRAINT user_vendor_owner_whole_vendor CHECK (role = 'STAFF' OR location_id IS NULL)`);
    await q.query(`CREATE INDEX user_vendor_location_id_idx ON user_vendor (location_id) WHERE location_id IS NOT NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX user_vendor_location_id_idx`);
    await q.query(`ALTER TABLE user_vendor DROP CONSTRAINT user_vendor_owner_whole_vendor`);
    await q.query(`ALTER TABLE user_vendor DROP CONSTRAINT user_vendor_location_fkey`);
    await q.query(`ALTER TABLE location DROP CONSTRAINT location_id_vendor_id_key`);
    await q.query(`ALTER TABLE user_vendor DROP COLUMN created_at`);
    await q.query(`ALTER TABLE user_vendor DROP COLUMN location_id`);
    await q.query(`ALTER TABLE user_vendor DROP COLUMN role`);
  }
}
