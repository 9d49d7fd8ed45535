import type { EntityManager } from 'typeorm';

/** Rows of a raw statement run inside a transaction: TypeORM answers [rows, count] for UPDATE and DELETE. */
export async function txRows<T>(m: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const result: unknown = await m.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}

/** What a read needs: SqlService (the pool, outside a transaction) or txSql(m) (inside one). */
export interface Rows {
  rows<T>(name: string | undefined, text: string, values: unknown[]): Promise<T[]>;
}

/**
 * SqlService's rows() on the connection of `m`'s transaction (the statement name is not used: no plan is prepared), one
 * statement at a time.
 * For reads inside a transaction that holds locks: a second connection from the pool would be awaited while the locks
 * are held, and with the pool taken by requests queued behind those locks it never comes (docs/bookings-guarantees.md).
 */
export function txSql(m: EntityManager): Rows {
  // One connection runs one statement at a time: reads started together (Promise.all) are sent one after the other.
  // After a failure the rest are not sent: the transaction is being rolled back (and its connection may be released).
  let last: Promise<unknown> = Promise.resolve();
  let failed: Error | undefined;
  return {
    rows: <T>(_name: string | undefined, text: string, values: unknown[]): Promise<T[]> => {
      const run = last.then(() => {
        if (failed) throw failed;
        return txRows<T>(m, text, values);
      });
      last = run.catch((error: unknown) => void (failed ??= error instanceof Error ? error : new Error(String(error))));
      return run;
    },
  };
}
