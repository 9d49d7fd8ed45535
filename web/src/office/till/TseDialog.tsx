import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePutTillTseMutation, type TillLocationTseDto, type TseProviderName } from '../api/officeApi';
import { useErrorText } from '../ui/errorText';
import { FormDialog } from '../ui/FormDialog';

import { initialTseForm, tseFormToDto, validateTseForm, withProvider, type TseField, type TseForm } from './tillLogic';

interface Props {
  locationName: string;
  tse: TillLocationTseDto;
  onSaved: (saved: TillLocationTseDto) => void;
  onCancel: () => void;
}

/**
 * Switches a location's TSE: the provider this server offers, fiskaly's TSS and client (checked by the server with
 * fiskaly), or the demo fake with an optional till id. The server's refusal (an open session, a TSS fiskaly does not
 * know) is shown at its field or above the buttons.
 */
export function TseDialog({ locationName, tse, onSaved, onCancel }: Props) {
  const { t } = useTranslation('till');
  const errorText = useErrorText();
  const id = useId();
  const [form, setForm] = useState<TseForm>(() => initialTseForm(tse.active, tse.providers));
  const [errors, setErrors] = useState<Partial<Record<TseField | 'form', string>>>({});
  const [put, putting] = usePutTillTseMutation();
  const fiskaly = form.provider === 'FISKALY';

  const set = <K extends keyof TseForm>(field: K, value: TseForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, form: undefined }));
  };

  const submit = async () => {
    const own = validateTseForm(form);
    if (Object.keys(own).length) {
      setErrors(Object.fromEntries(Object.entries(own).map(([field, key]) => [field, t(`dialog.errors.${key}`)])));
      return;
    }
    try {
      onSaved(await put({ locationId: tse.locationId, putTillTseDto: tseFormToDto(form) }).unwrap());
    } catch (error) {
      // fiskaly's refusal names the TSS or the client: shown at that field.
      const data = (error as { data?: { errorType?: string; payload?: { field?: string } } }).data;
      const field =
        data?.errorType === 'TSE_NOT_USABLE' || data?.errorType === 'INVALID_INPUT' ? data.payload?.field : undefined;
      if (field === 'tssId' || field === 'clientId') setErrors({ [field]: errorText(error) });
      else setErrors({ form: errorText(error) });
    }
  };

  const input = (field: TseField, label: string, hint: string) => (
    <div className="office-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input
        id={`${id}-${field}`}
        value={form[field]}
        autoComplete="off"
        spellCheck={false}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={[`${id}-${field}-hint`, errors[field] ? `${id}-${field}-error` : '']
          .filter(Boolean)
          .join(' ')}
        onChange={(e) => set(field, e.target.value)}
      />
      <span id={`${id}-${field}-hint`} className="office-muted till-hint">
        {hint}
      </span>
      {errors[field] && (
        <span id={`${id}-${field}-error`} className="office-field__error" role="alert">
          {errors[field]}
        </span>
      )}
    </div>
  );

  return (
    <FormDialog
      className="till-dialog"
      title={t('dialog.title', { name: locationName })}
      intro={t('dialog.intro')}
      problem={errors.form}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('dialog.save')}
      busyLabel={t('dialog.saving')}
      busy={putting.isLoading}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      {tse.openSessionIds.length > 0 && (
        <p className="office-alert" role="note">
          {t('openSessions', { ids: tse.openSessionIds.join(', ') })}
        </p>
      )}
      <div className="office-field">
        <label htmlFor={`${id}-provider`}>{t('dialog.provider')}</label>
        <select
          id={`${id}-provider`}
          value={form.provider}
          onChange={(e) => {
            setForm((current) => withProvider(current, e.target.value as TseProviderName, tse.active));
            setErrors({});
          }}
        >
          {tse.providers.map((provider) => (
            <option key={provider} value={provider}>
              {t(`providers.${provider}`)}
            </option>
          ))}
        </select>
      </div>
      {fiskaly ? (
        <>
          {input('tssId', t('dialog.tssId'), t('dialog.tssIdHint'))}
          {input('clientId', t('dialog.clientId'), t('dialog.clientIdHint'))}
        </>
      ) : (
        <>
          <p className="office-muted">{t('dialog.fakeHint')}</p>
          {input('clientId', t('dialog.clientIdFake'), t('dialog.clientIdFakeHint'))}
        </>
      )}
    </FormDialog>
  );
}
