import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import type { PublicBookingDto } from '../../api/generated';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../app/paths';
import { cartBooking, receiveBooking } from '../cart/cartThunks';
import { slotKey } from '../cart/slot';
import { checkoutApi } from '../checkout/checkoutApi';
import { checkoutOpened, emailKnown } from '../checkout/checkoutSlice';
import { resultPaths } from '../checkout/resultPaths';
import { activeChairLines, firstStart, pickupDay } from './chairFacts';
import { errorPageAbort, isConflict } from './errorRecovery';
import { PAYMENT_STATE_TEXT } from './paymentWatch';
import { Spinner } from './Spinner';
import { useChairFacts } from './useChairFacts';
import { usePaymentWatch } from './usePaymentWatch';
import { useBookingLanguage } from './useBookingLanguage';
import { useResultBooking } from './useResultBooking';
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
function ErrorResult({ bookingRef, email }: { bookingRef: string | null; email: string | null }) {
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
        dispatch(receiveBooking(booking));
        setReloaded(booking);
        dispatch(emailKnown(email));
        dispatch(checkoutOpened({ step: 'payment', email }));
        setState('ready');
      })
      .catch(() => setState('failed'));
  }, [bookingRef, dispatch, email]);

  return (
    <>
      <h1 id="result-title">{t('result.errorTitle')}</h1>
      <p>{t('result.errorText')}</p>
      {state === 'loading' && <Spinner label={t('result.loading')} />}
      {state === 'failed' && <p>{t('result.notFound')}</p>}
      {state === 'ready' && (
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
  const [query] = useSearchParams();
  const bookingRef = query.get('sbl_bookingRef');
  const email = query.get('sbl_email');
  return (
    <section
      className="result-page"
      aria-labelledby="result-title"
      data-testid={`result-${kind === 'success' ? 'success' : 'error'}`}
    >
      {kind === 'success' ? (
        <SuccessResult bookingRef={bookingRef} email={email} />
      ) : (
        <ErrorResult bookingRef={bookingRef} email={email} />
      )}
      <Link to={paths.home} className="button button--primary">
        {t('result.backToStart')}
      </Link>
    </section>
  );
}
