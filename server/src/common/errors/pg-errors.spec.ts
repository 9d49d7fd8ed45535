import { describe, expect, it } from '@jest/globals';
import { ErrorType } from './error-type.js';
import { domainErrorFromPg } from './pg-errors.js';

// The backstop's mapping; test/e2e/hostile-input.e2e-spec.ts runs it with the real database's errors.
describe('domainErrorFromPg: what validation missed is a 400 INVALID_INPUT', () => {
  it.each(['22021', '22003', '22001', '22P02', '22007', '22008', '23502', '23514'])('%s', (code) => {
    const error = domainErrorFromPg({
      driverError: { code, column: code === '23502' ? 'name' : undefined, message: 'relation "region" …' },
    });
    expect(error?.errorType).toBe(ErrorType.INVALID_INPUT);
    expect(error?.payload).toEqual({ field: code === '23502' ? 'name' : 'input', reason: code });
    expect(error?.message).not.toContain('relation');
  });

  it('keeps the other translations and leaves unknown errors alone', () => {
    expect(domainErrorFromPg({ driverError: { code: '23505', detail: 'Key (x)=(1) already exists.' } })?.errorType).toBe(
      ErrorType.DUPLICATE_ENTITY,
    );
    expect(domainErrorFromPg({ driverError: { code: '42P01' } })).toBeUndefined();
    expect(domainErrorFromPg(new Error('boom'))).toBeUndefined();
  });
});

describe('domainErrorFromPg: a chair taken meanwhile', () => {
  it('names the chair and both periods from the exclusion constraint detail', () => {
    const error = domainErrorFromPg({
      driverError: {
        code: '23P01',
        constraint: 'beach_chair_booking_no_overlap',
        detail:
          'Key (beach_chair_id, period)=(4, ["2026-11-28 23:00:00+00","2026-11-29 12:00:00+00")) conflicts with existing key (beach_chair_id, period)=(4, ["2026-11-28 12:00:00+00","2026-11-29 23:00:00+00")).',
      },
    });
    expect(error?.errorType).toBe(ErrorType.BEACH_CHAIR_ALREADY_BOOKED);
    expect(error?.payload).toEqual({
      constraint: 'beach_chair_booking_no_overlap',
      beachChairId: 4,
      start: '2026-11-28T23:00:00.000Z',
      end: '2026-11-29T12:00:00.000Z',
      bookedStart: '2026-11-28T12:00:00.000Z',
      bookedEnd: '2026-11-29T23:00:00.000Z',
    });
    expect(error?.message).toContain('Beach chair 4');
  });
});

describe('domainErrorFromPg: a bounded wait that ran out', () => {
  it.each([
    ['55P03', 'lock_timeout'],
    ['57014', 'statement_timeout'],
  ])('%s (%s) is a 503 SERVICE_UNAVAILABLE with a retry time, never a 500', (code) => {
    const error = domainErrorFromPg({ driverError: { code, message: 'canceling statement due to lock timeout' } });
    expect(error?.errorType).toBe(ErrorType.SERVICE_UNAVAILABLE);
    expect(error?.payload).toEqual({ retryAfterSeconds: 2 });
  });

  it('an idle-in-transaction session ended by the server (25P03) is a lost connection: 503', () => {
    const error = domainErrorFromPg({ code: '25P03', message: 'terminating connection due to idle-in-transaction timeout' });
    expect(error?.errorType).toBe(ErrorType.SERVICE_UNAVAILABLE);
  });
});
