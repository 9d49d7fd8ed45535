import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  DISPLAYER_DECISION_KEY,
  parseDecision,
  shouldShowOpenIn,
  SMALL_SCREEN_QUERY,
  stepsFor,
  type DisplayerDecision,
} from './openIn';
import { Modal } from '../../ui/Modal';
import './mobile.css';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function useSmallScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(SMALL_SCREEN_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => window.matchMedia(SMALL_SCREEN_QUERY).matches,
    () => false,
  );
}

/** The open-in modal of small screens (spec 4): the app or the mobile website, remembered in local storage. */
export function OpenInModal() {
  const { t } = useTranslation('content');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const smallScreen = useSmallScreen();
  const [decision, setDecision] = useState<DisplayerDecision | null>(() =>
    parseDecision(storage()?.getItem(DISPLAYER_DECISION_KEY) ?? null),
  );
  const open = shouldShowOpenIn(search, decision, smallScreen);

  // A stored decision acts on every address that carries qrcode: browser cleans the address, mobile opens the app.
  useEffect(() => {
    if (!decision || !new URLSearchParams(search).has('qrcode')) return;
    const timers: number[] = [];
    for (const step of stepsFor(decision, search, navigator.userAgent)) {
      if (step.kind === 'replace') void navigate(`${pathname}${step.search}`, { replace: true });
      else timers.push(window.setTimeout(() => window.location.assign(step.url), step.afterMs));
    }
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [decision, pathname, search, navigate]);

  const decide = (value: DisplayerDecision) => {
    storage()?.setItem(DISPLAYER_DECISION_KEY, value);
    setDecision(value);
  };

  if (!open) return null;
  return (
    // Escape means "stay in the browser".
    <Modal
      className="mobile-modal"
      labelledBy="open-in-title"
      describedBy="open-in-text"
      testId="open-in-modal"
      onCancel={() => decide('browser')}
    >
      <h2 id="open-in-title">{t('openIn.title')}</h2>
      <p id="open-in-text">{t('openIn.text')}</p>
      <div className="mobile-modal__actions">
        <button type="button" className="button button--primary" onClick={() => decide('mobile')}>
          {t('openIn.app')}
        </button>
        <button type="button" className="button" onClick={() => decide('browser')}>
          {t('openIn.browser')}
        </button>
      </div>
    </Modal>
  );
}
