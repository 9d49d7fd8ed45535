import { describe, expect, it } from '@jest/globals';
import { initialLanguage, LANGUAGE_STORAGE_KEY, rememberLanguage, storedLanguage } from './languageChoice';

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
    expect(initialLanguage('', languages, 'de', memoryStorage())).toBe('de');
    expect(initialLanguage('?lng=fr', languages, 'de', memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'fr' }))).toBe('de');
    expect(initialLanguage('', languages, 'de', null)).toBe('de');
  });

  it('remembers a choice, and survives storage that refuses access', () => {
    const store = memoryStorage();
    rememberLanguage('en', store);
    expect(storedLanguage(languages, store)).toBe('en');
    expect(() => rememberLanguage('en', throwingStorage)).not.toThrow();
    expect(storedLanguage(languages, throwingStorage)).toBeNull();
    expect(initialLanguage('', languages, 'de', throwingStorage)).toBe('de');
  });
});
