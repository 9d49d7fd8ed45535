import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListVendorLocationsQuery, type LocationDto } from '../api/officeApi';
import { useSession } from '../auth/useSession';
import { ListTable } from '../ui/ListTable';
import { PageHeader } from '../ui/PageHeader';
import { QueryState } from '../ui/QueryState';
import { LocationEditor } from './LocationEditor';
import { LocationImages } from './LocationImages';
import { NewLocationDialog } from './NewLocationDialog';
import './locations.css';

/** "15-05" as "15.05." for the list. */
const dayMonth = (text: string | null) => (text ? `${text.replace('-', '.')}.` : null);

/**
 * The vendor's locations (where it rents out chairs): the list, and the chosen one's settings in a form
 * (`?location=<id>`, so a reload keeps it open). Owners change them; STAFF see them read-only.
 */
export function LocationsPage() {
  const { t } = useTranslation('locations');
  const { user } = useSession();
  const mayChange = user?.vendorRole !== 'STAFF';
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const list = useListVendorLocationsQuery({ itemsPerPage: 0, orderBy: 'name', orderDir: 'ASC' });
  const items = list.data?.items ?? [];
  const chosenId = Number(params.get('location'));
  const chosen = items.find((l) => l.id === chosenId);

  const open = (location: LocationDto, text = '') => {
    setParams({ location: String(location.id) });
    setNotice(text);
  };
  const season = (l: LocationDto) =>
    l.seasonStart && l.seasonEnd ? `${dayMonth(l.seasonStart)} – ${dayMonth(l.seasonEnd)}` : t('defaultSeason');

  return (
    <div className="locations">
      <PageHeader
        className="locations__header"
        title={t('title')}
        intro={t('intro')}
        action={mayChange && { label: t('new'), onClick: () => setCreating(true) }}
      />

      <div className="office-card">
        <QueryState query={list} isEmpty={items.length === 0} emptyText={t('empty')}>
          <ListTable
            className="locations-table"
            scrollClassName="locations__scroll"
            label={t('tableLabel')}
            columns={[
              t('columns.name'),
              t('columns.city'),
              t('columns.season'),
              t('columns.leadTime'),
              { hidden: t('columns.actions') },
            ]}
          >
            {items.map((l) => (
              <tr key={l.id} data-testid="location-row" className={l.id === chosenId ? 'is-chosen' : undefined}>
                <th scope="row">
                  {l.name}
                  {l.entranceName && <span className="office-muted"> · {l.entranceName}</span>}
                </th>
                <td>{l.address.city ?? '–'}</td>
                <td>{season(l)}</td>
                <td>{l.leadTimeHours === null ? '–' : t('hours.count', { count: l.leadTimeHours })}</td>
                <td>
                  <button
                    type="button"
                    className="office-button"
                    aria-label={t(mayChange ? 'edit' : 'show', { name: l.name })}
                    aria-current={l.id === chosenId ? true : undefined}
                    onClick={() => open(l)}
                  >
                    {mayChange ? t('editShort') : t('showShort')}
                  </button>
                </td>
              </tr>
            ))}
          </ListTable>
        </QueryState>
      </div>

      <p className="locations-notice" role="status">
        {notice}
      </p>

      {chosen && (
        <section className="locations-editor" aria-labelledby="location-editor-title">
          <h2 id="location-editor-title">{t('editorTitle', { name: chosen.name })}</h2>
          <LocationImages location={chosen} mayChange={mayChange} />
          <div className="office-card">
            <LocationEditor
              // A new copy from the server (saved) starts the form afresh with what the server kept.
              key={`${chosen.id}-${chosen.updatedAt}`}
              location={chosen}
              mayChange={mayChange}
              onSaved={(saved) => open(saved, t('saved', { name: saved.name }))}
            />
          </div>
        </section>
      )}

      {creating && (
        <NewLocationDialog
          onCreated={(created) => {
            setCreating(false);
            open(created, t('created', { name: created.name }));
          }}
          onCancel={() => setCreating(false)}
        />
      )}
    </div>
  );
}
