import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  dayCount,
  eachDay,
  formatDate,
  formatDayMonth,
  formatEuro,
  isIsoDate,
  isWeekend,
  rangeProblem,
  todayInBerlin,
} from './dates';

describe('date rules', () => {
  it('takes today in Europe/Berlin, not UTC', () => {
    expect(todayInBerlin(new Date('2026-07-13T22:30:00Z'))).toBe('2026-07-14');
    expect(todayInBerlin(new Date('2026-01-13T22:30:00Z'))).toBe('2026-01-13');
  });

  it('needs both ends, no past day and an end not before the start', () => {
    const today = '2026-07-14';
    expect(rangeProblem(null, '2026-07-15', today)).toBe('incomplete');
    expect(rangeProblem('2026-07-15', '', today)).toBe('incomplete');
    expect(rangeProblem('2026-02-30', '2026-03-01', today)).toBe('incomplete');
    expect(rangeProblem('2026-07-13', '2026-07-15', today)).toBe('past');
    expect(rangeProblem('2026-07-16', '2026-07-15', today)).toBe('endBeforeStart');
    expect(rangeProblem('2026-07-14', '2026-07-14', today)).toBeNull();
  });

  it('counts days with both ends included, across month ends and DST', () => {
    expect(dayCount('2026-07-14', '2026-07-14')).toBe(1);
    expect(dayCount('2026-03-28', '2026-03-30')).toBe(3);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(eachDay('2026-10-24', '2026-10-26')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('formats German dates, season bounds and euros', () => {
    expect(formatDate('2026-07-04')).toBe('04.07.2026');
    expect(formatDayMonth('01-05')).toBe('01.05.');
    expect(formatEuro(1234.5)).toBe('1.234,50 €');
    expect(formatEuro(9)).toBe('9,00 €');
  });

  it('knows weekends and valid dates', () => {
    expect(isWeekend('2026-07-18')).toBe(true);
    expect(isWeekend('2026-07-20')).toBe(false);
    expect(isIsoDate('2026-07-18')).toBe(true);
    expect(isIsoDate('18.07.2026')).toBe(false);
  });
});
