import { describe, expect, it } from '@jest/globals';
import {
  bankDetailsPayload,
  canLeaveCustomerStep,
  CUSTOMER_FIELDS,
  effectivePaymentMethods,
  emptyBankDetails,
  emptyCustomerForm,
  firstInvalidField,
  hasDiscountChair,
  isValidBic,
  isValidEmail,
  isValidIban,
  offeredPaymentMethods,
  checkoutStartEndpoint,
  confirmsOnServer,
  paymentKind,
  paymentRoute,
  preselectedMethod,
  validateBankDetails,
  validateCustomer,
  type CustomerForm,
  customerFormOf,
} from './checkoutRules';

const valid: CustomerForm = {
  ...emptyCustomerForm(),
  firstName: 'Jan',
  lastName: 'Janssen',
  email: 'jan@example.de',
  street: 'Seestraße 1',
  zip: '23683',
  city: 'Scharbeutz',
};

describe('customer form (spec 5)', () => {
  it('defaults: salutation MX, country Germany, no marketing', () => {
    const form = emptyCustomerForm('a@b.de');
    expect(form).toMatchObject({ salutation: 'MX', country: 'DE', marketing: false, email: 'a@b.de' });
  });

  it('a valid form has no errors; telephone, salutation, country and marketing are optional', () => {
    expect(validateCustomer(valid)).toEqual({});
    expect(validateCustomer({ ...valid, telephone: '', marketing: false })).toEqual({});
  });

  it.each(['firstName', 'lastName', 'email', 'street', 'zip', 'city'] as const)('%s is mandatory', (field) => {
    expect(validateCustomer({ ...valid, [field]: '  ' })).toEqual({ [field]: 'mandatory' });
  });

  it('email must be a valid address', () => {
    expect(validateCustomer({ ...valid, email: 'jan@' })).toEqual({ email: 'invalidEmail' });
    expect(isValidEmail('jan.janssen@strand.example.de')).toBe(true);
    expect(isValidEmail(' jan@example.de ')).toBe(true);
    for (const bad of ['jan', 'jan@example', 'jan@@example.de', 'jan @example.de', '@example.de']) {
      expect(isValidEmail(bad)).toBe(false);
    }
  });

  it('a German postcode is five digits; another country keeps its own (issue 29)', () => {
    expect(validateCustomer({ ...valid, zip: '2368' })).toEqual({ zip: 'germanPostcode' });
    expect(validateCustomer({ ...valid, zip: '236831' })).toEqual({ zip: 'germanPostcode' });
    expect(validateCustomer({ ...valid, zip: '1010', country: 'AT' })).toEqual({});
  });

  it('focus goes to the first invalid field in form order', () => {
    const errors = validateCustomer({ ...valid, city: '', email: 'x' });
    expect(firstInvalidField(CUSTOMER_FIELDS, errors)).toBe('email');
    expect(firstInvalidField(CUSTOMER_FIELDS, {})).toBeNull();
  });

  it('Next needs a valid form, the terms and, with a discounted chair, the discount card', () => {
    const ok = { errors: {}, termsAccepted: true, discountRequired: false, discountConfirmed: false };
    expect(canLeaveCustomerStep(ok)).toBe(true);
    expect(canLeaveCustomerStep({ ...ok, termsAccepted: false })).toBe(false);
    expect(canLeaveCustomerStep({ ...ok, errors: { zip: 'mandatory' } })).toBe(false);
    expect(canLeaveCustomerStep({ ...ok, discountRequired: true })).toBe(false);
    expect(canLeaveCustomerStep({ ...ok, discountRequired: true, discountConfirmed: true })).toBe(true);
  });

  it('a discount card is required when a chair (not canceled) has a discount', () => {
    expect(hasDiscountChair([{ discount: false }, { discount: true }])).toBe(true);
    expect(hasDiscountChair([{ discount: false }])).toBe(false);
    expect(hasDiscountChair([{ discount: true, status: 'CANCELED' }])).toBe(false);
  });
});

