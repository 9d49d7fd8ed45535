import { lazy, Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import './selection.css';
import {
  dateInputLanguage,
  DATE_INPUT_PATTERN,
  formatDateInput,
  parseDateInput,
  type DateInputLanguage,
} from './dateInput';

// The calendar (react-day-picker and its styles) loads when it is first opened, not with the page.
const RangeCalendar = lazy(() => import('./RangeCalendar'));

export interface DateRangeFieldProps {
  /** yyyy-MM-dd, or '' while the field holds no valid day */
  start: string;
  end: string;
  /** The first day that can be picked (today in Berlin) */
  min: string;
  /** The last day that can be picked (the stored limit) */
  max?: string;
  /** A changed range (either end may be '' when its field holds no valid day) */
  onChange: (start: string, end: string) => void;
  /** Put the storefront's test ids (pickup-date, dropoff-date) on the fields */
  testIds?: boolean;
  /** Ids of texts describing both fields (e.g. a problem message) */
  describedBy?: string;
}

/**
 * Pickup and dropoff as text fields in the app's language (dd.MM.yyyy in German, dd/MM/yyyy in English, whatever
 * the browser's language; ISO days are accepted too), with a calendar popover opened by a button: pick the range
 * with the mouse or the keyboard, Escape closes it and focus returns to the button.
 */
export function DateRangeField({ start, end, min, max, onChange, testIds = false, describedBy }: DateRangeFieldProps) {
  const { t, i18n } = useTranslation('section');
  const language = dateInputLanguage(i18n.resolvedLanguage ?? i18n.language);
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const formatHint = `${id}-format`;
  const described = [formatHint, describedBy].filter(Boolean).join(' ');

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // A click or tap outside closes the calendar (focus stays where it went).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onPopoverKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Only the calendar closes, not a dialog around it (the draft-booking modal).
    event.preventDefault();
    event.stopPropagation();
    close(true);
  };

  return (
    <div className="date-range__fields" ref={rootRef}>
      <span id={formatHint} className="visually-hidden">
        {t('dates.format', { pattern: DATE_INPUT_PATTERN[language] })}
      </span>
      <DateText
        label={t('dates.pickup')}
        value={start}
        min={min}
        max={max}
        language={language}
        describedBy={described}
        testId={testIds ? 'pickup-date' : undefined}
        // A start after the end moves the end along, so the range stays whole.
        onCommit={(next) => onChange(next, next && end && next > end ? next : end)}
      />
      <DateText
        label={t('dates.dropoff')}
        value={end}
        min={start || min}
        max={max}
        language={language}
        describedBy={described}
        testId={testIds ? 'dropoff-date' : undefined}
        onCommit={(next) => onChange(start, next)}
      />
      <button
        ref={buttonRef}
        type="button"
        className="date-range__open"
        aria-label={t('dates.openCalendar')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-calendar` : undefined}
        data-testid={testIds ? 'date-calendar-button' : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        <CalendarIcon />
      </button>
      {open && (
        // A dialog handles its own Escape (the keys inside it come from the calendar's day buttons).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
        <div
          id={`${id}-calendar`}
          className="date-range__popover"
          role="dialog"
          aria-label={t('dates.calendar')}
          data-testid={testIds ? 'date-calendar' : undefined}
          onKeyDown={onPopoverKeyDown}
        >
          <Suspense fallback={<p className="date-range__loading">{t('dates.loading')}</p>}>
            <RangeCalendar
              start={start}
              end={end}
              min={min}
              max={max}
              language={language}
              texts={{
                choosePickup: t('dates.choosePickup'),
                chooseDropoff: (pickup) => t('dates.chooseDropoff', { date: pickup }),
              }}
              onPick={(nextStart, nextEnd) => {
                onChange(nextStart, nextEnd);
                close(true);
              }}
            />
          </Suspense>
          <button type="button" className="date-range__close" onClick={() => close(true)}>
            {t('dates.closeCalendar')}
          </button>
        </div>
      )}
    </div>
  );
}

interface DateTextProps {
  label: string;
  value: string;
  min: string;
  max?: string;
  language: DateInputLanguage;
  describedBy: string;
  testId?: string;
  /** A valid ISO day, or '' when the field was left without one */
  onCommit: (iso: string) => void;
}

/**
 * One day as text. A complete day (four-digit year, or ISO) applies while typing; leaving the field or Enter also
 * takes a two-digit year and shows the day in the language's form, or marks the field invalid.
 */
function DateText({ label, value, min, max, language, describedBy, testId, onCommit }: DateTextProps) {
  const [text, setText] = useState(() => formatDateInput(value, language));
  const [invalid, setInvalid] = useState(false);

  // The range can change elsewhere (the calendar, the other field, the store); the text follows unless it already
  // says that day (then what was typed stays until the field is left).
  const [shown, setShown] = useState({ value, language });
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    const languageChanged = shown.language !== language;
    if ((languageChanged && value) || (parseDateInput(text, { shortYear: true }) ?? '') !== value) {
      setText(formatDateInput(value, language));
      setInvalid(false);
    }
  }

  const finish = () => {
    const iso = parseDateInput(text, { shortYear: true });
    if (iso) {
      setText(formatDateInput(iso, language));
      setInvalid(false);
      if (iso !== value) onCommit(iso);
    } else {
      setInvalid(true);
      if (value !== '') onCommit('');
    }
  };

  return (
    <label className="date-range__field">
      <span>{label}</span>
      <input
        type="text"
        autoComplete="off"
        required
        spellCheck={false}
        placeholder={DATE_INPUT_PATTERN[language]}
        value={text}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-testid={testId}
        data-iso={value}
        data-min={min}
        data-max={max}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          setInvalid(false);
          const iso = parseDateInput(next);
          if (iso && iso !== value) onCommit(iso);
        }}
        onBlur={finish}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish();
        }}
      />
    </label>
  );
}

function CalendarIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}
