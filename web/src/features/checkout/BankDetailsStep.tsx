import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankDetailsDto } from '../../api/generated';
import {
  BANK_FIELDS,
  bankDetailsPayload,
  emptyBankDetails,
  firstInvalidField,
  validateBankDetails,
  type BankDetailsForm,
  type BankField,
} from './checkoutRules';
import { Field } from './Field';

type Props = { busy: boolean; onBack: () => void; onSubmit: (details: BankDetailsDto) => void };

/** The bank-details step of the debit methods: IBAN required and valid, BIC valid when given, the mandate. */
export function BankDetailsStep({ busy, onBack, onSubmit }: Props) {
  const { t } = useTranslation('checkout');
  const [form, setForm] = useState<BankDetailsForm>(emptyBankDetails);
  const [touched, setTouched] = useState<Partial<Record<BankField, boolean>>>({});
  const [mandate, setMandate] = useState(false);
  const refs = useRef<Partial<Record<BankField, HTMLInputElement | null>>>({});
  const errors = validateBankDetails(form);
  const valid = Object.keys(errors).length === 0;

  const set = (key: keyof BankDetailsForm, value: string) => {
    setForm((current) => ({ ...current, [key]: value }));
    if (key === 'iban' || key === 'bic') setTouched((current) => ({ ...current, [key]: true }));
  };
  const errorText = (field: BankField) => {
    const error = errors[field];
    if (!error || !touched[field]) return null;
    return error === 'mandatory' ? t('bank.mandatory', { field: t('bank.iban') }) : t(`bank.${error}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setTouched({ iban: true, bic: true });
      const first = firstInvalidField(BANK_FIELDS, errors);
      if (first) refs.current[first]?.focus();
      return;
    }
    if (mandate && !busy) onSubmit(bankDetailsPayload(form));
  };

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-labelledby="checkout-bank-title">
      <h3 tabIndex={-1} id="checkout-bank-title">
        {t('bank.title')}
      </h3>
      <Field
        ref={(element) => {
          refs.current.iban = element;
        }}
        label={t('bank.iban')}
        required
        autoComplete="off"
        value={form.iban}
        error={errorText('iban')}
        onChange={(event) => set('iban', event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, iban: true }))}
      />
      <Field
        ref={(element) => {
          refs.current.bic = element;
        }}
        label={t('bank.bic')}
        autoComplete="off"
        value={form.bic}
        error={errorText('bic')}
        onChange={(event) => set('bic', event.target.value)}
        onBlur={() => setTouched((current) => ({ ...current, bic: true }))}
      />
      <Field
        label={t('bank.accountHolder')}
        autoComplete="name"
        value={form.accountHolder}
        onChange={(event) => set('accountHolder', event.target.value)}
      />
      <Field
        label={t('bank.bankName')}
        value={form.bankName}
        onChange={(event) => set('bankName', event.target.value)}
      />
      <label className="checkout-check">
        <input type="checkbox" checked={mandate} onChange={(event) => setMandate(event.target.checked)} />
        <span>{t('bank.mandate')}</span>
      </label>
      <div className="checkout-actions">
        <button type="button" className="button" onClick={onBack} disabled={busy}>
          {t('back')}
        </button>
        <button type="submit" className="button button--accent" disabled={!valid || !mandate || busy}>
          {t('bank.submit')}
        </button>
      </div>
    </form>
  );
}
