import 'reflect-metadata';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { runSeed } from '../../../../seeds/seed.js';
import { loadConfig } from '../../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { runMigrationsLocked } from './migrate.js';

/**
 * Database chores for the scripts: `ensure-db` (create the database and check PostGIS), `migrate`, `revert`, `seed`.
 * Usage: node cli.js <command> [...]
 */
const log = (msg: string) => process.stdout.write(`[db] ${msg}\n`);

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) {
      try {
        await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
        log(`created database ${name}`);
      } catch (error) {
        // Another instance starting at the same moment created it first (42P04, or 23505 when both raced the catalog).
        const code = (error as { code?: string }).code;
        if (code !== '42P04' && code !== '23505') throw error;
      }
    }
    const postgis = await client.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'postgis'`);
    if (!postgis.rowCount) {
      throw new Error(
        'PostGIS is not installed in this PostgreSQL server. On Debian: apt-get install postgresql-<major>-postgis-3 (as root), ' +
          'or point DATABASE_URL at a server that has it (docker compose up postgis).',
      );
    }
  } finally {
    await client.end();
  }
}

/**
 * The CLI's own DataSource: no lock, statement or idle-in-transaction timeout (the app's DATABASE_*_TIMEOUT_MS are for
 * requests). A migration may wait for a table's lock and rebuild an index for as long as it takes, the migration lock
 * waits for another instance's run, and the seed's inserts are not cut off at 15 s.
 */
async function withDataSource<T>(work: (ds: DataSource) => Promise<T>): Promise<T> {
  const { DATABASE_URL } = loadConfig();
  const ds = await new DataSource({ ...dataSourceOptions({ DATABASE_URL, DATABASE_POOL_SIZE: 4 }) }).initialize();
  try {
    return await work(ds);
  } finally {
    await ds.destroy();
  }
}

async function main(command: string | undefined) {
  switch (command) {
    case 'ensure-db':
      return ensureDatabase(loadConfig().DATABASE_URL);
    case 'migrate':
      return withDataSource(async (ds) => {
        // Under an advisory lock: instances starting together against one database apply each migration once.
        const applied = await runMigrationsLocked(ds, log);
        log(applied.length ? `applied ${applied.map((m) => m.name).join(', ')}` : 'schema is up to date');
      });
    case 'revert':
      return withDataSource(async (ds) => {
        await ds.undoLastMigration({ transaction: 'each' });
        log('reverted the last migration');
      });
    case 'seed':
      return withDataSource(async (ds) => {
        const summary = await runSeed(ds);
        log(
          `seeded: ${Object.entries(summary)
            .map(([k, v]) => `${v} ${k}`)
            .join(', ')}`,
        );
      });
    default:
      throw new Error(`unknown command ${command ?? '(none)'}; use ensure-db, migrate, revert or seed`);
  }
}

main(process.argv[2]).catch((error) => {
  process.stderr.write(`[db] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
