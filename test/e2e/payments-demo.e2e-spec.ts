import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DemoProvider } from '../../server/src/modules/payments/providers/demo.provider.js';
import { waitForOutboxMail } from '../support/mail.js';
import { bookingState, historyOf, paymentCart, PaymentSection, paymentSection, paymentsOf } from '../support/payment-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

const API = '/api/v1/payments';
const SHOP = 'http://shop.example.test';
// The guest's browser on the storefront at PUBLIC_BASE_URL (supertest itself calls from 127.0.0.1, a served origin of its own).
const AT_SHOP = { Host: new URL(SHOP).host };
let ctx: TestContext;
let dataDir: string;
let s: PaymentSection;

// No STRIPE_SECRET_KEY, no PAYPAL_CLIENT_ID: both checkout routes open the local demo page.
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-demo-pay-'));
  ctx = await startTestApp({
    ...WITH_JOBS,
    DATA_DIR: dataDir,
    SMTP_HOST: '',
    PUBLIC_BASE_URL: SHOP,
    STRIPE_SECRET_KEY: '',
    PAYPAL_CLIENT_ID: '',
  });
  s = await paymentSection(ctx, 6);
}, 60_000);
afterAll(() => ctx?.close());

/** The demo page's path and query from a checkout's Location (absolute at PUBLIC_BASE_URL). */
const local = (location: string) => {
  expect(location.startsWith(`${SHOP}/api/v1/payments/demo/`)).toBe(true);
  return location.slice(SHOP.length);
};

describe('the demo payment page (no provider keys)', () => {
  it('opens the demo page for a card payment; Pay books the booking and sends the browser to the success page with the confirmation mail', async () => {
    const { ref, email, id } = await paymentCart(ctx, s, { chair: 0, method: 'CC', language: 'en' });
    const res = await ctx
      .http()
      .post(`${API}/stripe/checkout-session`)
      .query({ bookingRef: ref, email })
      .set(AT_SHOP)
      .type('form')
      .send('')
      .expect(303);
    const page = local(res.headers.location);
    const [payment] = await paymentsOf(ctx, id);
    expect(payment).toMatchObject({ provider: 'DEMO', status: 'CREATED', providerRef: `demo_${payment.id}`, amountCents: 1500 });
    expect((await bookingState(ctx, ref)).status).toBe('PENDING');

    const html = await ctx
      .http()
      .get(page)
      .expect(200)
      .expect('content-type', /text\/html/);
    expect(html.text).toContain('Demo payment – no money moves');
    expect(html.text).toContain(ref);
    expect(html.text).toContain('15,00\u00a0€');
    expect(html.text).toContain('data-testid="demo-pay"');
    expect(html.text).toContain('data-testid="demo-cancel"');
    expect(html.text).not.toContain('<script');
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.headers['content-security-policy']).toContain(`form-action 'self' ${SHOP}`);

    const action = /action="([^"]+\/pay\?[^"]+)"/.exec(html.text)![1].replace(/&amp;/g, '&');
    const form = new URL(action, `http://x${page}`);
    const paid = await ctx.http().post(`${form.pathname}${form.search}`).set(AT_SHOP).type('form').send('').expect(303);
    expect(paid.headers.location).toBe(`${SHOP}/result/success?sbl_bookingRef=${ref}&sbl_email=${encodeURIComponent(email)}`);
    expect(await bookingState(ctx, ref)).toMatchObject({ status: 'BOOKED', chairs: ['BOOKED'] });
    expect((await paymentsOf(ctx, id))[0].status).toBe('SUCCEEDED');
    expect((await historyOf(ctx, id)).at(-1)).toMatchObject({
      action: 'PAY',
      from: 'PENDING',
      to: 'BOOKED',
      actor: 'PAYMENT_PROVIDER',
      details: { provider: 'DEMO', via: 'demo-page' },
    });
    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), email);
    expect(mail.subject).toContain(ref);

    // Paying again changes nothing; the page now says it is complete.
    await ctx.http().post(`${form.pathname}${form.search}`).expect(303);
    expect((await historyOf(ctx, id)).filter((h) => h.action === 'PAY')).toHaveLength(1);
    expect((await ctx.http().get(page).expect(200)).text).not.toContain('data-testid="demo-pay"');
  });

  it("serves PayPal bookings in German; Cancel takes the booking back to OPEN and sends the browser to the widget's error page", async () => {
    const { ref, email, id } = await paymentCart(ctx, s, { chair: 1, method: 'PAYPAL' });
    const res = await ctx
      .http()
      .post(`${API}/paypal/payment`)
      .query({ bookingRef: ref, email, flow: 'widget' })
      .set({ Accept: 'application/json', ...AT_SHOP })
      .expect(201);
    expect(res.body.provider).toBe('DEMO');
    const page = local(res.body.redirectUrl);
    const html = await ctx.http().get(page).expect(200);
    expect(html.text).toContain('Demo-Zahlung – es fließt kein Geld');
    const { paymentId } = res.body;
    const token = new URL(res.body.redirectUrl).searchParams.get('token')!;
    const canceled = await ctx.http().post(`${API}/demo/${paymentId}/cancel`).query({ token, flow: 'widget' }).set(AT_SHOP).expect(303);
    expect(canceled.headers.location).toBe(
      `${SHOP}/result/error?sbl_bookingRef=${ref}&sbl_email=${encodeURIComponent(email)}&widget=true&publicReference=${s.publicReference}`,
    );
    expect((await bookingState(ctx, ref)).status).toBe('OPEN');
    expect((await paymentsOf(ctx, id))[0].status).toBe('ABORTED');
    // A canceled checkout cannot be paid any more.
    const late = await ctx.http().post(`${API}/demo/${paymentId}/pay`).query({ token }).expect(303);
    expect(late.headers.location).toContain('/result/error?');
    expect((await bookingState(ctx, ref)).status).toBe('OPEN');
  });

  it("answers 404 for a wrong token or another payment's token", async () => {
    const a = await paymentCart(ctx, s, { chair: 2, method: 'CC' });
    const b = await paymentCart(ctx, s, { chair: 3, method: 'CC' });
    const ra = await ctx
      .http()
      .post(`${API}/stripe/checkout-session`)
      .query({ bookingRef: a.ref, email: a.email })
      .set('Accept', 'application/json')
      .expect(201);
    const rb = await ctx
      .http()
      .post(`${API}/stripe/checkout-session`)
      .query({ bookingRef: b.ref, email: b.email })
      .set('Accept', 'application/json')
      .expect(201);
    const tokenB = new URL(rb.body.redirectUrl).searchParams.get('token')!;
    await ctx.http().get(`${API}/demo/${ra.body.paymentId}`).query({ token: tokenB }).expect(404);
    await ctx.http().get(`${API}/demo/${ra.body.paymentId}`).query({ token: 'not-the-token' }).expect(404);
    const pay = await ctx.http().post(`${API}/demo/${ra.body.paymentId}/pay`).query({ token: tokenB }).expect(404);
    expect(pay.body.errorType).toBe('ENTITY_NOT_FOUND');
    expect((await bookingState(ctx, a.ref)).status).toBe('PENDING');
  });
});

