import { useCallback, useMemo } from 'react';
import type { BookingExtraItemDto } from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { cartOpened, drawerClosed, extrasOpened, selectCartBusy, type ExtrasContext } from './cartSlice';
import {
  addChairToCart,
  addExtrasToCart,
  removeChairFromCart,
  removeExtraFromCart,
  type AddChairArgs,
} from './cartThunks';
import { cartItemCount } from './cartTotals';
import { useCartBooking } from './useCartBooking';

export { BOOKING_TIME_ZONE, type AddChairArgs } from './cartThunks';

/**
 * The cart of the storefront: one open booking per browser (the tabs share it: cartSync.ts). Errors are shown as toasts by the api error
 * middleware and then rejected to the caller (spec 8).
 */
export function useCart() {
  const dispatch = useAppDispatch();
  const booking = useCartBooking();
  const count = cartItemCount(booking);
  const busy = useAppSelector(selectCartBusy);

  const addChair = useCallback((args: AddChairArgs) => dispatch(addChairToCart(args)), [dispatch]);
  const removeChair = useCallback((id: number) => dispatch(removeChairFromCart(id)), [dispatch]);
  const removeExtra = useCallback(
    (bookingExtrasId: number) => dispatch(removeExtraFromCart(bookingExtrasId)),
    [dispatch],
  );
  /** Adds extras in one request; creates the booking first when the cart is empty (extras-only booking). */
  const addExtras = useCallback(
    (publicReference: string, items: BookingExtraItemDto[]) => dispatch(addExtrasToCart(publicReference, items)),
    [dispatch],
  );

  const openCart = useCallback(() => dispatch(cartOpened()), [dispatch]);
  const closeCart = useCallback(() => dispatch(drawerClosed()), [dispatch]);
  const openExtras = useCallback((context?: ExtrasContext) => dispatch(extrasOpened(context)), [dispatch]);

  return useMemo(
    () => ({ booking, count, busy, addChair, removeChair, removeExtra, addExtras, openCart, closeCart, openExtras }),
    [booking, count, busy, addChair, removeChair, removeExtra, addExtras, openCart, closeCart, openExtras],
  );
}
