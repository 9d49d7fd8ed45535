import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useLogoutMutation } from '../api/officeApi';
import { useOfficeDispatch } from '../app/hooks';
import { officeLanguages } from '../app/i18n';
import { signedOut } from '../auth/sessionSlice';
import { useSession } from '../auth/useSession';
import { officeApi } from '../api/officeApi';
import { ContextSwitcher } from './ContextSwitcher';

const NAV = [
  'today',
  'calendar',
  'bookings',
  'counter',
  'customers',
  'sections',
  'reports',
  'prices',
  'extras',
  'locations',
  'tills',
  'locks',
  'staff',
  'company',
] as const;
/** Sections STAFF may not use (the server refuses their changes with 403 too): setting up the season is the owner's. */
const OWNERS_ONLY = new Set<string>([
  'sections',
  'prices',
  'extras',
  'locations',
  'tills',
  'locks',
  'staff',
  'reports',
  'company',
]);

/** The office's frame: the sections, the context, language and sign-out; an admin without a vendor picks one first. */
export function OfficeLayout() {
  const { t, i18n } = useTranslation('office');
  const { user } = useSession();
  const dispatch = useOfficeDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  // On a phone the sections are behind a menu button (CSS shows the button and hides the closed list below 640 px).
  // It is open at the address it was opened at: choosing a section (a new address) closes it.
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const menuOpen = openAt === pathname;
  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpenAt(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const onLogout = async () => {
    // The server ends the session (its tokens stop at once); signed out here whatever it answers.
    await logout().catch(() => undefined);
    dispatch(signedOut());
    dispatch(officeApi.util.resetApiState());
    void navigate('/login', { replace: true });
  };

  return (
    <div className="office-shell">
      <a className="office-skip" href="#office-main">
        {t('nav.skip')}
      </a>
      <header className="office-bar">
        <span className="office-bar__brand">{t('appName')}</span>
        <button
          type="button"
          className="office-button office-menu-button"
          aria-expanded={menuOpen}
          aria-controls="office-nav"
          onClick={() => setOpenAt(menuOpen ? null : pathname)}
        >
          <span aria-hidden="true" className="office-menu-button__icon">
            {menuOpen ? '✕' : '☰'}
          </span>{' '}
          {t('nav.menu')}
        </button>
        <nav id="office-nav" aria-label={t('nav.label')} className={`office-nav${menuOpen ? ' is-open' : ''}`}>
          {NAV.filter((key) => !(user?.vendorRole === 'STAFF' && OWNERS_ONLY.has(key))).map((key) => (
            <NavLink
              key={key}
              to={`/${key}`}
              onClick={() => setOpenAt(null)}
              className={({ isActive }) => `office-nav__link${isActive ? ' is-active' : ''}`}
            >
              {t(`nav.${key}`)}
            </NavLink>
          ))}
        </nav>
        <div className="office-bar__tools">
          <ContextSwitcher />
          <label className="office-context__field">
            <span className="office-visually-hidden">{t('language.label')}</span>
            <select
              value={i18n.language}
              onChange={(e) => void i18n.changeLanguage(e.target.value)}
              aria-label={t('language.label')}
            >
              {officeLanguages.map((lng) => (
                <option key={lng} value={lng}>
                  {t(`language.${lng}`)}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="office-button"
            onClick={() => void onLogout()}
            title={t('session.signedInAs', { email: user?.email })}
          >
            {t('session.logout')}
          </button>
        </div>
      </header>
      <main id="office-main" className="office-main" tabIndex={-1}>
        {user && !user.vendorId ? (
          <section className="office-card">
            <h1>{t('context.pickVendor')}</h1>
            <p>{t('context.pickVendorIntro')}</p>
          </section>
        ) : (
          <Outlet />
        )}
      </main>
    </div>
  );
}
