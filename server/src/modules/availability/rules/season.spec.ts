import { describe, expect, it } from '@jest/globals';
import { daysOutsideSeason, defaultSeason, isInSeason, isRangeInSeason, seasonContaining, seasonFor } from './season.js';

const NONE = { seasonStart: null, seasonEnd: null };
const SYLT = { seasonStart: '01-05', seasonEnd: '30-09' };
const WINTER = { seasonStart: '01-11', seasonEnd: '31-03' };

describe('season', () => {
  it('defaults to 1 June of the current year to 31 October of the next', () => {
    expect(defaultSeason('2026-11-21')).toEqual({ start: '2026-06-01', end: '2027-10-31' });
    expect(isInSeason(NONE, '2026-05-31', '2026-11-21')).toBe(false);
    expect(isInSeason(NONE, '2026-06-01', '2026-11-21')).toBe(true);
    expect(isInSeason(NONE, '2027-01-15', '2026-11-21')).toBe(true);
    expect(isInSeason(NONE, '2027-10-31', '2026-11-21')).toBe(true);
    expect(isInSeason(NONE, '2027-11-01', '2026-11-21')).toBe(false);
  });

  it('includes both edge days of a DD-MM season, in every year', () => {
    expect(isInSeason(SYLT, '2027-04-30', '2026-11-21')).toBe(false);
    expect(isInSeason(SYLT, '2027-05-01', '2026-11-21')).toBe(true);
    expect(isInSeason(SYLT, '2027-09-30', '2026-11-21')).toBe(true);
    expect(isInSeason(SYLT, '2027-10-01', '2026-11-21')).toBe(false);
    expect(isInSeason(SYLT, '2031-07-01', '2026-11-21')).toBe(true);
  });

  it('runs a season whose end comes before its start over the turn of the year', () => {
    expect(seasonContaining(WINTER, '2027-02-10', '2026-11-21')).toEqual({ start: '2026-11-01', end: '2027-03-31' });
    expect(seasonContaining(WINTER, '2026-12-24', '2026-11-21')).toEqual({ start: '2026-11-01', end: '2027-03-31' });
    expect(isInSeason(WINTER, '2027-04-01', '2026-11-21')).toBe(false);
    expect(isRangeInSeason(WINTER, '2026-12-30', '2027-01-02', '2026-11-21')).toBe(true);
  });

  it('reads 29-02 as 28-02 in years without it', () => {
    const leap = { seasonStart: '01-01', seasonEnd: '29-02' };
    expect(seasonContaining(leap, '2027-02-28', '2026-11-21')).toEqual({ start: '2027-01-01', end: '2027-02-28' });
    expect(seasonContaining(leap, '2028-02-29', '2026-11-21')).toEqual({ start: '2028-01-01', end: '2028-02-29' });
  });

  it('needs every day of a range in season; back-to-back seasons join', () => {
    expect(isRangeInSeason(SYLT, '2027-09-28', '2027-09-30', '2026-11-21')).toBe(true);
    expect(isRangeInSeason(SYLT, '2027-09-29', '2027-10-01', '2026-11-21')).toBe(false);
    const allYear = { seasonStart: '01-01', seasonEnd: '31-12' };
    expect(isRangeInSeason(allYear, '2026-12-30', '2027-01-02', '2026-11-21')).toBe(true);
    expect(daysOutsideSeason(SYLT, '2027-09-29', '2027-10-02', '2026-11-21')).toEqual(['2027-10-01', '2027-10-02']);
  });

  it('shows the season containing the start, else the next one', () => {
    expect(seasonFor(SYLT, '2027-07-01', '2026-11-21')).toEqual({ start: '2027-05-01', end: '2027-09-30' });
    expect(seasonFor(SYLT, '2026-11-21', '2026-11-21')).toEqual({ start: '2027-05-01', end: '2027-09-30' });
    expect(seasonFor(SYLT, '2027-02-01', '2026-11-21')).toEqual({ start: '2027-05-01', end: '2027-09-30' });
    expect(seasonFor(NONE, '2028-01-01', '2026-11-21')).toEqual({ start: '2026-06-01', end: '2027-10-31' });
  });
});
