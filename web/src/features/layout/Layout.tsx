import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { AppBar } from './AppBar';
import { Footer } from './Footer';
import './layout.css';

export function Layout() {
  const { t } = useTranslation();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <AppBar />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
