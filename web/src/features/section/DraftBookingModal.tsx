import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { addDays, dayCount, rangeProblem, todayInBerlin } from '../selection/dates';
import { changeDraftRange, type DraftBooking } from '../selection/selectionSlice';

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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const today = todayInBerlin();
  const days = dayCount(draft.start, draft.end);
  const valid = rangeProblem(draft.start, draft.end, today) === null;

  // showModal() makes the rest of the page inert and moves focus into the dialog; closing returns it.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const setRange = (start: string, end: string) => dispatch(changeDraftRange({ start, end }));

  return (
    <dialog
      ref={dialogRef}
      className="draft-modal"
      aria-labelledby="draft-title"
      data-testid="draft-modal"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="draft-title">Bitte wählen Sie ihren Buchungszeitraum</h2>
      {chairNumber && <p>{t('modal.chair', { number: chairNumber })}</p>}
      <div className="draft-modal__dates">
        <label>
          {t('dates.pickup')}
          <input
            type="date"
            min={today}
            value={draft.start}
            onChange={(event) => {
              const start = event.target.value;
              setRange(start, start > draft.end ? start : draft.end);
            }}
          />
        </label>
        <label>
          {t('dates.dropoff')}
          <input type="date" min={draft.start} value={draft.end} onChange={(event) => setRange(draft.start, event.target.value)} />
        </label>
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
    </dialog>
  );
}
