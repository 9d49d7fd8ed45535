import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from './errorText';

/** What a screen's RTK Query hook answers: loading, its error and a retry. */
interface Query {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
}

interface Props {
  /** The list's query: its loading, error and retry (instead of the three props). */
  query?: Query;
  isLoading?: boolean;
  error?: unknown;
  isEmpty?: boolean;
  emptyText?: string;
  onRetry?: () => void;
  children: ReactNode;
}

/** Loading, error (with the catalogue's text and a retry) and empty states around a screen's content. */
export function QueryState({ query, isEmpty, emptyText, children, ...props }: Props) {
  const { t } = useTranslation('office');
  const isLoading = props.isLoading ?? query?.isLoading;
  const error = props.error ?? query?.error;
  const onRetry = props.onRetry ?? (query && (() => void query.refetch()));
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
