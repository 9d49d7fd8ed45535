import { api, type PublicBookingDto } from '../../api/generated';
import { loadCartBooking } from './cartPersistence';

// Every booking change also changes what is free: the section grids and chair checks refetch.
const bookingChange = ['bookings', 'availability'] as const;

export const cartApi = api
  .enhanceEndpoints({
    endpoints: {
      addPublicBeachChairBooking: { invalidatesTags: [...bookingChange] },
      deletePublicBeachChairBooking: { invalidatesTags: [...bookingChange] },
      addPublicBookingExtras: { invalidatesTags: [...bookingChange] },
      updatePublicBookingExtra: { invalidatesTags: [...bookingChange] },
      deletePublicBookingExtra: { invalidatesTags: [...bookingChange] },
      cancelPublicBooking: { invalidatesTags: [...bookingChange] },
    },
  })
  .injectEndpoints({
    // A name the generated api takes already would silently keep the generated endpoint.
    overrideExisting: 'throw',
    endpoints: (build) => ({
      /**
       * The cart's booking (by bookingRef) as the server last answered it: every call that answers with the booking
       * writes it here (receiveBooking). The public API reads a booking only with the customer's e-mail, so the
       * entry's own source is the copy of that answer kept in localStorage (a reload, another tab); null when there is none.
       */
      getStorefrontCart: build.query<PublicBookingDto | null, string>({
        queryFn: (bookingRef) => ({ data: loadCartBooking(bookingRef) }),
      }),
    }),
  });

export const { useGetStorefrontCartQuery } = cartApi;
