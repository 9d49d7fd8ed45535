import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeachDto, LocationDto } from '../api/officeApi';
import type { SectionForm } from './sectionsLogic';

interface Props {
  form: SectionForm;
  onChange: (form: SectionForm) => void;
  locations: LocationDto[];
  beaches: BeachDto[];
  /** The location's entrance (the API keeps it with the location, not the section). */
  entrance?: { location: string; name: string | null };
  busy: boolean;
  submitLabel: string;
  error?: string;
  notice?: string;
  onSubmit: () => void;
  children?: ReactNode;
}

/** The section's details: name, location, beach, description, online booking; the entrance shown from its location. */
export function SectionDetailsForm(props: Props) {
  const { form, onChange, locations, beaches, entrance, busy, submitLabel, error, notice, onSubmit, children } = props;
  const { t } = useTranslation('sections');
  const id = useId();
  const set = <K extends keyof SectionForm>(key: K, value: SectionForm[K]) => onChange({ ...form, [key]: value });

  return (
    <form
      className="sections-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <div className="office-field">
        <label htmlFor={`${id}-name`}>{t('form.name')}</label>
        <input
          id={`${id}-name`}
          value={form.name}
          maxLength={200}
          required
          onChange={(e) => set('name', e.target.value)}
        />
      </div>
      <div className="sections-form__pair">
        <div className="office-field">
          <label htmlFor={`${id}-location`}>{t('form.location')}</label>
          <select id={`${id}-location`} value={form.locationId} onChange={(e) => set('locationId', e.target.value)}>
            <option value="">{t('form.pickLocation')}</option>
            {locations.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className="office-field">
          <label htmlFor={`${id}-beach`}>{t('form.beach')}</label>
          <select id={`${id}-beach`} value={form.beachId} onChange={(e) => set('beachId', e.target.value)}>
            <option value="">{t('form.pickBeach')}</option>
            {beaches.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.name}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="office-field">
        <label htmlFor={`${id}-description`}>{t('form.description')}</label>
        <textarea
          id={`${id}-description`}
          rows={3}
          maxLength={5000}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <div className="office-field">
        <label htmlFor={`${id}-descriptionEn`}>{t('form.descriptionEn')}</label>
        <textarea
          id={`${id}-descriptionEn`}
          rows={3}
          maxLength={5000}
          lang="en"
          value={form.descriptionEn}
          onChange={(e) => set('descriptionEn', e.target.value)}
        />
      </div>
      {entrance && (
        <p className="office-muted">
          <strong>{t('form.entrance')}: </strong>
          {entrance.name ?? t('form.noEntrance')} ({t('form.entranceHint', { location: entrance.location })})
        </p>
      )}
      <label className="sections-form__check">
        <input type="checkbox" checked={form.onlineBooking} onChange={(e) => set('onlineBooking', e.target.checked)} />
        {t('form.onlineBooking')}
      </label>
      {children}
      {error && (
        <p className="office-field__error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className="sections__notice">
        {notice}
      </p>
      <button type="submit" className="office-button office-button--primary" disabled={busy}>
        {busy ? t('form.saving') : submitLabel}
      </button>
    </form>
  );
}
