import { describe, expect, it } from '@jest/globals';
import { clusterPoints } from './cluster';

describe('city clusters', () => {
  it('joins points closer than the radius and keeps the others alone', () => {
    const clusters = clusterPoints(
      [
        { key: 'scharbeutz', x: 100, y: 100 },
        { key: 'timmendorf', x: 120, y: 110 },
        { key: 'travemuende', x: 130, y: 130 },
        { key: 'binz', x: 400, y: 80 },
      ],
      48,
    );
    expect(clusters.map((c) => c.keys)).toEqual([['scharbeutz', 'timmendorf', 'travemuende'], ['binz']]);
    expect(clusters[0]!.x).toBeCloseTo(116.67, 1);
  });

  it('keeps every point alone when none are close', () => {
    expect(
      clusterPoints(
        [
          { key: 'a', x: 0, y: 0 },
          { key: 'b', x: 100, y: 0 },
        ],
        48,
      ),
    ).toHaveLength(2);
  });
});
