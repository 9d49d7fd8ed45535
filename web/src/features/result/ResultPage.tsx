import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { PublicBookingDto } from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';
import { cartBooking, receiveBooking } from '../cart/cartThunks';
import { slotKey } from '../cart/slot';
import { checkoutApi } from '../checkout/checkoutApi';
import { checkoutOpened, emailKnown } from '../checkout/checkoutSlice';
import { resultPaths } from '../checkout/resultPaths';
import { activeChairLines, firstStart, pickupDay } from './chairFacts';
import { errorPageAbort, isConflict } from './errorRecovery';
import { PAYMENT_STATE_TEXT } from './paymentWatch';
import { ChairTables } from './ChairTables';
import { PlacesSection } from './PlacesSection';
import { Spinner } from './Spinner';
import { useChairFacts } from './useChairFacts';
import { usePaymentWatch } from './usePaymentWatch';
import { useBookingLanguage } from './useBookingLanguage';
import { useResultBooking } from './useResultBooking';
import { WidgetPaymentWatch } from './WidgetPaymentWatch';
import { useHomePath } from '../widget/useWidget';
import { widgetFromAddress } from '../widget/widgetSession';
import './result.css';

function SuccessResult({ bookingRef, email }: { bookingRef: string | null; email: string | null }) {
  const { t } = useTranslation('checkout');
  const { booking, loading, failed } = useResultBooking(bookingRef, email);
  const facts = useChairFacts(booking ? activeChairLines(booking.beachChairBookings) : undefined);
  const payment = usePaymentWatch(booking);
  useBookingLanguage(booking);
  if (loading || (booking && !facts)) return <Spinner label={t('result.loading')} />;
  if (failed || !booking) return <p>{t('result.notFound')}</p>;
  const first = facts?.[0];
  const start = firstStart(activeChairLines(booking.beachChairBookings));
  return (
    <>
      <h1 id="result-title">{t('result.successTitle')}</h1>
      <p>{payment === 'pending' || payment === 'slow' ? t('result.pendingText') : t('result.successText')}</p>
      {/* Always rendered, so a screen reader announces the change from "being confirmed" to "paid". */}
      <p role="status" className="result-payment" data-testid="payment-state" data-state={payment ?? ''}>
        {payment ? t(PAYMENT_STATE_TEXT[payment]) : null}
      </p>
      <dl className="result-facts" data-testid="success-facts">
        {start && (
          <>
            <dt>{t('result.startDate')}</dt>
            <dd>{pickupDay(start)}</dd>
          </>
        )}
        {first?.sectionName && (
          <>
            <dt>{t('result.section')}</dt>
            <dd>{first.sectionName}</dd>
          </>
        )}
        {first?.cityName && (
          <>
            <dt>{t('result.city')}</dt>
            <dd>{first.cityName}</dd>
          </>
        )}
        {facts && facts.length > 0 && (
          <>
            <dt>{t('cart.slot', { ns: 'common' })}</dt>
            <dd data-testid="success-slots">
              {facts
                .map(
                  (fact) =>
                    `${t('cart.chair', { ns: 'common', number: fact.publicNumber })}: ${t(`cart.slots.${slotKey(fact)}`, { ns: 'common' })}`,
                )
                .join(', ')}
            </dd>
          </>
        )}
        <dt>{t('result.bookingNumber')}</dt>
        <dd data-testid="booking-number">{booking.bookingRef}</dd>
      </dl>
      {/* Every chair with its days, slot and price; then where to find them (issue 30). */}
      <ChairTables facts={facts ?? []} />
      <PlacesSection booking={booking} />
      {email && (
        <Link to={resultPaths.lookup(booking.bookingRef, email)} className="button">
          {t('result.showBooking')}
        </Link>
      )}
    </>
  );
}

/**
 * A failed payment (spec 4.9): the booking is reloaded (a PENDING one is aborted back to OPEN: an online one through
 * the payments route, which closes the provider's checkout too), put into the cart, and the checkout opens on the
 * payment step with the e-mail prefilled.
 */
