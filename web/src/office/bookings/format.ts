import { berlinDay, berlinTime, dayText, hoursText } from '../ui/dates';

// The bookings screen's figures: euros and stays as the hut reads them.

/** Euros: 1.234,50 € (de) or €1,234.50 (en). */
export const euroText = (value: number, language: string): string =>
  new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'de-DE', { style: 'currency', currency: 'EUR' })
    .format(value)
    .replace(/\u00a0/g, ' ');

/** The last day of a stay whose end instant is exclusive (a stay to 12.06. ends 13.06. 00:00). */
export const lastDayOf = (end: string): string => berlinDay(new Date(Date.parse(end) - 1));

/**
 * A stay: "14.07.2026" for one day, "14.07.2026 – 16.07.2026" for several, "14.07.2026 08:00–13:00" for a part of a day:
 * its rate's hours when known (`timeRange`, as the papers print them), else its instants (midnight as the end is 24:00).
 */
export function stayText(
  start: string | null,
  end: string | null,
  language: string,
  timeRange?: string | null,
): string {
  if (!start || !end) return '–';
  const first = berlinDay(start);
  const last = lastDayOf(end);
  if (first === last && timeRange) return `${dayText(first, language)} ${hoursText(timeRange)}`;
  const endTime = berlinTime(end);
  const startTime = berlinTime(start);
  if (first === last && (startTime !== '00:00' || endTime !== '00:00'))
    return `${dayText(first, language)} ${startTime}–${endTime === '00:00' ? '24:00' : endTime}`;
  return first === last ? dayText(first, language) : `${dayText(first, language)} – ${dayText(last, language)}`;
}

/** An instant: "24.11.2026 14:05" in Europe/Berlin. */
export const instantText = (instant: string, language: string): string =>
  `${dayText(berlinDay(instant), language)} ${berlinTime(instant)}`;
