import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Modal } from '../../ui/Modal';
import {
  useDeleteVendorPriceMutation,
  useListSectionRowsQuery,
  useListVendorPricesQuery,
  useListVendorSectionsQuery,
  type VendorPriceDto,
} from '../api/officeApi';
import { ListTable } from '../ui/ListTable';
import { PageHeader } from '../ui/PageHeader';
import { QueryState } from '../ui/QueryState';
import { dayText, hoursText } from '../ui/dates';
import { useErrorText } from '../ui/errorText';
import { BulkPanel } from './BulkPanel';
import { PriceFormDialog } from './PriceFormDialog';
import './prices.css';

/** The row's name (rows of a section are fetched once per section and cached). */
function RowName({ sectionId, rowId }: { sectionId: number; rowId: number }) {
  const rows = useListSectionRowsQuery({ id: sectionId, itemsPerPage: 0 });
  return <>{rows.data?.items.find((r) => r.id === rowId)?.name ?? `#${rowId}`}</>;
}

/**
 * The vendor's price definitions (section, row, model, validity and rates) with a section filter (`?section=`),
 * create/edit in a dialog, delete after a question, and the bulk change of the selected definitions.
 */
export function PricesPage() {
  const { t, i18n } = useTranslation('prices');
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const sectionFilter = params.get('section') ?? '';
  const [editing, setEditing] = useState<VendorPriceDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<VendorPriceDto | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [remove, removal] = useDeleteVendorPriceMutation();

  const sections = useListVendorSectionsQuery({ itemsPerPage: 0 });
  const list = useListVendorPricesQuery({
    itemsPerPage: 0,
    orderBy: 'validFrom',
    ...(sectionFilter ? { filterBy: 'sectionId', filter: sectionFilter } : {}),
  });
  const items = useMemo(() => list.data?.items ?? [], [list.data]);
  const sectionList = useMemo(() => sections.data?.items ?? [], [sections.data]);
  const sectionName = (id: number) => sectionList.find((s) => s.id === id)?.name ?? `#${id}`;

  const money = useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', {
      style: 'currency',
      currency: 'EUR',
    });
    return (euros: number) => format.format(euros);
  }, [i18n.language]);
  const validity = (p: VendorPriceDto) =>
    `${dayText(p.validFrom, i18n.language)} – ${dayText(p.validTo, i18n.language)}`;
  const label = (p: VendorPriceDto) => `${sectionName(p.sectionId)}, ${validity(p)}`;

  const toggle = (id: number, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const visibleSelected = new Set(items.filter((p) => selected.has(p.id)).map((p) => p.id));
  const allSelected = items.length > 0 && visibleSelected.size === items.length;

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteError(null);
    try {
      await remove({ id: deleting.id }).unwrap();
      toggle(deleting.id, false);
      setDeleting(null);
    } catch (error) {
      setDeleteError(errorText(error));
    }
  };

  return (
    <div className="prices">
      <PageHeader className="prices__header" title={t('title')} intro={t('intro')} />

      <div className="office-card">
        <div className="prices__tools">
          <label className="office-field">
            <span>{t('filter.section')}</span>
            <select
              value={sectionFilter}
              onChange={(e) => {
                setParams(
                  (current) => {
                    const next = new URLSearchParams(current);
                    if (e.target.value) next.set('section', e.target.value);
                    else next.delete('section');
                    return next;
                  },
                  { replace: true },
                );
              }}
            >
              <option value="">{t('filter.all')}</option>
              {sectionList.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="office-button office-button--primary" onClick={() => setEditing('new')}>
            {t('new')}
          </button>
        </div>

        <QueryState query={list} isEmpty={items.length === 0} emptyText={t('empty')}>
          <ListTable
            className="prices-table"
            scrollClassName="prices__scroll"
            label={t('tableLabel')}
            busy={list.isFetching}
            columns={[
              <input
                key="all"
                type="checkbox"
                aria-label={t('selectAll')}
                checked={allSelected}
                onChange={(e) => setSelected(e.target.checked ? new Set(items.map((p) => p.id)) : new Set())}
              />,
              t('columns.section'),
              t('columns.row'),
              t('columns.model'),
              t('columns.validity'),
              t('columns.rates'),
              t('columns.actions'),
            ]}
          >
            {items.map((p) => (
              <tr key={p.id} data-testid="price-row" data-price-id={p.id}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('select', { definition: label(p) })}
                    checked={selected.has(p.id)}
                    onChange={(e) => toggle(p.id, e.target.checked)}
                  />
                </td>
                <td>{sectionName(p.sectionId)}</td>
                <td>{p.rowId === null ? t('allRows') : <RowName sectionId={p.sectionId} rowId={p.rowId} />}</td>
                <td>{p.model ? t(`models.${p.model}`, { defaultValue: p.model }) : t('allModels')}</td>
                <td>{validity(p)}</td>
                <td>
                  <ul className="prices-rates">
                    {p.rates.map((r) => (
                      <li key={r.id} data-testid="price-rate">
                        <span>
                          {t(`rateTypes.${r.type}`)}
                          {r.timeRange ? ` ${hoursText(r.timeRange)}` : ''}
                          {r.minDays !== null ? ` ${t('fromDays', { count: r.minDays })}` : ''}
                          {r.discount ? ` (${t('discount')})` : ''}
                        </span>
                        <span className="prices-rates__amount">{money(r.price)}</span>
                      </li>
                    ))}
                  </ul>
                </td>
                <td className="prices__actions">
                  <button
                    type="button"
                    className="office-button"
                    aria-label={t('edit', { definition: label(p) })}
                    onClick={() => setEditing(p)}
                  >
                    {t('editShort')}
                  </button>
                  <button
                    type="button"
                    className="office-button office-button--danger"
                    aria-label={t('delete', { definition: label(p) })}
                    onClick={() => {
                      setDeleteError(null);
                      setDeleting(p);
                    }}
                  >
                    {t('deleteShort')}
                  </button>
                </td>
              </tr>
            ))}
          </ListTable>
        </QueryState>
      </div>

      <BulkPanel
        prices={items}
        selected={visibleSelected}
        money={money}
        label={label}
        onSaved={() => setSelected(new Set())}
      />

      {editing && (
        <PriceFormDialog
          price={editing === 'new' ? null : editing}
          sections={sectionList}
          sectionId={sectionFilter ? Number(sectionFilter) : undefined}
          onDone={() => setEditing(null)}
        />
      )}
      {deleting && (
        <Modal className="prices-dialog" labelledBy="prices-delete-title" onCancel={() => setDeleting(null)}>
          <h2 id="prices-delete-title">{t('deleteConfirm.title')}</h2>
          <p>{t('deleteConfirm.text', { definition: label(deleting) })}</p>
          {deleteError && (
            <p className="prices-form__error" role="alert">
              {deleteError}
            </p>
          )}
          <div className="office-dialog__actions">
            <button type="button" className="office-button" onClick={() => setDeleting(null)}>
              {t('form.cancel')}
            </button>
            <button
              type="button"
              className="office-button office-button--danger"
              disabled={removal.isLoading}
              onClick={() => void confirmDelete()}
            >
              {t('deleteConfirm.yes')}
            </button>
          </div>
        </Modal>
      )}
    </div>
  );
}
