import { describe, expect, it } from '@jest/globals';
import type { PublicExtraDto } from '../../api/generated';
import { activeType, changeCount, extrasOfType, selectionItems, selectionTotal, visibleTypes } from './extrasSelection';

const extra = (id: number, name: string, price: number, type: PublicExtraDto['type']) => ({ id, name, price, type });
const extras = [
  extra(1, 'Fischbrötchen', 4.5, 'FOOD'),
  extra(2, 'Mineralwasser', 0.1, 'BEVERAGES'),
  extra(3, 'Sandspielzeug', 6, 'TOYS'),
  extra(4, 'Flensburger Pils', 3.2, 'ALCOHOLIC_BEVERAGES'),
];

describe('category tabs', () => {
  it('lists the categories present in a fixed order', () => {
    expect(visibleTypes(extras, '')).toEqual(['FOOD', 'BEVERAGES', 'ALCOHOLIC_BEVERAGES', 'TOYS']);
  });

  it('keeps only categories with matches for the search (case-insensitive)', () => {
    expect(visibleTypes(extras, 'WASSER')).toEqual(['BEVERAGES']);
    expect(extrasOfType(extras, 'BEVERAGES', 'wasser').map((e) => e.id)).toEqual([2]);
  });

  it('finds an extra by its English name too, in either language (issue 30 item 9)', () => {
    const parasol = { ...extra(5, 'Sonnenschirm', 5, 'ACCESSOIRES'), nameEn: 'Parasol' };
    expect(visibleTypes([...extras, parasol], 'parasol')).toEqual(['ACCESSOIRES']);
    expect(extrasOfType([...extras, parasol], 'ACCESSOIRES', 'PARA').map((e) => e.id)).toEqual([5]);
    expect(extrasOfType([...extras, parasol], 'ACCESSOIRES', 'sonnen').map((e) => e.id)).toEqual([5]);
    expect(visibleTypes([...extras, { ...parasol, nameEn: null }], 'parasol')).toEqual([]);
  });

  it('defaults to FOOD, else the first category; a chosen tab stays while visible', () => {
    expect(activeType(null, ['BEVERAGES', 'FOOD'])).toBe('FOOD');
    expect(activeType(null, ['TOYS'])).toBe('TOYS');
    expect(activeType('TOYS', ['FOOD', 'TOYS'])).toBe('TOYS');
    expect(activeType('TOYS', ['FOOD'])).toBe('FOOD');
    expect(activeType(null, [])).toBeNull();
  });
});

describe('counters and total', () => {
  it('never goes below 0 and has no upper bound', () => {
    let counts = changeCount({}, 2, -1);
    expect(counts).toEqual({});
    for (let i = 0; i < 30; i += 1) counts = changeCount(counts, 2, 1);
    expect(counts[2]).toBe(30);
  });

  it('totals in cents (3 × 0,10 € is 0,30 €)', () => {
    expect(selectionTotal(extras, { 2: 3 })).toBe(0.3);
    expect(selectionTotal(extras, { 1: 2, 3: 1 })).toBe(15);
    expect(selectionTotal(extras, {})).toBe(0);
  });

  it('turns the counts into the bulk request items', () => {
    expect(selectionItems(changeCount(changeCount({ 1: 2 }, 3, 1), 1, -1))).toEqual([
      { extraId: 1, amount: 1 },
      { extraId: 3, amount: 1 },
    ]);
  });
});
