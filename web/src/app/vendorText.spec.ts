import { describe, expect, it } from '@jest/globals';
import { textMatches, vendorText } from './vendorText';

describe("a vendor's text in the UI language", () => {
  it('shows the English version in English when set, the German one otherwise', () => {
    expect(vendorText('Sonnenschirm', 'Parasol', 'en')).toBe('Parasol');
    expect(vendorText('Sonnenschirm', 'Parasol', 'en-GB')).toBe('Parasol');
    expect(vendorText('Sonnenschirm', 'Parasol', 'de')).toBe('Sonnenschirm');
    expect(vendorText('Sonnenschirm', null, 'en')).toBe('Sonnenschirm');
    expect(vendorText('Sonnenschirm', '  ', 'en')).toBe('Sonnenschirm');
    expect(vendorText(null, 'Fresh', 'en')).toBe('Fresh');
    expect(vendorText(null, undefined, 'en')).toBeNull();
  });

  it('a search finds either language, case-insensitively; an empty phrase finds everything', () => {
    expect(textMatches('parasol', 'Sonnenschirm', 'Parasol')).toBe(true);
    expect(textMatches('SCHIRM', 'Sonnenschirm', null)).toBe(true);
    expect(textMatches('parasol', 'Sonnenschirm', null)).toBe(false);
    expect(textMatches(' ', 'Sonnenschirm')).toBe(true);
  });
});
