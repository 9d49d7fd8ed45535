import { useRef, type FormEvent } from 'react';
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
import type { BankDraft } from './checkoutSlice';
import { Field } from './Field';

type Props = {
  busy: boolean;
  /** What was typed before (memory only: closing the checkout or a switch of language keeps it, a reload does not) */
  draft: BankDraft | null;
  onChange: (draft: BankDraft) => void;
  onBack: () => void;
  onSubmit: (details: BankDetailsDto) => void;
};

const emptyDraft = (): BankDraft => ({ form: emptyBankDetails(), touched: [], mandate: false });

/** The bank-details step of the debit methods: IBAN required and valid, BIC valid when given, the mandate. */
export function BankDetailsStep({ busy, draft, onChange, onBack, onSubmit }: Props) {
  const { t } = useTranslation('checkout');
  const { form, touched, mandate } = draft ?? emptyDraft();
  const update = (changes: Partial<BankDraft>) => onChange({ form, touched, mandate, ...changes });
  const touch = (fields: BankField[]) => update({ touched: [...new Set([...touched, ...fields])] });
  const refs = useRef<Partial<Record<BankField, HTMLInputElement | null>>>({});
  const errors = validateBankDetails(form);
  const valid = Object.keys(errors).length === 0;

  const set = (key: keyof BankDetailsForm, value: string) =>
    update({
      form: { ...form, [key]: value },
      ...(key === 'iban' || key === 'bic' ? { touched: [...new Set([...touched, key])] } : {}),
    });
  const errorText = (field: BankField) => {
    const error = errors[field];
    if (!error || !touched.includes(field)) return null;
    return error === 'mandatory' ? t('bank.mandatory', { field: t('bank.iban') }) : t(`bank.${error}`);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      touch(['iban', 'bic']);
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
        onBlur={() => touch(['iban'])}
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
        onBlur={() => touch(['bic'])}
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
        <input type="checkbox" checked={mandate} onChange={(event) => update({ mandate: event.target.checked })} />
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
