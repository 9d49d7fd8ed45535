import { describe, expect, it } from '@jest/globals';
import type { PublicBookingDto } from '../../api/generated';
import { parseStoredBooking, parseStoredCart, parseStoredCartToken, storedCartOf } from './cartPersistence';
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
  places: [],
  customer: null,
  paymentMethod: null,
  customerComment: null,
  invoiceNumber: null,
  metaData: {},
  expiresAt: null,
  paymentDeadline: null,
  ...patch,
});

const reduce = (state: CartState, ...actions: Parameters<typeof cartReducer>[1][]) =>
  actions.reduce(cartReducer, state);

describe('cart slice', () => {
  it('keeps bookingRef and publicReference of the answered booking, not the booking (that is in the query cache)', () => {
    const state = reduce(initialCartState, bookingReceived(booking()));
    expect(state.bookingRef).toBe('ABCD2345');
    expect(state.publicReference).toBe('ostsee-strandkorb');
    expect(Object.keys(state).sort()).toEqual(
      ['bookingRef', 'cartToken', 'drawer', 'extrasContext', 'pending', 'publicReference', 'question'].sort(),
    );
    expect(JSON.stringify(state)).not.toContain('Ostsee Strandkorb GmbH');
  });

  it('persists only bookingRef and publicReference', () => {
    const state = reduce(initialCartState, bookingReceived(booking({ cartToken: 'secret' })), cartOpened());
    expect(storedCartOf(state)).toEqual({ bookingRef: 'ABCD2345', publicReference: 'ostsee-strandkorb' });
    expect(storedCartOf(reduce(state, cartCleared()))).toBeNull();
  });

  it("keeps the cart's secret from the answer that opened it, for later answers of the same booking only", () => {
    const secret = { bookingRef: 'ABCD2345', token: 'secret' };
    const opened = reduce(initialCartState, bookingReceived(booking({ cartToken: 'secret' })));
    expect(opened.cartToken).toEqual(secret);
    expect(reduce(opened, bookingReceived(booking({ totalPrice: 60 }))).cartToken).toEqual(secret);
    expect(reduce(opened, bookingReceived(booking({ bookingRef: 'OTHER234' }))).cartToken).toBeNull();
    expect(reduce(opened, bookingReceived(booking({ status: 'CANCELED' }))).cartToken).toBeNull();
    // Off to a payment page (PENDING) and back (aborted, OPEN again): the cart can be changed again.
    const paying = reduce(opened, bookingReceived(booking({ status: 'PENDING' })), cartCleared());
    expect(paying.bookingRef).toBeNull();
    expect(reduce(paying, bookingReceived(booking({ status: 'OPEN' }))).cartToken).toEqual(secret);
  });

  it('clears the cart and closes the drawer when the server answers CANCELED (last item removed)', () => {
    const state = reduce(
      initialCartState,
      bookingReceived(booking()),
      cartOpened(),
      bookingReceived(booking({ status: 'CANCELED' })),
    );
    expect(state.bookingRef).toBeNull();
    expect(state.publicReference).toBeNull();
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
  it('restores a stored cart: its reference and vendor only', () => {
    const stored = { bookingRef: 'ABCD2345', publicReference: 'ostsee-strandkorb' };
    expect(parseStoredCart(JSON.stringify(stored))).toEqual(stored);
    // A cart stored by the earlier storefront (booking beside the reference): the reference is taken, not the booking.
    expect(parseStoredCart(JSON.stringify({ ...stored, booking: booking() }))).toEqual(stored);
    expect(parseStoredCartToken(JSON.stringify({ bookingRef: 'ABCD2345', token: 'secret' }))).toEqual({
      bookingRef: 'ABCD2345',
      token: 'secret',
    });
    expect(parseStoredCartToken('{"token":1}')).toBeNull();
  });

  it('ignores broken or mismatched entries', () => {
    expect(parseStoredCart(null)).toBeNull();
    expect(parseStoredCart('{not json')).toBeNull();
    expect(parseStoredCart(JSON.stringify({ bookingRef: 'X' }))).toBeNull();
  });
});

describe("parseStoredBooking (the booking query's source after a reload)", () => {
  const answer = JSON.stringify(booking());
  it("reads the kept answer of the cart's booking, or the booking of an earlier stored cart", () => {
    expect(parseStoredBooking(answer, null, 'ABCD2345')?.totalPrice).toBe(30);
    const earlier = JSON.stringify({
      bookingRef: 'ABCD2345',
      publicReference: 'ostsee-strandkorb',
      booking: booking(),
    });
    expect(parseStoredBooking(null, earlier, 'ABCD2345')?.bookingRef).toBe('ABCD2345');
  });

  it("ignores another booking's answer and broken entries", () => {
    expect(parseStoredBooking(answer, null, 'OTHER234')).toBeNull();
    expect(parseStoredBooking('{not json', '[]', 'ABCD2345')).toBeNull();
    expect(parseStoredBooking(null, null, 'ABCD2345')).toBeNull();
  });
});
