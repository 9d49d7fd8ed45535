import { Injectable } from '@nestjs/common';
import type pg from 'pg';
import { DataSource } from 'typeorm';
import { isConnectionLoss } from '../../common/errors/connection-loss.js';

/** A plain SELECT changes nothing, so it can run again on a new connection whatever happened to the first one. */
const READ_ONLY = /^\s*SELECT\b/i;

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

  /**
   * Runs a statement; a named one is prepared (`name` must be unique per statement text), an unnamed one planned each time.
   * A SELECT whose connection was lost runs once more on a fresh one; a write is the caller's to retry (withTxRetry knows
   * whether it may have committed).
   */
  async rows<T>(name: string | undefined, text: string, values: unknown[]): Promise<T[]> {
    try {
      return (await this.pool.query<T & pg.QueryResultRow>({ name, text, values })).rows;
    } catch (error) {
      if (!READ_ONLY.test(text) || !isConnectionLoss(error)) throw error;
      return (await this.pool.query<T & pg.QueryResultRow>({ name, text, values })).rows;
    }
  }
}
