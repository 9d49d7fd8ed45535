import { describe, expect, it } from '@jest/globals';
import { domainErrorFromPg } from '../../common/errors/pg-errors.js';
import { statusOf } from '../../common/errors/error-status.js';
import { isTransientTxError, withTxRetry } from './booking-sql.js';

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
    await expect(withTxRetry(async () => {
      calls++;
      throw pgError('40P01');
    }, 2)).rejects.toMatchObject({ code: '40P01' });
    expect(calls).toBe(2);
    calls = 0;
    await expect(withTxRetry(async () => {
      calls++;
      throw pgError('23P01');
    })).rejects.toMatchObject({ code: '23P01' });
    expect(calls).toBe(1);
    expect(isTransientTxError(new Error('plain'))).toBe(false);
  });

  it('a deadlock or serialization failure that remains is a 409 CONCURRENT_MODIFICATION, never a 500', () => {
    for (const code of ['40P01', '40001']) {
      const domain = domainErrorFromPg(typeormError(code));
      expect(domain?.errorType).toBe('CONCURRENT_MODIFICATION');
      expect(statusOf(domain!.errorType)).toBe(409);
    }
  });
});
