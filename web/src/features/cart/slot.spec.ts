import { describe, expect, it } from '@jest/globals';
import { slotKey } from './slot';

describe('slotKey', () => {
  it('names the stored rate of a half day', () => {
    expect(slotKey({ rate: 'MORNING', start: '2026-07-01T06:00:00.000Z', end: '2026-07-01T11:00:00.000Z' })).toBe(
      'MORNING',
    );
    expect(slotKey({ rate: 'AFTERNOON', start: '2026-07-01T11:00:00.000Z', end: '2026-07-01T18:00:00.000Z' })).toBe(
      'AFTERNOON',
    );
  });

  it('reads a line without a rate as a whole day or several days (Berlin days, end exclusive)', () => {
    expect(slotKey({ rate: null, start: '2026-06-30T22:00:00.000Z', end: '2026-07-01T22:00:00.000Z' })).toBe('DAY');
    expect(slotKey({ rate: null, start: '2026-06-30T22:00:00.000Z', end: '2026-07-03T22:00:00.000Z' })).toBe(
      'MULTI_DAY',
    );
    expect(slotKey({ rate: null, start: '2026-07-01', end: '2026-07-01' })).toBe('DAY');
  });
});
