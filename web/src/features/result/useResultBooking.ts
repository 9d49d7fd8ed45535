import { skipToken } from '@reduxjs/toolkit/query';
import { useGetPublicBookingDetailsQuery, type PublicBookingDto } from '../../api/generated';
import { useAppSelector } from '../../app/hooks';
import { selectCheckoutResult } from '../checkout/checkoutSlice';

/**
 * The booking a result page shows: the answer of the confirmation just made, or (after a reload, or when a
 * payment provider sends the person back) GET /booking_details with bookingRef and email (API key).
 */
export function useResultBooking(bookingRef: string | null, email: string | null) {
  const result = useAppSelector(selectCheckoutResult);
  const fromCheckout = result && bookingRef && result.bookingRef === bookingRef ? result : null;
  const details = useGetPublicBookingDetailsQuery(
    !fromCheckout && bookingRef && email ? { bookingRef, email } : skipToken,
  );
  const booking: PublicBookingDto | null = fromCheckout ?? details.data ?? null;
  return {
    booking,
    loading: !booking && details.isLoading,
    failed: !booking && (details.isError || !bookingRef || !email),
  };
}
