import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import logoUrl from '../../assets/logo.svg';
import { CartBadge } from '../cart/CartBadge';
import { useHomePath } from '../widget/useWidget';
import { AppNav } from './AppNav';
import { LanguageSwitch } from './LanguageSwitch';

export function AppBar() {
  const { t } = useTranslation();
  // Spec 4: the logo leads to the start, or back to the vendor widget URL in widget mode.
  const home = useHomePath();
  return (
    <header className="app-bar">
      <Link to={home} className="app-bar__home" aria-label={t('appBar.home')}>
        <img src={logoUrl} alt="" width={40} height={40} />
        <span className="app-bar__name">{t('appName')}</span>
      </Link>
      <AppNav />
      <div className="app-bar__actions">
        <LanguageSwitch />
        <CartBadge />
      </div>
    </header>
  );
}
