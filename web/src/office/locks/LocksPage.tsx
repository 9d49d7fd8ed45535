import { getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAssignBeachChairLockMutation, useListLockDevicesQuery, type LockDeviceDto } from '../api/officeApi';
import { useFeedback } from '../bookings/useFeedback';
import { DataTable } from '../ui/DataTable';
import { PageHeader } from '../ui/PageHeader';
import { QueryState } from '../ui/QueryState';
import { AssignLockForm } from './AssignLockForm';
import { LockKeys } from './LockKeys';
import {
  batteryText,
  DEFAULT_SORTING,
  HEALTHS,
  isSortable,
  lastSeenText,
  lockQueryArgs,
  readStateFilter,
} from './locksLogic';
import './locks.css';

const NUMERIC = new Set(['batteryLevel']);

/**
 * The lock fleet (/office/locks, OWNERs and ADMINs): each lock with its chair, battery, last contact and state, sortable
 * by the server; `?state=` (a health or `attention`) filters, as Today's figure links. Assign and unassign a lock, and the
 * vendor's lock-device keys below.
 */
export function LocksPage() {
  const { t, i18n } = useTranslation('locks');
  const [params, setParams] = useSearchParams();
  const state = readStateFilter(params.get('state'));
  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const [assigning, setAssigning] = useState<LockDeviceDto | null>(null);
  const list = useListLockDevicesQuery(lockQueryArgs(sorting, state));
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const [assignLock] = useAssignBeachChairLockMutation();
  const feedback = useFeedback();

  const setState = (value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('state', value);
      else next.delete('state');
      return next;
    });

  const unassign = (lock: LockDeviceDto) => {
    const chair = lock.beachChair;
    if (!chair) return;
    const names = { serial: lock.serialNumber, number: chair.publicNumber };
    if (!window.confirm(t('assign.confirmUnassign', names))) return;
    void feedback.run(
      () => assignLock({ id: chair.id, assignLockDto: { lockId: null } }),
      t('assign.unassigned', names),
    );
  };

  const columns = useMemo<ColumnDef<LockDeviceDto>[]>(
    () => [
      { id: 'serialNumber', accessorKey: 'serialNumber', header: () => t('columns.serialNumber') },
      {
        id: 'beachChair',
        header: () => t('columns.beachChair'),
        enableSorting: false,
        cell: ({ row }) => {
          const chair = row.original.beachChair;
          return chair ? (
            t('chair', { number: chair.publicNumber, section: chair.sectionName })
          ) : (
            <span className="office-muted">{t('noChair')}</span>
          );
        },
      },
      {
        id: 'health',
        accessorKey: 'health',
        header: () => t('columns.health'),
        cell: ({ row }) => (
          <span className={`locks-health locks-health--${row.original.health}`}>
            {t(`health.${row.original.health}`)}
          </span>
        ),
      },
      {
        id: 'batteryLevel',
        accessorKey: 'batteryLevel',
        header: () => t('columns.batteryLevel'),
        cell: ({ row }) => batteryText(row.original.batteryLevel, i18n.language),
      },
      {
        id: 'lastSeenAt',
        accessorKey: 'lastSeenAt',
        header: () => t('columns.lastSeenAt'),
        cell: ({ row }) => lastSeenText(row.original.lastSeenAt, i18n.language) ?? t('never'),
      },
      {
        id: 'firmware',
        accessorKey: 'firmware',
        header: () => t('columns.firmware'),
        cell: ({ row }) => row.original.firmware ?? '–',
      },
      {
        id: 'actions',
        header: () => t('columns.actions'),
        enableSorting: false,
        cell: ({ row }) => {
          const lock = row.original;
          return (
            <div className="locks-actions">
              {lock.beachChair ? (
                <button
                  type="button"
                  className="office-button office-button--danger"
                  aria-label={t('assign.unassignFor', {
                    serial: lock.serialNumber,
                    number: lock.beachChair.publicNumber,
                  })}
                  onClick={() => unassign(lock)}
                >
                  {t('assign.unassign')}
                </button>
              ) : (
                <button
                  type="button"
                  className="office-button"
                  aria-label={t('assign.openFor', { serial: lock.serialNumber })}
                  onClick={() => setAssigning(lock)}
                >
                  {t('assign.open')}
                </button>
              )}
            </div>
          );
        },
      },
    ],
    // unassign and setAssigning only act on the row they are given; the columns change with the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, i18n.language],
  );

  // TanStack Table hands out fresh functions each render; the compiler leaves this component unmemoised, as it should.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: items,
    columns,
    state: { sorting },
    onSortingChange: (updater) =>
      setSorting((current) => {
        const next = typeof updater === 'function' ? updater(current) : updater;
        return next.length ? next : DEFAULT_SORTING;
      }),
    manualSorting: true,
    enableSortingRemoval: false,
    // Lowest battery and oldest contact first: the first click shows what needs a look.
    sortDescFirst: false,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
  });

  return (
    <div className="locks">
      <PageHeader className="locks__header" title={t('title')} intro={t('intro')} />

      <div className="office-card">
        <div className="locks__tools">
          <label className="office-field">
            <span>{t('filter.label')}</span>
            <select value={state ?? ''} onChange={(e) => setState(e.target.value)}>
              <option value="">{t('filter.all')}</option>
              <option value="attention">{t('filter.attention')}</option>
              {HEALTHS.map((h) => (
                <option key={h} value={h}>
                  {t(`health.${h}`)}
                </option>
              ))}
            </select>
          </label>
          {list.data && (
            <p className="office-muted locks__count" aria-live="polite">
              {t('count', { count: list.data.total })}
            </p>
          )}
        </div>
        {feedback.view}

        <QueryState query={list} isEmpty={items.length === 0} emptyText={state ? t('emptyFiltered') : t('empty')}>
          <DataTable
            table={table}
            className="locks-table"
            scrollClassName="locks__scroll"
            label={t('tableLabel')}
            busy={list.isFetching}
            isSortable={isSortable}
            numeric={NUMERIC}
            rowTestId="lock-row"
          />
        </QueryState>

        {assigning && (
          <AssignLockForm
            lock={assigning}
            onDone={(text) => {
              setAssigning(null);
              if (text) void feedback.run(() => Promise.resolve({}), text);
            }}
          />
        )}
      </div>

      <LockKeys />
    </div>
  );
}
