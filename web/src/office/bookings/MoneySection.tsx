import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useGetBookingPrepaymentQuery,
  useRecordBookingRefundMutation,
  type OfficeBookingDto,
  type RefundMethod,
} from '../api/officeApi';
import { QueryState } from '../ui/QueryState';
import { eurosForField, parseEuros } from './bookingRules';
import { euroText } from './format';
import { useFeedback } from './useFeedback';

const REFUND_METHODS: RefundMethod[] = ['CASH', 'BANK_TRANSFER'];

type MoneyFact = 'due' | 'paid' | 'fee' | 'refundDue' | 'refundPending' | 'refunded' | 'open';

interface Fields {
  amount: string;
  paymentMethod: RefundMethod;
}

/**
 * The booking's money at a glance: due, paid, the cancellation fee, the refund still due and what was given back; a
 * refund handed out in cash or by transfer is recorded here (the provider's refunds come by themselves).
 */
export function MoneySection({ booking }: { booking: OfficeBookingDto }) {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language;
  const ids = { heading: useId(), amount: useId(), method: useId(), error: useId() };
  const money = useGetBookingPrepaymentQuery({ id: booking.id });
  const [record, recording] = useRecordBookingRefundMutation();
  const feedback = useFeedback();
  const data = money.data;
  const form = useForm<Fields>({ values: { amount: eurosForField(data?.refundDue ?? 0, lng), paymentMethod: 'CASH' } });
  const amountError = form.formState.errors.amount?.message;

  const facts: [MoneyFact, number | null][] = data
    ? [
        ['due', data.totalPrice],
        ['paid', data.paid + data.refunded],
        ['fee', booking.cancellationFee],
        ['refundDue', data.refundDue],
        // Shown only while a provider's refund is under way; the form below offers only what the office gives back itself.
        ['refundPending', data.refundPending > 0 ? data.refundPending : null],
        ['refunded', data.refunded],
        ['open', data.open],
      ]
    : [];

  return (
    <section className="booking-section" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{t('money.heading')}</h3>
      <QueryState isLoading={money.isLoading} error={money.error} onRetry={() => void money.refetch()}>
        {data && (
          <>
            <dl className="booking-facts">
              {facts.map(
                ([fact, value]) =>
                  value !== null && (
                    <div key={fact}>
                      <dt>{t(`money.${fact}`)}</dt>
                      <dd data-testid={`money-${fact}`}>{euroText(value, lng)}</dd>
                    </div>
                  ),
              )}
            </dl>
            {data.refundDue > 0 && (
              <form
                className="booking-inline-form"
                noValidate
                onSubmit={(event) =>
                  void form.handleSubmit(({ amount, paymentMethod }) =>
                    feedback.run(
                      () => record({ id: booking.id, recordRefundDto: { amount: parseEuros(amount), paymentMethod } }),
                      t('money.recorded'),
                    ),
                  )(event)
                }
              >
                <div className="office-field">
                  <label htmlFor={ids.amount}>{t('money.amount')}</label>
                  <input
                    id={ids.amount}
                    inputMode="decimal"
                    autoComplete="off"
                    aria-invalid={amountError ? true : undefined}
                    aria-describedby={amountError ? ids.error : undefined}
                    {...form.register('amount', {
                      validate: (value) => {
                        const amount = parseEuros(value);
                        if (Number.isNaN(amount) || amount <= 0) return t('money.amountInvalid');
                        if (amount > data.refundDue)
                          return t('money.amountTooHigh', { max: euroText(data.refundDue, lng) });
                        return true;
                      },
                    })}
                  />
                  {amountError && (
                    <span id={ids.error} className="office-field__error">
                      {amountError}
                    </span>
                  )}
                </div>
                <div className="office-field">
                  <label htmlFor={ids.method}>{t('money.method')}</label>
                  <select id={ids.method} {...form.register('paymentMethod')}>
                    {REFUND_METHODS.map((method) => (
                      <option key={method} value={method}>
                        {t(`paymentMethod.${method}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <button type="submit" className="office-button office-button--primary" disabled={recording.isLoading}>
                  {t('money.record')}
                </button>
              </form>
            )}
            {feedback.view}
          </>
        )}
      </QueryState>
    </section>
  );
}
