import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bookingState, paymentCart, PaymentSection, paymentSection } from '../support/payment-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// Issue 30 item 1: the product on another port or host than PUBLIC_BASE_URL. The checkout's redirect (the demo page)
// and the return to the result page stay on the origin the guest's browser called from, when the server serves it
// (loopback, PUBLIC_BASE_URL, CORS_ORIGINS); a foreign Host or Origin gets PUBLIC_BASE_URL's (docs/payments.md).
const API = '/api/v1/payments';
const SHOP = 'http://shop.example.test';
const PARTNER = 'https://www.strandkorb-partner.example';
let ctx: TestContext;
let s: PaymentSection;

beforeAll(async () => {
  ctx = await startTestApp({
    DATA_DIR: await mkdtemp(join(tmpdir(), 'strandkorb-return-origin-')),
    SMTP_HOST: '',
    PUBLIC_BASE_URL: SHOP,
    CORS_ORIGINS: PARTNER,
    STRIPE_SECRET_KEY: '',
    PAYPAL_CLIENT_ID: '',
  });
  s = await paymentSection(ctx, 6);
}, 60_000);
afterAll(() => ctx?.close());

/** Starts the card (or PayPal) checkout as the storefront's fetch does, with the given Host and Origin headers. */
async function started(chair: number, headers: Record<string, string>, method = 'CC') {
  const { ref, email } = await paymentCart(ctx, s, { chair, method });
  const res = await ctx
    .http()
    .post(`${API}/${method === 'PAYPAL' ? 'paypal/payment' : 'stripe/checkout-session'}`)
    .query({ bookingRef: ref, email, flow: 'website' })
    .set({ Accept: 'application/json', ...headers })
    .expect(201);
  const redirect = new URL(res.body.redirectUrl as string);
  return { ref, email, redirect };
}

/** The demo page's Pay (or Cancel) button, posted by the browser to the page's own origin. */
const press = (redirect: URL, button: 'pay' | 'cancel', headers: Record<string, string>) =>
  ctx
    .http()
    .post(`${redirect.pathname}/${button}${redirect.search}`)
    .set({ Host: redirect.host, ...headers })
    .type('form')
    .send('')
    .expect(303);

const result = (origin: string, kind: 'success' | 'error', ref: string, email: string) =>
  `${origin}/result/${kind}?sbl_bookingRef=${ref}&sbl_email=${encodeURIComponent(email)}`;

describe('where the card and PayPal checkout send the guest', () => {
  it('a checkout started on 127.0.0.1:4123 opens the demo page there and returns to its confirmation page there', async () => {
    const { ref, email, redirect } = await started(0, { Host: '127.0.0.1:4123' });
    expect(redirect.origin).toBe('http://127.0.0.1:4123');
    expect(redirect.pathname).toMatch(/^\/api\/v1\/payments\/demo\/\d+$/);
    const page = await ctx.http().get(`${redirect.pathname}${redirect.search}`).set('Host', redirect.host).expect(200);
    expect(page.text).toContain(ref);

    const paid = await press(redirect, 'pay', { Origin: 'http://127.0.0.1:4123' });
    expect(paid.headers.location).toBe(result('http://127.0.0.1:4123', 'success', ref, email));
    expect(await bookingState(ctx, ref)).toMatchObject({ status: 'BOOKED', chairs: ['BOOKED'] });
  });

  it('the same through localhost on another port, from the storefront page there (its Origin header); Cancel returns there too', async () => {
    const { ref, email, redirect } = await started(1, { Host: '127.0.0.1:4123', Origin: 'http://localhost:3995' }, 'PAYPAL');
    expect(redirect.origin).toBe('http://localhost:3995');
    const canceled = await press(redirect, 'cancel', {});
    expect(canceled.headers.location).toBe(result('http://localhost:3995', 'error', ref, email));
    expect((await bookingState(ctx, ref)).status).toBe('OPEN');
  });

  it('a storefront on one of CORS_ORIGINS gets its own origin back', async () => {
    const { redirect } = await started(2, { Host: 'api.internal:3000', Origin: PARTNER });
    expect(redirect.origin).toBe(PARTNER);
  });

  it("a foreign Host (or Origin) gets PUBLIC_BASE_URL's origin: never a redirect to another site", async () => {
    const foreign = await started(3, { Host: 'evil.example:4123' });
    expect(foreign.redirect.origin).toBe(SHOP);
    const paid = await press(foreign.redirect, 'pay', { Host: 'evil.example', Origin: 'https://evil.example' });
    expect(paid.headers.location).toBe(result(SHOP, 'success', foreign.ref, foreign.email));
    expect((await bookingState(ctx, foreign.ref)).status).toBe('BOOKED');

    const lookalike = await started(4, { Host: '127.0.0.1.evil.example:4123', Origin: 'https://evil.example' });
    expect(lookalike.redirect.origin).toBe(SHOP);
  });
});
