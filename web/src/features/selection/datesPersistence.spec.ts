import { describe, expect, it } from '@jest/globals';
import { parseStoredDates } from './datesPersistence';

const today = '2026-07-10';
const max = '2027-10-31';
const stored = (value: unknown) => JSON.stringify(value);

describe('the dates a guest chose, kept for the tab (back from a payment page)', () => {
  it('restores a range that is still bookable', () => {
    expect(parseStoredDates(stored({ startDate: '2026-07-11', endDate: '2026-07-13' }), today, max)).toEqual({
      startDate: '2026-07-11',
      endDate: '2026-07-13',
    });
    expect(parseStoredDates(stored({ startDate: today, endDate: today }), today, max)).toEqual({
      startDate: today,
      endDate: today,
    });
  });

  it('drops a range that has passed, is out of order, beyond the maximum or not a range at all', () => {
    expect(parseStoredDates(stored({ startDate: '2026-07-09', endDate: '2026-07-12' }), today, max)).toBeNull();
    expect(parseStoredDates(stored({ startDate: '2026-07-13', endDate: '2026-07-11' }), today, max)).toBeNull();
    expect(parseStoredDates(stored({ startDate: '2026-07-11', endDate: '2027-11-02' }), today, max)).toBeNull();
    expect(parseStoredDates(stored({ startDate: '2026-02-30', endDate: '2026-07-11' }), today, max)).toBeNull();
    expect(parseStoredDates(stored({ startDate: 20260711 }), today, max)).toBeNull();
    expect(parseStoredDates('{not json', today, max)).toBeNull();
    expect(parseStoredDates(null, today, max)).toBeNull();
  });
});
