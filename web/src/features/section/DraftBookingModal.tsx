import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { addDays, dayCount, isAfterMax, rangeProblem, todayInBerlin } from '../selection/dates';
import { changeDraftRange, selectMaxDate, type DraftBooking } from '../selection/selectionSlice';
import { Modal } from '../../ui/Modal';
import { DateRangeField } from '../selection/DateRangeField';

type Props = {
  draft: DraftBooking;
  chairNumber: string | undefined;
  onAccept: () => void;
  onCancel: () => void;
};

/** "Bitte wählen Sie ihren Buchungszeitraum": date range, day counter and accept/cancel for a timeline draft. */
export function DraftBookingModal({ draft, chairNumber, onAccept, onCancel }: Props) {
  const { t } = useTranslation('section');
  const dispatch = useAppDispatch();
  const today = todayInBerlin();
  // The search picker's stored limit (spec 5) holds here too: later days are disabled, the range cannot pass it.
  const maxDate = useAppSelector(selectMaxDate);
  const days = dayCount(draft.start, draft.end);
  const valid = rangeProblem(draft.start, draft.end, today) === null && !isAfterMax(draft.end, maxDate);

  const setRange = (start: string, end: string) => dispatch(changeDraftRange({ start, end }));

  return (
    <Modal className="draft-modal" labelledBy="draft-title" testId="draft-modal" onCancel={onCancel}>
      <h2 id="draft-title">{t('modal.title')}</h2>
      {chairNumber && <p>{t('modal.chair', { number: chairNumber })}</p>}
      <div className="draft-modal__dates">
        <DateRangeField start={draft.start} end={draft.end} min={today} max={maxDate} onChange={setRange} />
      </div>
      <div className="draft-modal__counter" role="group" aria-label={t('modal.dayCounter')}>
        <button
          type="button"
          onClick={() => setRange(draft.start, addDays(draft.end, -1))}
          disabled={days <= 1}
          aria-label={t('modal.fewer')}
        >
          −
        </button>
        <output aria-live="polite" data-testid="draft-days">
          {t('modal.days', { count: days })}
        </output>
        <button
          type="button"
          onClick={() => setRange(draft.start, addDays(draft.end, 1))}
          disabled={isAfterMax(addDays(draft.end, 1), maxDate)}
          aria-label={t('modal.more')}
        >
          +
        </button>
      </div>
      <div className="draft-modal__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('modal.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={onAccept} disabled={!valid}>
          {t('modal.accept')}
        </button>
      </div>
    </Modal>
  );
}
