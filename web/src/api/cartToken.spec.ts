import { describe, expect, it } from '@jest/globals';
import { withCartToken } from './cartToken';

const state = (token: string | null) => ({ cart: { cartToken: token ? { bookingRef: 'ABCD2345', token } : null } });

describe('cart token header', () => {
  it('goes with the calls that change the cart', () => {
    for (const endpoint of ['addPublicBeachChairBooking', 'deletePublicBookingExtra', 'addPublicBookingCustomer']) {
      expect(withCartToken(new Headers(), endpoint, state('secret')).get('x-cart-token')).toBe('secret');
    }
  });

  it('goes with no other call, and not without a cart', () => {
    expect(withCartToken(new Headers(), 'getPublicBookingDetails', state('secret')).get('x-cart-token')).toBeNull();
    expect(withCartToken(new Headers(), 'getRegions', state('secret')).get('x-cart-token')).toBeNull();
    expect(withCartToken(new Headers(), 'addPublicBeachChairBooking', state(null)).get('x-cart-token')).toBeNull();
    expect(withCartToken(new Headers(), 'addPublicBeachChairBooking', {}).get('x-cart-token')).toBeNull();
  });
});
