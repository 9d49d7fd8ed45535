import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListTillRegistersQuery, type TillRegisterDto } from '../api/officeApi';
import { CsvButton } from '../reports/CsvButton';
import { dayText } from '../ui/dates';
import { PageHeader } from '../ui/PageHeader';
import { QueryState } from '../ui/QueryState';

import './till.css';

/**
 * "Meldung § 146a AO": every till the vendor has or had, with what the notice to the tax office asks per system and
 * TSE (docs/till.md); printable (the frame is hidden in print) and as a CSV for the form.
 */
export function RegistersPage() {
  const { t, i18n } = useTranslation('till');
  const list = useListTillRegistersQuery({});
  const items = list.data?.items ?? [];
  const day = (value: string | null) => (value ? dayText(value, i18n.language) : '–');

  const fact = (label: string, value: string, code = false) => (
    <>
      <dt>{label}</dt>
      <dd className={code ? 'till-code' : undefined}>{value}</dd>
    </>
  );
  const register = (r: TillRegisterDto) => (
    <li key={r.id} className="office-card till-register" data-testid="till-register">
      <div className="till-location__head">
        <h2>{r.locationName}</h2>
        <span className={`till-badge${r.retiredAt ? ' is-retired' : ''}`}>
          {r.retiredAt ? t('notice.retired') : t('notice.active')}
        </span>
      </div>
      <dl className="till-facts">
        {fact(t('notice.fields.address'), r.locationAddress || '–')}
        {fact(t('notice.fields.systemKind'), r.systemKind)}
        {fact(t('notice.fields.software'), `${r.software} ${r.softwareVersion}`)}
        {fact(t('notice.fields.clientId'), r.clientId, true)}
        {fact(t('notice.fields.tillSerialNumber'), r.tillSerialNumber, true)}
        {fact(t('notice.fields.tseKind'), t(`notice.tseKinds.${r.provider}`))}
        {fact(t('notice.fields.tssId'), r.tssId, true)}
        {fact(t('notice.fields.tseSerialNumber'), r.tseSerialNumber ?? '–', true)}
        {fact(t('notice.fields.certificationId'), r.certificationId ?? t('noCertification'))}
        {fact(t('notice.fields.startDate'), day(r.startDate))}
        {fact(t('notice.fields.retirementDate'), day(r.retirementDate))}
        {fact(t('notice.fields.acquisitionDate'), t('notice.byHand'))}
      </dl>
    </li>
  );

  return (
    <div className="till till--notice">
      <PageHeader className="till__header" title={t('notice.title')} intro={t('notice.intro')} />
      <div className="till__tools">
        <Link className="office-button" to="/tills">
          {t('notice.back')}
        </Link>
        <button type="button" className="office-button" onClick={() => window.print()} disabled={!items.length}>
          {t('notice.print')}
        </button>
        <CsvButton
          url="/till/registers?format=csv&csvFormat=excel-de"
          fallbackName="kassen-meldung-146a.csv"
          label={t('notice.csv')}
        />
      </div>
      <QueryState query={list} isEmpty={items.length === 0} emptyText={t('notice.empty')}>
        <ul className="till__registers" aria-label={t('notice.listLabel')}>
          {items.map(register)}
        </ul>
      </QueryState>
    </div>
  );
}
