import { describe, expect, it } from '@jest/globals';
import type { DataSource, EntityManager } from 'typeorm';
import { domainErrorFromPg } from '../../common/errors/pg-errors.js';
import { isConnectionLoss } from '../../common/errors/connection-loss.js';
import { statusOf } from '../../common/errors/error-status.js';
import { isTransientTxError, transactionWithRetry, withTxRetry } from './transaction.js';

const pgError = (code: string) => Object.assign(new Error(`pg ${code}`), { code });
// TypeORM wraps the driver's error as QueryFailedError with driverError.
const typeormError = (code: string) => Object.assign(new Error(`query failed ${code}`), { driverError: { code } });

describe('withTxRetry', () => {
  it('runs again after a deadlock (40P01) or serialization failure (40001), from pg or wrapped by TypeORM', async () => {
    for (const error of [pgError('40P01'), pgError('40001'), typeormError('40P01')]) {
      let calls = 0;
      const result = await withTxRetry(async () => {
        if (++calls < 3) throw error;
        return 'done';
      });
      expect([result, calls]).toEqual(['done', 3]);
    }
  });

  it('gives up after `attempts` and throws the last error; other errors are not retried', async () => {
    let calls = 0;
    await expect(
      withTxRetry(async () => {
        calls++;
        throw pgError('40P01');
      }, 2),
    ).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(2);
    calls = 0;
    await expect(
      withTxRetry(async () => {
        calls++;
        throw pgError('23P01');
      }),
    ).rejects.toMatchObject({ code: '23P01' });
    expect(calls).toBe(1);
    expect(isTransientTxError(new Error('plain'))).toBe(false);
  });

  it('runs a transaction again once after a lost connection before its COMMIT; never one lost at COMMIT', async () => {
    // What TypeORM throws: QueryFailedError with the statement and node-postgres' error as driverError.
    const lost = (query: string, driverError: object) =>
      Object.assign(new Error('query failed'), { name: 'QueryFailedError', query, driverError });
    const terminated = lost('INSERT INTO booking ...', { code: '57P01', message: 'terminating connection due to administrator command' });
    const reset = lost('UPDATE booking ...', { message: 'Connection terminated unexpectedly' });
    for (const error of [terminated, reset, Object.assign(new Error('released'), { name: 'QueryRunnerAlreadyReleasedError' })]) {
      let calls = 0;
      expect(await withTxRetry(async () => (++calls < 2 ? Promise.reject(error) : 'done'))).toBe('done');
      expect(calls).toBe(2);
      // Once only: a second loss is the caller's (503).
      calls = 0;
      await expect(
        withTxRetry(async () => {
          calls++;
          throw error;
        }),
      ).rejects.toBe(error);
      expect(calls).toBe(2);
    }
    // Lost at COMMIT: it may have committed, so it is not run again.
    let calls = 0;
    const atCommit = lost('COMMIT', { message: 'Connection terminated unexpectedly' });
    await expect(
      withTxRetry(async () => {
        calls++;
        throw atCommit;
      }),
    ).rejects.toBe(atCommit);
    expect(calls).toBe(1);
  });

  it('runs one autocommit statement again only when it certainly did not commit', async () => {
    const cases: [unknown, number][] = [
      [Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }), 2], // the server aborted it
      [new Error('Client has encountered a connection error and is not queryable'), 2], // never sent
      [new Error('Connection terminated unexpectedly'), 1], // in flight: it may have committed
      [Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }), 1],
    ];
    for (const [error, expected] of cases) {
      let calls = 0;
      await withTxRetry(
        async () => {
          if (++calls === 1) throw error;
          return 'done';
        },
        3,
        'statement',
      ).catch(() => undefined);
      expect(calls).toBe(expected);
    }
  });

  it('a lost connection that remains is a 503 SERVICE_UNAVAILABLE with a retry time, never a 500', () => {
    for (const error of [
      Object.assign(new Error('x'), { driverError: { code: '57P01' } }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('x'), { code: '08006' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
    ]) {
      expect(isConnectionLoss(error)).toBe(true);
      const domain = domainErrorFromPg(error);
      expect(domain).toMatchObject({ errorType: 'SERVICE_UNAVAILABLE', payload: { retryAfterSeconds: expect.any(Number) } });
      expect(statusOf(domain!.errorType)).toBe(503);
    }
    expect(isConnectionLoss(new Error('syntax error'))).toBe(false);
    expect(isConnectionLoss(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
  });

  it('a deadlock or serialization failure that remains is a 409 CONCURRENT_MODIFICATION, never a 500', () => {
    for (const code of ['40P01', '40001']) {
      const domain = domainErrorFromPg(typeormError(code));
      expect(domain?.errorType).toBe('CONCURRENT_MODIFICATION');
      expect(statusOf(domain!.errorType)).toBe(409);
    }
  });
});

describe('transactionWithRetry', () => {
  /** A DataSource whose transaction() hands `run` a fake manager and fails the first `failures` times with `error`. */
  const dataSource = (failures: number, error: unknown) => {
    const calls = { transactions: 0 };
    const manager = {} as EntityManager;
    const db = {
      transaction: async (run: (m: EntityManager) => Promise<unknown>) => {
        calls.transactions++;
        if (calls.transactions <= failures) throw error;
        return run(manager);
      },
    } as unknown as DataSource;
    return { db, calls, manager };
  };

  it('is db.transaction(run) under withTxRetry: the same manager, again after a deadlock, up to 3 attempts', async () => {
    const ok = dataSource(2, typeormError('40P01'));
    expect(await transactionWithRetry(ok.db, async (m) => (m === ok.manager ? 'done' : 'other'))).toBe('done');
    expect(ok.calls.transactions).toBe(3);

    const failing = dataSource(3, typeormError('40001'));
    await expect(transactionWithRetry(failing.db, async () => 'never')).rejects.toMatchObject({ driverError: { code: '40001' } });
    expect(failing.calls.transactions).toBe(3);

    const other = dataSource(1, pgError('23P01'));
    await expect(transactionWithRetry(other.db, async () => 'never')).rejects.toMatchObject({ code: '23P01' });
    expect(other.calls.transactions).toBe(1);
  });
});
