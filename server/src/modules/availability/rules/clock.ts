import { calendarDate } from '../../../common/time.js';

const days = new Map<string, string>();

/**
 * calendarDate, memoized per zone and minute: a calendar day changes on a minute boundary in every zone, and the
 * zone arithmetic (Intl) is the costliest step of a cheap request.
 */
export function dayIn(instant: Date, timeZone: string): string {
  const key = `${timeZone}|${Math.floor(instant.getTime() / 60_000)}`;
  let day = days.get(key);
  if (day === undefined) {
    if (days.size >= 1000) days.clear();
    days.set(key, (day = calendarDate(instant, timeZone)));
  }
  return day;
}
