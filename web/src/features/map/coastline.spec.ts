import { describe, expect, it } from '@jest/globals';
// The build-time cut of the coast (web/scripts/coastline.mjs), run here on the real world-atlas data.
import { buildCoastline, clipLand, roundRing } from '../../../scripts/coastline.mjs';

type Ring = number[][];
const inRing = ([x, y]: [number, number], ring: Ring) => {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as [number, number];
    const [xj, yj] = ring[j] as [number, number];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

describe('the coastline cut at build time', () => {
  const land = buildCoastline();
  const polygons = land.features[0]!.geometry.coordinates as Ring[][];
  const onLand = (point: [number, number]) =>
    polygons.some(([outer, ...holes]) => inRing(point, outer!) && !holes.some((hole) => inRing(point, hole)));

  it('has the islands and bays people know: Sylt, Fehmarn, Rügen on land; the Lübeck Bay and the North Sea water', () => {
    expect(onLand([8.31, 54.9])).toBe(true); // Sylt, Westerland
    expect(onLand([11.15, 54.46])).toBe(true); // Fehmarn
    expect(onLand([13.4, 54.45])).toBe(true); // Rügen
    expect(onLand([10.3, 53.9])).toBe(true); // Holstein, inland
    expect(onLand([10.9, 54.05])).toBe(false); // Lübeck Bay
    expect(onLand([7.5, 54.5])).toBe(false); // North Sea
    expect(onLand([8.5, 54.75])).toBe(true); // Föhr
    expect(onLand([8.55, 54.8])).toBe(false); // the Wadden Sea between Sylt and Föhr
  });

  it('stays inside the cut and small', () => {
    const positions = polygons.flat(2);
    expect(Math.min(...positions.map(([lng]) => lng!))).toBeGreaterThanOrEqual(4.5);
    expect(Math.max(...positions.map(([lat]) => lat!))).toBeLessThanOrEqual(56.3);
    expect(JSON.stringify(land).length).toBeLessThan(100_000);
  });

  it('rounds to 4 decimals, drops repeated positions and rings too small to draw', () => {
    expect(
      roundRing([
        [1.00001, 2],
        [1.00002, 2],
        [1.5, 2],
        [1.5, 2.5],
        [1.00001, 2],
      ]),
    ).toEqual([
      [1, 2],
      [1.5, 2],
      [1.5, 2.5],
      [1, 2],
    ]);
    expect(
      roundRing([
        [1, 2],
        [1.00001, 2],
        [1, 2.00001],
        [1, 2],
      ]),
    ).toBeUndefined();
  });

  it('cuts a polygon crossing the box to the box', () => {
    const cut = clipLand(
      {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [10, 0],
            [10, 10],
            [0, 10],
            [0, 0],
          ],
        ],
      },
      [5, 5, 20, 20],
    );
    const ring = cut.features[0]!.geometry.coordinates[0]![0]!;
    expect(Math.min(...ring.map(([x]) => x!))).toBe(5);
    expect(Math.max(...ring.map(([x]) => x!))).toBe(10);
  });
});