describe('IBAN and BIC', () => {
  it('accepts valid IBANs with spaces and lower case', () => {
    expect(isValidIban('DE89370400440532013000')).toBe(true);
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('AT611904300234573201')).toBe(true);
    expect(isValidIban('CH9300762011623852957')).toBe(true);
    expect(isValidIban('GB29NWBK60161331926819')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and an unknown country', () => {
    expect(isValidIban('DE89370400440532013001')).toBe(false);
    expect(isValidIban('DE8937040044053201300')).toBe(false);
    expect(isValidIban('XX89370400440532013000')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  it('BIC: 8 or 11 characters', () => {
    expect(isValidBic('NOLADE21HOL')).toBe(true);
    expect(isValidBic('COBADEFF')).toBe(true);
    expect(isValidBic('cobadeff')).toBe(true);
    expect(isValidBic('COBADEF')).toBe(false);
    expect(isValidBic('1OBADEFF')).toBe(false);
    expect(isValidBic('COBADEFF12')).toBe(false);
  });

  it('bank details: IBAN required and valid, BIC only when given (message key shouldBeIBAN)', () => {
    expect(validateBankDetails(emptyBankDetails())).toEqual({ iban: 'mandatory' });
    expect(validateBankDetails({ ...emptyBankDetails(), iban: 'DE00' })).toEqual({ iban: 'shouldBeIBAN' });
    expect(validateBankDetails({ ...emptyBankDetails(), iban: 'DE89370400440532013000' })).toEqual({});
    expect(validateBankDetails({ ...emptyBankDetails(), iban: 'DE89370400440532013000', bic: 'XYZ' })).toEqual({
      bic: 'shouldBeBIC',
    });
  });

  it('payload: normalised, empty optional fields absent', () => {
    expect(
      bankDetailsPayload({ iban: 'de89 3704 0044 0532 0130 00', bic: '', accountHolder: ' ', bankName: '' }),
    ).toEqual({
      iban: 'DE89370400440532013000',
    });
    expect(
      bankDetailsPayload({ iban: 'DE89370400440532013000', bic: 'cobadeff', accountHolder: 'Jan', bankName: 'Bank' }),
    ).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFF', accountHolder: 'Jan', bankName: 'Bank' });
  });
});

describe('payment methods (spec 5)', () => {
  const now = new Date('2026-07-01T10:00:00Z');
  const configured = ['STRIPE_CREDIT_CARD', 'PAYPAL', 'BANK_TRANSFER', 'STRIPE_DIRECT_DEBIT', 'CASH'] as const;

  it('offers only what the configuration lists', () => {
    expect(offeredPaymentMethods({ configured: ['CASH'], country: 'DE', chairStarts: [], now })).toEqual(['CASH']);
    expect(offeredPaymentMethods({ configured: [], country: 'DE', chairStarts: [], now })).toEqual([]);
  });

  it('no direct debit for Switzerland', () => {
    const methods = offeredPaymentMethods({
      configured: [...configured, 'DIRECT_DEBIT', 'CUSTOM_SEPA'],
      country: 'CH',
      chairStarts: [],
      now,
    });
    expect(methods).toEqual(['STRIPE_CREDIT_CARD', 'PAYPAL', 'BANK_TRANSFER', 'CASH']);
    expect(offeredPaymentMethods({ configured: ['DIRECT_DEBIT'], country: 'AT', chairStarts: [], now })).toEqual([
      'DIRECT_DEBIT',
    ]);
  });

  it('bank transfer only when no chair booking starts 14 or more days from now', () => {
    const offered = (start: string) =>
      offeredPaymentMethods({ configured: ['BANK_TRANSFER'], country: 'DE', chairStarts: [start], now });
    expect(offered('2026-07-14T22:00:00Z')).toEqual(['BANK_TRANSFER']); // 13.5 days
    expect(offered('2026-07-15T10:00:00Z')).toEqual([]); // exactly 14 days
    expect(
      offeredPaymentMethods({
        configured: ['BANK_TRANSFER'],
        country: 'DE',
        chairStarts: ['2026-07-02T22:00:00Z', '2026-08-01T22:00:00Z'],
        now,
      }),
    ).toEqual([]);
  });

  it('card preselected when offered, else the first', () => {
    expect(preselectedMethod(['PAYPAL', 'STRIPE_CREDIT_CARD'])).toBe('STRIPE_CREDIT_CARD');
    expect(preselectedMethod(['BANK_TRANSFER', 'CASH'])).toBe('BANK_TRANSFER');
    expect(preselectedMethod([])).toBeNull();
  });

  it('kinds: bank transfer, debit (bank details), on site, online', () => {
    expect(paymentKind('BANK_TRANSFER')).toBe('bankTransfer');
    expect(paymentKind('CASH')).toBe('onSite');
    expect(paymentKind('INVOICE')).toBe('onSite');
    expect(paymentKind('DIRECT_DEBIT')).toBe('debit');
    expect(paymentKind('STRIPE_DIRECT_DEBIT')).toBe('debit');
    expect(paymentKind('PAYPAL')).toBe('online');
    expect(paymentKind('STRIPE_CREDIT_CARD')).toBe('online');
  });

  it('pay paths: the card provider hosts card, Sofort, direct debit, its PayPal; PayPal direct; the rest confirm here', () => {
    for (const method of [
      'CC',
      'STRIPE_CREDIT_CARD',
      'STRIPE_SOFORT',
      'STRIPE_DIRECT_DEBIT',
      'STRIPE_BANK_TRANSFER',
      'STRIPE_PAYPAL',
      'OTHER_STRIPE',
      'STRIPE_PAYMENT_LINK',
    ] as const) {
      expect([method, paymentRoute(method)]).toEqual([method, 'stripe']);
      expect(confirmsOnServer(method)).toBe(false);
    }
    expect(paymentRoute('PAYPAL')).toBe('paypal');
    // The external PayPal is submitted like an on-site method; its provider confirms the payment later.
    for (const method of [
      'BANK_TRANSFER',
      'CASH',
      'EC',
      'CARD_TERMINAL',
      'INVOICE',
      'DIRECT_DEBIT',
      'CUSTOM_SEPA',
      'EXTERNAL_PP',
    ] as const) {
      expect([method, paymentRoute(method)]).toEqual([method, 'confirm']);
      expect(confirmsOnServer(method)).toBe(true);
    }
  });

  it("the checkout start: the card provider's session or PayPal's payment; none for the methods confirmed here", () => {
    expect(checkoutStartEndpoint('STRIPE_CREDIT_CARD')).toBe('createStripeCheckoutSession');
    expect(checkoutStartEndpoint('STRIPE_DIRECT_DEBIT')).toBe('createStripeCheckoutSession');
    expect(checkoutStartEndpoint('CC')).toBe('createStripeCheckoutSession');
    expect(checkoutStartEndpoint('PAYPAL')).toBe('createPaypalPayment');
    expect(checkoutStartEndpoint('EXTERNAL_PP')).toBeNull();
    expect(checkoutStartEndpoint('BANK_TRANSFER')).toBeNull();
    expect(checkoutStartEndpoint('CASH')).toBeNull();
  });

  it('effective list: each chair location (with override) must list the method; extras only: the vendor', () => {
    const vendorMethods = ['CASH', 'BANK_TRANSFER', 'PAYPAL'] as const;
    const locations = [
      { id: 1, methods: ['CASH', 'BANK_TRANSFER'] as const },
      { id: 2, methods: undefined },
    ];
    expect(
      effectivePaymentMethods({
        vendorMethods: [...vendorMethods],
        locations: [...locations] as never,
        bookingLocationIds: [],
      }),
    ).toEqual([...vendorMethods]);
    expect(
      effectivePaymentMethods({
        vendorMethods: [...vendorMethods],
        locations: [...locations] as never,
        bookingLocationIds: [1, 2],
      }),
    ).toEqual(['CASH', 'BANK_TRANSFER']);
    expect(
      effectivePaymentMethods({
        vendorMethods: [...vendorMethods],
        locations: [...locations] as never,
        bookingLocationIds: [2],
      }),
    ).toEqual([...vendorMethods]);
  });
});

describe('customerFormOf', () => {
  it('gives the form back as the server stored the customer (the form after going back, or sent again in another language)', () => {
    expect(
      customerFormOf({
        salutation: 'MS',
        firstName: 'Erika',
        lastName: 'Mustermann',
        email: 'erika@example.de',
        telephone: null,
        address: { street: 'Strandallee 1', zip: '6020', city: 'Innsbruck', country: 'AT' },
        additionalData: { marketing: true, validDiscountCard: false },
        language: 'de',
      }),
    ).toEqual({
      salutation: 'MS',
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika@example.de',
      telephone: '',
      street: 'Strandallee 1',
      zip: '6020',
      city: 'Innsbruck',
      country: 'AT',
      marketing: true,
    });
  });
});
