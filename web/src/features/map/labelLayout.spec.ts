import { describe, expect, it } from '@jest/globals';
import { contains, declutter, insideOffset, overlaps, type Box } from './labelLayout';

const box = (left: number, top: number, width = 60, height = 20): Box => ({ left, top, width, height });
const moved = (b: Box, [dx, dy]: [number, number]): Box => ({ ...b, left: b.left + dx, top: b.top + dy });

describe('label layout', () => {
  it('leaves labels that do not touch where they are', () => {
    expect(declutter([box(0, 0), box(100, 0), box(0, 40)])).toEqual([
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('moves stacked row labels apart until none covers another (Reihe 2 under Reihe 1 and 3)', () => {
    // Four row labels 8 px apart: at the section's fit they would lie on top of each other.
    const labels = [box(100, 100), box(100, 108), box(100, 116), box(100, 124)];
    const placed = declutter(labels).map((offset, index) => moved(labels[index]!, offset));
    for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
    // The first keeps its place; the others move by at most a few label heights.
    expect(placed[0]).toEqual(labels[0]);
    for (const [i, b] of placed.entries()) expect(Math.abs(b.top - labels[i]!.top)).toBeLessThanOrEqual(3 * 23);
  });

  it('keeps labels off the fixed boxes (chair pins)', () => {
    const pin = box(100, 100, 30, 20);
    const [offset] = declutter([box(95, 102)], [pin]);
    expect(overlaps(moved(box(95, 102), offset!), pin)).toBe(false);
  });

  it('counts a gap of a few pixels as touching, so a click never lands between two labels on the wrong one', () => {
    expect(overlaps(box(0, 0), box(0, 21))).toBe(true);
    expect(overlaps(box(0, 0), box(0, 30))).toBe(false);
  });

  it('moves a label at the edge of the map inside it, on every side (issue 30: markers were cut off)', () => {
    const map = box(0, 0, 390, 420);
    expect(insideOffset(box(-48, 189, 232, 28), map)).toEqual([48, 0]);
    expect(insideOffset(box(356, 215, 48, 35), map)).toEqual([-14, 0]);
    expect(insideOffset(box(245, 410, 66, 35), map)).toEqual([0, -25]);
    expect(insideOffset(box(100, 100), map)).toEqual([0, 0]);
    // Wider than the map: its start is kept in view.
    expect(insideOffset(box(-10, 0, 500, 20), map)).toEqual([10, 0]);
    const labels = [box(-48, 189, 232, 28), box(-20, 195, 60, 20), box(360, 400)];
    const placed = declutter(labels, [], map).map((offset, index) => moved(labels[index]!, offset));
    for (const label of placed) expect(contains(map, label)).toBe(true);
    for (const [i, a] of placed.entries()) for (const b of placed.slice(i + 1)) expect(overlaps(a, b)).toBe(false);
  });
});
