// The PayPal driver against a local fake of PayPal's REST API: what the SDK sends and how the driver reads the answers.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer } from 'node:net';
import { Language, PaymentMethod } from '../../server/src/common/enums.js';
import { DomainError } from '../../server/src/common/errors/domain-error.js';
import { statusOf } from '../../server/src/common/errors/error-status.js';
import { ErrorType } from '../../server/src/common/errors/error-type.js';
import { loadConfig } from '../../server/src/config/app-config.js';
import type { CheckoutRequest } from '../../server/src/modules/payments/providers/payment-provider.js';
import { PaypalProvider } from '../../server/src/modules/payments/providers/paypal.provider.js';
import { PaymentProviderError, PROVIDER_ERROR_MESSAGE } from '../../server/src/modules/payments/providers/provider-error.js';
import { FakePaypal, startFakePaypal } from '../support/fake-paypal.js';

let fake: FakePaypal;
let driver: PaypalProvider;

const checkout = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => ({
  paymentId: 4711,
  bookingRef: 'SBL-PAYPAL-1',
  amountCents: 1234,
  currency: 'EUR',
  description: 'Strandkorb booking SBL-PAYPAL-1',
  customerEmail: 'gast@strand.example',
  language: Language.DE,
  method: PaymentMethod.PAYPAL,
  successUrl: 'https://shop.example/payment/success?paymentId=4711',
  cancelUrl: 'https://shop.example/payment/cancel?paymentId=4711',
  expiresAt: new Date(Date.now() + 30 * 60_000),
  ...over,
});

const providerFor = (env: Record<string, string>) => new PaypalProvider(loadConfig({ NODE_ENV: 'test', ...env }));

/** The provider error of a failed call, or fails the test: the public message is fixed, what PayPal said is its detail (logged). */
async function providerError(call: Promise<unknown>): Promise<PaymentProviderError> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toBeInstanceOf(PaymentProviderError);
  expect(error).toMatchObject({
    errorType: ErrorType.PAYMENT_PROVIDER_ERROR,
    payload: { provider: 'PAYPAL' },
    message: PROVIDER_ERROR_MESSAGE,
  });
  return error as PaymentProviderError;
}

