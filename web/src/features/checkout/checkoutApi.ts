import { api } from '../../api/generated';

// Confirming or aborting changes what the chairs' availability shows (held → paid or free again).
const bookingChange = ['bookings', 'availability'] as const;

export const checkoutApi = api.enhanceEndpoints({
  endpoints: {
    addPublicBookingCustomer: { invalidatesTags: ['bookings'] },
    updatePublicBooking: { invalidatesTags: ['bookings'] },
    confirmPublicBooking: { invalidatesTags: [...bookingChange] },
    abortPublicBooking: { invalidatesTags: [...bookingChange] },
    // Back from a provider's checkout without paying: PENDING → OPEN, the chair held again.
    abortStripePayment: { invalidatesTags: [...bookingChange, 'payments'] },
  },
});
