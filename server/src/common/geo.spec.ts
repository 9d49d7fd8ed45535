import { describe, expect, it } from '@jest/globals';
import { isValidPoint, isValidPolygon } from './geo.js';

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
    expect(isValidPolygon({ type: 'Polygon', coordinates: [[[10, 54], [10.1, 54], [10.1, 54.1], [10, 54]]] })).toBe(true);
  });
  it.each([
    [{ type: 'Polygon', coordinates: [[[10, 54], [10.1, 54], [10.1, 54.1], [10, 54.1]]] }],
    [{ type: 'Polygon', coordinates: [[[10, 54], [10.1, 54], [10, 54]]] }],
    [{ type: 'Polygon', coordinates: [] }],
    [{ type: 'Polygon', coordinates: [[[10, 54], [10.1, 54, 3], [10.1, 54.1], [10, 54]]] }],
    [{ type: 'Point', coordinates: [10, 54] }],
  ])('refuses %j as a polygon', (value) => expect(isValidPolygon(value)).toBe(false));
});
