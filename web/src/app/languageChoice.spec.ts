import { describe, expect, it } from '@jest/globals';
import {
  browserLanguage,
  initialLanguage,
  LANGUAGE_STORAGE_KEY,
  rememberLanguage,
  storedLanguage,
} from './languageChoice';

const languages = ['de', 'en'] as const;

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

const throwingStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('SecurityError');
  },
} as unknown as Storage;

describe('language choice', () => {
  it('starts in the stored language, a lng query value winning', () => {
    const store = memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'en' });
    expect(initialLanguage('', languages, 'de', store)).toBe('en');
    expect(initialLanguage('?lng=de', languages, 'de', store)).toBe('de');
  });

  it('falls back to German without a (supported) stored value', () => {
    expect(initialLanguage('', languages, 'de', memoryStorage(), [])).toBe('de');
    expect(initialLanguage('?lng=fr', languages, 'de', memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' }), [])).toBe('de');
    expect(initialLanguage('', languages, 'de', null, [])).toBe('de');
  });

  it('remembers a choice, and survives storage that refuses access', () => {
    const store = memoryStorage();
    rememberLanguage('en', store);
    expect(storedLanguage(languages, store)).toBe('en');
    expect(() => rememberLanguage('en', throwingStorage)).not.toThrow();
    expect(storedLanguage(languages, throwingStorage)).toBeNull();
    expect(initialLanguage('', languages, 'de', throwingStorage, [])).toBe('de');
  });

  it("takes the browser's first supported language without a stored choice", () => {
    expect(initialLanguage('', languages, 'de', memoryStorage(), ['en-GB', 'de-DE'])).toBe('en');
    expect(initialLanguage('', languages, 'de', memoryStorage(), ['fr-FR', 'EN-us', 'de'])).toBe('en');
    expect(initialLanguage('', languages, 'de', memoryStorage(), ['de-AT', 'en'])).toBe('de');
    expect(initialLanguage('', languages, 'de', null, ['en'])).toBe('en');
    expect(browserLanguage(languages, ['fr', 'nl-BE'])).toBeNull();
  });

  it('falls back to German when the browser has no supported language', () => {
    expect(initialLanguage('', languages, 'de', memoryStorage(), ['fr-FR', 'nl'])).toBe('de');
    expect(initialLanguage('', languages, 'de', memoryStorage(), [])).toBe('de');
  });

  it('keeps the stored choice and a lng value over the browser', () => {
    expect(initialLanguage('', languages, 'de', memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'de' }), ['en-GB'])).toBe('de');
    expect(initialLanguage('?lng=de', languages, 'de', memoryStorage(), ['en-GB'])).toBe('de');
    expect(initialLanguage('?lng=en', languages, 'de', memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'de' }), ['de'])).toBe(
      'en',
    );
  });
});
