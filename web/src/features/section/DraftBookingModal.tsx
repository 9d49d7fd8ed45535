import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { addDays, dayCount, rangeProblem, todayInBerlin } from '../selection/dates';
import { changeDraftRange, type DraftBooking } from '../selection/selectionSlice';
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
  const days = dayCount(draft.start, draft.end);
  const valid = rangeProblem(draft.start, draft.end, today) === null;

  const setRange = (start: string, end: string) => dispatch(changeDraftRange({ start, end }));

  return (
    <Modal className="draft-modal" labelledBy="draft-title" testId="draft-modal" onCancel={onCancel}>
      <h2 id="draft-title">Bitte wählen Sie ihren Buchungszeitraum</h2>
      {chairNumber && <p>{t('modal.chair', { number: chairNumber })}</p>}
      <div className="draft-modal__dates">
        <DateRangeField start={draft.start} end={draft.end} min={today} onChange={setRange} />
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
        <button type="button" onClick={() => setRange(draft.start, addDays(draft.end, 1))} aria-label={t('modal.more')}>
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
