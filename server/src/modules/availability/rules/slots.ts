import { RateType } from '../../../common/enums.js';
import { addDays, daysBetween, DEFAULT_TIME_ZONE, zonedInstant } from '../../../common/time.js';

/**
 * Days and half-day slots. A day runs from 00:00 to 00:00 of the next day in the caller's time zone (23 or 25 hours
 * on daylight-saving Sundays); its morning ends and its afternoon starts at the boundary hour taken from the
 * section's half-day rates (the end of the MORNING range, else the start of the AFTERNOON range: 13 for '08-13').
 * Instants are epoch milliseconds.
 */
export interface DayWindow {
  date: string;
  start: number;
  /** Where the morning ends and the afternoon begins; null when the section has no half-day rates. */
  boundary: number | null;
  end: number;
  /**
   * When each slot of the day is over on the beach's clock (Europe/Berlin), which is earlier than its stored end: the
   * morning at the end of its hours ('08-13': 13:00), the afternoon at the end of its hours ('13-20': 20:00), the whole
   * day at the location's closing time (which ends a half day too). Without hours: the boundary, the day's end.
   */
  ends: { morning: number | null; afternoon: number | null; day: number };
}

/** The hours that end a day's slots: the half days' HH-HH ranges and the location's closing time per ISO weekday. */
export interface SlotHours {
  morningRange: string | null;
  afternoonRange: string | null;
  /** Index 1 (Monday) … 7 (Sunday): the latest closing time (HH:mm) of that weekday, null when none is set. */
  closing: readonly (string | null)[];
}

const NO_HOURS: SlotHours = { morningRange: null, afternoonRange: null, closing: [] };

/** The latest closing time of each ISO weekday from a location's opening hours (index 1…7). */
export function closingByWeekday(hours: readonly { weekday: number; closing: string }[] | null | undefined): (string | null)[] {
  const closing: (string | null)[] = [null, null, null, null, null, null, null, null];
  for (const h of hours ?? []) {
    if (h.weekday >= 1 && h.weekday <= 7 && (closing[h.weekday] === null || h.closing > closing[h.weekday]!))
      closing[h.weekday] = h.closing;
  }
  return closing;
}

export interface HalfDayRange {
  type: RateType;
  timeRange: string | null;
}

/** The hours of a rate's 'HH-HH' range. */
export function parseTimeRange(range: string | null | undefined): { from: number; to: number } | null {
  const m = range ? /^(\d{2})-(\d{2})$/.exec(range) : null;
  if (!m) return null;
  const [from, to] = [Number(m[1]), Number(m[2])];
  return from < to && to <= 24 ? { from, to } : null;
}

/** The boundary hour between morning and afternoon, from the half-day rates; null without them. */
export function halfDayBoundaryHour(rates: HalfDayRange[]): number | null {
  const morning = parseTimeRange(rates.find((r) => r.type === RateType.MORNING)?.timeRange);
  if (morning && morning.to > 0 && morning.to < 24) return morning.to;
  const afternoon = parseTimeRange(rates.find((r) => r.type === RateType.AFTERNOON)?.timeRange);
  if (afternoon && afternoon.from > 0) return afternoon.from;
  return null;
}

const windowCache = new Map<string, readonly DayWindow[]>();

/**
 * Every day from `start` to `end` (inclusive) with its instants in `timeZone`. Pure, and asked for the same few ranges
 * over and over, so the answers are kept (a bounded memo: time-zone arithmetic costs microseconds per instant).
 */
export function dayWindows(
  start: string,
  end: string,
  timeZone: string,
  boundaryHour: number | null,
  hours: SlotHours = NO_HOURS,
): readonly DayWindow[] {
  const key = `${start}|${end}|${timeZone}|${boundaryHour}|${hours.morningRange}|${hours.afternoonRange}|${hours.closing.join(',')}`;
  let days = windowCache.get(key);
  if (!days) {
    days = Object.freeze(computeDayWindows(start, end, timeZone, boundaryHour, hours).map((d) => Object.freeze(d)));
    if (windowCache.size >= 2000) windowCache.clear();
    windowCache.set(key, days);
  }
  return days;
}

/** The instant `date` shows `hour` on the beach's clock (24: the start of the next day), capped at the day's end. */
function beachHour(date: string, hour: number, dayEnd: number): number {
  const at =
    hour >= 24
      ? zonedInstant(addDays(date, 1), '00:00', DEFAULT_TIME_ZONE)
      : zonedInstant(date, `${String(hour).padStart(2, '0')}:00`, DEFAULT_TIME_ZONE);
  return Math.min(at.getTime(), dayEnd);
}

/** ISO weekday (1 Monday … 7 Sunday) of yyyy-MM-dd. */
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7;

function computeDayWindows(start: string, end: string, timeZone: string, boundaryHour: number | null, hours: SlotHours): DayWindow[] {
  const days: DayWindow[] = [];
  const morning = parseTimeRange(hours.morningRange);
  const afternoon = parseTimeRange(hours.afternoonRange);
  const count = daysBetween(start, end) + 1;
  let dayStart = zonedInstant(start, '00:00', timeZone).getTime();
  for (let i = 0; i < count; i++) {
    const date = addDays(start, i);
    const next = addDays(date, 1);
    const dayEnd = zonedInstant(next, '00:00', timeZone).getTime();
    const boundary = boundaryHour === null ? null : zonedInstant(date, `${String(boundaryHour).padStart(2, '0')}:00`, timeZone).getTime();
    const closing = hours.closing[isoWeekday(date)] ?? null;
    const closes = closing ? Math.min(zonedInstant(date, closing, DEFAULT_TIME_ZONE).getTime(), dayEnd) : dayEnd;
    // Nothing of the day can be had after the closing time, whatever a half day's hours say.
    const ends = {
      morning: boundary === null ? null : Math.min(morning ? beachHour(date, morning.to, dayEnd) : boundary, closes),
      afternoon: boundary === null ? null : Math.min(afternoon ? beachHour(date, afternoon.to, dayEnd) : dayEnd, closes),
      day: closes,
    };
    days.push({ date, start: dayStart, boundary, end: dayEnd, ends });
    dayStart = dayEnd;
  }
  return days;
}

/** What of one day is taken by bookings given as flat [start, end, start, end, ...] epoch-ms pairs. */
export interface DayOccupancy {
  morning: boolean;
  afternoon: boolean;
}

export function dayOccupancy(day: DayWindow, periods: ArrayLike<number>): DayOccupancy {
  let morning = false;
  let afternoon = false;
  for (let i = 0; i < periods.length; i += 2) {
    const [s, e] = [periods[i], periods[i + 1]];
    if (s >= day.end || e <= day.start) continue; // [s, e) does not touch this day
    if (day.boundary === null) return { morning: true, afternoon: true };
    if (s < day.boundary) morning = true;
    if (e > day.boundary) afternoon = true;
    if (morning && afternoon) break;
  }
  return { morning, afternoon };
}
