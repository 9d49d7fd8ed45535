import { describe, expect, it } from '@jest/globals';
import { bankDataOf, dropoffDay, firstStart, formatIban, includedVat, pickupDay } from './chairFacts';

describe('result page figures', () => {
  it('VAT included: total minus total / 1.19 (spec 9)', () => {
    expect(includedVat(119)).toBe(19);
    expect(includedVat(36)).toBe(5.75);
    expect(includedVat(0)).toBe(0);
  });

  it('bank data only when it has an IBAN', () => {
    expect(
      bankDataOf({
        bankData: { accountHolder: 'A', bic: 'NOLADE21HOL', iban: 'DE89370400440532013000', reference: 'ABCD1234' },
      }),
    ).toEqual({
      accountHolder: 'A',
      bic: 'NOLADE21HOL',
      iban: 'DE89370400440532013000',
      reference: 'ABCD1234',
    });
    expect(bankDataOf({})).toBeNull();
    expect(bankDataOf({ bankData: { iban: '' } })).toBeNull();
    expect(bankDataOf(null)).toBeNull();
  });

  it('first start and IBAN groups', () => {
    expect(firstStart([{ start: '2026-07-03T22:00:00Z' }, { start: '2026-07-01T22:00:00Z' }])).toBe(
      '2026-07-01T22:00:00Z',
    );
    expect(firstStart([])).toBeNull();
    expect(formatIban('DE89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});

describe('pickup and drop-off days', () => {
  it('are Berlin calendar days; the end is exclusive', () => {
    expect(pickupDay('2026-07-01T22:00:00.000Z')).toBe('02.07.2026');
    expect(dropoffDay('2026-07-02T22:00:00.000Z')).toBe('02.07.2026');
    expect(pickupDay('2026-11-27T23:00:00.000Z')).toBe('28.11.2026');
    expect(pickupDay('2026-07-05')).toBe('05.07.2026');
  });
});
