import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useGetTillTseQuery,
  useListVendorLocationsQuery,
  type LocationDto,
  type TillLocationTseDto,
} from '../api/officeApi';
import { berlinDay, berlinTime, dayText } from '../ui/dates';
import { PageHeader } from '../ui/PageHeader';
import { QueryState } from '../ui/QueryState';
import { useEditing } from '../ui/useEditing';

import { TseDialog } from './TseDialog';
import './till.css';

type Editing = { location: LocationDto; tse: TillLocationTseDto } | null;

/**
 * "Kassen": per location the TSE its till signs with (provider, TSS, client, serial numbers, since when), switched in
 * a dialog; and the way to the notice to the tax office. The owner's screen (the router keeps STAFF out).
 */
export function TillsPage() {
  const { t } = useTranslation('till');
  const locations = useListVendorLocationsQuery({ itemsPerPage: 0 });
  const items = locations.data?.items ?? [];
  const { editing, setEditing, notice, close } = useEditing<Editing>();

  return (
    <div className="till">
      <PageHeader className="till__header" title={t('title')} intro={t('intro')} />
      <p>
        <Link className="office-button" to="/tills/notice">
          {t('noticeLink')}
        </Link>
      </p>
      <p className="till__notice" role="status">
        {notice}
      </p>
      <QueryState query={locations} isEmpty={items.length === 0} emptyText={t('emptyLocations')}>
        <ul className="till__locations" aria-label={t('locationsLabel')}>
          {items.map((location) => (
            <LocationTse key={location.id} location={location} onSwitch={(tse) => setEditing({ location, tse })} />
          ))}
        </ul>
      </QueryState>
      {editing && (
        <TseDialog
          locationName={editing.location.name}
          tse={editing.tse}
          onSaved={(saved) =>
            close(
              t('saved', {
                name: editing.location.name,
                provider: saved.active ? t(`providers.${saved.active.provider}`) : '',
              }),
            )
          }
          onCancel={() => close()}
        />
      )}
    </div>
  );
}

/** One location's card: its active TSE, or that it has none; the switch button where this server offers a provider. */
function LocationTse({ location, onSwitch }: { location: LocationDto; onSwitch: (tse: TillLocationTseDto) => void }) {
  const { t, i18n } = useTranslation('till');
  const query = useGetTillTseQuery({ locationId: location.id });
  const tse = query.data;
  const active = tse?.active;
  const since = active && `${dayText(berlinDay(active.since), i18n.language)} ${berlinTime(active.since)}`;
  return (
    <li className="office-card till-location" data-testid="till-location">
      <div className="till-location__head">
        <h2>{location.name}</h2>
        {tse && tse.providers.length > 0 && (
          <button
            type="button"
            className="office-button office-button--primary"
            aria-label={t(active ? 'switchFor' : 'setupFor', { name: location.name })}
            onClick={() => onSwitch(tse)}
          >
            {t(active ? 'switch' : 'setup')}
          </button>
        )}
      </div>
      <QueryState query={query}>
        {tse && !active && <p className="office-muted">{t('none')}</p>}
        {active && (
          <dl className="till-facts">
            <dt>{t('fields.provider')}</dt>
            <dd>{t(`providers.${active.provider}`)}</dd>
            <dt>{t('fields.tssId')}</dt>
            <dd className="till-code">{active.tssId}</dd>
            <dt>{t('fields.clientId')}</dt>
            <dd className="till-code">{active.clientId}</dd>
            <dt>{t('fields.clientSerialNumber')}</dt>
            <dd className="till-code">{active.clientSerialNumber ?? '–'}</dd>
            <dt>{t('fields.tssSerialNumber')}</dt>
            <dd className="till-code">{active.tssSerialNumber ?? '–'}</dd>
            <dt>{t('fields.certificationId')}</dt>
            <dd>{active.certificationId ?? t('noCertification')}</dd>
            <dt>{t('fields.since')}</dt>
            <dd>{since}</dd>
          </dl>
        )}
        {active && !active.certified && <p className="office-alert">{t('uncertified')}</p>}
        {tse && tse.openSessionIds.length > 0 && (
          <p className="office-muted">{t('openSessions', { ids: tse.openSessionIds.join(', ') })}</p>
        )}
        {tse && tse.providers.length === 0 && <p className="office-muted">{t('noProvider')}</p>}
      </QueryState>
    </li>
  );
}
