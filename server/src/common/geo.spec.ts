import { describe, expect, it } from '@jest/globals';
import { isValidPoint, isValidPolygon, POLYGON_LIMITS } from './geo.js';

describe('GeoJSON validation', () => {
  it('accepts a point of two numbers in range', () => {
    expect(isValidPoint({ type: 'Point', coordinates: [10.75, 54.01] })).toBe(true);
  });
  it.each([
    [{ type: 'Point', coordinates: [10.75] }],
    [{ type: 'Point', coordinates: [10.75, '54'] }],
    [{ type: 'Point', coordinates: [181, 54] }],
    [{ type: 'Point', coordinates: [10, -91] }],
    [{ type: 'Point', coordinates: [Number.NaN, 54] }],
    [{ type: 'Polygon', coordinates: [10, 54] }],
    [null],
  ])('refuses %j as a point', (value) => expect(isValidPoint(value)).toBe(false));

  it('accepts closed rings of at least four positions', () => {
    expect(
      isValidPolygon({
        type: 'Polygon',
        coordinates: [
          [
            [10, 54],
            [10.1, 54],
            [10.1, 54.1],
            [10, 54],
          ],
        ],
      }),
    ).toBe(true);
  });
  it.each([
    [
      {
        type: 'Polygon',
        coordinates: [
          [
            [10, 54],
            [10.1, 54],
            [10.1, 54.1],
            [10, 54.1],
          ],
        ],
      },
    ],
    [
      {
        type: 'Polygon',
        coordinates: [
          [
            [10, 54],
            [10.1, 54],
            [10, 54],
          ],
        ],
      },
    ],
    [{ type: 'Polygon', coordinates: [] }],
    [
      {
        type: 'Polygon',
        coordinates: [
          [
            [10, 54],
            [10.1, 54, 3],
            [10.1, 54.1],
            [10, 54],
          ],
        ],
      },
    ],
    [{ type: 'Point', coordinates: [10, 54] }],
  ])('refuses %j as a polygon', (value) => expect(isValidPolygon(value)).toBe(false));

  it('refuses polygons past POLYGON_LIMITS (a 20,000-point ring, too many rings), accepts one at the cap', () => {
    const ring = (n: number) => {
      const points = Array.from({ length: n - 1 }, (_, i) => [
        10 + 0.01 * Math.cos((2 * Math.PI * i) / (n - 1)),
        54 + 0.01 * Math.sin((2 * Math.PI * i) / (n - 1)),
      ]);
      return [...points, points[0]];
    };
    expect(isValidPolygon({ type: 'Polygon', coordinates: [ring(POLYGON_LIMITS.positions)] })).toBe(true);
    expect(isValidPolygon({ type: 'Polygon', coordinates: [ring(POLYGON_LIMITS.positions + 1)] })).toBe(false);
    expect(isValidPolygon({ type: 'Polygon', coordinates: [ring(20_000)] })).toBe(false);
    expect(isValidPolygon({ type: 'Polygon', coordinates: Array.from({ length: POLYGON_LIMITS.rings + 1 }, () => ring(4)) })).toBe(false);
  });
});
