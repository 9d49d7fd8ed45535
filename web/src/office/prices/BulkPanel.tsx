import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBulkChangeVendorPricesMutation, type VendorPriceDto } from '../api/officeApi';
import { useErrorText } from '../ui/errorText';
import { bulkChangeBody, parseSigned, previewRows, type BulkMode } from './pricesLogic';

interface Props {
  prices: VendorPriceDto[];
  selected: ReadonlySet<number>;
  money: (euros: number) => string;
  label: (price: VendorPriceDto) => string;
  onSaved: () => void;
}

/**
 * +/− percent or euros for the selected definitions: a preview of old → new per rate, then one call that changes them
 * all or none (POST /vendor/prices/bulk_change); a refusal names the definition and changes nothing.
 */
export function BulkPanel({ prices, selected, money, label, onSaved }: Props) {
  const { t } = useTranslation('prices');
  const errorText = useErrorText();
  const [mode, setMode] = useState<BulkMode>('percent');
  const [typed, setTyped] = useState('');
  const [preview, setPreview] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [bulkChange] = useBulkChangeVendorPricesMutation();
  const value = parseSigned(typed);
  const change = { mode, value: value ?? 0 };
  const rows = preview && value !== null ? previewRows(prices, selected, change) : [];
  const byId = new Map(prices.map((p) => [p.id, p]));

  const save = async () => {
    setSaving(true);
    const chosen = prices.filter((p) => selected.has(p.id)).map((p) => p.id);
    const answer = await bulkChange({ bulkPriceChangeDto: bulkChangeBody(chosen, change) });
    setSaving(false);
    setPreview(false);
    if (answer.error !== undefined) {
      setDone(null);
      setFailure(errorText(answer.error));
      return;
    }
    setFailure(null);
    setDone(answer.data.length);
    setTyped('');
    onSaved();
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
            setFailure(null);
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
      {failure && (
        <p role="alert" className="prices-form__error">
          {t('bulk.failed', { text: failure })}
        </p>
      )}
    </section>
  );
}
