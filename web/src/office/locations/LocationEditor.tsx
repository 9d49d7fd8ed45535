import { FormProvider, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateLocationMutation, type LocationDto } from '../api/officeApi';
import { useErrorText, useRefusalsByPath } from '../ui/errorText';
import { AttributeChips, PaymentChips, PriceTexts } from './ChoiceSections';
import { Field, fieldId } from './FormField';
import {
  formToUpdateDto,
  locationToForm,
  fieldOfProperty,
  validateLocationForm,
  type LocationForm,
} from './locationsLogic';
import { OpeningHoursFields } from './OpeningHoursFields';

interface Props {
  location: LocationDto;
  mayChange: boolean;
  onSaved: (saved: LocationDto) => void;
}

/** Every setting of a location in one form; the form's and the server's refusals at their field. */
export function LocationEditor({ location, mayChange, onSaved }: Props) {
  const { t } = useTranslation('locations');
  const errorText = useErrorText();
  const refusalsByPath = useRefusalsByPath();
  const methods = useForm<LocationForm>({ defaultValues: locationToForm(location) });
  const { register, handleSubmit, setError, clearErrors, formState } = methods;
  const [update, updating] = useUpdateLocationMutation();

  const showErrors = (byPath: Record<string, string>) => {
    for (const [path, message] of Object.entries(byPath)) {
      setError((path === 'form' ? 'root.server' : path) as Path<LocationForm>, { type: 'refused', message });
    }
    const first = Object.keys(byPath).find((path) => document.getElementById(fieldId(path)));
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const submit = async (values: LocationForm) => {
    clearErrors();
    const own = validateLocationForm(values);
    if (Object.keys(own).length) {
      showErrors(Object.fromEntries(Object.entries(own).map(([path, key]) => [path, t(`errors.${key}`)])));
      return;
    }
    try {
      onSaved(await update({ id: location.id, updateLocationDto: formToUpdateDto(values, location) }).unwrap());
    } catch (error) {
      const texts = refusalsByPath(error, fieldOfProperty);
      showErrors(Object.keys(texts).length ? texts : { form: errorText(error) });
    }
  };

  const text = (path: Path<LocationForm>, label: string, hint?: string, extra: object = {}) => (
    <Field path={path} label={label} hint={hint}>
      {(a11y) => <input {...a11y} {...extra} {...register(path)} />}
    </Field>
  );

  return (
    <FormProvider {...methods}>
      <form className="locations-form" noValidate onSubmit={(e) => void handleSubmit(submit)(e)}>
        <fieldset disabled={!mayChange} className="locations-form__body">
          <fieldset className="locations-section">
            <legend>{t('sections.general')}</legend>
            <div className="locations-pair">
              {text('name', t('fields.name'), undefined, { maxLength: 200 })}
              {text('entranceName', t('fields.entranceName'), undefined, { maxLength: 200 })}
            </div>
            <Field path="description" label={t('fields.description')} hint={t('hints.markdown')}>
              {(a11y) => <textarea {...a11y} rows={3} maxLength={20_000} {...register('description')} />}
            </Field>
            <Field path="descriptionEn" label={t('fields.descriptionEn')} hint={t('hints.markdown')}>
              {(a11y) => <textarea {...a11y} rows={3} maxLength={20_000} lang="en" {...register('descriptionEn')} />}
            </Field>
          </fieldset>

          <fieldset className="locations-section">
            <legend>{t('sections.season')}</legend>
            <div className="locations-pair">
              {text('seasonStart', t('fields.seasonStart'), t('hints.dayMonth'), { placeholder: '15-05' })}
              {text('seasonEnd', t('fields.seasonEnd'), t('hints.dayMonth'), { placeholder: '15-09' })}
            </div>
            <div className="locations-pair">
              {text('leadTimeHours', t('fields.leadTimeHours'), t('hints.leadTimeHours'), { inputMode: 'numeric' })}
              {text('bookingStartdate', t('fields.bookingStartdate'), t('hints.bookingStartdate'), { type: 'date' })}
            </div>
          </fieldset>

          <OpeningHoursFields />
          <AttributeChips />
          <PaymentChips />
          <PriceTexts />

          <fieldset className="locations-section">
            <legend>{t('sections.terms')}</legend>
            <Field path="terms" label={t('fields.terms')} hint={t('hints.terms')}>
              {(a11y) => <textarea {...a11y} rows={6} maxLength={50_000} {...register('terms')} />}
            </Field>
            <a href={`/api/v1/vendor/locations/terms/${location.id}/pdf`} target="_blank" rel="noreferrer">
              {t('termsPdf')}
            </a>
          </fieldset>

          <fieldset className="locations-section">
            <legend>{t('sections.contact')}</legend>
            <div className="locations-pair">
              {text('details.email', t('fields.email'), undefined, { type: 'email' })}
              {text('details.telephone', t('fields.telephone'), undefined, { type: 'tel' })}
            </div>
            {text('details.website', t('fields.website'), t('hints.website'), { type: 'url' })}
            <div className="locations-pair">
              {text('address.street', t('fields.street'))}
              {text('address.houseNumber', t('fields.houseNumber'))}
            </div>
            {text('address.addition', t('fields.addition'))}
            <div className="locations-pair">
              {text('address.zip', t('fields.zip'))}
              {text('address.city', t('fields.city'))}
              {text('address.country', t('fields.country'), t('hints.country'), { maxLength: 2 })}
            </div>
          </fieldset>
        </fieldset>

        {formState.errors.root?.server && (
          <p className="office-alert" role="alert">
            {formState.errors.root.server.message}
          </p>
        )}
        {mayChange && (
          <div className="locations-form__actions">
            <button
              type="button"
              className="office-button"
              disabled={!formState.isDirty || updating.isLoading}
              onClick={() => methods.reset()}
            >
              {t('reset')}
            </button>
            <button type="submit" className="office-button office-button--primary" disabled={updating.isLoading}>
              {updating.isLoading ? t('saving') : t('save')}
            </button>
          </div>
        )}
      </form>
    </FormProvider>
  );
}
