import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { formatEuro } from '../cart/format';
import { BankDataSection } from './BankDataSection';
import { activeChairLines, bankDataOf, includedVat } from './chairFacts';
import { ChairTables } from './ChairTables';
import { PaymentDeadline } from './PaymentDeadline';
import { PlacesSection } from './PlacesSection';
import { Spinner } from './Spinner';
import { useChairFacts } from './useChairFacts';
import { useBookingLanguage } from './useBookingLanguage';
import { useResultBooking } from './useResultBooking';
import './result.css';

/** /booking/result_bank_transfer?bookingReference&email: reservation number, chairs, total, the bank data. */
export function BankTransferResultPage() {
  const { t } = useTranslation('checkout');
  const [query] = useSearchParams();
  const { booking, loading, failed } = useResultBooking(query.get('bookingReference'), query.get('email'));
  const facts = useChairFacts(booking ? activeChairLines(booking.beachChairBookings) : undefined);
  const bank = bankDataOf(booking?.metaData);
  useBookingLanguage(booking);

  return (
    <section className="result-page" aria-labelledby="result-title" data-testid="bank-transfer-result">
      {loading || (booking && !facts) ? (
        <Spinner label={t('result.loading')} />
      ) : failed || !booking ? (
        <>
          <h1 id="result-title">{t('result.errorTitle')}</h1>
          <p>{t('result.notFound')}</p>
        </>
      ) : (
        <>
          <h1 id="result-title">{t('result.bankTransferTitle')}</h1>
          <p>{t('result.bankTransferText')}</p>
          {booking.status === 'PENDING' && <PaymentDeadline deadline={booking.paymentDeadline} />}
          <dl className="result-facts">
            <dt>{t('result.reservationNumber')}</dt>
            <dd data-testid="reservation-number">{booking.bookingRef}</dd>
          </dl>
          <ChairTables facts={facts ?? []} />
          <dl className="result-facts result-facts--total">
            <dt>{t('result.total')}</dt>
            <dd data-testid="result-total">{formatEuro(booking.totalPrice)}</dd>
            <dt>{t('result.vat')}</dt>
            <dd data-testid="result-vat">{formatEuro(includedVat(booking.totalPrice))}</dd>
          </dl>
          {bank && <BankDataSection bank={bank} bookingRef={booking.bookingRef} headingId="result-bank" />}
          <PlacesSection booking={booking} />
        </>
      )}
      <Link to={paths.home} className="button button--primary">
        {t('result.backToStart')}
      </Link>
    </section>
  );
}
