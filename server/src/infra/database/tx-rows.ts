import type { EntityManager } from 'typeorm';

/** Rows of a raw statement run inside a transaction: TypeORM answers [rows, count] for UPDATE and DELETE. */
export async function txRows<T>(m: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const result: unknown = await m.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') return result[0] as T[];
  return result as T[];
}
