import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateVendorPriceMutation,
  useListSectionRowsQuery,
  useUpdateVendorPriceMutation,
  type VendorPriceDto,
  type VendorSectionDto,
} from '../api/officeApi';
import { useErrorText } from '../ui/errorText';
import { FormDialog } from '../ui/FormDialog';
import {
  bodyOf,
  emptyRate,
  errorField,
  formOf,
  formProblems,
  HALF_DAY,
  MODELS,
  RATE_TYPES,
  type PriceForm,
  type RateForm,
} from './pricesLogic';

interface Props {
  /** null: a new definition. */
  price: VendorPriceDto | null;
  sections: VendorSectionDto[];
  sectionId?: number;
  onDone: () => void;
}

const dataOf = (error: unknown): unknown =>
  error && typeof error === 'object' && 'data' in error ? error.data : undefined;

/** Create or edit a definition; what the server refuses (validation, PRICE_OVERLAP) is shown at the form with its field. */
export function PriceFormDialog({ price, sections, sectionId, onDone }: Props) {
  const { t } = useTranslation('prices');
  const id = useId();
  const errorText = useErrorText();
  const [form, setForm] = useState<PriceForm>(() => formOf(price, sectionId));
  const [shown, setShown] = useState(false);
  const [serverError, setServerError] = useState<{ text: string; field: string | null } | null>(null);
  const [create, created] = useCreateVendorPriceMutation();
  const [update, updated] = useUpdateVendorPriceMutation();
  const rows = useListSectionRowsQuery({ id: Number(form.sectionId), itemsPerPage: 0 }, { skip: !form.sectionId });
  const problems = shown ? formProblems(form) : {};
  const busy = created.isLoading || updated.isLoading;

  const set = (patch: Partial<PriceForm>) => setForm((f) => ({ ...f, ...patch }));
  const setRate = (i: number, patch: Partial<RateForm>) =>
    setForm((f) => ({ ...f, rates: f.rates.map((r, j) => (j === i ? { ...r, ...patch } : r)) }));

  const problemOf = (field: string): string | undefined => {
    if (problems[field]) return t(`form.problem.${problems[field]}`);
    if (serverError?.field === field) return serverError.text;
    return undefined;
  };
  const fieldProps = (field: string) => ({
    'aria-invalid': problemOf(field) ? true : undefined,
    'aria-describedby': problemOf(field) ? `${id}-${field}-error` : undefined,
  });
  const problemText = (field: string) =>
    problemOf(field) ? (
      <span className="office-field__error" id={`${id}-${field}-error`}>
        {problemOf(field)}
      </span>
    ) : null;

  const onSubmit = async () => {
    setShown(true);
    setServerError(null);
    if (Object.keys(formProblems(form)).length) return;
    const body = bodyOf(form);
    try {
      if (price) await update({ id: price.id, updatePriceDto: body }).unwrap();
      else await create({ createPriceDto: body }).unwrap();
      onDone();
    } catch (error) {
      setServerError({ text: errorText(error), field: errorField(dataOf(error)) });
    }
  };

  return (
    <FormDialog
      className="prices-dialog"
      title={price ? t('form.editTitle') : t('form.newTitle')}
      problem={serverError?.text}
      problemClassName="prices-form__error"
      cancelLabel={t('form.cancel')}
      submitLabel={t('form.save')}
      busyLabel={t('form.saving')}
      busy={busy}
      onSubmit={() => void onSubmit()}
      onCancel={onDone}
    >
      <div className="prices-form__grid">
        <label className="office-field">
          <span>{t('columns.section')}</span>
          <select
            value={form.sectionId}
            onChange={(e) => set({ sectionId: e.target.value, rowId: '' })}
            {...fieldProps('sectionId')}
          >
            <option value="">{t('form.choose')}</option>
            {sections.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          {problemText('sectionId')}
        </label>
        <label className="office-field">
          <span>{t('columns.row')}</span>
          <select value={form.rowId} onChange={(e) => set({ rowId: e.target.value })} {...fieldProps('rowId')}>
            <option value="">{t('allRows')}</option>
            {(rows.data?.items ?? []).map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
          {problemText('rowId')}
        </label>
        <label className="office-field">
          <span>{t('columns.model')}</span>
          <select value={form.model} onChange={(e) => set({ model: e.target.value })} {...fieldProps('model')}>
            <option value="">{t('allModels')}</option>
            {MODELS.map((m) => (
              <option key={m} value={m}>
                {t(`models.${m}`, { defaultValue: m })}
              </option>
            ))}
          </select>
        </label>
        <label className="office-field">
          <span>{t('form.validFrom')}</span>
          <input
            type="date"
            value={form.validFrom}
            onChange={(e) => set({ validFrom: e.target.value })}
            {...fieldProps('validFrom')}
          />
          {problemText('validFrom')}
        </label>
        <label className="office-field">
          <span>{t('form.validTo')}</span>
          <input
            type="date"
            value={form.validTo}
            onChange={(e) => set({ validTo: e.target.value })}
            {...fieldProps('validTo')}
          />
          {problemText('validTo')}
        </label>
      </div>

      <fieldset className="prices-form__rates">
        <legend>{t('columns.rates')}</legend>
        {form.rates.map((r, i) => (
          <div className="prices-form__rate" key={i} data-testid="rate-input">
            <label className="office-field">
              <span>{t('form.rateType', { n: i + 1 })}</span>
              <select
                value={r.type}
                onChange={(e) =>
                  setRate(i, {
                    ...emptyRate(e.target.value as RateForm['type']),
                    price: r.price,
                    discount: r.discount,
                  })
                }
              >
                {RATE_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`rateTypes.${type}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="office-field">
              <span>{t('form.ratePrice', { n: i + 1 })}</span>
              <input
                inputMode="decimal"
                value={r.price}
                onChange={(e) => setRate(i, { price: e.target.value })}
                {...fieldProps(`rates.${i}.price`)}
              />
              {problemText(`rates.${i}.price`)}
            </label>
            {HALF_DAY.includes(r.type) && (
              <label className="office-field">
                <span>{t('form.timeRange', { n: i + 1 })}</span>
                <input
                  value={r.timeRange}
                  placeholder="08-13"
                  onChange={(e) => setRate(i, { timeRange: e.target.value })}
                  {...fieldProps(`rates.${i}.timeRange`)}
                />
                {problemText(`rates.${i}.timeRange`)}
              </label>
            )}
            {r.type === 'MULTI_DAY' && (
              <label className="office-field">
                <span>{t('form.minDays', { n: i + 1 })}</span>
                <input
                  type="number"
                  min={2}
                  value={r.minDays}
                  onChange={(e) => setRate(i, { minDays: e.target.value })}
                  {...fieldProps(`rates.${i}.minDays`)}
                />
                {problemText(`rates.${i}.minDays`)}
              </label>
            )}
            <label className="prices-form__check">
              <input
                type="checkbox"
                checked={r.discount}
                onChange={(e) => setRate(i, { discount: e.target.checked })}
              />
              <span>{t('form.discount', { n: i + 1 })}</span>
            </label>
            <button
              type="button"
              className="office-button"
              disabled={form.rates.length === 1}
              onClick={() => set({ rates: form.rates.filter((_, j) => j !== i) })}
            >
              {t('form.removeRate', { n: i + 1 })}
            </button>
            {problemText(`rates.${i}`)}
          </div>
        ))}
        <button
          type="button"
          className="office-button"
          onClick={() => set({ rates: [...form.rates, emptyRate('DAY')] })}
        >
          {t('form.addRate')}
        </button>
      </fieldset>
    </FormDialog>
  );
}
