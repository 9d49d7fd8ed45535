import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { BeachChairModel, PublicBookingDto } from '../../api/generated';
import { vendorText } from '../../app/vendorText';
import { Drawer } from '../../ui/Drawer';
import { formatBookedPeriod, formatEuro } from '../cart/format';
import { modelCode } from '../cart/modelCodes';
import { slotKey } from '../cart/slot';
import { appDeepLink } from '../mobile/openIn';
import { BankDataSection } from '../result/BankDataSection';
import { activeChairLines, bankDataOf } from '../result/chairFacts';
import { useChairFacts } from '../result/useChairFacts';
import { PaymentDeadline } from '../result/PaymentDeadline';
import { PlacesSection } from '../result/PlacesSection';
import { useClearToastsOnOpen } from '../toasts/useClearToasts';
import { CancelBookingSection } from './CancelBookingSection';

/** The booking-details drawer (spec 2): vendor, invoice and booking number, chairs, extras, total; "open app". */
export function BookingDetailsDrawer({
  booking,
  email,
  onClose,
}: {
  booking: PublicBookingDto;
  /** The e-mail the guest proved the booking with: the cancellation's proof too. */
  email: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('checkout');
  const { search } = useLocation();
  useClearToastsOnOpen();
  const facts = useChairFacts(activeChairLines(booking.beachChairBookings));
  // An unpaid bank transfer: the customer looks the booking up to find where to pay (issue 21 item 6.9).
  const unpaidTransfer = booking.paymentMethod === 'BANK_TRANSFER' && booking.status === 'PENDING';
  const bank = unpaidTransfer ? bankDataOf(booking.metaData) : null;
  return (
    <Drawer
      side="right"
      title={t('lookup.drawerTitle')}
      closeLabel={t('lookup.close')}
      onClose={onClose}
      testId="booking-details"
      footer={
        <div className="cart-total">
          <span>{t('result.total')}</span>
          <strong data-testid="details-total">{formatEuro(booking.totalPrice)}</strong>
          <small>{t('cart.vatIncluded', { ns: 'common' })}</small>
        </div>
      }
    >
      <dl className="cart-meta">
        <dt>{t('cart.vendor', { ns: 'common' })}</dt>
        <dd data-testid="details-vendor">{booking.vendor.companyName}</dd>
        {booking.invoiceNumber && (
          <>
            <dt>{t('cart.invoiceNumber', { ns: 'common' })}</dt>
            <dd>{booking.invoiceNumber}</dd>
          </>
        )}
        <dt>{t('cart.bookingNumber', { ns: 'common' })}</dt>
        <dd data-testid="details-booking-number">{booking.bookingRef}</dd>
        <dt>{t('lookup.status')}</dt>
        <dd data-testid="details-status">{t(`lookup.statuses.${booking.status}`)}</dd>
      </dl>
      {unpaidTransfer && <PaymentDeadline deadline={booking.paymentDeadline} />}
      {facts === null
        ? null
        : facts.length > 0 && (
            <section aria-labelledby="details-chairs">
              <h3 id="details-chairs">{t('cart.chairs', { ns: 'common' })}</h3>
              <ul className="cart-lines">
                {facts.map((fact) => (
                  <li key={fact.id} className="cart-line" data-testid="details-chair">
                    <div className="cart-line__main">
                      <strong>{t('cart.chair', { ns: 'common', number: fact.publicNumber })}</strong>
                      <span className="cart-line__price">{formatEuro(fact.price)}</span>
                    </div>
                    <dl className="cart-line__facts">
                      <dt>{t('cart.model', { ns: 'common' })}</dt>
                      <dd>{modelCode(fact.model as BeachChairModel)}</dd>
                      {fact.sectionName && (
                        <>
                          <dt>{t('cart.section', { ns: 'common' })}</dt>
                          <dd>{fact.sectionName}</dd>
                        </>
                      )}
                      {fact.rowName && (
                        <>
                          <dt>{t('cart.row', { ns: 'common' })}</dt>
                          <dd>{fact.rowName}</dd>
                        </>
                      )}
                      <dt>{t('cart.period', { ns: 'common' })}</dt>
                      <dd>{formatBookedPeriod(fact.start, fact.end)}</dd>
                      <dt>{t('cart.slot', { ns: 'common' })}</dt>
                      <dd data-testid="details-chair-slot">{t(`cart.slots.${slotKey(fact)}`, { ns: 'common' })}</dd>
                    </dl>
                  </li>
                ))}
              </ul>
            </section>
          )}
      {booking.extras.length > 0 && (
        <section aria-labelledby="details-extras">
          <h3 id="details-extras">{t('cart.extras', { ns: 'common' })}</h3>
          <ul className="cart-lines">
            {booking.extras.map((extra) => (
              <li key={extra.id} className="cart-line" data-testid="details-extra">
                <div className="cart-line__main">
                  <strong>
                    {extra.amount} × {vendorText(extra.name, extra.nameEn, i18n.language)}
                  </strong>
                  <span className="cart-line__price">{formatEuro(extra.price)}</span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {bank && (
        <BankDataSection
          bank={bank}
          bookingRef={booking.bookingRef}
          amount={booking.totalPrice}
          headingId="details-bank"
          Heading="h3"
        />
      )}
      <PlacesSection booking={booking} />
      <CancelBookingSection booking={booking} email={email} />
      <a className="button lookup-open-app open-app" href={appDeepLink(search)}>
        {t('lookup.openApp')}
      </a>
    </Drawer>
  );
}
