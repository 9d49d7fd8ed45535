import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COUNTER_PAYMENT_METHODS, type CounterPaymentMethod } from './counterLogic';
import { useCents } from './money';
import { TerminalPanel, type TerminalPayment, type useReaderChoice } from './TerminalPayment';

export interface SaleForm {
  name: string;
  email: string;
  street: string;
  zip: string;
  city: string;
  paymentMethod: CounterPaymentMethod;
  tendered: string;
  ecReceiptNumber: string;
}

/**
 * How the guest pays: the method, then for cash the amount given and the change, for EC the slip's number (the
 * girocard terminal is not connected), for the card terminal the reader and the payment's state.
 */
export function PaymentFields({
  form,
  method,
  tooLittle,
  totalCents,
  change,
  terminal,
  readerChoice,
}: {
  form: UseFormReturn<SaleForm>;
  method: CounterPaymentMethod;
  tooLittle: boolean;
  totalCents: number;
  change: number | null;
  terminal: TerminalPayment;
  readerChoice: ReturnType<typeof useReaderChoice>;
}) {
  const { t } = useTranslation('counter');
  const cents = useCents();
  return (
    <>
      <fieldset className="counter-sale__methods" disabled={terminal.busy}>
        <legend>{t('sale.payment')}</legend>
        {COUNTER_PAYMENT_METHODS.map((m) => (
          <label key={m} className={`counter-sale__method${method === m ? ' is-chosen' : ''}`}>
            <input type="radio" value={m} {...form.register('paymentMethod')} />
            <span>{t(`sale.methods.${m}`)}</span>
          </label>
        ))}
      </fieldset>

      {method === 'CASH' && (
        <div className="counter-cash">
          <label className="office-field">
            <span>{t('sale.tendered')}</span>
            <input
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={tooLittle || undefined}
              {...form.register('tendered')}
            />
          </label>
          {tooLittle ? (
            <p className="office-field__error" role="alert">
              {form.formState.errors.tendered?.message ?? t('sale.tooLittle', { total: cents(totalCents) })}
            </p>
          ) : (
            change !== null && (
              <p className="counter-cash__change" aria-live="polite" data-testid="counter-change">
                {t('sale.change', { amount: cents(change) })}
              </p>
            )
          )}
        </div>
      )}

      {method === 'EC' && (
        <label className="office-field">
          <span>{t('sale.ecReceiptNumber')}</span>
          <input
            autoComplete="off"
            maxLength={40}
            aria-invalid={!!form.formState.errors.ecReceiptNumber || undefined}
            {...form.register('ecReceiptNumber')}
          />
          {form.formState.errors.ecReceiptNumber && (
            <span className="office-field__error" role="alert">
              {form.formState.errors.ecReceiptNumber.message}
            </span>
          )}
        </label>
      )}

      {method === 'CARD_TERMINAL' && <TerminalPanel terminal={terminal} choice={readerChoice} />}
    </>
  );
}
