import { officeGeneratedApi } from './generated';

/**
 * The generated endpoints with the office's tags: every change to a booking (its status, chairs, extras, customer, money,
 * papers) invalidates what shows bookings — the booking itself, the lists, Today, the calendar, the customers and the
 * documents — so an action in the drawer refreshes every screen behind it without a reload.
 */
const BOOKING_VIEWS = ['Booking', 'Bookings', 'Calendar', 'Today', 'Customers', 'Documents'] as const;

const changesBookings = [
  'confirmOfficeBooking',
  'reserveOfficeBooking',
  'payOfficeBooking',
  'cancelOfficeBooking',
  'cancelOfficeBeachChairBooking',
  'recoverOfficeBooking',
  'assignBookingInvoiceNumber',
  'addOfficeBeachChairBooking',
  'moveOfficeBeachChairBooking',
  'createCartBooking',
  'updateCartBooking',
  'cancelCartBooking',
  'addCartBookingCustomer',
  'addCartBookingExtras',
  'updateCartBookingExtra',
  'deleteCartBookingExtra',
  'deleteCartBookingBeachChairBooking',
  'createCartBeachChairBooking',
  'batchUpdateCartBeachChairBookings',
  'updateCartBeachChairBooking',
  'deleteCartBeachChairBooking',
  'cancelCartBeachChairBooking',
  'payExternalPp',
  'recordBookingRefund',
  'createTillSale',
] as const;

// Stop sales and season contracts change a chair (its section and its own read, tag 'features') as well as what shows
// bookings (the calendar's stop sales and bars, the storefront's plan behind it).
const changesChairsAndBookings = [
  'addBeachChairStopSale',
  'removeBeachChairStopSale',
  'createSeasonContract',
  'endSeasonContract',
] as const;

export const officeApi = officeGeneratedApi.enhanceEndpoints({
  endpoints: {
    ...Object.fromEntries(changesBookings.map((name) => [name, { invalidatesTags: [...BOOKING_VIEWS] }])),
    ...Object.fromEntries(
      changesChairsAndBookings.map((name) => [name, { invalidatesTags: [...BOOKING_VIEWS, 'features'] }]),
    ),
    // The till's sales list and its session's sums (the expected cash): a sale, a storno or a customer added later
    // changes them (and the bookings behind them).
    listTillSessionSales: { providesTags: ['TillSales'] },
    getTillSession: { providesTags: ['TillSales'] },
    createTillSale: { invalidatesTags: [...BOOKING_VIEWS, 'TillSales'] },
    createTillStorno: { invalidatesTags: [...BOOKING_VIEWS, 'TillSales'] },
    addTillSaleCustomer: { invalidatesTags: [...BOOKING_VIEWS, 'TillSales'] },
    createTillCashMovement: { invalidatesTags: ['TillSales'] },
    getSeasonContract: { providesTags: ['features', 'Booking'] },
    listOfficeBookings: { providesTags: ['Bookings'] },
    getOfficeBooking: { providesTags: ['Booking'] },
    calculateCancellationFee: { providesTags: ['Booking'] },
    getBookingPrepayment: { providesTags: ['Booking'] },
    getCartBooking: { providesTags: ['Booking'] },
    getCartBookingHistory: { providesTags: ['Booking'] },
    listOfficeBeachChairBookings: { providesTags: ['Bookings', 'Today'] },
    listSectionBeachChairBookings: { providesTags: ['Calendar'] },
    getSectionAvailability: { providesTags: ['Calendar', 'Today'] },
    getSectionsAvailability: { providesTags: ['Calendar', 'Today'] },
    listBookingCustomers: { providesTags: ['Customers'] },
    listDocuments: { providesTags: ['Documents'] },
    getOfficeToday: { providesTags: ['Today'] },
    // The lock fleet: fitting a lock changes the list and Today's count of locks needing attention.
    listLockDevices: { providesTags: ['Locks'] },
    getLockAttention: { providesTags: ['Locks'] },
    // The fleet and the chair's section (tag 'features') show the fit.
    assignBeachChairLock: { invalidatesTags: ['Locks', 'features'] },
    listApiKeys: { providesTags: ['ApiKeys'] },
    createApiKey: { invalidatesTags: ['ApiKeys'] },
    revokeApiKey: { invalidatesTags: ['ApiKeys'] },
    // The extras screen; the counter's and the drawer's lists of extras read the same list.
    listVendorExtras: { providesTags: ['Extras'] },
    getVendorExtra: { providesTags: ['Extras'] },
    createVendorExtra: { invalidatesTags: ['Extras'] },
    updateVendorExtra: { invalidatesTags: ['Extras'] },
    deleteVendorExtra: { invalidatesTags: ['Extras'] },
    // The locations screen; the context switcher lists the same locations (a new name shows there at once).
    listVendorLocations: { providesTags: ['Locations'] },
    getVendorLocation: { providesTags: ['Locations'] },
    createLocation: { invalidatesTags: ['Locations'] },
    updateLocation: { invalidatesTags: ['Locations'] },
    deleteVendorLocation: { invalidatesTags: ['Locations'] },
    // The company screen (the invoices' company data).
    getVendor: { providesTags: ['Vendor'] },
    updateVendor: { invalidatesTags: ['Vendor'] },
    // A picture belongs to a section or chair ('features': the section's detail), a location or an extra.
    uploadImage: { invalidatesTags: ['features', 'Locations', 'Extras'] },
    deleteImage: { invalidatesTags: ['features', 'Locations', 'Extras'] },
    orderImages: { invalidatesTags: ['features', 'Locations', 'Extras'] },
  },
});

export * from './generated';
