// Addresses of the result pages (spec 2), built in one place.
export const resultPaths = {
  success: (bookingRef: string, email: string) =>
    `/result/success?${new URLSearchParams({ sbl_bookingRef: bookingRef, sbl_email: email })}`,
  error: (bookingRef: string, email: string) =>
    `/result/error?${new URLSearchParams({ sbl_bookingRef: bookingRef, sbl_email: email })}`,
  /** The widget's page while the provider's checkout runs in a window of its own (issue 21). */
  paying: (bookingRef: string, email: string) =>
    `/result/paying?${new URLSearchParams({ sbl_bookingRef: bookingRef, sbl_email: email })}`,
  bankTransfer: (bookingRef: string, email: string) =>
    `/booking/result_bank_transfer?${new URLSearchParams({ bookingReference: bookingRef, email })}`,
  lookup: (bookingRef: string, email: string) => `/bookings?${new URLSearchParams({ bookingRef, email })}`,
};
