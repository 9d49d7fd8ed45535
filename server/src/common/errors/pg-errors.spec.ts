import { describe, expect, it } from '@jest/globals';
import { ErrorType } from './error-type.js';
import { domainErrorFromPg } from './pg-errors.js';

// The backstop's mapping; test/e2e/hostile-input.e2e-spec.ts runs it with the real database's errors.
describe('domainErrorFromPg: what validation missed is a 400 INVALID_INPUT', () => {
  it.each(['22021', '22003', '22001', '22P02', '22007', '22008', '23502', '23514'])('%s', (code) => {
    const error = domainErrorFromPg({ driverError: { code, column: code === '23502' ? 'name' : undefined, message: 'relation "region" …' } });
    expect(error?.errorType).toBe(ErrorType.INVALID_INPUT);
    expect(error?.payload).toEqual({ field: code === '23502' ? 'name' : 'input', reason: code });
    expect(error?.message).not.toContain('relation');
  });

  it('keeps the other translations and leaves unknown errors alone', () => {
    expect(domainErrorFromPg({ driverError: { code: '23505', detail: 'Key (x)=(1) already exists.' } })?.errorType).toBe(ErrorType.DUPLICATE_ENTITY);
    expect(domainErrorFromPg({ driverError: { code: '42P01' } })).toBeUndefined();
    expect(domainErrorFromPg(new Error('boom'))).toBeUndefined();
  });
});
