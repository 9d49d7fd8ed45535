import { skipToken } from '@reduxjs/toolkit/query';
import type { PublicBookingDto } from '../../api/generated';
import { useAppSelector } from '../../app/hooks';
import { useGetStorefrontCartQuery } from './cartApi';
import { selectCartRef } from './cartSlice';

/** The cart's booking, read through RTK Query's booking query; null without a cart (or while it loads). */
export function useCartBooking(): PublicBookingDto | null {
  const bookingRef = useAppSelector(selectCartRef);
  const { currentData } = useGetStorefrontCartQuery(bookingRef ?? skipToken);
  return currentData ?? null;
}
