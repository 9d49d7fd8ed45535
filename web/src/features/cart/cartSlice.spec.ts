import { describe, expect, it } from '@jest/globals';
import type { PublicBookingDto } from '../../api/generated';
import { parseStoredCart, parseStoredCartToken } from './cartPersistence';
import {
  bookingReceived,
  cartCallEnded,
  cartCallStarted,
  cartCleared,
  cartOpened,
  cartReducer,
  extrasOpened,
  initialCartState,
  type CartState,
} from './cartSlice';

const booking = (patch: Partial<PublicBookingDto> = {}): PublicBookingDto => ({
  bookingRef: 'ABCD2345',
  publicReference: 'ostsee-strandkorb',
  status: 'OPEN',
  totalPrice: 30,
  vendor: { companyName: 'Ostsee Strandkorb GmbH', publicReference: 'ostsee-strandkorb', configuration: {} },
  beachChairBookings: [],
  extras: [],
  customer: null,
  paymentMethod: null,
  customerComment: null,
  invoiceNumber: null,
  metaData: {},
  expiresAt: null,
  ...patch,
});

const reduce = (state: CartState, ...actions: Parameters<typeof cartReducer>[1][]) =>
  actions.reduce(cartReducer, state);

describe('cart slice', () => {
  it('keeps bookingRef and publicReference of the answered booking', () => {
    const state = reduce(initialCartState, bookingReceived(booking()));
    expect(state.bookingRef).toBe('ABCD2345');
    expect(state.publicReference).toBe('ostsee-strandkorb');
  });

  it("keeps the cart's secret from the answer that opened it, for later answers of the same booking only", () => {
    const secret = { bookingRef: 'ABCD2345', token: 'secret' };
    const opened = reduce(initialCartState, bookingReceived(booking({ cartToken: 'secret' })));
    expect(opened.cartToken).toEqual(secret);
    expect(opened.booking).not.toHaveProperty('cartToken');
    expect(reduce(opened, bookingReceived(booking({ totalPrice: 60 }))).cartToken).toEqual(secret);
    expect(reduce(opened, bookingReceived(booking({ bookingRef: 'OTHER234' }))).cartToken).toBeNull();
    expect(reduce(opened, bookingReceived(booking({ status: 'CANCELED' }))).cartToken).toBeNull();
    // Off to a payment page (PENDING) and back (aborted, OPEN again): the cart can be changed again.
    const paying = reduce(opened, bookingReceived(booking({ status: 'PENDING' })), cartCleared());
    expect(paying.booking).toBeNull();
    expect(reduce(paying, bookingReceived(booking({ status: 'OPEN' }))).cartToken).toEqual(secret);
  });

  it('clears the cart and closes the drawer when the server answers CANCELED (last item removed)', () => {
    const state = reduce(
      initialCartState,
      bookingReceived(booking()),
      cartOpened(),
      bookingReceived(booking({ status: 'CANCELED' })),
    );
    expect(state.booking).toBeNull();
    expect(state.bookingRef).toBeNull();
    expect(state.drawer).toBeNull();
  });

  it('opening one drawer closes the other', () => {
    const withBooking = reduce(initialCartState, bookingReceived(booking()));
    const extras = reduce(withBooking, cartOpened(), extrasOpened());
    expect(extras.drawer).toBe('extras');
    expect(extras.extrasContext).toEqual({ publicReference: 'ostsee-strandkorb' });
    expect(reduce(extras, cartOpened()).drawer).toBe('cart');
  });

  it('does not open the extras drawer without a vendor to show extras of', () => {
    expect(reduce(initialCartState, extrasOpened()).drawer).toBeNull();
    expect(reduce(initialCartState, extrasOpened({ publicReference: 'x', sectionId: 3 })).drawer).toBe('extras');
  });

  it('counts booking calls in flight', () => {
    const state = reduce(initialCartState, cartCallStarted(), cartCallStarted(), cartCallEnded());
    expect(state.pending).toBe(1);
    expect(reduce(state, cartCallEnded(), cartCallEnded()).pending).toBe(0);
  });
});

describe('parseStoredCart', () => {
  it('restores a stored cart', () => {
    const stored = { bookingRef: 'ABCD2345', publicReference: 'ostsee-strandkorb', booking: booking() };
    expect(parseStoredCart(JSON.stringify(stored))?.bookingRef).toBe('ABCD2345');
    expect(parseStoredCartToken(JSON.stringify({ bookingRef: 'ABCD2345', token: 'secret' }))).toEqual({ bookingRef: 'ABCD2345', token: 'secret' });
    expect(parseStoredCartToken('{"token":1}')).toBeNull();
  });

  it('ignores broken or mismatched entries', () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart('{not json')).toBeNull();
    expect(parseStoredCart(JSON.stringify({ bookingRef: 'X', publicReference: 'p', booking: booking() }))).toBeNull();
  });
});
