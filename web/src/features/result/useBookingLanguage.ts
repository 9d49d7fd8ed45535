import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicBookingDto } from '../../api/generated';
import { languages } from '../../app/i18n';
import { storedLanguage } from '../../app/languageChoice';

/**
 * Back from the payment provider (or from a link in a mail) without a stored language choice (a widget in a
 * third-party iframe may have no storage): the page speaks the language the customer booked in.
 */
export function useBookingLanguage(booking: Pick<PublicBookingDto, 'customer'> | null | undefined): void {
  const { i18n } = useTranslation();
  const language = booking?.customer?.language;
  useEffect(() => {
    if (!language || storedLanguage(languages) || !(languages as readonly string[]).includes(language)) return;
    if (i18n.resolvedLanguage !== language) void i18n.changeLanguage(language);
  }, [i18n, language]);
}
