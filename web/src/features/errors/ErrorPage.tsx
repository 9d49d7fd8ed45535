import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomePath } from '../widget/useWidget';
import './errors.css';

export type ErrorCode = 404 | 500;

/** The 404 and 500 pages: the code, its info text and a way back to the start. */
export function ErrorPage({ code }: { code: ErrorCode }) {
  const { t } = useTranslation('error');
  const home = useHomePath();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <h1 id="error-title" className="error-page__code">
        {t(`${code}`)}
      </h1>
      <p>{t(`${code}Info`)}</p>
      <Link to={home} className="button button--primary">
        {t('errorPage.backToStart', { ns: 'common' })}
      </Link>
    </section>
  );
}
