import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateLocationMutation, type LocationDto } from '../api/officeApi';
import { useErrorText } from '../ui/errorText';
import { FormDialog } from '../ui/FormDialog';

interface Props {
  onCreated: (location: LocationDto) => void;
  onCancel: () => void;
}

/** A new location needs only its name; everything else is set in the editor that opens next. */
export function NewLocationDialog({ onCreated, onCancel }: Props) {
  const { t } = useTranslation('locations');
  const errorText = useErrorText();
  const id = useId();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [create, creating] = useCreateLocationMutation();

  const submit = async () => {
    if (!name.trim()) {
      setError(t('errors.nameRequired'));
      return;
    }
    try {
      onCreated(await create({ createLocationDto: { name: name.trim() } }).unwrap());
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <FormDialog
      className="locations-dialog"
      title={t('newTitle')}
      cancelLabel={t('cancel')}
      submitLabel={t('create')}
      busyLabel={t('saving')}
      busy={creating.isLoading}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      actionsClassName="locations-form__actions"
    >
      <div className="office-field">
        <label htmlFor={`${id}-name`}>{t('fields.name')}</label>
        <input
          id={`${id}-name`}
          value={name}
          maxLength={200}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError('');
          }}
          data-autofocus
        />
        {error && (
          <span id={`${id}-error`} className="office-field__error" role="alert">
            {error}
          </span>
        )}
      </div>
    </FormDialog>
  );
}
