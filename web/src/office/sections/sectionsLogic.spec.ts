import { describe, expect, it } from '@jest/globals';
import type { RowDto, VendorSectionDto } from '../api/officeApi';
import {
  chairNumbers,
  chairRowItems,
  cornersText,
  parseCorners,
  parseSpacing,
  emptySectionForm,
  metresBetween,
  nextChairNumber,
  pointsAlongLine,
  reorderRow,
  serverReason,
  sectionChanges,
  sectionToForm,
  toPolygon,
  validateSectionForm,
  withoutDoubledWord,
  type LngLat,
} from './sectionsLogic';

describe('pointsAlongLine', () => {
  // About 100 m east-west at 54° N.
  const line: LngLat[] = [
    [10.75, 54.0],
    [10.751528, 54.0],
  ];

  it('spreads the chairs evenly from start to end without a spacing', () => {
    const points = pointsAlongLine(line, 5)!;
    expect(points).toHaveLength(5);
    expect(points[0]).toEqual(line[0]);
    expect(points[4]).toEqual(line[1]);
    const gaps = points.slice(1).map((p, i) => metresBetween(points[i]!, p));
    gaps.forEach((gap) => expect(gap).toBeCloseTo(gaps[0]!, 3));
  });

  it('places them every few metres from the start with a spacing', () => {
    const points = pointsAlongLine(line, 10, 3)!;
    expect(points).toHaveLength(10);
    expect(metresBetween(points[0]!, points[9]!)).toBeCloseTo(27, 1);
  });

  it('follows a polyline round its corner', () => {
    const corner: LngLat[] = [
      [10.75, 54.0],
      [10.75003, 54.0],
      [10.75003, 54.00009],
    ];
    const first = metresBetween(corner[0]!, corner[1]!);
    const points = pointsAlongLine(corner, 3, first)!;
    expect(points[1]).toEqual(corner[1]);
    expect(points[2]![0]).toBeCloseTo(10.75003, 7);
    expect(points[2]![1]).toBeGreaterThan(54.0);
  });

  it('refuses a line too short for the chairs, a point and no chairs', () => {
    expect(pointsAlongLine(line, 50, 3)).toBeUndefined();
    expect(pointsAlongLine([line[0]!], 3)).toBeUndefined();
    expect(pointsAlongLine(line, 0)).toBeUndefined();
  });

  it('one chair stands at the start', () => {
    expect(pointsAlongLine(line, 1)).toEqual([line[0]]);
  });
});

describe('chair numbers', () => {
  it('counts on from a number, with a prefix, keeping leading zeros', () => {
    expect(chairNumbers('7', 3)).toEqual(['7', '8', '9']);
    expect(chairNumbers('A1', 2)).toEqual(['A1', 'A2']);
    expect(chairNumbers('B09', 2)).toEqual(['B09', 'B10']);
    expect(chairNumbers('Korb', 2)).toBeUndefined();
  });

  it('suggests the number after the highest one', () => {
    expect(nextChairNumber(['1', '12', 'A3'])).toBe('13');
    expect(nextChairNumber([])).toBe('1');
  });
});

describe('toPolygon', () => {
  it('closes the ring and needs three corners', () => {
    expect(
      toPolygon([
        [1, 1],
        [2, 1],
        [2, 2],
      ]),
    ).toEqual({
      type: 'Polygon',
      coordinates: [
        [
          [1, 1],
          [2, 1],
          [2, 2],
          [1, 1],
        ],
      ],
    });
    expect(
      toPolygon([
        [1, 1],
        [2, 1],
      ]),
    ).toBeUndefined();
  });
});

describe('reorderRow', () => {
  const rows = [
    { id: 1, sectionId: 9, name: 'A', position: 0, geoJson: null },
    { id: 2, sectionId: 9, name: 'B', position: 0, geoJson: null },
    { id: 3, sectionId: 9, name: 'C', position: 5, geoJson: null },
  ] as RowDto[];

  it('swaps a row with its neighbour and numbers the positions', () => {
    expect(reorderRow(rows, 3, -1)).toEqual([
      { id: 3, position: 1 },
      { id: 2, position: 2 },
    ]);
  });

  it('does nothing at the edges', () => {
    expect(reorderRow(rows, 1, -1)).toEqual([]);
    expect(reorderRow(rows, 3, 1)).toEqual([]);
  });
});

