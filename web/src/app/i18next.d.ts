import 'i18next';
import type { defaultNS, resources } from './i18n';

// Typed keys: t('landing.title') is checked against the German resources.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['de'];
  }
}
