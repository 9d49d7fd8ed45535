import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 15: availability events. Every change that can change what a chair's tile shows — a chair booking that starts
 * or stops holding its chair (booked, canceled, expired, aborted, recovered), moves to another chair or period; a stop
 * sale set, changed or lifted; the chair itself changed (its lock, its section or row, taken out of service) — appends
 * one row to availability_event and announces it with NOTIFY availability_events. Triggers, not application code:
 * every write path is covered, and NOTIFY is delivered only when the writing transaction commits (never for one that
 * rolls back). The row's id is the event id a stream resumes from (Last-Event-ID); rows older than a day are pruned.
 * The holding statuses are the migrations' literal list (docs/house-rules.md; test/e2e/holding-statuses checks it).
 */
/** Tables whose change can change any answer about a section's availability (besides its chairs' bookings). */
const SECTION_TABLES = ['section', 'location', 'vendor', 'row', 'price', 'price_rate', 'beach_chair'];

export class AvailabilityEvents1764800000000 implements MigrationInterface {
  name = 'AvailabilityEvents1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE availability_event (
        id              bigserial PRIMARY KEY,
        section_id      integer NOT NULL,
        beach_chair_id  integer NOT NULL,
        -- the instants whose availability may have changed ([start, end)); whole days for stop sales and chair changes
        start           timestamptz NOT NULL,
        "end"           timestamptz NOT NULL,
        kind            text NOT NULL CHECK (kind IN ('BOOKING', 'STOP_SALE', 'CHAIR')),
        created_at      timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX availability_event_section_idx ON availability_event (section_id, id)`);
    await q.query(`CREATE INDEX availability_event_created_idx ON availability_event (created_at)`);

    await q.query(`
      CREATE FUNCTION availability_event_emit(p_section integer, p_chair integer, p_start timestamptz, p_end timestamptz,
                                              p_kind text) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        v_id bigint;
      BEGIN
        INSERT INTO availability_event (section_id, beach_chair_id, start, "end", kind)
          VALUES (p_section, p_chair, p_start, p_end, p_kind) RETURNING id INTO v_id;
        PERFORM pg_notify('availability_events', json_build_object(
          'id', v_id, 'sectionId', p_section, 'beachChairId', p_chair, 'start', p_start, 'end', p_end, 'kind', p_kind)::text);
      END $$`);
    await q.query(`
      CREATE FUNCTION availability_event_add(p_chair integer, p_start timestamptz, p_end timestamptz, p_kind text)
      RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        v_section integer;
      BEGIN
        SELECT section_id INTO v_section FROM beach_chair WHERE id = p_chair;
        IF v_section IS NOT NULL THEN PERFORM availability_event_emit(v_section, p_chair, p_start, p_end, p_kind); END IF;
      END $$`);

    // A chair booking: only when it starts or stops holding, or its chair or period changes while holding.
    await q.query(`
      CREATE FUNCTION availability_event_of_chair_booking() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        old_holds boolean := TG_OP <> 'INSERT' AND OLD.status IN ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'RESERVED');
        new_holds boolean := TG_OP <> 'DELETE' AND NEW.status IN ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'RESERVED');
      BEGIN
        IF TG_OP = 'UPDATE' AND old_holds = new_holds AND (NOT new_holds OR (OLD.beach_chair_id = NEW.beach_chair_id
            AND OLD.start = NEW.start AND OLD."end" = NEW."end")) THEN
          RETURN NULL;
        END IF;
        IF old_holds THEN PERFORM availability_event_add(OLD.beach_chair_id, OLD.start, OLD."end", 'BOOKING'); END IF;
        IF new_holds AND NOT (old_holds AND OLD.beach_chair_id = NEW.beach_chair_id AND OLD.start = NEW.start
            AND OLD."end" = NEW."end") THEN
          PERFORM availability_event_add(NEW.beach_chair_id, NEW.start, NEW."end", 'BOOKING');
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER beach_chair_booking_availability_event AFTER INSERT OR UPDATE OR DELETE ON beach_chair_booking
        FOR EACH ROW EXECUTE FUNCTION availability_event_of_chair_booking()`);

    // A stop sale: its days (date columns; a day is widened by a day on each side so every zone's day is covered).
    await q.query(`
      CREATE FUNCTION availability_event_of_stop_sale() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP <> 'INSERT' THEN
          PERFORM availability_event_add(OLD.beach_chair_id, (OLD.start_date - 1)::timestamptz, (OLD.end_date + 2)::timestamptz, 'STOP_SALE');
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM availability_event_add(NEW.beach_chair_id, (NEW.start_date - 1)::timestamptz, (NEW.end_date + 2)::timestamptz, 'STOP_SALE');
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER stop_sale_availability_event AFTER INSERT OR UPDATE OR DELETE ON stop_sale
        FOR EACH ROW EXECUTE FUNCTION availability_event_of_stop_sale()`);

    // The chair itself: what the tiles show of it for every day (its lock, place, being in service).
    await q.query(`
      CREATE FUNCTION availability_event_of_chair() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM availability_event_emit(NEW.section_id, NEW.id, '-infinity', 'infinity', 'CHAIR');
        IF OLD.section_id <> NEW.section_id THEN
          PERFORM availability_event_emit(OLD.section_id, NEW.id, '-infinity', 'infinity', 'CHAIR');
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE TRIGGER beach_chair_availability_event AFTER UPDATE ON beach_chair FOR EACH ROW
        WHEN (OLD.lock_id IS DISTINCT FROM NEW.lock_id OR OLD.section_id <> NEW.section_id
              OR OLD.row_id IS DISTINCT FROM NEW.row_id OR OLD.active <> NEW.active OR OLD.reserved <> NEW.reserved
              OR OLD.time_enum <> NEW.time_enum OR OLD.model <> NEW.model)
        EXECUTE FUNCTION availability_event_of_chair()`);

    // What else an availability answer shows (the section's and location's rules, rows, prices, the chairs' own data):
    // NOTIFY availability_sections with the section's id, or 0 for a change of a location or vendor (every section),
    // so the answers cached from them go too. No event row: a stream gets `reset` (reload) instead of a chair's state.
    await q.query(`
      CREATE FUNCTION availability_section_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        v_section integer;
      BEGIN
        IF TG_TABLE_NAME IN ('location', 'vendor') THEN
          v_section := 0;
        ELSIF TG_TABLE_NAME = 'section' THEN
          v_section := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
        ELSIF TG_TABLE_NAME = 'price_rate' THEN
          SELECT section_id INTO v_section FROM price WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.price_id ELSE NEW.price_id END;
        ELSE
          v_section := CASE WHEN TG_OP = 'DELETE' THEN OLD.section_id ELSE NEW.section_id END;
        END IF;
        IF v_section IS NOT NULL THEN PERFORM pg_notify('availability_sections', v_section::text); END IF;
        RETURN NULL;
      END $$`);
    for (const table of SECTION_TABLES) {
      const on = table === 'section' || table === 'location' || table === 'vendor' ? 'UPDATE OR DELETE' : 'INSERT OR UPDATE OR DELETE';
      await q.query(`CREATE TRIGGER ${table}_availability_section AFTER ${on} ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION availability_section_changed()`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of SECTION_TABLES) await q.query(`DROP TRIGGER ${table}_availability_section ON "${table}"`);
    await q.query(`DROP FUNCTION availability_section_changed()`);
    await q.query(`DROP TRIGGER beach_chair_availability_event ON beach_chair`);
    await q.query(`DROP TRIGGER stop_sale_availability_event ON stop_sale`);
    await q.query(`DROP TRIGGER beach_chair_booking_availability_event ON beach_chair_booking`);
    await q.query(`DROP FUNCTION availability_event_of_chair()`);
    await q.query(`DROP FUNCTION availability_event_of_stop_sale()`);
    await q.query(`DROP FUNCTION availability_event_of_chair_booking()`);
    await q.query(`DROP FUNCTION availability_event_add(integer, timestamptz, timestamptz, text)`);
    await q.query(`DROP FUNCTION availability_event_emit(integer, integer, timestamptz, timestamptz, text)`);
    await q.query(`DROP TABLE availability_event`);
  }
}
