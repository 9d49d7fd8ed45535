import { describe, expect, it } from '@jest/globals';
import { filterTree, pathOfHit, toTreeRows, type DestinationHit } from './searchTree';

describe('toTreeRows', () => {
  it('puts each hit under its parent, indented by kind', () => {
    const hits: DestinationHit[] = [
      { kind: 'BEACH_SECTION', id: 7, name: 'Abschnitt 1', parentId: 5, match: false },
      { kind: 'CITY', id: 3, name: 'Scharbeutz', parentId: 1, match: false },
      { kind: 'REGION', id: 1, name: 'Ostsee', parentId: null, match: false },
      { kind: 'BEACH', id: 5, name: 'Hauptstrand', parentId: 3, match: false },
    ];
    expect(toTreeRows(hits).map((row) => [row.name, row.indent])).toEqual([
      ['Ostsee', 0],
      ['Scharbeutz', 20],
      ['Hauptstrand', 32],
      ['Abschnitt 1', 48],
    ]);
  });

  it('does not confuse ids of different kinds and keeps orphans as roots', () => {
    const hits: DestinationHit[] = [
      { kind: 'CITY', id: 1, name: 'Kiel', parentId: 9, match: false },
      { kind: 'BEACH', id: 1, name: 'Falckenstein', parentId: 1, match: false },
    ];
    expect(toTreeRows(hits).map((row) => row.name)).toEqual(['Kiel', 'Falckenstein']);
  });
});

describe('filterTree', () => {
  const rows = toTreeRows([
    { kind: 'REGION', id: 1, name: 'Ostsee', parentId: null, match: false },
    { kind: 'CITY', id: 3, name: 'Scharbeutz', parentId: 1, match: true },
    { kind: 'BEACH', id: 5, name: 'Hauptstrand', parentId: 3, match: false },
    { kind: 'BEACH_SECTION', id: 7, name: 'Abschnitt A', parentId: 5, match: false },
    { kind: 'CITY', id: 4, name: 'Binz', parentId: 1, match: false },
  ]);

  it('matches case-insensitively and keeps the parents and children of a match', () => {
    expect(filterTree(rows, 'SCHAR').map((row) => row.name)).toEqual([
      'Ostsee',
      'Scharbeutz',
      'Hauptstrand',
      'Abschnitt A',
    ]);
    expect(filterTree(rows, 'abschnitt').map((row) => row.name)).toEqual([
      'Ostsee',
      'Scharbeutz',
      'Hauptstrand',
      'Abschnitt A',
    ]);
    expect(filterTree(rows, 'binz').map((row) => row.name)).toEqual(['Ostsee', 'Binz']);
    expect(filterTree(rows, '')).toHaveLength(5);
    expect(filterTree(rows, 'xyz')).toEqual([]);
  });

  it('builds the route of a hit from the names of its parents', () => {
    const build = {
      region: (r: string, id: number) => `/r/${r}/${id}`,
      city: (r: string, c: string, id: number) => `/c/${r}/${c}/${id}`,
      beach: (r: string, c: string, b: string, id: number) => `/b/${r}/${c}/${b}/${id}`,
      section: (r: string, c: string, s: string, id: number) => `/s/${r}/${c}/${s}/${id}`,
    };
    expect(pathOfHit(rows[3]!, rows, build)).toBe('/s/Ostsee/Scharbeutz/Abschnitt A/7');
    expect(pathOfHit(rows[2]!, rows.slice(2), build)).toBe('/b/-/-/Hauptstrand/5');
  });
});
