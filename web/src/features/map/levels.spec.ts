import { describe, expect, it } from '@jest/globals';
import { fitOptions, focusFromParams, mapLevelOf, withMarkerRoom } from './levels';

describe('discovery routes', () => {
  it('reads the focus from the path parameters', () => {
    expect(focusFromParams('region', { regionName: 'Nordsee', regionId: '2' })).toEqual({
      level: 'region',
      regionId: 2,
    });
    expect(focusFromParams('city', { cityId: '5' })).toEqual({ level: 'city', cityId: 5 });
    expect(focusFromParams('beach', { beachId: '7' })).toEqual({ level: 'beach', beachId: 7 });
    expect(focusFromParams('section', { sectionId: '9' })).toEqual({ level: 'section', sectionId: 9 });
    expect(focusFromParams('sectionRow', { sectionId: '9', rowId: '3' })).toEqual({
      level: 'section',
      sectionId: 9,
      rowId: 3,
    });
    expect(focusFromParams('chair', { sectionId: '9', beachChairId: '44' })).toEqual({
      level: 'section',
      sectionId: 9,
      beachChairId: 44,
    });
    expect(focusFromParams('sectionExtras', { sectionId: '9' })).toEqual({
      level: 'section',
      sectionId: 9,
      extras: true,
    });
  });

  it('rejects ids that are not positive integers', () => {
    expect(focusFromParams('city', { cityId: 'abc' })).toBeUndefined();
    expect(focusFromParams('city', { cityId: '0' })).toBeUndefined();
    expect(focusFromParams('chair', { sectionId: '9', beachChairId: '1.5' })).toBeUndefined();
  });

  it('shows rows first for a section with subsections', () => {
    expect(mapLevelOf({ level: 'section', sectionId: 1 }, true)).toBe('rows');
    expect(mapLevelOf({ level: 'section', sectionId: 1, rowId: 2 }, true)).toBe('section');
    expect(mapLevelOf({ level: 'section', sectionId: 1 }, false)).toBe('section');
  });

  it('fits with the paddings of spec section 9', () => {
    expect(fitOptions('city', 2560, 2000).padding).toBe(200);
    expect(fitOptions('section', 2560, 2000).padding).toBe(300);
    expect(fitOptions('region', 1280, 900)).toEqual({ padding: 100, maxZoom: 11 });
    // A short map keeps room for what it frames.
    expect(fitOptions('section', 1280, 420).padding).toBe(70);
    expect(fitOptions('beach', 800, 800).padding).toBe(20);
    expect(fitOptions('city', 800, 800).padding).toBe(10);
  });

  it('keeps room for the markers on a phone, where the spec padding is 10 px', () => {
    const { padding } = fitOptions('cities', 390, 420);
    expect(padding).toBe(10);
    // Town names hang below their point: more room at the bottom.
    expect(withMarkerRoom(padding, 'cities')).toEqual({ top: 24, right: 24, bottom: 40, left: 24 });
    // On a wide screen the spec padding is larger than the room and stays.
    expect(withMarkerRoom(fitOptions('cities', 1440, 900).padding, 'cities')).toEqual({
      top: 100,
      right: 100,
      bottom: 100,
      left: 100,
    });
  });
});
