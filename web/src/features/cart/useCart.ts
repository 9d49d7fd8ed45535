import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeachChairModel, BookingExtraItemDto, PublicBookingDto, RateType } from '../../api/generated';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppStore } from '../../app/store';
import { bookingSourceFor, storedAffiliate } from './bookingSource';
import { cartApi } from './cartApi';
import {
  bookingReceived,
  cartCleared,
  cartOpened,
  drawerClosed,
  extrasOpened,
  selectCart,
  type ExtrasContext,
} from './cartSlice';
import { cartItemCount, linesToEmpty } from './cartTotals';
import { useCartCall } from './useCartCall';

export const BOOKING_TIME_ZONE = 'Europe/Berlin';

export interface AddChairArgs {
  beachChairId: number;
  /** yyyy-MM-dd */
  start: string;
  /** yyyy-MM-dd, the last day included */
  end: string;
  model: BeachChairModel;
  /** null/undefined: no rate is sent */
  rate?: RateType | null;
  discount?: boolean;
}

type Dispatch = ReturnType<typeof useAppDispatch>;
const useAppStore = useStore.withTypes<AppStore>();

function errorStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

function errorType(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = error.data as { errorType?: unknown } | null;
  return typeof data?.errorType === 'string' ? data.errorType : undefined;
}

/** The stored booking can no longer be used (it expired, was canceled or paid elsewhere): start a new one. */
function isStaleBookingError(error: unknown): boolean {
  return errorStatus(error) === 404 || errorType(error) === 'BOOKING_INVALID_TRANSITION';
}

async function createBooking(dispatch: Dispatch, publicReference: string): Promise<PublicBookingDto> {
  const search = typeof window === 'undefined' ? '' : window.location.search;
  const booking = await dispatch(
    cartApi.endpoints.createPublicBooking.initiate({
      publicReference,
      timeZone: BOOKING_TIME_ZONE,
      source: bookingSourceFor(search),
      affiliateReference: storedAffiliate(),
    }),
  ).unwrap();
  dispatch(bookingReceived(booking));
  return booking;
}

/** Deletes every line of a booking; the server cancels it when it is empty, which frees its chairs at once. */
async function emptyBooking(dispatch: Dispatch, booking: PublicBookingDto): Promise<void> {
  const { chairIds, extraIds } = linesToEmpty(booking);
  const ref = { bookingRef: booking.bookingRef, publicReference: booking.publicReference };
  for (const id of chairIds) {
    await dispatch(cartApi.endpoints.deletePublicBeachChairBooking.initiate({ ...ref, id })).unwrap();
  }
  for (const bookingExtrasId of extraIds) {
    await dispatch(
      cartApi.endpoints.deletePublicBookingExtra.initiate({
        bookingReference: booking.bookingRef,
        publicReference: booking.publicReference,
        bookingExtrasId,
      }),
    ).unwrap();
  }
  dispatch(cartCleared());
}

/**
 * The cart of the storefront: one open booking per tab. Errors are shown as toasts by the api error
 * middleware and then rejected to the caller (spec 8).
 */
export function useCart() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { t } = useTranslation();
  const cart = useAppSelector(selectCart);
  const { booking } = cart;
  const count = cartItemCount(booking);
  const busy = cart.pending > 0;

  const track = useCartCall();

  /** Makes sure there is an open booking of this vendor, asking before another vendor's cart is dropped. */
  const bookingFor = useCallback(
    async (publicReference: string): Promise<PublicBookingDto | null> => {
      const current = store.getState().cart.booking;
      if (current && current.publicReference !== publicReference) {
        const startNew = window.confirm(t('cart.otherVendor', { vendor: current.vendor.companyName }));
        if (!startNew) return null;
        await emptyBooking(dispatch, current);
      } else if (current) {
        return current;
      }
      return createBooking(dispatch, publicReference);
    },
    [dispatch, store, t],
  );

  const addChair = useCallback(
    (args: AddChairArgs): Promise<void> =>
      track(async () => {
        const chair = await dispatch(
          cartApi.endpoints.getPublicBeachChair.initiate({ id: args.beachChairId }, { subscribe: false }),
        ).unwrap();
        const section = await dispatch(
          cartApi.endpoints.getSection.initiate({ id: chair.sectionId }, { subscribe: false }),
        ).unwrap();
        const addTo = (target: PublicBookingDto) =>
          dispatch(
            cartApi.endpoints.addPublicBeachChairBooking.initiate({
              bookingRef: target.bookingRef,
              publicReference: target.publicReference,
              addBeachChairBookingDto: {
                beachChairId: args.beachChairId,
                start: args.start,
                end: args.end,
                model: args.model,
                ...(args.rate ? { rate: args.rate } : {}),
                discount: args.discount ?? false,
              },
            }),
          ).unwrap();
        const target = await bookingFor(section.publicReference);
        if (!target) return;
        let updated: PublicBookingDto;
        try {
          updated = await addTo(target);
        } catch (error) {
          if (!isStaleBookingError(error) || target.beachChairBookings.length + target.extras.length === 0) throw error;
          dispatch(cartCleared());
          updated = await addTo(await createBooking(dispatch, section.publicReference));
        }
        dispatch(bookingReceived(updated));
        dispatch(cartOpened());
      }),
    [bookingFor, dispatch, track],
  );

  const removeChair = useCallback(
    (id: number): Promise<void> =>
      track(async () => {
        const current = store.getState().cart.booking;
        if (!current) return;
        const updated = await dispatch(
          cartApi.endpoints.deletePublicBeachChairBooking.initiate({
            bookingRef: current.bookingRef,
            publicReference: current.publicReference,
            id,
          }),
        ).unwrap();
        dispatch(bookingReceived(updated));
      }),
    [dispatch, store, track],
  );

  const removeExtra = useCallback(
    (bookingExtrasId: number): Promise<void> =>
      track(async () => {
        const current = store.getState().cart.booking;
        if (!current) return;
        const updated = await dispatch(
          cartApi.endpoints.deletePublicBookingExtra.initiate({
            bookingReference: current.bookingRef,
            publicReference: current.publicReference,
            bookingExtrasId,
          }),
        ).unwrap();
        dispatch(bookingReceived(updated));
      }),
    [dispatch, store, track],
  );

  /** Adds extras in one request; creates the booking first when the cart is empty (extras-only booking). */
  const addExtras = useCallback(
    (publicReference: string, items: BookingExtraItemDto[]): Promise<boolean> =>
      track(async () => {
        if (items.length === 0) return false;
        const target = await bookingFor(publicReference);
        if (!target) return false;
        const updated = await dispatch(
          cartApi.endpoints.addPublicBookingExtras.initiate({
            bookingReference: target.bookingRef,
            publicReference: target.publicReference,
            addBookingExtrasDto: { items },
          }),
        ).unwrap();
        dispatch(bookingReceived(updated));
        return true;
      }),
    [bookingFor, dispatch, track],
  );

  const openCart = useCallback(() => dispatch(cartOpened()), [dispatch]);
  const closeCart = useCallback(() => dispatch(drawerClosed()), [dispatch]);
  const openExtras = useCallback((context?: ExtrasContext) => dispatch(extrasOpened(context)), [dispatch]);

  return useMemo(
    () => ({ booking, count, busy, addChair, removeChair, removeExtra, addExtras, openCart, closeCart, openExtras }),
    [booking, count, busy, addChair, removeChair, removeExtra, addExtras, openCart, closeCart, openExtras],
  );
}
