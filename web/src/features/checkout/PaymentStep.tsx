import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../api/generated';
import { formatEuro } from '../cart/format';
import { deadlineParts } from '../result/chairFacts';
import { paymentKind, preselectedMethod } from './checkoutRules';

type Props = {
  methods: PaymentMethod[];
  total: number;
  /** The deadline a bank transfer booked now gets (the booking's paymentDeadline). */
  paymentDeadline?: string | null;
  /** The method chosen before (kept in the store while the checkout is closed, across a reload too) */
  chosen: PaymentMethod | null;
  onChoose: (method: PaymentMethod) => void;
  busy: boolean;
  onBack: () => void;
  onBankDetails: (method: PaymentMethod) => void;
  onPay: (method: PaymentMethod) => void;
};

/** Step 2: the offered payment methods; bank transfer needs its confirmation, debit methods the bank details. */
export function PaymentStep({
  methods,
  total,
  paymentDeadline,
  chosen,
  onChoose,
  busy,
  onBack,
  onBankDetails,
  onPay,
}: Props) {
  const { t } = useTranslation('checkout');
  const method = chosen && methods.includes(chosen) ? chosen : preselectedMethod(methods);
  const [transferConfirmed, setTransferConfirmed] = useState(false);
  const kind = method ? paymentKind(method) : null;
  const canSubmit = method !== null && !busy && (kind !== 'bankTransfer' || transferConfirmed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!method || !canSubmit) return;
    if (kind === 'debit') onBankDetails(method);
    else onPay(method);
  };

  return (
    <form className="checkout-form" onSubmit={submit} aria-labelledby="checkout-payment-title">
      <h3 tabIndex={-1} id="checkout-payment-title">
        {t('payment.title')}
      </h3>
      {methods.length === 0 ? (
        <p>{t('payment.none')}</p>
      ) : (
        <fieldset className="checkout-methods">
          <legend className="visually-hidden">{t('payment.title')}</legend>
          {methods.map((item) => (
            <label key={item} className="checkout-method">
              <input
                type="radio"
                name="paymentMethod"
                value={item}
                checked={method === item}
                onChange={() => onChoose(item)}
              />
              <span>{t(`payment.methods.${item}`)}</span>
            </label>
          ))}
        </fieldset>
      )}
      <p className="checkout-total">{t('payment.total', { total: formatEuro(total) })}</p>
      {kind === 'bankTransfer' && (
        <>
          <p>{t('payment.bankTransferInfo')}</p>
          <label className="checkout-check">
            <input
              type="checkbox"
              checked={transferConfirmed}
              onChange={(event) => setTransferConfirmed(event.target.checked)}
            />
            <span data-testid="bank-transfer-confirm">
              {paymentDeadline
                ? t('payment.bankTransferConfirmBy', { total: formatEuro(total), ...deadlineParts(paymentDeadline) })
                : t('payment.bankTransferConfirm', { total: formatEuro(total) })}
            </span>
          </label>
        </>
      )}
      <div className="checkout-actions">
        <button type="button" className="button" onClick={onBack} disabled={busy}>
          {t('back')}
        </button>
        <button type="submit" className="button button--accent" disabled={!canSubmit} data-testid="checkout-submit">
          {kind === 'bankTransfer' ? t('payment.bookNow') : kind === 'debit' ? t('next') : t('payment.pay')}
        </button>
      </div>
    </form>
  );
}
