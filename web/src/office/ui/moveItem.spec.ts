import { describe, expect, it } from '@jest/globals';
import { moveItem } from './moveItem';

describe('moveItem', () => {
  it('moves an item earlier, later, to either end, and leaves the input alone', () => {
    const items = ['a', 'b', 'c', 'd'];
    expect(moveItem(items, 2, 1)).toEqual(['a', 'c', 'b', 'd']);
    expect(moveItem(items, 0, 1)).toEqual(['b', 'a', 'c', 'd']);
    expect(moveItem(items, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(items, 0, 3)).toEqual(['b', 'c', 'd', 'a']);
    expect(items).toEqual(['a', 'b', 'c', 'd']);
  });
});
