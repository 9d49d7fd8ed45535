import type {
  BookingSource,
  BookingStatus,
  ListOfficeBookingsApiArg,
  PaymentMethod,
  SortDirection,
} from '../api/officeApi';

// The bookings list lives in the address (/office/bookings?search=…&status=…&page=2&open=17): a reload, a link from
// another screen or the back button shows the same list. Pure: the page reads and writes URLSearchParams through these.

export const BOOKING_STATUSES: readonly BookingStatus[] = [
  'OPEN',
  'PENDING',
  'RESERVED',
  'CONFIRMED',
  'BOOKED',
  'CANCELED',
  'EXPIRED',
];
export const BOOKING_SOURCES: readonly BookingSource[] = [
  'WEBSITE',
  'DIRECT',
  'WIDGET',
  'EMAIL',
  'PARTNER',
  'APP',
  'BACK_OFFICE',
  'VENDOR_APP',
  'CUSTOMER_APP',
  'NOT_DEFINED',
];
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'CASH',
  'EC',
  'CARD_TERMINAL',
  'BANK_TRANSFER',
  'CC',
  'INVOICE',
  'PAYPAL',
  'CUSTOM_SEPA',
  'OTHER_STRIPE',
  'DIRECT_DEBIT',
  'STRIPE_BANK_TRANSFER',
  'STRIPE_DIRECT_DEBIT',
  'STRIPE_SOFORT',
  'STRIPE_CREDIT_CARD',
  'STRIPE_PAYPAL',
  'STRIPE_PAYMENT_LINK',
  'EXTERNAL_PP',
];
/** The columns the server sorts by (docs/bookings-office.md, "List"). */
export const SORTABLE = [
  'bookingRef',
  'status',
  'source',
  'paymentMethod',
  'totalPrice',
  'createdAt',
  'start',
] as const;
export type SortField = (typeof SORTABLE)[number];
export const PAGE_SIZES = [25, 50, 100] as const;

export interface BookingsListState {
  search: string;
  status: BookingStatus[];
  from: string | null;
  to: string | null;
  source: BookingSource | null;
  paymentMethod: PaymentMethod | null;
  orderBy: SortField;
  orderDir: SortDirection;
  page: number;
  itemsPerPage: number;
  /** The booking whose drawer is open */
  open: number | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
const positive = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

/** The list as the address says it; anything unknown falls back to the default (newest first, 25 a page). */
export function readListState(params: URLSearchParams): BookingsListState {
  const sizes = PAGE_SIZES as readonly number[];
  const size = positive(params.get('itemsPerPage'));
  const day = (key: string) => {
    const value = params.get(key);
    return value && DAY.test(value) ? value : null;
  };
  return {
    search: params.get('search')?.trim() ?? '',
    status: (params.get('status') ?? '')
      .split(',')
      .map((s) => oneOf(BOOKING_STATUSES, s))
      .filter((s): s is BookingStatus => s !== null),
    from: day('from'),
    to: day('to'),
    source: oneOf(BOOKING_SOURCES, params.get('source')),
    paymentMethod: oneOf(PAYMENT_METHODS, params.get('paymentMethod')),
    orderBy: oneOf(SORTABLE, params.get('orderBy')) ?? 'createdAt',
    orderDir: params.get('orderDir') === 'ASC' ? 'ASC' : 'DESC',
    page: positive(params.get('page')) ?? 1,
    itemsPerPage: size !== null && sizes.includes(size) ? size : 25,
    open: positive(params.get('open')),
  };
}

/** The list query of that state (the drawer's `open` is not part of it). */
export function listArgs(state: BookingsListState): ListOfficeBookingsApiArg {
  return {
    page: state.page,
    itemsPerPage: state.itemsPerPage,
    orderBy: state.orderBy,
    orderDir: state.orderDir,
    search: state.search || undefined,
    status: state.status.length > 0 ? state.status : undefined,
    from: state.from ?? undefined,
    to: state.to ?? undefined,
    source: state.source ?? undefined,
    paymentMethod: state.paymentMethod ?? undefined,
  };
}

/** Keys that change what the list holds: changing one goes back to page 1. */
const FILTER_KEYS = [
  'search',
  'status',
  'from',
  'to',
  'source',
  'paymentMethod',
  'itemsPerPage',
  'orderBy',
  'orderDir',
];

/** The address with some keys changed (an empty value or null removes the key); a new filter starts at page 1. */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '') next.delete(key);
    else next.set(key, String(value));
  }
  if (Object.keys(changes).some((key) => FILTER_KEYS.includes(key))) next.delete('page');
  return next;
}

/**
 * The CSV export of the list as filtered and sorted (every row, not just the page), for a German spreadsheet:
 * `csv=true&csvFormat=excel-de` (semicolons, UTF-8 BOM, dd.MM.yyyy HH:mm in Europe/Berlin, decimal commas).
 */
export function csvPath(state: BookingsListState): string {
  const query = new URLSearchParams();
  const args: Record<string, string | number | boolean | string[] | undefined> = {
    ...listArgs(state),
    page: 1,
    itemsPerPage: 0,
    csv: true,
    csvFormat: 'excel-de',
  };
  for (const [key, value] of Object.entries(args)) {
    if (value === undefined) continue;
    query.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return `/features/booking_details?${query.toString()}`;
}

/** True when a filter narrows the list (the empty text then says so). */
export const isFiltered = (state: BookingsListState): boolean =>
  Boolean(state.search || state.status.length || state.from || state.to || state.source || state.paymentMethod);
