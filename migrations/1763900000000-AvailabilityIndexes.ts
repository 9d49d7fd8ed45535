import type { MigrationInterface, QueryRunner } from 'typeorm';

const HOLDING = `status IN ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'RESERVED')`;

/**
 * Indexes for the availability reads (modules/availability/availability-data.service.ts). Holding bookings of one chair
 * never overlap, so the bookings of a set of chairs that touch [from, to) are found with one btree range scan per chair:
 * those starting from `from - 7 days` on (index-only, "end" included), plus the rare longer ones through a small partial
 * index by end. The exclusion constraint's GiST index answers one chair at a time but costs ~25 µs a probe, ten times
 * a btree probe: 400 chairs made it 10 ms.
 */
export class AvailabilityIndexes1763900000000 implements MigrationInterface {
  name = 'AvailabilityIndexes1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX beach_chair_booking_holding_start_idx ON beach_chair_booking (beach_chair_id, start) INCLUDE ("end")
                   WHERE ${HOLDING}`);
    await q.query(`CREATE INDEX beach_chair_booking_holding_long_idx ON beach_chair_booking (beach_chair_id, "end") INCLUDE (start)
                   WHERE ${HOLDING} AND "end" - start > interval '7 days'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS beach_chair_booking_holding_long_idx`);
    await q.query(`DROP INDEX IF EXISTS beach_chair_booking_holding_start_idx`);
  }
}