function ErrorResult({
  bookingRef,
  email,
  paymentWindow,
}: {
  bookingRef: string | null;
  email: string | null;
  paymentWindow: boolean;
}) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const started = useRef(false);
  // Without the reference and the e-mail there is nothing to reload.
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>(() =>
    !bookingRef || !email ? 'failed' : 'loading',
  );
  const [reloaded, setReloaded] = useState<PublicBookingDto | null>(null);
  useBookingLanguage(reloaded);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!bookingRef || !email) return;
    const lookup = async (): Promise<PublicBookingDto | null> => {
      try {
        return await dispatch(
          checkoutApi.endpoints.getPublicBookingDetails.initiate(
            { bookingRef, email },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap();
      } catch {
        // Without the lookup (no API key), the booking kept in this tab's cart still serves.
        const cart = await dispatch(cartBooking());
        return cart?.bookingRef === bookingRef ? cart : null;
      }
    };
    const reload = async (): Promise<PublicBookingDto | null> => {
      let booking = await lookup();
      const abort = booking ? errorPageAbort(booking) : null;
      if (abort) {
        try {
          booking = await dispatch(
            abort === 'payment'
              ? checkoutApi.endpoints.abortStripePayment.initiate({ bookingRef, email })
              : checkoutApi.endpoints.abortPublicBooking.initiate({ bookingRef, email }),
          ).unwrap();
        } catch (error) {
          // Taken back meanwhile (or paid): the booking as it is now decides.
          if (!isConflict(error)) throw error;
          booking = await lookup();
        }
      }
      return booking?.status === 'OPEN' ? booking : null;
    };
    reload()
      .then((booking) => {
        if (!booking) return setState('failed');
        // The widget's payment window only takes the booking back: the widget on the vendor's page sees it OPEN
        // again and reopens the payment step there (issue 21).
        if (paymentWindow) return setState('ready');
        dispatch(receiveBooking(booking));
        setReloaded(booking);
        dispatch(emailKnown(email));
        dispatch(checkoutOpened({ step: 'payment', email }));
        setState('ready');
      })
      .catch(() => setState('failed'));
  }, [bookingRef, dispatch, email, paymentWindow]);

  return (
    <>
      <h1 id="result-title">{t('result.errorTitle')}</h1>
      <p>{paymentWindow ? t('result.windowCanceled') : t('result.errorText')}</p>
      {state === 'loading' && <Spinner label={t('result.loading')} />}
      {state === 'failed' && <p>{t('result.notFound')}</p>}
      {state === 'ready' && !paymentWindow && (
        <button
          type="button"
          className="button"
          onClick={() => dispatch(checkoutOpened({ step: 'payment', email: email ?? '' }))}
        >
          {t('payment.title')}
        </button>
      )}
    </>
  );
}

/** /result/{kind}?sbl_bookingRef&sbl_email: success, or (any other kind) the apology that reopens the payment step. */
export function ResultPage() {
  const { t } = useTranslation('checkout');
  const { kind } = useParams();
  const { pathname, search } = useLocation();
  const [query] = useSearchParams();
  const home = useHomePath();
  const bookingRef = query.get('sbl_bookingRef');
  const email = query.get('sbl_email');
  // The provider sends the widget flow back with the widget query (flow=widget): that is the payment window the
  // widget opened (issue 21); the widget itself reaches these pages from /result/paying, without the query.
  const paymentWindow = kind !== 'paying' && widgetFromAddress(pathname, search) !== null;
  const testId = kind === 'success' ? 'success' : kind === 'paying' ? 'paying' : 'error';
  return (
    <section className="result-page" aria-labelledby="result-title" data-testid={`result-${testId}`}>
      {kind === 'success' ? (
        <SuccessResult bookingRef={bookingRef} email={email} />
      ) : kind === 'paying' ? (
        <WidgetPaymentWatch bookingRef={bookingRef} email={email} />
      ) : (
        <ErrorResult bookingRef={bookingRef} email={email} paymentWindow={paymentWindow} />
      )}
      {paymentWindow ? (
        <>
          {kind === 'success' && <p>{t('result.windowPaid')}</p>}
          <button type="button" className="button button--primary" onClick={() => window.close()}>
            {t('result.closeWindow')}
          </button>
        </>
      ) : (
        kind !== 'paying' && (
          <Link to={home} className="button button--primary">
            {t('result.backToStart')}
          </Link>
        )
      )}
    </section>
  );
}
