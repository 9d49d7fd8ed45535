import { describe, expect, it } from '@jest/globals';
import { labelPosition, labelsOf, pinStateOf, polygonsOf } from './scene';

const square = {
  type: 'Polygon' as const,
  coordinates: [
    [
      [10, 54],
      [10.002, 54],
      [10.002, 54.002],
      [10, 54.002],
      [10, 54],
    ],
  ],
};

describe('map scene', () => {
  it('skips invalid geometry silently', () => {
    const polygons = polygonsOf(
      [
        { id: 1, name: 'Gut', geoJson: square, path: '/b/x' },
        { id: 2, name: 'Kaputt', geoJson: { type: 'Polygon', coordinates: [[[10, 'a']]] } },
        { id: 3, name: 'Leer', geoJson: null },
      ],
      'beach',
    );
    expect(polygons.map((polygon) => polygon.name)).toEqual(['Gut']);
  });

  it('puts a drill-down label in the middle of each polygon with a path', () => {
    const [lng, lat] = labelPosition(square);
    expect(lng).toBeCloseTo(10.001, 9);
    expect(lat).toBeCloseTo(54.001, 9);
    const labels = labelsOf(
      polygonsOf([{ id: 1, name: 'Gut', geoJson: square, path: '/b/x' }], 'beach'),
      (name) => `Öffnen: ${name}`,
    );
    expect(labels).toMatchObject([{ kind: 'label', name: 'Gut', path: '/b/x', label: 'Öffnen: Gut' }]);
  });

  it('maps availability states to pin states', () => {
    expect(pinStateOf('FREE')).toBe('free');
    expect(pinStateOf('BOOKED')).toBe('booked');
    expect(pinStateOf('RESERVED')).toBe('reserved');
    expect(pinStateOf('STOP_SALE')).toBe('stopSale');
    expect(pinStateOf('BOOKED_MORNING')).toBe('partial');
    expect(pinStateOf('FREE', true)).toBe('own');
  });
});
