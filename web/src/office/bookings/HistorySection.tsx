import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetCartBookingHistoryQuery } from '../api/officeApi';
import { QueryState } from '../ui/QueryState';
import { instantText } from './format';

/** The booking's history, newest first: what happened, from which status to which, by whom, when. */
export function HistorySection({ bookingId }: { bookingId: number }) {
  const { t, i18n } = useTranslation('bookings');
  const headingId = useId();
  const history = useGetCartBookingHistoryQuery({ id: bookingId });
  // Actions and actors come from the server; an unknown one shows as it is.
  const lookUp = i18n.t.bind(i18n) as unknown as (key: string) => string;
  const label = (key: string, fallback: string) =>
    i18n.exists(`bookings:${key}`) ? lookUp(`bookings:${key}`) : fallback;
  const items = [...(history.data ?? [])].reverse();
  return (
    <section className="booking-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('history.heading')}</h3>
      <QueryState query={history} isEmpty={items.length === 0} emptyText={t('history.none')}>
        <ol className="booking-history">
          {items.map((item) => (
            <li key={item.id}>
              <span className="office-muted">{instantText(item.createdAt, i18n.language)}</span>{' '}
              <strong>{label(`history.action.${item.action}`, item.action)}</strong>
              {item.fromStatus && item.toStatus && item.fromStatus !== item.toStatus && (
                <span>
                  {' '}
                  ({t(`status.${item.fromStatus}`)} → {t(`status.${item.toStatus}`)})
                </span>
              )}{' '}
              <span className="office-muted">· {label(`history.by.${item.actorType}`, item.actorType)}</span>
            </li>
          ))}
        </ol>
      </QueryState>
    </section>
  );
}
