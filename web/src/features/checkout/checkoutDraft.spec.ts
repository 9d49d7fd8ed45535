import { describe, expect, it } from '@jest/globals';
import {
  CHECKOUT_DRAFT_STORAGE_KEY,
  loadCheckoutDraft,
  parseCheckoutDraft,
  saveCheckoutDraft,
  type CheckoutDraft,
} from './checkoutDraft';
import { emptyCustomerForm } from './checkoutRules';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}
const memory = () => new MemoryStorage() as unknown as Storage & MemoryStorage;

const draft: CheckoutDraft = {
  bookingRef: 'KEEP1234',
  open: true,
  step: 'payment',
  email: 'erika@example.de',
  customer: { ...emptyCustomerForm('erika@example.de'), firstName: 'Erika', zip: '2368', country: 'AT' },
  touched: ['zip'],
  showAllErrors: false,
  comment: 'Erste Reihe',
  termsAccepted: true,
  discountConfirmed: false,
  paymentMethod: 'DIRECT_DEBIT',
};

describe('checkout draft storage', () => {
  it('writes and reads back the draft for its booking only', () => {
    const store = memory();
    saveCheckoutDraft(draft, store);
    expect(loadCheckoutDraft('KEEP1234', store)).toEqual(draft);
    expect(loadCheckoutDraft('OTHER999', store)).toBeNull();
    expect(loadCheckoutDraft(null, store)).toBeNull();
    saveCheckoutDraft(null, store);
    expect(store.items.has(CHECKOUT_DRAFT_STORAGE_KEY)).toBe(false);
  });

  it('writes no bank field even when one is handed in', () => {
    const store = memory();
    const withBank = {
      ...draft,
      bank: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' },
      iban: 'DE89370400440532013000',
    };
    saveCheckoutDraft(withBank, store);
    const raw = store.items.get(CHECKOUT_DRAFT_STORAGE_KEY)!;
    expect(raw).not.toContain('DE89');
    expect(raw).not.toContain('COBADEFF');
    expect(Object.keys(JSON.parse(raw) as object).sort()).toEqual(Object.keys(draft).sort());
  });

  it('reads a damaged or foreign entry as nothing, and drops unknown values field by field', () => {
    expect(parseCheckoutDraft('{not json', 'KEEP1234')).toBeNull();
    expect(parseCheckoutDraft('"KEEP1234"', 'KEEP1234')).toBeNull();
    const odd = parseCheckoutDraft(
      JSON.stringify({
        bookingRef: 'KEEP1234',
        open: 'yes',
        step: 'bankDetails',
        customer: { ...draft.customer, country: 'US' },
        touched: ['zip', 'iban', 7],
        paymentMethod: 'BITCOIN',
        comment: 42,
        iban: 'DE89370400440532013000',
      }),
      'KEEP1234',
    );
    expect(odd).toEqual({
      bookingRef: 'KEEP1234',
      open: false,
      step: 'customer',
      email: '',
      customer: null,
      touched: ['zip'],
      showAllErrors: false,
      comment: '',
      termsAccepted: false,
      discountConfirmed: false,
      paymentMethod: null,
    });
  });

  it('lives with refused storage (a sandboxed frame): nothing read, nothing thrown', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(loadCheckoutDraft('KEEP1234', refusing)).toBeNull();
    expect(() => saveCheckoutDraft(draft, refusing)).not.toThrow();
    expect(() => saveCheckoutDraft(null, refusing)).not.toThrow();
  });
});
