import { useTranslation } from 'react-i18next';
import type { PublicBookingChairLineDto, PublicBookingExtraDto } from '../../api/generated';
import { useGetPublicBeachChairQuery, useGetSectionQuery } from '../../api/generated';
import { Drawer } from '../../ui/Drawer';
import { appDeepLink } from '../mobile/openIn';
import { formatBookedPeriod, formatEuro } from './format';
import { modelCode } from './modelCodes';
import { slotKey } from './slot';
import { HoldTimer } from './HoldTimer';
import { useCart } from './useCart';
import { CheckoutButton } from '../checkout/CheckoutButton';
import { useClearToastsOnOpen } from '../toasts/useClearToasts';
import { vendorText } from '../../app/vendorText';
import './cart.css';

function ChairLine({ line, onRemove, busy }: { line: PublicBookingChairLineDto; onRemove: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const chair = useGetPublicBeachChairQuery({ id: line.beachChairId });
  const section = useGetSectionQuery({ id: chair.data?.sectionId ?? 0 }, { skip: !chair.data });
  const number = chair.data?.publicNumber ?? '…';
  const row = section.data?.rows.find((r) => r.id === chair.data?.rowId);
  const rowName = row && vendorText(row.name, row.nameEn, i18n.language);
  return (
    <li className="cart-line" data-testid="cart-chair">
      <div className="cart-line__main">
        <strong>{t('cart.chair', { number })}</strong>
        <span className="cart-line__price">{formatEuro(line.price)}</span>
      </div>
      <dl className="cart-line__facts">
        <dt>{t('cart.model')}</dt>
        <dd>{modelCode(line.model)}</dd>
        {section.data && (
          <>
            <dt>{t('cart.section')}</dt>
            <dd>{section.data.name}</dd>
          </>
        )}
        {rowName && (
          <>
            <dt>{t('cart.row')}</dt>
            <dd>{rowName}</dd>
          </>
        )}
        <dt>{t('cart.period')}</dt>
        <dd data-testid="cart-chair-period">{formatBookedPeriod(line.start, line.end)}</dd>
        <dt>{t('cart.slot')}</dt>
        <dd data-testid="cart-chair-slot">{t(`cart.slots.${slotKey(line)}`)}</dd>
      </dl>
      <button type="button" className="cart-line__remove" onClick={onRemove} disabled={busy}>
        {t('cart.removeChair', { number })}
      </button>
    </li>
  );
}

function ExtraLine({
  extra: line,
  onRemove,
  busy,
}: {
  extra: PublicBookingExtraDto;
  onRemove: () => void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  // The names as the extra had them when it was added (copied with the line).
  const extra = { ...line, name: vendorText(line.name, line.nameEn, i18n.language) };
  return (
    <li className="cart-line" data-testid="cart-extra">
      <div className="cart-line__main">
        <strong>
          {extra.amount} × {extra.name}
        </strong>
        <span className="cart-line__price">{formatEuro(extra.price)}</span>
      </div>
      <button type="button" className="cart-line__remove" onClick={onRemove} disabled={busy}>
        {t('cart.removeExtra', { name: extra.name })}
      </button>
    </li>
  );
}

const cartBadge = () => document.querySelector<HTMLElement>('[data-testid="cart-badge"]');

/** The right drawer (spec 2): vendor, numbers, chairs, extras and the API's total. */
export function CartDrawer() {
  const { t } = useTranslation();
  const { booking, busy, closeCart, removeChair, removeExtra, openExtras } = useCart();
  useClearToastsOnOpen();
  const chairs = booking?.beachChairBookings.filter((line) => line.status !== 'CANCELED') ?? [];
  const extras = booking?.extras ?? [];
  const ignore = () => undefined; // the api error middleware already shows the toast
  // The removed line's button is gone: keep keyboard users in the drawer rather than on <body>.
  const keepFocus = () => {
    if (!document.activeElement || document.activeElement === document.body) {
      document.querySelector<HTMLElement>('.drawer__title')?.focus();
    }
  };

  return (
    <Drawer
      side="right"
      title={t('cart.title')}
      closeLabel={t('cart.close')}
      onClose={closeCart}
      testId="cart-drawer"
      fallbackFocus={cartBadge}
      footer={
        booking && (
          <div className="cart-total" aria-live="polite">
            <span>{t('cart.total')}</span>
            <strong data-testid="cart-total">{formatEuro(booking.totalPrice)}</strong>
            <small>{t('cart.vatIncluded')}</small>
            {/* The cart has no customer yet: the app opens on its start page. */}
            <a className="button open-app" href={appDeepLink('')} data-testid="cart-open-app">
              {t('cart.openApp')}
            </a>
          </div>
        )
      }
    >
      {!booking ? (
        <p>{t('cart.empty')}</p>
      ) : (
        <div aria-busy={busy}>
          <dl className="cart-meta">
            <dt>{t('cart.vendor')}</dt>
            <dd data-testid="cart-vendor">{booking.vendor.companyName}</dd>
            <dt>{t('cart.bookingNumber')}</dt>
            <dd>{booking.bookingRef}</dd>
            {booking.invoiceNumber && (
              <>
                <dt>{t('cart.invoiceNumber')}</dt>
                <dd>{booking.invoiceNumber}</dd>
              </>
            )}
          </dl>
          <HoldTimer booking={booking} />
          {chairs.length > 0 && (
            <section aria-labelledby="cart-chairs">
              <h3 id="cart-chairs">{t('cart.chairs')}</h3>
              <ul className="cart-lines">
                {chairs.map((line) => (
                  <ChairLine
                    key={line.id}
                    line={line}
                    busy={busy}
                    onRemove={() => removeChair(line.id).then(keepFocus, ignore)}
                  />
                ))}
              </ul>
            </section>
          )}
          {extras.length > 0 && (
            <section aria-labelledby="cart-extras">
              <h3 id="cart-extras">{t('cart.extras')}</h3>
              <ul className="cart-lines">
                {extras.map((extra) => (
                  <ExtraLine
                    key={extra.id}
                    extra={extra}
                    busy={busy}
                    onRemove={() => removeExtra(extra.id).then(keepFocus, ignore)}
                  />
                ))}
              </ul>
            </section>
          )}
          <button
            type="button"
            className="button cart-add-extras"
            onClick={() => openExtras({ publicReference: booking.publicReference })}
          >
            {t('cart.addExtras')}
          </button>
          <CheckoutButton disabled={busy || chairs.length + extras.length === 0} />
          {busy && <p className="cart-busy">{t('cart.busy')}</p>}
        </div>
      )}
    </Drawer>
  );
}
