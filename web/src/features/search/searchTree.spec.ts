import { describe, expect, it } from '@jest/globals';
import { toTreeRows, type DestinationHit } from './searchTree';

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
