import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../app/paths';

const footerLinks = [
  { to: paths.content('imprint'), key: 'footer.imprint' },
  { to: paths.content('dataprivacy'), key: 'footer.dataPrivacy' },
  { to: paths.content('terms'), key: 'footer.terms' },
  { to: paths.content('contact'), key: 'footer.contact' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="footer">
      <nav aria-label={t('footer.label')}>
        <ul className="footer__links">
          {footerLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{t(link.key)}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
