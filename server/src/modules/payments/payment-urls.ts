/** Where the customer books: the storefront itself or its widget on a vendor's site. */
export type PaymentFlow = 'website' | 'widget';

export interface ReturnTarget {
  bookingRef: string;
  email: string;
  flow: PaymentFlow;
  /** The vendor's publicReference: the widget needs it to find its way back. */
  publicReference: string;
}

/**
 * The storefront's result page (spec storefront.md: /result/{kind} with sbl_bookingRef and sbl_email) at `origin`, the
 * guest's own (infra/http/public-origin.ts guestOrigin); the widget flow adds widget=true and the vendor's publicReference.
 */
export function resultUrl(origin: string, kind: 'success' | 'error', t: ReturnTarget): string {
  const url = new URL(`${origin}/result/${kind}`);
  url.searchParams.set('sbl_bookingRef', t.bookingRef);
  url.searchParams.set('sbl_email', t.email);
  if (t.flow === 'widget') {
    url.searchParams.set('widget', 'true');
    url.searchParams.set('publicReference', t.publicReference);
  }
  return url.toString();
}

/** PayPal sends the buyer back to our API first (GET /payments/paypal/success|error; PayPal appends token and PayerID). */
export function paypalReturnUrl(origin: string, kind: 'success' | 'error', t: ReturnTarget): string {
  const url = new URL(`${origin}/api/v1/payments/paypal/${kind}`);
  url.searchParams.set('bookingRef', t.bookingRef);
  url.searchParams.set('email', t.email);
  url.searchParams.set('flow', t.flow);
  return url.toString();
}

/** The swagger answer of a route that sends the browser on with 303 See Other. */
export const seeOther = (description: string, location = 'Where the browser goes') => ({
  status: 303,
  description: `See Other: ${description}`,
  headers: { Location: { description: location, schema: { type: 'string', format: 'uri' } } },
});

/** The swagger answer of the routes that end at the storefront's result page (PayPal's return, the demo page). */
export const TO_RESULT_PAGE = seeOther(
  "the storefront's /result/success or /result/error page (sbl_bookingRef, sbl_email; widget=true&publicReference in the widget flow)",
);
