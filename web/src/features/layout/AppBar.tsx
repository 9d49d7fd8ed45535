import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGetPublicVendorQuery } from '../../api/generated';
import logoUrl from '../../assets/logo.svg';
import { CartBadge } from '../cart/CartBadge';
import { useHomePath, useWidget } from '../widget/useWidget';
import { AppNav } from './AppNav';
import { LanguageSwitch } from './LanguageSwitch';

export function AppBar() {
  const { t } = useTranslation();
  // Spec 4: the logo leads to the start, or back to the vendor widget URL in widget mode.
  const home = useHomePath();
  const widget = useWidget();
  // Widget mode (issue 21): a slim bar, the vendor's name, language and cart; no marketplace links that lead away.
  const vendor = useGetPublicVendorQuery(widget ? { publicReference: widget.publicReference } : skipToken);
  return (
    <header className={widget ? 'app-bar app-bar--widget' : 'app-bar'}>
      <Link to={home} className="app-bar__home" aria-label={t('appBar.home')}>
        <img src={logoUrl} alt="" width={widget ? 32 : 40} height={widget ? 32 : 40} />
        <span className="app-bar__name">{t('appName')}</span>
      </Link>
      {widget ? (
        <p className="app-bar__vendor" data-testid="widget-vendor">
          {vendor.data ? t('widget.vendor', { name: vendor.data.companyName }) : ''}
        </p>
      ) : (
        <AppNav />
      )}
      <div className="app-bar__actions">
        <LanguageSwitch />
        <CartBadge />
      </div>
    </header>
  );
}
