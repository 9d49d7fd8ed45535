import { addListener, type Dispatch } from '@reduxjs/toolkit';
import type { BeachChairModel, BookingExtraItemDto, PublicBookingDto, RateType } from '../../api/generated';
import type { AppThunk } from '../../app/store';
import { bookingSourceFor, storedAffiliate } from './bookingSource';
import { currentWidget } from '../widget/widgetSession';
import { cartApi } from './cartApi';
import {
  bookingReceived,
  cartCallEnded,
  cartCallStarted,
  cartCleared,
  cartOpened,
  isClosedBooking,
  questionAnswered,
  questionAsked,
} from './cartSlice';
import { linesToEmpty } from './cartTotals';

// The cart's calls as thunks: they read the cart from the store and RTK Query's cache, write every answer back into
// the cache (receiveBooking) and ask their questions through the store (the confirm dialog of CartHost answers).

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

function errorStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

function errorType(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('data' in error)) return undefined;
  const data = error.data as { errorType?: unknown } | null;
  return typeof data?.errorType === 'string' ? data.errorType : undefined;
}

/** The stored booking can no longer be used (it expired, was canceled or paid elsewhere): start a new one. */
export function isStaleBookingError(error: unknown): boolean {
  return errorStatus(error) === 404 || errorType(error) === 'BOOKING_INVALID_TRANSITION';
}

/** Runs a call against the open booking while the cart shows it as busy (`cart.pending`). */
export async function whileBusy<T>(dispatch: Dispatch, work: () => Promise<T>): Promise<T> {
  dispatch(cartCallStarted());
  try {
    return await work();
  } finally {
    dispatch(cartCallEnded());
  }
}

/**
 * An answer of the server with the booking: an open one goes into RTK Query's cache (getStorefrontCart, without the
 * cart's secret) and becomes the cart; a closed one (canceled, pending, confirmed) ends the cart.
 */
export const receiveBooking =
  (booking: PublicBookingDto): AppThunk =>
  (dispatch) => {
    if (!isClosedBooking(booking)) {
      const { cartToken: _secret, ...kept } = booking;
      // Written before the cart points at it, so the booking query finds its answer at once.
      dispatch(
        cartApi.util.upsertQueryEntries([{ endpointName: 'getStorefrontCart', arg: booking.bookingRef, value: kept }]),
      );
    }
    dispatch(bookingReceived(booking));
  };

/** The cart's booking from the cache (or, after a reload, from localStorage); null without a cart. */
export const cartBooking = (): AppThunk<Promise<PublicBookingDto | null>> => async (dispatch, getState) => {
  const bookingRef = getState().cart.bookingRef;
  if (!bookingRef) return null;
  const { data } = await dispatch(cartApi.endpoints.getStorefrontCart.initiate(bookingRef, { subscribe: false }));
  return data && data.bookingRef === getState().cart.bookingRef ? data : null;
};

/** Asks a question in the confirm dialog; resolves with the answer (true: go on). */
export const askQuestion =
  (question: Parameters<typeof questionAsked>[0]): AppThunk<Promise<boolean>> =>
  (dispatch) =>
    new Promise<boolean>((resolve) => {
      dispatch(
        addListener({
          actionCreator: questionAnswered,
          effect: (action, listenerApi) => {
            listenerApi.unsubscribe();
            resolve(action.payload);
          },
        }),
      );
      dispatch(questionAsked(question));
    });

/** The widget's vendor when the app runs as a widget. */
function widgetVendor(): string | undefined {
  return currentWidget(typeof window === 'undefined' ? '' : window.location.search)?.publicReference;
}

const createBooking =
  (publicReference: string): AppThunk<Promise<PublicBookingDto>> =>
  async (dispatch) => {
    const search = typeof window === 'undefined' ? '' : window.location.search;
    const widget = currentWidget(search);
    const booking = await dispatch(
      cartApi.endpoints.createPublicBooking.initiate({
        publicReference,
        timeZone: BOOKING_TIME_ZONE,
        source: bookingSourceFor(search),
        affiliateReference: storedAffiliate(),
        // The server opens a WIDGET booking only for the widget's own vendor (issue 21).
        ...(widget ? { widgetReference: widget.publicReference } : {}),
      }),
    ).unwrap();
    dispatch(receiveBooking(booking));
    return booking;
  };

