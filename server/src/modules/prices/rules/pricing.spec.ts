import { describe, expect, it } from '@jest/globals';
import { RateType } from '../../../common/enums.js';
import {
  applicableRates,
  chairPrice,
  PriceDefinition,
  priceAtRate,
  priceRows,
  RateDef,
  rangeRows,
  selectPriceDefinition,
  singleDayRows,
} from './pricing.js';

const rate = (type: RateType, priceCents: number, o: Partial<RateDef> = {}): RateDef => ({
  type,
  priceCents,
  discount: false,
  timeRange: null,
  minDays: null,
  ...o,
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
  id,
  rowId: null,
  model: null,
  validFrom: '2026-01-01',
  validTo: '2027-12-31',
  rates: DEMO,
  ...o,
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
    expect(
      selectPriceDefinition([def(5, { validFrom: '2026-07-01', validTo: '2026-07-31' })], {}, '2026-08-01', '2026-08-01'),
    ).toBeUndefined();
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
    expect(rangeRows([rate(RateType.DAY, 1000)], 4)).toEqual([
      { type: RateType.DAY, priceCents: 4000, discount: false, timeRange: null, days: 4 },
    ]);
    expect(rangeRows([rate(RateType.WEEK, 5000)], 3)).toEqual([
      { type: RateType.WEEK, priceCents: 5000, discount: false, timeRange: null, days: 3 },
    ]);
    expect(rangeRows([rate(RateType.MORNING, 500, { timeRange: '08-13' })], 3)).toEqual([]);
    expect(singleDayRows([rate(RateType.WEEK, 5000)])).toEqual([]);
  });

  it('prices one chair booking by rate and discount', () => {
    expect(chairPrice(DEMO, 1, RateType.MORNING, false, false)?.row).toMatchObject({ type: RateType.MORNING, priceCents: 900 });
    expect(chairPrice(DEMO, 1, undefined, true, false)?.row).toMatchObject({ type: RateType.DAY, priceCents: 1200, discount: true });
    expect(chairPrice(DEMO, 1, RateType.AFTERNOON, true, false)?.row).toMatchObject({
      type: RateType.AFTERNOON,
      priceCents: 1100,
      discount: false,
    });
    expect(chairPrice(DEMO, 8, undefined, false, false)?.row).toMatchObject({ type: RateType.WEEK, priceCents: 9300 });
    expect(chairPrice([rate(RateType.WEEK, 5000)], 1, undefined, false, false)).toBeUndefined(); // no day rate for one day
  });
});

describe('prices at the rate asked for', () => {
  const at = (rateType: RateType, days: number, o: { discount?: boolean; coversSeason?: boolean; rates?: RateDef[] } = {}) =>
    priceAtRate(o.rates ?? DEMO, days, rateType, o.discount ?? false, o.coversSeason ?? false);

  it('prices with the rate asked for, even where another would be cheaper', () => {
    expect(at(RateType.DAY, 3).row).toMatchObject({ type: RateType.DAY, priceCents: 4500, discount: false, days: 3 });
    expect(at(RateType.DAY, 3, { discount: true }).row).toMatchObject({ type: RateType.DAY, priceCents: 3600, discount: true });
    expect(at(RateType.MULTI_DAY, 3).row).toMatchObject({ type: RateType.MULTI_DAY, priceCents: 3900 });
    expect(at(RateType.WEEK, 9).row).toMatchObject({ type: RateType.WEEK, priceCents: 10600 }); // 80 + 2 x 13
    expect(at(RateType.WEEK, 7).row).toMatchObject({ type: RateType.WEEK, priceCents: 8000 });
    expect(at(RateType.DAY, 1).row).toMatchObject({ type: RateType.DAY, priceCents: 1500 });
    expect(at(RateType.MORNING, 1).row).toMatchObject({ type: RateType.MORNING, priceCents: 900, timeRange: '08-13' });
  });

  it('takes SEASON for the whole season, or for part of it where it is the cheapest (a cap)', () => {
    expect(at(RateType.SEASON, 2, { coversSeason: true }).row).toMatchObject({ type: RateType.SEASON, priceCents: 45000 });
    expect(at(RateType.SEASON, 60).row).toMatchObject({ type: RateType.SEASON, priceCents: 45000 });
    expect(at(RateType.SEASON, 2).problem).toEqual({ reason: 'NOT_THE_WHOLE_SEASON' });
    expect(at(RateType.SEASON, 2, { rates: [rate(RateType.SEASON, 45000)] }).row).toMatchObject({ priceCents: 45000 });
  });

  it('refuses, with the reason, a rate that cannot price the days', () => {
    expect(at(RateType.MORNING, 2).problem).toEqual({ reason: 'SINGLE_DAY_ONLY' });
    expect(at(RateType.MULTI_DAY, 2).problem).toEqual({ reason: 'TOO_FEW_DAYS', minDays: 3 });
    expect(at(RateType.WEEK, 3).problem).toEqual({ reason: 'SHORTER_THAN_A_WEEK' }); // 3 x 13 < 80
    expect(at(RateType.WEEK, 3, { rates: [rate(RateType.DAY, 3000), rate(RateType.WEEK, 8000)] }).row).toMatchObject({
      type: RateType.WEEK,
      priceCents: 8000,
    });
    expect(at(RateType.SEASON, 3, { rates: [rate(RateType.DAY, 1500)] }).problem).toEqual({ reason: 'NOT_DEFINED' });
    // a discount-only rate is not there for a customer without the card
    expect(at(RateType.DAY, 2, { rates: [rate(RateType.DAY, 1200, { discount: true })] }).problem).toEqual({ reason: 'NOT_DEFINED' });
  });

  it('accepts back whatever rate the best price was found at', () => {
    for (let days = 1; days <= 70; days++) {
      for (const discount of [false, true]) {
        const best = chairPrice(DEMO, days, undefined, discount, false)!.row!;
        expect(at(best.type, days, { discount }).row).toEqual(best);
      }
    }
  });
});

