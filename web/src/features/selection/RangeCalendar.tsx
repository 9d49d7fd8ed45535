import { useState } from 'react';
import { DayPicker, type DateRange, type Matcher } from 'react-day-picker';
import { de } from 'react-day-picker/locale/de';
import { enGB } from 'react-day-picker/locale/en-GB';
import 'react-day-picker/style.css';
import { todayInBerlin } from './dates';
import { formatDateInput, isoToLocalDate, localDateToIso, type DateInputLanguage } from './dateInput';

export interface RangeCalendarProps {
  /** yyyy-MM-dd, or '' while a field holds no valid day */
  start: string;
  end: string;
  /** The first day that can be picked (today in Berlin) */
  min: string;
  /** The last day that can be picked (the stored limit), when there is one */
  max?: string;
  language: DateInputLanguage;
  /** Texts of the live footer: what to pick next */
  texts: { choosePickup: string; chooseDropoff: (pickup: string) => string };
  /** Both ends picked (start ≤ end) */
  onPick: (start: string, end: string) => void;
}

const locales = { de, en: enGB } as const;

/**
 * The calendar of the date fields (react-day-picker, range mode), loaded only when it is opened. The first day
 * picked starts a new range and the second one completes it (in either order); arrow keys move between days and
 * Enter or Space picks one. Days before `min` and after `max` are disabled.
 */
export default function RangeCalendar({ start, end, min, max, language, texts, onPick }: RangeCalendarProps) {
  const from = isoToLocalDate(start);
  const [pending, setPending] = useState<DateRange | undefined>(
    from ? { from, to: isoToLocalDate(end) ?? from } : undefined,
  );
  const minDate = isoToLocalDate(min) as Date;
  const maxDate = isoToLocalDate(max);
  const disabled: Matcher[] = [{ before: minDate }];
  if (maxDate) disabled.push({ after: maxDate });
  const choosingDropoff = Boolean(pending?.from && !pending.to);

  return (
    <DayPicker
      mode="range"
      required
      resetOnSelect
      excludeDisabled
      selected={pending}
      onSelect={(range) => {
        setPending(range);
        if (range.from && range.to) onPick(localDateToIso(range.from), localDateToIso(range.to));
      }}
      disabled={disabled}
      today={isoToLocalDate(todayInBerlin())}
      defaultMonth={pending?.from ?? minDate}
      startMonth={minDate}
      endMonth={maxDate}
      locale={locales[language]}
      // The guest opened the calendar: the focus moves to its pickup day (or today), so arrow keys work at once.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      footer={
        choosingDropoff && pending?.from
          ? texts.chooseDropoff(formatDateInput(localDateToIso(pending.from), language))
          : texts.choosePickup
      }
    />
  );
}
