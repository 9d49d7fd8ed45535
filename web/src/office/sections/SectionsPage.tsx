import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListVendorSectionsQuery } from '../api/officeApi';
import { useSession } from '../auth/useSession';
import { ListTable } from '../ui/ListTable';
import { PageHeader } from '../ui/PageHeader';
import { QueryState } from '../ui/QueryState';
import { NewSection } from './NewSection';
import { SectionEditor } from './SectionEditor';
import './sections.css';

/**
 * The vendor's sections (issue 16, items 2 and 3): the list, and one section opened (`?open=<id>`, `?open=new`) with
 * its details, its outline on the map, its rows and chairs. Owners only (the server refuses STAFF the changes).
 */
export function SectionsPage() {
  const { t } = useTranslation('sections');
  const [params, setParams] = useSearchParams();
  // STAFF (who reach the address without the nav entry) see the list only: the server refuses them every change.
  const mayChange = useSession().user?.vendorRole !== 'STAFF';
  const open = params.get('open');
  const list = useListVendorSectionsQuery({ itemsPerPage: 0, orderBy: 'name' });
  const items = list.data?.items ?? [];

  const show = (value: string | null) => setParams(value ? { open: value } : {});

  if (mayChange && open === 'new') return <NewSection onDone={(id) => show(id ? String(id) : null)} />;
  if (mayChange && open && /^\d+$/.test(open)) return <SectionEditor id={Number(open)} onBack={() => show(null)} />;

  return (
    <div className="sections">
      <PageHeader
        className="sections__header"
        title={t('title')}
        intro={t('intro')}
        action={mayChange && { label: t('new'), onClick: () => show('new') }}
      />
      <div className="office-card">
        {list.data && (
          <p className="office-muted" aria-live="polite">
            {t('count', { count: list.data.total })}
          </p>
        )}
        <QueryState query={list} isEmpty={items.length === 0} emptyText={t('empty')}>
          <ListTable
            className="sections-table"
            label={t('tableLabel')}
            columns={[
              t('columns.name'),
              t('columns.location'),
              t('columns.onlineBooking'),
              t('columns.outline'),
              { hidden: t('columns.actions') },
            ]}
          >
            {items.map((section) => (
              <tr key={section.id} data-testid="section-row">
                <th scope="row">{section.name}</th>
                <td>{section.location.name}</td>
                <td>{section.onlineBooking ? t('yes') : t('no')}</td>
                <td>{section.geoJson ? t('yes') : t('no')}</td>
                <td>
                  {mayChange && (
                    <button
                      type="button"
                      className="office-button"
                      aria-label={t('open', { name: section.name })}
                      onClick={() => show(String(section.id))}
                    >
                      {t('openShort')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </ListTable>
        </QueryState>
      </div>
    </div>
  );
}