describe('rates merged from the definitions that apply', () => {
  const section = def(1);
  const xl = def(2, { model: 'XL_BEACH_CHAIR', rates: [rate(RateType.DAY, 2500), rate(RateType.WEEK, 12000)] });
  const row7 = def(3, { rowId: 7, rates: [rate(RateType.SEASON, 40000)] });

  it('takes each rate kind from the most specific definition that has it', () => {
    const applied = applicableRates([section, xl, row7], { rowId: 7, model: 'XL_BEACH_CHAIR' }, '2026-07-01', '2026-07-02')!;
    expect(applied.primary.id).toBe(3);
    const list = applied.rates.map((r) => [r.type, r.priceCents, r.discount, r.priceId]);
    expect(list).toEqual(
      expect.arrayContaining([
        [RateType.SEASON, 40000, false, 3],
        [RateType.DAY, 2500, false, 2],
        [RateType.WEEK, 12000, false, 2],
        [RateType.MORNING, 900, false, 1],
        [RateType.AFTERNOON, 1100, false, 1],
      ]),
    );
    // the XL definition sets the per-day price: neither the section's MULTI_DAY nor its discount day rate come along
    expect(list).toHaveLength(5);
  });

  it("keeps the section's SEASON rate for a model definition without one: the season of an XL chair costs that rate", () => {
    const applied = applicableRates([section, xl], { model: 'XL_BEACH_CHAIR' }, '2026-06-01', '2026-10-31')!;
    expect(chairPrice(applied.rates, 153, undefined, false, true)?.row).toMatchObject({
      type: RateType.SEASON,
      priceCents: 45000,
      priceId: 1,
    });
    expect(chairPrice(applied.rates, 153, RateType.SEASON, false, true)?.row).toMatchObject({ priceCents: 45000 });
    expect(chairPrice(applied.rates, 2, undefined, false, false)?.row).toMatchObject({ type: RateType.DAY, priceCents: 5000, priceId: 2 });
  });

  it('takes only definitions covering the whole range; none: undefined', () => {
    const short = def(4, { model: 'XL_BEACH_CHAIR', validFrom: '2026-07-01', validTo: '2026-07-01', rates: [rate(RateType.DAY, 100)] });
    expect(applicableRates([section, short], { model: 'XL_BEACH_CHAIR' }, '2026-07-01', '2026-07-02')!.primary.id).toBe(1);
    expect(applicableRates([short], { model: 'XL_BEACH_CHAIR' }, '2026-07-01', '2026-07-02')).toBeUndefined();
    expect(applicableRates([def(5, { rates: [] })], {}, '2026-07-01', '2026-07-02')).toBeUndefined();
  });
});
