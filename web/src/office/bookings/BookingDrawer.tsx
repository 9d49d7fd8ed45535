import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Drawer } from '../../ui/Drawer';
import { useGetOfficeBookingQuery } from '../api/officeApi';
import { QueryState } from '../ui/QueryState';
import { ChairsSection } from './ChairsSection';
import { CustomerSection } from './CustomerSection';
import { ExtrasSection } from './ExtrasSection';
import { euroText, instantText } from './format';
import { HistorySection } from './HistorySection';
import { MoneySection } from './MoneySection';
import { MailsSection, PapersSection } from './PapersSection';
import { StatusActions } from './StatusActions';
import './bookings.css';

interface Props {
  bookingId: number;
  onClose: () => void;
}

const isNotFound = (error: unknown): boolean =>
  Boolean(error && typeof error === 'object' && 'status' in error && error.status === 404);

/**
 * One booking in a side panel over the screen that opened it (the list's `?open=<id>`, the counter after a sale):
 * its facts and every action the API has for it, each shown only when the booking's status allows it.
 */
export function BookingDrawer({ bookingId, onClose }: Props) {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language;
  const booking = useGetOfficeBookingQuery({ id: bookingId });
  const [papersExpectedSince, setPapersExpectedSince] = useState<number | null>(null);
  const expectPapers = () => setPapersExpectedSince(Date.now());
  const data = booking.data?.id === bookingId ? booking.data : undefined;

  return (
    <div className="booking-drawer">
      <Drawer
        side="right"
        title={data ? t('drawer.title', { ref: data.bookingRef }) : t('drawer.loadingTitle')}
        closeLabel={t('drawer.close')}
        onClose={onClose}
        testId="booking-drawer"
      >
        {isNotFound(booking.error) ? (
          <p className="office-alert" role="alert">
            {t('drawer.notFound')}
          </p>
        ) : (
          <QueryState isLoading={booking.isLoading} error={booking.error} onRetry={() => void booking.refetch()}>
            {data && (
              <>
                <dl className="booking-facts" aria-label={t('facts.label')}>
                  <div>
                    <dt>{t('facts.status')}</dt>
                    <dd>
                      <span
                        className={`bookings-status bookings-status--${data.status.toLowerCase()}`}
                        data-testid="booking-status"
                      >
                        {t(`status.${data.status}`)}
                      </span>
                    </dd>
                  </div>
                  <div>
                    <dt>{t('facts.total')}</dt>
                    <dd data-testid="booking-total">{euroText(data.totalPrice, lng)}</dd>
                  </div>
                  <div>
                    <dt>{t('facts.paymentMethod')}</dt>
                    <dd>{t(`paymentMethod.${data.paymentMethod ?? 'none'}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('facts.source')}</dt>
                    <dd>{t(`source.${data.source}`)}</dd>
                  </div>
                  <div>
                    <dt>{t('facts.createdAt')}</dt>
                    <dd>{instantText(data.createdAt, lng)}</dd>
                  </div>
                  {data.expiresAt && (
                    <div>
                      <dt>{t('facts.expiresAt')}</dt>
                      <dd>{instantText(data.expiresAt, lng)}</dd>
                    </div>
                  )}
                  {data.cancellationFee !== null && (
                    <div>
                      <dt>{t('facts.cancellationFee')}</dt>
                      <dd>
                        {euroText(data.cancellationFee, lng)}
                        {data.skipRefund ? ` · ${t('facts.skipRefund')}` : ''}
                      </dd>
                    </div>
                  )}
                  {data.customerComment && (
                    <div className="booking-facts__wide">
                      <dt>{t('facts.comment')}</dt>
                      <dd>{data.customerComment}</dd>
                    </div>
                  )}
                </dl>
                <StatusActions booking={data} onPapersExpected={expectPapers} />
                <MoneySection booking={data} />
                <ChairsSection booking={data} onPapersExpected={expectPapers} />
                <ExtrasSection booking={data} />
                <CustomerSection booking={data} />
                <PapersSection
                  booking={data}
                  papersExpectedSince={papersExpectedSince}
                  onPapersExpected={expectPapers}
                />
                <MailsSection booking={data} />
                <HistorySection bookingId={data.id} />
              </>
            )}
          </QueryState>
        )}
      </Drawer>
    </div>
  );
}
