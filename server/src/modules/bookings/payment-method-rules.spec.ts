import { describe, expect, it } from '@jest/globals';
import { PaymentMethod } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { assertPaymentMethodAllowed, PaymentFacts } from './payment-method-rules.js';

const now = new Date('2026-07-01T10:00:00Z');
const days = (n: number) => new Date(now.getTime() + n * 86_400_000);
const facts = (o: Partial<PaymentFacts> = {}): PaymentFacts => ({
  offered: [Object.values(PaymentMethod)],
  country: 'DE',
  chairStarts: [days(3)],
  now,
  ...o,
});
const errorOf = (method: PaymentMethod, f: PaymentFacts) => {
  try {
    assertPaymentMethodAllowed(method, f);
    return null;
  } catch (e) {
    return (e as DomainError).errorType;
  }
};

describe('payment method rules', () => {
  it('offers only configured methods, at every location of the booking', () => {
    expect(errorOf(PaymentMethod.CASH, facts({ offered: [[PaymentMethod.CASH], [PaymentMethod.CASH, PaymentMethod.CC]] }))).toBeNull();
    expect(errorOf(PaymentMethod.CC, facts({ offered: [[PaymentMethod.CASH], [PaymentMethod.CASH, PaymentMethod.CC]] }))).toBe(
      'PAYMENT_METHOD_NOT_OFFERED',
    );
    expect(errorOf(PaymentMethod.CASH, facts({ offered: [[]] }))).toBe('PAYMENT_METHOD_NOT_OFFERED');
  });

  it('refuses direct debit for Switzerland only', () => {
    for (const m of [PaymentMethod.DIRECT_DEBIT, PaymentMethod.STRIPE_DIRECT_DEBIT, PaymentMethod.CUSTOM_SEPA]) {
      expect(errorOf(m, facts({ country: 'CH' }))).toBe('PAYMENT_METHOD_NOT_FOR_COUNTRY');
      expect(errorOf(m, facts({ country: 'AT' }))).toBeNull();
    }
    expect(errorOf(PaymentMethod.CC, facts({ country: 'CH' }))).toBeNull();
  });

  it('refuses bank transfer when a chair booking starts 14 or more days from now', () => {
    expect(errorOf(PaymentMethod.BANK_TRANSFER, facts({ chairStarts: [days(3), days(13.9)] }))).toBeNull();
    expect(errorOf(PaymentMethod.BANK_TRANSFER, facts({ chairStarts: [days(3), days(14)] }))).toBe('BANK_TRANSFER_NOT_AVAILABLE');
    expect(errorOf(PaymentMethod.BANK_TRANSFER, facts({ chairStarts: [] }))).toBeNull();
  });
});
