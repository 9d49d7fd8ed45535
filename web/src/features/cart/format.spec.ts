import { describe, expect, it } from '@jest/globals';
import { formatBookedPeriod, formatDay, formatEuro } from './format';

describe('German formats', () => {
  it('euro with comma decimals, dot thousands and the symbol after the number', () => {
    expect(formatEuro(36)).toBe('36,00 €');
    expect(formatEuro(1234.5)).toBe('1.234,50 €');
  });

  it('calendar days as dd.MM.yyyy', () => {
    expect(formatDay('2026-07-01')).toBe('01.07.2026');
  });

  it('booked periods: API instants (end exclusive) as Berlin days, summer and winter time', () => {
    expect(formatBookedPeriod('2026-11-27T23:00:00.000Z', '2026-11-28T23:00:00.000Z')).toBe('28.11.2026');
    expect(formatBookedPeriod('2026-06-30T22:00:00.000Z', '2026-07-03T22:00:00.000Z')).toBe('01.07.2026 – 03.07.2026');
    expect(formatBookedPeriod('2026-07-01', '2026-07-02')).toBe('01.07.2026 – 02.07.2026');
  });
});
