import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  useReactTable,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { OfficeBookingListItemDto } from '../api/officeApi';
import { DataRows } from '../ui/DataTable';
import { euroText, instantText, stayText } from './format';
import { SORTABLE, type SortField } from './listState';

interface Props {
  rows: OfficeBookingListItemDto[];
  orderBy: SortField;
  orderDir: 'ASC' | 'DESC';
  onSort: (field: SortField, dir: 'ASC' | 'DESC') => void;
  /** The address that opens a booking's drawer (the list's own address with `open`) */
  openHref: (id: number) => string;
}

const column = createColumnHelper<OfficeBookingListItemDto>();
/** Columns of figures, right-aligned. */
const NUMERIC = new Set(['totalPrice']);
const isSortable = (id: string): id is SortField => (SORTABLE as readonly string[]).includes(id);

/**
 * The bookings of one page, sorted and paged by the server (TanStack Table in manual mode): each column header that the
 * server sorts by is a button, the reference opens the booking's drawer.
 */
export function BookingsTable({ rows, orderBy, orderDir, onSort, openHref }: Props) {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language;

  const columns = useMemo(
    () => [
      column.accessor('bookingRef', {
        header: () => t('columns.bookingRef'),
        cell: (info) => (
          <Link
            className="bookings-ref"
            to={openHref(info.row.original.id)}
            aria-label={t('openBooking', { ref: info.getValue() })}
          >
            {info.getValue()}
          </Link>
        ),
      }),
      column.display({
        id: 'customer',
        header: () => t('columns.customer'),
        cell: ({ row: { original: b } }) => (
          <>
            <span>{[b.customerFirstName, b.customerLastName].filter(Boolean).join(' ') || '–'}</span>
            {b.customerEmail && <span className="bookings-sub">{b.customerEmail}</span>}
          </>
        ),
      }),
      column.accessor('start', {
        header: () => t('columns.start'),
        cell: ({ row: { original: b } }) => stayText(b.start, b.end, lng, b.timeRange),
      }),
      column.display({
        id: 'chairs',
        header: () => t('columns.chairs'),
        cell: ({ row: { original: b } }) => (
          <>
            <span>{b.beachChairs || '–'}</span>
            {b.sections && <span className="bookings-sub">{b.sections}</span>}
          </>
        ),
      }),
      column.accessor('status', {
        header: () => t('columns.status'),
        cell: (info) => (
          <span className={`bookings-status bookings-status--${info.getValue().toLowerCase()}`}>
            {t(`status.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor('paymentMethod', {
        header: () => t('columns.paymentMethod'),
        cell: (info) => t(`paymentMethod.${info.getValue() ?? 'none'}`),
      }),
      column.accessor('source', {
        header: () => t('columns.source'),
        cell: (info) => t(`source.${info.getValue()}`),
      }),
      column.accessor('totalPrice', {
        header: () => t('columns.totalPrice'),
        cell: (info) => euroText(info.getValue(), lng),
      }),
      column.accessor('createdAt', {
        header: () => t('columns.createdAt'),
        cell: (info) => instantText(info.getValue(), lng),
      }),
    ],
    [t, lng, openHref],
  );

  const sorting: SortingState = [{ id: orderBy, desc: orderDir === 'DESC' }];
  // TanStack Table returns functions the React Compiler can't memoize safely; it skips this component, as intended.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    state: { sorting },
    enableSortingRemoval: false,
    getRowId: (row) => String(row.id),
  });

  return (
    // The region scrolls sideways on a phone: focusable, so the keyboard scrolls it too (axe: scrollable-region-focusable).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="bookings-table-wrap" role="region" aria-label={t('tableLabel')} tabIndex={0}>
      <table className="bookings-table">
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const id = header.column.id;
                const active = id === orderBy;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const numeric = NUMERIC.has(header.column.id);
                return (
                  <th
                    key={header.id}
                    scope="col"
                    className={numeric ? 'is-numeric' : undefined}
                    aria-sort={active ? (orderDir === 'ASC' ? 'ascending' : 'descending') : undefined}
                  >
                    {isSortable(id) ? (
                      <button
                        type="button"
                        className="bookings-sort"
                        onClick={() => onSort(id, active && orderDir === 'ASC' ? 'DESC' : 'ASC')}
                      >
                        {label}
                        <span aria-hidden="true" className="bookings-sort__mark">
                          {active ? (orderDir === 'ASC' ? '▲' : '▼') : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <DataRows table={table} numeric={NUMERIC} />
      </table>
    </div>
  );
}
