import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import i18n from '../app/i18n';
import { ChairChannel } from './CalendarGrid';
import type { CalendarBar } from './calendarData';
import { calendarDays, placeDays, type HalfSpan } from './calendarLayout';

// Issue 29, items 3 and 9: a chair's channel with several stop sales (two of them starting before the view, so both begin
// at its first column) draws each without React's duplicate-key warning, and a booking inside a stop sale is flagged.

const FIRST = '2026-07-13';
const days = calendarDays(FIRST, 7, FIRST);
const noop = () => undefined;
const handlers = {
  onPointerDown: noop,
  onPointerMove: noop,
  onPointerUp: noop,
  onPointerCancel: noop,
  onClick: noop,
  onMoveRequest: noop,
  onFocus: noop,
  onBlur: noop,
};
const bar = (id: number, firstDay: string, lastDay: string): CalendarBar => ({
  id,
  bookingId: id,
  bookingRef: `DEMO00${id}`,
  status: 'CONFIRMED',
  chairId: 7,
  publicNumber: '28',
  rate: 'DAY',
  name: `Gast ${id}`,
  customerName: `Gast ${id}`,
  span: { ...placeDays(firstDay, lastDay, FIRST, 7)!, firstDay, lastDay },
});

const channel = (stops: HalfSpan[], bars: CalendarBar[]) =>
  render(
    <ChairChannel
      channelIndex={0}
      chair={{ id: 7, rowId: null, publicNumber: '28' }}
      top={0}
      height={40}
      width={1000}
      days={days}
      cellLabel={(chair, index) => `${chair} ${index}`}
      barLabel={(b) => `${b.name}, Buchung ${b.bookingRef}`}
      dayWidth={100}
      firstColumn={0}
      lastColumn={6}
      bars={bars}
      stops={stops}
      activeDay={0}
      draggedId={null}
      focusedBarId={null}
      onCell={noop}
      onChairTasks={noop}
      onCellKey={noop}
      onCellFocus={noop}
      barHandlers={handlers}
    />,
  );

let errors: jest.SpiedFunction<typeof console.error>;
beforeEach(async () => {
  await i18n.changeLanguage('de');
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

describe('a chair channel of the calendar', () => {
  it('draws several stop sales of one chair, two beginning before the view, without a duplicate-key warning', () => {
    const stops = [
      placeDays('2026-07-01', '2026-07-14', FIRST, 7)!,
      placeDays('2026-07-10', '2026-07-15', FIRST, 7)!,
      placeDays('2026-07-17', '2026-07-17', FIRST, 7)!,
    ];
    expect(stops[0]?.startHalf).toBe(stops[1]?.startHalf);
    const { container } = channel(stops, []);
    expect(container.querySelectorAll('.cal-stop')).toHaveLength(3);
    const keyWarnings = errors.mock.calls.filter((call) => call.some((part) => /same key/.test(String(part))));
    expect(keyWarnings).toEqual([]);
  });

  it('flags a booking on a day its chair is off sale, and only that one', () => {
    const stops = [placeDays('2026-07-15', '2026-07-16', FIRST, 7)!];
    channel(stops, [bar(28, '2026-07-16', '2026-07-16'), bar(29, '2026-07-18', '2026-07-19')]);
    const flagged = screen.getByRole('button', { name: /DEMO0028/ });
    expect(flagged.className).toContain('is-over-stop');
    expect(flagged.getAttribute('aria-label')).toBe('Gast 28, Buchung DEMO0028 – Achtung: im Verkaufsstopp');
    const free = screen.getByRole('button', { name: /DEMO0029/ });
    expect(free.className).not.toContain('is-over-stop');
    expect(free.getAttribute('aria-label')).toBe('Gast 29, Buchung DEMO0029');
  });
});