/** Deletes every line of a booking; the server cancels it when it is empty, which frees its chairs at once. */
const emptyBooking =
  (booking: PublicBookingDto): AppThunk<Promise<void>> =>
  async (dispatch) => {
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
  };

/** Makes sure there is an open booking of this vendor, asking before another vendor's cart is dropped. */
const bookingFor =
  (publicReference: string): AppThunk<Promise<PublicBookingDto | null>> =>
  async (dispatch) => {
    const current = await dispatch(cartBooking());
    if (current && current.publicReference !== publicReference) {
      const startNew = await dispatch(askQuestion({ kind: 'otherVendor', vendor: current.vendor.companyName }));
      if (!startNew) return null;
      await dispatch(emptyBooking(current));
    } else if (current) {
      return current;
    }
    return dispatch(createBooking(publicReference));
  };

/** Adds a chair (opening a booking of the chair's vendor when needed) and shows the cart. */
export const addChairToCart =
  (args: AddChairArgs): AppThunk<Promise<void>> =>
  (dispatch) =>
    whileBusy(dispatch, async () => {
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
      // A widget's booking is always its vendor's: another vendor's chair is then refused by the server with
      // BEACH_CHAIR_OF_OTHER_VENDOR (a toast), never sold into another vendor's booking (issue 21).
      const vendor = widgetVendor() ?? section.publicReference;
      const target = await dispatch(bookingFor(vendor));
      if (!target) return;
      let updated: PublicBookingDto;
      try {
        updated = await addTo(target);
      } catch (error) {
        // The stored booking is gone (expired, paid elsewhere): a new one takes the chair.
        if (!isStaleBookingError(error) || target.beachChairBookings.length + target.extras.length === 0) throw error;
        dispatch(cartCleared());
        updated = await addTo(await dispatch(createBooking(vendor)));
      }
      dispatch(receiveBooking(updated));
      dispatch(cartOpened());
    });

export const removeChairFromCart =
  (id: number): AppThunk<Promise<void>> =>
  (dispatch, getState) =>
    whileBusy(dispatch, async () => {
      const { bookingRef, publicReference } = getState().cart;
      if (!bookingRef || !publicReference) return;
      const updated = await dispatch(
        cartApi.endpoints.deletePublicBeachChairBooking.initiate({ bookingRef, publicReference, id }),
      ).unwrap();
      dispatch(receiveBooking(updated));
    });

export const removeExtraFromCart =
  (bookingExtrasId: number): AppThunk<Promise<void>> =>
  (dispatch, getState) =>
    whileBusy(dispatch, async () => {
      const { bookingRef, publicReference } = getState().cart;
      if (!bookingRef || !publicReference) return;
      const updated = await dispatch(
        cartApi.endpoints.deletePublicBookingExtra.initiate({
          bookingReference: bookingRef,
          publicReference,
          bookingExtrasId,
        }),
      ).unwrap();
      dispatch(receiveBooking(updated));
    });

/** Adds extras in one request; creates the booking first when the cart is empty (extras-only booking). */
export const addExtrasToCart =
  (publicReference: string, items: BookingExtraItemDto[]): AppThunk<Promise<boolean>> =>
  (dispatch) =>
    whileBusy(dispatch, async () => {
      if (items.length === 0) return false;
      const target = await dispatch(bookingFor(widgetVendor() ?? publicReference));
      if (!target) return false;
      const updated = await dispatch(
        cartApi.endpoints.addPublicBookingExtras.initiate({
          bookingReference: target.bookingRef,
          publicReference: target.publicReference,
          addBookingExtrasDto: { items },
        }),
      ).unwrap();
      dispatch(receiveBooking(updated));
      return true;
    });
