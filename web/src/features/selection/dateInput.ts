// The date fields' text (issue 17): the storefront shows and accepts days as German write them (dd.MM.yyyy) in
// German and as British English does (dd/MM/yyyy, the English texts are British) in English, whatever language the
// browser runs in; the store keeps ISO days (yyyy-MM-dd). Pure functions, no React and no browser locale.
import { isIsoDate } from './dates';

/** The languages the fields know; any other falls back to German, the app's default. */
export type DateInputLanguage = 'de' | 'en';

export function dateInputLanguage(language: string | undefined): DateInputLanguage {
  return language?.toLowerCase().startsWith('en') ? 'en' : 'de';
}

const SEPARATOR: Record<DateInputLanguage, string> = { de: '.', en: '/' };

/** The pattern shown as a hint beside the field: TT.MM.JJJJ or DD/MM/YYYY. */
export const DATE_INPUT_PATTERN: Record<DateInputLanguage, string> = { de: 'TT.MM.JJJJ', en: 'DD/MM/YYYY' };

/** An ISO day as the field shows it: 24.11.2026 in German, 24/11/2026 in English; '' for anything not a day. */
export function formatDateInput(iso: string | null | undefined, language: DateInputLanguage): string {
  if (!isIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-');
  const separator = SEPARATOR[language];
  return `${day}${separator}${month}${separator}${year}`;
}

export interface ParseOptions {
  /**
   * Also take a two-digit year (24.11.26 is 2026). Off while typing, where "24.11.20" is only the start of
   * "24.11.2026"; on when the field is left or Enter is pressed.
   */
  shortYear?: boolean;
}

// ISO with two-digit month and day only: 2027-07-1 is the start of typing 2027-07-15, not 1 July.
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
// Day first with dots or slashes (both languages write the day first), one or two digits, a year of 4 or 2 digits.
const DAY_FIRST = /^(\d{1,2})[./](\d{1,2})[./](\d{4}|\d{2})$/;

/**
 * The ISO day a field's text stands for, or null: `2026-11-24`, `24.11.2026`, `24/11/2026`, `1.7.2027` and, with
 * `shortYear`, `24.11.26`. Days that do not exist (31.02.2027) are null; so is anything else.
 */
export function parseDateInput(text: string, options: ParseOptions = {}): string | null {
  const value = text.trim();
  let year: string;
  let month: string;
  let day: string;
  const iso = ISO.exec(value);
  if (iso) {
    [, year = '', month = '', day = ''] = iso;
  } else {
    const dayFirst = DAY_FIRST.exec(value);
    if (!dayFirst) return null;
    [, day = '', month = '', year = ''] = dayFirst;
    if (year.length === 2) {
      if (!options.shortYear) return null;
      year = `20${year}`;
    }
  }
  const candidate = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDate(candidate) ? candidate : null;
}

/** An ISO day as a local Date at midnight, the form the calendar works with (null for anything not a day). */
export function isoToLocalDate(iso: string | null | undefined): Date | undefined {
  if (!isIsoDate(iso)) return undefined;
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

/** The calendar's local Date back as an ISO day. */
export function localDateToIso(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${month}-${day}`;
}

/** A range picked in the calendar: the later day is the dropoff whatever order the days were chosen in. */
export function orderedRange(a: string, b: string): { start: string; end: string } {
  return a <= b ? { start: a, end: b } : { start: b, end: a };
}
