/** Calendar days and wall-clock times in a named time zone (Europe/Berlin unless a call names another). */
export const DEFAULT_TIME_ZONE = 'Europe/Berlin';

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    partsFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = Object.fromEntries(
    partsFormatter(timeZone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return {
    year: +parts.year,
    month: +parts.month,
    day: +parts.day,
    hour: +parts.hour,
    minute: +parts.minute,
    second: +parts.second,
  };
}

/** Offset of the zone from UTC at that instant, in milliseconds (Berlin: +1 h in winter, +2 h in summer). */
function offsetMs(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - (instant.getTime() - instant.getMilliseconds());
}

/** The instant at which the wall clock in `timeZone` shows `date` (yyyy-MM-dd) at `time` (HH:mm[:ss]). */
export function zonedInstant(date: string, time = '00:00:00', timeZone = DEFAULT_TIME_ZONE): Date {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm, ss = 0] = time.split(':').map(Number);
  const asUtc = Date.UTC(y, m - 1, d, hh, mm, ss);
  // Two passes settle the offset even right next to a daylight-saving change.
  let guess = asUtc - offsetMs(new Date(asUtc), timeZone);
  guess = asUtc - offsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The calendar day (yyyy-MM-dd) an instant falls on in `timeZone`. */
export function calendarDate(instant: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** Adds whole calendar days to yyyy-MM-dd. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (yyyy-MM-dd), negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export function today(timeZone = DEFAULT_TIME_ZONE, now = new Date()): string {
  return calendarDate(now, timeZone);
}

/** The instant as local time in `timeZone` with its UTC offset, e.g. 2026-07-14T13:00:00+02:00. */
export function zonedIsoString(instant: Date, timeZone = DEFAULT_TIME_ZONE): string {
  const w = wallClock(instant, timeZone);
  const offsetMinutes = Math.round(offsetMs(instant, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const p = (n: number) => String(n).padStart(2, '0');
  return (
    `${w.year}-${p(w.month)}-${p(w.day)}T${p(w.hour)}:${p(w.minute)}:${p(w.second)}` + `${sign}${p(Math.floor(abs / 60))}:${p(abs % 60)}`
  );
}

/**
 * A half day's hours on the day its slot starts, from its rate's range ('08-13', the section's MORNING/AFTERNOON
 * `time_range`: the hours papers, mails and calendar files show, not the slot's stored instants, which span the whole
 * morning from midnight). Undefined for a range that is not HH[:mm]-HH[:mm].
 */
export function halfDayWindow(
  slotStart: Date,
  range: string | null | undefined,
  timeZone = DEFAULT_TIME_ZONE,
): { start: Date; end: Date } | undefined {
  const m = range ? /^(\d{1,2})(?::(\d{2}))?-(\d{1,2})(?::(\d{2}))?$/.exec(range.trim()) : null;
  if (!m) return undefined;
  const day = calendarDate(slotStart, timeZone);
  const at = (h: string, mm = '00') =>
    h === '24' ? zonedInstant(addDays(day, 1), '00:00', timeZone) : zonedInstant(day, `${h}:${mm}`, timeZone);
  return { start: at(m[1], m[2]), end: at(m[3], m[4]) };
}
