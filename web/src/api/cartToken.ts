// The cart's secret (spec: a bookingRef alone neither reads nor changes a cart): the server hands it out when the cart
// opens; it is sent as X-Cart-Token on the calls that change the cart, and only on those.
export const CART_TOKEN_HEADER = 'x-cart-token';
/** Endpoints (RTK Query names) that change a cart by its reference. */
export const CART_TOKEN_ENDPOINTS: ReadonlySet<string> = new Set([
  'addPublicBeachChairBooking',
  'deletePublicBeachChairBooking',
  'addPublicBookingExtras',
  'updatePublicBookingExtra',
  'deletePublicBookingExtra',
  'addPublicBookingCustomer',
]);

/** Adds the cart's secret to the headers of a cart call (and only then). */
export function withCartToken(headers: Headers, endpoint: string, state: unknown): Headers {
  const token = (state as { cart?: { cartToken?: { token: string } | null } }).cart?.cartToken?.token;
  if (token && CART_TOKEN_ENDPOINTS.has(endpoint)) headers.set(CART_TOKEN_HEADER, token);
  return headers;
}
