// The calendar's layout math, free of React: the day columns, where a booking's bar starts and how many half days it
// spans (read in Europe/Berlin, half days and the 23- and 25-hour days of the clock change included), the channels (the
// chairs grouped by row, with a header per row) and which chair and day lie under the pointer when a bar is dropped.
// Days travel as yyyy-MM-dd strings; instants as ISO strings from the API.

export const CALENDAR_TIME_ZONE = 'Europe/Berlin';

export type CalendarView = 'week' | 'month';

/** How many days each view shows. */
export const VIEW_DAYS: Record<CalendarView, number> = { week: 7, month: 31 };

/** Height of a row's header band and of a chair's channel, in pixels. */
export const ROW_HEADER_HEIGHT = 28;
export const CHAIR_HEIGHT = 36;

/** Width of one day column, per view, in pixels (a bar's half day is half of it). */
export const DAY_WIDTH: Record<CalendarView, number> = { week: 112, month: 48 };

/** The hour a morning ends when the section names none (its prices' MORNING slot usually says 08-13). */
export const DEFAULT_BOUNDARY_HOUR = 13;

/** Width of the sticky chair column and height of the sticky day header, in pixels. */
export const CHAIR_COLUMN_WIDTH = 76;
export const DAY_HEADER_HEIGHT = 44;

/** Chair bookings in these statuses hold nothing and are not drawn. */
export const HIDDEN_STATUSES: readonly string[] = ['CANCELED', 'EXPIRED'];

// ---------------------------------------------------------------------------------------------------------------------
// Days

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Days since 1970-01-01 of a yyyy-MM-dd (calendar arithmetic, no zone involved). */
function dayNumber(day: string): number {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / MS_PER_DAY;
}

const dayOfNumber = (n: number): string => new Date(n * MS_PER_DAY).toISOString().slice(0, 10);

/** `to` minus `from` in whole days. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** A day shifted by whole days. */
export const addDays = (day: string, days: number): string => dayOfNumber(dayNumber(day) + days);

/** True for a well-formed yyyy-MM-dd that exists (no 31 February). */
export function isDay(value: string | null | undefined): value is string {
  if (!value || !DAY.test(value)) return false;
  return dayOfNumber(dayNumber(value)) === value;
}

export interface CalendarDay {
  day: string;
  index: number;
  weekend: boolean;
  today: boolean;
}

