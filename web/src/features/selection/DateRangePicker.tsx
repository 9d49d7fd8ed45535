import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { isAfterMax, rangeProblem, todayInBerlin } from './dates';
import { selectEndDate, selectMaxDate, selectStartDate, setDates } from './selectionSlice';
import './selection.css';

/** Pickup and dropoff days; past days are disabled and the range applies only once both ends are valid. */
export function DateRangePicker() {
  const { t } = useTranslation('section');
  const dispatch = useAppDispatch();
  const startDate = useAppSelector(selectStartDate);
  const endDate = useAppSelector(selectEndDate);
  // Spec 5: the search picker has a maximum date from a stored limit (the season end).
  const maxDate = useAppSelector(selectMaxDate);
  const [start, setStart] = useState(startDate);
  const [end, setEnd] = useState(endDate);
  const id = useId();
  const today = todayInBerlin();

  // The store can change elsewhere (the draft-booking modal); the fields follow it.
  const [stored, setStored] = useState({ startDate, endDate });
  if (stored.startDate !== startDate || stored.endDate !== endDate) {
    setStored({ startDate, endDate });
    setStart(startDate);
    setEnd(endDate);
  }

  const apply = (nextStart: string, nextEnd: string) => {
    setStart(nextStart);
    setEnd(nextEnd);
    if (rangeProblem(nextStart, nextEnd, today) === null && !isAfterMax(nextEnd, maxDate))
      dispatch(setDates({ startDate: nextStart, endDate: nextEnd }));
  };
  const problem = rangeProblem(start, end, today) ?? (isAfterMax(end, maxDate) ? 'afterMax' : null);

  return (
    <fieldset className="date-range" aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="date-range__legend">{t('dates.legend')}</legend>
      <label className="date-range__field">
        <span>{t('dates.pickup')}</span>
        <input
          type="date"
          required
          min={today}
          max={maxDate}
          value={start}
          data-testid="pickup-date"
          onChange={(event) => {
            const next = event.target.value;
            // A start after the end moves the end along, so the range stays whole.
            apply(next, end && next > end ? next : end);
          }}
        />
      </label>
      <label className="date-range__field">
        <span>{t('dates.dropoff')}</span>
        <input
          type="date"
          required
          min={start || today}
          max={maxDate}
          value={end}
          data-testid="dropoff-date"
          onChange={(event) => apply(start, event.target.value)}
        />
      </label>
      {problem && (
        <p id={`${id}-problem`} className="date-range__problem" role="alert">
          {t(`dates.problems.${problem}`)}
        </p>
      )}
    </fieldset>
  );
}
