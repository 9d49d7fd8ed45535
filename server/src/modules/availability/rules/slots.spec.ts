import { describe, expect, it } from '@jest/globals';
import { RateType } from '../../../common/enums.js';
import { closingByWeekday, dayOccupancy, dayWindows, halfDayBoundaryHour, parseTimeRange } from './slots.js';

const ms = (iso: string) => Date.parse(iso);

describe('half-day slots', () => {
  it('reads HH-HH ranges', () => {
    expect(parseTimeRange('08-13')).toEqual({ from: 8, to: 13 });
    expect(parseTimeRange('13-24')).toEqual({ from: 13, to: 24 });
    expect(parseTimeRange('13-08')).toBeNull();
    expect(parseTimeRange(null)).toBeNull();
  });

  it('takes the boundary from the end of the morning, else the start of the afternoon', () => {
    expect(
      halfDayBoundaryHour([
        { type: RateType.MORNING, timeRange: '08-13' },
        { type: RateType.AFTERNOON, timeRange: '13-20' },
      ]),
    ).toBe(13);
    expect(halfDayBoundaryHour([{ type: RateType.AFTERNOON, timeRange: '14-20' }])).toBe(14);
    expect(halfDayBoundaryHour([{ type: RateType.DAY, timeRange: null }])).toBeNull();
  });

  it('splits a summer day at 13:00 Berlin time', () => {
    const [day] = dayWindows('2026-07-14', '2026-07-14', 'Europe/Berlin', 13);
    expect(day).toEqual({
      date: '2026-07-14',
      start: ms('2026-07-13T22:00:00Z'),
      boundary: ms('2026-07-14T11:00:00Z'),
      end: ms('2026-07-14T22:00:00Z'),
      ends: { morning: ms('2026-07-14T11:00:00Z'), afternoon: ms('2026-07-14T22:00:00Z'), day: ms('2026-07-14T22:00:00Z') },
    });
  });

  it("ends the half days at the end of their hours and a day at the location's closing time, on the beach's clock", () => {
    const closing = closingByWeekday([
      { weekday: 2, closing: '18:00' },
      { weekday: 2, closing: '19:30' },
    ]);
    const [day] = dayWindows('2026-07-14', '2026-07-14', 'Europe/Berlin', 13, { morningRange: '08-13', afternoonRange: '13-20', closing });
    expect(day.ends).toEqual({
      morning: ms('2026-07-14T11:00:00Z'),
      afternoon: ms('2026-07-14T17:30:00Z'), // closed at 19:30: the afternoon (13-20) is over then too
      day: ms('2026-07-14T17:30:00Z'),
    });
    const [wednesday] = dayWindows('2026-07-15', '2026-07-15', 'Europe/Berlin', 13, {
      morningRange: '08-12',
      afternoonRange: '13-24',
      closing,
    });
    expect(wednesday.ends).toEqual({
      morning: ms('2026-07-15T10:00:00Z'),
      afternoon: ms('2026-07-15T22:00:00Z'),
      day: ms('2026-07-15T22:00:00Z'),
    });
  });

  it('gives the spring-forward Sunday 23 hours and the fall-back Sunday 25, boundary still at 13:00 local', () => {
    const march = dayWindows('2026-03-28', '2026-03-30', 'Europe/Berlin', 13);
    expect(march.map((d) => (d.end - d.start) / 3_600_000)).toEqual([24, 23, 24]);
    expect(new Date(march[1].boundary!).toISOString()).toBe('2026-03-29T11:00:00.000Z'); // 13:00 CEST
    const october = dayWindows('2026-10-24', '2026-10-26', 'Europe/Berlin', 13);
    expect(october.map((d) => (d.end - d.start) / 3_600_000)).toEqual([24, 25, 24]);
    expect(new Date(october[1].boundary!).toISOString()).toBe('2026-10-25T12:00:00.000Z'); // 13:00 CET
    // consecutive days share their edges
    expect(october[0].end).toBe(october[1].start);
  });

  it("computes days in the caller's zone", () => {
    const [day] = dayWindows('2026-07-14', '2026-07-14', 'America/New_York', 13);
    expect(new Date(day.start).toISOString()).toBe('2026-07-14T04:00:00.000Z');
    expect(new Date(day.boundary!).toISOString()).toBe('2026-07-14T17:00:00.000Z');
  });

  it('tells morning and afternoon bookings apart; touching periods do not overlap', () => {
    const [day] = dayWindows('2026-07-14', '2026-07-14', 'Europe/Berlin', 13);
    const morning = [ms('2026-07-13T22:00:00Z'), ms('2026-07-14T11:00:00Z')];
    const afternoon = [ms('2026-07-14T11:00:00Z'), ms('2026-07-14T22:00:00Z')];
    const yesterday = [ms('2026-07-12T22:00:00Z'), ms('2026-07-13T22:00:00Z')];
    expect(dayOccupancy(day, morning)).toEqual({ morning: true, afternoon: false });
    expect(dayOccupancy(day, afternoon)).toEqual({ morning: false, afternoon: true });
    expect(dayOccupancy(day, [...yesterday, ...morning, ...afternoon])).toEqual({ morning: true, afternoon: true });
    expect(dayOccupancy(day, yesterday)).toEqual({ morning: false, afternoon: false });
  });

  it('treats any booking as all day when the section has no half-day rates', () => {
    const [day] = dayWindows('2026-07-14', '2026-07-14', 'Europe/Berlin', null);
    expect(dayOccupancy(day, [ms('2026-07-14T08:00:00Z'), ms('2026-07-14T09:00:00Z')])).toEqual({ morning: true, afternoon: true });
  });
});
