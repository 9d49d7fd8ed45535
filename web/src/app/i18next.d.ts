import 'i18next';
import type { defaultNS, resources } from './i18n';
import type { officeResources } from '../office/app/i18n';

// Typed keys: t('landing.title') is checked against the German resources. The back office (its own entry and i18next
// instance) names its namespaces: useTranslation('office'), useTranslation('today'), …
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: (typeof resources)['de'] & Omit<(typeof officeResources)['de'], 'error'>;
  }
}
