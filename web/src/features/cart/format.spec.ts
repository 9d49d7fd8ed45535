import { describe, expect, it } from '@jest/globals';
import { formatBookedPeriod, formatDay, formatEuro, formatHoldLeft } from './format';

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

  it("a hold's time left as mm:ss, rounded up to the second; h:mm:ss from an hour on; never negative", () => {
    expect(formatHoldLeft(14 * 60_000 + 31_200)).toBe('14:32');
    expect(formatHoldLeft(59_001)).toBe('01:00');
    expect(formatHoldLeft(1)).toBe('00:01');
    expect(formatHoldLeft(0)).toBe('00:00');
    expect(formatHoldLeft(-5000)).toBe('00:00');
    expect(formatHoldLeft(3600_000 + 65_000)).toBe('1:01:05');
  });
});
