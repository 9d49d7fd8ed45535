import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCancelPublicBookingOnlineMutation,
  useGetPublicBookingCancellationQuery,
  type PublicBookingCancellationDto,
  type PublicBookingDto,
} from '../../api/generated';
import { formatDay, formatEuro } from '../cart/format';

/** Statuses a guest may ask to cancel online; the server decides (vendor's rule, too late). */
const CANCELABLE = new Set(['CONFIRMED', 'BOOKED', 'PENDING', 'RESERVED']);

interface ApiError {
  status?: number;
  data?: { errorType?: string; payload?: Record<string, unknown> };
}

/** The refusal in the guest's words (error.json), with the last day formatted. */
function useRefusal(error: unknown): string | null {
  const { t } = useTranslation('error');
  if (!error) return null;
  const data = (error as ApiError).data;
  const payload = data?.payload ?? {};
  const lastDay = typeof payload.lastDay === 'string' ? formatDay(payload.lastDay) : undefined;
  return t(data?.errorType ?? 'UNKNOWN', { ...payload, lastDay, defaultValue: t('UNKNOWN') });
}

/**
 * "Buchung stornieren" in "Meine Buchung" (issue 30 item 5): the fee by the vendor's policy, the amount paid and the
 * refund are shown before the guest confirms; afterwards the canceled state with the same numbers.
 */
export function CancelBookingSection({ booking, email }: { booking: PublicBookingDto; email: string }) {
  const { t } = useTranslation('checkout');
  const query = { bookingRef: booking.bookingRef, email };
  const [asking, setAsking] = useState(false);
  // The numbers the guest confirmed: kept for the canceled state (the preview itself then answers 409).
  const [confirmed, setConfirmed] = useState<PublicBookingCancellationDto | null>(null);
  // Asked for on the guest's tap only, fresh each time (the fee changes with the day), and no longer once confirming
  // (the cancel's answer reloads the booking, not the preview).
  const preview = useGetPublicBookingCancellationQuery(asking && !confirmed ? query : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const [cancel, canceled] = useCancelPublicBookingOnlineMutation();
  const refusal = useRefusal(canceled.error ?? (asking ? preview.error : undefined));

  if (confirmed && canceled.isSuccess) {
    return (
      <section className="lookup-cancel" aria-labelledby="details-cancel" data-testid="cancel-done">
        <h3 id="details-cancel">{t('lookup.cancel.doneTitle')}</h3>
        <p role="status">{t('lookup.cancel.done')}</p>
        <CancellationNumbers numbers={confirmed} />
      </section>
    );
  }
  if (!CANCELABLE.has(booking.status)) return null;

  const ask = () => {
    canceled.reset();
    setAsking(true);
  };
  const confirm = async () => {
    if (!preview.data) return;
    setConfirmed(preview.data);
    const result = await cancel(query);
    // Refused (e.g. the day passed meanwhile): the refusal shows, the guest may ask again.
    if ('error' in result) {
      setConfirmed(null);
      setAsking(false);
    }
  };
  const numbers = confirmed ?? (asking && !preview.isFetching && !preview.isError ? preview.data : undefined);
  return (
    <section className="lookup-cancel" aria-labelledby="details-cancel" data-testid="cancel-booking">
      <h3 id="details-cancel">{t('lookup.cancel.title')}</h3>
      {!asking && (
        <button type="button" className="button" onClick={ask} data-testid="cancel-start">
          {t('lookup.cancel.start')}
        </button>
      )}
      {asking && !confirmed && preview.isFetching && <p>{t('lookup.cancel.loading')}</p>}
      {refusal && (
        <p role="alert" className="lookup-page__error" data-testid="cancel-refused">
          {refusal}
        </p>
      )}
      {numbers && (
        <>
          <p>{t('lookup.cancel.question')}</p>
          <CancellationNumbers numbers={numbers} />
          <div className="lookup-cancel__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={canceled.isLoading}
              onClick={() => void confirm()}
              data-testid="cancel-confirm"
            >
              {t('lookup.cancel.confirm')}
            </button>
            <button type="button" className="button" disabled={canceled.isLoading} onClick={() => setAsking(false)}>
              {t('lookup.cancel.keep')}
            </button>
          </div>
        </>
      )}
    </section>
  );
}

/** Total, fee (with the policy's percent), paid, refund and what is still owed. */
function CancellationNumbers({ numbers }: { numbers: PublicBookingCancellationDto }) {
  const { t } = useTranslation('checkout');
  return (
    <dl className="cart-meta lookup-cancel__numbers">
      <dt>{t('lookup.cancel.total')}</dt>
      <dd>{formatEuro(numbers.totalPrice)}</dd>
      <dt>
        {numbers.percent > 0 ? t('lookup.cancel.feePercent', { percent: numbers.percent }) : t('lookup.cancel.fee')}
      </dt>
      <dd data-testid="cancel-fee">{formatEuro(numbers.cancellationFee)}</dd>
      <dt>{t('lookup.cancel.paid')}</dt>
      <dd data-testid="cancel-paid">{formatEuro(numbers.paid)}</dd>
      <dt>{t('lookup.cancel.refund')}</dt>
      <dd data-testid="cancel-refund">{formatEuro(numbers.refund)}</dd>
      {numbers.open > 0 && (
        <>
          <dt>{t('lookup.cancel.open')}</dt>
          <dd data-testid="cancel-open">{formatEuro(numbers.open)}</dd>
        </>
      )}
    </dl>
  );
}
