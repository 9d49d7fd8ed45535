import { describe, expect, it } from '@jest/globals';
import { defaultRange, defaultSeason, defaultStartDate, draftSince, draftTill, isAfterMax } from './dates';
import { datesDefaulted, initialSelectionState, selectionReducer, setDates } from './selectionSlice';

describe('season and default dates', () => {
  it('runs the season from 1 June of this year to 31 October of the next', () => {
    expect(defaultSeason('2026-03-10')).toEqual({ start: '2026-06-01', end: '2027-10-31' });
    expect(defaultSeason('2026-11-21')).toEqual({ start: '2026-06-01', end: '2027-10-31' });
  });

  it('starts today inside the season, else at the season start, for one day', () => {
    expect(defaultStartDate('2026-07-14')).toBe('2026-07-14');
    expect(defaultStartDate('2026-05-31')).toBe('2026-06-01');
    expect(defaultStartDate('2026-06-01')).toBe('2026-06-01');
    expect(defaultRange('2026-02-01')).toEqual({ startDate: '2026-06-01', endDate: '2026-06-01' });
    // a given season (e.g. a location's) that has ended also falls back to its start
    expect(defaultStartDate('2026-11-02', { start: '2026-05-01', end: '2026-10-31' })).toBe('2026-05-01');
  });

  it('takes the default range and the season end as maximum into the selection state', () => {
    // 22:30 UTC on 31 May is already 1 June in Berlin
    const state = initialSelectionState(new Date('2026-05-31T22:30:00Z'));
    expect(state).toMatchObject({
      startDate: '2026-06-01',
      endDate: '2026-06-01',
      seasonStartDate: '2026-06-01',
      seasonEndDate: '2027-10-31',
    });
    const early = initialSelectionState(new Date('2026-04-10T10:00:00Z'));
    expect(early).toMatchObject({ startDate: '2026-06-01', endDate: '2026-06-01', maxDate: '2027-10-31' });
  });

  it('refuses ends after the stored maximum date', () => {
    expect(isAfterMax('2027-11-01', '2027-10-31')).toBe(true);
    expect(isAfterMax('2027-10-31', '2027-10-31')).toBe(false);
    expect(isAfterMax('2027-11-01', undefined)).toBe(false);
    expect(isAfterMax('', '2027-10-31')).toBe(false);
  });

  it('gives drafts their clock times', () => {
    expect(draftSince('2026-07-14')).toBe('2026-07-14T01:00:00');
    expect(draftTill('2026-07-20')).toBe('2026-07-18T23:59:59');
    expect(draftTill('2026-03-01')).toBe('2026-02-27T23:59:59');
  });

  it("a section's first bookable day replaces default dates, never the user's", () => {
    const initial = initialSelectionState(new Date('2026-11-26T10:00:00Z'));
    expect(selectionReducer(initial, datesDefaulted('2027-05-01'))).toMatchObject({
      startDate: '2027-05-01',
      endDate: '2027-05-01',
    });
    const chosen = selectionReducer(initial, setDates({ startDate: '2026-12-01', endDate: '2026-12-02' }));
    expect(selectionReducer(chosen, datesDefaulted('2027-05-01'))).toMatchObject({
      startDate: '2026-12-01',
      endDate: '2026-12-02',
    });
  });
});
