import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListBookingCustomersQuery, type OfficeCustomerDto } from '../api/officeApi';
import { DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { Paging } from '../ui/Paging';
import { QueryState } from '../ui/QueryState';
import { dayText } from '../ui/dates';
import { CustomerBookings } from './CustomerBookings';
import { customerName, customerQueryArgs, DEFAULT_SORTING, isSortable, pageCount } from './customersLogic';
import './customers.css';

/** Columns with figures, aligned right. */
const NUMERIC = new Set(['numberOfBookings', 'totalSpent']);

/** The search as typed, settled for 300 ms before it is asked for. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The vendor's customers (one line per e-mail over its bookings) with the list convention: search, sorting by column,
 * pages. A line opens the customer's bookings (the bookings list filtered by the e-mail); `?search=` and `?email=` keep
 * both in the address.
 */
export function CustomersPage() {
  const { t, i18n } = useTranslation('customers');
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('search') ?? '');
  const search = useSettled(typed);
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const [page, setPage] = useState(1);
  const email = params.get('email');

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search.trim()) next.set('search', search.trim());
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [search, setParams]);

  const args = customerQueryArgs(search, sorting, page);
  const list = useListBookingCustomersQuery(args);
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const total = list.data?.total ?? 0;
  const pages = pageCount(total);

  const money = useMemo(
    () => new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', { style: 'currency', currency: 'EUR' }),
    [i18n.language],
  );

  const openCustomer = (customerEmail: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (customerEmail) next.set('email', customerEmail);
      else next.delete('email');
      return next;
    });

  const columns = useMemo<ColumnDef<OfficeCustomerDto>[]>(
    () => [
      {
        id: 'lastName',
        accessorKey: 'lastName',
        header: () => t('columns.name'),
        cell: ({ row }) => (
          <button
            type="button"
            className="customers-link"
            aria-label={t('show', { name: customerName(row.original) })}
            aria-expanded={email === row.original.email}
            data-customer-email={row.original.email}
            onClick={() => openCustomer(row.original.email)}
          >
            {customerName(row.original)}
          </button>
        ),
      },
      { id: 'email', accessorKey: 'email', header: () => t('columns.email') },
      {
        id: 'telephone',
        accessorKey: 'telephone',
        header: () => t('columns.telephone'),
        enableSorting: false,
        cell: ({ getValue }) => getValue<string | null>() ?? '–',
      },
      {
        id: 'country',
        accessorKey: 'country',
        header: () => t('columns.country'),
        cell: ({ getValue }) => getValue<string | null>() ?? '–',
      },
      {
        id: 'numberOfBookings',
        accessorKey: 'numberOfBookings',
        header: () => t('columns.numberOfBookings'),
      },
      {
        id: 'lastBookingDate',
        accessorKey: 'lastBookingDate',
        header: () => t('columns.lastBookingDate'),
        cell: ({ getValue }) => dayText(getValue<string>(), i18n.language),
      },
      {
        id: 'totalSpent',
        accessorKey: 'totalSpent',
        header: () => t('columns.totalSpent'),
        cell: ({ getValue }) => money.format(getValue<number>()),
      },
    ],
    // openCustomer only writes the address; the columns change with the language and the open customer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language, money, email],
  );

  // TanStack Table hands out fresh functions each render; the compiler leaves this component unmemoised, as it should.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: items,
    columns,
    state: { sorting },
    onSortingChange: (updater) => {
      setSorting((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater;
        return next.length ? next : DEFAULT_SORTING;
      });
      setPage(1);
    },
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    pageCount: pages,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => `${row.vendorId}-${row.email}`,
  });

  const selected = email ? items.find((c) => c.email === email) : undefined;

  return (
    <div className="customers">
      <PageHeader className="customers__header" title={t('title')} intro={t('intro')} />

      <div className="office-card">
        <div className="customers__tools">
          <label className="office-field customers__search">
            <span>{t('search.label')}</span>
            <input
              type="search"
              value={typed}
              placeholder={t('search.placeholder')}
              onChange={(e) => {
                setTyped(e.target.value);
                setPage(1);
              }}
            />
          </label>
          {list.data && (
            <p className="office-muted customers__count" aria-live="polite">
              {t('count', { count: total })}
            </p>
          )}
        </div>

        <QueryState query={list} isEmpty={items.length === 0} emptyText={search.trim() ? t('emptySearch') : t('empty')}>
          <DataTable
            table={table}
            className="customers-table"
            scrollClassName="customers__scroll"
            label={t('tableLabel')}
            busy={list.isFetching}
            isSortable={isSortable}
            numeric={NUMERIC}
            rowTestId="customer-row"
            rowClassName={(customer) => (customer.email === email ? 'is-open' : undefined)}
          />
          {pages > 1 && (
            <Paging
              className="customers__paging"
              page={page}
              pages={pages}
              onPage={setPage}
              labels={{
                label: t('paging.label'),
                previous: t('paging.previous'),
                next: t('paging.next'),
                page: t('paging.page', { page, pages }),
              }}
            />
          )}
        </QueryState>

        {email && (
          <CustomerBookings
            email={email}
            name={selected ? customerName(selected) : email}
            onClose={() => {
              openCustomer(null);
              // Back to the line the panel was opened from.
              requestAnimationFrame(() =>
                document.querySelector<HTMLButtonElement>(`[data-customer-email="${CSS.escape(email)}"]`)?.focus(),
              );
            }}
          />
        )}
      </div>
    </div>
  );
}
