import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../../server/src/infra/database/data-source-options.js';
import { runSeed } from '../../seeds/seed.js';

let ds: DataSource;
beforeAll(async () => {
  ds = await new DataSource({ ...dataSourceOptions({ DATABASE_URL: process.env.DATABASE_URL!, DATABASE_POOL_SIZE: 2 }) }).initialize();
});
afterAll(() => ds.destroy());

const snapshot = async () =>
  Object.fromEntries(
    await Promise.all(
      [
        'region',
        'city',
        'beach',
        'section',
        '"row"',
        'beach_chair',
        'vendor',
        'location',
        'extra',
        'price',
        'price_rate',
        'app_user',
        'booking',
        'beach_chair_booking',
        'customer',
        'stop_sale',
        'lock_device',
        'image',
      ].map(async (t) => {
        const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM ${t} WHERE true`);
        return [t, n];
      }),
    ),
  );

describe('the demo seed', () => {
  it('already ran once (global setup) and adds nothing when run again', async () => {
    const before = await snapshot();
    const summary = await runSeed(ds);
    expect(summary.chairsThisRun).toBe(0);
    expect(summary.bookingsThisRun).toBe(0);
    expect(summary.imagesThisRun).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('holds what the demo promises: real places, 600+ chairs, every model, both views, bookings and stop sales', async () => {
    const [counts] = await ds.query(
      `SELECT (SELECT count(*) FROM region)::int regions, (SELECT count(*) FROM city)::int cities,
              (SELECT count(DISTINCT model) FROM beach_chair)::int models, (SELECT count(DISTINCT color) FROM beach_chair)::int colors,
              (SELECT count(*) FROM beach_chair c JOIN section s ON s.id = c.section_id JOIN beach b ON b.id = s.beach_id
                 JOIN city ci ON ci.id = b.city_id WHERE ci.name NOT LIKE 'City %')::int chairs,
              (SELECT count(DISTINCT configuration->>'beachChairView') FROM location)::int views,
              (SELECT count(DISTINCT type) FROM extra)::int extra_types,
              (SELECT count(*) FROM location WHERE season_start IS NOT NULL)::int summer_seasons,
              (SELECT count(*) FROM stop_sale)::int stop_sales,
              (SELECT count(*) FROM booking WHERE booking_ref LIKE 'DEMO%')::int demo_bookings,
              (SELECT count(*) FROM beach_chair c JOIN section s ON s.id = c.section_id WHERE NOT ST_Covers(s.geom, c.geom))::int chairs_outside`,
    );
    expect(counts).toMatchObject({ models: 22, views: 2, extra_types: 6, chairs_outside: 0 });
    expect(counts.regions).toBeGreaterThanOrEqual(3);
    expect(counts.cities).toBeGreaterThanOrEqual(8);
    expect(counts.chairs).toBeGreaterThanOrEqual(600);
    expect(counts.colors).toBeGreaterThanOrEqual(20);
    expect(counts.summer_seasons).toBeGreaterThanOrEqual(1);
    expect(counts.stop_sales).toBeGreaterThan(0);
    expect(counts.demo_bookings).toBeGreaterThan(50);
    const users = await ds.query(`SELECT email, role FROM app_user WHERE email LIKE '%@strandkorb.local' ORDER BY email`);
    expect(users).toEqual([
      { email: 'admin@strandkorb.local', role: 'ADMIN' },
      { email: 'vendor@strandkorb.local', role: 'VENDOR' },
    ]);
  });
});
