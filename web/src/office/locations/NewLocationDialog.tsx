import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { useCreateLocationMutation, type LocationDto } from '../api/officeApi';
import { useErrorText } from '../ui/errorText';

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
    <Modal className="locations-dialog" labelledBy={`${id}-title`} onCancel={onCancel}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <h2 id={`${id}-title`}>{t('newTitle')}</h2>
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
        <div className="locations-form__actions">
          <button type="button" className="office-button" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className="office-button office-button--primary" disabled={creating.isLoading}>
            {creating.isLoading ? t('saving') : t('create')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
