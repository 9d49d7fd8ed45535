import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateVendorPriceMutation, type VendorPriceDto } from '../api/officeApi';
import { useErrorText } from '../ui/errorText';
import { bulkUpdateBody, parseSigned, previewRows, type BulkMode } from './pricesLogic';

interface Props {
  prices: VendorPriceDto[];
  selected: ReadonlySet<number>;
  money: (euros: number) => string;
  label: (price: VendorPriceDto) => string;
  onSaved: () => void;
}

/** +/− percent or euros for the selected definitions: a preview of old → new per rate, then one PUT per definition. */
export function BulkPanel({ prices, selected, money, label, onSaved }: Props) {
  const { t } = useTranslation('prices');
  const errorText = useErrorText();
  const [mode, setMode] = useState<BulkMode>('percent');
  const [typed, setTyped] = useState('');
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failures, setFailures] = useState<{ id: number; text: string }[]>([]);
  const [done, setDone] = useState<number | null>(null);
  const [update] = useUpdateVendorPriceMutation();
  const value = parseSigned(typed);
  const change = { mode, value: value ?? 0 };
  const rows = preview && value !== null ? previewRows(prices, selected, change) : [];
  const byId = new Map(prices.map((p) => [p.id, p]));

  const save = async () => {
    setSaving(true);
    const failed: { id: number; text: string }[] = [];
    const chosen = prices.filter((p) => selected.has(p.id));
    for (const p of chosen) {
      try {
        await update({ id: p.id, updatePriceDto: bulkUpdateBody(p, change) }).unwrap();
      } catch (error) {
        failed.push({ id: p.id, text: errorText(error) });
      }
    }
    setSaving(false);
    setFailures(failed);
    setDone(chosen.length - failed.length);
    setPreview(false);
    if (!failed.length) {
      setTyped('');
      onSaved();
    }
  };

  return (
    <section className="office-card prices-bulk" aria-labelledby="prices-bulk-title">
      <h2 id="prices-bulk-title">{t('bulk.title')}</h2>
      <p className="office-muted">{t('bulk.selected', { count: selected.size })}</p>
      <div className="prices-bulk__tools">
        <label className="office-field">
          <span>{t('bulk.mode')}</span>
          <select
            value={mode}
            onChange={(e) => {
              setMode(e.target.value as BulkMode);
              setPreview(false);
            }}
          >
            <option value="percent">{t('bulk.percent')}</option>
            <option value="amount">{t('bulk.amount')}</option>
          </select>
        </label>
        <label className="office-field">
          <span>{t('bulk.value')}</span>
          <input
            inputMode="decimal"
            value={typed}
            placeholder="+10"
            aria-invalid={typed.trim() && value === null ? true : undefined}
            onChange={(e) => {
              setTyped(e.target.value);
              setPreview(false);
              setDone(null);
            }}
          />
        </label>
        <button
          type="button"
          className="office-button"
          disabled={!selected.size || value === null}
          onClick={() => {
            setPreview(true);
            setDone(null);
            setFailures([]);
          }}
        >
          {t('bulk.preview')}
        </button>
      </div>

      {preview && rows.length > 0 && (
        <>
          <table className="prices-table" aria-label={t('bulk.previewLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('bulk.definition')}</th>
                <th scope="col">{t('bulk.rate')}</th>
                <th scope="col" className="is-numeric">
                  {t('bulk.old')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('bulk.new')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const p = byId.get(r.priceId);
                return (
                  <tr key={r.rateId} data-testid="bulk-preview-row">
                    <td>{p ? label(p) : r.priceId}</td>
                    <td>
                      {t(`rateTypes.${r.type}`)}
                      {r.discount ? ` (${t('discount')})` : ''}
                    </td>
                    <td className="is-numeric">{money(r.oldPrice)}</td>
                    <td className="is-numeric">{money(r.newPrice)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <div className="office-dialog__actions">
            <button type="button" className="office-button" onClick={() => setPreview(false)}>
              {t('form.cancel')}
            </button>
            <button
              type="button"
              className="office-button office-button--primary"
              disabled={saving}
              onClick={() => void save()}
            >
              {saving ? t('form.saving') : t('bulk.apply', { count: selected.size })}
            </button>
          </div>
        </>
      )}
      {done !== null && (
        <p role="status" className="prices-bulk__done">
          {t('bulk.done', { count: done })}
        </p>
      )}
      {failures.length > 0 && (
        <ul role="alert" className="prices-form__error">
          {failures.map((f) => {
            const p = byId.get(f.id);
            return <li key={f.id}>{t('bulk.failed', { definition: p ? label(p) : f.id, text: f.text })}</li>;
          })}
        </ul>
      )}
    </section>
  );
}
