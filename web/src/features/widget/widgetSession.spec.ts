import { describe, expect, it } from '@jest/globals';
import {
  bookingFlow,
  currentWidget,
  hitsInScope,
  homePath,
  inScope,
  limitToWidgetRegion,
  parseWidgetSession,
  readWidgetSession,
  recordWidgetRegion,
  recordWidgetStart,
  scopeOf,
  widgetFromAddress,
  widgetSells,
  type StorageLike,
} from './widgetSession';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('widget session', () => {
  it('starts only with widget=true and a publicReference', () => {
    expect(widgetFromAddress('/r/Ostsee/1', '?widget=true&publicReference=V-1')).toEqual({
      publicReference: 'V-1',
      path: '/r/Ostsee/1?widget=true&publicReference=V-1',
    });
    expect(widgetFromAddress('/', '?widget=true')).toBeNull();
    expect(widgetFromAddress('/', '?widget=false&publicReference=V-1')).toBeNull();
    expect(widgetFromAddress('/', '?publicReference=V-1')).toBeNull();
  });

  it('records the start for the tab and keeps it over addresses without the query', () => {
    const storage = memoryStorage();
    recordWidgetStart('/s/a/b/c/7', '?widget=true&publicReference=V-1', storage);
    expect(currentWidget('', '/s/strandkorb/b/c/7/99', storage)?.publicReference).toBe('V-1');
    expect(homePath(currentWidget('', '/', storage))).toBe('/s/a/b/c/7?widget=true&publicReference=V-1');
    expect(bookingFlow(currentWidget('', '/', storage))).toBe('widget');
  });

  it('is the website without a widget start', () => {
    const storage = memoryStorage();
    expect(recordWidgetStart('/s/', '', storage)).toBeNull();
    expect(homePath(currentWidget('', '/', storage))).toBe('/');
    expect(bookingFlow(null)).toBe('website');
  });

  it('keeps the region for the same start and forgets it for a new one', () => {
    const storage = memoryStorage();
    recordWidgetStart('/r/Ostsee/1', '?widget=true&publicReference=V-1', storage);
    recordWidgetRegion(1, storage);
    recordWidgetRegion(2, storage); // the first region found stays
    expect(readWidgetSession(storage)?.regionId).toBe(1);
    recordWidgetStart('/r/Ostsee/1', '?widget=true&publicReference=V-1', storage);
    expect(readWidgetSession(storage)?.regionId).toBe(1);
    recordWidgetStart('/r/Nordsee/2', '?widget=true&publicReference=V-2', storage);
    expect(readWidgetSession(storage)).toEqual({
      publicReference: 'V-2',
      path: '/r/Nordsee/2?widget=true&publicReference=V-2',
    });
  });

  it('limits the region list to the widget region', () => {
    const regions = [{ id: 1 }, { id: 2 }];
    expect(limitToWidgetRegion(regions, null)).toEqual(regions);
    expect(limitToWidgetRegion(regions, { publicReference: 'V', path: '/' })).toEqual(regions);
    expect(limitToWidgetRegion(regions, { publicReference: 'V', path: '/', regionId: 2 })).toEqual([{ id: 2 }]);
  });

  it('ignores broken stored values', () => {
    expect(parseWidgetSession('{')).toBeNull();
    expect(parseWidgetSession(JSON.stringify({ publicReference: 'V', path: 'http://evil.example/' }))).toBeNull();
    expect(parseWidgetSession(JSON.stringify({ publicReference: '', path: '/' }))).toBeNull();
  });

  it("sells only the widget vendor's chairs; the website sells every vendor's", () => {
    const widget = { publicReference: 'luebecker-bucht', path: '/' };
    expect(widgetSells(widget, 'luebecker-bucht')).toBe(true);
    expect(widgetSells(widget, 'warnow-ruegen')).toBe(false);
    expect(widgetSells(null, 'warnow-ruegen')).toBe(true);
  });

  it("lists only the cities, beaches and sections of the vendor's sections", () => {
    const scope = scopeOf([
      { id: 10, beachId: 5, cityId: 2 },
      { id: 11, beachId: 6, cityId: 2 },
    ]);
    const cities = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(inScope(cities, scope.cityIds)).toEqual([{ id: 2 }]);
    expect(inScope([{ id: 5 }, { id: 7 }], scope.beachIds)).toEqual([{ id: 5 }]);
    expect(inScope([{ id: 11 }, { id: 12 }], scope.sectionIds)).toEqual([{ id: 11 }]);
    expect(inScope(cities, undefined)).toEqual(cities);
    expect(inScope(undefined, scope.cityIds)).toEqual([]);
  });
});

describe('the search hits a widget shows (issue 29, 9b)', () => {
  const hits = [
    { kind: 'REGION' as const, id: 1, name: 'Schleswig-Holstein' },
    { kind: 'REGION' as const, id: 2, name: 'Mecklenburg-Vorpommern' },
    { kind: 'CITY' as const, id: 10, name: 'Scharbeutz' },
    { kind: 'CITY' as const, id: 20, name: 'Binz' },
    { kind: 'BEACH' as const, id: 100, name: 'Strand Scharbeutz' },
    { kind: 'BEACH' as const, id: 200, name: 'Strand Binz' },
    { kind: 'BEACH_SECTION' as const, id: 1000, name: 'Abschnitt A – Seebrücke Nord' },
    { kind: 'BEACH_SECTION' as const, id: 2000, name: 'Binz Nord' },
  ];
  const scope = scopeOf([{ id: 2000, beachId: 200, cityId: 20 }]);

  it("keeps the widget's region and the places of its vendor's sections only", () => {
    expect(hitsInScope(hits, { scope, regionId: 2 }).map((h) => h.name)).toEqual([
      'Mecklenburg-Vorpommern',
      'Binz',
      'Strand Binz',
      'Binz Nord',
    ]);
  });

  it('shows nothing while the scope loads, and everything outside widget mode', () => {
    expect(hitsInScope(hits, { regionId: 2 })).toEqual([]);
    expect(hitsInScope(hits, null)).toHaveLength(hits.length);
  });
});
