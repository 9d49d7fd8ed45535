import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { useGetPublicBookingStatusQuery, type PublicBookingDto } from '../../api/generated';
import { PAYMENT_POLL_LIMIT_MS, paymentPollInterval, paymentState, type PaymentState } from './paymentWatch';

/**
 * The payment state of the booking a result page shows: a PENDING booking's status is asked for every 2 s (the
 * public status call, no API key) until it leaves PENDING or a minute has passed.
 */
export function usePaymentWatch(booking: Pick<PublicBookingDto, 'bookingRef' | 'status'> | null): PaymentState | null {
  const [timedOut, setTimedOut] = useState(false);
  const [interval, setPollInterval] = useState(0);
  const watched = booking?.status === 'PENDING' ? booking.bookingRef : null;
  const status = useGetPublicBookingStatusQuery(watched ? { bookingReference: watched } : skipToken, {
    pollingInterval: interval,
    refetchOnMountOrArgChange: true,
  });
  const polled = watched && status.data?.bookingRef === watched ? status.data.status : undefined;
  const state = paymentState(polled ?? booking?.status, timedOut);

  // The interval is an input of the query that it follows from, so it takes effect on the next render.
  const wanted = paymentPollInterval(state, status.isError);
  if (interval !== wanted) setPollInterval(wanted);
  const pending = state === 'pending';
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setTimedOut(true), PAYMENT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return state;
}
