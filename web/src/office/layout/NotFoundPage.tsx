import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation('office');
  return (
    <section className="office-card">
      <h1>404</h1>
      <p>{t('notFound')}</p>
    </section>
  );
}
