import type { TestContext } from './test-app.js';

/**
 * A storefront cart as a test holds it: its reference and its secret. POST /features/public/booking answers the
 * secret once (`cartToken`); every change of the cart by its reference (chairs, extras, customer) must send it as
 * X-Cart-Token, else the booking is a 404 like an unknown reference.
 */
export interface Cart {
  ref: string;
  cartToken: string;
}

export const CART_TOKEN_HEADER = 'X-Cart-Token';

/** The header that lets a call change `cart` (or: the cart whose secret is `token`). */
export const cartHeader = (cart: Cart | string): Record<string, string> => ({
  [CART_TOKEN_HEADER]: typeof cart === 'string' ? cart : cart.cartToken,
});

/**
 * Opens a cart through POST /features/public/booking (expects 201): its ref and token, and the whole answer.
 * `query` is the create's query (publicReference, and optionally timeZone, source, affiliateReference).
 */
export async function openCart(
  ctx: TestContext, query: Record<string, unknown>, headers: Record<string, string> = {},
): Promise<Cart & { body: Record<string, unknown> & { bookingRef: string; cartToken: string } }> {
  const res = await ctx.http().post('/api/v1/features/public/booking').set(headers).query(query).expect(201);
  const { bookingRef, cartToken } = res.body as { bookingRef: string; cartToken: string };
  if (typeof cartToken !== 'string' || cartToken === '') throw new Error(`the create answer has no cartToken: ${JSON.stringify(res.body)}`);
  return { ref: bookingRef, cartToken, body: res.body };
}
