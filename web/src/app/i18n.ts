import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import deCommon from '../locales/de/common.json';
import deError from '../locales/de/error.json';
import enCommon from '../locales/en/common.json';
import enError from '../locales/en/error.json';

export const defaultNS = 'common';
export const resources = {
  de: { common: deCommon, error: deError },
  en: { common: enCommon, error: enError },
} as const;
export type Language = keyof typeof resources;
export const languages = Object.keys(resources) as Language[];

void i18n.use(initReactI18next).init({
  resources,
  lng: 'de',
  fallbackLng: 'de',
  supportedLngs: languages,
  ns: ['common', 'error'],
  defaultNS,
  // Resources are bundled, so init completes synchronously and the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false },
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export default i18n;
