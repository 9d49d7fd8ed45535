import type { DataSource, Migration } from 'typeorm';
import { MIGRATION_LOCK_KEY as KEY } from './advisory-locks.js';

/**
 * Applies the pending migrations (each in its own transaction) while holding a session advisory lock on one dedicated
 * connection: several instances starting at once (containers each running `cli.js migrate` before the app) run them
 * one after the other, so the first applies every migration and the others find nothing left to do. The lock ends
 * with the run (unlocked, then the connection released), or with the connection should the process die.
 */
export async function runMigrationsLocked(ds: DataSource, log: (msg: string) => void = () => undefined): Promise<Migration[]> {
  const lock = ds.createQueryRunner();
  await lock.connect();
  try {
    const [{ locked }] = (await lock.query('SELECT pg_try_advisory_lock($1::bigint) AS locked', [KEY])) as { locked: boolean }[];
    if (!locked) {
      log('another instance is migrating this database; waiting for it');
      await lock.query('SELECT pg_advisory_lock($1::bigint)', [KEY]);
    }
    try {
      return await ds.runMigrations({ transaction: 'each' });
    } finally {
      // Fails only with a lost connection, whose session took the lock with it.
      await lock.query('SELECT pg_advisory_unlock($1::bigint)', [KEY]).catch(() => undefined);
    }
  } finally {
    await lock.release();
  }
}
