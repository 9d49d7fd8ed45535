import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/useSession';

/** Renders the screen for OWNERs (and ADMINs); a STAFF member reads that the screen is the owner's instead. */
export function OwnersOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation('office');
  const { user } = useSession();
  if (user?.vendorRole !== 'STAFF') return children;
  return (
    <section className="office-card" data-testid="owners-only">
      <h1>{t('ownersOnly.title')}</h1>
      <p>{t('ownersOnly.text')}</p>
    </section>
  );
}
