import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCalculateCancellationFeeQuery,
  useCancelOfficeBeachChairBookingMutation,
  type OfficeBeachChairBookingDto,
  type OfficeBookingDto,
} from '../api/officeApi';
import { QueryState } from '../ui/QueryState';
import { availableActions, proposedChairFee } from './bookingRules';
import { CancelForm } from './CancelForm';
import { AddChairForm, MoveChairForm } from './ChairForms';
import { euroText, stayText } from './format';
import { useFeedback } from './useFeedback';

interface Props {
  booking: OfficeBookingDto;
  onPapersExpected: () => void;
}

type Open = { kind: 'cancel' | 'move'; chairId: number } | { kind: 'add' } | null;

/** The booking's chairs: each with its days and price; cancel one (with a fee) or move it; add another. */
export function ChairsSection({ booking, onPapersExpected }: Props) {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language;
  const actions = availableActions(booking);
  const headingId = useId();
  const [open, setOpen] = useState<Open>(null);
  const feedback = useFeedback();
  const [cancelChair, canceling] = useCancelOfficeBeachChairBookingMutation();

  const openFor = (kind: 'cancel' | 'move', chair: OfficeBeachChairBookingDto) => {
    feedback.clear();
    setOpen({ kind, chairId: chair.id });
  };

  return (
    <section className="booking-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('chairs.heading')}</h3>
      {booking.beachChairBookings.length === 0 && <p className="office-muted">{t('chairs.none')}</p>}
      <ul className="booking-lines">
        {booking.beachChairBookings.map((chair) => {
          const canceled = chair.status === 'CANCELED';
          const isOpen = open && open.kind !== 'add' && open.chairId === chair.id ? open.kind : null;
          return (
            <li
              key={chair.id}
              className={canceled ? 'booking-line is-canceled' : 'booking-line'}
              data-testid="booking-chair"
            >
              <div className="booking-line__main">
                <strong>{t('chairs.chair', { number: chair.publicNumber })}</strong>
                <span>{[chair.sectionName, chair.rowName].filter(Boolean).join(' · ')}</span>
                <span>
                  {stayText(chair.start, chair.end, lng, chair.timeRange)}
                  {chair.rate ? ` · ${t(`chairs.rate.${chair.rate}`)}` : ''}
                </span>
                <span>
                  {euroText(chair.price, lng)}
                  {canceled ? ` · ${t('status.CANCELED')}` : ''}
                </span>
              </div>
              {!canceled && !isOpen && (
                <div className="booking-buttons">
                  {actions.has('moveChair') && (
                    <button
                      type="button"
                      className="office-button"
                      aria-label={`${t('chairs.move')} ${t('chairs.chair', { number: chair.publicNumber })}`}
                      onClick={() => openFor('move', chair)}
                    >
                      {t('chairs.move')}
                    </button>
                  )}
                  {actions.has('cancelChair') && (
                    <button
                      type="button"
                      className="office-button office-button--danger"
                      aria-label={`${t('chairs.cancel')} ${t('chairs.chair', { number: chair.publicNumber })}`}
                      onClick={() => openFor('cancel', chair)}
                    >
                      {t('chairs.cancel')}
                    </button>
                  )}
                </div>
              )}
              {isOpen === 'move' && (
                <MoveChairForm
                  chair={chair}
                  onDone={(ok) => {
                    if (ok) setOpen(null);
                  }}
                  onClose={() => setOpen(null)}
                  feedback={feedback}
                />
              )}
              {isOpen === 'cancel' && (
                <CancelChair
                  booking={booking}
                  chair={chair}
                  busy={canceling.isLoading}
                  onClose={() => setOpen(null)}
                  onSubmit={async (cancellationFee) => {
                    const ok = await feedback.run(
                      () => cancelChair({ id: booking.id, beachChairBookingId: chair.id, cancellationFee }),
                      t('chairs.chairCanceled', { number: chair.publicNumber }),
                    );
                    if (ok) {
                      setOpen(null);
                      onPapersExpected();
                    }
                  }}
                />
              )}
            </li>
          );
        })}
      </ul>
      {actions.has('editChairs') &&
        (open?.kind === 'add' ? (
          <AddChairForm
            booking={booking}
            onDone={(ok) => ok && setOpen(null)}
            onClose={() => setOpen(null)}
            feedback={feedback}
          />
        ) : (
          <button
            type="button"
            className="office-button"
            onClick={() => {
              feedback.clear();
              setOpen({ kind: 'add' });
            }}
          >
            {t('chairs.add')}
          </button>
        ))}
      {feedback.view}
    </section>
  );
}

function CancelChair({
  booking,
  chair,
  busy,
  onClose,
  onSubmit,
}: {
  booking: OfficeBookingDto;
  chair: OfficeBeachChairBookingDto;
  busy: boolean;
  onClose: () => void;
  onSubmit: (fee: number) => Promise<void>;
}) {
  const { t } = useTranslation('bookings');
  // The policy answers for the booking; its percent applies to the chair's price.
  const fee = useCalculateCancellationFeeQuery({ id: booking.id }, { refetchOnMountOrArgChange: true });
  const number = chair.publicNumber;
  return (
    <QueryState isLoading={fee.isFetching} error={fee.error} onRetry={() => void fee.refetch()}>
      {fee.data && (
        <CancelForm
          heading={t('cancel.chairHeading', { number })}
          proposedFee={proposedChairFee(chair.price, fee.data.percent)}
          percent={fee.data.percent}
          maxFee={chair.price}
          withSkipRefund={false}
          busy={busy}
          confirmText={(feeText) => t('cancel.confirmChair', { number, ref: booking.bookingRef, fee: feeText })}
          onClose={onClose}
          onSubmit={(values) => void onSubmit(values.cancellationFee)}
        />
      )}
    </QueryState>
  );
}
