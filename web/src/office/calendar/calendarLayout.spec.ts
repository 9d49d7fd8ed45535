import { describe, expect, it } from '@jest/globals';
import {
  addDays,
  berlinClock,
  calendarDays,
  channelAt,
  channelOffsets,
  channelsOf,
  CHAIR_HEIGHT,
  daysBetween,
  daysOverlap,
  dropTarget,
  isDay,
  movedDays,
  placeBooking,
  placeDays,
  ROW_HEADER_HEIGHT,
  spanInColumns,
} from './calendarLayout';

describe('calendar days', () => {
  it('counts and shifts days across month, year and the clock changes', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(isDay('2026-02-29')).toBe(false);
    expect(isDay('2026-07-14')).toBe(true);
    expect(isDay('14.07.2026')).toBe(false);
  });

  it('lays out a week with the weekend shaded and today marked', () => {
    const days = calendarDays('2026-07-13', 7, '2026-07-15');
    expect(days.map((d) => d.day)).toEqual([
      '2026-07-13',
      '2026-07-14',
      '2026-07-15',
      '2026-07-16',
      '2026-07-17',
      '2026-07-18',
      '2026-07-19',
    ]);
    expect(days.filter((d) => d.weekend).map((d) => d.day)).toEqual(['2026-07-18', '2026-07-19']);
    expect(days.filter((d) => d.today).map((d) => d.index)).toEqual([2]);
  });

  it('a month view has 31 columns', () => {
    const days = calendarDays('2026-02-01', 31, '2000-01-01');
    expect(days).toHaveLength(31);
    expect(days[30]?.day).toBe('2026-03-03');
    expect(days.some((d) => d.today)).toBe(false);
  });
});

describe('bars from instants in Europe/Berlin', () => {
  it('reads instants on the Berlin clock, summer and winter', () => {
    expect(berlinClock('2026-07-13T22:00:00.000Z')).toEqual({ day: '2026-07-14', minutes: 0 });
    expect(berlinClock('2026-01-13T23:00:00.000Z')).toEqual({ day: '2026-01-14', minutes: 0 });
    expect(berlinClock('2026-07-14T11:00:00.000Z')).toEqual({ day: '2026-07-14', minutes: 13 * 60 });
  });

  it('a three-day booking spans three columns from its first day', () => {
    // 14.07. 00:00 to 17.07. 00:00 Berlin (CEST, UTC+2)
    const bar = placeBooking({ start: '2026-07-13T22:00:00.000Z', end: '2026-07-16T22:00:00.000Z' }, '2026-07-13', 7);
    expect(bar).toEqual({
      startHalf: 2,
      endHalf: 8,
      clippedStart: false,
      clippedEnd: false,
      firstDay: '2026-07-14',
      lastDay: '2026-07-16',
    });
  });

  it('a morning is the first half of its day, an afternoon the second', () => {
    const morning = placeBooking(
      { start: '2026-07-13T22:00:00.000Z', end: '2026-07-14T11:00:00.000Z' },
      '2026-07-13',
      7,
    );
    expect(morning).toMatchObject({ startHalf: 2, endHalf: 3, firstDay: '2026-07-14', lastDay: '2026-07-14' });
    const afternoon = placeBooking(
      { start: '2026-07-14T11:00:00.000Z', end: '2026-07-14T22:00:00.000Z' },
      '2026-07-13',
      7,
    );
    expect(afternoon).toMatchObject({ startHalf: 3, endHalf: 4, firstDay: '2026-07-14', lastDay: '2026-07-14' });
    // A section whose mornings end at 12:00
    const early = placeBooking(
      { start: '2026-07-14T06:00:00.000Z', end: '2026-07-14T10:00:00.000Z' },
      '2026-07-13',
      7,
      12,
    );
    expect(early).toMatchObject({ startHalf: 2, endHalf: 3 });
  });

  it('the 23-hour day in March and the 25-hour day in October are one column each', () => {
    // 29.03.2026: clocks go forward; midnight is 23:00Z before, 22:00Z after.
    const spring = placeBooking(
      { start: '2026-03-28T23:00:00.000Z', end: '2026-03-29T22:00:00.000Z' },
      '2026-03-23',
      7,
    );
    expect(spring).toMatchObject({ startHalf: 12, endHalf: 14, firstDay: '2026-03-29', lastDay: '2026-03-29' });
    // 25.10.2026: clocks go back; midnight is 22:00Z before, 23:00Z after.
    const autumn = placeBooking(
      { start: '2026-10-24T22:00:00.000Z', end: '2026-10-25T23:00:00.000Z' },
      '2026-10-19',
      7,
    );
    expect(autumn).toMatchObject({ startHalf: 12, endHalf: 14, firstDay: '2026-10-25', lastDay: '2026-10-25' });
    // An afternoon on the short day still starts at 13:00 Berlin (11:00Z in summer time).
    const afternoon = placeBooking(
      { start: '2026-03-29T11:00:00.000Z', end: '2026-03-29T22:00:00.000Z' },
      '2026-03-23',
      7,
    );
    expect(afternoon).toMatchObject({ startHalf: 13, endHalf: 14 });
  });

  it('clips bars at the edges of the view and leaves out what lies outside', () => {
    const long = placeBooking({ start: '2026-07-10T22:00:00.000Z', end: '2026-07-22T22:00:00.000Z' }, '2026-07-13', 7);
    expect(long).toMatchObject({
      startHalf: 0,
      endHalf: 14,
      clippedStart: true,
      clippedEnd: true,
      firstDay: '2026-07-11',
    });
    expect(
      placeBooking({ start: '2026-07-01T22:00:00.000Z', end: '2026-07-02T22:00:00.000Z' }, '2026-07-13', 7),
    ).toBeNull();
    expect(
      placeBooking({ start: '2026-07-20T22:00:00.000Z', end: '2026-07-21T22:00:00.000Z' }, '2026-07-13', 7),
    ).toBeNull();
    // Ending exactly at the view's first midnight: nothing to draw.
    expect(
      placeBooking({ start: '2026-07-11T22:00:00.000Z', end: '2026-07-12T22:00:00.000Z' }, '2026-07-13', 7),
    ).toBeNull();
  });

  it('places stop sales by whole days and tells which columns a span touches', () => {
    expect(placeDays('2026-07-15', '2026-07-16', '2026-07-13', 7)).toEqual({
      startHalf: 4,
      endHalf: 8,
      clippedStart: false,
      clippedEnd: false,
    });
    expect(placeDays('2026-07-01', '2026-08-01', '2026-07-13', 7)).toMatchObject({ startHalf: 0, endHalf: 14 });
    const span = placeDays('2026-07-15', '2026-07-16', '2026-07-13', 31)!;
    expect(spanInColumns(span, 0, 1)).toBe(false);
    expect(spanInColumns(span, 0, 2)).toBe(true);
    expect(spanInColumns(span, 3, 10)).toBe(true);
    expect(spanInColumns(span, 4, 10)).toBe(false);
  });
});

