import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15, item 3: the public catalogue (regions, cities, beaches, sections with their rows and chairs, the vendor's
 * public data, extras, images) is served from a cache in each instance (server/src/infra/cache/catalogue-cache.ts).
 * Any write to a table behind it announces NOTIFY catalogue_changes when its transaction commits, and every instance
 * drops its catalogue answers. Statement triggers: one announcement per statement (and PostgreSQL folds identical
 * ones of a transaction), the set-up writes being rare next to the reads.
 */
const CATALOGUE_TABLES = ['country', 'region', 'city', 'beach', 'vendor', 'location', 'section', 'row', 'beach_chair', 'extra', 'image'];

export class CatalogueChanges1764900000000 implements MigrationInterface {
  name = 'CatalogueChanges1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('catalogue_changes', '');
        RETURN NULL;
      END $$`);
    for (const table of CATALOGUE_TABLES) {
      await q.query(`CREATE TRIGGER ${table}_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of CATALOGUE_TABLES) await q.query(`DROP TRIGGER ${table}_catalogue_changed ON "${table}"`);
    await q.query(`DROP FUNCTION catalogue_changed()`);
  }
}
