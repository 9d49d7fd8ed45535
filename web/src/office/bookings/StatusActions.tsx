import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  officeApi,
  useCalculateCancellationFeeQuery,
  useCancelOfficeBookingMutation,
  useConfirmOfficeBookingMutation,
  useGetBookingPrepaymentQuery,
  usePayOfficeBookingMutation,
  useReserveOfficeBookingMutation,
  type OfficeBookingDto,
  type OfficePaymentMethod,
} from '../api/officeApi';
import { useOfficeDispatch } from '../app/hooks';
import { QueryState } from '../ui/QueryState';
import { availableActions, PAY_METHODS } from './bookingRules';
import { CancelForm } from './CancelForm';
import { euroText } from './format';
import { useFeedback } from './useFeedback';

/** What a booking change refreshes (the tags of officeApi.ts), for the calls the generated client made queries (GET). */
export const BOOKING_VIEWS = ['Booking', 'Bookings', 'Calendar', 'Today', 'Customers', 'Documents'] as const;

interface Props {
  booking: OfficeBookingDto;
  /** A document (cancellation) will be rendered by a job: the papers look for it */
  onPapersExpected: () => void;
}

/** The status changes the booking's status allows: confirm, reserve, pay, cancel (with a fee), recover. */
export function StatusActions({ booking, onPapersExpected }: Props) {
  const { t, i18n } = useTranslation('bookings');
  const dispatch = useOfficeDispatch();
  const actions = availableActions(booking);
  const feedback = useFeedback();
  const [confirm, confirming] = useConfirmOfficeBookingMutation();
  const [reserve, reserving] = useReserveOfficeBookingMutation();
  const [pay, paying] = usePayOfficeBookingMutation();
  const [cancel, canceling] = useCancelOfficeBookingMutation();
  const [recover, recovering] = officeApi.endpoints.recoverOfficeBooking.useLazyQuery();
  const [cancelOpen, setCancelOpen] = useState(false);
  // A paid booking made dearer afterwards (a chair moved, an extra added) owes the difference: it is recorded here.
  const prepayment = useGetBookingPrepaymentQuery({ id: booking.id }, { skip: booking.status !== 'BOOKED' });
  const openAmount = booking.status === 'BOOKED' ? (prepayment.data?.open ?? 0) : 0;
  const canPay = actions.has('pay') || openAmount > 0;
  const ids = { heading: useId(), method: useId() };
  const payForm = useForm<{ paymentMethod: OfficePaymentMethod }>({ defaultValues: { paymentMethod: 'CASH' } });
  const busy =
    confirming.isLoading || reserving.isLoading || paying.isLoading || canceling.isLoading || recovering.isFetching;

  const statusActions = ['confirm', 'reserve', 'pay', 'cancel', 'recover'] as const;
  const any = statusActions.some((action) => actions.has(action)) || canPay;

  return (
    <section className="booking-section" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{t('actions.heading')}</h3>
      {!any && <p className="office-muted">{t('actions.none')}</p>}
      <div className="booking-buttons">
        {actions.has('confirm') && (
          <button
            type="button"
            className="office-button office-button--primary"
            disabled={busy}
            onClick={() => void feedback.run(() => confirm({ id: booking.id }), t('actions.confirmed'))}
          >
            {t('actions.confirm')}
          </button>
        )}
        {actions.has('reserve') && (
          <button
            type="button"
            className="office-button"
            disabled={busy}
            onClick={() => void feedback.run(() => reserve({ id: booking.id }), t('actions.reserved'))}
          >
            {t('actions.reserve')}
          </button>
        )}
        {actions.has('recover') && (
          <button
            type="button"
            className="office-button office-button--primary"
            disabled={busy}
            onClick={() =>
              void feedback
                .run(() => recover({ id: booking.id }), t('actions.recovered'))
                .then((ok) => ok && dispatch(officeApi.util.invalidateTags([...BOOKING_VIEWS])))
            }
          >
            {t('actions.recover')}
          </button>
        )}
        {actions.has('cancel') && !cancelOpen && (
          <button
            type="button"
            className="office-button office-button--danger"
            disabled={busy}
            onClick={() => {
              feedback.clear();
              setCancelOpen(true);
            }}
          >
            {t('actions.cancel')}
          </button>
        )}
      </div>
      {canPay && (
        <form
          className="booking-inline-form"
          onSubmit={(event) =>
            void payForm.handleSubmit(({ paymentMethod }) =>
              feedback.run(() => pay({ id: booking.id, payOfficeBookingDto: { paymentMethod } }), t('actions.paid')),
            )(event)
          }
        >
          <div className="office-field">
            <label htmlFor={ids.method}>{t('actions.payMethod')}</label>
            <select id={ids.method} {...payForm.register('paymentMethod')}>
              {PAY_METHODS.map((method) => (
                <option key={method} value={method}>
                  {t(`paymentMethod.${method}`)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="office-button office-button--primary" disabled={busy}>
            {openAmount > 0 ? t('actions.payOpen', { amount: euroText(openAmount, i18n.language) }) : t('actions.pay')}
          </button>
        </form>
      )}
      {actions.has('cancel') && cancelOpen && (
        <CancelBooking
          booking={booking}
          busy={busy}
          onClose={() => setCancelOpen(false)}
          onSubmit={async (values) => {
            const ok = await feedback.run(
              () => cancel({ id: booking.id, cancelOfficeBookingBodyDto: values }),
              t('actions.canceled'),
            );
            if (ok) {
              setCancelOpen(false);
              onPapersExpected();
            }
          }}
        />
      )}
      {feedback.view}
    </section>
  );
}

function CancelBooking({
  booking,
  busy,
  onClose,
  onSubmit,
}: {
  booking: OfficeBookingDto;
  busy: boolean;
  onClose: () => void;
  onSubmit: (values: { cancellationFee: number; skipRefund: boolean }) => Promise<void>;
}) {
  const { t } = useTranslation('bookings');
  // Asked afresh each time the form opens: the days to the start change with the date.
  const fee = useCalculateCancellationFeeQuery({ id: booking.id }, { refetchOnMountOrArgChange: true });
  return (
    <QueryState isLoading={fee.isFetching} error={fee.error} onRetry={() => void fee.refetch()}>
      {fee.data && (
        <CancelForm
          heading={t('cancel.bookingHeading')}
          proposedFee={fee.data.cancellationFee}
          percent={fee.data.percent}
          maxFee={fee.data.totalPrice}
          withSkipRefund
          busy={busy}
          confirmText={(feeText, skipRefund) =>
            [
              t('cancel.confirmBooking', { ref: booking.bookingRef, fee: feeText }),
              skipRefund ? t('cancel.confirmSkipRefund') : '',
            ]
              .filter(Boolean)
              .join(' ')
          }
          onClose={onClose}
          onSubmit={(values) => void onSubmit(values)}
        />
      )}
    </QueryState>
  );
}
