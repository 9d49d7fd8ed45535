import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useListVendorExtrasQuery,
  useListVendorLocationsQuery,
  type ExtraType,
  type VendorExtraDto,
} from '../api/officeApi';
import { useSession } from '../auth/useSession';
import { ListTable } from '../ui/ListTable';
import { PageHeader } from '../ui/PageHeader';
import { QueryState } from '../ui/QueryState';
import { useEditing } from '../ui/useEditing';
import { DeleteExtraDialog } from './DeleteExtraDialog';
import { ExtraDialog } from './ExtraDialog';
import { EXTRA_TYPES, extraQueryArgs, moneyFormat } from './extrasLogic';
import './extras.css';

/** The search as typed, settled for 300 ms before it is asked for. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Editing =
  { kind: 'new' } | { kind: 'edit'; extra: VendorExtraDto } | { kind: 'delete'; extra: VendorExtraDto } | null;

/**
 * The vendor's extras (food, drinks, accessories sold with a chair): search, a type filter, create and edit in a
 * dialog, delete after asking. STAFF see the list (the server refuses them the changes, so no buttons).
 */
export function ExtrasPage() {
  const { t, i18n } = useTranslation('extras');
  const { user } = useSession();
  const mayChange = user?.vendorRole !== 'STAFF';
  const [typed, setTyped] = useState('');
  const search = useSettled(typed);
  const [type, setType] = useState<ExtraType | ''>('');
  const { editing, setEditing, notice, close } = useEditing<Editing>();
  const typeId = useId();

  const list = useListVendorExtrasQuery(extraQueryArgs(search, type));
  const locationList = useListVendorLocationsQuery({ itemsPerPage: 0 });
  const locations = useMemo(() => locationList.data?.items ?? [], [locationList.data]);
  const locationName = (locationId: number | null) =>
    locationId === null ? t('everyLocation') : (locations.find((l) => l.id === locationId)?.name ?? `#${locationId}`);
  const items = list.data?.items ?? [];
  const money = useMemo(() => moneyFormat(i18n.language), [i18n.language]);

  return (
    <div className="extras">
      <PageHeader
        className="extras__header"
        title={t('title')}
        intro={t('intro')}
        action={mayChange && { label: t('new'), onClick: () => setEditing({ kind: 'new' }) }}
      />

      <div className="office-card">
        <div className="extras__tools">
          <label className="office-field extras__search">
            <span>{t('search.label')}</span>
            <input
              type="search"
              value={typed}
              placeholder={t('search.placeholder')}
              onChange={(e) => setTyped(e.target.value)}
            />
          </label>
          <div className="office-field">
            {/* Labelled by id: a wrapping label would add the chosen option's text to the name. */}
            <label htmlFor={typeId}>{t('typeFilter.label')}</label>
            <select id={typeId} value={type} onChange={(e) => setType(e.target.value as ExtraType | '')}>
              <option value="">{t('typeFilter.all')}</option>
              {EXTRA_TYPES.map((value) => (
                <option key={value} value={value}>
                  {t(`types.${value}`)}
                </option>
              ))}
            </select>
          </div>
          {list.data && (
            <p className="office-muted extras__count" aria-live="polite">
              {t('count', { count: list.data.total })}
            </p>
          )}
        </div>
        <p className="extras__notice" role="status">
          {notice}
        </p>

        <QueryState
          query={list}
          isEmpty={items.length === 0}
          emptyText={search.trim() || type ? t('emptySearch') : t('empty')}
        >
          <ListTable
            className="extras-table"
            scrollClassName="extras__scroll"
            label={t('tableLabel')}
            busy={list.isFetching}
            columns={[
              t('columns.name'),
              t('columns.type'),
              t('columns.category'),
              { numeric: t('columns.price') },
              { numeric: t('columns.vatRate') },
              t('columns.active'),
              t('columns.location'),
              ...(mayChange ? [{ hidden: t('columns.actions') }] : []),
            ]}
          >
            {items.map((extra) => (
              <tr key={extra.id} data-testid="extra-row" className={extra.active ? undefined : 'is-inactive'}>
                <th scope="row">{extra.name}</th>
                <td>{t(`types.${extra.type}`)}</td>
                <td>{extra.category ?? '–'}</td>
                <td className="is-numeric">{money.format(extra.price)}</td>
                <td className="is-numeric">{`${extra.vatRate} %`}</td>
                <td>{extra.active ? t('yes') : t('no')}</td>
                <td>{locationName(extra.locationId)}</td>
                {mayChange && (
                  <td className="extras-table__actions">
                    <button
                      type="button"
                      className="office-button"
                      aria-label={t('edit', { name: extra.name })}
                      onClick={() => setEditing({ kind: 'edit', extra })}
                    >
                      {t('editButton')}
                    </button>
                    <button
                      type="button"
                      className="office-button office-button--danger"
                      aria-label={t('delete', { name: extra.name })}
                      onClick={() => setEditing({ kind: 'delete', extra })}
                    >
                      {t('deleteButton')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </ListTable>
        </QueryState>
      </div>

      {(editing?.kind === 'new' || editing?.kind === 'edit') && (
        <ExtraDialog
          extra={editing.kind === 'edit' ? editing.extra : null}
          locations={locations}
          onSaved={(saved) => close(t('form.saved', { name: saved.name }))}
          onCancel={() => close()}
        />
      )}
      {editing?.kind === 'delete' && (
        <DeleteExtraDialog
          extra={editing.extra}
          onDeleted={() => close(t('confirmDelete.deleted', { name: editing.extra.name }))}
          onCancel={() => close()}
        />
      )}
    </div>
  );
}
