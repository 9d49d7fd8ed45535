import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakePaypal, startFakePaypal } from '../support/fake-paypal.js';
import { waitForOutboxMail } from '../support/mail.js';
import { bookingState, historyOf, paymentCart, PaymentSection, paymentSection, paymentsOf } from '../support/payment-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

const API = '/api/v1/payments';
const SHOP = 'http://shop.example.test';
// The guest's browser on the storefront at PUBLIC_BASE_URL (supertest itself calls from 127.0.0.1, a served origin of its own).
const AT_SHOP = { Host: new URL(SHOP).host };
let ctx: TestContext;
let paypal: FakePaypal;
let dataDir: string;
let s: PaymentSection;

beforeAll(async () => {
  paypal = await startFakePaypal();
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-paypal-'));
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '', PUBLIC_BASE_URL: SHOP, STRIPE_SECRET_KEY: '', ...paypal.env });
  s = await paymentSection(ctx, 5);
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await paypal?.stop();
});

/** A PayPal checkout opened through the storefront's form post: the booking, the order id and where PayPal returns to. */
async function opened(chair: number, flow = 'website') {
  const cart = await paymentCart(ctx, s, { chair, method: 'PAYPAL' });
  const res = await ctx
    .http()
    .post(`${API}/paypal/payment`)
    .query({ bookingRef: cart.ref, email: cart.email, flow })
    .set(AT_SHOP)
    .type('form')
    .send('')
    .expect(303);
  const [payment] = await paymentsOf(ctx, cart.id);
  return { ...cart, location: res.headers.location, payment, order: paypal.order(payment.providerRef!)! };
}

/** PayPal's redirect back to us, as the buyer's browser follows it: our return URL plus token and PayerID. */
const back = (returnUrl: string, extra: Record<string, string>) => {
  const url = new URL(returnUrl);
  for (const [k, v] of Object.entries(extra)) url.searchParams.set(k, v);
  expect(url.origin).toBe(SHOP);
  return ctx.http().get(`${url.pathname}${url.search}`).set('Host', url.host);
};

describe('PayPal checkout', () => {
  it('opens an order (303 to the approve link); the success return captures it: BOOKED, 303 to the success page, confirmation mail', async () => {
    const p = await opened(0);
    expect(p.payment).toMatchObject({ provider: 'PAYPAL', status: 'CREATED', amountCents: 1500, method: 'PAYPAL' });
    expect(p.location).toBe(`${paypal.base}/checkoutnow?token=${p.payment.providerRef}`);
    expect((await bookingState(ctx, p.ref)).status).toBe('PENDING');
    const context = (p.order as { purchase_units: { custom_id: string; amount: { value: string; currency_code: string } }[] })
      .purchase_units[0];
    expect(context).toMatchObject({ custom_id: String(p.payment.id), amount: { value: '15.00', currency_code: 'EUR' } });
    const created = paypal.requests().find((r) => r.method === 'POST' && r.path === '/v2/checkout/orders')!;
    const returnUrl = (created.body as { application_context: { return_url: string; cancel_url: string } }).application_context.return_url;
    expect(returnUrl).toBe(`${SHOP}/api/v1/payments/paypal/success?bookingRef=${p.ref}&email=${encodeURIComponent(p.email)}&flow=website`);

    paypal.approve(p.payment.providerRef!);
    const res = await back(returnUrl, { token: p.payment.providerRef!, PayerID: 'FAKEPAYER' }).expect(303);
    expect(res.headers.location).toBe(`${SHOP}/result/success?sbl_bookingRef=${p.ref}&sbl_email=${encodeURIComponent(p.email)}`);
    expect(await bookingState(ctx, p.ref)).toMatchObject({ status: 'BOOKED', chairs: ['BOOKED'] });
    const [payment] = await paymentsOf(ctx, p.id);
    expect(payment.status).toBe('SUCCEEDED');
    expect(payment.captureRef).toBeTruthy();
    expect((await historyOf(ctx, p.id)).at(-1)).toMatchObject({
      action: 'PAY',
      from: 'PENDING',
      to: 'BOOKED',
      details: { provider: 'PAYPAL', via: 'paypal-return' },
    });
    await waitForOutboxMail(join(dataDir, 'outbox'), p.email);

    // A reload of the return page changes nothing and still lands on the success page.
    const again = await back(returnUrl, { token: p.payment.providerRef!, PayerID: 'FAKEPAYER', paymentId: 'PAYID-LEGACY' }).expect(303);
    expect(again.headers.location).toContain('/result/success?');
    expect((await historyOf(ctx, p.id)).filter((h) => h.action === 'PAY')).toHaveLength(1);
  });

  it("the cancel return takes the booking back to OPEN (payment ABORTED) and lands on the widget's error page", async () => {
    const p = await opened(1, 'widget');
    const created = paypal
      .requests()
      .filter((r) => r.method === 'POST' && r.path === '/v2/checkout/orders')
      .at(-1)!;
    const cancelUrl = (created.body as { application_context: { cancel_url: string } }).application_context.cancel_url;
    const res = await back(cancelUrl, { token: p.payment.providerRef! }).expect(303);
    expect(res.headers.location).toBe(
      `${SHOP}/result/error?sbl_bookingRef=${p.ref}&sbl_email=${encodeURIComponent(p.email)}&widget=true&publicReference=${s.publicReference}`,
    );
    expect((await bookingState(ctx, p.ref)).status).toBe('OPEN');
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('ABORTED');
  });

  it('a success return without approval (or with a declined funding) captures nothing: OPEN and the error page; a wrong e-mail is 404', async () => {
    const p = await opened(2);
    await ctx
      .http()
      .get(`${API}/paypal/success`)
      .query({ bookingRef: p.ref, email: 'x@example.de', token: p.payment.providerRef })
      .expect(404);
    paypal.decline(p.payment.providerRef!);
    const res = await ctx
      .http()
      .get(`${API}/paypal/success`)
      .query({ bookingRef: p.ref, email: p.email, token: p.payment.providerRef, PayerID: 'FAKEPAYER' })
      .expect(303);
    expect(res.headers.location).toContain('/result/error?');
    expect((await bookingState(ctx, p.ref)).status).toBe('OPEN');
    expect((await paymentsOf(ctx, p.id))[0].status).toBe('FAILED');
  });
});
