import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import deCheckout from '../locales/de/checkout.json';
import deCommon from '../locales/de/common.json';
import deContent from '../locales/de/content.json';
import deError from '../locales/de/error.json';
import deSection from '../locales/de/section.json';
import enCheckout from '../locales/en/checkout.json';
import enCommon from '../locales/en/common.json';
import enContent from '../locales/en/content.json';
import enError from '../locales/en/error.json';
import enSection from '../locales/en/section.json';
import { initialLanguage, rememberLanguage } from './languageChoice';

export const defaultNS = 'common';
export const resources = {
  de: { checkout: deCheckout, common: deCommon, content: deContent, error: deError, section: deSection },
  en: { checkout: enCheckout, common: enCommon, content: enContent, error: enError, section: enSection },
} as const;
export type Language = keyof typeof resources;
export const languages = Object.keys(resources) as Language[];

void i18n.use(initReactI18next).init({
  resources,
  // Kept across reloads and the payment round trip (languageChoice.ts).
  lng: initialLanguage(typeof location === 'undefined' ? '' : location.search, languages, 'de'),
  fallbackLng: 'de',
  supportedLngs: languages,
  ns: ['common', 'content', 'error', 'section', 'checkout'],
  defaultNS,
  // Resources are bundled, so init completes synchronously and the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false },
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  rememberLanguage(lng);
});
document.documentElement.lang = i18n.language;

export default i18n;
