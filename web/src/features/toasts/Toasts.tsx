import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { translateToast } from './toastMessage';
import { selectToasts, toastClosed, TOAST_DURATION_MS, type Toast } from './toastsSlice';
import './toasts.css';

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation(['common', 'error']);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(toastClosed(toast.id)), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [dispatch, toast.id]);
  const translate = (key: string, options?: Record<string, unknown>): string => t(key as 'toasts.close', options);

  return (
    // Errors interrupt (alert), other news waits its turn (status); focus stays where the user is.
    <li className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'} data-testid="toast">
      <span className="toast__text">{translateToast(toast.text, translate)}</span>
      <button
        type="button"
        className="toast__close"
        aria-label={t('toasts.close')}
        onClick={() => dispatch(toastClosed(toast.id))}
      >
        ×
      </button>
    </li>
  );
}

/** Toasts appear top-right (spec 2) and close after 5 seconds (spec 9). */
export function Toasts() {
  const { t } = useTranslation();
  const toasts = useAppSelector(selectToasts);
  return (
    <section className="toasts" aria-label={t('toasts.label')}>
      <ol className="toasts__list">
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