describe('channels and drop targets', () => {
  const rows = [
    { id: 2, name: 'Reihe 2', position: 2 },
    { id: 1, name: 'Reihe 1', position: 1 },
    { id: 3, name: 'Reihe 3 (leer)', position: 3 },
  ];
  const chairs = [
    { id: 10, rowId: 1 },
    { id: 11, rowId: 1 },
    { id: 20, rowId: 2 },
    { id: 99, rowId: null },
    { id: 98, rowId: 77 },
  ];

  it('groups the chairs by row with a header each, rows by position, chairs without a row last', () => {
    const channels = channelsOf(rows, chairs, 'Ohne Reihe');
    expect(channels.map((c) => (c.kind === 'row' ? `# ${c.name} (${c.chairs})` : c.chair.id))).toEqual([
      '# Reihe 1 (2)',
      10,
      11,
      '# Reihe 2 (1)',
      20,
      '# Ohne Reihe (2)',
      99,
      98,
    ]);
  });

  it('finds the chair and day under the pointer, nothing over a row header', () => {
    const channels = channelsOf(rows, chairs, 'Ohne Reihe');
    const { starts, total } = channelOffsets(channels);
    expect(starts.slice(0, 4)).toEqual([
      0,
      ROW_HEADER_HEIGHT,
      ROW_HEADER_HEIGHT + CHAIR_HEIGHT,
      ROW_HEADER_HEIGHT + 2 * CHAIR_HEIGHT,
    ]);
    expect(channelAt(starts, total, -1)).toBe(-1);
    expect(channelAt(starts, total, total)).toBe(-1);
    expect(channelAt(starts, total, total - 1)).toBe(channels.length - 1);
    const layout = { channels, starts, total, dayWidth: 48, dayCount: 31 };
    // The second chair of row 1, third day.
    expect(dropTarget(layout, 2 * 48 + 10, ROW_HEADER_HEIGHT + CHAIR_HEIGHT + 5)).toEqual({
      channelIndex: 2,
      dayIndex: 2,
    });
    expect(dropTarget(layout, 10, 5)).toBeNull();
    expect(dropTarget(layout, -3, ROW_HEADER_HEIGHT + 1)).toBeNull();
    expect(dropTarget(layout, 31 * 48, ROW_HEADER_HEIGHT + 1)).toBeNull();
  });

  it('a dropped bar keeps its length, shifted by the days between grab and drop', () => {
    const span = { firstDay: '2026-07-14', lastDay: '2026-07-16' };
    // Grabbed on its middle day, dropped on 31.07.: it now runs 30.07.–01.08.
    expect(movedDays(span, '2026-07-15', '2026-07-31')).toEqual({ start: '2026-07-30', end: '2026-08-01' });
    expect(movedDays(span, '2026-07-14', '2026-07-14')).toEqual({ start: '2026-07-14', end: '2026-07-16' });
    expect(daysOverlap(span, { firstDay: '2026-07-16', lastDay: '2026-07-20' })).toBe(true);
    expect(daysOverlap(span, { firstDay: '2026-07-17', lastDay: '2026-07-20' })).toBe(false);
  });
});