/** The columns of the view: `count` days from `first`, each marked as weekend or today. */
export function calendarDays(first: string, count: number, today: string): CalendarDay[] {
  const start = dayNumber(first);
  return Array.from({ length: count }, (_, index) => {
    const day = dayOfNumber(start + index);
    // 1970-01-01 was a Thursday: (n + 4) % 7 is 0 on Sundays and 6 on Saturdays.
    const weekday = (((start + index + 4) % 7) + 7) % 7;
    return { day, index, weekend: weekday === 0 || weekday === 6, today: day === today };
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Instants on the Berlin clock

export interface WallClock {
  /** The Berlin day of the instant. */
  day: string;
  /** Minutes since that day's midnight on the Berlin clock (0–1439). */
  minutes: number;
}

const clockFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CALENDAR_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

// A month of bookings shares few instants (the day starts, the half-day boundaries): each is read once.
const clockCache = new Map<string, WallClock>();

/** Day and time of an instant as a clock in Europe/Berlin shows it. */
export function berlinClock(instant: string): WallClock {
  const cached = clockCache.get(instant);
  if (cached) return cached;
  const parts: Record<string, string> = {};
  for (const part of clockFormat.formatToParts(new Date(instant))) parts[part.type] = part.value;
  const clock = {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
  if (clockCache.size > 10_000) clockCache.clear();
  clockCache.set(instant, clock);
  return clock;
}

// ---------------------------------------------------------------------------------------------------------------------
// Bars

/** A span on the timeline in half days from the first column: [startHalf, endHalf). */
export interface HalfSpan {
  startHalf: number;
  endHalf: number;
  /** It begins before the first column or ends after the last (drawn open on that side). */
  clippedStart: boolean;
  clippedEnd: boolean;
}

export interface BookingSpan extends HalfSpan {
  /** First and last day the booking touches (Berlin), whatever the view shows. */
  firstDay: string;
  lastDay: string;
}

function clip(startHalf: number, endHalf: number, dayCount: number): HalfSpan | null {
  const last = dayCount * 2;
  if (endHalf <= 0 || startHalf >= last) return null;
  return {
    startHalf: Math.max(0, startHalf),
    endHalf: Math.min(last, endHalf),
    clippedStart: startHalf < 0,
    clippedEnd: endHalf > last,
  };
}

/**
 * Where a booking's bar lies in a view of `dayCount` days from `first`: a start before the half-day boundary takes the
 * whole first day (a morning, a full day), at or after it the afternoon half; an end at midnight closes the day before,
 * up to the boundary the morning half, after it the whole day. Null when the booking lies outside the view.
 */
export function placeBooking(
  booking: { start: string; end: string },
  first: string,
  dayCount: number,
  boundaryHour: number = DEFAULT_BOUNDARY_HOUR,
): BookingSpan | null {
  const boundary = boundaryHour * 60;
  const from = berlinClock(booking.start);
  const to = berlinClock(booking.end);
  const startHalf = daysBetween(first, from.day) * 2 + (from.minutes >= boundary ? 1 : 0);
  const endDay = daysBetween(first, to.day);
  let endHalf = to.minutes === 0 ? endDay * 2 : to.minutes <= boundary ? endDay * 2 + 1 : endDay * 2 + 2;
  if (endHalf <= startHalf) endHalf = startHalf + 1;
  const span = clip(startHalf, endHalf, dayCount);
  if (!span) return null;
  const lastDay = to.minutes === 0 && to.day !== from.day ? addDays(to.day, -1) : to.day;
  return { ...span, firstDay: from.day, lastDay };
}

/** Where whole days start..end (both included, e.g. a stop sale) lie in the view; null outside it. */
export function placeDays(start: string, end: string, first: string, dayCount: number): HalfSpan | null {
  return clip(daysBetween(first, start) * 2, (daysBetween(first, end) + 1) * 2, dayCount);
}

/** Whether a span touches the columns firstColumn..lastColumn (both included). */
export const spanInColumns = (span: HalfSpan, firstColumn: number, lastColumn: number): boolean =>
  span.endHalf > firstColumn * 2 && span.startHalf < (lastColumn + 1) * 2;

/** Whether two spans share a half day (a booking on a day its chair is off sale: a conflict to flag). */
export const spansOverlap = (a: HalfSpan, b: HalfSpan): boolean => a.startHalf < b.endHalf && b.startHalf < a.endHalf;

/** Whether two day ranges (both ends included) share a day. */
export const daysOverlap = (
  a: { firstDay: string; lastDay: string },
  b: { firstDay: string; lastDay: string },
): boolean => a.firstDay <= b.lastDay && b.firstDay <= a.lastDay;

/** The days a bar covers after it was grabbed on `grabDay` and dropped on `dropDay`: the same length, shifted. */
export function movedDays(
  span: { firstDay: string; lastDay: string },
  grabDay: string,
  dropDay: string,
): { start: string; end: string } {
  const shift = daysBetween(grabDay, dropDay);
  return { start: addDays(span.firstDay, shift), end: addDays(span.lastDay, shift) };
}

// ---------------------------------------------------------------------------------------------------------------------
// Channels

export interface RowLike {
  id: number;
  name: string;
  position: number;
}

export interface ChairLike {
  id: number;
  rowId: number | null;
}

export type Channel<C extends ChairLike> =
  | { kind: 'row'; key: string; rowId: number | null; name: string; chairs: number }
  | { kind: 'chair'; key: string; rowId: number | null; chair: C };

/**
 * The timeline's channels: per row (by position) a header, then its chairs in the order given; chairs without a known
 * row last under `noRowName`. Rows without chairs are left out.
 */
export function channelsOf<C extends ChairLike>(
  rows: readonly RowLike[],
  chairs: readonly C[],
  noRowName: string,
): Channel<C>[] {
  const byRow = new Map<number | null, C[]>();
  const known = new Set(rows.map((row) => row.id));
  for (const chair of chairs) {
    const rowId = chair.rowId !== null && known.has(chair.rowId) ? chair.rowId : null;
    const list = byRow.get(rowId);
    if (list) list.push(chair);
    else byRow.set(rowId, [chair]);
  }
  const groups: { rowId: number | null; name: string }[] = [...rows]
    .sort((a, b) => a.position - b.position)
    .map((row) => ({ rowId: row.id, name: row.name }));
  groups.push({ rowId: null, name: noRowName });
  const channels: Channel<C>[] = [];
  for (const group of groups) {
    const list = byRow.get(group.rowId);
    if (!list?.length) continue;
    channels.push({
      kind: 'row',
      key: `row-${group.rowId ?? 'none'}`,
      rowId: group.rowId,
      name: group.name,
      chairs: list.length,
    });
    for (const chair of list) channels.push({ kind: 'chair', key: `chair-${chair.id}`, rowId: group.rowId, chair });
  }
  return channels;
}

/** The height of a channel. */
export const channelHeight = (channel: { kind: 'row' | 'chair' }): number =>
  channel.kind === 'row' ? ROW_HEADER_HEIGHT : CHAIR_HEIGHT;

/** Where each channel starts (pixels from the top of the first) and the total height. */
export function channelOffsets(channels: readonly { kind: 'row' | 'chair' }[]): { starts: number[]; total: number } {
  const starts: number[] = [];
  let total = 0;
  for (const channel of channels) {
    starts.push(total);
    total += channelHeight(channel);
  }
  return { starts, total };
}

/** The channel at `y` pixels from the top of the first (binary search over the starts); -1 outside. */
export function channelAt(starts: readonly number[], total: number, y: number): number {
  if (y < 0 || y >= total || starts.length === 0) return -1;
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((starts[mid] ?? 0) <= y) low = mid;
    else high = mid - 1;
  }
  return low;
}

export interface DropTarget {
  channelIndex: number;
  dayIndex: number;
}

/**
 * The chair channel and day under a point of the grid's body (x from the first day column's left edge, y from the first
 * channel's top, both in content pixels, the scroll included). Null over a row header or outside the grid.
 */
export function dropTarget(
  layout: {
    channels: readonly { kind: 'row' | 'chair' }[];
    starts: readonly number[];
    total: number;
    dayWidth: number;
    dayCount: number;
  },
  x: number,
  y: number,
): DropTarget | null {
  if (x < 0) return null;
  const dayIndex = Math.floor(x / layout.dayWidth);
  if (dayIndex >= layout.dayCount) return null;
  const channelIndex = channelAt(layout.starts, layout.total, y);
  if (layout.channels[channelIndex]?.kind !== 'chair') return null;
  return { channelIndex, dayIndex };
}
