import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { formatDate, todayInBerlin } from '../selection/dates';
import { selectEndDate, selectStartDate, setDates } from '../selection/selectionSlice';
import {
  LAST_SELECTION_KEY,
  parseStoredSelection,
  RESUME_ASKED_KEY,
  resumeOffer,
  selectionOfRoute,
  type StoredSelection,
} from './resumeSelection';
import { Modal } from '../../ui/Modal';
import './mobile.css';

function store(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? localStorage : sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the selection on section and chair routes and, on a later visit, asks to continue it or begin anew. */
export function ResumeSelectionModal() {
  const { t } = useTranslation('content');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const startDate = useAppSelector(selectStartDate);
  const endDate = useAppSelector(selectEndDate);
  // Decided once, on the tab's first address.
  const [offer, setOffer] = useState<StoredSelection | null>(() =>
    resumeOffer(
      parseStoredSelection(store('local')?.getItem(LAST_SELECTION_KEY) ?? null),
      todayInBerlin(),
      pathname,
      store('session')?.getItem(RESUME_ASKED_KEY) === '1',
    ),
  );

  useEffect(() => {
    store('session')?.setItem(RESUME_ASKED_KEY, '1');
  }, []);

  useEffect(() => {
    if (offer) return; // the earlier selection stays until the question is answered
    const selection = selectionOfRoute(pathname, startDate, endDate);
    if (selection) store('local')?.setItem(LAST_SELECTION_KEY, JSON.stringify(selection));
  }, [offer, pathname, startDate, endDate]);

  if (!offer) return null;
  const startNew = () => {
    store('local')?.removeItem(LAST_SELECTION_KEY);
    setOffer(null);
  };
  const resume = () => {
    dispatch(setDates({ startDate: offer.startDate, endDate: offer.endDate }));
    setOffer(null);
    void navigate(offer.path);
  };
  const dates =
    offer.startDate === offer.endDate
      ? formatDate(offer.startDate)
      : `${formatDate(offer.startDate)} – ${formatDate(offer.endDate)}`;
  return (
    // Escape only closes; the earlier selection stays stored.
    <Modal
      className="mobile-modal mobile-modal--wide"
      labelledBy="resume-title"
      describedBy="resume-text"
      testId="resume-modal"
      onCancel={() => setOffer(null)}
    >
      <h2 id="resume-title">{t('resume.title')}</h2>
      <p id="resume-text">{t('resume.text', { place: offer.place, dates })}</p>
      <div className="mobile-modal__actions">
        <button type="button" className="button button--primary" onClick={resume}>
          {t('resume.continue')}
        </button>
        <button type="button" className="button" onClick={startNew}>
          {t('resume.startNew')}
        </button>
      </div>
    </Modal>
  );
}