/** Captures the order directly at the fake (another process of ours, or a retry after PayPal forgot the request id). */
async function captureElsewhere(orderId: string) {
  const basic = Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64');
  const token = await fetch(`${fake.base}/v1/oauth2/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  }).then((r) => r.json() as Promise<{ access_token: string }>);
  const res = await fetch(`${fake.base}/v2/checkout/orders/${orderId}/capture`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token.access_token}`, 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(res.status).toBe(201);
}

beforeAll(async () => {
  fake = await startFakePaypal();
  driver = providerFor(fake.env);
});

afterAll(async () => {
  await fake.stop();
});

describe('PayPal driver: checkout', () => {
  it('creates an order with intent CAPTURE and answers its id and the approve link', async () => {
    const session = await driver.startCheckout(checkout());
    expect(session.providerRef).toMatch(/^[A-Z0-9]{17}$/);
    expect(session.redirectUrl).toBe(`${fake.base}/checkoutnow?token=${session.providerRef}`);

    const create = fake
      .requests()
      .filter((r) => r.method === 'POST' && r.path === '/v2/checkout/orders')
      .at(-1)!;
    expect(create.headers.prefer).toBe('return=representation');
    expect(create.headers.authorization).toMatch(/^Bearer /);
    expect(create.body).toEqual({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: 'SBL-PAYPAL-1',
          custom_id: '4711',
          invoice_id: 'SBL-PAYPAL-1-4711',
          description: 'Strandkorb booking SBL-PAYPAL-1',
          amount: { currency_code: 'EUR', value: '12.34' },
        },
      ],
      application_context: {
        return_url: 'https://shop.example/payment/success?paymentId=4711',
        cancel_url: 'https://shop.example/payment/cancel?paymentId=4711',
        brand_name: 'Strandkorb',
        locale: 'de-DE',
        user_action: 'PAY_NOW',
        shipping_preference: 'NO_SHIPPING',
      },
    });
    // The SDK fetched its token with the client's credentials (HTTP basic auth).
    const tokenCall = fake.requests().find((r) => r.path === '/v1/oauth2/token');
    expect(tokenCall?.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`);
    expect(tokenCall?.body).toEqual({ grant_type: 'client_credentials' });
  });

  it("asks for PayPal's English page for English customers and formats whole and small amounts", async () => {
    await driver.startCheckout(checkout({ language: Language.EN, amountCents: 5, paymentId: 1 }));
    await driver.startCheckout(checkout({ amountCents: 20000, paymentId: 2 }));
    const bodies = fake
      .requests()
      .filter((r) => r.path === '/v2/checkout/orders')
      .slice(-2)
      .map((r) => r.body as any);
    expect(bodies[0].application_context.locale).toBe('en-GB');
    expect(bodies[0].purchase_units[0].amount).toEqual({ currency_code: 'EUR', value: '0.05' });
    expect(bodies[1].purchase_units[0].amount).toEqual({ currency_code: 'EUR', value: '200.00' });
  });

  it('create → approve → capture → PAID with the capture id and amount, then a partial and a full refund', async () => {
    const { providerRef } = await driver.startCheckout(checkout());
    expect(await driver.status(providerRef)).toEqual({ state: 'PENDING' });

    fake.approve(providerRef);
    expect(await driver.status(providerRef)).toEqual({ state: 'APPROVED' });

    const paid = await driver.capture(providerRef);
    expect(paid).toEqual({ state: 'PAID', captureRef: expect.stringMatching(/^[A-Z0-9]{17}$/), amountCents: 1234, currency: 'EUR' });
    const captureCall = fake.requests().filter((r) => r.path === `/v2/checkout/orders/${providerRef}/capture`);
    expect(captureCall).toHaveLength(1);
    expect(captureCall[0].headers['paypal-request-id']).toBe(providerRef);

    expect(await driver.status(providerRef)).toEqual(paid);

    const partial = await driver.refund(paid.captureRef!, 500, 'EUR', 'payment-1-refund-0-BOOKING_CANCELED');
    expect(partial).toMatch(/^[A-Z0-9]{17}$/);
    const refundCall = fake
      .requests()
      .filter((r) => r.path === `/v2/payments/captures/${paid.captureRef}/refund`)
      .at(-1)!;
    expect(refundCall.body).toEqual({ amount: { currency_code: 'EUR', value: '5.00' } });
    expect(refundCall.headers['paypal-request-id']).toBe('payment-1-refund-0-BOOKING_CANCELED');
    expect((fake.order(providerRef) as any).purchase_units[0].payments.captures[0].status).toBe('PARTIALLY_REFUNDED');

    const rest = await driver.refund(paid.captureRef!, 734, 'EUR', 'payment-1-refund-500-BOOKING_CANCELED');
    expect(rest).not.toBe(partial);
    expect((fake.order(providerRef) as any).purchase_units[0].payments.captures[0].status).toBe('REFUNDED');
    // Money once taken stays PAID for the driver; refunds are the payment row's business.
    expect(await driver.status(providerRef)).toEqual(paid);
  });

  it("a refund repeated with its key (a transaction run again) is PayPal's first refund; another key is another refund", async () => {
    const { providerRef } = await driver.startCheckout(checkout());
    fake.approve(providerRef);
    const { captureRef } = await driver.capture(providerRef);
    const first = await driver.refund(captureRef!, 300, 'EUR', 'payment-7-refund-0-BOOKING_CANCELED');
    const again = await driver.refund(captureRef!, 300, 'EUR', 'payment-7-refund-0-BOOKING_CANCELED');
    expect(again).toBe(first);
    const capture = () => (fake.order(providerRef) as any).purchase_units[0].payments.captures[0];
    expect(capture().status).toBe('PARTIALLY_REFUNDED');
    // A second genuine refund of the same amount (the key counts what went back before) is a refund of its own.
    const second = await driver.refund(captureRef!, 300, 'EUR', 'payment-7-refund-300-BOOKING_CANCELED');
    expect(second).not.toBe(first);
    const calls = fake.requests().filter((r) => r.path === `/v2/payments/captures/${captureRef}/refund`);
    expect(calls.map((c) => c.headers['paypal-request-id'])).toEqual([
      'payment-7-refund-0-BOOKING_CANCELED',
      'payment-7-refund-0-BOOKING_CANCELED',
      'payment-7-refund-300-BOOKING_CANCELED',
    ]);
  });

  it('a repeated capture (a reload of the return page) answers the first capture again', async () => {
    const { providerRef } = await driver.startCheckout(checkout());
    fake.approve(providerRef);
    const first = await driver.capture(providerRef);
    const again = await driver.capture(providerRef);
    expect(again).toEqual(first);
    expect((fake.order(providerRef) as any).purchase_units[0].payments.captures).toHaveLength(1);
  });

  it('an order captured elsewhere (PayPal answers 422 ORDER_ALREADY_CAPTURED) is read by its status', async () => {
    const { providerRef } = await driver.startCheckout(checkout());
    fake.approve(providerRef);
    await captureElsewhere(providerRef);
    const result = await driver.capture(providerRef);
    expect(result).toMatchObject({ state: 'PAID', amountCents: 1234 });
    const calls = fake.requests().map((r) => `${r.method} ${r.path}`);
    expect(calls.slice(-2)).toEqual([`POST /v2/checkout/orders/${providerRef}/capture`, `GET /v2/checkout/orders/${providerRef}`]);
  });

  it('a capture before the buyer approved (422 ORDER_NOT_APPROVED) answers PENDING and takes no money', async () => {
    const { providerRef } = await driver.startCheckout(checkout());
    expect(await driver.capture(providerRef)).toEqual({ state: 'PENDING' });
    expect((fake.order(providerRef) as any).status).toBe('CREATED');
    // The buyer approves later; the next capture takes the money.
    fake.approve(providerRef);
    expect(await driver.capture(providerRef)).toMatchObject({ state: 'PAID' });
  });

  it('a declined funding source: the capture and the status answer FAILED', async () => {
    const { providerRef } = await driver.startCheckout(checkout());
    fake.decline(providerRef);
    expect(await driver.capture(providerRef)).toEqual({ state: 'FAILED' });
    expect(await driver.status(providerRef)).toEqual({ state: 'FAILED' });
  });

  it('PayPal refusing the instrument at capture (422 INSTRUMENT_DECLINED) answers FAILED', async () => {
    const { providerRef } = await driver.startCheckout(checkout());
    fake.approve(providerRef);
    fake.failNext(422, 'INSTRUMENT_DECLINED');
    expect(await driver.capture(providerRef)).toEqual({ state: 'FAILED' });
  });

  it('a voided order and an order PayPal no longer knows answer EXPIRED', async () => {
    const voided = await driver.startCheckout(checkout());
    fake.voidOrder(voided.providerRef);
    expect(await driver.status(voided.providerRef)).toEqual({ state: 'EXPIRED' });

    const lapsed = await driver.startCheckout(checkout());
    fake.forget(lapsed.providerRef);
    expect(await driver.status(lapsed.providerRef)).toEqual({ state: 'EXPIRED' });
    expect(await driver.capture(lapsed.providerRef)).toEqual({ state: 'EXPIRED' });
  });

  it('cancel is a no-op: the order stays as it was and PayPal is not called', async () => {
    const { providerRef } = await driver.startCheckout(checkout());
    const before = fake.requests().length;
    await driver.cancel(providerRef);
    expect(fake.requests()).toHaveLength(before);
    expect(await driver.status(providerRef)).toEqual({ state: 'PENDING' });
  });
});

describe('PayPal driver: failures become PAYMENT_PROVIDER_ERROR (502)', () => {
  it("a server error of PayPal on create names the call and PayPal's error, never the secret", async () => {
    fake.failNext(500);
    const error = await providerError(driver.startCheckout(checkout()));
    expect(statusOf(error.errorType)).toBe(502);
    expect(error.detail).toMatch(/^PayPal failed creating the order: HTTP 500 INTERNAL_SERVER_ERROR \(debug id [a-z0-9]+\)$/);
  });

  it('wrong credentials: 401 at the token endpoint, without the secret in the message', async () => {
    const strict = await startFakePaypal({ clientId: 'strict-client', clientSecret: 'the-right-secret' });
    try {
      const secret = 'wrong-secret-must-not-leak';
      const wrong = providerFor({ ...strict.env, PAYPAL_CLIENT_SECRET: secret });
      const error = await providerError(wrong.startCheckout(checkout()));
      expect(error.detail).toBe('PayPal failed creating the order: HTTP 401 invalid_client');
      expect(JSON.stringify({ message: error.message, detail: error.detail, payload: error.payload })).not.toContain(secret);
      // The SDK asks for a token (and, answered 401, once more); no order reaches PayPal.
      expect(strict.requests().length).toBeGreaterThan(0);
      expect(strict.requests().every((r) => r.path === '/v1/oauth2/token')).toBe(true);
    } finally {
      await strict.stop();
    }
  });

  it('PayPal out of reach', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    const offline = providerFor({ ...fake.env, PAYPAL_CLIENT_ID: 'offline-client', PAYPAL_API_BASE: `http://127.0.0.1:${port}` });
    const error = await providerError(offline.status('5O190127TN364715T'));
    expect(error.detail).toBe('PayPal could not be reached while reading order 5O190127TN364715T (ECONNREFUSED)');
  });

  it('a refund PayPal refuses (more than was captured)', async () => {
    const { providerRef } = await driver.startCheckout(checkout());
    fake.approve(providerRef);
    const { captureRef } = await driver.capture(providerRef);
    const error = await providerError(driver.refund(captureRef!, 1235, 'EUR', 'too-much'));
    expect(error.detail).toContain(`refunding capture ${captureRef}: HTTP 422 UNPROCESSABLE_ENTITY REFUND_AMOUNT_EXCEEDED`);
  });

  it('a capture failing for another reason', async () => {
    const { providerRef } = await driver.startCheckout(checkout());
    fake.approve(providerRef);
    fake.failNext(503);
    const error = await providerError(driver.capture(providerRef));
    expect(error.detail).toContain(`capturing order ${providerRef}: HTTP 503 SERVICE_UNAVAILABLE`);
  });

  it('without PAYPAL_CLIENT_ID the driver answers INTEGRATION_NOT_CONFIGURED and calls nobody', async () => {
    const unset = providerFor({});
    expect(unset.configured).toBe(false);
    await expect(unset.startCheckout(checkout())).rejects.toMatchObject({
      errorType: ErrorType.INTEGRATION_NOT_CONFIGURED,
      payload: { integration: 'PayPal', variable: 'PAYPAL_CLIENT_ID' },
    });
  });
});

describe("fake PayPal: the buyer's page", () => {
  it('"Pay" approves the order and returns to return_url with token and PayerID; "Cancel" goes to cancel_url', async () => {
    const { providerRef, redirectUrl } = await driver.startCheckout(checkout());
    const page = await fetch(redirectUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('12.34 EUR');
    const pay = html.match(/id="pay" href="([^"]+)"/)![1].replace(/&#38;/g, '&');
    const cancel = html.match(/id="cancel" href="([^"]+)"/)![1].replace(/&#38;/g, '&');
    expect(cancel).toBe(`https://shop.example/payment/cancel?paymentId=4711&token=${providerRef}`);

    const back = await fetch(new URL(pay, fake.base), { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toBe(`https://shop.example/payment/success?paymentId=4711&token=${providerRef}&PayerID=FAKEPAYER`);
    expect(await driver.capture(providerRef)).toMatchObject({ state: 'PAID', amountCents: 1234 });
  });
});
