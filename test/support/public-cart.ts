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
  ctx: TestContext,
  query: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<Cart & { body: Record<string, unknown> & { bookingRef: string; cartToken: string } }> {
  const res = await ctx.http().post('/api/v1/features/public/booking').set(headers).query(query).expect(201);
  const { bookingRef, cartToken } = res.body as { bookingRef: string; cartToken: string };
  if (typeof cartToken !== 'string' || cartToken === '') throw new Error(`the create answer has no cartToken: ${JSON.stringify(res.body)}`);
  return { ref: bookingRef, cartToken, body: res.body };
}

const PUBLIC = '/api/v1/features/public';

/** What a storefront cart gets before it is submitted; each part is optional but the vendor. */
export interface CartPlan {
  publicReference: string;
  /** A chair for one day (`day`, yyyy-MM-dd). */
  chair?: { beachChairId: number; day: string };
  /** Lines added after the chair. */
  extras?: { extraId: number; amount: number }[];
  /** The customer (default e-mail `<prefix>-<ref>@example.de`); false: none. */
  customer?: { email?: string; emailPrefix?: string; firstName?: string; language?: 'de' | 'en' } | false;
  /** The payment method, set by reference and e-mail (needs the customer). */
  method?: string;
  /** Headers of the create (e.g. X-Forwarded-For). */
  headers?: Record<string, string>;
}

/** The storefront's flow through the public API, each step expected to succeed: create → chair → extras → customer → method. */
export async function fillCart(ctx: TestContext, plan: CartPlan): Promise<Cart & { email: string }> {
  const q = { publicReference: plan.publicReference };
  const cart = await openCart(ctx, q, plan.headers);
  const { ref } = cart;
  if (plan.chair) {
    const { beachChairId, day } = plan.chair;
    await ctx
      .http()
      .post(`${PUBLIC}/booking/${ref}/beach_chair_bookings`)
      .set(cartHeader(cart))
      .query(q)
      .send({ beachChairId, start: day, end: day, model: '2_SEAT_RECLINER' })
      .expect(201);
  }
  if (plan.extras?.length)
    await ctx.http().post(`${PUBLIC}/${ref}/extras`).set(cartHeader(cart)).query(q).send({ items: plan.extras }).expect(201);
  const customer = plan.customer === false ? undefined : (plan.customer ?? {});
  const email = customer?.email ?? `${customer?.emailPrefix ?? 'kunde'}-${ref.toLowerCase()}@example.de`;
  if (customer) {
    await ctx
      .http()
      .post(`${PUBLIC}/booking/${ref}/add_customer`)
      .set(cartHeader(cart))
      .query(q)
      .send({
        firstName: customer.firstName ?? 'Erika',
        lastName: 'Mustermann',
        email,
        language: customer.language ?? 'de',
        address: { street: 'Strandallee 12', zip: '23683', city: 'Scharbeutz' },
      })
      .expect(201);
    if (plan.method)
      await ctx.http().put(`${PUBLIC}/booking`).query({ bookingRef: ref, email }).send({ paymentMethod: plan.method }).expect(200);
  }
  return { ref, cartToken: cart.cartToken, email };
}