describe('in production (NODE_ENV=production)', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: randomBytes(48).toString('base64'),
    SMTP_HOST: '',
    PUBLIC_BASE_URL: SHOP,
    STRIPE_SECRET_KEY: '',
    PAYPAL_CLIENT_ID: '',
  };

  it('without provider keys the checkout routes answer 409 INTEGRATION_NOT_CONFIGURED and the demo page 404; PAYMENT_DEMO=true allows the demo', async () => {
    const card = await paymentCart(ctx, s, { chair: 4, method: 'CC' });
    const pp = await paymentCart(ctx, s, { chair: 5, method: 'PAYPAL' });
    // A demo checkout opened before (by an instance that allowed the demo).
    const opened = await ctx
      .http()
      .post(`${API}/paypal/payment`)
      .query({ bookingRef: pp.ref, email: pp.email })
      .set('Accept', 'application/json')
      .expect(201);
    const { paymentId } = opened.body;

    const prod = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, ...production });
    try {
      const stripe = await prod
        .http()
        .post(`${API}/stripe/checkout-session`)
        .query({ bookingRef: card.ref, email: card.email })
        .type('form')
        .send('')
        .expect(409);
      expect(stripe.body).toMatchObject({
        errorType: 'INTEGRATION_NOT_CONFIGURED',
        payload: { integration: 'Stripe', variable: 'STRIPE_SECRET_KEY' },
      });
      const paypal = await prod
        .http()
        .post(`${API}/paypal/payment`)
        .query({ bookingRef: pp.ref, email: pp.email })
        .set('Accept', 'application/json')
        .expect(409);
      expect(paypal.body).toMatchObject({
        errorType: 'INTEGRATION_NOT_CONFIGURED',
        payload: { integration: 'PayPal', variable: 'PAYPAL_CLIENT_ID' },
      });
      // Nothing happened to the bookings.
      expect((await bookingState(ctx, card.ref)).status).toBe('OPEN');
      expect(await paymentsOf(ctx, card.id)).toEqual([]);
      expect((await paymentsOf(ctx, pp.id)).map((p) => p.status)).toEqual(['CREATED']);
      // The demo page and its buttons are gone, even with the payment's own token.
      const token = prod.app.get(DemoProvider).token(paymentId);
      expect((await prod.http().get(`${API}/demo/${paymentId}`).query({ token }).expect(404)).body.errorType).toBe('ENTITY_NOT_FOUND');
      await prod.http().post(`${API}/demo/${paymentId}/pay`).query({ token }).expect(404);
      expect((await bookingState(ctx, pp.ref)).status).toBe('PENDING');
    } finally {
      await prod.close();
    }

    const demo = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, ...production, PAYMENT_DEMO: 'true' });
    try {
      const res = await demo
        .http()
        .post(`${API}/stripe/checkout-session`)
        .query({ bookingRef: card.ref, email: card.email })
        .set('Accept', 'application/json')
        .expect(201);
      expect(res.body.provider).toBe('DEMO');
      const token = new URL(res.body.redirectUrl).searchParams.get('token')!;
      expect((await demo.http().get(`${API}/demo/${res.body.paymentId}`).query({ token }).expect(200)).text).toContain(card.ref);
      await demo.http().post(`${API}/demo/${res.body.paymentId}/pay`).query({ token }).expect(303);
      expect((await bookingState(ctx, card.ref)).status).toBe('BOOKED');
    } finally {
      await demo.close();
    }
  });
});

describe('rate limit of the payment calls', () => {
  it('counts checkout and abort calls per IP together; over RATE_LIMIT_PAYMENT_CHECKOUT a 429 RATE_LIMITED with Retry-After', async () => {
    const limited = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '', RATE_LIMIT_PAYMENT_CHECKOUT: '2/600' });
    try {
      const q = { bookingRef: 'NOPE0000', email: 'nobody@example.de' };
      await limited.http().post(`${API}/stripe/checkout-session`).query(q).expect(404);
      await limited.http().put(`${API}/stripe/payment/abort`).query(q).expect(404);
      const res = await limited.http().post(`${API}/paypal/payment`).query(q).expect(429);
      expect(res.body).toMatchObject({ errorType: 'RATE_LIMITED', payload: { limit: 2, windowSeconds: 600 } });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(600);
    } finally {
      await limited.close();
    }
  });
});
