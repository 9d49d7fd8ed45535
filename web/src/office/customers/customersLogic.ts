import type { SortingState } from '@tanstack/react-table';
import type { ListBookingCustomersApiArg, OfficeCustomerDto } from '../api/generated';
import { berlinDay, dayText } from '../ui/dates';

// The customer list's rules: the query the table's state asks for, the page count and the names as the hut reads them.

export const CUSTOMERS_PER_PAGE = 25;

/** Columns the server sorts by (the list convention's orderBy of GET /features/booking_details/customer). */
export const SORTABLE = ['lastName', 'email', 'country', 'numberOfBookings', 'lastBookingDate', 'totalSpent'] as const;
export type SortableColumn = (typeof SORTABLE)[number];

export const isSortable = (id: string): id is SortableColumn => (SORTABLE as readonly string[]).includes(id);

/** The server's default: the latest booking first. */
export const DEFAULT_SORTING: SortingState = [{ id: 'lastBookingDate', desc: true }];

/** The list call for a search, the table's sorting and a page (1-based). */
export function customerQueryArgs(search: string, sorting: SortingState, page: number): ListBookingCustomersApiArg {
  const sort = sorting.find((s) => isSortable(s.id));
  const phrase = search.trim();
  return {
    page: Math.max(1, page),
    itemsPerPage: CUSTOMERS_PER_PAGE,
    ...(phrase ? { search: phrase } : {}),
    ...(sort ? { orderBy: sort.id, orderDir: sort.desc ? 'DESC' : 'ASC' } : {}),
  };
}

export const pageCount = (total: number, perPage = CUSTOMERS_PER_PAGE): number =>
  Math.max(1, Math.ceil(total / perPage));

/** "Erika Mustermann", or the e-mail when the name is blank. */
export function customerName(customer: Pick<OfficeCustomerDto, 'firstName' | 'lastName' | 'email'>): string {
  const name = [customer.firstName, customer.lastName]
    .map((part) => part?.trim())
    .filter((part) => part && part !== '-')
    .join(' ');
  return name || customer.email;
}

/** A booking's days as the hut reads them: "14.07.2026" or "14.07.2026 – 16.07.2026" (end is exclusive). */
export function bookingPeriod(start: string | null, end: string | null, language: string): string {
  if (!start) return '–';
  const first = berlinDay(start);
  const last = end ? berlinDay(new Date(Date.parse(end) - 1)) : first;
  return last > first ? `${dayText(first, language)} – ${dayText(last, language)}` : dayText(first, language);
}
