import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Euros as the hut writes them: 12,50 € (de), €12.50 (en). */
export function useMoney() {
  const { i18n } = useTranslation();
  return useMemo(
    () => new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', { style: 'currency', currency: 'EUR' }),
    [i18n.language],
  );
}
