import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DataSource } from 'typeorm';

/**
 * Raw SQL on the pool TypeORM already holds, for hot read paths: named statements are prepared once per connection
 * (the plan is reused) and rows come back as plain objects without entity hydration.
 */
@Injectable()
export class SqlService {
  constructor(private readonly db: DataSource) {}

  private get pool(): pg.Pool {
    return (this.db.driver as unknown as { master: pg.Pool }).master;
  }

  /** Runs a statement; a named one is prepared (`name` must be unique per statement text), an unnamed one planned each time. */
  async rows<T>(name: string | undefined, text: string, values: unknown[]): Promise<T[]> {
    const result = await this.pool.query<T & pg.QueryResultRow>({ name, text, values });
    return result.rows;
  }
}
