import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { Factories } from '../support/factories.js';

let db: pg.Pool;
let factories: Factories;
beforeAll(() => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  factories = new Factories(db);
});
afterAll(() => db.end());

const insertChairBooking = (bookingId: number, chairId: number, start: string, end: string, status = 'OPEN') =>
  db.query(
    `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model) VALUES ($1, $2, $3, $4, $5, '2_SEAT_RECLINER')`,
    [bookingId, chairId, start, end, status],
  );

describe('the database forbids a double booking', () => {
  it('refuses an overlapping chair booking, accepts touching ones and ignores released ones', async () => {
    const section = await factories.newSection({ chairs: 2 });
    const [chair, otherChair] = section.chairIds;
    const { rows } = await db.query(`SELECT vendor_id FROM location WHERE id = $1`, [section.locationId]);
    const booking = await factories.newBooking({ vendorId: rows[0].vendor_id });

    // A whole day, then the morning of the same day: overlap.
    await insertChairBooking(booking.id, chair, '2027-07-14T00:00:00+02', '2027-07-15T00:00:00+02');
    await expect(insertChairBooking(booking.id, chair, '2027-07-14T08:00:00+02', '2027-07-14T13:00:00+02')).rejects.toMatchObject({
      code: '23P01',
      constraint: 'beach_chair_booking_no_overlap',
    });
    // Touching periods share only the boundary: allowed.
    await insertChairBooking(booking.id, chair, '2027-07-15T00:00:00+02', '2027-07-15T13:00:00+02');
    await insertChairBooking(booking.id, chair, '2027-07-15T13:00:00+02', '2027-07-16T00:00:00+02');
    // Another chair at the same time: allowed.
    await insertChairBooking(booking.id, otherChair, '2027-07-14T00:00:00+02', '2027-07-15T00:00:00+02');
    // A canceled or expired chair booking no longer holds the chair.
    await insertChairBooking(booking.id, chair, '2027-07-20T00:00:00+02', '2027-07-21T00:00:00+02', 'CANCELED');
    await insertChairBooking(booking.id, chair, '2027-07-20T00:00:00+02', '2027-07-21T00:00:00+02', 'EXPIRED');
    await insertChairBooking(booking.id, chair, '2027-07-20T00:00:00+02', '2027-07-21T00:00:00+02', 'CONFIRMED');
    for (const status of ['RESERVED', 'PENDING', 'BOOKED']) {
      await expect(insertChairBooking(booking.id, chair, '2027-07-20T12:00:00+02', '2027-07-20T14:00:00+02', status)).rejects.toMatchObject(
        {
          code: '23P01',
        },
      );
    }
  });

  it('two concurrent overlapping inserts: exactly one wins', async () => {
    const section = await factories.newSection({ chairs: 1 });
    const { rows } = await db.query(`SELECT vendor_id FROM location WHERE id = $1`, [section.locationId]);
    const booking = await factories.newBooking({ vendorId: rows[0].vendor_id });
    const results = await Promise.allSettled([
      insertChairBooking(booking.id, section.chairIds[0], '2027-08-01T00:00:00+02', '2027-08-03T00:00:00+02'),
      insertChairBooking(booking.id, section.chairIds[0], '2027-08-02T00:00:00+02', '2027-08-04T00:00:00+02'),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('leaves no overlapping holding chair bookings anywhere (seed included)', async () => {
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM beach_chair_booking a JOIN beach_chair_booking b
         ON a.beach_chair_id = b.beach_chair_id AND a.id < b.id AND a.period && b.period
        WHERE a.status IN ('CONFIRMED','BOOKED','OPEN','PENDING','RESERVED') AND b.status IN ('CONFIRMED','BOOKED','OPEN','PENDING','RESERVED')`,
    );
    expect(rows[0].n).toBe(0);
  });
});
