import { describe, expect, it } from '@jest/globals';
import type { PublicBookingDto } from '../../api/generated';
import {
  checkoutClosed,
  checkoutFinished,
  checkoutOpened,
  checkoutReducer,
  commentChanged,
  consentsChanged,
  initialCheckoutState,
  stepChanged,
} from './checkoutSlice';

describe('checkout slice', () => {
  it('opens on the customer step, or on the payment step with the e-mail prefilled (failed payment)', () => {
    expect(checkoutReducer(initialCheckoutState, checkoutOpened())).toMatchObject({ open: true, step: 'customer' });
    expect(checkoutReducer(initialCheckoutState, checkoutOpened({ step: 'payment', email: 'a@b.de' }))).toMatchObject({
      open: true,
      step: 'payment',
      email: 'a@b.de',
    });
  });

  it('closing returns to the first step; finishing stores the result and clears the comment', () => {
    let state = checkoutReducer(initialCheckoutState, checkoutOpened());
    state = checkoutReducer(state, stepChanged('bankDetails'));
    state = checkoutReducer(state, commentChanged('Bitte am Wasser'));
    expect(checkoutReducer(state, checkoutClosed())).toMatchObject({
      open: false,
      step: 'customer',
      comment: 'Bitte am Wasser',
    });
    const booking = { bookingRef: 'ABCD1234', status: 'PENDING' } as PublicBookingDto;
    expect(checkoutReducer(state, checkoutFinished(booking))).toMatchObject({
      open: false,
      comment: '',
      result: booking,
    });
  });

  it('keeps the terms tick across the steps (back from payment) and clears it once the booking is finished', () => {
    let state = checkoutReducer(initialCheckoutState, checkoutOpened());
    state = checkoutReducer(state, consentsChanged({ termsAccepted: true }));
    state = checkoutReducer(state, stepChanged('payment'));
    state = checkoutReducer(state, stepChanged('customer'));
    expect(state).toMatchObject({ termsAccepted: true, discountConfirmed: false });
    const booking = { bookingRef: 'ABCD1234', status: 'PENDING' } as PublicBookingDto;
    expect(checkoutReducer(state, checkoutFinished(booking))).toMatchObject({ termsAccepted: false });
  });
});
