import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import deError from '../../locales/de/error.json';
import enError from '../../locales/en/error.json';
import deReports from '../locales/de/reports.json';
import deSections from '../locales/de/sections.json';
import deToday from '../locales/de/today.json';
import enReports from '../locales/en/reports.json';
import enToday from '../locales/en/today.json';

// Issue 29, item 6: counts in the office's sentences agree with their noun ("1 Stornierung", not "1 Stornierungen").
const i18n = i18next.createInstance();
void i18n.init({
  resources: {
    de: { reports: deReports, sections: deSections, today: deToday, error: deError },
    en: { reports: enReports, today: enToday, error: enError },
  },
  lng: 'de',
  fallbackLng: 'de',
  initAsync: false,
  interpolation: { escapeValue: false },
});
const t = i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;

describe('plurals in the office', () => {
  it('the revenue summary: one paid booking and one cancellation in the singular, more in the plural', () => {
    const summary = (bookings: number, cancellations: number) =>
      t('reports:revenue.summary', { revenue: '15,00 €', bookings, cancellations, fees: '8,00 €' });
    expect(summary(1, 1)).toBe(
      'Gesamtumsatz 15,00 € aus 1 bezahlten Buchung; 1 Stornierung mit 8,00 € Stornogebühren.',
    );
    expect(summary(3, 2)).toBe(
      'Gesamtumsatz 15,00 € aus 3 bezahlten Buchungen; 2 Stornierungen mit 8,00 € Stornogebühren.',
    );
    expect(summary(0, 0)).toBe(
      'Gesamtumsatz 15,00 € aus 0 bezahlten Buchungen; 0 Stornierungen mit 8,00 € Stornogebühren.',
    );
  });

  it('invoices, chairs, arrivals and sections counted', () => {
    expect(t('reports:invoices.count', { count: 1 })).toBe('1 Rechnung');
    expect(t('reports:invoices.count', { count: 4 })).toBe('4 Rechnungen');
    expect(t('sections:chairs.created', { count: 1, first: '7', last: '7' })).toBe('1 Korb angelegt (7).');
    expect(t('sections:rows.confirmDelete', { name: 'Reihe 1', count: 1 })).toMatch(/^Reihe 1 mit 1 Korb löschen\?/);
    expect(t('today:sectionFigures', { occupied: 2, free: 5, arrivals: 1, departures: 1 })).toBe(
      '2 belegt · 5 frei · 1 Anreise · 1 Abreise',
    );
    expect(t('error:LOCATION_HAS_SECTIONS', { count: 1 })).toBe(
      'Der Standort hat noch 1 Abschnitt und kann nicht gelöscht werden.',
    );
    expect(t('error:LOCATION_HAS_SECTIONS', { count: 2 })).toBe(
      'Der Standort hat noch 2 Abschnitte und kann nicht gelöscht werden.',
    );
  });

  it('in English too', async () => {
    await i18n.changeLanguage('en');
    try {
      expect(t('reports:revenue.summary', { revenue: '€15.00', bookings: 1, cancellations: 1, fees: '€8.00' })).toBe(
        'Total revenue €15.00 from 1 paid booking; 1 cancellation with €8.00 in cancellation fees.',
      );
      expect(t('today:sectionFigures', { occupied: 2, free: 5, arrivals: 1, departures: 3 })).toBe(
        '2 occupied · 5 free · 1 arrival · 3 departures',
      );
    } finally {
      await i18n.changeLanguage('de');
    }
  });
});
