import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 16, item 1: extras have pictures too (the back office shows and orders them like those of sections, chairs and
 * locations). An image belongs to at most one owner; the check keeps a picture from being shown in two places.
 */
export class ExtraImages1765000000000 implements MigrationInterface {
  name = 'ExtraImages1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE image ADD COLUMN extra_id integer REFERENCES extra(id) ON DELETE CASCADE`);
    await q.query(`CREATE INDEX image_extra_id_idx ON image (extra_id)`);
    await q.query(`ALTER TABLE image ADD CONSTRAINT image_one_owner
      CHECK (num_nonnulls(section_id, location_id, beach_chair_id, extra_id) <= 1)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE image DROP CONSTRAINT image_one_owner`);
    await q.query(`ALTER TABLE image DROP COLUMN extra_id`);
  }
}
