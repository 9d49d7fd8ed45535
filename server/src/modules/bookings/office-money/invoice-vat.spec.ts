import { describe, expect, it } from '@jest/globals';
import { correctionByRate, invoiceVatLines, targetByRate } from './invoice-vat.js';

const lines = {
  chairs: [
    { publicNumber: '1', model: 'STANDARD', sectionName: 'A', rowName: null, start: '', end: '', timeRange: null, priceCents: 1500 },
  ],
  extras: [
    { name: 'Fischbrötchen', amount: 2, unitPriceCents: 450, vatRate: 7 },
    { name: 'Bier', amount: 1, unitPriceCents: 350, vatRate: 19 },
  ],
  chairFees: [],
  cancellationFeeCents: null,
};

describe('VAT per rate of the invoice register', () => {
  it('a cancellation with a fee corrects each rate: the rental and the beer less the fee at 19 %, the food at 7 %', () => {
    const invoiced = invoiceVatLines({ gross_cents: 2750, lines });
    const correction = correctionByRate(targetByRate({ cancellationFeeCents: 500 }, 500), invoiced);
    expect(correction).toEqual([
      { vatRate: 19, grossCents: -1350 },
      { vatRate: 7, grossCents: -900 },
    ]);
    // kept with the correction, the register row is read back with its split
    expect(invoiceVatLines({ gross_cents: -2250, lines: { vat: correction } })).toEqual(correction);
  });

  it('a full reversal mirrors the invoice; money kept beyond the lines is at the rental rate; an old correction all at 19 %', () => {
    expect(correctionByRate(targetByRate(lines, 0), invoiceVatLines({ gross_cents: 2750, lines }))).toEqual([
      { vatRate: 19, grossCents: -1850 },
      { vatRate: 7, grossCents: -900 },
    ]);
    expect(targetByRate({ cancellationFeeCents: 500 }, 2750)).toEqual([{ vatRate: 19, grossCents: 2750 }]);
    expect(invoiceVatLines({ gross_cents: -500, lines: {} })).toEqual([{ vatRate: 19, grossCents: -500 }]);
  });
});
