import { officeBaseApi as api } from './officeBaseApi';
export const addTagTypes = [
  'destinations',
  'vendor',
  'features',
  'availability',
  'prices',
  'booking_details',
  'bookings',
  'users',
  'payments',
  'locks',
  'till',
] as const;
const injectedRtkApi = api
  .enhanceEndpoints({
    addTagTypes,
  })
  .injectEndpoints({
    endpoints: (build) => ({
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
      listSectionRows: build.query<ListSectionRowsApiResponse, ListSectionRowsApiArg>({
        query: (queryArg) => ({
          url: `/destinations/sections/${queryArg.id}/rows`,
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
      listVendors: build.query<ListVendorsApiResponse, ListVendorsApiArg>({
        query: (queryArg) => ({
          url: `/vendor/vendors`,
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
        providesTags: ['vendor'],
      }),
      getVendor: build.query<GetVendorApiResponse, GetVendorApiArg>({
        query: (queryArg) => ({ url: `/vendor/vendors/${queryArg.id}` }),
        providesTags: ['vendor'],
      }),
      updateVendor: build.mutation<UpdateVendorApiResponse, UpdateVendorApiArg>({
        query: (queryArg) => ({ url: `/vendor/vendors/${queryArg.id}`, method: 'PUT', body: queryArg.updateVendorDto }),
        invalidatesTags: ['vendor'],
      }),
      createLocation: build.mutation<CreateLocationApiResponse, CreateLocationApiArg>({
        query: (queryArg) => ({ url: `/features/locations`, method: 'POST', body: queryArg.createLocationDto }),
        invalidatesTags: ['vendor'],
      }),
      updateLocation: build.mutation<UpdateLocationApiResponse, UpdateLocationApiArg>({
        query: (queryArg) => ({
          url: `/features/locations/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updateLocationDto,
        }),
        invalidatesTags: ['vendor'],
      }),
      listVendorLocations: build.query<ListVendorLocationsApiResponse, ListVendorLocationsApiArg>({
        query: (queryArg) => ({
          url: `/vendor/locations`,
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
        providesTags: ['vendor'],
      }),
      getVendorLocation: build.query<GetVendorLocationApiResponse, GetVendorLocationApiArg>({
        query: (queryArg) => ({ url: `/vendor/locations/${queryArg.id}` }),
        providesTags: ['vendor'],
      }),
      deleteVendorLocation: build.mutation<DeleteVendorLocationApiResponse, DeleteVendorLocationApiArg>({
        query: (queryArg) => ({ url: `/vendor/locations/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['vendor'],
      }),
      listVendorSections: build.query<ListVendorSectionsApiResponse, ListVendorSectionsApiArg>({
        query: (queryArg) => ({
          url: `/features/sections`,
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
        providesTags: ['features'],
      }),
      createVendorSection: build.mutation<CreateVendorSectionApiResponse, CreateVendorSectionApiArg>({
        query: (queryArg) => ({ url: `/features/sections`, method: 'POST', body: queryArg.createSectionDto }),
        invalidatesTags: ['features'],
      }),
      getVendorSection: build.query<GetVendorSectionApiResponse, GetVendorSectionApiArg>({
        query: (queryArg) => ({ url: `/features/sections/${queryArg.id}` }),
        providesTags: ['features'],
      }),
      updateVendorSection: build.mutation<UpdateVendorSectionApiResponse, UpdateVendorSectionApiArg>({
        query: (queryArg) => ({
          url: `/features/sections/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updateSectionDto,
        }),
        invalidatesTags: ['features'],
      }),
      createRow: build.mutation<CreateRowApiResponse, CreateRowApiArg>({
        query: (queryArg) => ({
          url: `/features/sections/${queryArg.id}/rows`,
          method: 'POST',
          body: queryArg.createRowDto,
        }),
        invalidatesTags: ['features'],
      }),
      updateRow: build.mutation<UpdateRowApiResponse, UpdateRowApiArg>({
        query: (queryArg) => ({ url: `/features/rows/${queryArg.id}`, method: 'PUT', body: queryArg.updateRowDto }),
        invalidatesTags: ['features'],
      }),
      deleteRow: build.mutation<DeleteRowApiResponse, DeleteRowApiArg>({
        query: (queryArg) => ({ url: `/features/rows/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['features'],
      }),
      createBeachChair: build.mutation<CreateBeachChairApiResponse, CreateBeachChairApiArg>({
        query: (queryArg) => ({ url: `/features/beach_chair`, method: 'POST', body: queryArg.createBeachChairDto }),
        invalidatesTags: ['features'],
      }),
      createBeachChairs: build.mutation<CreateBeachChairsApiResponse, CreateBeachChairsApiArg>({
        query: (queryArg) => ({
          url: `/features/beach_chair/bulk`,
          method: 'POST',
          body: queryArg.bulkCreateBeachChairsDto,
        }),
        invalidatesTags: ['features'],
      }),
      assignBeachChairLock: build.mutation<AssignBeachChairLockApiResponse, AssignBeachChairLockApiArg>({
        query: (queryArg) => ({
          url: `/features/beach_chair/lock/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.assignLockDto,
        }),
        invalidatesTags: ['features'],
      }),
      updateBeachChair: build.mutation<UpdateBeachChairApiResponse, UpdateBeachChairApiArg>({
        query: (queryArg) => ({
          url: `/features/beach_chair/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.updateBeachChairDto,
        }),
        invalidatesTags: ['features'],
      }),
      getVendorBeachChair: build.query<GetVendorBeachChairApiResponse, GetVendorBeachChairApiArg>({
        query: (queryArg) => ({ url: `/features/beach_chair/${queryArg.id}` }),
        providesTags: ['features'],
      }),
      addBeachChairStopSale: build.mutation<AddBeachChairStopSaleApiResponse, AddBeachChairStopSaleApiArg>({
        query: (queryArg) => ({
          url: `/features/beach_chair/${queryArg.id}/stop_sales`,
          method: 'POST',
          body: queryArg.createStopSaleDto,
        }),
        invalidatesTags: ['features'],
      }),
      removeBeachChairStopSale: build.mutation<RemoveBeachChairStopSaleApiResponse, RemoveBeachChairStopSaleApiArg>({
        query: (queryArg) => ({
          url: `/features/beach_chair/${queryArg.id}/stop_sales/${queryArg.stopSaleId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['features'],
      }),
      listVendorBeachChairs: build.query<ListVendorBeachChairsApiResponse, ListVendorBeachChairsApiArg>({
        query: (queryArg) => ({
          url: `/features/vendor/beach_chairs`,
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
        providesTags: ['features'],
      }),
      createVendorExtra: build.mutation<CreateVendorExtraApiResponse, CreateVendorExtraApiArg>({
        query: (queryArg) => ({ url: `/vendor/extras`, method: 'POST', body: queryArg.createExtraDto }),
        invalidatesTags: ['vendor'],
      }),
      listVendorExtras: build.query<ListVendorExtrasApiResponse, ListVendorExtrasApiArg>({
        query: (queryArg) => ({
          url: `/vendor/extras`,
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
        providesTags: ['vendor'],
      }),
      getVendorExtra: build.query<GetVendorExtraApiResponse, GetVendorExtraApiArg>({
        query: (queryArg) => ({ url: `/vendor/extras/${queryArg.id}` }),
        providesTags: ['vendor'],
      }),
      updateVendorExtra: build.mutation<UpdateVendorExtraApiResponse, UpdateVendorExtraApiArg>({
        query: (queryArg) => ({ url: `/vendor/extras/${queryArg.id}`, method: 'PUT', body: queryArg.updateExtraDto }),
        invalidatesTags: ['vendor'],
      }),
      deleteVendorExtra: build.mutation<DeleteVendorExtraApiResponse, DeleteVendorExtraApiArg>({
        query: (queryArg) => ({ url: `/vendor/extras/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['vendor'],
      }),
      uploadImage: build.mutation<UploadImageApiResponse, UploadImageApiArg>({
        query: (queryArg) => ({
          url: `/features/images`,
          method: 'POST',
          body: queryArg.body,
          params: {
            width: queryArg.width,
            height: queryArg.height,
            sectionId: queryArg.sectionId,
            locationId: queryArg.locationId,
            beachChairId: queryArg.beachChairId,
            extraId: queryArg.extraId,
          },
        }),
        invalidatesTags: ['features'],
      }),
      orderImages: build.mutation<OrderImagesApiResponse, OrderImagesApiArg>({
        query: (queryArg) => ({ url: `/features/images/order`, method: 'PUT', body: queryArg.orderImagesDto }),
        invalidatesTags: ['features'],
      }),
      deleteImage: build.mutation<DeleteImageApiResponse, DeleteImageApiArg>({
        query: (queryArg) => ({ url: `/features/images/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['features'],
      }),
      createVendorPrice: build.mutation<CreateVendorPriceApiResponse, CreateVendorPriceApiArg>({
        query: (queryArg) => ({ url: `/vendor/prices`, method: 'POST', body: queryArg.createPriceDto }),
        invalidatesTags: ['vendor'],
      }),
      listVendorPrices: build.query<ListVendorPricesApiResponse, ListVendorPricesApiArg>({
        query: (queryArg) => ({
          url: `/vendor/prices`,
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
        providesTags: ['vendor'],
      }),
      bulkChangeVendorPrices: build.mutation<BulkChangeVendorPricesApiResponse, BulkChangeVendorPricesApiArg>({
        query: (queryArg) => ({ url: `/vendor/prices/bulk_change`, method: 'POST', body: queryArg.bulkPriceChangeDto }),
        invalidatesTags: ['vendor'],
      }),
      updateVendorPrice: build.mutation<UpdateVendorPriceApiResponse, UpdateVendorPriceApiArg>({
        query: (queryArg) => ({ url: `/vendor/prices/${queryArg.id}`, method: 'PUT', body: queryArg.updatePriceDto }),
        invalidatesTags: ['vendor'],
      }),
      deleteVendorPrice: build.mutation<DeleteVendorPriceApiResponse, DeleteVendorPriceApiArg>({
        query: (queryArg) => ({ url: `/vendor/prices/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['vendor'],
      }),
      getSectionAvailability: build.query<GetSectionAvailabilityApiResponse, GetSectionAvailabilityApiArg>({
        query: (queryArg) => ({
          url: `/features/sections/${queryArg.id}/beach_chairs_availability`,
          params: {
            start: queryArg.start,
            end: queryArg.end,
            timeZone: queryArg.timeZone,
            row: queryArg.row,
            model: queryArg.model,
            lock: queryArg.lock,
            free: queryArg.free,
          },
        }),
        providesTags: ['availability'],
      }),
      listSectionBeachChairBookings: build.query<
        ListSectionBeachChairBookingsApiResponse,
        ListSectionBeachChairBookingsApiArg
      >({
        query: (queryArg) => ({
          url: `/features/sections/${queryArg.id}/beach_chairs_bookings`,
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
            start: queryArg.start,
            end: queryArg.end,
            timeZone: queryArg.timeZone,
            row: queryArg.row,
            model: queryArg.model,
            status: queryArg.status,
          },
        }),
        providesTags: ['availability'],
      }),
      getSectionsAvailability: build.query<GetSectionsAvailabilityApiResponse, GetSectionsAvailabilityApiArg>({
        query: (queryArg) => ({
          url: `/features/availabilities/sections`,
          params: {
            vendorId: queryArg.vendorId,
            startDate: queryArg.startDate,
            endDate: queryArg.endDate,
            date: queryArg.date,
            timeZone: queryArg.timeZone,
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
      listOfficeBookings: build.query<ListOfficeBookingsApiResponse, ListOfficeBookingsApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details`,
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
            status: queryArg.status,
            from: queryArg['from'],
            to: queryArg.to,
            sectionId: queryArg.sectionId,
            beachChairId: queryArg.beachChairId,
            email: queryArg.email,
            source: queryArg.source,
            paymentMethod: queryArg.paymentMethod,
          },
        }),
        providesTags: ['booking_details'],
      }),
      getOfficeBooking: build.query<GetOfficeBookingApiResponse, GetOfficeBookingApiArg>({
        query: (queryArg) => ({ url: `/features/booking_details/${queryArg.id}` }),
        providesTags: ['booking_details'],
      }),
      calculateCancellationFee: build.query<CalculateCancellationFeeApiResponse, CalculateCancellationFeeApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details/${queryArg.id}/calculateCancellationFee`,
          params: {
            timeZone: queryArg.timeZone,
          },
        }),
        providesTags: ['booking_details'],
      }),
      cancelOfficeBooking: build.mutation<CancelOfficeBookingApiResponse, CancelOfficeBookingApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details/${queryArg.id}/cancel`,
          method: 'PUT',
          body: queryArg.cancelOfficeBookingBodyDto,
          params: {
            timeZone: queryArg.timeZone,
            cancellationFee: queryArg.cancellationFee,
            skipRefund: queryArg.skipRefund,
          },
        }),
        invalidatesTags: ['booking_details'],
      }),
      cancelOfficeBeachChairBooking: build.mutation<
        CancelOfficeBeachChairBookingApiResponse,
        CancelOfficeBeachChairBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/features/booking_details/${queryArg.id}/cancel/${queryArg.beachChairBookingId}`,
          method: 'DELETE',
          params: {
            timeZone: queryArg.timeZone,
            cancellationFee: queryArg.cancellationFee,
          },
        }),
        invalidatesTags: ['booking_details'],
      }),
      confirmOfficeBooking: build.mutation<ConfirmOfficeBookingApiResponse, ConfirmOfficeBookingApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details/${queryArg.id}/confirm`,
          method: 'PUT',
          params: {
            timeZone: queryArg.timeZone,
          },
        }),
        invalidatesTags: ['booking_details'],
      }),
      payOfficeBooking: build.mutation<PayOfficeBookingApiResponse, PayOfficeBookingApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details/${queryArg.id}/pay`,
          method: 'PUT',
          body: queryArg.payOfficeBookingDto,
          params: {
            timeZone: queryArg.timeZone,
          },
        }),
        invalidatesTags: ['booking_details'],
      }),
      reserveOfficeBooking: build.mutation<ReserveOfficeBookingApiResponse, ReserveOfficeBookingApiArg>({
        query: (queryArg) => ({ url: `/features/booking_details/${queryArg.id}/reserve`, method: 'PUT' }),
        invalidatesTags: ['booking_details'],
      }),
      recoverOfficeBooking: build.query<RecoverOfficeBookingApiResponse, RecoverOfficeBookingApiArg>({
        query: (queryArg) => ({ url: `/features/booking_details/${queryArg.id}/recover` }),
        providesTags: ['booking_details'],
      }),
      listBookingCustomers: build.query<ListBookingCustomersApiResponse, ListBookingCustomersApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details/customer`,
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
        providesTags: ['features'],
      }),
      getOccupancyReport: build.query<GetOccupancyReportApiResponse, GetOccupancyReportApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details/occupancy_report`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
            csv: queryArg.csv,
            csvFormat: queryArg.csvFormat,
          },
        }),
        providesTags: ['features'],
      }),
      getRevenueReport: build.query<GetRevenueReportApiResponse, GetRevenueReportApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details/revenue_report`,
          params: {
            from: queryArg['from'],
            to: queryArg.to,
            csv: queryArg.csv,
            csvFormat: queryArg.csvFormat,
            groupBy: queryArg.groupBy,
          },
        }),
        providesTags: ['features'],
      }),
      listInvoiceExport: build.query<ListInvoiceExportApiResponse, ListInvoiceExportApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details/invoice_export`,
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
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['features'],
      }),
      assignBookingInvoiceNumber: build.mutation<
        AssignBookingInvoiceNumberApiResponse,
        AssignBookingInvoiceNumberApiArg
      >({
        query: (queryArg) => ({
          url: `/features/booking_details/${queryArg.id}/invoice`,
          method: 'PUT',
          body: queryArg.assignInvoiceNumberDto,
          params: {
            invoiceNumber: queryArg.invoiceNumber,
          },
        }),
        invalidatesTags: ['features'],
      }),
      getBookingPrepayment: build.query<GetBookingPrepaymentApiResponse, GetBookingPrepaymentApiArg>({
        query: (queryArg) => ({ url: `/features/booking_details/${queryArg.id}/prepayment` }),
        providesTags: ['features'],
      }),
      recordBookingRefund: build.mutation<RecordBookingRefundApiResponse, RecordBookingRefundApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details/${queryArg.id}/refund`,
          method: 'POST',
          body: queryArg.recordRefundDto,
        }),
        invalidatesTags: ['features'],
      }),
      resendBookingBankTransfer: build.query<ResendBookingBankTransferApiResponse, ResendBookingBankTransferApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details/${queryArg.id}/resendBankTransfer`,
          params: {
            timeZone: queryArg.timeZone,
          },
        }),
        providesTags: ['features'],
      }),
      resendBookingPaymentLink: build.query<ResendBookingPaymentLinkApiResponse, ResendBookingPaymentLinkApiArg>({
        query: (queryArg) => ({ url: `/features/booking_details/${queryArg.id}/resendPaymentLink` }),
        providesTags: ['features'],
      }),
      getOfficeToday: build.query<GetOfficeTodayApiResponse, GetOfficeTodayApiArg>({
        query: (queryArg) => ({
          url: `/features/booking_details/today`,
          params: {
            date: queryArg.date,
            timeZone: queryArg.timeZone,
          },
        }),
        providesTags: ['booking_details'],
      }),
      createCartBooking: build.mutation<CreateCartBookingApiResponse, CreateCartBookingApiArg>({
        query: () => ({ url: `/bookings/bookings`, method: 'POST' }),
        invalidatesTags: ['bookings'],
      }),
      getCartBooking: build.query<GetCartBookingApiResponse, GetCartBookingApiArg>({
        query: (queryArg) => ({ url: `/bookings/bookings/${queryArg.id}` }),
        providesTags: ['bookings'],
      }),
      updateCartBooking: build.mutation<UpdateCartBookingApiResponse, UpdateCartBookingApiArg>({
        query: (queryArg) => ({
          url: `/bookings/bookings/${queryArg.id}`,
          method: 'PATCH',
          body: queryArg.updateOfficeBookingDto,
        }),
        invalidatesTags: ['bookings'],
      }),
      cancelCartBooking: build.mutation<CancelCartBookingApiResponse, CancelCartBookingApiArg>({
        query: (queryArg) => ({ url: `/bookings/bookings/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['bookings'],
      }),
      addCartBookingCustomer: build.mutation<AddCartBookingCustomerApiResponse, AddCartBookingCustomerApiArg>({
        query: (queryArg) => ({
          url: `/bookings/bookings/${queryArg.id}/customer`,
          method: 'POST',
          body: queryArg.addPublicBookingCustomerDto,
        }),
        invalidatesTags: ['bookings'],
      }),
      addCartBookingExtras: build.mutation<AddCartBookingExtrasApiResponse, AddCartBookingExtrasApiArg>({
        query: (queryArg) => ({
          url: `/bookings/bookings/${queryArg.id}/extras`,
          method: 'POST',
          body: queryArg.addBookingExtrasDto,
        }),
        invalidatesTags: ['bookings'],
      }),
      updateCartBookingExtra: build.mutation<UpdateCartBookingExtraApiResponse, UpdateCartBookingExtraApiArg>({
        query: (queryArg) => ({
          url: `/bookings/bookings/${queryArg.id}/extras/${queryArg.extrasBookingId}`,
          method: 'PUT',
          body: queryArg.bookingExtraAmountDto,
        }),
        invalidatesTags: ['bookings'],
      }),
      deleteCartBookingExtra: build.mutation<DeleteCartBookingExtraApiResponse, DeleteCartBookingExtraApiArg>({
        query: (queryArg) => ({
          url: `/bookings/bookings/${queryArg.id}/extras/${queryArg.extrasBookingId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['bookings'],
      }),
      deleteCartBookingBeachChairBooking: build.mutation<
        DeleteCartBookingBeachChairBookingApiResponse,
        DeleteCartBookingBeachChairBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/bookings/bookings/${queryArg.id}/beach_chair_booking/${queryArg.beachChairBookingId}`,
          method: 'DELETE',
        }),
        invalidatesTags: ['bookings'],
      }),
      getCartBookingHistory: build.query<GetCartBookingHistoryApiResponse, GetCartBookingHistoryApiArg>({
        query: (queryArg) => ({ url: `/bookings/bookings/${queryArg.id}/history` }),
        providesTags: ['bookings'],
      }),
      createCartBeachChairBooking: build.mutation<
        CreateCartBeachChairBookingApiResponse,
        CreateCartBeachChairBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/bookings/beach-chairs`,
          method: 'POST',
          body: queryArg.createOfficeChairBookingDto,
        }),
        invalidatesTags: ['bookings'],
      }),
      batchUpdateCartBeachChairBookings: build.mutation<
        BatchUpdateCartBeachChairBookingsApiResponse,
        BatchUpdateCartBeachChairBookingsApiArg
      >({
        query: (queryArg) => ({ url: `/bookings/beach-chairs`, method: 'PATCH', body: queryArg.batchChairBookingsDto }),
        invalidatesTags: ['bookings'],
      }),
      updateCartBeachChairBooking: build.mutation<
        UpdateCartBeachChairBookingApiResponse,
        UpdateCartBeachChairBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/bookings/beach-chairs/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.changeChairBookingDto,
        }),
        invalidatesTags: ['bookings'],
      }),
      deleteCartBeachChairBooking: build.mutation<
        DeleteCartBeachChairBookingApiResponse,
        DeleteCartBeachChairBookingApiArg
      >({
        query: (queryArg) => ({ url: `/bookings/beach-chairs/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['bookings'],
      }),
      cancelCartBeachChairBooking: build.mutation<
        CancelCartBeachChairBookingApiResponse,
        CancelCartBeachChairBookingApiArg
      >({
        query: (queryArg) => ({ url: `/bookings/beach-chairs/cancel/${queryArg.id}`, method: 'DELETE' }),
        invalidatesTags: ['bookings'],
      }),
      addOfficeBeachChairBooking: build.mutation<
        AddOfficeBeachChairBookingApiResponse,
        AddOfficeBeachChairBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/features/booking_details/${queryArg.id}/beach_chair_bookings`,
          method: 'POST',
          body: queryArg.addBeachChairBookingDto,
          params: {
            timeZone: queryArg.timeZone,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      listOfficeBeachChairBookings: build.query<
        ListOfficeBeachChairBookingsApiResponse,
        ListOfficeBeachChairBookingsApiArg
      >({
        query: (queryArg) => ({
          url: `/features/booking_details/beach_chair_bookings`,
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
            bookingId: queryArg.bookingId,
            beachChairId: queryArg.beachChairId,
            sectionId: queryArg.sectionId,
            status: queryArg.status,
            from: queryArg['from'],
            to: queryArg.to,
          },
        }),
        providesTags: ['bookings'],
      }),
      previewOfficeBeachChairBookingMove: build.mutation<
        PreviewOfficeBeachChairBookingMoveApiResponse,
        PreviewOfficeBeachChairBookingMoveApiArg
      >({
        query: (queryArg) => ({
          url: `/features/booking_details/beach_chair_bookings/${queryArg.id}/preview`,
          method: 'POST',
          body: queryArg.changeChairBookingDto,
          params: {
            timeZone: queryArg.timeZone,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      moveOfficeBeachChairBooking: build.mutation<
        MoveOfficeBeachChairBookingApiResponse,
        MoveOfficeBeachChairBookingApiArg
      >({
        query: (queryArg) => ({
          url: `/features/booking_details/beach_chair_bookings/${queryArg.id}`,
          method: 'PUT',
          body: queryArg.changeChairBookingDto,
          params: {
            timeZone: queryArg.timeZone,
          },
        }),
        invalidatesTags: ['bookings'],
      }),
      getSeasonContract: build.query<GetSeasonContractApiResponse, GetSeasonContractApiArg>({
        query: (queryArg) => ({ url: `/features/beach_chair/${queryArg.id}/season_contract` }),
        providesTags: ['features'],
      }),
      createSeasonContract: build.mutation<CreateSeasonContractApiResponse, CreateSeasonContractApiArg>({
        query: (queryArg) => ({
          url: `/features/beach_chair/${queryArg.id}/season_contract`,
          method: 'POST',
          body: queryArg.createSeasonContractDto,
        }),
        invalidatesTags: ['features'],
      }),
      endSeasonContract: build.mutation<EndSeasonContractApiResponse, EndSeasonContractApiArg>({
        query: (queryArg) => ({ url: `/features/beach_chair/${queryArg.id}/season_contract`, method: 'DELETE' }),
        invalidatesTags: ['features'],
      }),
      createApiKey: build.mutation<CreateApiKeyApiResponse, CreateApiKeyApiArg>({
        query: (queryArg) => ({ url: `/features/users/api-keys`, method: 'POST', body: queryArg.createApiKeyDto }),
        invalidatesTags: ['users'],
      }),
      listApiKeys: build.query<ListApiKeysApiResponse, ListApiKeysApiArg>({
        query: (queryArg) => ({
          url: `/features/users/api-keys`,
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
        providesTags: ['users'],
      }),
      revokeApiKey: build.mutation<RevokeApiKeyApiResponse, RevokeApiKeyApiArg>({
        query: (queryArg) => ({ url: `/features/users/api-keys/${queryArg.id}`, method: 'DELETE' }),
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
      loginWithRefresh: build.mutation<LoginWithRefreshApiResponse, LoginWithRefreshApiArg>({
        query: (queryArg) => ({ url: `/features/users/loginWithRefresh`, method: 'POST', body: queryArg.loginDto }),
        invalidatesTags: ['users'],
      }),
      refresh: build.mutation<RefreshApiResponse, RefreshApiArg>({
        query: (queryArg) => ({ url: `/features/users/refresh`, method: 'POST', body: queryArg.refreshDto }),
        invalidatesTags: ['users'],
      }),
      logout: build.mutation<LogoutApiResponse, LogoutApiArg>({
        query: () => ({ url: `/features/users/logout`, method: 'POST' }),
        invalidatesTags: ['users'],
      }),
      switchVendorContext: build.mutation<SwitchVendorContextApiResponse, SwitchVendorContextApiArg>({
        query: (queryArg) => ({
          url: `/features/users/context/vendor`,
          method: 'POST',
          body: queryArg.contextVendorDto,
        }),
        invalidatesTags: ['users'],
      }),
      switchLocationContext: build.mutation<SwitchLocationContextApiResponse, SwitchLocationContextApiArg>({
        query: (queryArg) => ({
          url: `/features/users/context/location`,
          method: 'POST',
          body: queryArg.contextLocationDto,
        }),
        invalidatesTags: ['users'],
      }),
      addVendorUser: build.mutation<AddVendorUserApiResponse, AddVendorUserApiArg>({
        query: (queryArg) => ({ url: `/features/users/vendor-users`, method: 'POST', body: queryArg.addVendorUserDto }),
        invalidatesTags: ['users'],
      }),
      listVendorUsers: build.query<ListVendorUsersApiResponse, ListVendorUsersApiArg>({
        query: (queryArg) => ({
          url: `/features/users/vendor-users`,
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
        providesTags: ['users'],
      }),
      updateVendorUser: build.mutation<UpdateVendorUserApiResponse, UpdateVendorUserApiArg>({
        query: (queryArg) => ({
          url: `/features/users/vendor-users/${queryArg.userId}`,
          method: 'PUT',
          body: queryArg.updateVendorUserDto,
        }),
        invalidatesTags: ['users'],
      }),
      removeVendorUser: build.mutation<RemoveVendorUserApiResponse, RemoveVendorUserApiArg>({
        query: (queryArg) => ({ url: `/features/users/vendor-users/${queryArg.userId}`, method: 'DELETE' }),
        invalidatesTags: ['users'],
      }),
      payExternalPp: build.mutation<PayExternalPpApiResponse, PayExternalPpApiArg>({
        query: (queryArg) => ({
          url: `/payments/external_pp/${queryArg.id}/pay`,
          method: 'POST',
          params: {
            skipEmail: queryArg.skipEmail,
            timeZone: queryArg.timeZone,
          },
        }),
        invalidatesTags: ['payments'],
      }),
      listDocuments: build.query<ListDocumentsApiResponse, ListDocumentsApiArg>({
        query: (queryArg) => ({
          url: `/features/documents`,
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
        providesTags: ['features'],
      }),
      listLockDevices: build.query<ListLockDevicesApiResponse, ListLockDevicesApiArg>({
        query: (queryArg) => ({
          url: `/features/lock_devices`,
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
        providesTags: ['locks'],
      }),
      getLockAttention: build.query<GetLockAttentionApiResponse, GetLockAttentionApiArg>({
        query: () => ({ url: `/features/lock_devices/attention` }),
        providesTags: ['locks'],
      }),
      openTillSession: build.mutation<OpenTillSessionApiResponse, OpenTillSessionApiArg>({
        query: (queryArg) => ({ url: `/till/sessions`, method: 'POST', body: queryArg.openTillSessionDto }),
        invalidatesTags: ['till'],
      }),
      getTillSession: build.query<GetTillSessionApiResponse, GetTillSessionApiArg>({
        query: (queryArg) => ({ url: `/till/sessions/${queryArg.id}` }),
        providesTags: ['till'],
      }),
      createTillCashMovement: build.mutation<CreateTillCashMovementApiResponse, CreateTillCashMovementApiArg>({
        query: (queryArg) => ({
          url: `/till/sessions/${queryArg.id}/cash_movements`,
          method: 'POST',
          body: queryArg.cashMovementDto,
        }),
        invalidatesTags: ['till'],
      }),
      closeTillSession: build.mutation<CloseTillSessionApiResponse, CloseTillSessionApiArg>({
        query: (queryArg) => ({
          url: `/till/sessions/${queryArg.id}/close`,
          method: 'POST',
          body: queryArg.closeTillSessionDto,
        }),
        invalidatesTags: ['till'],
      }),
      listTillSessionSales: build.query<ListTillSessionSalesApiResponse, ListTillSessionSalesApiArg>({
        query: (queryArg) => ({ url: `/till/sessions/${queryArg.id}/sales` }),
        providesTags: ['till'],
      }),
      mailTillReceipt: build.mutation<MailTillReceiptApiResponse, MailTillReceiptApiArg>({
        query: (queryArg) => ({
          url: `/till/receipts/${queryArg.id}/mail`,
          method: 'POST',
          body: queryArg.tillReceiptMailDto,
        }),
        invalidatesTags: ['till'],
      }),
      addTillSaleCustomer: build.mutation<AddTillSaleCustomerApiResponse, AddTillSaleCustomerApiArg>({
        query: (queryArg) => ({
          url: `/till/sales/${queryArg.id}/customer`,
          method: 'POST',
          body: queryArg.tillSaleCustomerDto,
        }),
        invalidatesTags: ['till'],
      }),
      createTillStorno: build.mutation<CreateTillStornoApiResponse, CreateTillStornoApiArg>({
        query: (queryArg) => ({
          url: `/till/sales/${queryArg.id}/storno`,
          method: 'POST',
          body: queryArg.tillStornoDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['till'],
      }),
      createTillSale: build.mutation<CreateTillSaleApiResponse, CreateTillSaleApiArg>({
        query: (queryArg) => ({
          url: `/till/sales`,
          method: 'POST',
          body: queryArg.createTillSaleDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['till'],
      }),
      listTerminalReaders: build.query<ListTerminalReadersApiResponse, ListTerminalReadersApiArg>({
        query: (queryArg) => ({
          url: `/till/terminal/readers`,
          params: {
            locationId: queryArg.locationId,
          },
        }),
        providesTags: ['till'],
      }),
      createTerminalPayment: build.mutation<CreateTerminalPaymentApiResponse, CreateTerminalPaymentApiArg>({
        query: (queryArg) => ({
          url: `/till/terminal/payments`,
          method: 'POST',
          body: queryArg.createTerminalPaymentDto,
          headers: {
            'Idempotency-Key': queryArg['Idempotency-Key'],
          },
        }),
        invalidatesTags: ['till'],
      }),
      getTerminalPayment: build.query<GetTerminalPaymentApiResponse, GetTerminalPaymentApiArg>({
        query: (queryArg) => ({ url: `/till/terminal/payments/${queryArg.id}` }),
        providesTags: ['till'],
      }),
      cancelTerminalPayment: build.mutation<CancelTerminalPaymentApiResponse, CancelTerminalPaymentApiArg>({
        query: (queryArg) => ({ url: `/till/terminal/payments/${queryArg.id}/cancel`, method: 'POST' }),
        invalidatesTags: ['till'],
      }),
      presentTerminalCard: build.mutation<PresentTerminalCardApiResponse, PresentTerminalCardApiArg>({
        query: (queryArg) => ({
          url: `/till/terminal/readers/${queryArg.id}/present`,
          method: 'POST',
          body: queryArg.presentCardDto,
        }),
        invalidatesTags: ['till'],
      }),
      getTillTse: build.query<GetTillTseApiResponse, GetTillTseApiArg>({
        query: (queryArg) => ({ url: `/till/locations/${queryArg.locationId}/tse` }),
        providesTags: ['till'],
      }),
      putTillTse: build.mutation<PutTillTseApiResponse, PutTillTseApiArg>({
        query: (queryArg) => ({
          url: `/till/locations/${queryArg.locationId}/tse`,
          method: 'PUT',
          body: queryArg.putTillTseDto,
        }),
        invalidatesTags: ['till'],
      }),
      listTillRegisters: build.query<ListTillRegistersApiResponse, ListTillRegistersApiArg>({
        query: (queryArg) => ({
          url: `/till/registers`,
          params: {
            format: queryArg.format,
            csvFormat: queryArg.csvFormat,
          },
        }),
        providesTags: ['till'],
      }),
    }),
    overrideExisting: false,
  });
export { injectedRtkApi as officeGeneratedApi };
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
export type ListSectionRowsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: RowWithChairsDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListSectionRowsApiArg = {
  id: number;
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
export type ListVendorsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: VendorDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListVendorsApiArg = {
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
export type GetVendorApiResponse = /** status 200  */ VendorDto;
export type GetVendorApiArg = {
  id: number;
};
export type UpdateVendorApiResponse = /** status 200  */ VendorDto;
export type UpdateVendorApiArg = {
  id: number;
  updateVendorDto: UpdateVendorDto;
};
export type CreateLocationApiResponse = /** status 201  */ LocationDto;
export type CreateLocationApiArg = {
  createLocationDto: CreateLocationDto;
};
export type UpdateLocationApiResponse = /** status 200  */ LocationDto;
export type UpdateLocationApiArg = {
  id: number;
  updateLocationDto: UpdateLocationDto;
};
export type ListVendorLocationsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: LocationDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListVendorLocationsApiArg = {
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
export type GetVendorLocationApiResponse = /** status 200  */ LocationDto;
export type GetVendorLocationApiArg = {
  id: number;
};
export type DeleteVendorLocationApiResponse = unknown;
export type DeleteVendorLocationApiArg = {
  id: number;
};
export type ListVendorSectionsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: VendorSectionDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListVendorSectionsApiArg = {
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
export type CreateVendorSectionApiResponse = /** status 201  */ VendorSectionDetailDto;
export type CreateVendorSectionApiArg = {
  createSectionDto: CreateSectionDto;
};
export type GetVendorSectionApiResponse = /** status 200  */ VendorSectionDetailDto;
export type GetVendorSectionApiArg = {
  id: number;
};
export type UpdateVendorSectionApiResponse = /** status 200  */ VendorSectionDetailDto;
export type UpdateVendorSectionApiArg = {
  id: number;
  updateSectionDto: UpdateSectionDto;
};
export type CreateRowApiResponse = /** status 201  */ RowDto;
export type CreateRowApiArg = {
  id: number;
  createRowDto: CreateRowDto;
};
export type UpdateRowApiResponse = /** status 200  */ RowDto;
export type UpdateRowApiArg = {
  id: number;
  updateRowDto: UpdateRowDto;
};
export type DeleteRowApiResponse = unknown;
export type DeleteRowApiArg = {
  id: number;
};
export type CreateBeachChairApiResponse = /** status 201  */ VendorBeachChairDto;
export type CreateBeachChairApiArg = {
  createBeachChairDto: CreateBeachChairDto;
};
export type CreateBeachChairsApiResponse = /** status 201  */ VendorBeachChairDto[];
export type CreateBeachChairsApiArg = {
  bulkCreateBeachChairsDto: BulkCreateBeachChairsDto;
};
export type AssignBeachChairLockApiResponse = /** status 200  */ VendorBeachChairDto;
export type AssignBeachChairLockApiArg = {
  id: number;
  assignLockDto: AssignLockDto;
};
export type UpdateBeachChairApiResponse = /** status 200  */ VendorBeachChairDto;
export type UpdateBeachChairApiArg = {
  id: number;
  updateBeachChairDto: UpdateBeachChairDto;
};
export type GetVendorBeachChairApiResponse = /** status 200  */ VendorBeachChairDto;
export type GetVendorBeachChairApiArg = {
  id: number;
};
export type AddBeachChairStopSaleApiResponse = /** status 201  */ VendorBeachChairDto;
export type AddBeachChairStopSaleApiArg = {
  id: number;
  createStopSaleDto: CreateStopSaleDto;
};
export type RemoveBeachChairStopSaleApiResponse = /** status 200  */ VendorBeachChairDto;
export type RemoveBeachChairStopSaleApiArg = {
  id: number;
  stopSaleId: number;
};
export type ListVendorBeachChairsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: VendorBeachChairDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListVendorBeachChairsApiArg = {
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
export type CreateVendorExtraApiResponse = /** status 201  */ VendorExtraDto;
export type CreateVendorExtraApiArg = {
  createExtraDto: CreateExtraDto;
};
export type ListVendorExtrasApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: VendorExtraDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListVendorExtrasApiArg = {
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
export type GetVendorExtraApiResponse = /** status 200  */ VendorExtraDto;
export type GetVendorExtraApiArg = {
  id: number;
};
export type UpdateVendorExtraApiResponse = /** status 200  */ VendorExtraDto;
export type UpdateVendorExtraApiArg = {
  id: number;
  updateExtraDto: UpdateExtraDto;
};
export type DeleteVendorExtraApiResponse = unknown;
export type DeleteVendorExtraApiArg = {
  id: number;
};
export type UploadImageApiResponse = /** status 201  */ ImageDto;
export type UploadImageApiArg = {
  /** Fit within this width (never enlarged) */
  width?: number;
  /** Fit within this height (never enlarged) */
  height?: number;
  /** Attach to this section of the caller's vendor */
  sectionId?: number;
  /** Attach to this location of the caller's vendor */
  locationId?: number;
  /** Attach to this chair of the caller's vendor */
  beachChairId?: number;
  /** Attach to this extra of the caller's vendor */
  extraId?: number;
  body: {
    file: Blob;
  };
};
export type OrderImagesApiResponse = /** status 200  */ ImageDto[];
export type OrderImagesApiArg = {
  orderImagesDto: OrderImagesDto;
};
export type DeleteImageApiResponse = unknown;
export type DeleteImageApiArg = {
  id: number;
};
export type CreateVendorPriceApiResponse = /** status 201  */ VendorPriceDto;
export type CreateVendorPriceApiArg = {
  createPriceDto: CreatePriceDto;
};
export type ListVendorPricesApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: VendorPriceDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListVendorPricesApiArg = {
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
export type BulkChangeVendorPricesApiResponse = /** status 200  */ VendorPriceDto[];
export type BulkChangeVendorPricesApiArg = {
  bulkPriceChangeDto: BulkPriceChangeDto;
};
export type UpdateVendorPriceApiResponse = /** status 200  */ VendorPriceDto;
export type UpdateVendorPriceApiArg = {
  id: number;
  updatePriceDto: UpdatePriceDto;
};
export type DeleteVendorPriceApiResponse = unknown;
export type DeleteVendorPriceApiArg = {
  id: number;
};
export type GetSectionAvailabilityApiResponse = /** status 200  */ SectionAvailabilityDto;
export type GetSectionAvailabilityApiArg = {
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
};
export type ListSectionBeachChairBookingsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: SectionChairBookingDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListSectionBeachChairBookingsApiArg = {
  id: number;
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
  /** First day (yyyy-MM-dd) */
  start: string;
  /** Last day, included (yyyy-MM-dd) */
  end: string;
  /** IANA time zone the dates are read in (default Europe/Berlin) */
  timeZone?: string;
  /** Only the chairs of this row */
  row?: number;
  model?: BeachChairModel;
  /** Only chair bookings in this status (default: all) */
  status?: BookingStatus;
};
export type GetSectionsAvailabilityApiResponse = /** status 200  */ SectionsOccupancyDto;
export type GetSectionsAvailabilityApiArg = {
  /** Whose sections: an ADMIN's choice; a VENDOR may only name its own vendor */
  vendorId?: number;
  /** First day (yyyy-MM-dd); required unless date is given */
  startDate?: string;
  /** Last day, included; default startDate; at most 93 days */
  endDate?: string;
  /** A single day instead of startDate..endDate */
  date?: string;
  /** IANA time zone the dates are read in (default Europe/Berlin) */
  timeZone?: string;
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
export type ListOfficeBookingsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: OfficeBookingListItemDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListOfficeBookingsApiArg = {
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
  /** One or several statuses (repeated or comma-separated) */
  status?: BookingStatus[];
  /** Bookings with a chair booking overlapping [from, to] (days in Europe/Berlin) */
  from?: string;
  /** Last day of the range (inclusive); from alone means from that day on */
  to?: string;
  /** Bookings with a chair booking in this section */
  sectionId?: number;
  /** Bookings with a chair booking of this chair */
  beachChairId?: number;
  /** The customer's e-mail (exact, case-insensitive) */
  email?: string;
  source?: BookingSource;
  paymentMethod?: PaymentMethod;
};
export type GetOfficeBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type GetOfficeBookingApiArg = {
  id: number;
};
export type CalculateCancellationFeeApiResponse = /** status 200  */ CancellationFeeDto;
export type CalculateCancellationFeeApiArg = {
  id: number;
  /** IANA zone of the dates in the mail and of the fee's calendar days (default: the booking's) */
  timeZone?: string;
};
export type CancelOfficeBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type CancelOfficeBookingApiArg = {
  id: number;
  /** IANA zone of the dates in the mail and of the fee's calendar days (default: the booking's) */
  timeZone?: string;
  /** Fee kept from the total, euros (0..total); default: the calculated fee */
  cancellationFee?: number;
  /** Do not refund what was paid (default false) */
  skipRefund?: boolean;
  cancelOfficeBookingBodyDto: CancelOfficeBookingBodyDto;
};
export type CancelOfficeBeachChairBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type CancelOfficeBeachChairBookingApiArg = {
  id: number;
  beachChairBookingId: number;
  /** IANA zone of the dates in the mail and of the fee's calendar days (default: the booking's) */
  timeZone?: string;
  /** Fee kept of the chair booking's price, euros (0..price), added to the booking's total; default: the vendor's policy's percent of the price */
  cancellationFee?: number;
};
export type ConfirmOfficeBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type ConfirmOfficeBookingApiArg = {
  id: number;
  /** IANA zone of the dates in the mail and of the fee's calendar days (default: the booking's) */
  timeZone?: string;
};
export type PayOfficeBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type PayOfficeBookingApiArg = {
  id: number;
  /** IANA zone of the dates in the mail and of the fee's calendar days (default: the booking's) */
  timeZone?: string;
  payOfficeBookingDto: PayOfficeBookingDto;
};
export type ReserveOfficeBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type ReserveOfficeBookingApiArg = {
  id: number;
};
export type RecoverOfficeBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type RecoverOfficeBookingApiArg = {
  id: number;
};
export type ListBookingCustomersApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: OfficeCustomerDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListBookingCustomersApiArg = {
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
export type GetOccupancyReportApiResponse = /** status 200  */ OccupancyReportDto;
export type GetOccupancyReportApiArg = {
  /** First day (inclusive, Europe/Berlin) */
  from: string;
  /** Last day (inclusive), at most 366 days from from */
  to: string;
  /** Answer text/csv (the lines) instead of JSON */
  csv?: boolean;
  /** Dialect of the csv=true answer (ignored without it). rfc4180 (default): comma, values as in JSON (ISO dates, decimal point). excel-de: for German spreadsheets: semicolon, UTF-8 BOM, CRLF, dates dd.MM.yyyy and instants dd.MM.yyyy HH:mm in Europe/Berlin (or the row's timeZone), a stay's end as its last day, decimal comma, euros with two decimals */
  csvFormat?: CsvFormat;
};
export type GetRevenueReportApiResponse = /** status 200  */ RevenueReportDto;
export type GetRevenueReportApiArg = {
  /** First day (inclusive, Europe/Berlin) */
  from: string;
  /** Last day (inclusive), at most 366 days from from */
  to: string;
  /** Answer text/csv (the lines) instead of JSON */
  csv?: boolean;
  /** Dialect of the csv=true answer (ignored without it). rfc4180 (default): comma, values as in JSON (ISO dates, decimal point). excel-de: for German spreadsheets: semicolon, UTF-8 BOM, CRLF, dates dd.MM.yyyy and instants dd.MM.yyyy HH:mm in Europe/Berlin (or the row's timeZone), a stay's end as its last day, decimal comma, euros with two decimals */
  csvFormat?: CsvFormat;
  /** One line per day (default) or per month */
  groupBy?: RevenuePeriod;
};
export type ListInvoiceExportApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: InvoiceExportLineDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListInvoiceExportApiArg = {
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
  /** First day the invoice was issued (inclusive, Europe/Berlin) */
  from: string;
  /** Last day (inclusive), at most 366 days from from */
  to: string;
};
export type AssignBookingInvoiceNumberApiResponse = /** status 200  */ InvoiceNumberDto;
export type AssignBookingInvoiceNumberApiArg = {
  id: number;
  /** Explicit number (letters, digits, . _ / -, at most 40); one of the automatic series (yyyy-NNNNNN) only if already issued */
  invoiceNumber?: string;
  assignInvoiceNumberDto: AssignInvoiceNumberDto;
};
export type GetBookingPrepaymentApiResponse = /** status 200  */ PrepaymentDto;
export type GetBookingPrepaymentApiArg = {
  id: number;
};
export type RecordBookingRefundApiResponse = /** status 200  */ PrepaymentDto;
export type RecordBookingRefundApiArg = {
  id: number;
  recordRefundDto: RecordRefundDto;
};
export type ResendBookingBankTransferApiResponse = /** status 200  */ ResentMailDto;
export type ResendBookingBankTransferApiArg = {
  id: number;
  /** Accepted for compatibility; the mail shows Europe/Berlin times */
  timeZone?: string;
};
export type ResendBookingPaymentLinkApiResponse = /** status 200  */ ResentMailDto;
export type ResendBookingPaymentLinkApiArg = {
  id: number;
};
export type GetOfficeTodayApiResponse = /** status 200  */ OfficeTodayDto;
export type GetOfficeTodayApiArg = {
  /** The day (default: today in timeZone) */
  date?: string;
  /** IANA time zone the dates are read in (default Europe/Berlin) */
  timeZone?: string;
};
export type CreateCartBookingApiResponse = /** status 201  */ OfficeBookingDto;
export type CreateCartBookingApiArg = void;
export type GetCartBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type GetCartBookingApiArg = {
  id: number;
};
export type UpdateCartBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type UpdateCartBookingApiArg = {
  id: number;
  updateOfficeBookingDto: UpdateOfficeBookingDto;
};
export type CancelCartBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type CancelCartBookingApiArg = {
  id: number;
};
export type AddCartBookingCustomerApiResponse = /** status 201  */ OfficeBookingDto;
export type AddCartBookingCustomerApiArg = {
  id: number;
  addPublicBookingCustomerDto: AddPublicBookingCustomerDto;
};
export type AddCartBookingExtrasApiResponse = /** status 201  */ OfficeBookingDto;
export type AddCartBookingExtrasApiArg = {
  id: number;
  addBookingExtrasDto: AddBookingExtrasDto;
};
export type UpdateCartBookingExtraApiResponse = /** status 200  */ OfficeBookingDto;
export type UpdateCartBookingExtraApiArg = {
  /** The booking */
  id: number;
  /** The extra line of the booking */
  extrasBookingId: number;
  bookingExtraAmountDto: BookingExtraAmountDto;
};
export type DeleteCartBookingExtraApiResponse = /** status 200  */ OfficeBookingDto;
export type DeleteCartBookingExtraApiArg = {
  /** The booking */
  id: number;
  /** The extra line of the booking */
  extrasBookingId: number;
};
export type DeleteCartBookingBeachChairBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type DeleteCartBookingBeachChairBookingApiArg = {
  /** The booking */
  id: number;
  /** The chair booking of that booking */
  beachChairBookingId: number;
};
export type GetCartBookingHistoryApiResponse = /** status 200  */ BookingHistoryItemDto[];
export type GetCartBookingHistoryApiArg = {
  id: number;
};
export type CreateCartBeachChairBookingApiResponse = /** status 201  */ ChairBookingItemDto;
export type CreateCartBeachChairBookingApiArg = {
  createOfficeChairBookingDto: CreateOfficeChairBookingDto;
};
export type BatchUpdateCartBeachChairBookingsApiResponse = /** status 200  */ ChairBookingItemDto[];
export type BatchUpdateCartBeachChairBookingsApiArg = {
  batchChairBookingsDto: BatchChairBookingsDto;
};
export type UpdateCartBeachChairBookingApiResponse = /** status 200  */ ChairBookingItemDto;
export type UpdateCartBeachChairBookingApiArg = {
  id: number;
  changeChairBookingDto: ChangeChairBookingDto;
};
export type DeleteCartBeachChairBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type DeleteCartBeachChairBookingApiArg = {
  id: number;
};
export type CancelCartBeachChairBookingApiResponse = /** status 200  */ OfficeBookingDto;
export type CancelCartBeachChairBookingApiArg = {
  id: number;
};
export type AddOfficeBeachChairBookingApiResponse = /** status 201  */ OfficeBookingDto;
export type AddOfficeBeachChairBookingApiArg = {
  id: number;
  /** IANA zone the days are counted in (default: the booking's zone) */
  timeZone?: string;
  addBeachChairBookingDto: AddBeachChairBookingDto;
};
export type ListOfficeBeachChairBookingsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: ChairBookingItemDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListOfficeBeachChairBookingsApiArg = {
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
  /** Only the chair bookings of this booking */
  bookingId?: number;
  /** Only this chair */
  beachChairId?: number;
  /** Only chairs of this section */
  sectionId?: number;
  /** The chair booking's status */
  status?: BookingStatus;
  /** Chair bookings touching this day or later (yyyy-MM-dd, Europe/Berlin) */
  from?: string;
  /** Chair bookings touching this day or earlier (yyyy-MM-dd, included) */
  to?: string;
};
export type PreviewOfficeBeachChairBookingMoveApiResponse = /** status 200  */ ChairMovePreviewDto;
export type PreviewOfficeBeachChairBookingMoveApiArg = {
  id: number;
  /** IANA zone the days are counted in (default: the booking's zone) */
  timeZone?: string;
  changeChairBookingDto: ChangeChairBookingDto;
};
export type MoveOfficeBeachChairBookingApiResponse = /** status 200  */ ChairBookingItemDto;
export type MoveOfficeBeachChairBookingApiArg = {
  id: number;
  /** IANA zone the days are counted in (default: the booking's zone) */
  timeZone?: string;
  changeChairBookingDto: ChangeChairBookingDto;
};
export type GetSeasonContractApiResponse = /** status 200  */ SeasonContractDto;
export type GetSeasonContractApiArg = {
  id: number;
};
export type CreateSeasonContractApiResponse = /** status 201  */ SeasonContractDto;
export type CreateSeasonContractApiArg = {
  id: number;
  createSeasonContractDto: CreateSeasonContractDto;
};
export type EndSeasonContractApiResponse = /** status 200  */ SeasonContractDto;
export type EndSeasonContractApiArg = {
  id: number;
};
export type CreateApiKeyApiResponse = /** status 201  */ CreatedApiKeyDto;
export type CreateApiKeyApiArg = {
  createApiKeyDto: CreateApiKeyDto;
};
export type ListApiKeysApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: ApiKeyDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListApiKeysApiArg = {
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
export type RevokeApiKeyApiResponse = unknown;
export type RevokeApiKeyApiArg = {
  id: number;
};
export type ConfirmPasswordResetApiResponse = /** status 200  */ AccountConfirmedDto;
export type ConfirmPasswordResetApiArg = {
  passwordConfirmDto: PasswordConfirmDto;
};
export type LoginWithRefreshApiResponse = /** status 200  */ SessionDto;
export type LoginWithRefreshApiArg = {
  loginDto: LoginDto;
};
export type RefreshApiResponse = /** status 200  */ SessionDto;
export type RefreshApiArg = {
  refreshDto: RefreshDto;
};
export type LogoutApiResponse = unknown;
export type LogoutApiArg = void;
export type SwitchVendorContextApiResponse = /** status 200  */ SessionDto;
export type SwitchVendorContextApiArg = {
  contextVendorDto: ContextVendorDto;
};
export type SwitchLocationContextApiResponse = /** status 200  */ SessionDto;
export type SwitchLocationContextApiArg = {
  contextLocationDto: ContextLocationDto;
};
export type AddVendorUserApiResponse = /** status 201  */ AddedVendorUserDto;
export type AddVendorUserApiArg = {
  addVendorUserDto: AddVendorUserDto;
};
export type ListVendorUsersApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: VendorUserDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListVendorUsersApiArg = {
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
export type UpdateVendorUserApiResponse = /** status 200  */ VendorUserDto;
export type UpdateVendorUserApiArg = {
  /** The user (app_user id) of the vendor */
  userId: number;
  updateVendorUserDto: UpdateVendorUserDto;
};
export type RemoveVendorUserApiResponse = unknown;
export type RemoveVendorUserApiArg = {
  /** The user (app_user id) of the vendor */
  userId: number;
};
export type PayExternalPpApiResponse = /** status 201  */ OfficeBookingDto;
export type PayExternalPpApiArg = {
  id: number;
  /** true: no confirmation mail to the customer */
  skipEmail?: boolean;
  /** Accepted; the mail uses the booking's time zone */
  timeZone?: string;
};
export type ListDocumentsApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: DocumentDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListDocumentsApiArg = {
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
export type ListLockDevicesApiResponse =
  /** status 200 One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true */ {
    items: LockDeviceDto[];
    total: number;
    page: number;
    itemsPerPage: number;
  };
export type ListLockDevicesApiArg = {
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
export type GetLockAttentionApiResponse = /** status 200  */ LockAttentionDto;
export type GetLockAttentionApiArg = void;
export type OpenTillSessionApiResponse = /** status 201  */ TillSessionCreatedDto;
export type OpenTillSessionApiArg = {
  openTillSessionDto: OpenTillSessionDto;
};
export type GetTillSessionApiResponse = /** status 200  */ TillSessionDto;
export type GetTillSessionApiArg = {
  id: number;
};
export type CreateTillCashMovementApiResponse = /** status 201  */ CashMovementCreatedDto;
export type CreateTillCashMovementApiArg = {
  id: number;
  cashMovementDto: CashMovementDto;
};
export type CloseTillSessionApiResponse = /** status 200  */ TillClosingDto;
export type CloseTillSessionApiArg = {
  id: number;
  closeTillSessionDto: CloseTillSessionDto;
};
export type ListTillSessionSalesApiResponse = /** status 200  */ TillSaleListDto;
export type ListTillSessionSalesApiArg = {
  id: number;
};
export type MailTillReceiptApiResponse = /** status 202  */ TillReceiptMailedDto;
export type MailTillReceiptApiArg = {
  id: number;
  tillReceiptMailDto: TillReceiptMailDto;
};
export type AddTillSaleCustomerApiResponse = /** status 200  */ TillSaleListItemDto;
export type AddTillSaleCustomerApiArg = {
  id: number;
  tillSaleCustomerDto: TillSaleCustomerDto;
};
export type CreateTillStornoApiResponse = /** status 201  */ TillSaleDto;
export type CreateTillStornoApiArg = {
  id: number;
  /** A new key (a UUID) per storno; a retry sends the same */
  'Idempotency-Key': string;
  tillStornoDto: TillStornoDto;
};
export type CreateTillSaleApiResponse =
  /** status 201 The sale (also for a retry with the same key: header Idempotent-Replayed: true) */ TillSaleDto;
export type CreateTillSaleApiArg = {
  /** A new key (a UUID) per sale; a retry sends the same */
  'Idempotency-Key': string;
  createTillSaleDto: CreateTillSaleDto;
};
export type ListTerminalReadersApiResponse = /** status 200  */ TerminalReaderDto[];
export type ListTerminalReadersApiArg = {
  /** The location whose counter the reader stands at */
  locationId: number;
};
export type CreateTerminalPaymentApiResponse = /** status 202  */ TerminalPaymentStartedDto;
export type CreateTerminalPaymentApiArg = {
  /** A new key (a UUID) per payment; a retry sends the same */
  'Idempotency-Key': string;
  createTerminalPaymentDto: CreateTerminalPaymentDto;
};
export type GetTerminalPaymentApiResponse = /** status 200  */ TerminalPaymentDto;
export type GetTerminalPaymentApiArg = {
  id: number;
};
export type CancelTerminalPaymentApiResponse = /** status 200  */ TerminalPaymentDto;
export type CancelTerminalPaymentApiArg = {
  id: number;
};
export type PresentTerminalCardApiResponse = /** status 200  */ TerminalPaymentDto;
export type PresentTerminalCardApiArg = {
  /** A reader id (tmr_…) */
  id: string;
  presentCardDto: PresentCardDto;
};
export type GetTillTseApiResponse = /** status 200  */ TillLocationTseDto;
export type GetTillTseApiArg = {
  locationId: number;
};
export type PutTillTseApiResponse = /** status 200  */ TillLocationTseDto;
export type PutTillTseApiArg = {
  locationId: number;
  putTillTseDto: PutTillTseDto;
};
export type ListTillRegistersApiResponse = /** status 200 The tills (text/csv with format=csv) */ TillRegistersDto;
export type ListTillRegistersApiArg = {
  /** json (default) or csv */
  format?: TillRegistersFormat;
  /** The CSV dialect (with format=csv): rfc4180 (default) or excel-de */
  csvFormat?: CsvFormat;
};
export type GeoJsonPolygon = {
  type: 'Polygon';
  /** Closed linear rings of [lng, lat] pairs; the first ring is the outline */
  coordinates: number[][][];
};
export type BeachDto = {
  id: number;
  name: string;
  cityId: number;
  geoJson: GeoJsonPolygon | null;
  active: boolean;
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
export type SortDirection = 'ASC' | 'DESC';
export type CsvFormat = 'rfc4180' | 'excel-de';
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
export type RowWithChairsDto = {
  id: number;
  sectionId: number;
  name: string;
  /** English name, for the English storefront; null: show name */
  nameEn: string | null;
  position: number;
  geoJson: GeoJsonPolygon | null;
  rowData: BeachChairSummaryDto[];
};
export type AddressDto = {
  street?: string;
  houseNumber?: string;
  /** Second line: c/o, building */
  addition?: string | null;
  zip?: string;
  city?: string;
  /** ISO 3166-1 alpha-2 */
  country?: string;
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
export type VendorConfigurationDto = {
  /** Chair display: grid or map */
  beachChairView?: BeachChairView;
  /** Chairs per line in the grid view */
  gridLineBreak?: number;
  hideCustomerComment?: boolean;
  hideOpeningHours?: boolean;
  /** The payment methods offered, in order */
  paymentMethods?: PaymentMethod[];
  /** Logo URL (e.g. an uploaded image url) */
  logo?: string | null;
  /** No booking may start before this day (null: none) */
  bookingStartdate?: string | null;
};
export type BankDataDto = {
  accountHolder?: string;
  iban: string;
  bic?: string;
  bankName?: string;
};
export type VendorInvoiceSettingsDto = {
  /** VAT id (USt-IdNr.) */
  vatId?: string | null;
  /** Tax number (Steuernummer) */
  taxNumber?: string | null;
  /** Register court (Registergericht) of a registered company; printed on invoices when set */
  registerCourt?: string | null;
  /** Commercial register number (Handelsregisternummer); printed on invoices when set */
  registerNumber?: string | null;
  /** Managing directors (Geschäftsführer) of a GmbH, as printed: 'Jan Möller, Anna Petersen' */
  managingDirectors?: string | null;
  bankData?: BankDataDto;
};
export type VendorCommissionDto = {
  /** Share of bookings made online (storefront, widget) */
  onlinePercent?: number;
  /** Share of bookings the vendor enters itself */
  offlinePercent?: number;
};
export type CancellationRuleDto = {
  daysBefore: number;
  percent: number;
};
export type CancellationFeeBase = 'RENTAL' | 'RENTAL_AND_EXTRAS';
export type VendorDto = {
  id: number;
  companyName: string;
  publicReference: string;
  email: string | null;
  telephone: string | null;
  website: string | null;
  address: AddressDto;
  configuration: VendorConfigurationDto;
  invoiceData: VendorInvoiceSettingsDto;
  commission: VendorCommissionDto;
  cancellationPolicy: CancellationRuleDto[];
  cancellationFeeBase: CancellationFeeBase;
  /** Guests may cancel online until this many days before the start; null: not online */
  guestCancellationDays: number | null;
  terms: string | null;
  /** The contact id in sevDesk, once created */
  sevdeskContactId: string | null;
  createdAt: string;
  updatedAt: string;
};
export type UpdateVendorDto = {
  companyName?: string;
  /** URL-safe public reference; generated from the company name when left out (ADMIN only) */
  publicReference?: string;
  email?: string | null;
  telephone?: string | null;
  website?: string | null;
  address?: AddressDto;
  configuration?: VendorConfigurationDto;
  invoiceData?: VendorInvoiceSettingsDto;
  /** ADMIN only */
  commission?: VendorCommissionDto;
  cancellationPolicy?: CancellationRuleDto[];
  /** What the policy's percent is taken of: the chairs' rental (default) or rental and extras */
  cancellationFeeBase?: CancellationFeeBase;
  /** Guests may cancel online ("Meine Buchung") until this many calendar days before the start (default 1); null: not online */
  guestCancellationDays?: number | null;
  /** Rental terms: markdown-ish text (# headings, 1. lists, paragraphs) */
  terms?: string | null;
};
export type LocationDetailsDto = {
  email?: string | null;
  telephone?: string | null;
  website?: string | null;
  /** Logo URL (e.g. an uploaded image url) */
  logo?: string | null;
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
export type LocationDto = {
  id: number;
  vendorId: number;
  name: string;
  entranceName: string | null;
  address: AddressDto;
  geoJson: GeoJsonPoint | null;
  details: LocationDetailsDto;
  description: string | null;
  descriptionEn: string | null;
  priceText: LocalizedTextDto;
  seasonStart: string | null;
  seasonEnd: string | null;
  leadTimeHours: number | null;
  bookingStartdate: string | null;
  /** Every feature, true or false */
  attributes: LocationAttributesDto;
  openingHours: OpeningHoursDto[];
  /** The configuration, with the location’s bookingStartdate */
  configuration: VendorConfigurationDto;
  terms: string | null;
  images: ImageDto[];
  createdAt: string;
  updatedAt: string;
};
export type ConfigurationDto = {
  /** Chair display: grid or map */
  beachChairView?: BeachChairView;
  /** Chairs per line in the grid view */
  gridLineBreak?: number;
  hideCustomerComment?: boolean;
  hideOpeningHours?: boolean;
  /** The payment methods offered, in order */
  paymentMethods?: PaymentMethod[];
  /** Logo URL (e.g. an uploaded image url) */
  logo?: string | null;
};
export type CreateLocationDto = {
  /** The owning vendor: only for an ADMIN without a vendor context (a vendor's own otherwise) */
  vendorId?: number;
  name: string;
  entranceName?: string | null;
  address?: AddressDto;
  /** Where the location is (the entrance) */
  geoJson?: GeoJsonPoint | null;
  details?: LocationDetailsDto;
  /** Markdown */
  description?: string | null;
  /** The English description, markdown (null or blank: the German one) */
  descriptionEn?: string | null;
  /** Price text per language (markdown) */
  priceText?: LocalizedTextDto;
  /** Season start DD-MM (with seasonEnd; null: 1 June) */
  seasonStart?: string | null;
  /** Season end DD-MM (with seasonStart; null: 31 October) */
  seasonEnd?: string | null;
  /** Hours after the start of tomorrow before a booking may begin */
  leadTimeHours?: number | null;
  /** Online booking opens on this day (null: open) */
  bookingStartdate?: string | null;
  attributes?: LocationAttributesDto;
  openingHours?: OpeningHoursDto[];
  /** Overrides of the vendor's configuration */
  configuration?: ConfigurationDto;
  /** Rental terms (markdown-ish); null: the vendor's */
  terms?: string | null;
};
export type UpdateLocationDto = {
  name?: string;
  entranceName?: string | null;
  address?: AddressDto;
  /** Where the location is (the entrance) */
  geoJson?: GeoJsonPoint | null;
  details?: LocationDetailsDto;
  /** Markdown */
  description?: string | null;
  /** The English description, markdown (null or blank: the German one) */
  descriptionEn?: string | null;
  /** Price text per language (markdown) */
  priceText?: LocalizedTextDto;
  /** Season start DD-MM (with seasonEnd; null: 1 June) */
  seasonStart?: string | null;
  /** Season end DD-MM (with seasonStart; null: 31 October) */
  seasonEnd?: string | null;
  /** Hours after the start of tomorrow before a booking may begin */
  leadTimeHours?: number | null;
  /** Online booking opens on this day (null: open) */
  bookingStartdate?: string | null;
  attributes?: LocationAttributesDto;
  openingHours?: OpeningHoursDto[];
  /** Overrides of the vendor's configuration */
  configuration?: ConfigurationDto;
  /** Rental terms (markdown-ish); null: the vendor's */
  terms?: string | null;
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
export type VendorSectionDto = {
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
  images: ImageDto[];
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
export type LockState = 'LOCKED' | 'UNLOCKED';
export type LockSummaryDto = {
  id: number;
  serialNumber: string;
  state: LockState;
  batteryLevel: number | null;
};
export type StopSaleDto = {
  id: number;
  start: string;
  /** Inclusive */
  end: string;
  reason: string | null;
};
export type VendorBeachChairDto = {
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
  position: number;
  active: boolean;
  lock: LockSummaryDto | null;
  stopSaleDates: StopSaleDto[];
  images: ImageDto[];
  createdAt: string;
  updatedAt: string;
};
export type VendorSectionDetailDto = {
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
  images: ImageDto[];
  rows: RowDto[];
  /** Every chair of the section, by row position and chair position */
  rowData: VendorBeachChairDto[];
};
export type CreateSectionDto = {
  name: string;
  beachId: number;
  /** The vendor location that runs the section */
  locationId: number;
  /** Rows are chosen before chairs (default false) */
  hasSubsections?: boolean;
  /** Bookable in the storefront (default true) */
  onlineBooking?: boolean;
  geoJson?: GeoJsonPolygon | null;
  description?: string | null;
  /** The English description (null or blank: the German one) */
  descriptionEn?: string | null;
  beachPlan?: string | null;
};
export type UpdateSectionDto = {
  name?: string;
  beachId?: number;
  /** The vendor location that runs the section */
  locationId?: number;
  /** Rows are chosen before chairs (default false) */
  hasSubsections?: boolean;
  /** Bookable in the storefront (default true) */
  onlineBooking?: boolean;
  geoJson?: GeoJsonPolygon | null;
  description?: string | null;
  /** The English description (null or blank: the German one) */
  descriptionEn?: string | null;
  beachPlan?: string | null;
};
export type CreateRowDto = {
  name: string;
  /** The English name (null or blank: the German one) */
  nameEn?: string | null;
  /** Order within the section (default: after the last row) */
  position?: number;
  geoJson?: GeoJsonPolygon | null;
};
export type UpdateRowDto = {
  name?: string;
  /** The English name (null or blank: the German one) */
  nameEn?: string | null;
  /** Order within the section (default: after the last row) */
  position?: number;
  geoJson?: GeoJsonPolygon | null;
};
export type BeachChairAttributesInputDto = {
  /** Canopy colour; "0" means none */
  color?: BeachChairColor;
};
export type CreateBeachChairDto = {
  /** A section of one of the caller's locations */
  sectionId: number;
  /** A row of that section; null: no row */
  rowId?: number | null;
  /** Unique within the section */
  publicNumber: string;
  model: BeachChairModel;
  /** HALF_DAY (default): mornings and afternoons bookable alone */
  timeEnum?: TimeEnum;
  /** Order within the row */
  position?: number;
  /** Let for the whole season (default false) */
  seasonBeachChair?: boolean;
  attributes?: BeachChairAttributesInputDto;
  /** Where the chair stands; must lie inside the section's polygon */
  geoJson?: GeoJsonPoint | null;
  description?: string | null;
  /** Held back by the vendor: not bookable online (default false) */
  reserved?: boolean;
  /** Offered at all (default true); a retired chair is inactive */
  active?: boolean;
};
export type BulkCreateBeachChairsDto = {
  /** Created together, or none of them */
  items: CreateBeachChairDto[];
};
export type AssignLockDto = {
  /** A lock device of the chair's vendor; null removes the lock */
  lockId: number | null;
};
export type UpdateBeachChairDto = {
  /** A section of one of the caller's locations */
  sectionId?: number;
  /** A row of that section; null: no row */
  rowId?: number | null;
  /** Unique within the section */
  publicNumber?: string;
  model?: BeachChairModel;
  /** HALF_DAY (default): mornings and afternoons bookable alone */
  timeEnum?: TimeEnum;
  /** Order within the row */
  position?: number;
  /** Let for the whole season (default false) */
  seasonBeachChair?: boolean;
  attributes?: BeachChairAttributesInputDto;
  /** Where the chair stands; must lie inside the section's polygon */
  geoJson?: GeoJsonPoint | null;
  description?: string | null;
  /** Held back by the vendor: not bookable online (default false) */
  reserved?: boolean;
  /** Offered at all (default true); a retired chair is inactive */
  active?: boolean;
};
export type CreateStopSaleDto = {
  /** First day not for sale */
  start: string;
  /** Last day not for sale (inclusive) */
  end: string;
  reason?: string;
  /** true: take the chair off sale although bookings hold it in these days (a 409 STOP_SALE_OVER_BOOKINGS names them) */
  confirm?: boolean;
};
export type ExtraType = 'FOOD' | 'ACCESSOIRES' | 'TOYS' | 'BEVERAGES' | 'ALCOHOLIC_BEVERAGES' | 'OTHER';
export type VendorExtraDto = {
  id: number;
  vendorId: number;
  locationId: number | null;
  name: string;
  description: string | null;
  /** English name; null: none */
  nameEn: string | null;
  /** English description; null: none */
  descriptionEn: string | null;
  /** Euros, VAT included */
  price: number;
  type: ExtraType;
  /** VAT rate in percent included in the price */
  vatRate: 19 | 7 | 0;
  category: string | null;
  active: boolean;
  /** Its pictures, first shown first */
  images: ImageDto[];
  createdAt: string;
  updatedAt: string;
};
export type CreateExtraDto = {
  /** The owning vendor: only for an ADMIN without a vendor context (a vendor's own otherwise) */
  vendorId?: number;
  name: string;
  description?: string | null;
  /** The English name (null or blank: the German one) */
  nameEn?: string | null;
  /** The English description (null or blank: the German one) */
  descriptionEn?: string | null;
  /** Unit price in euros (VAT included) */
  price: number;
  type: ExtraType;
  /** VAT rate in percent included in the price; default by type: 7 for FOOD (takeaway food), 19 for everything else */
  vatRate?: 19 | 7 | 0;
  /** Free grouping shown as a tab, e.g. Getränke */
  category?: string | null;
  /** Offered (default true) */
  active?: boolean;
  /** Offered at this location of the vendor only; null: at every location */
  locationId?: number | null;
};
export type UpdateExtraDto = {
  name?: string;
  description?: string | null;
  /** The English name (null or blank: the German one) */
  nameEn?: string | null;
  /** The English description (null or blank: the German one) */
  descriptionEn?: string | null;
  /** Unit price in euros (VAT included) */
  price?: number;
  type?: ExtraType;
  /** VAT rate in percent included in the price; default by type: 7 for FOOD (takeaway food), 19 for everything else */
  vatRate?: 19 | 7 | 0;
  /** Free grouping shown as a tab, e.g. Getränke */
  category?: string | null;
  /** Offered (default true) */
  active?: boolean;
  /** Offered at this location of the vendor only; null: at every location */
  locationId?: number | null;
};
export type OrderImagesDto = {
  /** The ids of all images of one section, location, chair or extra, in the new order */
  imageIds: number[];
};
export type RateType = 'MORNING' | 'AFTERNOON' | 'DAY' | 'MULTI_DAY' | 'WEEK' | 'SEASON';
export type PriceRateDto = {
  id: number;
  type: RateType;
  /** Euros, VAT included */
  price: number;
  discount: boolean;
  /** 'HH-HH' for MORNING/AFTERNOON */
  timeRange: string | null;
  minDays: number | null;
};
export type VendorPriceDto = {
  id: number;
  vendorId: number;
  sectionId: number;
  rowId: number | null;
  model: BeachChairModel | null;
  validFrom: string;
  validTo: string;
  rates: PriceRateDto[];
  createdAt: string;
  updatedAt: string;
};
export type PriceRateInputDto = {
  /** MORNING/AFTERNOON need timeRange; MULTI_DAY needs minDays */
  type: RateType;
  /** Euros, VAT included: per half day, day, day from minDays on, week or season */
  price: number;
  /** The discounted rate (e.g. with a guest card); default false */
  discount?: boolean;
  /** MORNING/AFTERNOON only: the hours, HH-HH */
  timeRange?: string;
  /** MULTI_DAY only: the per-day price applies from this many days on */
  minDays?: number;
};
export type CreatePriceDto = {
  /** A section of one of the caller's locations */
  sectionId: number;
  /** Only this row of the section; null: the whole section */
  rowId?: number | null;
  /** Only this chair model; null: every model */
  model?: BeachChairModel | null;
  /** First valid day */
  validFrom: string;
  /** Last valid day (inclusive) */
  validTo: string;
  rates: PriceRateInputDto[];
};
export type PriceChangeMode = 'PERCENT' | 'AMOUNT';
export type BulkPriceChangeDto = {
  /** Up to 500 of the caller's price definitions, each once */
  priceIds: number[];
  mode: PriceChangeMode;
  /** Signed, at most two decimals: percent (PERCENT, from -100) or euros (AMOUNT) */
  value: number;
};
export type UpdatePriceDto = {
  /** A section of one of the caller's locations */
  sectionId?: number;
  /** Only this row of the section; null: the whole section */
  rowId?: number | null;
  /** Only this chair model; null: every model */
  model?: BeachChairModel | null;
  /** First valid day */
  validFrom?: string;
  /** Last valid day (inclusive) */
  validTo?: string;
  rates?: PriceRateInputDto[];
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
export type BookingStatus = 'CONFIRMED' | 'BOOKED' | 'OPEN' | 'PENDING' | 'CANCELED' | 'RESERVED' | 'EXPIRED';
export type SectionChairBookingDto = {
  /** The chair booking */
  id: number;
  bookingId: number;
  bookingRef: string;
  /** The chair booking's status */
  status: BookingStatus;
  beachChairId: number;
  publicNumber: string;
  rowId: number | null;
  model: BeachChairModel;
  start: string;
  /** Exclusive end */
  end: string;
  rate: RateType | null;
  /** Euros */
  price: number;
  discount: boolean;
  /** The customer's name, when known */
  customerName: string | null;
};
export type SectionDayOccupancyDto = {
  date: string;
  /** Chairs without any booking (reserved and season chairs count as reserved) */
  free: number;
  /** Chairs booked all day */
  booked: number;
  /** Chairs booked in the morning only */
  bookedMorning: number;
  /** Chairs booked in the afternoon only */
  bookedAfternoon: number;
  /** Reserved and season chairs not booked all day */
  reserved: number;
  stopSale: number;
  /** Chairs outside the rental season that day */
  outsideSeason: number;
};
export type SectionOccupancyDto = {
  sectionId: number;
  name: string;
  locationId: number;
  locationName: string;
  /** Active chairs */
  chairs: number;
  days: SectionDayOccupancyDto[];
};
export type SectionsOccupancyDto = {
  startDate: string;
  endDate: string;
  timeZone: string;
  sections: SectionOccupancyDto[];
};
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
export type BookingSource =
  | 'WEBSITE'
  | 'DIRECT'
  | 'WIDGET'
  | 'EMAIL'
  | 'PARTNER'
  | 'APP'
  | 'BACK_OFFICE'
  | 'VENDOR_APP'
  | 'CUSTOMER_APP'
  | 'NOT_DEFINED';
export type OfficeBookingListItemDto = {
  id: number;
  bookingRef: string;
  status: BookingStatus;
  source: BookingSource;
  paymentMethod: PaymentMethod | null;
  /** Euros */
  totalPrice: number;
  /** Euros */
  cancellationFee: number | null;
  invoiceNumber: string | null;
  customerFirstName: string | null;
  customerLastName: string | null;
  customerEmail: string | null;
  /** Start of the first chair booking */
  start: string | null;
  /** End of the last chair booking (exclusive) */
  end: string | null;
  /** Public numbers of the chairs, e.g. "12, 14" */
  beachChairs: string;
  /** Section names, e.g. "Nord" */
  sections: string;
  createdAt: string;
  /** A half-day booking's hours as its section's rates state them (HH-HH), as the booking's chairs show them; null for whole days */
  timeRange: string | null;
};
export type PublicBookingVendorDto = {
  companyName: string;
  publicReference: string;
  configuration: {
    [key: string]: any;
  };
};
export type OfficeBeachChairBookingDto = {
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
  publicNumber: string;
  sectionId: number;
  sectionName: string;
  rowName: string | null;
  /** A half day: its hours by the section's rates */
  timeRange: string | null;
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
export type Salutation = 'MS' | 'MR' | 'MX' | 'FM';
export type Language = 'en' | 'de';
export type OfficeBookingCustomerDto = {
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
  id: number;
};
export type OfficeBookingDto = {
  id: number;
  bookingRef: string;
  publicReference: string;
  status: BookingStatus;
  /** Euros */
  totalPrice: number;
  vendor: PublicBookingVendorDto;
  beachChairBookings: OfficeBeachChairBookingDto[];
  extras: PublicBookingExtraDto[];
  customer: OfficeBookingCustomerDto | null;
  paymentMethod: PaymentMethod | null;
  customerComment: string | null;
  invoiceNumber: string | null;
  /** Unmasked: bankData and the customer's customerBankData */
  metaData: {
    [key: string]: any;
  };
  expiresAt: string | null;
  /** Euros, set when the booking was canceled */
  cancellationFee: number | null;
  skipRefund: boolean;
  source: BookingSource;
  timeZone: string;
  language: Language;
  affiliateReference: string | null;
  createdAt: string;
  updatedAt: string;
};
export type CancellationFeeRuleDto = {
  daysBefore: number;
  percent: number;
};
export type CancellationFeeDto = {
  /** Euros */
  totalPrice: number;
  /** What the vendor's policy takes its percent of */
  base: CancellationFeeBase;
  /** Euros the percent is taken of: the active chairs, with the extras when the base says so */
  baseAmount: number;
  /** Euros: percent of baseAmount, plus the fees of chairs canceled on their own before */
  cancellationFee: number;
  /** Percent of the base the applied rule charges (0: free) */
  percent: number;
  /** Calendar days from today to the start of the first active chair booking */
  daysBefore: number | null;
  /** Euros: totalPrice − cancellationFee */
  refund: number;
  rule: CancellationFeeRuleDto | null;
};
export type CancelOfficeBookingBodyDto = {
  /** Fee kept from the total, euros (0..total); default: the calculated fee */
  cancellationFee?: number;
  /** Do not refund what was paid (default false) */
  skipRefund?: boolean;
};
export type OfficePaymentMethod =
  | 'CASH'
  | 'EC'
  | 'CARD_TERMINAL'
  | 'CC'
  | 'INVOICE'
  | 'BANK_TRANSFER'
  | 'DIRECT_DEBIT'
  | 'CUSTOM_SEPA'
  | 'OTHER_STRIPE';
export type PayOfficeBookingDto = {
  /** How the customer paid (recorded as a MANUAL payment) */
  paymentMethod: OfficePaymentMethod;
  /** Euros paid now; below what is still open it is a deposit (recorded, the booking keeps its status); default: all that is open */
  amount?: number;
};
export type OfficeCustomerDto = {
  vendorId: number;
  /** Lower-cased; one line per address and vendor */
  email: string;
  firstName: string;
  lastName: string;
  telephone: string | null;
  /** ISO 3166-1 alpha-2 of the latest booking */
  country: string | null;
  numberOfBookings: number;
  /** Day (Europe/Berlin) the latest booking was made */
  lastBookingDate: string;
  /** Euros paid over the bookings: succeeded payments less what was refunded of them */
  totalSpent: number;
};
export type OccupancySectionDto = {
  sectionId: number;
  sectionName: string;
  /** Booked chair-days over the range */
  bookedChairDays: number;
  /** Chair-days over the range (active chairs × days) */
  chairDays: number;
  /** Percent, one decimal; null without chairs */
  occupancyPercent: number | null;
};
export type OccupancyLineDto = {
  date: string;
  sectionId: number;
  sectionName: string;
  /** Active chairs of the section */
  activeChairs: number;
  /** Distinct chairs held by a booking (holding statuses) that day */
  bookedChairs: number;
  /** bookedChairs / activeChairs in percent, one decimal; null without chairs */
  occupancyPercent: number | null;
};
export type OccupancyReportDto = {
  from: string;
  to: string;
  timeZone: string;
  sections: OccupancySectionDto[];
  /** One line per day and section */
  items: OccupancyLineDto[];
};
export type RevenuePeriod = 'day' | 'month';
export type RevenueLineDto = {
  /** The day (YYYY-MM-DD) or month (YYYY-MM) */
  period: string;
  /** A PaymentMethod (a recorded refund's CASH or BANK_TRANSFER), 'UNKNOWN' for a booking without one */
  paymentMethod: string;
  /** Paid (BOOKED) bookings */
  paidBookings: number;
  /** Euros: totals of the paid bookings plus the fees of the cancellations */
  revenue: number;
  /** Bookings canceled in the period */
  cancellations: number;
  /** Euros, the fees of those cancellations (part of revenue) */
  cancellationFees: number;
  /** Euros given back in the period (recorded by the office or by a provider for a cancellation) */
  refunds: number;
};
export type RevenuePeriodDto = {
  /** The day (YYYY-MM-DD) or month (YYYY-MM) */
  period: string;
  paidBookings: number;
  /** Euros */
  revenue: number;
  cancellations: number;
  /** Euros */
  cancellationFees: number;
  /** Euros */
  refunds: number;
};
export type RevenueReportDto = {
  from: string;
  to: string;
  timeZone: string;
  groupBy: RevenuePeriod;
  /** The payment methods that occur, most revenue first */
  paymentMethods: string[];
  /** Per period (in order) and payment method; the CSV lines */
  items: RevenueLineDto[];
  /** Periods with paid bookings or cancellations, in order */
  periods: RevenuePeriodDto[];
  totalPaidBookings: number;
  /** Euros */
  totalRevenue: number;
  totalCancellations: number;
  /** Euros */
  totalCancellationFees: number;
  /** Euros */
  totalRefunds: number;
};
export type InvoiceExportLineDto = {
  invoiceNumber: string;
  /** Day issued (Europe/Berlin) */
  date: string;
  kind: 'INVOICE' | 'CORRECTION';
  /** The number a correction corrects */
  corrects: string | null;
  bookingRef: string;
  /** Euros */
  net: number;
  /** Euros */
  vat: number;
  /** Euros (negative for a correction giving money back) */
  gross: number;
  /** Euros, net at 19 % */
  net19: number;
  /** Euros, VAT at 19 % */
  vat19: number;
  /** Euros, net at 7 % */
  net7: number;
  /** Euros, VAT at 7 % */
  vat7: number;
  /** Euros, lines without VAT (0 %) */
  net0: number;
  paymentMethod: string | null;
};
export type InvoiceNumberDto = {
  id: number;
  invoiceNumber: string;
};
export type AssignInvoiceNumberDto = {
  /** Explicit number (letters, digits, . _ / -, at most 40); one of the automatic series (yyyy-NNNNNN) only if already issued */
  invoiceNumber?: string;
};
export type PaymentProvider = 'STRIPE' | 'PAYPAL' | 'DEMO' | 'EXTERNAL_PP' | 'MANUAL';
export type PaymentStatus = 'CREATED' | 'SUCCEEDED' | 'FAILED' | 'ABORTED' | 'REFUNDED';
export type PrepaymentLineDto = {
  id: number;
  provider: PaymentProvider;
  providerRef: string | null;
  status: PaymentStatus;
  /** Euros */
  amount: number;
  /** Euros refunded of this payment so far (all of it once REFUNDED) */
  refunded: number;
  currency: string;
  createdAt: string;
};
export type PrepaymentDto = {
  /** Euros due: the total, or the cancellation fee of a canceled booking */
  totalPrice: number;
  /** Euros: succeeded and refunded payments less what was refunded of them */
  paid: number;
  /** Euros still to pay, never below 0 */
  open: number;
  /** Euros given back so far (by a provider or recorded by the office) */
  refunded: number;
  /** Euros paid beyond what is due (a cancellation, a chair canceled) that the office gives back by hand (cash, transfer) */
  refundDue: number;
  /** Euros paid beyond what is due that the payment provider gives back by itself (the refund is under way) */
  refundPending: number;
  payments: PrepaymentLineDto[];
};
export type RefundMethod = 'CASH' | 'BANK_TRANSFER';
export type RecordRefundDto = {
  /** Euros given back, more than 0 and at most the refund due */
  amount: number;
  /** Cash at the hut or a transfer from the vendor's account */
  paymentMethod: RefundMethod;
};
export type ResentMailDto = {
  id: number;
  mail: 'BOOKING_BANK_TRANSFER' | 'BOOKING_PAYMENT_LINK';
  /** The address the mail was queued to */
  email: string;
};
export type OfficeTodayChairDto = {
  id: number;
  publicNumber: string;
  rowName: string | null;
};
export type OfficeTodaySectionDto = {
  id: number;
  name: string;
  locationId: number;
  locationName: string;
  chairs: OfficeTodayChairDto[];
};
export type OfficeTodayChairBookingDto = {
  id: number;
  bookingId: number;
  bookingRef: string;
  beachChairId: number;
  publicNumber: string;
  sectionId: number;
  start: string;
  /** Exclusive */
  end: string;
  /** The chair booking's status (a holding one) */
  status: BookingStatus;
  rate: RateType | null;
  paymentMethod: PaymentMethod | null;
  /** The customer's first and last name */
  customerName: string | null;
};
export type OfficeTodayBookingDto = {
  bookingId: number;
  bookingRef: string;
  sectionId: number;
  status: BookingStatus;
  paymentMethod: PaymentMethod | null;
  /** Payment deadline (PENDING bank transfers) */
  deadline: string | null;
  /** Start of its first chair booking in the section */
  start: string;
  /** Public numbers of its chairs in the section, e.g. "12, 14" */
  chairs: string;
  /** Euros, the whole booking */
  totalPrice: number;
  customerName: string | null;
};
export type OfficeTodayStopSaleDto = {
  id: number;
  beachChairId: number;
  publicNumber: string;
  sectionId: number;
  startDate: string;
  /** Inclusive */
  endDate: string;
  reason: string | null;
};
export type OfficeTodayStopSaleConflictDto = {
  stopSaleId: number;
  beachChairId: number;
  publicNumber: string;
  sectionId: number;
  sectionName: string;
  startDate: string;
  /** Inclusive */
  endDate: string;
  reason: string | null;
  bookingId: number;
  bookingRef: string;
  /** Start of the chair booking */
  bookingStart: string;
  /** End of the chair booking (exclusive) */
  bookingEnd: string;
};
export type OfficeTodayDto = {
  date: string;
  timeZone: string;
  /** 00:00 of the day in timeZone */
  dayStart: string;
  /** 00:00 of the next day in timeZone (exclusive) */
  dayEnd: string;
  /** The server's clock when it answered */
  now: string;
  sections: OfficeTodaySectionDto[];
  /** Holding chair bookings overlapping the day */
  chairBookings: OfficeTodayChairBookingDto[];
  /** PENDING bank transfers, earliest deadline first (any day) */
  waitingForPayment: OfficeTodayBookingDto[];
  /** On-site bookings not paid yet: CONFIRMED or RESERVED, paid at the hut or without a method, with a chair on the day */
  unpaidOnSite: OfficeTodayBookingDto[];
  /** Stop sales covering the day */
  stopSales: OfficeTodayStopSaleDto[];
  /** Holding chair bookings (not ended before the day) on days their chair is off sale, earliest first */
  stopSaleConflicts: OfficeTodayStopSaleConflictDto[];
};
export type UpdateOfficeBookingDto = {
  /** null clears it */
  customerComment?: string | null;
  /** Any method: the vendor takes the payment itself */
  paymentMethod?: PaymentMethod;
  /** Language of the mails to the customer */
  language?: Language;
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
export type ActorType = 'CUSTOMER' | 'VENDOR' | 'ADMIN' | 'SYSTEM' | 'PAYMENT_PROVIDER' | 'DEVICE';
export type BookingHistoryItemDto = {
  id: string;
  action: string;
  fromStatus: BookingStatus | null;
  toStatus: BookingStatus | null;
  actorType: ActorType;
  /** The user id for VENDOR and ADMIN */
  actorId: string | null;
  details: {
    [key: string]: any;
  };
  createdAt: string;
};
export type ChairBookingItemDto = {
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
  bookingId: number;
  bookingRef: string;
  bookingStatus: BookingStatus;
  publicNumber: string;
  sectionId: number;
};
export type CreateOfficeChairBookingDto = {
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
  /** The booking (OPEN, RESERVED or CONFIRMED) the chair is added to */
  bookingId: number;
};
export type BatchChairBookingItemDto = {
  /** Move to this chair (of the same vendor) */
  beachChairId?: number;
  /** New first day (yyyy-MM-dd) */
  start?: string;
  /** New last day, included (yyyy-MM-dd) */
  end?: string;
  /** MORNING or AFTERNOON: that half of a single day; anything else whole days */
  rate?: RateType;
  /** Price at the discount rate */
  discount?: boolean;
  /** Keep the chair booking's current price instead of the new place's (the office waives the difference); default false: repriced, and on a paid booking the difference is an open amount or refunded */
  keepPrice?: boolean;
  /** The newPrice the preview showed: when the move would be priced otherwise now (the price list changed meanwhile), 409 PRICE_CHANGED with the price it would have, and nothing is changed */
  expectedPrice?: number;
  /** The chair booking to change */
  id: number;
};
export type BatchChairBookingsDto = {
  items: BatchChairBookingItemDto[];
};
export type ChangeChairBookingDto = {
  /** Move to this chair (of the same vendor) */
  beachChairId?: number;
  /** New first day (yyyy-MM-dd) */
  start?: string;
  /** New last day, included (yyyy-MM-dd) */
  end?: string;
  /** MORNING or AFTERNOON: that half of a single day; anything else whole days */
  rate?: RateType;
  /** Price at the discount rate */
  discount?: boolean;
  /** Keep the chair booking's current price instead of the new place's (the office waives the difference); default false: repriced, and on a paid booking the difference is an open amount or refunded */
  keepPrice?: boolean;
  /** The newPrice the preview showed: when the move would be priced otherwise now (the price list changed meanwhile), 409 PRICE_CHANGED with the price it would have, and nothing is changed */
  expectedPrice?: number;
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
export type ChairMovePreviewDto = {
  beachChairBookingId: number;
  bookingId: number;
  /** The chair it would stand on */
  beachChairId: number;
  publicNumber: string;
  start: string;
  end: string;
  /** The chair booking's price now */
  oldPrice: number;
  /** Its price after the move (the old one with keepPrice) */
  newPrice: number;
  /** The booking's total now */
  oldTotal: number;
  /** The booking's total after the move */
  newTotal: number;
  /** newTotal − oldTotal: positive the guest pays more, negative less */
  difference: number;
  /** Paid so far (less refunds) */
  paid: number;
  /** Still to pay after the move */
  open: number;
  /** To refund after the move (paid above the new total) */
  refund: number;
  /** The invoice a correction invoice would correct */
  invoiceNumber: string | null;
};
export type SeasonContractDaysDto = {
  start: string;
  /** Inclusive */
  end: string;
};
export type SeasonContractDto = {
  beachChairId: number;
  publicNumber: string;
  /** The chair is let for the whole season (not bookable in the storefront) */
  seasonBeachChair: boolean;
  season: SeasonContractDaysDto;
  /** The contract booking, while it holds the chair */
  booking: OfficeBookingDto | null;
};
export type CreateSeasonContractDto = {
  /** The customer, with the address the invoice needs */
  customer: AddPublicBookingCustomerDto;
  /** The agreed price of the whole season, euros (gross) */
  price: number;
  /** How the customer pays (default INVOICE) */
  paymentMethod?: PaymentMethod;
  /** A note on the booking */
  customerComment?: string;
};
export type ApiKeyKind = 'MOBILE_APP' | 'LOCK_DEVICE';
export type CreatedApiKeyDto = {
  id: number;
  name: string;
  kind: ApiKeyKind;
  vendorId: number | null;
  /** The public part of the key (`sk_<keyPrefix>_…`), to tell keys apart */
  keyPrefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
  /** The key, shown this once: send it in the x-api-key header. Only its hash is stored. */
  key: string;
};
export type CreateApiKeyDto = {
  name: string;
  /** MOBILE_APP for the mobile app, LOCK_DEVICE for a smart lock */
  kind: ApiKeyKind;
  /** Limit the key to one vendor; without it the key is platform-wide */
  vendorId?: number;
};
export type ApiKeyDto = {
  id: number;
  name: string;
  kind: ApiKeyKind;
  vendorId: number | null;
  /** The public part of the key (`sk_<keyPrefix>_…`), to tell keys apart */
  keyPrefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
export type AccountConfirmedDto = {
  /** The confirmed account, ready to sign in with */
  email: string;
};
export type PasswordConfirmDto = {
  /** The token from the password-reset mail (the `token` parameter of its link) */
  token: string;
  /** The new password: 10 to 128 characters, letters and at least one digit or symbol, at least 5 different characters, not a common password, not containing the e-mail address */
  password: string;
};
export type UserRole = 'ADMIN' | 'VENDOR';
export type VendorUserRole = 'OWNER' | 'STAFF';
export type SessionUserDto = {
  id: number;
  email: string;
  role: UserRole;
  firstName: string | null;
  lastName: string | null;
  language: Language;
  /** The vendors the user may switch to (empty for ADMIN: every vendor) */
  vendorIds: number[];
  /** The current vendor context */
  vendorId: number | null;
  /** The current location context */
  locationId: number | null;
  /** The user's role in the current vendor context (STAFF: no prices, locations, locks, staff or keys); null for an ADMIN */
  vendorRole: VendorUserRole | null;
};
export type SessionDto = {
  /** JWT for `Authorization: Bearer …` */
  accessToken: string;
  tokenType: 'Bearer';
  /** Seconds the access token is valid */
  expiresIn: number;
  accessTokenExpiresAt: string;
  /** Single use: trade it at /features/users/refresh for the next pair */
  refreshToken?: string;
  /** The refresh token expires unused at this time */
  refreshTokenExpiresAt?: string;
  /** No refresh extends the session beyond this time */
  sessionExpiresAt?: string;
  user: SessionUserDto;
};
export type LoginDto = {
  email: string;
  /** The account password */
  password: string;
  /** Vendor context to start in (default: the first vendor the user belongs to) */
  vendorId?: number;
  /** Location context to start in; its vendor becomes the vendor context */
  locationId?: number;
};
export type RefreshDto = {
  /** The refresh token of the last answer; it is spent by this call */
  refreshToken: string;
};
export type ContextVendorDto = {
  /** A vendor the user belongs to (ADMIN: any vendor) */
  vendorId: number;
  /** The session's refresh token: given, it is rotated into the new context and a new one is returned */
  refreshToken?: string;
};
export type ContextLocationDto = {
  /** A location of one of the user's vendors (ADMIN: any location) */
  locationId: number;
  /** The session's refresh token: given, it is rotated into the new context and a new one is returned */
  refreshToken?: string;
};
export type AddedVendorUserDto = {
  userId: number;
  vendorId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: VendorUserRole;
  /** The one location the user may act at; null: the whole vendor */
  locationId: number | null;
  /** Whether the account has confirmed its address (an invited account: chosen its password) */
  confirmed: boolean;
  /** When the user was added to the vendor */
  addedAt: string;
  /** true: the address had no account; one was created and mailed a link to choose its password (valid as long as a confirmation link) */
  invited: boolean;
};
export type AddVendorUserDto = {
  /** The account to add; an address without an account gets one and an invitation mail */
  email: string;
  /** OWNER also manages the vendor's users; STAFF (default) works in the back office only */
  role?: VendorUserRole;
  /** Limit the user to this location of the vendor (STAFF only): its sessions then act in that location's context only */
  locationId?: number | null;
  /** For a new account only */
  firstName?: string;
  /** For a new account only */
  lastName?: string;
  /** A new account: its language and that of the invitation (default de) */
  language?: Language;
};
export type VendorUserDto = {
  userId: number;
  vendorId: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: VendorUserRole;
  /** The one location the user may act at; null: the whole vendor */
  locationId: number | null;
  /** Whether the account has confirmed its address (an invited account: chosen its password) */
  confirmed: boolean;
  /** When the user was added to the vendor */
  addedAt: string;
};
export type UpdateVendorUserDto = {
  /** The new role; a user made OWNER loses its location limit (an OWNER acts for the whole vendor) */
  role?: VendorUserRole;
  /** Limit a STAFF user to this location of the vendor; null: the whole vendor. A change ends the user's sessions */
  locationId?: number | null;
};
export type DocumentType = 'INVOICE' | 'CANCELLATION' | 'BEACH_CHAIR_CANCELLATION' | 'SHORT_INVOICE' | 'TERMS';
export type DocumentDto = {
  id: number;
  type: DocumentType;
  /** Storage key; GET /features/documents/{s3Key} (URL-encoded) downloads it */
  s3Key: string;
  fileName: string;
  mimeType: string;
  sizeBytes: number;
  bookingId: number | null;
  bookingRef: string | null;
  /** When the document was (last) generated */
  createdAt: string;
  /** Download URL (the caller's bearer token is needed) */
  url: string;
};
export type LockHealth = 'OK' | 'BATTERY_LOW' | 'OFFLINE' | 'NEVER_SEEN';
export type LockDeviceChairDto = {
  id: number;
  publicNumber: string;
  sectionId: number;
  sectionName: string;
};
export type LockDeviceDto = {
  id: number;
  vendorId: number | null;
  serialNumber: string;
  /** Open or locked, as last reported */
  state: LockState;
  /** Percent; null until reported */
  batteryLevel: number | null;
  firmware: string | null;
  lastSeenAt: string | null;
  lastSyncAt: string | null;
  /** Seen within LOCK_OFFLINE_MINUTES */
  online: boolean;
  /** The rule of getLockHealth: the first that applies of NEVER_SEEN, OFFLINE, BATTERY_LOW (< 20 %), OK */
  health: LockHealth;
  /** The chair it is fitted to */
  beachChair: LockDeviceChairDto | null;
};
export type LockAttentionDto = {
  /** Locks in the scope */
  total: number;
  /** Locks whose health is not OK */
  attention: number;
  /** Locks per health */
  ok: number;
  batteryLow: number;
  offline: number;
  neverSeen: number;
};
export type TillSessionCreatedDto = {
  id: number;
};
export type OpenTillSessionDto = {
  /** The location whose counter the till is */
  locationId: number;
  /** The opening float in the drawer, in cents */
  openingCash: number;
};
export type TillPaymentMethod = 'CASH' | 'EC' | 'CARD_TERMINAL';
export type TillPaymentSumDto = {
  paymentMethod: TillPaymentMethod;
  sales: number;
  /** Cents */
  totalCents: number;
};
export type TillSessionDto = {
  id: number;
  locationId: number;
  cashierId: number;
  /** Cents */
  openingCash: number;
  openedAt: string;
  closedAt: string | null;
  /** Sales of the session by payment method */
  sales: TillPaymentSumDto[];
  /** Cents that should be in the drawer: the opening float plus the cash sales and cash in, less cash out */
  expectedCash: number;
};
export type CashMovementCreatedDto = {
  id: number;
  /** The signed till transaction */
  transactionId: number;
};
export type CashMovementKind = 'CASH_IN' | 'CASH_OUT';
export type CashMovementDto = {
  /** Money put into the drawer or taken out of it */
  kind: CashMovementKind;
  /** Cents */
  amount: number;
  /** Why (change from the bank, to the safe, …): the cash book names it */
  reason: string;
};
export type TillPaymentTypeSumDto = {
  paymentType: 'CASH' | 'NON_CASH';
  /** Cents (stornos deducted) */
  cents: number;
};
export type TillVatSumDto = {
  /** 19 %, 7 %, 0 % */
  vatRate: 'NORMAL' | 'REDUCED_1' | 'NULL';
  /** Gross cents (stornos deducted) */
  cents: number;
};
export type TillTseDto = {
  transactionNumber: number | null;
  signatureCounter: number | null;
  /** Base64 */
  signature: string | null;
  /** The TSE's serial number */
  serialNumber: string | null;
  /** The receipt QR code content (DSFinV-K) */
  qrCodeData: string | null;
  timeStart: string | null;
  timeEnd: string | null;
  /** The TSE did not sign (yet): the receipt says so; it is signed when the TSE answers again */
  failed: boolean;
  /** Signed by the local fake, not a certified TSE (demo and tests) */
  uncertified: boolean;
};
export type TillClosingDto = {
  sessionId: number;
  locationId: number;
  cashierId: number;
  openedAt: string;
  closedAt: string;
  openingCents: number;
  byPaymentType: TillPaymentTypeSumDto[];
  byVatRate: TillVatSumDto[];
  cashInCents: number;
  cashOutCents: number;
  salesCount: number;
  stornoCount: number;
  /** Opening + cash takings + cash in − cash out */
  expectedCashCents: number;
  countedCashCents: number;
  /** Counted − expected: negative is cash missing */
  differenceCents: number;
  /** The closing as signed */
  tse: TillTseDto;
};
export type CloseTillSessionDto = {
  /** The cash counted in the drawer, in cents */
  countedCash: number;
};
export type TillSaleListItemDto = {
  id: number;
  /** The receipt's number */
  receiptId: number;
  /** The receipt's public link (QR code) */
  receiptUrl: string;
  createdAt: string;
  /** Cents, VAT included (negative for a storno) */
  totalCents: number;
  paymentMethod: TillPaymentMethod;
  bookingId: number;
  bookingRef: string;
  /** A storno: the sale it reverses */
  stornoOf: number | null;
  /** The storno that reversed this sale */
  stornoId: number | null;
  /** Reversed by a storno (or a storno itself): no second storno, no customer added */
  reversed: boolean;
  /** The sale's booking has a customer (given at the sale or added later) */
  hasCustomer: boolean;
};
export type TillSaleListDto = {
  items: TillSaleListItemDto[];
};
export type TillReceiptMailedDto = {
  receiptId: number;
  /** The address the receipt was queued for */
  email: string;
};
export type TillReceiptMailDto = {
  /** Where the receipt (PDF) goes */
  email: string;
};
export type TillSaleCustomerDto = {
  /** The guest with address and e-mail */
  customer: AddPublicBookingCustomerDto;
};
export type TillSaleDto = {
  id: number;
  sessionId: number;
  bookingId: number;
  bookingRef: string;
  /** Cents, VAT included */
  totalCents: number;
  paymentMethod: TillPaymentMethod;
  createdAt: string;
  /** The receipt's number: the sale's till transaction */
  receiptId: number;
  /** The receipt's public link (no login; an unguessable token): the QR code the guest scans */
  receiptUrl: string;
  /** EC: the number on the girocard terminal's slip */
  ecReceiptNumber: string | null;
  /** A storno: the sale it reverses (its amounts negative) */
  stornoOf: number | null;
  tse: TillTseDto;
};
export type TillStornoDto = {
  /** The caller's open till session the storno is booked in (a closed day is never changed) */
  sessionId: number;
};
export type TillSaleChairDto = {
  /** A chair of the session’s location */
  beachChairId: number;
  /** First day (yyyy-MM-dd) */
  start: string;
  /** Last day, included (yyyy-MM-dd) */
  end: string;
};
export type TillSaleExtraDto = {
  /** An active extra of the vendor */
  extraId: number;
  /** How many */
  amount: number;
};
export type CreateTillSaleDto = {
  /** The caller's open till session */
  sessionId: number;
  chairs: TillSaleChairDto[];
  extras?: TillSaleExtraDto[];
  /** The guest with address and e-mail (for a confirmation and an invoice with a name) */
  customer?: AddPublicBookingCustomerDto;
  /** A name only, without address: kept as the booking comment */
  customerName?: string;
  paymentMethod: TillPaymentMethod;
  /** EC only, and required for it: the number on the girocard terminal's slip (printed on the receipt) */
  ecReceiptNumber?: string;
};
export type TerminalReaderDto = {
  /** Stripe's reader id (tmr_…); the demo reader is tmr_demo_<locationId> */
  id: string;
  label: string;
  /** online or offline */
  status: string;
  deviceType: string;
  /** A simulated reader: POST …/present decides what the card does (demo buttons) */
  simulated: boolean;
};
export type TerminalPaymentStatus = 'WAITING' | 'SUCCEEDED' | 'FAILED' | 'CANCELED';
export type TerminalPaymentStartedDto = {
  id: number;
  status: TerminalPaymentStatus;
};
export type TerminalPaymentMethod = 'CARD_TERMINAL';
export type CreateTerminalPaymentDto = {
  /** The caller's open till session */
  sessionId: number;
  chairs: TillSaleChairDto[];
  extras?: TillSaleExtraDto[];
  /** The guest with address and e-mail (for a confirmation and an invoice with a name) */
  customer?: AddPublicBookingCustomerDto;
  /** A name only, without address: kept as the booking comment */
  customerName?: string;
  /** The reader (GET /till/terminal/readers) */
  readerId: string;
  /** Always CARD_TERMINAL */
  paymentMethod?: TerminalPaymentMethod;
};
export type TerminalPaymentDto = {
  id: number;
  status: TerminalPaymentStatus;
  sessionId: number;
  readerId: string;
  paymentIntentId: string | null;
  /** Cents charged, VAT included */
  amountCents: number;
  /** Why it failed: the card declined, the reader gave up, the sale refused (refunded) */
  failureReason: string | null;
  /** The money was given back at once (the sale could not be made after the card paid) */
  refunded: boolean;
  /** SUCCEEDED: the sale, as POST /till/sales answers it */
  sale: TillSaleDto | null;
};
export type PresentOutcome = 'APPROVE' | 'DECLINE' | 'TIMEOUT';
export type PresentCardDto = {
  /** What the simulated card does */
  outcome: PresentOutcome;
};
export type TseProviderName = 'FAKE' | 'FISKALY';
export type TillTseConfigDto = {
  id: number;
  provider: TseProviderName;
  tssId: string;
  /** The TSE client: the till */
  clientId: string;
  /** The TSE's serial number (hex of its public key's SHA-256) */
  tssSerialNumber: string | null;
  /** The till's serial number as the TSE knows its client */
  clientSerialNumber: string | null;
  /** The BSI certification id fiskaly names (e.g. BSI-K-TR-0490-2021); the fake has none */
  certificationId: string | null;
  /** False for the local fake: it is not a certified TSE */
  certified: boolean;
  /** Since when this TSE signs the till */
  since: string;
};
export type TillLocationTseDto = {
  locationId: number;
  /** The active TSE; null while none was configured or created */
  active: TillTseConfigDto | null;
  /** The providers this server may use: FISKALY with a fiskaly key, FAKE outside production (or with TSE_FAKE) */
  providers: TseProviderName[];
  /** Open till sessions at the location: while any is open the TSE is not switched */
  openSessionIds: number[];
};
export type PutTillTseDto = {
  provider: TseProviderName;
  /** The TSS at the provider (required for FISKALY; the fake names its own) */
  tssId?: string;
  /** The TSS's client that is this location's till (required for FISKALY; the fake: default till-<locationId>) */
  clientId?: string;
};
export type TillRegisterDto = {
  /** The till_tse row */
  id: number;
  locationId: number;
  locationName: string;
  /** The location’s address, one line */
  locationAddress: string;
  /** Art des Aufzeichnungssystems, e.g. "Elektronisches Aufzeichnungssystem (Cloud-Kasse) – Strandkorb 0.1.0" */
  systemKind: string;
  /** Software name */
  software: string;
  /** Software version */
  softwareVersion: string;
  /** The till's id (the TSE client) */
  clientId: string;
  /** The till's serial number (the client's serial number at the TSE, else its id) */
  tillSerialNumber: string;
  provider: TseProviderName;
  /** Art der TSE, e.g. "Cloud-TSE (fiskaly SIGN DE)" */
  tseKind: string;
  tssId: string;
  /** The TSE's serial number */
  tseSerialNumber: string | null;
  /** The BSI certification id (fiskaly), null for the fake */
  certificationId: string | null;
  certified: boolean;
  /** Configured (the row was created) */
  createdAt: string;
  /** Its first transaction */
  firstTransactionAt: string | null;
  /** Datum der Inbetriebnahme (yyyy-MM-dd, Europe/Berlin) */
  startDate: string;
  /** Retired (the TSE was switched) */
  retiredAt: string | null;
  /** Datum der Außerbetriebnahme (yyyy-MM-dd) */
  retirementDate: string | null;
  transactionCount: number;
};
export type TillRegistersDto = {
  items: TillRegisterDto[];
};
export type TillRegistersFormat = 'json' | 'csv';
export const {
  useListBeachesQuery,
  useListSectionRowsQuery,
  useListVendorsQuery,
  useGetVendorQuery,
  useUpdateVendorMutation,
  useCreateLocationMutation,
  useUpdateLocationMutation,
  useListVendorLocationsQuery,
  useGetVendorLocationQuery,
  useDeleteVendorLocationMutation,
  useListVendorSectionsQuery,
  useCreateVendorSectionMutation,
  useGetVendorSectionQuery,
  useUpdateVendorSectionMutation,
  useCreateRowMutation,
  useUpdateRowMutation,
  useDeleteRowMutation,
  useCreateBeachChairMutation,
  useCreateBeachChairsMutation,
  useAssignBeachChairLockMutation,
  useUpdateBeachChairMutation,
  useGetVendorBeachChairQuery,
  useAddBeachChairStopSaleMutation,
  useRemoveBeachChairStopSaleMutation,
  useListVendorBeachChairsQuery,
  useCreateVendorExtraMutation,
  useListVendorExtrasQuery,
  useGetVendorExtraQuery,
  useUpdateVendorExtraMutation,
  useDeleteVendorExtraMutation,
  useUploadImageMutation,
  useOrderImagesMutation,
  useDeleteImageMutation,
  useCreateVendorPriceMutation,
  useListVendorPricesQuery,
  useBulkChangeVendorPricesMutation,
  useUpdateVendorPriceMutation,
  useDeleteVendorPriceMutation,
  useGetSectionAvailabilityQuery,
  useListSectionBeachChairBookingsQuery,
  useGetSectionsAvailabilityQuery,
  useCalculatePriceQuery,
  useListOfficeBookingsQuery,
  useGetOfficeBookingQuery,
  useCalculateCancellationFeeQuery,
  useCancelOfficeBookingMutation,
  useCancelOfficeBeachChairBookingMutation,
  useConfirmOfficeBookingMutation,
  usePayOfficeBookingMutation,
  useReserveOfficeBookingMutation,
  useRecoverOfficeBookingQuery,
  useListBookingCustomersQuery,
  useGetOccupancyReportQuery,
  useGetRevenueReportQuery,
  useListInvoiceExportQuery,
  useAssignBookingInvoiceNumberMutation,
  useGetBookingPrepaymentQuery,
  useRecordBookingRefundMutation,
  useResendBookingBankTransferQuery,
  useResendBookingPaymentLinkQuery,
  useGetOfficeTodayQuery,
  useCreateCartBookingMutation,
  useGetCartBookingQuery,
  useUpdateCartBookingMutation,
  useCancelCartBookingMutation,
  useAddCartBookingCustomerMutation,
  useAddCartBookingExtrasMutation,
  useUpdateCartBookingExtraMutation,
  useDeleteCartBookingExtraMutation,
  useDeleteCartBookingBeachChairBookingMutation,
  useGetCartBookingHistoryQuery,
  useCreateCartBeachChairBookingMutation,
  useBatchUpdateCartBeachChairBookingsMutation,
  useUpdateCartBeachChairBookingMutation,
  useDeleteCartBeachChairBookingMutation,
  useCancelCartBeachChairBookingMutation,
  useAddOfficeBeachChairBookingMutation,
  useListOfficeBeachChairBookingsQuery,
  usePreviewOfficeBeachChairBookingMoveMutation,
  useMoveOfficeBeachChairBookingMutation,
  useGetSeasonContractQuery,
  useCreateSeasonContractMutation,
  useEndSeasonContractMutation,
  useCreateApiKeyMutation,
  useListApiKeysQuery,
  useRevokeApiKeyMutation,
  useConfirmPasswordResetMutation,
  useLoginWithRefreshMutation,
  useRefreshMutation,
  useLogoutMutation,
  useSwitchVendorContextMutation,
  useSwitchLocationContextMutation,
  useAddVendorUserMutation,
  useListVendorUsersQuery,
  useUpdateVendorUserMutation,
  useRemoveVendorUserMutation,
  usePayExternalPpMutation,
  useListDocumentsQuery,
  useListLockDevicesQuery,
  useGetLockAttentionQuery,
  useOpenTillSessionMutation,
  useGetTillSessionQuery,
  useCreateTillCashMovementMutation,
  useCloseTillSessionMutation,
  useListTillSessionSalesQuery,
  useMailTillReceiptMutation,
  useAddTillSaleCustomerMutation,
  useCreateTillStornoMutation,
  useCreateTillSaleMutation,
  useListTerminalReadersQuery,
  useCreateTerminalPaymentMutation,
  useGetTerminalPaymentQuery,
  useCancelTerminalPaymentMutation,
  usePresentTerminalCardMutation,
  useGetTillTseQuery,
  usePutTillTseMutation,
  useListTillRegistersQuery,
} = injectedRtkApi;
