import { addDays, format, parseISO } from 'date-fns';
import { de, enGB } from 'date-fns/locale';

// Days and times as the hut reads them: the beach's zone (Europe/Berlin), German or English formats, whatever the
// browser's own zone and language. Days travel as yyyy-MM-dd strings; instants as ISO strings from the API.

export const OFFICE_TIME_ZONE = 'Europe/Berlin';

/** yyyy-MM-dd of an instant in Europe/Berlin. */
export function berlinDay(instant: Date | string = new Date()): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: OFFICE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date);
}

/** HH:mm of an instant in Europe/Berlin. */
export function berlinTime(instant: Date | string): string {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  return new Intl.DateTimeFormat('de-DE', {
    timeZone: OFFICE_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

/**
 * A half day's hours as its section's rates state them ('08-13' → '08:00–13:00'): the one source of the hours the
 * office shows (list, panel, prices), as the papers and mails print them.
 */
export const hoursText = (timeRange: string): string =>
  timeRange
    .split('-')
    .map((h) => (h.includes(':') ? h : `${h.padStart(2, '0')}:00`))
    .join('–');

/** A day shifted by whole days (calendar arithmetic on the date, no zone involved). */
export const shiftDay = (day: string, days: number): string => format(addDays(parseISO(day), days), 'yyyy-MM-dd');

/** A day as the language writes it: 24.11.2026 (de) or 24/11/2026 (en). */
export const dayText = (day: string, language: string): string =>
  format(parseISO(day), language === 'en' ? 'dd/MM/yyyy' : 'dd.MM.yyyy');

/** A weekday and day, short: "Di., 24.11." (de) or "Tue 24/11" (en). */
export const shortDayText = (day: string, language: string): string =>
  language === 'en'
    ? format(parseISO(day), 'EEE dd/MM', { locale: enGB })
    : format(parseISO(day), 'EEEEEE, dd.MM.', { locale: de });

/** Saturday or Sunday. */
export const isWeekend = (day: string): boolean => [0, 6].includes(parseISO(day).getDay());
