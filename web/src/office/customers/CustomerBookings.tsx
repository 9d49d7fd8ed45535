import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useListOfficeBookingsQuery } from '../api/officeApi';
import { QueryState } from '../ui/QueryState';
import { bookingPath, bookingSearchPath } from '../ui/links';
import { bookingPeriod } from './customersLogic';

interface Props {
  email: string;
  name: string;
  onClose: () => void;
}

/** One customer's bookings (the bookings list filtered by the e-mail), newest first; each opens its drawer. */
export function CustomerBookings({ email, name, onClose }: Props) {
  const { t, i18n } = useTranslation('customers');
  const heading = useRef<HTMLHeadingElement>(null);
  const bookings = useListOfficeBookingsQuery({ email, itemsPerPage: 10, orderBy: 'createdAt', orderDir: 'DESC' });
  const items = bookings.data?.items ?? [];
  const money = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', {
    style: 'currency',
    currency: 'EUR',
  });

  useEffect(() => heading.current?.focus(), [email]);

  return (
    <section className="customers-bookings" aria-labelledby="customers-bookings-title" data-testid="customer-bookings">
      <div className="customers-bookings__bar">
        <h2 id="customers-bookings-title" ref={heading} tabIndex={-1}>
          {t('bookings.title', { name })}
        </h2>
        <button type="button" className="office-button" onClick={onClose}>
          {t('bookings.close')}
        </button>
      </div>
      <QueryState query={bookings} isEmpty={items.length === 0} emptyText={t('bookings.empty')}>
        <div className="customers__scroll">
          <table className="customers-table" aria-label={t('bookings.tableLabel')}>
            <thead>
              <tr>
                <th scope="col">{t('bookings.columns.bookingRef')}</th>
                <th scope="col">{t('bookings.columns.status')}</th>
                <th scope="col">{t('bookings.columns.period')}</th>
                <th scope="col">{t('bookings.columns.chairs')}</th>
                <th scope="col" className="is-numeric">
                  {t('bookings.columns.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((booking) => (
                <tr key={booking.id}>
                  <td>
                    <Link to={bookingPath(booking.id)} aria-label={t('bookings.open', { ref: booking.bookingRef })}>
                      {booking.bookingRef}
                    </Link>
                  </td>
                  <td>{t(`status.${booking.status}`)}</td>
                  <td>{bookingPeriod(booking.start, booking.end, i18n.language)}</td>
                  <td>{[booking.sections, booking.beachChairs].filter(Boolean).join(': ')}</td>
                  <td className="is-numeric">{money.format(booking.totalPrice)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {bookings.data && bookings.data.total > items.length && (
          <p>
            <Link to={bookingSearchPath(email)}>{t('bookings.more')}</Link>
          </p>
        )}
      </QueryState>
    </section>
  );
}
