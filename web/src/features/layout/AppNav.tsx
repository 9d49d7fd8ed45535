import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../app/paths';

// Booking lookup route of spec 2 (the page itself arrives with the booking issue).
const BOOKINGS_PATH = '/bookings';

const navLinks = [
  { to: BOOKINGS_PATH, key: 'nav.bookings' },
  { to: paths.content('about'), key: 'nav.howItWorks' },
  { to: paths.content('vendor'), key: 'nav.vendor' },
] as const;

/** App bar links; below 900 px they fold into a hamburger menu (spec 2). */
export function AppNav() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);

  // Another page closes the menu.
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setExpanded(false);
  }

  // Escape pressed inside the navigation closes the open menu.
  useEffect(() => {
    if (!expanded) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && event.target instanceof Node && nav.current?.contains(event.target))
        setExpanded(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [expanded]);

  return (
    <nav ref={nav} className="app-nav" aria-label={t('nav.label')}>
      <button
        type="button"
        className="app-nav__toggle"
        aria-expanded={expanded}
        aria-controls={listId}
        onClick={() => setExpanded((value) => !value)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
        <span className="visually-hidden">{t('nav.menu')}</span>
      </button>
      <ul id={listId} className={`app-nav__links${expanded ? ' app-nav__links--open' : ''}`}>
        {navLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.key)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
