import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 31 items 2 and 4: a location's TSE can be switched, and the notice to the tax office (§ 146a (4) AO) lists
 * every till a vendor has or had. till_tse gets an id of its own: one active row per location (retired_at IS NULL),
 * retired rows are kept for ever (GoBD: a trigger refuses deleting a row or changing a retired one). Each till
 * transaction names the TSE row it was recorded for (tse_id), backfilled from the one row a location had so far.
 * What fiskaly tells of a TSS and its client is kept with the row: the client's serial number and the BSI
 * certification id.
 */
export class TillTseHistory1765720000000 implements MigrationInterface {
  name = 'TillTseHistory1765720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE till_tse DROP CONSTRAINT till_tse_pkey`);
    // serial fills the existing rows (one per location) with ids.
    await q.query(`ALTER TABLE till_tse ADD COLUMN id serial PRIMARY KEY`);
    await q.query(`
      ALTER TABLE till_tse
        ADD COLUMN client_serial_number text,
        ADD COLUMN certification_id text,
        ADD COLUMN created_by integer,
        ADD CONSTRAINT till_tse_retired_after_created CHECK (retired_at IS NULL OR retired_at >= created_at)`);
    await q.query(`CREATE UNIQUE INDEX till_tse_one_active ON till_tse (location_id) WHERE retired_at IS NULL`);
    await q.query(`CREATE INDEX till_tse_location ON till_tse (location_id, created_at)`);
    await q.query(`
      CREATE FUNCTION till_tse_keep() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          RAISE EXCEPTION 'till_tse % is kept for the tax office (GoBD): retire it instead', OLD.id USING ERRCODE = 'restrict_violation';
        END IF;
        IF OLD.retired_at IS NOT NULL AND (NEW.retired_at IS DISTINCT FROM OLD.retired_at OR NEW.location_id <> OLD.location_id
            OR NEW.provider <> OLD.provider OR NEW.tss_id <> OLD.tss_id OR NEW.client_id <> OLD.client_id
            OR NEW.serial_number IS DISTINCT FROM OLD.serial_number OR NEW.created_at <> OLD.created_at) THEN
          RAISE EXCEPTION 'till_tse % is retired: it does not change', OLD.id USING ERRCODE = 'restrict_violation';
        END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER till_tse_keep BEFORE UPDATE OR DELETE ON till_tse FOR EACH ROW EXECUTE FUNCTION till_tse_keep()`);

    await q.query(`ALTER TABLE till_transaction ADD COLUMN tse_id integer REFERENCES till_tse(id) ON DELETE RESTRICT`);
    await q.query(`UPDATE till_transaction t SET tse_id = s.id FROM till_tse s WHERE s.location_id = t.location_id`);
    await q.query(`ALTER TABLE till_transaction ALTER COLUMN tse_id SET NOT NULL`);
    await q.query(`CREATE INDEX till_transaction_tse ON till_transaction (tse_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE till_transaction DROP COLUMN tse_id`);
    await q.query(`DROP TRIGGER till_tse_keep ON till_tse`);
    await q.query(`DROP FUNCTION till_tse_keep()`);
    // Only the active rows fit the old one-row-per-location table.
    await q.query(`DELETE FROM till_tse WHERE retired_at IS NOT NULL`);
    await q.query(`DROP INDEX till_tse_one_active`);
    await q.query(`DROP INDEX till_tse_location`);
    await q.query(`
      ALTER TABLE till_tse DROP CONSTRAINT till_tse_retired_after_created, DROP COLUMN created_by, DROP COLUMN certification_id,
        DROP COLUMN client_serial_number, DROP COLUMN id`);
    await q.query(`ALTER TABLE till_tse ADD PRIMARY KEY (location_id)`);
  }
}
