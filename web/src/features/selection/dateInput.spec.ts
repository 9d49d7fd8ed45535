import { describe, expect, it } from '@jest/globals';
import {
  dateInputLanguage,
  formatDateInput,
  isoToLocalDate,
  localDateToIso,
  orderedRange,
  parseDateInput,
} from './dateInput';

describe('date field text', () => {
  it('reads the German form, the English form and ISO days', () => {
    expect(parseDateInput('24.11.2026')).toBe('2026-11-24');
    expect(parseDateInput(' 1.7.2027 ')).toBe('2027-07-01');
    expect(parseDateInput('24/11/2026')).toBe('2026-11-24');
    expect(parseDateInput('2027-07-01')).toBe('2027-07-01');
    expect(parseDateInput('29.02.2028')).toBe('2028-02-29');
  });

  it('takes a two-digit year only when asked (not while the year is still being typed)', () => {
    expect(parseDateInput('24.11.26')).toBeNull();
    expect(parseDateInput('24.11.26', { shortYear: true })).toBe('2026-11-24');
    expect(parseDateInput('24/11/26', { shortYear: true })).toBe('2026-11-24');
    expect(parseDateInput('24.11.2', { shortYear: true })).toBeNull();
  });

  it('rejects days that do not exist and anything else', () => {
    expect(parseDateInput('31.02.2027')).toBeNull();
    expect(parseDateInput('29.02.2027')).toBeNull();
    expect(parseDateInput('2027-02-31')).toBeNull();
    expect(parseDateInput('00.01.2027')).toBeNull();
    expect(parseDateInput('24.13.2026')).toBeNull();
    expect(parseDateInput('')).toBeNull();
    expect(parseDateInput('morgen')).toBeNull();
    expect(parseDateInput('24.11.2026 12:00')).toBeNull();
    expect(parseDateInput('24-11-2026')).toBeNull();
    expect(parseDateInput('2027-07-1')).toBeNull();
  });

  it('shows a day as the language writes it', () => {
    expect(formatDateInput('2026-11-24', 'de')).toBe('24.11.2026');
    expect(formatDateInput('2026-11-24', 'en')).toBe('24/11/2026');
    expect(formatDateInput('2027-07-01', 'de')).toBe('01.07.2027');
    expect(formatDateInput('', 'de')).toBe('');
    expect(formatDateInput('2027-02-31', 'en')).toBe('');
    expect(formatDateInput(null, 'en')).toBe('');
  });

  it('reads back what it shows', () => {
    for (const language of ['de', 'en'] as const)
      expect(parseDateInput(formatDateInput('2026-12-31', language))).toBe('2026-12-31');
  });

  it('picks the language from i18next, German for anything but English', () => {
    expect(dateInputLanguage('en')).toBe('en');
    expect(dateInputLanguage('en-US')).toBe('en');
    expect(dateInputLanguage('de')).toBe('de');
    expect(dateInputLanguage('fr')).toBe('de');
    expect(dateInputLanguage(undefined)).toBe('de');
  });

  it('converts between ISO days and the calendar’s local dates', () => {
    const date = isoToLocalDate('2027-03-28');
    expect(date?.getFullYear()).toBe(2027);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(28);
    expect(localDateToIso(date as Date)).toBe('2027-03-28');
    expect(isoToLocalDate('nope')).toBeUndefined();
  });

  it('orders a range picked backwards', () => {
    expect(orderedRange('2027-07-05', '2027-07-01')).toEqual({ start: '2027-07-01', end: '2027-07-05' });
    expect(orderedRange('2027-07-01', '2027-07-01')).toEqual({ start: '2027-07-01', end: '2027-07-01' });
  });
});
