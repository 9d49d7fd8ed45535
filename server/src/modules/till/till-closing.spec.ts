import { describe, expect, it } from '@jest/globals';
import { closingSums, type ClosingTransaction } from './till-closing.js';

const sale = (cash: boolean, normal: number, reduced = 0): ClosingTransaction => ({
  kind: 'SALE',
  amountsPerVatRate: [{ vatRate: 'NORMAL', cents: normal }, ...(reduced ? [{ vatRate: 'REDUCED_1' as const, cents: reduced }] : [])],
  amountsPerPaymentType: [{ paymentType: cash ? 'CASH' : 'NON_CASH', cents: normal + reduced }],
});

describe('the closing sums of a till session', () => {
  it('sums sales and stornos by payment type and VAT rate; the drawer holds opening + cash takings + cash in − cash out', () => {
    const sums = closingSums([
      {
        kind: 'OPENING',
        amountsPerVatRate: [{ vatRate: 'NULL', cents: 10_000 }],
        amountsPerPaymentType: [{ paymentType: 'CASH', cents: 10_000 }],
      },
      sale(true, 3000, 900),
      sale(false, 1500),
      { ...sale(true, -3000, -900), kind: 'STORNO' },
      sale(true, 1500),
      {
        kind: 'CASH_IN',
        amountsPerVatRate: [{ vatRate: 'NULL', cents: 2000 }],
        amountsPerPaymentType: [{ paymentType: 'CASH', cents: 2000 }],
      },
      {
        kind: 'CASH_OUT',
        amountsPerVatRate: [{ vatRate: 'NULL', cents: -500 }],
        amountsPerPaymentType: [{ paymentType: 'CASH', cents: -500 }],
      },
    ]);
    expect(sums).toEqual({
      openingCents: 10_000,
      byPaymentType: [
        { paymentType: 'CASH', cents: 1500 },
        { paymentType: 'NON_CASH', cents: 1500 },
      ],
      byVatRate: [
        { vatRate: 'NORMAL', cents: 3000 },
        { vatRate: 'REDUCED_1', cents: 0 },
      ],
      cashInCents: 2000,
      cashOutCents: 500,
      salesCount: 3,
      stornoCount: 1,
      expectedCashCents: 10_000 + 1500 + 2000 - 500,
    });
  });

  it('an empty session expects its opening float', () => {
    expect(closingSums([]).expectedCashCents).toBe(0);
  });
});
