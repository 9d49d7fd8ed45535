import { useTranslation } from 'react-i18next';

// Rendered outside the router, so a plain link (full reload) leads back to the start.
export function FatalErrorPage() {
  const { t } = useTranslation('error');
  return (
    <main className="error-page">
      <h1 className="error-page__code">{t('500')}</h1>
      <p>{t('500Info')}</p>
      <a href="/" className="button button--primary">
        {t('errorPage.backToStart', { ns: 'common' })}
      </a>
    </main>
  );
}
