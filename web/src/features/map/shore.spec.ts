import { describe, expect, it } from '@jest/globals';
import type { GeoJsonPolygon } from '../../api/generated';
import { entrancePosition, labelPosition, labelsOf, rowLabelPlacement, rowNearestSea, seaBeside, seaOf } from './scene';

const polygon = (corners: [number, number][]): GeoJsonPolygon => ({
  type: 'Polygon',
  coordinates: [[...corners, corners[0]!]],
});
// A row running east-west (about 650 m by 55 m) and a beach running north-south on Sylt's west coast.
const eastWestRow = polygon([
  [10, 54],
  [10.01, 54],
  [10.01, 54.0005],
  [10, 54.0005],
]);
const sylt = polygon([
  [8.3, 54.9],
  [8.301, 54.9],
  [8.301, 54.92],
  [8.3, 54.92],
]);

describe('row labels', () => {
  it('stand at the west end of an east-west row (end 0) or its east end (end 1), beside the row', () => {
    expect(rowLabelPlacement(eastWestRow, 0)).toEqual({ lngLat: [10, 54.00025], anchor: 'right' });
    expect(rowLabelPlacement(eastWestRow, 1)).toEqual({ lngLat: [10.01, 54.00025], anchor: 'left' });
  });

  it('stand at the south or north end of a row running north-south', () => {
    expect(rowLabelPlacement(sylt, 0)).toEqual({ lngLat: [8.3005, 54.9], anchor: 'top' });
    expect(rowLabelPlacement(sylt, 1)).toEqual({ lngLat: [8.3005, 54.92], anchor: 'bottom' });
  });

  it('alternate ends from one row to the next, while other places keep their centred labels', () => {
    const rows = [0, 1, 2].map((i) => ({
      id: `row-${i}`,
      name: `Reihe ${i + 1}`,
      kind: 'row' as const,
      path: `/r/${i}`,
      geometry: polygon([
        [10, 54 + i * 0.001],
        [10.01, 54 + i * 0.001],
        [10.01, 54.0005 + i * 0.001],
        [10, 54.0005 + i * 0.001],
      ]),
    }));
    const labels = labelsOf(rows, (name) => `${name} öffnen`);
    expect(labels.map((label) => label.kind === 'label' && label.anchor)).toEqual(['right', 'left', 'right']);
    expect(labelsOf([{ ...rows[1]!, current: true }], (name) => name)[0]).toMatchObject({ current: true });
    expect(labels[0]).not.toHaveProperty('current');
    const beach = labelsOf([{ ...rows[0]!, kind: 'beach' }], (name) => name)[0]!;
    expect(beach.lngLat).toEqual(labelPosition(rows[0]!.geometry));
  });
});

describe('entrance', () => {
  it('sits on the middle of the outline edge facing the town', () => {
    const [lng, lat] = entrancePosition(eastWestRow, [10.005, 53.99]);
    expect([lng, lat]).toEqual([expect.closeTo(10.005, 9), 54]);
    expect(entrancePosition(sylt, [8.31, 54.91])).toEqual([8.301, expect.closeTo(54.91, 9)]);
  });

  it('falls back to the middle of the outline without a town', () => {
    expect(entrancePosition(sylt, undefined)).toEqual(labelPosition(sylt));
  });
});

describe('water beside a beach', () => {
  it('lies on the side away from the town: west of Westerland, from the beach edge outwards', () => {
    const sea = seaBeside(sylt, [8.31, 54.91])!;
    const ring = sea.coordinates[0]!;
    expect(ring).toHaveLength(5);
    expect(ring[0]).toEqual(ring[4]);
    // Starts at the beach's west edge and reaches kilometres out; runs past both ends of the beach.
    expect(Math.max(...ring.map(([lng]) => lng!))).toBeCloseTo(8.3, 6);
    expect(Math.min(...ring.map(([lng]) => lng!))).toBeLessThan(8.2);
    expect(Math.min(...ring.map(([, lat]) => lat!))).toBeLessThan(54.9);
    expect(Math.max(...ring.map(([, lat]) => lat!))).toBeGreaterThan(54.92);
  });

  it('turns with the town: a town to the west puts the water east', () => {
    const ring = seaBeside(sylt, [8.29, 54.91])!.coordinates[0]!;
    expect(Math.min(...ring.map(([lng]) => lng!))).toBeCloseTo(8.301, 6);
  });

  it('is left out without a town, and named sea for the layer that draws it', () => {
    expect(seaBeside(sylt, undefined)).toBeUndefined();
    expect(seaOf([{ geometry: sylt }], undefined)).toEqual([]);
    expect(seaOf([{ geometry: sylt }], [8.31, 54.91]).map((p) => p.kind)).toEqual(['sea']);
  });
});

describe('row nearest the sea', () => {
  // Three rows along Sylt's beach (north-south), each 0.0003° (about 19 m) wide: row 1 in the east, row 3 in the west.
  const rows = [0, 1, 2].map((i) => ({
    id: 11 + i,
    geoJson: polygon([
      [8.3009 - i * 0.0003, 54.901],
      [8.3009 - i * 0.0003 + 0.0002, 54.901],
      [8.3009 - i * 0.0003 + 0.0002, 54.919],
      [8.3009 - i * 0.0003, 54.919],
    ]),
  }));

  it('is the row on the side of the drawn water: west of Westerland the westmost row', () => {
    expect(rowNearestSea(rows, sylt, [8.31, 54.91])).toBe(13);
    // A town to the west puts the water east: the eastmost row.
    expect(rowNearestSea(rows, sylt, [8.29, 54.91])).toBe(11);
  });

  it('is not known without a town, a shore, two rows with outlines, or a row clearly ahead', () => {
    expect(rowNearestSea(rows, sylt, undefined)).toBeUndefined();
    expect(rowNearestSea(rows, null, [8.31, 54.91])).toBeUndefined();
    expect(rowNearestSea([rows[0]!, { id: 12, geoJson: null }], sylt, [8.31, 54.91])).toBeUndefined();
    // Rows side by side along the shore (running towards the water): none is nearer.
    const across = [0, 1].map((i) => ({
      id: i,
      geoJson: polygon([
        [8.3002, 54.905 + i * 0.001],
        [8.3008, 54.905 + i * 0.001],
        [8.3008, 54.9055 + i * 0.001],
        [8.3002, 54.9055 + i * 0.001],
      ]),
    }));
    expect(rowNearestSea(across, sylt, [8.31, 54.905])).toBeUndefined();
  });
});
