import { skipToken } from '@reduxjs/toolkit/query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useGetPublicBookingDetailsQuery } from '../../api/generated';
import { Spinner } from '../result/Spinner';
import { useBookingLanguage } from '../result/useBookingLanguage';
import { BookingDetailsDrawer } from './BookingDetailsDrawer';
import { lookupQuery } from './lookupQuery';
import './lookup.css';

/** /bookings?bookingRef&email (spec 2): with both values the booking is fetched and shown in the details drawer. */
export function LookupPage() {
  const { t } = useTranslation('checkout');
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const wanted = lookupQuery(query);
  const [bookingRef, setBookingRef] = useState(wanted?.bookingRef ?? query.get('bookingRef') ?? '');
  const [email, setEmail] = useState(wanted?.email ?? query.get('email') ?? '');
  const [closed, setClosed] = useState<string | null>(null);
  const details = useGetPublicBookingDetailsQuery(wanted ?? skipToken);
  useBookingLanguage(details.data);
  const status = (details.error as { status?: number } | undefined)?.status;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = lookupQuery(new URLSearchParams({ bookingRef, email }));
    if (!next) return;
    setClosed(null);
    void Promise.resolve(navigate(`/bookings?${new URLSearchParams(next)}`)).catch(() => undefined);
  };

  const key = wanted ? `${wanted.bookingRef}|${wanted.email}` : null;
  return (
    <section className="lookup-page" aria-labelledby="lookup-title">
      <h1 id="lookup-title">{t('lookup.title')}</h1>
      <p>{t('lookup.intro')}</p>
      <form className="lookup-form" onSubmit={submit}>
        <label>
          {t('lookup.bookingRef')}
          <input
            name="bookingRef"
            required
            autoComplete="off"
            value={bookingRef}
            onChange={(event) => setBookingRef(event.target.value)}
          />
        </label>
        <label>
          {t('lookup.email')}
          <input
            name="email"
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--primary">
          {t('lookup.submit')}
        </button>
      </form>
      {wanted && details.isFetching && <Spinner label={t('lookup.loading')} />}
      {wanted && details.isError && !details.isFetching && (
        <p role="alert" className="lookup-page__error">
          {status === 404 || status === 400 ? t('lookup.notFound') : t('lookup.unavailable')}
        </p>
      )}
      {wanted && details.data && !details.isError && closed !== key && (
        <BookingDetailsDrawer booking={details.data} email={wanted.email} onClose={() => setClosed(key)} />
      )}
    </section>
  );
}
