import { describe, expect, it } from '@jest/globals';
import type { PriceCalculationDto } from '../../api/generated';
import { defaultOption, priceAreaOf, priceOptions, rangeLabel } from './priceRows';

const base = { sectionId: 1, rowId: null, model: null, priceId: 1 };
const oneDay: PriceCalculationDto = {
  ...base,
  start: '2026-07-14',
  end: '2026-07-14',
  days: 1,
  singleDay: true,
  price: 15,
  rate: 'DAY',
  discount: false,
  rows: [
    { type: 'DAY', price: 15, discount: false, range: null, label: null, days: 1 },
    { type: 'DAY', price: 12, discount: true, range: null, label: null, days: 1 },
    { type: 'AFTERNOON', price: 11, discount: false, range: '13-20', label: '13:00 - 20:00', days: 1 },
    { type: 'MORNING', price: 9, discount: false, range: '08-13', label: '08:00 - 13:00', days: 1 },
  ],
};
const threeDays: PriceCalculationDto = {
  ...base,
  start: '2026-07-14',
  end: '2026-07-16',
  days: 3,
  singleDay: false,
  price: 39,
  rate: 'MULTI_DAY',
  discount: false,
  rows: [{ type: 'MULTI_DAY', price: 39, discount: false, range: null, label: null, days: 3 }],
};

describe('price rows', () => {
  it('shows one row per rate for a single day, half days with their hours', () => {
    const options = priceOptions(oneDay, { day: true, morning: true, afternoon: false });
    expect(options.map((o) => [o.rate, o.discount, o.label, o.price, o.bookable])).toEqual([
      ['MORNING', false, '08:00 - 13:00', 9, true],
      ['AFTERNOON', false, '13:00 - 20:00', 11, false],
      ['DAY', false, null, 15, true],
      ['DAY', true, null, 12, true],
    ]);
  });

  it('shows one row for several days', () => {
    const options = priceOptions(threeDays, { day: true, morning: false, afternoon: false });
    expect(options).toEqual([
      {
        key: 'MULTI_DAY-regular',
        rate: 'MULTI_DAY',
        discount: false,
        label: null,
        price: 39,
        days: 3,
        bookable: true,
        past: false,
      },
    ]);
    expect(priceOptions(threeDays, { day: false, morning: false, afternoon: false })[0]!.bookable).toBe(false);
  });

  it('chooses error text, spinner, more-days info or rows', () => {
    expect(priceAreaOf({ errorText: 'Kein Preis', loading: false, options: [], days: 1 })).toBe('error');
    expect(priceAreaOf({ errorText: 'undefined', loading: true, options: [], days: 1 })).toBe('spinner');
    expect(priceAreaOf({ errorText: '', loading: false, options: [], days: 3 })).toBe('moreDays');
    expect(
      priceAreaOf({ errorText: undefined, loading: false, options: priceOptions(threeDays, undefined), days: 3 }),
    ).toBe('rows');
  });

  it('formats ranges and preselects the first bookable option', () => {
    expect(rangeLabel('8-13')).toBe('08:00 - 13:00');
    expect(rangeLabel(null)).toBeNull();
    expect(defaultOption(priceOptions(oneDay, { day: true, morning: false, afternoon: false }))?.rate).toBe('DAY');
  });

  it('shows the slots that ended today as past, not bookable and never preselected (issue 30)', () => {
    // 21:16: the server still said the afternoon was free (an older answer); its hours (13-20) are over.
    const options = priceOptions(
      oneDay,
      { day: true, morning: false, afternoon: true },
      { day: false, morning: true, afternoon: true },
    );
    expect(options.map((o) => [o.rate, o.discount, o.past, o.bookable])).toEqual([
      ['MORNING', false, true, false],
      ['AFTERNOON', false, true, false],
      ['DAY', false, false, true],
      ['DAY', true, false, true],
    ]);
    expect(defaultOption(options)?.rate).toBe('DAY');
    const allOver = priceOptions(
      oneDay,
      { day: true, morning: true, afternoon: true },
      { day: true, morning: true, afternoon: true },
    );
    expect(allOver.every((o) => o.past && !o.bookable)).toBe(true);
    expect(defaultOption(allOver)).toBeUndefined();
  });
});
