import { describe, expect, it } from '@jest/globals';
import { RateType } from '../../../common/enums.js';
import { PriceDefinition, priceFor, priceRows, RateDef, rangeRows, selectPriceDefinition, singleDayRows } from './pricing.js';

const rate = (type: RateType, priceCents: number, o: Partial<RateDef> = {}): RateDef => ({
  type, priceCents, discount: false, timeRange: null, minDays: null, ...o,
});
// The demo's rates: half days 9/11, day 15, from 3 days 13 per day, week 80, season 450, discount day 12.
const DEMO = [
  rate(RateType.MORNING, 900, { timeRange: '08-13' }),
  rate(RateType.AFTERNOON, 1100, { timeRange: '13-20' }),
  rate(RateType.DAY, 1500),
  rate(RateType.MULTI_DAY, 1300, { minDays: 3 }),
  rate(RateType.WEEK, 8000),
  rate(RateType.SEASON, 45000),
  rate(RateType.DAY, 1200, { discount: true }),
];
const def = (id: number, o: Partial<PriceDefinition> = {}): PriceDefinition => ({
  id, rowId: null, model: null, validFrom: '2026-01-01', validTo: '2027-12-31', rates: DEMO, ...o,
});

describe('price definition selection', () => {
  const defs = [
    def(1),
    def(2, { rowId: 7 }),
    def(3, { model: 'XL_BEACH_CHAIR' }),
    def(4, { rowId: 7, model: 'XL_BEACH_CHAIR' }),
    def(5, { rowId: 8, validFrom: '2026-07-01', validTo: '2026-07-31' }),
  ];

  it('takes the most specific definition that applies: row and model > row > model > section', () => {
    expect(selectPriceDefinition(defs, { rowId: 7, model: 'XL_BEACH_CHAIR' }, '2026-07-01', '2026-07-02')?.id).toBe(4);
    expect(selectPriceDefinition(defs, { rowId: 7, model: '2_SEAT_RECLINER' }, '2026-07-01', '2026-07-02')?.id).toBe(2);
    expect(selectPriceDefinition(defs, { rowId: 9, model: 'XL_BEACH_CHAIR' }, '2026-07-01', '2026-07-02')?.id).toBe(3);
    expect(selectPriceDefinition(defs, {}, '2026-07-01', '2026-07-02')?.id).toBe(1);
  });

  it('needs the validity to cover the whole range', () => {
    expect(selectPriceDefinition(defs, { rowId: 8 }, '2026-07-30', '2026-07-31')?.id).toBe(5);
    expect(selectPriceDefinition(defs, { rowId: 8 }, '2026-07-30', '2026-08-01')?.id).toBe(1);
    expect(selectPriceDefinition([def(5, { validFrom: '2026-07-01', validTo: '2026-07-31' })], {}, '2026-08-01', '2026-08-01')).toBeUndefined();
  });

  it('prefers the most recent of equally specific definitions', () => {
    const older = def(10, { validFrom: '2026-01-01' });
    const newer = def(11, { validFrom: '2026-06-01' });
    expect(selectPriceDefinition([newer, older], {}, '2026-07-01', '2026-07-01')?.id).toBe(11);
  });
});

describe('price rows', () => {
  it('shows one row per rate type for a single day, with the discount variant after the regular one', () => {
    expect(singleDayRows(DEMO)).toEqual([
      { type: RateType.MORNING, priceCents: 900, discount: false, timeRange: '08-13', days: 1 },
      { type: RateType.AFTERNOON, priceCents: 1100, discount: false, timeRange: '13-20', days: 1 },
      { type: RateType.DAY, priceCents: 1500, discount: false, timeRange: null, days: 1 },
      { type: RateType.DAY, priceCents: 1200, discount: true, timeRange: null, days: 1 },
    ]);
    expect(priceRows(DEMO, 1)).toEqual(singleDayRows(DEMO));
  });

  it('prices two days at the day rate', () => {
    expect(rangeRows(DEMO, 2)).toEqual([
      { type: RateType.DAY, priceCents: 3000, discount: false, timeRange: null, days: 2 },
      { type: RateType.DAY, priceCents: 2400, discount: true, timeRange: null, days: 2 },
    ]);
  });

  it('switches to the multi-day rate from its minimum days on', () => {
    expect(rangeRows(DEMO, 3)[0]).toMatchObject({ type: RateType.MULTI_DAY, priceCents: 3900 });
    // the discount day rate (12) beats the multi-day rate (13)
    expect(rangeRows(DEMO, 3)[1]).toMatchObject({ type: RateType.DAY, priceCents: 3600, discount: true });
  });

  it('caps at a week, counts whole weeks plus days, or one more week when that is cheaper', () => {
    expect(rangeRows(DEMO, 6)[0]).toMatchObject({ type: RateType.MULTI_DAY, priceCents: 7800 }); // 6 x 13 < 80
    expect(rangeRows(DEMO, 7)[0]).toMatchObject({ type: RateType.WEEK, priceCents: 8000 });
    expect(rangeRows(DEMO, 8)[0]).toMatchObject({ type: RateType.WEEK, priceCents: 9300 }); // 80 + 13
    expect(rangeRows(DEMO, 13)[0]).toMatchObject({ type: RateType.WEEK, priceCents: 15800 }); // 80 + 6 x 13
    const cheapWeek = [rate(RateType.DAY, 1500), rate(RateType.WEEK, 7000)];
    expect(rangeRows(cheapWeek, 13)[0]).toMatchObject({ type: RateType.WEEK, priceCents: 14000 }); // 2 weeks < 70 + 6 x 15
  });

  it('caps a long stay at the season rate', () => {
    expect(rangeRows(DEMO, 60)[0]).toMatchObject({ type: RateType.SEASON, priceCents: 45000 });
    expect(rangeRows(DEMO, 60)).toHaveLength(1); // no discount rate beats the season rate
  });

  it('works with only some rate types', () => {
    expect(rangeRows([rate(RateType.DAY, 1000)], 4)).toEqual([{ type: RateType.DAY, priceCents: 4000, discount: false, timeRange: null, days: 4 }]);
    expect(rangeRows([rate(RateType.WEEK, 5000)], 3)).toEqual([{ type: RateType.WEEK, priceCents: 5000, discount: false, timeRange: null, days: 3 }]);
    expect(rangeRows([rate(RateType.MORNING, 500, { timeRange: '08-13' })], 3)).toEqual([]);
    expect(singleDayRows([rate(RateType.WEEK, 5000)])).toEqual([]);
  });

  it('prices one chair booking by slot and discount', () => {
    expect(priceFor(DEMO, 1, 'morning', false)).toMatchObject({ type: RateType.MORNING, priceCents: 900 });
    expect(priceFor(DEMO, 1, 'day', true)).toMatchObject({ type: RateType.DAY, priceCents: 1200, discount: true });
    expect(priceFor(DEMO, 1, 'afternoon', true)).toMatchObject({ type: RateType.AFTERNOON, priceCents: 1100, discount: false });
    expect(priceFor(DEMO, 8, 'day', false)).toMatchObject({ type: RateType.WEEK, priceCents: 9300 });
  });
});
