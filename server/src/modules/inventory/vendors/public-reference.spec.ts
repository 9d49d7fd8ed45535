import { describe, expect, it } from '@jest/globals';
import { PUBLIC_REFERENCE } from './vendor.dto.js';
import { firstFree, slugOf } from './public-reference.js';

describe('public references', () => {
  it.each([
    ['Lübecker Bucht Strandkorbvermietung GmbH', 'luebecker-bucht-strandkorbvermietung'],
    ['Strandkorbvermietung Warnow & Rügen UG (haftungsbeschränkt)', 'strandkorbvermietung-warnow-ruegen'],
    ['Nordsee Strandkorb GmbH & Co. KG', 'nordsee-strandkorb'],
    ['Café Süßwasser', 'cafe-suesswasser'],
    ['GmbH', 'gmbh'],
    ['Ö', 'vendor-oe'],
    ['!!!', 'vendor'],
  ])('%s → %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
    expect(slugOf(name)).toMatch(PUBLIC_REFERENCE);
  });

  it('stays within the column rule for long names', () => {
    const slug = slugOf('Strandkorb '.repeat(20));
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(`${slug}-99`).toMatch(PUBLIC_REFERENCE);
  });

  it('numbers collisions', () => {
    expect(firstFree('ostsee', new Set())).toBe('ostsee');
    expect(firstFree('ostsee', new Set(['ostsee', 'ostsee-2']))).toBe('ostsee-3');
  });
});
