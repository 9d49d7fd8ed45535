import { describe, expect, it } from '@jest/globals';
import { isValidBic, isValidIban } from './bank-account.js';

describe('bank account checks', () => {
  it('accepts real IBANs, with spaces and in lower case', () => {
    for (const iban of ['DE89370400440532013000', 'de89 3704 0044 0532 0130 00', 'GB82WEST12345698765432', 'AT611904300234573201']) {
      expect(isValidIban(iban)).toBe(true);
    }
  });

  it("knows the countries of ibantools' registry, not only SEPA", () => {
    expect(isValidIban('SA03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isValidIban('SA03800000006080101675')).toBe(false);
  });

  it('refuses a wrong checksum, a wrong length for the country and garbage', () => {
    for (const iban of ['DE89370400440532013001', 'DE8937040044053201300', 'XX00', '', 42, 'DE89-3704-0044']) {
      expect(isValidIban(iban)).toBe(false);
    }
  });

  it('checks BICs of 8 and 11 characters', () => {
    expect(isValidBic('COBADEFF')).toBe(true);
    expect(isValidBic('COBADEFFXXX')).toBe(true);
    expect(isValidBic('NOLADE21HOL')).toBe(true);
    expect(isValidBic('COBADEF')).toBe(false);
    expect(isValidBic('1OBADEFFXXX')).toBe(false);
    expect(isValidBic('cobadeff')).toBe(false);
  });
});
