import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
import { CartHost } from '../cart/CartHost';
import { CheckoutHost } from '../checkout/CheckoutHost';
import { OpenInModal } from '../mobile/OpenInModal';
import { ResumeSelectionModal } from '../mobile/ResumeSelectionModal';
import { Toasts } from '../toasts/Toasts';
import { useWidget } from '../widget/useWidget';
import { useClearToastsOnNavigation } from '../toasts/useClearToasts';
import { WidgetRecorder } from '../widget/WidgetRecorder';
import { AppBar } from './AppBar';
import { Footer } from './Footer';
import './layout.css';

export function Layout() {
  const { t } = useTranslation();
  const widget = useWidget();
  useClearToastsOnNavigation();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <AppBar />
      <main id="main" className="layout__main" tabIndex={-1}>
        <Outlet />
      </main>
      {/* The widget shows no marketplace footer links that lead away from the vendor's site (issue 21). */}
      {!widget && <Footer />}
      <ScrollRestoration />
      <CartHost />
      <CheckoutHost />
      <Toasts />
      {/* Widget mode, the open-in question of small screens and the earlier-selection question (issue 8). */}
      <WidgetRecorder />
      <OpenInModal />
      <ResumeSelectionModal />
    </div>
  );
}
