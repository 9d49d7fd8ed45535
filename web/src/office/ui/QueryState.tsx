import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './errorText';

interface Props {
  isLoading: boolean;
  error?: unknown;
  isEmpty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** Loading, error (with the catalogue's text and a retry) and empty states around a screen's content. */
export function QueryState({ isLoading, error, isEmpty, emptyText, onRetry, children }: Props) {
  const { t } = useTranslation('office');
  const errorText = useErrorText();
  if (isLoading) {
    return (
      <p className="office-state" role="status" aria-live="polite">
        {t('state.loading')}
      </p>
    );
  }
  if (error) {
    return (
      <div className="office-state office-state--error" role="alert">
        <p>{errorText(error)}</p>
        {onRetry && (
          <button type="button" className="office-button" onClick={onRetry}>
            {t('state.retry')}
          </button>
        )}
      </div>
    );
  }
  if (isEmpty) return <p className="office-state">{emptyText ?? t('state.empty')}</p>;
  return <>{children}</>;
}
