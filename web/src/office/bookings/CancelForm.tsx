import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { eurosForField, parseEuros } from './bookingRules';
import { euroText } from './format';

export interface CancelValues {
  cancellationFee: number;
  skipRefund: boolean;
}

interface Props {
  heading: string;
  /** The fee the cancellation policy proposes (euros) and its percent */
  proposedFee: number;
  percent: number;
  /** The highest fee the server takes (the booking's total, or the chair's price) */
  maxFee: number;
  /** The whole booking's cancel also decides the refund; one chair's does not */
  withSkipRefund: boolean;
  /** The question asked before it happens, given the fee as text */
  confirmText: (feeText: string, skipRefund: boolean) => string;
  busy: boolean;
  onSubmit: (values: CancelValues) => void;
  onClose: () => void;
}

interface Fields {
  fee: string;
  skipRefund: boolean;
}

/**
 * Cancel with a fee: the policy's fee is proposed and may be changed (0 up to the maximum), then the cancellation is
 * asked once more in a dialog before it is sent.
 */
export function CancelForm({
  heading,
  proposedFee,
  percent,
  maxFee,
  withSkipRefund,
  confirmText,
  busy,
  onSubmit,
  onClose,
}: Props) {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language;
  const ids = { heading: useId(), fee: useId(), hint: useId(), error: useId() };
  const [pending, setPending] = useState<CancelValues | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Fields>({ defaultValues: { fee: eurosForField(proposedFee, lng), skipRefund: false } });

  const feeError = errors.fee?.message;
  return (
    <form
      className="booking-form"
      aria-labelledby={ids.heading}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((fields) =>
          setPending({ cancellationFee: parseEuros(fields.fee), skipRefund: withSkipRefund && fields.skipRefund }),
        )(event)
      }
    >
      <h4 id={ids.heading}>{heading}</h4>
      <div className="office-field">
        <label htmlFor={ids.fee}>{t('cancel.fee')}</label>
        <input
          id={ids.fee}
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={feeError ? `${ids.hint} ${ids.error}` : ids.hint}
          aria-invalid={feeError ? true : undefined}
          {...register('fee', {
            validate: (value) => {
              const fee = parseEuros(value);
              if (Number.isNaN(fee)) return t('cancel.feeInvalid');
              if (fee > maxFee) return t('cancel.feeTooHigh', { max: euroText(maxFee, lng) });
              return true;
            },
          })}
        />
        <span id={ids.hint} className="office-muted">
          {t('cancel.proposal', { percent, fee: euroText(proposedFee, lng) })} ·{' '}
          {t('cancel.max', { max: euroText(maxFee, lng) })}
        </span>
        {feeError && (
          <span id={ids.error} className="office-field__error">
            {feeError}
          </span>
        )}
      </div>
      {withSkipRefund && (
        <label className="booking-check">
          <input type="checkbox" {...register('skipRefund')} />
          {t('cancel.skipRefund')}
        </label>
      )}
      <div className="booking-form__actions">
        <button type="submit" className="office-button office-button--danger" disabled={busy}>
          {t('cancel.submit')}
        </button>
        <button type="button" className="office-button" onClick={onClose}>
          {t('cancel.close')}
        </button>
      </div>
      {pending && (
        <ConfirmDialog
          title={t('cancel.confirmTitle')}
          message={confirmText(euroText(pending.cancellationFee, lng), pending.skipRefund)}
          confirmLabel={t('cancel.yes')}
          cancelLabel={t('cancel.no')}
          testId="cancel-confirm"
          onConfirm={() => {
            const values = pending;
            setPending(null);
            onSubmit(values);
          }}
          onCancel={() => setPending(null)}
        />
      )}
    </form>
  );
}
