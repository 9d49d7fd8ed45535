import { useCallback, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListOfficeBookingsQuery } from '../api/officeApi';
import { Paging } from '../ui/Paging';
import { QueryState } from '../ui/QueryState';
import { useErrorText } from '../ui/errorText';
import { BookingDrawer } from './BookingDrawer';
import { BookingsTable } from './BookingsTable';
import { useSaveOfficeFileMutation } from './download';
import {
  BOOKING_SOURCES,
  BOOKING_STATUSES,
  csvPath,
  isFiltered,
  listArgs,
  PAGE_SIZES,
  PAYMENT_METHODS,
  readListState,
  withParams,
  type SortField,
} from './listState';
import './bookings.css';

/** Typing waits this long before the address (and the list) follows. */
const SEARCH_DELAY_MS = 300;

/**
 * The bookings list (/office/bookings): search, filters, order and page live in the address; `?open=<id>` opens a
 * booking's drawer over the list.
 */
export function BookingsPage() {
  const { t } = useTranslation('bookings');
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const list = useListOfficeBookingsQuery(listArgs(state));
  const [saveFile, saving] = useSaveOfficeFileMutation();
  const [exported, setExported] = useState<string | null>(null);
  const ids = {
    search: useId(),
    status: useId(),
    from: useId(),
    to: useId(),
    source: useId(),
    method: useId(),
    size: useId(),
  };

  const update = useCallback(
    (changes: Record<string, string | number | null>, replace = false) =>
      setParams((current) => withParams(current, changes), { replace }),
    [setParams],
  );

  // The search field follows the address (a link, the back button) and the address follows typing, a moment later.
  const [search, setSearch] = useState(state.search);
  const [searchInAddress, setSearchInAddress] = useState(state.search);
  if (searchInAddress !== state.search) {
    setSearchInAddress(state.search);
    setSearch(state.search);
  }
  useEffect(() => {
    if (search.trim() === state.search) return;
    const timer = setTimeout(() => update({ search: search.trim() }, true), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, state.search, update]);

  const openHref = useCallback((id: number) => `?${withParams(params, { open: id }).toString()}`, [params]);
  const onSort = useCallback((orderBy: SortField, orderDir: 'ASC' | 'DESC') => update({ orderBy, orderDir }), [update]);

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / state.itemsPerPage));

  const onExport = async () => {
    setExported(null);
    const answer = await saveFile({ url: csvPath(state), fallbackName: 'bookings.csv' });
    if ('data' in answer && answer.data) setExported(answer.data.fileName);
  };

  return (
    <section className="office-card bookings">
      <h1>{t('title')}</h1>
      <form
        className="bookings-filters"
        role="search"
        aria-label={t('filters.label')}
        onSubmit={(event) => {
          event.preventDefault();
          update({ search: search.trim() });
        }}
      >
        <div className="office-field bookings-filters__search">
          <label htmlFor={ids.search}>{t('search.label')}</label>
          <input
            id={ids.search}
            type="search"
            value={search}
            placeholder={t('search.placeholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <div className="office-field">
          <label htmlFor={ids.status}>{t('filters.status')}</label>
          <select
            id={ids.status}
            value={state.status.join(',')}
            onChange={(event) => update({ status: event.target.value })}
          >
            <option value="">{t('filters.allStatuses')}</option>
            {state.status.length > 1 && (
              <option value={state.status.join(',')}>{state.status.map((s) => t(`status.${s}`)).join(', ')}</option>
            )}
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="office-field">
          <label htmlFor={ids.from}>{t('filters.from')}</label>
          <input
            id={ids.from}
            type="date"
            value={state.from ?? ''}
            onChange={(event) => update({ from: event.target.value })}
          />
        </div>
        <div className="office-field">
          <label htmlFor={ids.to}>{t('filters.to')}</label>
          <input
            id={ids.to}
            type="date"
            value={state.to ?? ''}
            onChange={(event) => update({ to: event.target.value })}
          />
        </div>
        <div className="office-field">
          <label htmlFor={ids.source}>{t('filters.source')}</label>
          <select
            id={ids.source}
            value={state.source ?? ''}
            onChange={(event) => update({ source: event.target.value })}
          >
            <option value="">{t('filters.allSources')}</option>
            {BOOKING_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t(`source.${source}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="office-field">
          <label htmlFor={ids.method}>{t('filters.paymentMethod')}</label>
          <select
            id={ids.method}
            value={state.paymentMethod ?? ''}
            onChange={(event) => update({ paymentMethod: event.target.value })}
          >
            <option value="">{t('filters.allPaymentMethods')}</option>
            {PAYMENT_METHODS.map((method) => (
              <option key={method} value={method}>
                {t(`paymentMethod.${method}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bookings-filters__tools">
          <button
            type="button"
            className="office-button"
            disabled={!isFiltered(state)}
            onClick={() => {
              setSearch('');
              update({ search: null, status: null, from: null, to: null, source: null, paymentMethod: null });
            }}
          >
            {t('filters.reset')}
          </button>
          <button type="button" className="office-button" disabled={saving.isLoading} onClick={() => void onExport()}>
            {saving.isLoading ? t('export.busy') : t('export.csv')}
          </button>
        </div>
      </form>
      {saving.error !== undefined && !saving.isLoading && (
        <p className="office-alert" role="alert">
          {errorText(saving.error)}
        </p>
      )}
      <p className="office-muted bookings-count" role="status" aria-live="polite">
        {list.data ? t('count', { count: total }) : ''}
        {exported ? ` · ${t('export.done', { fileName: exported })}` : ''}
      </p>

      <QueryState
        query={list}
        isEmpty={list.data?.items.length === 0}
        emptyText={isFiltered(state) ? t('emptyFiltered') : t('empty')}
      >
        <BookingsTable
          rows={list.data?.items ?? []}
          orderBy={state.orderBy}
          orderDir={state.orderDir}
          onSort={onSort}
          openHref={openHref}
        />
        <Paging
          className="bookings-paging"
          page={state.page}
          pages={pages}
          onPage={(page) => update({ page })}
          labels={{
            label: t('paging.label'),
            previous: t('paging.previous'),
            next: t('paging.next'),
            page: t('paging.page', { page: state.page, pages }),
          }}
        >
          <label htmlFor={ids.size} className="bookings-paging__size">
            {t('paging.size')}
          </label>
          <select
            id={ids.size}
            value={state.itemsPerPage}
            onChange={(event) => update({ itemsPerPage: Number(event.target.value) })}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </Paging>
      </QueryState>

      {state.open !== null && <BookingDrawer bookingId={state.open} onClose={() => update({ open: null })} />}
    </section>
  );
}
