import { describe, expect, it } from '@jest/globals';
import i18next from 'i18next';
import deRefusals from '../locales/de/refusals.json';
import enRefusals from '../locales/en/refusals.json';
import deLocations from '../locales/de/locations.json';
import { refusalKey, refusalsByPath, refusalsOf, refusalText, type FieldRefusal } from './refusals';

// Issue 29, item 6: the server's refusals are said by one mapping (field and rule), never as the validator's English.
const i18n = i18next.createInstance();
void i18n.init({
  resources: { de: { refusals: deRefusals, locations: deLocations }, en: { refusals: enRefusals } },
  lng: 'de',
  fallbackLng: 'de',
  initAsync: false,
  interpolation: { escapeValue: false },
});
const t = i18n.t.bind(i18n) as unknown as (key: string, options?: Record<string, unknown>) => string;
const say = (refusal: FieldRefusal) => refusalText(refusal, t);

/** A 400 of the validation pipe as the office's API client hands it over. */
const validation = (message: string[], fields: FieldRefusal[]) => ({
  status: 400,
  data: { statusCode: 400, message, error: 'Bad Request', fields },
});

describe('the refused fields of a failed call', () => {
  it("reads the validation 400's fields, a domain INVALID_INPUT's field, and nothing of other errors", () => {
    expect(
      refusalsOf(
        validation(
          ['leadTimeHours must not be less than 0', 'address.country must match /^[A-Z]{2}$/ regular expression'],
          [
            { field: 'leadTimeHours', constraint: 'min', limit: 0 },
            { field: 'address.country', constraint: 'matches' },
          ],
        ),
      ),
    ).toEqual([
      { field: 'leadTimeHours', constraint: 'min', limit: 0 },
      { field: 'address.country', constraint: 'matches' },
    ]);
    const stopSale = {
      data: {
        errorType: 'INVALID_INPUT',
        message: 'end must not be before start',
        payload: { field: 'end', constraint: 'isNotBeforeStart' },
      },
    };
    expect(refusalsOf(stopSale)).toEqual([{ field: 'end', constraint: 'isNotBeforeStart' }]);
    expect(refusalsOf({ data: { errorType: 'FORBIDDEN', payload: {}, message: 'no' } })).toEqual([]);
    expect(refusalsOf(new Error('offline'))).toEqual([]);
    // An answer in the pipe's shape without fields (a list too long): the field its message starts with.
    expect(
      refusalsOf({ data: { statusCode: 400, error: 'Bad Request', message: ['property foo should not exist'] } }),
    ).toEqual([{ field: 'foo', constraint: 'whitelistValidation' }]);
  });

  it('keys a field without list positions', () => {
    expect(refusalKey('openingHours.0.closing')).toBe('openingHours_closing');
    expect(refusalKey('address.zip')).toBe('address_zip');
  });
});

describe('a refusal as a German sentence', () => {
  it('says the issue’s three refusals in German, not as the validator’s text', () => {
    expect(say({ field: 'leadTimeHours', constraint: 'min', limit: 0 })).toBe('Der Vorlauf darf nicht negativ sein.');
    expect(say({ field: 'address.country', constraint: 'matches' })).toBe(
      'Das Land als Kürzel mit zwei Großbuchstaben angeben, z. B. DE.',
    );
    expect(say({ field: 'end', constraint: 'isNotBeforeStart' })).toBe('Das Ende darf nicht vor dem Beginn liegen.');
    expect(say({ field: 'address.zip', constraint: 'isGermanPostcode' })).toBe(
      'Eine deutsche Postleitzahl hat fünf Ziffern, z. B. 23683.',
    );
  });

  it('a rule without its own sentence names the field and the bound; an unknown field or rule still reads as German', () => {
    expect(say({ field: 'name', constraint: 'maxLength', limit: 200 })).toBe(
      'Der Name darf höchstens 200 Zeichen lang sein.',
    );
    expect(say({ field: 'openingHours.2.weekday', constraint: 'max', limit: 7 })).toBe(
      'Der Wochentag darf nicht größer als 7 sein.',
    );
    expect(say({ field: 'geoJson', constraint: 'somethingNew' })).toBe(
      'Diese Angabe wurde nicht angenommen. Bitte prüfen.',
    );
    expect(say({ field: 'end' })).toBe('Das Ende wurde nicht angenommen. Bitte prüfen.');
  });

  it('in English when the office is in English', async () => {
    await i18n.changeLanguage('en');
    try {
      expect(say({ field: 'leadTimeHours', constraint: 'min', limit: 0 })).toBe('The lead time must not be negative.');
      expect(say({ field: 'price', constraint: 'max', limit: 100000 })).toBe('The price must not be more than 100000.');
    } finally {
      await i18n.changeLanguage('de');
    }
  });

  it('by form path: at the form’s field, the rest under form', () => {
    const error = validation(
      ['leadTimeHours must not be less than 0', 'geoJson must be a point'],
      [
        { field: 'leadTimeHours', constraint: 'min', limit: 0 },
        { field: 'geoJson', constraint: 'isPoint' },
      ],
    );
    expect(refusalsByPath(error, (field) => (field === 'leadTimeHours' ? field : null), say)).toEqual({
      leadTimeHours: 'Der Vorlauf darf nicht negativ sein.',
      form: 'Diese Angabe wurde nicht angenommen. Bitte prüfen.',
    });
  });

  it("the location form's own postcode check says the server's sentence", () => {
    expect(t('locations:errors.germanPostcode')).toBe('Eine deutsche Postleitzahl hat fünf Ziffern, z. B. 23683.');
  });
});
