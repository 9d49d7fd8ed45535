import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DateRangeField } from './DateRangeField';
import { isAfterMax, rangeProblem, todayInBerlin } from './dates';
import { selectEndDate, selectMaxDate, selectStartDate, setDates } from './selectionSlice';
import './selection.css';

/** Pickup and dropoff days (DateRangeField: text in the app's language and a calendar); past days are disabled and the range applies only once both ends are valid. */
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
      <DateRangeField
        start={start}
        end={end}
        min={today}
        max={maxDate}
        onChange={apply}
        testIds
        describedBy={problem ? `${id}-problem` : undefined}
      />
      {problem && (
        <p id={`${id}-problem`} className="date-range__problem" role="alert">
          {t(`dates.problems.${problem}`)}
        </p>
      )}
    </fieldset>
  );
}
