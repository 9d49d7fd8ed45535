import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateVendorExtraMutation,
  useUpdateVendorExtraMutation,
  type LocationDto,
  type VendorExtraDto,
} from '../api/officeApi';
import { useErrorText, useRefusalsByPath } from '../ui/errorText';
import { FormDialog } from '../ui/FormDialog';
import { ExtraImages } from './ExtraImages';
import {
  emptyExtraForm,
  EXTRA_TYPES,
  extraToForm,
  formToCreateDto,
  formToUpdateDto,
  extraFieldOf,
  isUnknownLocation,
  validateExtraForm,
  VAT_RATES,
  type ExtraField,
  type ExtraForm,
  type FormErrorKey,
} from './extrasLogic';

interface Props {
  /** The extra to edit; none: a new one. */
  extra: VendorExtraDto | null;
  locations: LocationDto[];
  onSaved: (saved: VendorExtraDto) => void;
  onCancel: () => void;
}

type Errors = Partial<Record<ExtraField | 'form', string>>;

/** Create or edit an extra: every field of the DTO; the form's and the server's refusals at their field. */
export function ExtraDialog({ extra, locations, onSaved, onCancel }: Props) {
  const { t, i18n } = useTranslation('extras');
  const errorText = useErrorText();
  const refusalsByPath = useRefusalsByPath();
  const id = useId();
  const [form, setForm] = useState<ExtraForm>(() => (extra ? extraToForm(extra, i18n.language) : emptyExtraForm()));
  const [errors, setErrors] = useState<Errors>({});
  const [create, creating] = useCreateVendorExtraMutation();
  const [update, updating] = useUpdateVendorExtraMutation();
  const busy = creating.isLoading || updating.isLoading;

  const set = <K extends ExtraField>(field: K, value: ExtraForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const focusFirst = (found: Errors) => {
    const first = (
      [
        'name',
        'nameEn',
        'type',
        'price',
        'vatRate',
        'category',
        'description',
        'descriptionEn',
        'locationId',
        'active',
      ] as const
    ).find((f) => found[f]);
    if (first) requestAnimationFrame(() => document.getElementById(`${id}-${first}`)?.focus());
  };

  const submit = async () => {
    const own = validateExtraForm(form);
    if (Object.keys(own).length) {
      const texts: Errors = {};
      for (const [f, key] of Object.entries(own) as [ExtraField, FormErrorKey][]) texts[f] = t(`form.errors.${key}`);
      setErrors(texts);
      focusFirst(texts);
      return;
    }
    try {
      const saved = extra
        ? await update({ id: extra.id, updateExtraDto: formToUpdateDto(form, extra) }).unwrap()
        : await create({ createExtraDto: formToCreateDto(form) }).unwrap();
      onSaved(saved);
    } catch (error) {
      const texts: Errors = isUnknownLocation(error)
        ? { locationId: errorText(error) }
        : refusalsByPath(error, extraFieldOf);
      if (!Object.keys(texts).length) texts.form = errorText(error);
      setErrors(texts);
      focusFirst(texts);
    }
  };

  const field = (name: ExtraField, label: string, control: ReactNode, hint?: string) => (
    <div className="office-field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
      {hint && (
        <span id={`${id}-${name}-hint`} className="office-muted extras-hint">
          {hint}
        </span>
      )}
      {errors[name] && (
        <span id={`${id}-${name}-error`} className="office-field__error" role="alert">
          {errors[name]}
        </span>
      )}
    </div>
  );
  const described = (name: ExtraField, hint = false) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [hint ? `${id}-${name}-hint` : '', errors[name] ? `${id}-${name}-error` : ''].filter(Boolean).join(' ') ||
      undefined,
  });

  return (
    <FormDialog
      className="extras-dialog"
      title={extra ? t('form.editTitle', { name: extra.name }) : t('form.createTitle')}
      intro={t('form.intro')}
      problem={errors.form}
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      busyLabel={t('form.saving')}
      busy={busy}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      after={
        extra ? (
          <ExtraImages extraId={extra.id} name={extra.name} />
        ) : (
          <p className="office-muted">{t('form.imagesLater')}</p>
        )
      }
    >
      {field(
        'name',
        t('form.name'),
        <input
          {...described('name')}
          value={form.name}
          maxLength={200}
          onChange={(e) => set('name', e.target.value)}
          data-autofocus
        />,
      )}
      {field(
        'nameEn',
        t('form.nameEn'),
        <input
          {...described('nameEn', true)}
          value={form.nameEn}
          maxLength={200}
          lang="en"
          onChange={(e) => set('nameEn', e.target.value)}
        />,
        t('form.englishHint'),
      )}
      <div className="extras-dialog__pair">
        {field(
          'type',
          t('form.type'),
          <select
            {...described('type')}
            value={form.type}
            onChange={(e) => set('type', e.target.value as ExtraForm['type'])}
          >
            {EXTRA_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'price',
          t('form.price'),
          <input
            {...described('price', true)}
            inputMode="decimal"
            value={form.price}
            onChange={(e) => set('price', e.target.value)}
          />,
          t('form.priceHint'),
        )}
      </div>
      <div className="extras-dialog__pair">
        {field(
          'vatRate',
          t('form.vatRate'),
          <select
            {...described('vatRate')}
            value={form.vatRate}
            onChange={(e) => set('vatRate', e.target.value as ExtraForm['vatRate'])}
          >
            {!extra && <option value="">{t('form.vatByType')}</option>}
            {VAT_RATES.map((rate) => (
              <option key={rate} value={String(rate)}>
                {t('form.vatPercent', { rate })}
              </option>
            ))}
          </select>,
        )}
        {field(
          'locationId',
          t('form.location'),
          <select
            {...described('locationId')}
            value={form.locationId}
            onChange={(e) => set('locationId', e.target.value)}
          >
            <option value="">{t('everyLocation')}</option>
            {locations.map((location) => (
              <option key={location.id} value={String(location.id)}>
                {location.name}
              </option>
            ))}
          </select>,
        )}
      </div>
      {field(
        'category',
        t('form.category'),
        <input
          {...described('category', true)}
          value={form.category}
          maxLength={100}
          onChange={(e) => set('category', e.target.value)}
        />,
        t('form.categoryHint'),
      )}
      {field(
        'description',
        t('form.description'),
        <textarea
          {...described('description')}
          rows={3}
          maxLength={2000}
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
        />,
      )}
      {field(
        'descriptionEn',
        t('form.descriptionEn'),
        <textarea
          {...described('descriptionEn')}
          rows={3}
          maxLength={2000}
          lang="en"
          value={form.descriptionEn}
          onChange={(e) => set('descriptionEn', e.target.value)}
        />,
      )}
      <label className="extras-dialog__check">
        <input
          type="checkbox"
          id={`${id}-active`}
          checked={form.active}
          onChange={(e) => set('active', e.target.checked)}
        />
        <span>{t('form.active')}</span>
      </label>
      {errors.active && <p className="office-field__error">{errors.active}</p>}
    </FormDialog>
  );
}
