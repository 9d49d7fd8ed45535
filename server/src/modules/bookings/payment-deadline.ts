import { addDays, calendarDate, DEFAULT_TIME_ZONE, zonedInstant } from '../../common/time.js';

/** Easter Sunday (yyyy-MM-dd) of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The public holidays of all German states (no bank in Germany books a transfer on them). */
export function germanNationwideHolidays(year: number): string[] {
  const easter = easterSunday(year);
  return [
    `${year}-01-01`, // Neujahr
    addDays(easter, -2), // Karfreitag
    addDays(easter, 1), // Ostermontag
    `${year}-05-01`, // Tag der Arbeit
    addDays(easter, 39), // Christi Himmelfahrt
    addDays(easter, 50), // Pfingstmontag
    `${year}-10-03`, // Tag der Deutschen Einheit
    `${year}-12-25`,
    `${year}-12-26`,
  ];
}

/** Monday to Friday and not a German nationwide public holiday. */
export function isBankBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !germanNationwideHolidays(+date.slice(0, 4)).includes(date);
}

/** The `n`th bank business day after `date` (yyyy-MM-dd); the day itself does not count. */
export function addBankBusinessDays(date: string, n: number): string {
  let day = date;
  for (let left = n; left > 0;) {
    day = addDays(day, 1);
    if (isBankBusinessDay(day)) left--;
  }
  return day;
}

/**
 * The payment deadline of a booking paid by bank transfer (docs/bookings.md, "Payment deadline"): the end (24:00
 * Europe/Berlin) of the `bankDays`th bank business day after the day of `now`, but never after the end of the day before
 * the first booked day. For a booking whose first day is today that cap has passed: then the first chair's start.
 */
export function paymentDeadline(now: Date, bankDays: number, firstStart: Date | null | undefined, timeZone = DEFAULT_TIME_ZONE): Date {
  const due = zonedInstant(addDays(addBankBusinessDays(calendarDate(now, timeZone), bankDays), 1), '00:00', timeZone);
  if (!firstStart) return due;
  const cap = zonedInstant(calendarDate(firstStart, timeZone), '00:00', timeZone);
  if (cap.getTime() <= now.getTime()) return new Date(Math.min(due.getTime(), firstStart.getTime()));
  return new Date(Math.min(due.getTime(), cap.getTime()));
}
