import { api } from '../../api/generated';

// Every booking change also changes what is free: the section grids and chair checks refetch.
const bookingChange = ['bookings', 'availability'] as const;

export const cartApi = api.enhanceEndpoints({
  endpoints: {
    addPublicBeachChairBooking: { invalidatesTags: [...bookingChange] },
    deletePublicBeachChairBooking: { invalidatesTags: [...bookingChange] },
    addPublicBookingExtras: { invalidatesTags: [...bookingChange] },
    updatePublicBookingExtra: { invalidatesTags: [...bookingChange] },
    deletePublicBookingExtra: { invalidatesTags: [...bookingChange] },
    cancelPublicBooking: { invalidatesTags: [...bookingChange] },
  },
});
