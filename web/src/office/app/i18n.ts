import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import deError from '../../locales/de/error.json';
import enError from '../../locales/en/error.json';
import deBookings from '../locales/de/bookings.json';
import deCalendar from '../locales/de/calendar.json';
import deCompany from '../locales/de/company.json';
import deCounter from '../locales/de/counter.json';
import deCustomers from '../locales/de/customers.json';
import deLocations from '../locales/de/locations.json';
import deLocks from '../locales/de/locks.json';
import deExtras from '../locales/de/extras.json';
import deOffice from '../locales/de/office.json';
import dePrices from '../locales/de/prices.json';
import deRefusals from '../locales/de/refusals.json';
import deReports from '../locales/de/reports.json';
import deStaff from '../locales/de/staff.json';
import deSections from '../locales/de/sections.json';
import deToday from '../locales/de/today.json';
import deTill from '../locales/de/till.json';
import enBookings from '../locales/en/bookings.json';
import enCalendar from '../locales/en/calendar.json';
import enCompany from '../locales/en/company.json';
import enCounter from '../locales/en/counter.json';
import enCustomers from '../locales/en/customers.json';
import enLocations from '../locales/en/locations.json';
import enLocks from '../locales/en/locks.json';
import enExtras from '../locales/en/extras.json';
import enOffice from '../locales/en/office.json';
import enPrices from '../locales/en/prices.json';
import enRefusals from '../locales/en/refusals.json';
import enReports from '../locales/en/reports.json';
import enStaff from '../locales/en/staff.json';
import enSections from '../locales/en/sections.json';
import enToday from '../locales/en/today.json';
import enTill from '../locales/en/till.json';

// The office's texts: the frame (namespace `office`) and one namespace per screen (`today`, `calendar`, `bookings`,
// `counter`, `customers`, `sections`, `prices`, `extras`, `locations`, `locks`, `staff`, `reports`, `company`, `till`;
// useTranslation('today')), one file per language each; and the error catalogue's texts shared with the storefront
// (namespace `error`); the sentences for a refused field, by field and rule (namespace `refusals`, ui/refusals.ts). German by default; the choice is remembered.
export const officeResources = {
  de: {
    office: deOffice,
    today: deToday,
    calendar: deCalendar,
    bookings: deBookings,
    counter: deCounter,
    customers: deCustomers,
    locks: deLocks,
    prices: dePrices,
    sections: deSections,
    reports: deReports,
    extras: deExtras,
    staff: deStaff,
    locations: deLocations,
    refusals: deRefusals,
    company: deCompany,
    till: deTill,
    error: deError,
  },
  en: {
    office: enOffice,
    today: enToday,
    calendar: enCalendar,
    bookings: enBookings,
    counter: enCounter,
    customers: enCustomers,
    locks: enLocks,
    prices: enPrices,
    sections: enSections,
    reports: enReports,
    extras: enExtras,
    staff: enStaff,
    locations: enLocations,
    refusals: enRefusals,
    company: enCompany,
    till: enTill,
    error: enError,
  },
} as const;
export type OfficeLanguage = keyof typeof officeResources;
export const officeLanguages = Object.keys(officeResources) as OfficeLanguage[];

export const LANGUAGE_KEY = 'strandkorb.office.language';

const stored = (): OfficeLanguage => {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return value === 'en' ? 'en' : 'de';
  } catch {
    return 'de';
  }
};

void i18n.use(initReactI18next).init({
  resources: officeResources,
  lng: stored(),
  fallbackLng: 'de',
  supportedLngs: officeLanguages,
  ns: [
    'office',
    'today',
    'calendar',
    'bookings',
    'counter',
    'customers',
    'sections',
    'prices',
    'reports',
    'extras',
    'locations',
    'company',
    'locks',
    'staff',
    'refusals',
    'error',
  ],
  defaultNS: 'office',
  initAsync: false,
  interpolation: { escapeValue: false },
});

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // No storage: the choice lasts as long as the page.
  }
});
document.documentElement.lang = i18n.language;

export default i18n;
