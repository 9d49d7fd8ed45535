import { describe, expect, it } from '@jest/globals';
import type { VendorPriceDto } from '../api/generated';
import {
  applyBulk,
  bodyOf,
  emptyRate,
  bulkChangeBody,
  errorField,
  formOf,
  formProblems,
  parseEuros,
  parseSigned,
  previewRows,
} from './pricesLogic';

const price = (id: number, rates: Partial<VendorPriceDto['rates'][number]>[]): VendorPriceDto => ({
  id,
  vendorId: 1,
  sectionId: 7,
  rowId: null,
  model: null,
  validFrom: '2026-05-01',
  validTo: '2026-09-30',
  createdAt: '',
  updatedAt: '',
  rates: rates.map((r, i) => ({
    id: id * 10 + i,
    type: 'DAY',
    price: 10,
    discount: false,
    timeRange: null,
    minDays: null,
    ...r,
  })),
});

describe('applyBulk', () => {
  it('adds a percentage in whole cents, half a cent up', () => {
    expect(applyBulk(15, { mode: 'percent', value: 10 })).toBe(16.5);
    expect(applyBulk(12.99, { mode: 'percent', value: 10 })).toBe(14.29); // 1428.9 → 1429
    expect(applyBulk(1.1, { mode: 'percent', value: 10 })).toBe(1.21);
    expect(applyBulk(0.05, { mode: 'percent', value: 10 })).toBe(0.06); // 5.5 → 6
    expect(applyBulk(19.99, { mode: 'percent', value: -15 })).toBe(16.99); // 1699.15 → 1699
  });

  it('adds or takes euros', () => {
    expect(applyBulk(15, { mode: 'amount', value: 2.5 })).toBe(17.5);
    expect(applyBulk(15, { mode: 'amount', value: -0.01 })).toBe(14.99);
  });

  it('never goes below 0', () => {
    expect(applyBulk(3, { mode: 'amount', value: -5 })).toBe(0);
    expect(applyBulk(3, { mode: 'percent', value: -150 })).toBe(0);
  });
});

describe('previewRows and bulkChangeBody', () => {
  const list: [VendorPriceDto, VendorPriceDto] = [
    price(1, [
      { type: 'MORNING', price: 9, timeRange: '08-13' },
      { type: 'DAY', price: 15 },
    ]),
    price(2, [{ type: 'MULTI_DAY', price: 13, minDays: 3 }]),
  ];

  it('lists old and new per rate of the selected definitions only', () => {
    expect(previewRows(list, new Set([1]), { mode: 'percent', value: 10 })).toEqual([
      { priceId: 1, rateId: 10, type: 'MORNING', discount: false, minDays: null, oldPrice: 9, newPrice: 9.9 },
      { priceId: 1, rateId: 11, type: 'DAY', discount: false, minDays: null, oldPrice: 15, newPrice: 16.5 },
    ]);
    expect(previewRows(list, new Set(), { mode: 'percent', value: 10 })).toEqual([]);
  });

  it('asks the server for the change itself, not for amounts computed from what the screen shows', () => {
    expect(bulkChangeBody([1, 2], { mode: 'amount', value: -2.5 })).toEqual({
      priceIds: [1, 2],
      mode: 'AMOUNT',
      value: -2.5,
    });
    expect(bulkChangeBody([1], { mode: 'percent', value: 10 })).toEqual({ priceIds: [1], mode: 'PERCENT', value: 10 });
  });
});

describe('the form', () => {
  it('reads euros the German or the English way', () => {
    expect(parseEuros('12,50')).toBe(12.5);
    expect(parseEuros(' 12.5 € ')).toBe(12.5);
    expect(parseEuros('12,505')).toBeNull();
    expect(parseEuros('-1')).toBeNull();
    expect(parseSigned('+10')).toBe(10);
    expect(parseSigned('-2,5')).toBe(-2.5);
    expect(parseSigned('abc')).toBeNull();
  });

  it('round-trips a definition and names missing fields', () => {
    const p = price(3, [
      { type: 'AFTERNOON', price: 11.5, timeRange: '13-20' },
      { type: 'DAY', price: 12.99, discount: true },
    ]);
    const form = formOf(p);
    const [first] = form.rates;
    expect(first?.price).toBe('11,50');
    expect(formProblems(form)).toEqual({});
    expect(bodyOf(form)).toEqual({
      sectionId: 7,
      rowId: null,
      model: null,
      validFrom: '2026-05-01',
      validTo: '2026-09-30',
      rates: [
        { type: 'AFTERNOON', price: 11.5, discount: false, timeRange: '13-20' },
        { type: 'DAY', price: 12.99, discount: true },
      ],
    });
    expect(formProblems({ ...formOf(null), rates: [{ ...emptyRate('DAY'), price: 'x' }] })).toEqual({
      sectionId: 'required',
      validFrom: 'required',
      validTo: 'required',
      'rates.0.price': 'euros',
    });
  });

  it('finds the field a server error names', () => {
    expect(errorField({ errorType: 'PRICE_OVERLAP', payload: {} })).toBe('validFrom');
    expect(errorField({ errorType: 'INVALID_INPUT', payload: { field: 'rates[1].timeRange' } })).toBe(
      'rates.1.timeRange',
    );
    expect(errorField({ statusCode: 400, message: ['validTo must be a date'], error: 'Bad Request' })).toBe('validTo');
    expect(errorField(undefined)).toBeNull();
  });
});
