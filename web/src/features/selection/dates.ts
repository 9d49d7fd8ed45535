// Date rules of the storefront (spec sections 5 and 9): days are yyyy-MM-dd calendar days in Europe/Berlin.
export const TIME_ZONE = 'Europe/Berlin';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

const isoFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's calendar day in Europe/Berlin. */
export function todayInBerlin(now: Date = new Date()): string {
  return isoFormatter.format(now);
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const toUtc = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export function addDays(iso: string, days: number): string {
  return new Date(toUtc(iso) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** Days of a range with both ends included (one day: start = end). */
export function dayCount(start: string, end: string): number {
  return daysBetween(start, end) + 1;
}

export type RangeProblem = 'incomplete' | 'past' | 'endBeforeStart';

/** Why a picked range cannot apply, or null: both ends valid, none in the past, end not before start. */
export function rangeProblem(start: string | null, end: string | null, today: string): RangeProblem | null {
  if (!isIsoDate(start) || !isIsoDate(end)) return 'incomplete';
  if (start < today || end < today) return 'past';
  if (end < start) return 'endBeforeStart';
  return null;
}

/** dd.MM.yyyy */
export function formatDate(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-');
  return `${day}.${month}.${year}`;
}

/** A season bound "DD-MM" as "DD.MM." */
export function formatDayMonth(dayMonth: string): string {
  const [day, month] = dayMonth.split('-');
  return `${day}.${month}.`;
}

export function isWeekend(iso: string): boolean {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Every day from start to end, both included. */
export function eachDay(start: string, end: string): string[] {
  const days: string[] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) days.push(day);
  return days;
}

const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
/** Euros with comma decimals, dot thousands and the symbol after the number: 1.234,50 € */
export function formatEuro(amount: number): string {
  return euro.format(amount).replace(/\u00a0/g, ' ');
}

// Season and default dates (spec 4 and 9): the season runs from 1 June of the current year to 31 October of the
// next year; the start date defaults to today inside the season, otherwise to the season start; the end equals it.
export interface Season {
  /** yyyy-MM-dd */
  start: string;
  /** yyyy-MM-dd */
  end: string;
}

export function defaultSeason(today: string): Season {
  const year = Number(today.slice(0, 4));
  return { start: `${year}-06-01`, end: `${year + 1}-10-31` };
}

/** Today when it lies inside the season, otherwise the season start. */
export function defaultStartDate(today: string, season: Season = defaultSeason(today)): string {
  return today < season.start || today > season.end ? season.start : today;
}

/** The default range: the default start for one day. */
export function defaultRange(
  today: string,
  season: Season = defaultSeason(today),
): { startDate: string; endDate: string } {
  const startDate = defaultStartDate(today, season);
  return { startDate, endDate: startDate };
}

/** A range that ends after the stored maximum date (the season end) cannot apply. */
export function isAfterMax(end: string | null, maxDate: string | undefined): boolean {
  return Boolean(maxDate && isIsoDate(end) && end > maxDate);
}

// Draft bookings of the timeline carry clock times (spec 5 and 9): since at 01:00:00 of the first day, till at
// 23:59:59 of the picker's last day minus two days.
export const DRAFT_SINCE_TIME = '01:00:00';
export const DRAFT_TILL_TIME = '23:59:59';

export function draftSince(firstDay: string): string {
  return `${firstDay}T${DRAFT_SINCE_TIME}`;
}

export function draftTill(pickerLastDay: string): string {
  return `${addDays(pickerLastDay, -2)}T${DRAFT_TILL_TIME}`;
}
