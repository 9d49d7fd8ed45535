import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two price definitions of one scope (section, row or none, chair model or none) may not be valid on the same day.
 * Enforced by the database as well as by the service: an exclusion constraint over the inclusive validity range
 * (btree_gist gives the equality operators; a null row or model is its own scope, hence the coalesce).
 */
export class PriceNoOverlap1763800000000 implements MigrationInterface {
  name = 'PriceNoOverlap1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await q.query(`
      ALTER TABLE price ADD CONSTRAINT price_no_overlap EXCLUDE USING gist (
        section_id WITH =,
        (coalesce(row_id, 0)) WITH =,
        (coalesce(model, '')) WITH =,
        daterange(valid_from, valid_to, '[]') WITH &&
      )`);
    await q.query(`ALTER TABLE price ADD CONSTRAINT price_model_check CHECK (model IS NULL OR model IN ('2_SEAT_RECLINER',
      '2.5_SEAT_RECLINER', 'BALTIC_BEACH_CHAIR', '2_SEAT_CHAIR', '3_SEAT_CHAIR', 'FULL_RECLINER', 'BEACH_CHAIR_BED', 'DAYBED',
      'XL_BEACH_CHAIR', 'SAUNA', 'FAMILY_BEACH_CHAIR', 'XL_BEACH_CHAIR_TURNABLE', '2_SEAT_CHAIR_TURNABLE', 'COMFORT', 'WHEELCHAIR',
      'CHILDBEACHCHAIR', 'XXL_BEACH_CHAIR', 'DOG_BEACH_CHAIR', 'FKK_BUDJE', 'NORDORT', 'PREMIUM', 'RETRO'))`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE price DROP CONSTRAINT IF EXISTS price_model_check`);
    await q.query(`ALTER TABLE price DROP CONSTRAINT IF EXISTS price_no_overlap`);
  }
}
