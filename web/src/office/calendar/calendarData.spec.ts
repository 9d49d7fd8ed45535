import { describe, expect, it } from '@jest/globals';
import { barsByChair, conflictingBar, stopsByChair } from './calendarData';

const booking = (id: number, chair: number, start: string, end: string, status = 'CONFIRMED') => ({
  id,
  bookingId: id * 10,
  bookingRef: `REF${id}`,
  status,
  beachChairId: chair,
  publicNumber: String(chair),
  start,
  end,
  rate: 'DAY',
  customerName: id === 1 ? 'Erika Mustermann' : null,
});

describe('calendar data', () => {
  const bookings = [
    booking(2, 7, '2026-07-15T22:00:00.000Z', '2026-07-16T22:00:00.000Z'),
    booking(1, 7, '2026-07-13T22:00:00.000Z', '2026-07-15T22:00:00.000Z'),
    booking(3, 7, '2026-07-17T22:00:00.000Z', '2026-07-18T22:00:00.000Z', 'CANCELED'),
    booking(4, 8, '2026-08-13T22:00:00.000Z', '2026-08-14T22:00:00.000Z'),
  ];

  it('draws the bars per chair in start order, named by the customer or the reference; canceled and outside ones not', () => {
    const bars = barsByChair(bookings, '2026-07-13', 7, 13);
    expect(bars.get(7)?.map((bar) => [bar.id, bar.name, bar.span.startHalf, bar.span.endHalf])).toEqual([
      [1, 'Erika Mustermann', 2, 6],
      [2, 'REF2', 6, 8],
    ]);
    expect(bars.has(8)).toBe(false);
  });

  it('names who holds a chair on the wanted days, leaving out the bar being moved', () => {
    const bars = barsByChair(bookings, '2026-07-13', 7, 13);
    expect(conflictingBar(bars, 7, { start: '2026-07-15', end: '2026-07-15' }, 99)?.bookingRef).toBe('REF1');
    expect(conflictingBar(bars, 7, { start: '2026-07-15', end: '2026-07-15' }, 1)).toBeUndefined();
    expect(conflictingBar(bars, 7, { start: '2026-07-16', end: '2026-07-18' }, 99)?.bookingRef).toBe('REF2');
    expect(conflictingBar(bars, 9, { start: '2026-07-15', end: '2026-07-15' }, 99)).toBeUndefined();
  });

  it('places the stop sales of the view per chair', () => {
    const stops = stopsByChair(
      [
        { id: 1, stopSaleDates: [{ start: '2026-07-14', end: '2026-07-15' }] },
        { id: 2, stopSaleDates: [{ start: '2026-09-01', end: '2026-09-02' }] },
      ],
      '2026-07-13',
      7,
    );
    expect(stops.get(1)).toEqual([{ startHalf: 2, endHalf: 6, clippedStart: false, clippedEnd: false }]);
    expect(stops.has(2)).toBe(false);
  });
});
