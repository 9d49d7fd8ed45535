import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useGetPublicBookingStatusQuery } from '../../api/generated';
import { resultPaths } from '../checkout/resultPaths';
import { PAYMENT_POLL_INTERVAL_MS, widgetPaymentOutcome } from './paymentWatch';
import { Spinner } from './Spinner';

type WatchState = { providerUrl?: string; opened?: boolean } | null;

/**
 * /result/paying in the widget: the provider's page runs in a window of its own, this page (on the vendor's site)
 * asks for the booking's status every 2 s and moves on to the success or error page by itself (issue 21).
 */
export function WidgetPaymentWatch({ bookingRef, email }: { bookingRef: string | null; email: string | null }) {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const state = useLocation().state as WatchState;
  const status = useGetPublicBookingStatusQuery(bookingRef ? { bookingReference: bookingRef } : skipToken, {
    pollingInterval: PAYMENT_POLL_INTERVAL_MS,
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  const outcome = widgetPaymentOutcome(status.data?.bookingRef === bookingRef ? status.data?.status : undefined);
  useEffect(() => {
    if (!outcome || !bookingRef || !email) return;
    const target =
      outcome === 'success' ? resultPaths.success(bookingRef, email) : resultPaths.error(bookingRef, email);
    void Promise.resolve(navigate(target, { replace: true })).catch(() => undefined);
  }, [outcome, bookingRef, email, navigate]);

  if (!bookingRef || !email) return <p>{t('result.notFound')}</p>;
  return (
    <>
      <h1 id="result-title">{t('result.payingTitle')}</h1>
      <p>{state?.opened === false ? t('result.payingBlocked') : t('result.payingText')}</p>
      <Spinner label={t('result.payingWaiting')} />
      <div className="result-actions">
        {state?.providerUrl && (
          <a
            className={state.opened === false ? 'button button--accent' : 'button'}
            href={state.providerUrl}
            target="strandkorb-payment"
            rel="opener"
            data-testid="open-payment-window"
          >
            {t('result.payingOpen')}
          </a>
        )}
        <button
          type="button"
          className="button"
          onClick={() => void Promise.resolve(navigate(resultPaths.error(bookingRef, email), { replace: true }))}
        >
          {t('result.payingCancel')}
        </button>
      </div>
    </>
  );
}
