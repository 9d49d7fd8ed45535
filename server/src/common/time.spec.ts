import { describe, expect, it } from '@jest/globals';
import { addDays, calendarDate, daysBetween, zonedInstant } from './time.js';

describe('time in Europe/Berlin', () => {
  it('puts midnight of a summer day at 22:00 UTC the day before', () => {
    expect(zonedInstant('2026-07-14').toISOString()).toBe('2026-07-13T22:00:00.000Z');
  });

  it('puts midnight of a winter day at 23:00 UTC the day before', () => {
    expect(zonedInstant('2026-01-10').toISOString()).toBe('2026-01-09T23:00:00.000Z');
  });

  it('handles the spring-forward Sunday (last Sunday of March): the day has 23 hours', () => {
    const start = zonedInstant('2026-03-29');
    const end = zonedInstant('2026-03-30');
    expect(start.toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(23);
    expect(zonedInstant('2026-03-29', '12:00').toISOString()).toBe('2026-03-29T10:00:00.000Z');
  });

  it('handles the fall-back Sunday (last Sunday of October): the day has 25 hours', () => {
    const start = zonedInstant('2026-10-25');
    const end = zonedInstant('2026-10-26');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
    expect(zonedInstant('2026-10-25', '23:59:59').toISOString()).toBe('2026-10-25T22:59:59.000Z');
  });

  it('reads the calendar day of an instant in the zone', () => {
    expect(calendarDate(new Date('2026-07-13T22:30:00Z'))).toBe('2026-07-14');
    expect(calendarDate(new Date('2026-07-13T21:30:00Z'))).toBe('2026-07-13');
  });

  it('adds and counts calendar days across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-06-01', '2027-10-31')).toBe(517);
  });
});
