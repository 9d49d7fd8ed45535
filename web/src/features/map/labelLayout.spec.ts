import { describe, expect, it } from '@jest/globals';
import { declutter, overlaps, type Box } from './labelLayout';

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
});
