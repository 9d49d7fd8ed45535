import { useTranslation } from 'react-i18next';

/** Cents as the office's language writes euros (12,50 € / €12.50). */
export function useCents(): (cents: number) => string {
  const { i18n } = useTranslation('counter');
  const format = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', {
    style: 'currency',
    currency: 'EUR',
  });
  return (cents) => format.format(cents / 100);
}
