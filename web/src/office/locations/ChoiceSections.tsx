import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../features/section/markdown';
import { Field, FieldError } from './FormField';
import { LOCATION_FEATURES, PAYMENT_METHODS, type LocationForm } from './locationsLogic';

/** The amenities as chips the storefront shows; each a toggle button (aria-pressed). */
export function AttributeChips() {
  const { t } = useTranslation('locations');
  const { control, setValue } = useFormContext<LocationForm>();
  const attributes = useWatch({ control, name: 'attributes' });
  return (
    <fieldset className="locations-section">
      <legend>{t('sections.attributes')}</legend>
      <div className="locations-chips">
        {LOCATION_FEATURES.map((feature) => (
          <button
            key={feature}
            type="button"
            className="locations-chip"
            aria-pressed={attributes[feature]}
            onClick={() => setValue(`attributes.${feature}`, !attributes[feature], { shouldDirty: true })}
          >
            {t(`attributes.${feature}`)}
          </button>
        ))}
      </div>
      <FieldError path="attributes.root" />
    </fieldset>
  );
}

/** The payment methods offered, in the order chosen (the storefront lists them so); none: the vendor's. */
export function PaymentChips() {
  const { t } = useTranslation('locations');
  const { control, setValue, register } = useFormContext<LocationForm>();
  const chosen = useWatch({ control, name: 'configuration.paymentMethods' });
  return (
    <fieldset className="locations-section">
      <legend>{t('sections.display')}</legend>
      <div className="locations-pair">
        <Field path="configuration.beachChairView" label={t('fields.beachChairView')}>
          {(a11y) => (
            <select {...a11y} {...register('configuration.beachChairView')}>
              <option value="">{t('views.vendor')}</option>
              <option value="grid">{t('views.grid')}</option>
              <option value="map">{t('views.map')}</option>
            </select>
          )}
        </Field>
        <Field path="configuration.gridLineBreak" label={t('fields.gridLineBreak')} hint={t('hints.gridLineBreak')}>
          {(a11y) => <input {...a11y} inputMode="numeric" {...register('configuration.gridLineBreak')} />}
        </Field>
      </div>
      <p id="location-payment-label" className="locations-label">
        {t('fields.paymentMethods')}
      </p>
      <div className="locations-chips" role="group" aria-labelledby="location-payment-label">
        {PAYMENT_METHODS.map((method) => {
          const on = chosen.includes(method);
          return (
            <button
              key={method}
              type="button"
              className="locations-chip"
              aria-pressed={on}
              onClick={() =>
                setValue(
                  'configuration.paymentMethods',
                  on ? chosen.filter((m) => m !== method) : [...chosen, method],
                  { shouldDirty: true },
                )
              }
            >
              {t(`payment.${method}`)}
            </button>
          );
        })}
      </div>
      <p className="office-muted locations-hint">
        {chosen.length
          ? t('hints.paymentOrder', { list: chosen.map((m) => t(`payment.${m}`)).join(', ') })
          : t('hints.paymentVendor')}
      </p>
      <FieldError path="configuration.paymentMethods" />
    </fieldset>
  );
}

/** The price text per language as markdown, with the storefront's own rendering as the preview. */
export function PriceTexts() {
  const { t } = useTranslation('locations');
  const { control, register } = useFormContext<LocationForm>();
  const texts = useWatch({ control, name: 'priceText' });
  return (
    <fieldset className="locations-section">
      <legend>{t('sections.priceText')}</legend>
      <p className="office-muted locations-hint">{t('hints.markdown')}</p>
      <div className="locations-pair">
        {(['de', 'en'] as const).map((lang) => (
          <div key={lang}>
            <Field path={`priceText.${lang}`} label={t(`fields.priceText.${lang}`)}>
              {(a11y) => <textarea {...a11y} rows={6} maxLength={10_000} {...register(`priceText.${lang}`)} />}
            </Field>
            <section className="locations-preview" aria-label={t(`preview.${lang}`)}>
              <h4>{t(`preview.${lang}`)}</h4>
              {texts[lang].trim() ? (
                <Markdown text={texts[lang]} />
              ) : (
                <p className="office-muted">{t('preview.empty')}</p>
              )}
            </section>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
