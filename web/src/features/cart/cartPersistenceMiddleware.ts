import type { Middleware } from '@reduxjs/toolkit';
import { saveCartState } from './cartPersistence';
import type { CartState } from './cartState';

/** Writes the cart to sessionStorage after every cart action, so a reload keeps it. */
export const cartPersistence: Middleware<object, { cart: CartState }> = (api) => (next) => (action) => {
  const before = api.getState().cart;
  const result = next(action);
  const after = api.getState().cart;
  if (after.booking !== before.booking || after.bookingRef !== before.bookingRef || after.cartToken !== before.cartToken) saveCartState(after);
  return result;
};
