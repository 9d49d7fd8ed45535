import { describe, expect, it } from '@jest/globals';
import { boundsOf, isValidPoint, isValidPolygon } from './geo';

const square = [
  [10, 54],
  [11, 54],
  [11, 55],
  [10, 55],
  [10, 54],
];

describe('isValidPoint', () => {
  it('accepts a point of two finite numbers in range', () => {
    expect(isValidPoint({ type: 'Point', coordinates: [10.12, 54.33] })).toBe(true);
  });

  it.each([
    ['null', null],
    ['a polygon', { type: 'Polygon', coordinates: [square] }],
    ['one number', { type: 'Point', coordinates: [10] }],
    ['three numbers', { type: 'Point', coordinates: [10, 54, 3] }],
    ['a string', { type: 'Point', coordinates: ['10', 54] }],
    ['NaN', { type: 'Point', coordinates: [Number.NaN, 54] }],
    ['Infinity', { type: 'Point', coordinates: [10, Number.POSITIVE_INFINITY] }],
    ['a latitude beyond 90', { type: 'Point', coordinates: [10, 91] }],
    ['no coordinates', { type: 'Point' }],
  ])('rejects %s', (_name, geometry) => {
    expect(isValidPoint(geometry)).toBe(false);
  });
});

describe('isValidPolygon', () => {
  it('accepts rings of number pairs', () => {
    expect(isValidPolygon({ type: 'Polygon', coordinates: [square] })).toBe(true);
  });

  it.each([
    ['no rings', { type: 'Polygon', coordinates: [] }],
    ['a ring too short', { type: 'Polygon', coordinates: [[[1, 2]]] }],
    ['a position with one number', { type: 'Polygon', coordinates: [[...square.slice(0, 4), [10]]] }],
    ['a position that is not a number', { type: 'Polygon', coordinates: [[...square.slice(0, 4), [10, null]]] }],
    ['a point', { type: 'Point', coordinates: [10, 54] }],
    ['undefined', undefined],
  ])('rejects %s', (_name, geometry) => {
    expect(isValidPolygon(geometry)).toBe(false);
  });
});

describe('boundsOf', () => {
  it('returns the south-west and north-east corners', () => {
    expect(
      boundsOf([
        [10.75, 54.02],
        [8.31, 54.91],
        [11, 54.37],
      ]),
    ).toEqual([
      [8.31, 54.02],
      [11, 54.91],
    ]);
  });

  it('returns undefined without positions', () => {
    expect(boundsOf([])).toBeUndefined();
  });
});
