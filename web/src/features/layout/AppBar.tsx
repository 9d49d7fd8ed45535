import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';
import logoUrl from '../../assets/logo.svg';
import { LanguageSwitch } from './LanguageSwitch';

export function AppBar() {
  const { t } = useTranslation();
  return (
    <header className="app-bar">
      <Link to={paths.home} className="app-bar__home" aria-label={t('appBar.home')}>
        <img src={logoUrl} alt="" width={40} height={40} />
        <span className="app-bar__name">{t('appName')}</span>
      </Link>
      <LanguageSwitch />
    </header>
  );
}
