import { addDays } from '../../../common/time.js';

/**
 * The rental season of a location: `seasonStart`/`seasonEnd` as DD-MM. Without them the spec's default applies:
 * 1 June of the current year to 31 October of the next year. A season whose end lies before its start in the
 * calendar (e.g. 01-11 to 31-03) runs over the turn of the year.
 */
export interface SeasonSetting {
  seasonStart: string | null;
  seasonEnd: string | null;
}

/** One concrete season, both days inclusive (yyyy-MM-dd). */
export interface SeasonWindow {
  start: string;
  end: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** DD-MM in `year` as yyyy-MM-dd; 29-02 in a year without it becomes 28-02. */
function dayOfYear(ddmm: string, year: number): string {
  const [day, month] = ddmm.split('-').map(Number);
  return `${year}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`;
}

export function hasCustomSeason(s: SeasonSetting): boolean {
  return !!s.seasonStart && !!s.seasonEnd;
}

/** The default season relative to `today`: 1 June of this year to 31 October of the next. */
export function defaultSeason(today: string): SeasonWindow {
  const year = Number(today.slice(0, 4));
  return { start: `${year}-06-01`, end: `${year + 1}-10-31` };
}

/** The custom season that starts in `year`. */
function customSeasonStartingIn(s: SeasonSetting, year: number): SeasonWindow {
  const start = dayOfYear(s.seasonStart!, year);
  let end = dayOfYear(s.seasonEnd!, year);
  if (end < start) end = dayOfYear(s.seasonEnd!, year + 1);
  return { start, end };
}

/** The season window that contains `date`, or null when the day is outside every season. */
export function seasonContaining(s: SeasonSetting, date: string, today: string): SeasonWindow | null {
  if (!hasCustomSeason(s)) {
    const w = defaultSeason(today);
    return date >= w.start && date <= w.end ? w : null;
  }
  const year = Number(date.slice(0, 4));
  for (const y of [year, year - 1]) {
    const w = customSeasonStartingIn(s, y);
    if (date >= w.start && date <= w.end) return w;
  }
  return null;
}

export function isInSeason(s: SeasonSetting, date: string, today: string): boolean {
  return seasonContaining(s, date, today) !== null;
}

/** True when every day from `start` to `end` (inclusive) lies in a season (back-to-back seasons count as one). */
export function isRangeInSeason(s: SeasonSetting, start: string, end: string, today: string): boolean {
  let w = seasonContaining(s, start, today);
  while (w !== null && w.end < end) w = seasonContaining(s, addDays(w.end, 1), today);
  return w !== null;
}

/**
 * The season to show for a range starting on `date`: the one containing it, else the next one to start
 * (for the default season: the default window itself, even when it has passed).
 */
export function seasonFor(s: SeasonSetting, date: string, today: string): SeasonWindow {
  const containing = seasonContaining(s, date, today);
  if (containing) return containing;
  if (!hasCustomSeason(s)) return defaultSeason(today);
  const year = Number(date.slice(0, 4));
  const thisYear = customSeasonStartingIn(s, year);
  return thisYear.start > date ? thisYear : customSeasonStartingIn(s, year + 1);
}

/** The days from `start` to `end` (inclusive) that are outside the season. */
export function daysOutsideSeason(s: SeasonSetting, start: string, end: string, today: string): string[] {
  const out: string[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) if (!isInSeason(s, d, today)) out.push(d);
  return out;
}