describe('the section form', () => {
  const section = {
    id: 4,
    name: 'Abschnitt A',
    description: null,
    onlineBooking: true,
    locationId: 2,
    beachId: 3,
    geoJson: null,
  } as unknown as VendorSectionDto;

  it('sends only what changed', () => {
    const form = { ...sectionToForm(section), description: ' Nahe der Brücke ', onlineBooking: false };
    expect(sectionChanges(section, form, null)).toEqual({ description: 'Nahe der Brücke', onlineBooking: false });
  });

  it('needs a name, a location, a beach and an outline', () => {
    const outline = toPolygon([
      [1, 1],
      [2, 1],
      [2, 2],
    ])!;
    expect(validateSectionForm(emptySectionForm(), outline)).toBe('nameRequired');
    expect(validateSectionForm({ ...emptySectionForm(), name: 'X' }, outline)).toBe('locationRequired');
    expect(validateSectionForm({ ...emptySectionForm(2), name: 'X' }, outline)).toBe('beachRequired');
    expect(validateSectionForm({ ...emptySectionForm(2, 3), name: 'X' }, null)).toBe('outlineRequired');
    expect(validateSectionForm({ ...emptySectionForm(2, 3), name: 'X' }, outline)).toBeUndefined();
  });
});

describe('a row of chairs', () => {
  it('numbers the chairs on from the start, in the row, in line order', () => {
    const items = chairRowItems({ sectionId: 4, rowId: 7, model: 'DAYBED', start: '11', firstPosition: 3 }, [
      [10.1, 54.1],
      [10.2, 54.1],
    ]);
    expect(items).toEqual([
      {
        sectionId: 4,
        rowId: 7,
        publicNumber: '11',
        model: 'DAYBED',
        position: 3,
        geoJson: { type: 'Point', coordinates: [10.1, 54.1] },
      },
      {
        sectionId: 4,
        rowId: 7,
        publicNumber: '12',
        model: 'DAYBED',
        position: 4,
        geoJson: { type: 'Point', coordinates: [10.2, 54.1] },
      },
    ]);
    expect(
      chairRowItems({ sectionId: 4, rowId: null, model: 'DAYBED', start: 'x', firstPosition: 0 }, [[1, 1]]),
    ).toBeUndefined();
  });

  it('reads a spacing with a comma or a point; empty spreads evenly', () => {
    expect(parseSpacing('2,5')).toBe(2.5);
    expect(parseSpacing('3')).toBe(3);
    expect(parseSpacing(' ')).toBeNull();
    expect(parseSpacing('-1')).toBeUndefined();
    expect(parseSpacing('abc')).toBeUndefined();
  });
});

describe('serverReason', () => {
  it("reads the server's reason of an INVALID_GEOMETRY", () => {
    const error = {
      status: 400,
      data: { errorType: 'INVALID_GEOMETRY', payload: { field: 'geoJson', reason: 'Self-intersection[10.7 54]' } },
    };
    expect(serverReason(error)).toBe('Self-intersection[10.7 54]');
    expect(serverReason({ status: 403, data: { errorType: 'FORBIDDEN' } })).toBeUndefined();
    expect(serverReason(undefined)).toBeUndefined();
  });
});

describe('corners as text (the keyboard way to an outline)', () => {
  const outline = toPolygon([
    [10.75, 54.0],
    [10.76, 54.0],
    [10.76, 54.01],
  ])!;

  it('writes one corner per line and reads it back', () => {
    expect(cornersText(outline)).toBe('10.75, 54\n10.76, 54\n10.76, 54.01');
    expect(parseCorners(cornersText(outline))).toEqual(outline);
    expect(parseCorners('10.75 54\n10.76 54\n\n10.76 54.01\n')).toEqual(outline);
  });

  it('refuses a line that is no position, and fewer than three corners', () => {
    expect(parseCorners('10.75, 54\n10.76\n10.76, 54.01')).toBeUndefined();
    expect(parseCorners('10.75, 54\n200, 54\n10.76, 54.01')).toBeUndefined();
    expect(parseCorners('10.75, 54\n10.76, 54')).toBeUndefined();
  });
});

describe('a section title', () => {
  it('says the word once when the name starts with it (issue 29: "Abschnitt Abschnitt A")', () => {
    expect(withoutDoubledWord('Abschnitt Abschnitt A – Seebrücke Nord')).toBe('Abschnitt A – Seebrücke Nord');
    expect(withoutDoubledWord('Section Section B')).toBe('Section B');
    expect(withoutDoubledWord('Abschnitt Nord')).toBe('Abschnitt Nord');
    expect(withoutDoubledWord('Abschnitt Abschnittsweise')).toBe('Abschnitt Abschnittsweise');
  });
});
