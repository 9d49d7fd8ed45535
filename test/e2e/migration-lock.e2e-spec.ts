import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import { dataSourceOptions } from '../../server/src/infra/database/data-source-options.js';
import { MIGRATION_LOCK_KEY } from '../../server/src/infra/database/advisory-locks.js';
import { runMigrationsLocked } from '../../server/src/infra/database/migrate.js';

/**
 * Issue 13 (4): two instances starting at the same moment against an EMPTY database (the image runs `cli.js migrate`
 * before the app) apply each migration once: the run holds a PostgreSQL advisory lock, the second waits for the first
 * and finds nothing left to do. A database of its own, created empty here and dropped afterwards.
 */
const name = `${process.env.TEST_DATABASE_NAME ?? 'strandkorb_test'}_migrate_race`;
const urlOf = (database: string) => {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
};

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: urlOf('postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const sources: DataSource[] = [];
const dataSource = async () => {
  const ds = await new DataSource({ ...dataSourceOptions({ DATABASE_URL: urlOf(name), DATABASE_POOL_SIZE: 3 }) }).initialize();
  sources.push(ds);
  return ds;
};

beforeAll(async () => {
  await admin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${name}"`);
  });
});

afterAll(async () => {
  await Promise.all(sources.map((ds) => ds.destroy().catch(() => undefined)));
  await admin((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
});

describe('migrations under the advisory lock', () => {
  it('two runs at once on an empty database: both succeed, each migration is applied and recorded once', async () => {
    const [a, b] = await Promise.all([dataSource(), dataSource()]);
    // Empty but for PostGIS, which TypeORM installs on connect (its entities have geometry columns; a lost race there
    // is only a warning) and the first migration again (IF NOT EXISTS).
    const tables = await a.query(
      `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    expect(tables.filter((t: { name: string }) => t.name !== 'spatial_ref_sys')).toEqual([]);

    const waits: string[] = [];
    const [first, second] = await Promise.all([runMigrationsLocked(a, (m) => waits.push(m)), runMigrationsLocked(b, (m) => waits.push(m))]);

    // One run applied them all, the other waited for it and found none pending.
    const counts = [first.length, second.length].sort((x, y) => x - y);
    expect(counts).toEqual([0, migrations.length]);
    expect(waits).toEqual(['another instance is migrating this database; waiting for it']);
    const recorded = await a.query(`SELECT name, count(*)::int AS n FROM migrations GROUP BY name ORDER BY name`);
    expect(recorded).toHaveLength(migrations.length);
    expect(recorded.every((r: { n: number }) => r.n === 1)).toBe(true);
    expect(recorded.map((r: { name: string }) => r.name).sort()).toEqual(migrations.map((m) => m.name).sort());
    // The extensions of the first migration, once.
    expect((await a.query(`SELECT count(*)::int AS n FROM pg_extension WHERE extname = 'postgis'`))[0].n).toBe(1);

    // The lock was given back: nobody holds it, and a third run takes it at once and has nothing to do.
    const held = await a.query(
      `SELECT count(*)::int AS n FROM pg_locks
        WHERE locktype = 'advisory' AND objsubid = 1 AND (classid::bigint << 32) + objid::bigint = $1::bigint`,
      [MIGRATION_LOCK_KEY],
    );
    expect(held[0].n).toBe(0);
    const third: string[] = [];
    expect(await runMigrationsLocked(b, (m) => third.push(m))).toEqual([]);
    expect(third).toEqual([]);
  }, 120_000);
});
