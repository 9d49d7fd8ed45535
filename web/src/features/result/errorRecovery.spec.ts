import { describe, expect, it } from '@jest/globals';
import { errorPageAbort, isConflict } from './errorRecovery';

describe('error result page: taking the booking back (spec 4.9)', () => {
  it('a PENDING booking paid online is aborted through the payments route (the provider checkout closes too)', () => {
    for (const paymentMethod of [
      'STRIPE_CREDIT_CARD',
      'STRIPE_SOFORT',
      'STRIPE_DIRECT_DEBIT',
      'STRIPE_PAYPAL',
      'CC',
      'PAYPAL',
    ]) {
      expect([paymentMethod, errorPageAbort({ status: 'PENDING', paymentMethod })]).toEqual([paymentMethod, 'payment']);
    }
  });

  it('another PENDING booking through the booking abort; OPEN, BOOKED and the rest are left alone', () => {
    expect(errorPageAbort({ status: 'PENDING', paymentMethod: 'EXTERNAL_PP' })).toBe('booking');
    expect(errorPageAbort({ status: 'PENDING', paymentMethod: 'BANK_TRANSFER' })).toBe('booking');
    expect(errorPageAbort({ status: 'PENDING', paymentMethod: null })).toBe('booking');
    expect(errorPageAbort({ status: 'PENDING', paymentMethod: 'SOMETHING_NEW' })).toBe('booking');
    for (const status of ['OPEN', 'BOOKED', 'CONFIRMED', 'CANCELED'] as const) {
      expect(errorPageAbort({ status, paymentMethod: 'STRIPE_CREDIT_CARD' })).toBeNull();
    }
  });

  it('a 409 of the abort means "reload the booking"; other failures do not', () => {
    expect(isConflict({ status: 409, data: { errorType: 'BOOKING_INVALID_TRANSITION' } })).toBe(true);
    expect(isConflict({ status: 404, data: { errorType: 'ENTITY_NOT_FOUND' } })).toBe(false);
    expect(isConflict({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(false);
    expect(isConflict(undefined)).toBe(false);
  });
});
