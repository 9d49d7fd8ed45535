import { api } from './baseApi';
export const addTagTypes = [
  'destinations',
  'availability',
  'prices',
  'public catalogue',
  'bookings',
  'users',
  'payments',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
      searchDestinations: build.query<SearchDestinationsApiResponse, SearchDestinationsApiArg>({
        query: (queryArg) => ({
          url: `/destinations/search`,
          params: {
            q: queryArg.q,
            onlineBooking: queryArg.onlineBooking,
          },
        }),
        providesTags: ['destinations'],
      }),
      getPublicBeachChair: build.query<GetPublicBeachChairApiResponse, GetPublicBeachChairApiArg>({
        query: (queryArg) => ({ url: `/destinations/beach-chairs/${queryArg.id}` }),
        providesTags: ['destinations'],
      }),
      listRegions: build.query<ListRegionsApiResponse, ListRegionsApiArg>({
        query: (queryArg) => ({
          url: `/destinations/regions`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            orderBy: queryArg.orderBy,
            orderDir: queryArg.orderDir,
            search: queryArg.search,
            filterBy: queryArg.filterBy,
            filter: queryArg.filter,
            filters: queryArg.filters,
            csv: queryArg.csv,
            csvFormat: queryArg.csvFormat,
          },
        }),
        providesTags: ['destinations'],
      }),
      getRegion: build.query<GetRegionApiResponse, GetRegionApiArg>({
        query: (queryArg) => ({ url: `/destinations/regions/${queryArg.id}` }),
        providesTags: ['destinations'],
      }),
      listCities: build.query<ListCitiesApiResponse, ListCitiesApiArg>({
        query: (queryArg) => ({
          url: `/destinations/cities`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            orderBy: queryArg.orderBy,
            orderDir: queryArg.orderDir,
            search: queryArg.search,
            filterBy: queryArg.filterBy,
            filter: queryArg.filter,
            filters: queryArg.filters,
            csv: queryArg.csv,
            csvFormat: queryArg.csvFormat,
          },
        }),
        providesTags: ['destinations'],
      }),
      getCity: build.query<GetCityApiResponse, GetCityApiArg>({
        query: (queryArg) => ({ url: `/destinations/cities/${queryArg.id}` }),
        providesTags: ['destinations'],
      }),
      listBeaches: build.query<ListBeachesApiResponse, ListBeachesApiArg>({
        query: (queryArg) => ({
          url: `/destinations/beaches`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            orderBy: queryArg.orderBy,
            orderDir: queryArg.orderDir,
            search: queryArg.search,
            filterBy: queryArg.filterBy,
            filter: queryArg.filter,
            filters: queryArg.filters,
            csv: queryArg.csv,
            csvFormat: queryArg.csvFormat,
          },
        }),
        providesTags: ['destinations'],
      }),
      getBeach: build.query<GetBeachApiResponse, GetBeachApiArg>({
        query: (queryArg) => ({ url: `/destinations/beaches/${queryArg.id}` }),
        providesTags: ['destinations'],
      }),
      listSections: build.query<ListSectionsApiResponse, ListSectionsApiArg>({
        query: (queryArg) => ({
          url: `/destinations/sections`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            orderBy: queryArg.orderBy,
            orderDir: queryArg.orderDir,
            search: queryArg.search,
            filterBy: queryArg.filterBy,
            filter: queryArg.filter,
            filters: queryArg.filters,
            csv: queryArg.csv,
            csvFormat: queryArg.csvFormat,
          },
        }),
        providesTags: ['destinations'],
      }),
      getSection: build.query<GetSectionApiResponse, GetSectionApiArg>({
        query: (queryArg) => ({ url: `/destinations/sections/${queryArg.id}` }),
        providesTags: ['destinations'],
      }),
      getPublicSectionAvailability: build.query<
        GetPublicSectionAvailabilityApiResponse,
        GetPublicSectionAvailabilityApiArg
      >({
        query: (queryArg) => ({
          url: `/features/public/sections/${queryArg.id}/beach_chairs_availability`,
          params: {
            start: queryArg.start,
            end: queryArg.end,
            timeZone: queryArg.timeZone,
            row: queryArg.row,
            model: queryArg.model,
            lock: queryArg.lock,
            free: queryArg.free,
            publicReference: queryArg.publicReference,
          },
        }),
        providesTags: ['availability'],
      }),
      getPublicCalendarAvailability: build.query<
        GetPublicCalendarAvailabilityApiResponse,
        GetPublicCalendarAvailabilityApiArg
      >({
        query: (queryArg) => ({
          url: `/features/public/sections/${queryArg.id}/calendar_availability`,
          params: {
            row: queryArg.row,
            model: queryArg.model,
            lock: queryArg.lock,
            free: queryArg.free,
            start: queryArg.start,
            end: queryArg.end,
            timeZone: queryArg.timeZone,
            publicReference: queryArg.publicReference,
          },
        }),
        providesTags: ['availability'],
      }),
      calculatePrice: build.query<CalculatePriceApiResponse, CalculatePriceApiArg>({
        query: (queryArg) => ({
          url: `/prices/calculate`,
          headers: {
            appVersion: queryArg.appVersion,
          },
          params: {
            start: queryArg.start,
            end: queryArg.end,
            sectionId: queryArg.sectionId,
            rowId: queryArg.rowId,
            model: queryArg.model,
            publicReference: queryArg.publicReference,
            isPublic: queryArg.isPublic,
            rate: queryArg.rate,
          },
        }),
        providesTags: ['prices'],
      }),
      listPublicExtras: build.query<ListPublicExtrasApiResponse, ListPublicExtrasApiArg>({
        query: (queryArg) => ({
          url: `/features/public/extras`,
          params: {
            page: queryArg.page,
            itemsPerPage: queryArg.itemsPerPage,
            orderBy: queryArg.orderBy,
            orderDir: queryArg.orderDir,
            search: queryArg.search,
            filterBy: queryArg.filterBy,
            filter: queryArg.filter,
            filters: queryArg.filters,
            csv: queryArg.csv,
            csvFormat: queryArg.csvFormat,
            publicReference: queryArg.publicReference,
            sectionId: queryArg.sectionId,
          },
        }),
        providesTags: ['public catalogue'],
      }),
      getPublicVendor: build.query<GetPublicVendorApiResponse, GetPublicVendorApiArg>({
        query: (queryArg) => ({
          url: `/features/public/vendor`,
          params: {
            publicReference: queryArg.publicReference,
          },
        }),
        providesTags: ['public catalogue'],
      }),
      getPublicConfig: build.query<GetPublicConfigApiResponse, GetPublicConfigApiArg>({
        query: (queryArg) => ({
          url: `/features/public/config`,
          params: {
            publicReference: queryArg.publicReference,
          },
        }),
        providesTags: ['public catalogue'],
      }),
      createPublicBooking: build.mutation<CreatePublicBookingApiResponse, CreatePublicBookingApiArg>({
        query: (queryArg) => ({
          url: `/features/public/booking`,
          method: 'POST',
          params: {
            publicReference: queryArg.publicReference,
            timeZone: queryArg.timeZone,
            source: queryArg.source,
            affiliateReference: queryArg.affiliateReference,
            widgetReference: queryArg.widgetReference,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      updatePublicBooking: build.mutation<UpdatePublicBookingApiResponse, UpdatePublicBookingApiArg>({
        query: (queryArg) => ({
          url: `/features/public/booking`,
          method: 'PUT',
          body: queryArg.updatePublicBookingDto,
          params: {
            bookingRef: queryArg.bookingRef,
            email: queryArg.email,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      addPublicBeachChairBooking: build.mutation<
        AddPublicBeachChairBookingApiResponse,
        AddPublicBeachChairBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/features/public/booking/${queryArg.bookingRef}/beach_chair_bookings`,
          method: 'POST',
          body: queryArg.addBeachChairBookingDto,
          params: {
            publicReference: queryArg.publicReference,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      deletePublicBeachChairBooking: build.mutation<
        DeletePublicBeachChairBookingApiResponse,
        DeletePublicBeachChairBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/features/public/booking/${queryArg.bookingRef}/beach_chair_booking/${queryArg.id}`,
          method: 'DELETE',
          params: {
            publicReference: queryArg.publicReference,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      getPublicBookingStatus: build.query<GetPublicBookingStatusApiResponse, GetPublicBookingStatusApiArg>({
        query: (queryArg) => ({ url: `/features/public/booking_status/${queryArg.bookingReference}` }),
        providesTags: ['bookings'],
      }),
      addPublicBookingExtras: build.mutation<AddPublicBookingExtrasApiResponse, AddPublicBookingExtrasApiArg>({
        query: (queryArg) => ({
          url: `/features/public/${queryArg.bookingReference}/extras`,
          method: 'POST',
          body: queryArg.addBookingExtrasDto,
          params: {
            publicReference: queryArg.publicReference,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      updatePublicBookingExtra: build.mutation<UpdatePublicBookingExtraApiResponse, UpdatePublicBookingExtraApiArg>({
        query: (queryArg) => ({
          url: `/features/public/${queryArg.bookingReference}/extras/${queryArg.bookingExtrasId}`,
          method: 'PUT',
          body: queryArg.bookingExtraAmountDto,
          params: {
            publicReference: queryArg.publicReference,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      deletePublicBookingExtra: build.mutation<DeletePublicBookingExtraApiResponse, DeletePublicBookingExtraApiArg>({
        query: (queryArg) => ({
          url: `/features/public/${queryArg.bookingReference}/extras/${queryArg.bookingExtrasId}`,
          method: 'DELETE',
          params: {
            publicReference: queryArg.publicReference,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      addPublicBookingCustomer: build.mutation<AddPublicBookingCustomerApiResponse, AddPublicBookingCustomerApiArg>({
        query: (queryArg) => ({
          url: `/features/public/booking/${queryArg.bookingRef}/add_customer`,
          method: 'POST',
          body: queryArg.addPublicBookingCustomerDto,
          params: {
            publicReference: queryArg.publicReference,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      confirmPublicBooking: build.mutation<ConfirmPublicBookingApiResponse, ConfirmPublicBookingApiArg>({
        query: (queryArg) => ({
          url: `/features/public/booking/confirm`,
          method: 'PUT',
          params: {
            bookingRef: queryArg.bookingRef,
            email: queryArg.email,
            flow: queryArg.flow,
            timeZone: queryArg.timeZone,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      abortPublicBooking: build.mutation<AbortPublicBookingApiResponse, AbortPublicBookingApiArg>({
        query: (queryArg) => ({
          url: `/features/public/booking/abort`,
          method: 'PUT',
          params: {
            bookingRef: queryArg.bookingRef,
            email: queryArg.email,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      cancelPublicBooking: build.mutation<CancelPublicBookingApiResponse, CancelPublicBookingApiArg>({
        query: (queryArg) => ({
          url: `/features/public/booking/cancel`,
          method: 'PUT',
          params: {
            bookingRef: queryArg.bookingRef,
            email: queryArg.email,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      getPublicBookingCancellation: build.query<
        GetPublicBookingCancellationApiResponse,
        GetPublicBookingCancellationApiArg
      >({
        query: (queryArg) => ({
          url: `/features/public/booking/cancellation`,
          params: {
            bookingRef: queryArg.bookingRef,
            email: queryArg.email,
          },
        }),
        providesTags: ['bookings'],
      }),
      cancelPublicBookingOnline: build.mutation<CancelPublicBookingOnlineApiResponse, CancelPublicBookingOnlineApiArg>({
        query: (queryArg) => ({
          url: `/features/public/booking/cancellation`,
          method: 'PUT',
          params: {
            bookingRef: queryArg.bookingRef,
            email: queryArg.email,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      getPublicBookingDetails: build.query<GetPublicBookingDetailsApiResponse, GetPublicBookingDetailsApiArg>({
        query: (queryArg) => ({
          url: `/features/public/booking_details`,
          params: {
            bookingRef: queryArg.bookingRef,
            email: queryArg.email,
          },
        }),
        providesTags: ['bookings'],
      }),
      confirm: build.mutation<ConfirmApiResponse, ConfirmApiArg>({
        query: (queryArg) => ({ url: `/features/users/confirm`, method: 'POST', body: queryArg.confirmDto }),
        invalidatesTags: ['users'],
      }),
      requestPasswordReset: build.mutation<RequestPasswordResetApiResponse, RequestPasswordResetApiArg>({
        query: (queryArg) => ({ url: `/features/users/password/reset`, method: 'POST', body: queryArg.emailDto }),
        invalidatesTags: ['users'],
      }),
      confirmPasswordReset: build.mutation<ConfirmPasswordResetApiResponse, ConfirmPasswordResetApiArg>({
        query: (queryArg) => ({
          url: `/features/users/password/confirm`,
          method: 'POST',
          body: queryArg.passwordConfirmDto,
        }),
        invalidatesTags: ['users'],
      }),
      createStripeCheckoutSession: build.mutation<
        CreateStripeCheckoutSessionApiResponse,
        CreateStripeCheckoutSessionApiArg
      >({
        query: (queryArg) => ({
          url: `/payments/stripe/checkout-session`,
          method: 'POST',
          body: queryArg.body,
          params: {
            bookingRef: queryArg.bookingRef,
            email: queryArg.email,
            flow: queryArg.flow,
            timeZone: queryArg.timeZone,
          },
        }),
        invalidatesTags: ['payments'],
      }),
      createPaypalPayment: build.mutation<CreatePaypalPaymentApiResponse, CreatePaypalPaymentApiArg>({
        query: (queryArg) => ({
          url: `/payments/paypal/payment`,
          method: 'POST',
          body: queryArg.body,
          params: {
            bookingRef: queryArg.bookingRef,
            email: queryArg.email,
            flow: queryArg.flow,
            timeZone: queryArg.timeZone,
          },
        }),
        invalidatesTags: ['payments'],
      }),
      abortStripePayment: build.mutation<AbortStripePaymentApiResponse, AbortStripePaymentApiArg>({
        query: (queryArg) => ({
          url: `/payments/stripe/payment/abort`,
          method: 'PUT',
          params: {
            bookingRef: queryArg.bookingRef,
            email: queryArg.email,
          },
        }),
        invalidatesTags: ['payments'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as api };
export type SearchDestinationsApiResponse = /** status 200  */ DestinationSearchResultDto;
export type SearchDestinationsApiArg = {
  /** Phrase searched case-insensitively in the names */
  q: string;
  /** Only sections bookable online (and their parents) */
  onlineBooking?: boolean;
};
export type GetPublicBeachChairApiResponse = /** status 200  */ PublicBeachChairDto;
export type GetPublicBeachChairApiArg = {
  id: number;
};
export type ListRegionsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: RegionDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListRegionsApiArg = {
  /** Page number, starting at 1 (0 is read as 1) */
  page?: number;
  /** Items per page; 0 means all. Default 25, values above 500 are capped */
  itemsPerPage?: number;
  /** Field to sort by (each list names the fields it allows) */
  orderBy?: string;
  orderDir?: SortDirection;
  /** Case-insensitive phrase searched in the names */
  search?: string;
  /** Field of a single equality filter, used with filter */
  filterBy?: string;
  /** Value of the single filter named by filterBy */
  filter?: string;
  /** JSON object of filters: {"field": value} for equality, {"field": {"not": value}}, {"field": {"in": [values]}} */
  filters?: string;
  /** Answer text/csv instead of JSON */
  csv?: boolean;
  /** Dialect of the csv=true answer (ignored without it). rfc4180 (default): comma, values as in JSON (ISO dates, decimal point). excel-de: for German spreadsheets: semicolon, UTF-8 BOM, CRLF, dates dd.MM.yyyy and instants dd.MM.yyyy HH:mm in Europe/Berlin (or the row's timeZone), a stay's end as its last day, decimal comma, euros with two decimals */
  csvFormat?: CsvFormat;
};
export type GetRegionApiResponse = /** status 200  */ RegionDto;
export type GetRegionApiArg = {
  id: number;
};
export type ListCitiesApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: CityDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListCitiesApiArg = {
  /** Page number, starting at 1 (0 is read as 1) */
  page?: number;
  /** Items per page; 0 means all. Default 25, values above 500 are capped */
  itemsPerPage?: number;
  /** Field to sort by (each list names the fields it allows) */
  orderBy?: string;
  orderDir?: SortDirection;
  /** Case-insensitive phrase searched in the names */
  search?: string;
  /** Field of a single equality filter, used with filter */
  filterBy?: string;
  /** Value of the single filter named by filterBy */
  filter?: string;
  /** JSON object of filters: {"field": value} for equality, {"field": {"not": value}}, {"field": {"in": [values]}} */
  filters?: string;
  /** Answer text/csv instead of JSON */
  csv?: boolean;
  /** Dialect of the csv=true answer (ignored without it). rfc4180 (default): comma, values as in JSON (ISO dates, decimal point). excel-de: for German spreadsheets: semicolon, UTF-8 BOM, CRLF, dates dd.MM.yyyy and instants dd.MM.yyyy HH:mm in Europe/Berlin (or the row's timeZone), a stay's end as its last day, decimal comma, euros with two decimals */
  csvFormat?: CsvFormat;
};
export type GetCityApiResponse = /** status 200  */ CityDto;
export type GetCityApiArg = {
  id: number;
};
export type ListBeachesApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: BeachDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListBeachesApiArg = {
  /** Page number, starting at 1 (0 is read as 1) */
  page?: number;
  /** Items per page; 0 means all. Default 25, values above 500 are capped */
  itemsPerPage?: number;
  /** Field to sort by (each list names the fields it allows) */
  orderBy?: string;
  orderDir?: SortDirection;
  /** Case-insensitive phrase searched in the names */
  search?: string;
  /** Field of a single equality filter, used with filter */
  filterBy?: string;
  /** Value of the single filter named by filterBy */
  filter?: string;
  /** JSON object of filters: {"field": value} for equality, {"field": {"not": value}}, {"field": {"in": [values]}} */
  filters?: string;
  /** Answer text/csv instead of JSON */
  csv?: boolean;
  /** Dialect of the csv=true answer (ignored without it). rfc4180 (default): comma, values as in JSON (ISO dates, decimal point). excel-de: for German spreadsheets: semicolon, UTF-8 BOM, CRLF, dates dd.MM.yyyy and instants dd.MM.yyyy HH:mm in Europe/Berlin (or the row's timeZone), a stay's end as its last day, decimal comma, euros with two decimals */
  csvFormat?: CsvFormat;
};
export type GetBeachApiResponse = /** status 200  */ BeachDto;
export type GetBeachApiArg = {
  id: number;
};
export type ListSectionsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: SectionDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListSectionsApiArg = {
  /** Page number, starting at 1 (0 is read as 1) */
  page?: number;
  /** Items per page; 0 means all. Default 25, values above 500 are capped */
  itemsPerPage?: number;
  /** Field to sort by (each list names the fields it allows) */
  orderBy?: string;
  orderDir?: SortDirection;
  /** Case-insensitive phrase searched in the names */
  search?: string;
  /** Field of a single equality filter, used with filter */
  filterBy?: string;
  /** Value of the single filter named by filterBy */
  filter?: string;
  /** JSON object of filters: {"field": value} for equality, {"field": {"not": value}}, {"field": {"in": [values]}} */
  filters?: string;
  /** Answer text/csv instead of JSON */
  csv?: boolean;
  /** Dialect of the csv=true answer (ignored without it). rfc4180 (default): comma, values as in JSON (ISO dates, decimal point). excel-de: for German spreadsheets: semicolon, UTF-8 BOM, CRLF, dates dd.MM.yyyy and instants dd.MM.yyyy HH:mm in Europe/Berlin (or the row's timeZone), a stay's end as its last day, decimal comma, euros with two decimals */
  csvFormat?: CsvFormat;
};
export type GetSectionApiResponse = /** status 200  */ SectionDetailDto;
export type GetSectionApiArg = {
  id: number;
};
export type GetPublicSectionAvailabilityApiResponse = /** status 200  */ SectionAvailabilityDto;
export type GetPublicSectionAvailabilityApiArg = {
  id: number;
  /** First day (yyyy-MM-dd) */
  start: string;
  /** Last day, included (yyyy-MM-dd); equal to start for one day */
  end: string;
  /** IANA time zone the dates are read in (default Europe/Berlin) */
  timeZone?: string;
  /** Only the chairs of this row (sections with subsections) */
  row?: number;
  /** Only chairs of this model */
  model?: BeachChairModel;
  /** true: only chairs with a smart lock; false: only chairs without */
  lock?: boolean;
  /** true: only chairs that can be booked for the range (whole days or a half day) */
  free?: boolean;
  /** The section's vendor's public reference; another vendor's answers 404 */
  publicReference: string;
};
export type GetPublicCalendarAvailabilityApiResponse = /** status 200  */ CalendarAvailabilityDto;
export type GetPublicCalendarAvailabilityApiArg = {
  id: number;
  /** Only the chairs of this row (sections with subsections) */
  row?: number;
  /** Only chairs of this model */
  model?: BeachChairModel;
  /** true: only chairs with a smart lock; false: only chairs without */
  lock?: boolean;
  /** true: only chairs that can be booked for the range (whole days or a half day) */
  free?: boolean;
  /** First day (yyyy-MM-dd) */
  start: string;
  /** Last day, included; default 31 December of the start year */
  end?: string;
  /** IANA time zone the dates are read in (default Europe/Berlin) */
  timeZone?: string;
  /** The section's vendor's public reference; another vendor's answers 404 */
  publicReference: string;
};
export type CalculatePriceApiResponse = /** status 200  */ PriceCalculationDto;
export type CalculatePriceApiArg = {
  /** First day (yyyy-MM-dd) */
  start: string;
  /** Last day, included (yyyy-MM-dd); default start (one day) */
  end?: string;
  /** The section whose prices apply */
  sectionId: number;
  /** The chair's row: a row's own price definition wins over the section's, per rate kind */
  rowId?: number;
  /** The chair's model: a model's own definition wins, per rate kind (the kinds it lacks come from the row's or section's) */
  model?: BeachChairModel;
  /** The section's vendor's public reference (the storefront); not needed with a VENDOR or ADMIN token (the token's vendor) */
  publicReference?: string;
  /** Default true: the storefront asks, by publicReference (without one, a VENDOR or ADMIN token asks). false: the back office asks, with a VENDOR or ADMIN token */
  isPublic?: boolean;
  /** Price at this rate or answer 422 RATE_NOT_APPLICABLE (never another rate); default the best rate (one day: DAY) */
  rate?: RateType;
  /** The client's version */
  appVersion: string;
};
export type ListPublicExtrasApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: PublicExtraDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListPublicExtrasApiArg = {
  /** Page number, starting at 1 (0 is read as 1) */
  page?: number;
  /** Items per page; 0 means all. Default 25, values above 500 are capped */
  itemsPerPage?: number;
  /** Field to sort by (each list names the fields it allows) */
  orderBy?: string;
  orderDir?: SortDirection;
  /** Case-insensitive phrase searched in the names */
  search?: string;
  /** Field of a single equality filter, used with filter */
  filterBy?: string;
  /** Value of the single filter named by filterBy */
  filter?: string;
  /** JSON object of filters: {"field": value} for equality, {"field": {"not": value}}, {"field": {"in": [values]}} */
  filters?: string;
  /** Answer text/csv instead of JSON */
  csv?: boolean;
  /** Dialect of the csv=true answer (ignored without it). rfc4180 (default): comma, values as in JSON (ISO dates, decimal point). excel-de: for German spreadsheets: semicolon, UTF-8 BOM, CRLF, dates dd.MM.yyyy and instants dd.MM.yyyy HH:mm in Europe/Berlin (or the row's timeZone), a stay's end as its last day, decimal comma, euros with two decimals */
  csvFormat?: CsvFormat;
  /** The vendor's public reference */
  publicReference: string;
  /** Only extras offered at this section's location (and the vendor-wide ones) */
  sectionId?: number;
};
export type GetPublicVendorApiResponse = /** status 200  */ PublicVendorDto;
export type GetPublicVendorApiArg = {
  /** The vendor's public reference */
  publicReference: string;
};
export type GetPublicConfigApiResponse = /** status 200  */ PublicConfigDto;
export type GetPublicConfigApiArg = {
  /** The vendor's public reference */
  publicReference: string;
};
export type CreatePublicBookingApiResponse = /** status 201  */ PublicBookingDto;
export type CreatePublicBookingApiArg = {
  /** The section's vendor's public reference; another vendor's answers 404 */
  publicReference: string;
  /** IANA time zone the booking's days are counted in (default Europe/Berlin) */
  timeZone?: string;
  /** Where the booking starts (default WEBSITE) */
  source?: PublicBookingSource;
  /** The referring partner, if any */
  affiliateReference?: string;
  /** The widget's vendor (its publicReference), required with source WIDGET: a widget opens bookings only for its own vendor, so it must equal publicReference */
  widgetReference?: string;
};
export type UpdatePublicBookingApiResponse = /** status 200  */ PublicBookingDto;
export type UpdatePublicBookingApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  email: string;
  updatePublicBookingDto: UpdatePublicBookingDto;
};
export type AddPublicBeachChairBookingApiResponse = /** status 201  */ PublicBookingDto;
export type AddPublicBeachChairBookingApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  /** The section's vendor's public reference; another vendor's answers 404 */
  publicReference: string;
  addBeachChairBookingDto: AddBeachChairBookingDto;
};
export type DeletePublicBeachChairBookingApiResponse = /** status 200  */ PublicBookingDto;
export type DeletePublicBeachChairBookingApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  /** The chair booking */
  id: number;
  /** The section's vendor's public reference; another vendor's answers 404 */
  publicReference: string;
};
export type GetPublicBookingStatusApiResponse = /** status 200  */ PublicBookingStatusDto;
export type GetPublicBookingStatusApiArg = {
  /** The booking reference (8 characters) */
  bookingReference: string;
};
export type AddPublicBookingExtrasApiResponse = /** status 201  */ PublicBookingDto;
export type AddPublicBookingExtrasApiArg = {
  /** The booking reference (8 characters) */
  bookingReference: string;
  /** The section's vendor's public reference; another vendor's answers 404 */
  publicReference: string;
  addBookingExtrasDto: AddBookingExtrasDto;
};
export type UpdatePublicBookingExtraApiResponse = /** status 200  */ PublicBookingDto;
export type UpdatePublicBookingExtraApiArg = {
  /** The booking reference (8 characters) */
  bookingReference: string;
  /** The extra line of the booking */
  bookingExtrasId: number;
  /** The section's vendor's public reference; another vendor's answers 404 */
  publicReference: string;
  bookingExtraAmountDto: BookingExtraAmountDto;
};
export type DeletePublicBookingExtraApiResponse = /** status 200  */ PublicBookingDto;
export type DeletePublicBookingExtraApiArg = {
  /** The booking reference (8 characters) */
  bookingReference: string;
  /** The extra line of the booking */
  bookingExtrasId: number;
  /** The section's vendor's public reference; another vendor's answers 404 */
  publicReference: string;
};
export type AddPublicBookingCustomerApiResponse = /** status 201  */ PublicBookingDto;
export type AddPublicBookingCustomerApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  /** The section's vendor's public reference; another vendor's answers 404 */
  publicReference: string;
  addPublicBookingCustomerDto: AddPublicBookingCustomerDto;
};
export type ConfirmPublicBookingApiResponse = /** status 200  */ PublicBookingDto;
export type ConfirmPublicBookingApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  email: string;
  /** Where the customer books (default website) */
  flow?: PublicBookingFlow;
  /** The customer's IANA time zone */
  timeZone?: string;
};
export type AbortPublicBookingApiResponse = /** status 200  */ PublicBookingDto;
export type AbortPublicBookingApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  email: string;
};
export type CancelPublicBookingApiResponse = /** status 200  */ PublicBookingDto;
export type CancelPublicBookingApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  email: string;
};
export type GetPublicBookingCancellationApiResponse = /** status 200  */ PublicBookingCancellationDto;
export type GetPublicBookingCancellationApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  email: string;
};
export type CancelPublicBookingOnlineApiResponse = /** status 200  */ PublicBookingDto;
export type CancelPublicBookingOnlineApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  email: string;
};
export type GetPublicBookingDetailsApiResponse = /** status 200  */ PublicBookingDto;
export type GetPublicBookingDetailsApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  email: string;
};
export type ConfirmApiResponse = /** status 200  */ AccountConfirmedDto;
export type ConfirmApiArg = {
  confirmDto: ConfirmDto;
};
export type RequestPasswordResetApiResponse = /** status 202  */ MailAcceptedDto;
export type RequestPasswordResetApiArg = {
  emailDto: EmailDto;
};
export type ConfirmPasswordResetApiResponse = /** status 200  */ AccountConfirmedDto;
export type ConfirmPasswordResetApiArg = {
  passwordConfirmDto: PasswordConfirmDto;
};
export type CreateStripeCheckoutSessionApiResponse =
  /** status 201 With Accept: application/json instead of the 303 */ CheckoutStartedDto;
export type CreateStripeCheckoutSessionApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  email: string;
  /** Where the customer books (default website); widget returns to the widget */
  flow?: PublicBookingFlow;
  /** The customer's IANA time zone (accepted; the mails use the booking's) */
  timeZone?: string;
  /** Ignored (the storefront posts an empty form) */
  body: object;
};
export type CreatePaypalPaymentApiResponse =
  /** status 201 With Accept: application/json instead of the 303 */ CheckoutStartedDto;
export type CreatePaypalPaymentApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  email: string;
  /** Where the customer books (default website); widget returns to the widget */
  flow?: PublicBookingFlow;
  /** The customer's IANA time zone (accepted; the mails use the booking's) */
  timeZone?: string;
  /** Ignored (the storefront posts an empty form) */
  body: object;
};
export type AbortStripePaymentApiResponse = /** status 200  */ PublicBookingDto;
export type AbortStripePaymentApiArg = {
  /** The booking reference (8 characters) */
  bookingRef: string;
  email: string;
};
export type HierarchyNodeKind = 'REGION' | 'CITY' | 'BEACH' | 'BEACH_SECTION';
export type DestinationNodeDto = {
  kind: HierarchyNodeKind;
  id: number;
  name: string;
  /** Id of the parent node (region of a city, city of a beach, ...) */
  parentId: number | null;
  /** Whether the name itself matched (otherwise it is a parent or child of a match) */
  match: boolean;
};
export type DestinationSearchResultDto = {
  /** Matches with their parents and children, ordered as a tree */
  items: DestinationNodeDto[];
};
export type ValidationErrorDto = {
  statusCode: 400;
  message: string[] | string;
  error: 'Bad Request';
  /** Each refused field with the rule it broke (class-validator constraint: min, maxLength, matches, isNotBeforeStart, isGermanPostcode, …) and the rule’s bound, for a client to say in its own words; in the order of the messages */
  fields?: {
    field: string;
    constraint: string;
    limit?: number;
  }[];
};
export type BeachChairModel =
  | '2_SEAT_RECLINER'
  | '2.5_SEAT_RECLINER'
  | 'BALTIC_BEACH_CHAIR'
  | '2_SEAT_CHAIR'
  | '3_SEAT_CHAIR'
  | 'FULL_RECLINER'
  | 'BEACH_CHAIR_BED'
  | 'DAYBED'
  | 'XL_BEACH_CHAIR'
  | 'SAUNA'
  | 'FAMILY_BEACH_CHAIR'
  | 'XL_BEACH_CHAIR_TURNABLE'
  | '2_SEAT_CHAIR_TURNABLE'
  | 'COMFORT'
  | 'WHEELCHAIR'
  | 'CHILDBEACHCHAIR'
  | 'XXL_BEACH_CHAIR'
  | 'DOG_BEACH_CHAIR'
  | 'FKK_BUDJE'
  | 'NORDORT'
  | 'PREMIUM'
  | 'RETRO';
export type TimeEnum = 'ALL_DAY' | 'HALF_DAY';
export type BeachChairColor =
  | '0'
  | 'silver'
  | 'darkgreen'
  | 'green'
  | 'lightgreen'
  | 'darkblue'
  | 'blue'
  | 'lightblue'
  | 'darkred'
  | 'red'
  | 'lightred'
  | 'white'
  | 'brightyellow'
  | 'yellow'
  | 'darkyellow'
  | 'black'
  | 'brightbrown'
  | 'brown'
  | 'darkbrown'
  | 'beige'
  | 'orange'
  | 'grey'
  | 'purple'
  | 'pink';
export type BeachChairAttributesDto = {
  /** "0" means no colour */
  color: BeachChairColor;
};
export type GeoJsonPoint = {
  type: 'Point';
  /** [lng, lat] */
  coordinates: number[];
};
export type ImageDto = {
  id: number;
  /** Public URL of the re-encoded image (relative to the server) */
  url: string;
  mimeType: 'image/jpeg' | 'image/png' | 'image/webp';
  width: number;
  height: number;
  sizeBytes: number;
  sectionId: number | null;
  locationId: number | null;
  beachChairId: number | null;
  extraId: number | null;
  position: number;
};
export type PublicBeachChairDto = {
  id: number;
  sectionId: number;
  rowId: number | null;
  publicNumber: string;
  model: BeachChairModel;
  timeEnum: TimeEnum;
  lockId: number | null;
  seasonBeachChair: boolean;
  attributes: BeachChairAttributesDto;
  geoJson: GeoJsonPoint | null;
  description: string | null;
  /** Held back by the vendor, not bookable online */
  reserved: boolean;
  images: ImageDto[];
};
export type GeoJsonPolygon = {
  type: 'Polygon';
  /** Closed linear rings of [lng, lat] pairs; the first ring is the outline */
  coordinates: number[][][];
};
export type RegionDto = {
  id: number;
  name: string;
  countryId: number;
  geoJson: GeoJsonPolygon | null;
  active: boolean;
};
export type SortDirection = 'ASC' | 'DESC';
export type CsvFormat = 'rfc4180' | 'excel-de';
export type CityDto = {
  id: number;
  name: string;
  regionId: number;
  geoJson: GeoJsonPoint | null;
  active: boolean;
};
export type BeachDto = {
  id: number;
  name: string;
  cityId: number;
  geoJson: GeoJsonPolygon | null;
  active: boolean;
};
export type SectionLocationDto = {
  id: number;
  name: string;
  vendorId: number;
  entranceName: string | null;
  /** Hours after the start of tomorrow before a booking may begin */
  leadTimeHours: number | null;
  /** Season start as DD-MM; null means 1 June */
  seasonStart: string | null;
  /** Season end as DD-MM; null means 31 October of next year */
  seasonEnd: string | null;
  /** Online booking opens on this day */
  bookingStartdate: string | null;
};
export type SectionDto = {
  id: number;
  name: string;
  beachId: number;
  cityId: number;
  locationId: number;
  /** The operating vendor's public reference, used by the public booking calls */
  publicReference: string;
  hasSubsections: boolean;
  onlineBooking: boolean;
  geoJson: GeoJsonPolygon | null;
  description: string | null;
  /** English description; null: show description */
  descriptionEn: string | null;
  /** Link to the beach plan */
  beachPlan: string | null;
  location: SectionLocationDto;
};
export type LocalizedTextDto = {
  de?: string;
  en?: string;
};
export type LocationAttributesDto = {
  showers?: boolean;
  /** Naturist (FKK) beach */
  nude?: boolean;
  dogs?: boolean;
  pedalBoat?: boolean;
  dressingRoom?: boolean;
  rentalToys?: boolean;
  drinks?: boolean;
  wlan?: boolean;
  freeMagazine?: boolean;
  wc?: boolean;
  wheelchairAccess?: boolean;
  ice?: boolean;
  playground?: boolean;
  food?: boolean;
  carParking?: boolean;
  rentalBikes?: boolean;
  sup?: boolean;
  baywatch?: boolean;
  cardPayment?: boolean;
};
export type OpeningHoursDto = {
  /** ISO weekday: 1 Monday … 7 Sunday */
  weekday: number;
  opening: string;
  closing: string;
};
export type PublicAddressDto = {
  street?: string;
  houseNumber?: string;
  zip?: string;
  city?: string;
  country?: string;
};
export type SectionTermsDto = {
  /** The location or its vendor has rental terms */
  available: boolean;
  /** The terms as a PDF (null: none) */
  pdfUrl: string | null;
  /** The terms as an HTML page (null: none) */
  htmlUrl: string | null;
};
export type SectionDetailLocationDto = {
  id: number;
  name: string;
  vendorId: number;
  entranceName: string | null;
  /** Hours after the start of tomorrow before a booking may begin */
  leadTimeHours: number | null;
  /** Season start as DD-MM; null means 1 June */
  seasonStart: string | null;
  /** Season end as DD-MM; null means 31 October of next year */
  seasonEnd: string | null;
  /** Online booking opens on this day */
  bookingStartdate: string | null;
  /** Markdown */
  description: string | null;
  /** English version (markdown); null: show description */
  descriptionEn: string | null;
  /** Price text per language (markdown) */
  priceText: LocalizedTextDto;
  /** Every feature, true or false */
  attributes: LocationAttributesDto;
  /** Sorted by weekday; empty when the configuration sets hideOpeningHours */
  openingHours: OpeningHoursDto[];
  images: ImageDto[];
  address: PublicAddressDto;
  terms: SectionTermsDto;
};
export type RowDto = {
  id: number;
  sectionId: number;
  name: string;
  /** English name, for the English storefront; null: show name */
  nameEn: string | null;
  position: number;
  geoJson: GeoJsonPolygon | null;
};
export type BeachChairSummaryDto = {
  id: number;
  sectionId: number;
  rowId: number | null;
  publicNumber: string;
  model: BeachChairModel;
  timeEnum: TimeEnum;
  lockId: number | null;
  seasonBeachChair: boolean;
  attributes: BeachChairAttributesDto;
  geoJson: GeoJsonPoint | null;
  description: string | null;
  /** Held back by the vendor, not bookable online */
  reserved: boolean;
};
export type SectionDetailDto = {
  id: number;
  name: string;
  beachId: number;
  cityId: number;
  locationId: number;
  /** The operating vendor's public reference, used by the public booking calls */
  publicReference: string;
  hasSubsections: boolean;
  onlineBooking: boolean;
  geoJson: GeoJsonPolygon | null;
  description: string | null;
  /** English description; null: show description */
  descriptionEn: string | null;
  /** Link to the beach plan */
  beachPlan: string | null;
  location: SectionDetailLocationDto;
  /** The section's own images (the location's are in location.images) */
  images: ImageDto[];
  rows: RowDto[];
  /** Every active chair of the section, in row order */
  rowData: BeachChairSummaryDto[];
};
export type SeasonInfoDto = {
  /** First day of the season shown for the range (the one containing start, else the next) */
  start: string;
  /** Last day of that season */
  end: string;
  /** The location's season start as DD-MM; null: the default season */
  seasonStart: string | null;
  /** The location's season end as DD-MM */
  seasonEnd: string | null;
  /** Every day of the range lies in the season */
  inSeason: boolean;
};
export type LeadTimeInfoDto = {
  /** Hours after the start of tomorrow (Europe/Berlin) before a booking may begin */
  hours: number | null;
  /** Earliest bookable moment; null without lead time */
  earliestBookableAt: string | null;
  /** First day that can be booked as a whole day */
  firstBookableDate: string;
  /** The range starts before the earliest bookable moment: show the lead-time notice */
  applies: boolean;
};
export type BookingStartInfoDto = {
  /** The day online booking opens (location, else vendor) */
  date: string | null;
  /** Online booking is open today */
  open: boolean;
};
export type HalfDayInfoDto = {
  /** Hour at which a morning ends and an afternoon begins; null: no half days */
  boundaryHour: number | null;
  /** The MORNING rate's hours (HH-HH) */
  morning: string | null;
  /** The AFTERNOON rate's hours (HH-HH) */
  afternoon: string | null;
};
export type EndedSlotsDto = {
  /** The whole range: its last day is past the location's closing time (else its end) */
  day: boolean;
  /** A single day's MORNING is past the end of its hours */
  morning: boolean;
  /** A single day's AFTERNOON is past the end of its hours */
  afternoon: boolean;
};
export type AvailabilityRowDto = {
  id: number;
  name: string;
  /** English name; null: show name */
  nameEn: string | null;
  position: number;
};
export type AvailabilityState =
  'OUTSIDE_RENTAL_SEASON' | 'STOP_SALE' | 'BOOKED' | 'RESERVED' | 'BOOKED_MORNING' | 'BOOKED_AFTERNOON' | 'FREE';
export type UnavailabilityReason = 'OUTSIDE_RENTAL_SEASON' | 'STOP_SALE' | 'BOOKED';
export type BookableDto = {
  /** The whole range can be booked as full days */
  day: boolean;
  /** One-day ranges: the morning can be booked on its own */
  morning: boolean;
  /** One-day ranges: the afternoon can be booked on its own */
  afternoon: boolean;
};
export type StopSaleDatesDto = {
  start: string;
  /** Last day, included */
  end: string;
};
export type BeachChairAvailabilityDto = {
  id: number;
  sectionId: number;
  rowId: number | null;
  publicNumber: string;
  model: BeachChairModel;
  /** ALL_DAY: booked by whole days only */
  timeEnum: TimeEnum;
  /** The smart lock; null when none */
  lockId: number | null;
  seasonBeachChair: boolean;
  /** Held back by the vendor */
  reserved: boolean;
  attributes: BeachChairAttributesDto;
  geoJson: GeoJsonPoint | null;
  /** The tile or pin state for the range */
  state: AvailabilityState;
  /** Why the chair cannot be had; null when at least part of it is free */
  reason: UnavailabilityReason | null;
  /** Something of the range can be booked (see bookable) */
  free: boolean;
  bookable: BookableDto;
  /** Stop sales touching the range */
  stopSaleDates: StopSaleDatesDto[];
};
export type AvailabilityCountsDto = {
  /** Chairs listed */
  total: number;
  /** Of those, chairs with something bookable */
  free: number;
};
export type SectionAvailabilityDto = {
  sectionId: number;
  start: string;
  /** Last day, included */
  end: string;
  timeZone: string;
  hasSubsections: boolean;
  /** The section takes online bookings */
  onlineBooking: boolean;
  season: SeasonInfoDto;
  leadTime: LeadTimeInfoDto;
  bookingStart: BookingStartInfoDto;
  halfDay: HalfDayInfoDto;
  ended: EndedSlotsDto;
  /** The rows of the section in order (headings of the grid) */
  rows: AvailabilityRowDto[];
  /** The chairs after the filters, in row order */
  rowData: BeachChairAvailabilityDto[];
  counts: AvailabilityCountsDto;
};
export type CalendarChannelType = 'row' | 'beachChair';
export type CalendarChannelDto = {
  /** Stable id of the channel: row-{rowId} or beach-chair-{beachChairId} */
  uuid: string;
  type: CalendarChannelType;
  /** Order of the channel in the timeline, from 0 */
  position: number;
  /** The row (of the chair) */
  rowId: number | null;
  /** Row channels: the row name */
  name: string | null;
  /** Chair channels: the chair id */
  beachChairId: number | null;
  publicNumber: string | null;
  model: BeachChairModel | null;
  timeEnum: TimeEnum | null;
  seasonBeachChair: boolean | null;
  reserved: boolean | null;
  lockId: number | null;
  attributes: BeachChairAttributesDto | null;
  /** Chair channels: state over the whole range */
  state: AvailabilityState | null;
};
export type CalendarBookingDto = {
  beachChairId: number;
  start: string;
  /** Exclusive end */
  end: string;
};
export type CalendarStopSaleDto = {
  beachChairId: number;
  start: string;
  /** Last day, included */
  end: string;
};
export type CalendarAvailabilityDto = {
  sectionId: number;
  start: string;
  /** Last day, included */
  end: string;
  timeZone: string;
  hasSubsections: boolean;
  /** The section takes online bookings */
  onlineBooking: boolean;
  season: SeasonInfoDto;
  leadTime: LeadTimeInfoDto;
  bookingStart: BookingStartInfoDto;
  halfDay: HalfDayInfoDto;
  ended: EndedSlotsDto;
  channels: CalendarChannelDto[];
  /** Existing bookings touching the range, in no particular order */
  egp: CalendarBookingDto[];
  stopSales: CalendarStopSaleDto[];
};
export type RateType = 'MORNING' | 'AFTERNOON' | 'DAY' | 'MULTI_DAY' | 'WEEK' | 'SEASON';
export type PriceRowDto = {
  /** For several days: the rate the whole range is priced at */
  type: RateType;
  /** Euros for the whole row (all its days), VAT included */
  price: number;
  discount: boolean;
  range: string | null;
  label: string | null;
  /** Days the row covers */
  days: number;
};
export type PriceCalculationDto = {
  sectionId: number;
  rowId: number | null;
  model: BeachChairModel | null;
  start: string;
  end: string;
  /** Days start..end, both counted */
  days: number;
  /** One day: choose a row (rate) instead of a computed range price */
  singleDay: boolean;
  /** Euros for the range at the rate asked for or the best rate; a single day: the day rate */
  price: number;
  /** The rate of price (a single day: DAY, or the rate asked for) */
  rate: RateType;
  /** price is a discount-card price */
  discount: boolean;
  /** The price definition whose rate gives price */
  priceId: number;
  rows: PriceRowDto[];
};
export type ExtraType = 'FOOD' | 'ACCESSOIRES' | 'TOYS' | 'BEVERAGES' | 'ALCOHOLIC_BEVERAGES' | 'OTHER';
export type PublicExtraDto = {
  id: number;
  name: string;
  description: string | null;
  /** English name, for the English storefront; null: show name */
  nameEn: string | null;
  /** English description; null: show description */
  descriptionEn: string | null;
  /** Euros per piece, VAT included */
  price: number;
  type: ExtraType;
  category: string | null;
  /** Offered at this location only; null: at every location */
  locationId: number | null;
};
export type BeachChairView = 'grid' | 'map';
export type PaymentMethod =
  | 'BANK_TRANSFER'
  | 'CASH'
  | 'EC'
  | 'CC'
  | 'INVOICE'
  | 'PAYPAL'
  | 'CUSTOM_SEPA'
  | 'OTHER_STRIPE'
  | 'DIRECT_DEBIT'
  | 'CARD_TERMINAL'
  | 'STRIPE_BANK_TRANSFER'
  | 'STRIPE_DIRECT_DEBIT'
  | 'STRIPE_SOFORT'
  | 'STRIPE_CREDIT_CARD'
  | 'STRIPE_PAYPAL'
  | 'STRIPE_PAYMENT_LINK'
  | 'EXTERNAL_PP';
export type PublicConfigurationDto = {
  beachChairView?: BeachChairView;
  /** Chairs per line in the grid */
  gridLineBreak?: number;
  hideCustomerComment?: boolean;
  hideOpeningHours?: boolean;
  /** Online booking opens on this day */
  bookingStartdate?: string | null;
  paymentMethods?: PaymentMethod[];
  logo?: string | null;
};
export type PublicVendorDto = {
  id: number;
  companyName: string;
  publicReference: string;
  email: string | null;
  telephone: string | null;
  website: string | null;
  address: PublicAddressDto;
  configuration: PublicConfigurationDto;
  /** The vendor has rental terms (GET /vendor/vendors/terms/{id}/pdf) */
  hasTerms: boolean;
};
export type PublicLocationConfigDto = {
  id: number;
  name: string;
  city: string | null;
  /** DD-MM; null: the default season */
  seasonStart: string | null;
  /** DD-MM */
  seasonEnd: string | null;
  leadTimeHours: number | null;
  /** Online booking opens on this day (location, else vendor) */
  bookingStartdate: string | null;
  /** The vendor's configuration with the location's overrides */
  configuration: PublicConfigurationDto;
};
export type PublicConfigDto = {
  vendorId: number;
  publicReference: string;
  companyName: string;
  configuration: PublicConfigurationDto;
  locations: PublicLocationConfigDto[];
};
export type BookingStatus = 'CONFIRMED' | 'BOOKED' | 'OPEN' | 'PENDING' | 'CANCELED' | 'RESERVED' | 'EXPIRED';
export type PublicBookingVendorContactDto = {
  companyName: string;
  publicReference: string;
  configuration: {
    [key: string]: any;
  };
  /** The vendor's phone number for the guest */
  telephone?: string | null;
};
export type PublicBookingChairLineDto = {
  id: number;
  beachChairId: number;
  start: string;
  end: string;
  status: BookingStatus;
  model: BeachChairModel;
  rate: RateType | null;
  /** Euros */
  price: number;
  discount: boolean;
  /** The chair's number as the beach shows it (absent in the answer of adding a chair, like hours) */
  publicNumber?: string | null;
  /** A half day's hours, e.g. '08:00–13:00'; null for whole days */
  hours?: string | null;
};
export type PublicBookingExtraDto = {
  /** The line (bookingExtrasId of PUT and DELETE) */
  id: number;
  extraId: number;
  /** The name when it was added (German) */
  name: string;
  /** The English name when it was added; null: none */
  nameEn: string | null;
  amount: number;
  /** amount × unitPrice, euros */
  price: number;
  /** Euros, as when the extra was first added */
  unitPrice: number;
};
export type PublicBookingPlaceDto = {
  locationId: number;
  name: string;
  /** The beach entrance */
  entranceName: string | null;
  /** Street and number */
  street: string | null;
  /** Postcode and town */
  city: string;
  latitude: number | null;
  longitude: number | null;
  /** OpenStreetMap with a marker */
  mapUrl: string | null;
};
export type Salutation = 'MS' | 'MR' | 'MX' | 'FM';
export type Language = 'en' | 'de';
export type PublicBookingCustomerDto = {
  salutation: Salutation;
  firstName: string;
  lastName: string;
  email: string;
  telephone: string | null;
  address: {
    [key: string]: any;
  };
  additionalData: {
    [key: string]: any;
  };
  language: Language;
};
export type PublicBookingDto = {
  bookingRef: string;
  publicReference: string;
  status: BookingStatus;
  /** Euros */
  totalPrice: number;
  vendor: PublicBookingVendorContactDto;
  beachChairBookings: PublicBookingChairLineDto[];
  extras: PublicBookingExtraDto[];
  /** Where the chairs stand (empty in the answer of adding a chair) */
  places: PublicBookingPlaceDto[];
  customer: PublicBookingCustomerDto | null;
  paymentMethod: string | null;
  customerComment: string | null;
  invoiceNumber: string | null;
  /** customerBankData.iban masked to its last 4 characters */
  metaData: {
    [key: string]: any;
  };
  expiresAt: string | null;
  /** Pay by this instant (docs/bookings.md, payment deadline): a PENDING booking its expiresAt; an OPEN one the deadline a bank-transfer submit now would set. A deadline at 00:00 Europe/Berlin is the end (24:00) of the day before. */
  paymentDeadline: string | null;
  /** Only in the answer of createPublicBooking: the cart's secret, sent as X-Cart-Token with every change of the cart (chairs, extras, customer) */
  cartToken?: string;
};
export type PublicBookingSource = 'WEBSITE' | 'WIDGET';
export type BankDetailsDto = {
  iban: string;
  bic?: string;
  accountHolder?: string;
  bankName?: string;
};
export type UpdatePublicBookingDto = {
  paymentMethod?: PaymentMethod;
  /** Required for CUSTOM_SEPA, DIRECT_DEBIT and STRIPE_DIRECT_DEBIT */
  bankDetails?: BankDetailsDto;
  /** null clears it */
  customerComment?: string | null;
};
export type AddBeachChairBookingDto = {
  /** The chair to book */
  beachChairId: number;
  /** First day (yyyy-MM-dd) */
  start: string;
  /** Last day, included (yyyy-MM-dd); equal to start for one day */
  end: string;
  /** The chair's model (must be the chair's) */
  model: BeachChairModel;
  /** MORNING or AFTERNOON books that half of a single day; anything else whole days */
  rate?: RateType;
  /** The customer has a discount card: the discount rate applies where there is one */
  discount?: boolean;
};
export type PublicBookingStatusDto = {
  bookingRef: string;
  status: BookingStatus;
};
export type BookingExtraItemDto = {
  /** An active extra of the booking's vendor */
  extraId: number;
  /** How many to add */
  amount: number;
};
export type AddBookingExtrasDto = {
  items: BookingExtraItemDto[];
};
export type BookingExtraAmountDto = {
  /** The new amount (DELETE removes the line) */
  amount: number;
};
export type CustomerCountry =
  'DE' | 'AT' | 'CH' | 'DK' | 'PL' | 'NL' | 'IT' | 'ES' | 'SE' | 'NO' | 'FR' | 'CZ' | 'HR' | 'GB';
export type CustomerAddressDto = {
  street: string;
  zip: string;
  city: string;
  /** Default DE */
  country?: CustomerCountry;
};
export type CustomerAdditionalDataDto = {
  /** The customer agrees to marketing mail */
  marketing?: boolean;
  /** The customer confirms a valid discount card (required when a chair is booked with discount) */
  validDiscountCard?: boolean;
};
export type AddPublicBookingCustomerDto = {
  firstName: string;
  lastName: string;
  /** Default MX */
  salutation?: Salutation;
  email: string;
  telephone?: string;
  address: CustomerAddressDto;
  additionalData?: CustomerAdditionalDataDto;
  language?: Language;
};
export type PublicBookingFlow = 'widget' | 'website';
export type PublicBookingCancellationDto = {
  bookingRef: string;
  /** Euros: the booking total */
  totalPrice: number;
  /** Euros: the fee by the vendor's cancellation policy (as the office would charge it) */
  cancellationFee: number;
  /** Percent of the policy rule that applies (0: free) */
  percent: number;
  /** Calendar days from today to the first start */
  daysBefore: number | null;
  /** Euros paid so far (online or recorded by the vendor) */
  paid: number;
  /** Euros of the paid money that go back (paid − the fee, at least 0) */
  refund: number;
  /** Euros of the fee not paid yet (the guest still owes them) */
  open: number;
  /** YYYY-MM-DD: the last day online cancellation is possible (null: no chair left to count from) */
  lastDay: string | null;
};
export type AccountConfirmedDto = {
  /** The confirmed account, ready to sign in with */
  email: string;
};
export type ConfirmDto = {
  /** The token from the confirmation mail (the `token` parameter of its link) */
  token: string;
};
export type MailAcceptedDto = {
  /** The address as the API normalised it (trimmed, lower case) */
  email: string;
};
export type EmailDto = {
  email: string;
};
export type PasswordConfirmDto = {
  /** The token from the password-reset mail (the `token` parameter of its link) */
  token: string;
  /** The new password: 10 to 128 characters, letters and at least one digit or symbol, at least 5 different characters, not a common password, not containing the e-mail address */
  password: string;
};
export type PaymentProvider = 'STRIPE' | 'PAYPAL' | 'DEMO' | 'EXTERNAL_PP' | 'MANUAL';
export type CheckoutStartedDto = {
  paymentId: number;
  /** DEMO when the provider has no keys configured */
  provider: PaymentProvider;
  /** The provider's hosted checkout page */
  redirectUrl: string;
};
export const {
  useSearchDestinationsQuery,
  useGetPublicBeachChairQuery,
  useListRegionsQuery,
  useGetRegionQuery,
  useListCitiesQuery,
  useGetCityQuery,
  useListBeachesQuery,
  useGetBeachQuery,
  useListSectionsQuery,
  useGetSectionQuery,
  useGetPublicSectionAvailabilityQuery,
  useGetPublicCalendarAvailabilityQuery,
  useCalculatePriceQuery,
  useListPublicExtrasQuery,
  useGetPublicVendorQuery,
  useGetPublicConfigQuery,
  useCreatePublicBookingMutation,
  useUpdatePublicBookingMutation,
  useAddPublicBeachChairBookingMutation,
  useDeletePublicBeachChairBookingMutation,
  useGetPublicBookingStatusQuery,
  useAddPublicBookingExtrasMutation,
  useUpdatePublicBookingExtraMutation,
  useDeletePublicBookingExtraMutation,
  useAddPublicBookingCustomerMutation,
  useConfirmPublicBookingMutation,
  useAbortPublicBookingMutation,
  useCancelPublicBookingMutation,
  useGetPublicBookingCancellationQuery,
  useCancelPublicBookingOnlineMutation,
  useGetPublicBookingDetailsQuery,
  useConfirmMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useCreateStripeCheckoutSessionMutation,
  useCreatePaypalPaymentMutation,
  useAbortStripePaymentMutation,
} = injectedRtkApi;
