import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { type BuiltServer, jsonLines, startBuiltServer } from '../support/built-server.js';
import { freePort } from '../support/free-port.js';
import { paymentCart, type PaymentSection, paymentSection } from '../support/payment-cart.js';
import { startTestApp, type TestContext } from '../support/test-app.js';

/**
 * Issue 28: the built server as the image runs it (NODE_ENV=production, the storefront served from WEB_DIST_DIR, real
 * secrets). GET /metrics is the metrics, never the storefront's HTML, and needs the token from loopback too; the boot
 * log says of each payment provider what its checkout does (configured, demo page, off).
 */
jest.setTimeout(120_000);

const WEB_DIST = resolve(process.cwd(), 'web/dist');
const METRICS_TOKEN = randomBytes(32).toString('hex');
/** What production needs to boot: secrets of its own (README, "Configuration"), the storefront, no provider keys. */
const production = (env: Record<string, string> = {}) => ({
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  WEB_DIST_DIR: WEB_DIST,
  JWT_SECRET: randomBytes(48).toString('base64'),
  STRIPE_SECRET_KEY: '',
  PAYPAL_CLIENT_ID: '',
  PAYMENT_DEMO: '',
  METRICS_TOKEN: '',
  METRICS_PORT: '',
  ...env,
});

let ctx: TestContext;
let s: PaymentSection;

beforeAll(async () => {
  if (!existsSync(resolve(WEB_DIST, 'index.html'))) throw new Error(`no built storefront at ${WEB_DIST}: npm run build -w web`);
  // Carts are made through an app in this process, on the database the built servers use.
  ctx = await startTestApp();
  s = await paymentSection(ctx, 4);
});
afterAll(() => ctx?.close());

/** The boot lines of a payment provider (context Payments). */
const providerLines = (server: BuiltServer, provider: string) =>
  jsonLines(server.stdout()).filter((l) => l.context === 'Payments' && l.provider === provider);

const checkout = (server: BuiltServer, route: string, cart: { ref: string; email: string }) =>
  fetch(`${server.base}/api/v1/payments/${route}?bookingRef=${cart.ref}&email=${encodeURIComponent(cart.email)}`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });

describe('production with the storefront and METRICS_TOKEN, no payment keys', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer('prod', production({ METRICS_TOKEN }));
  });
  afterAll(() => server?.stop());

  it('serves the storefront at / and on client routes, the back office at /office, JSON under /api', async () => {
    for (const path of ['/', '/index.html', '/strand/abc']) {
      const res = await fetch(`${server.base}${path}`);
      expect([path, res.status, res.headers.get('content-type')]).toEqual([path, 200, 'text/html; charset=utf-8']);
      expect(await res.text()).toContain('<title>Strandkorb buchen</title>');
    }
    const office = await fetch(`${server.base}/office/bookings`);
    expect([office.status, await office.text()]).toEqual([200, expect.stringContaining('<title>Strandkorb Office</title>')]);
    expect((await fetch(`${server.base}/api/v1/nothing-here`)).headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('GET /metrics with the token from 127.0.0.1: Prometheus text, not the storefront', async () => {
    await fetch(`${server.base}/api/v1/health`);
    const res = await fetch(`${server.base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).not.toContain('<html');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(text).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/health",status="200"\} \d+/);
    expect(text).toContain('# TYPE strandkorb_booking_transitions_total counter');
  });

  it('GET /metrics from 127.0.0.1 without the token, or with another, is a 401', async () => {
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}x` }, { authorization: METRICS_TOKEN }] as Record<
      string,
      string
    >[]) {
      const res = await fetch(`${server.base}/metrics`, { headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
      expect(await res.json()).toEqual({
        statusCode: 401,
        errorType: 'UNAUTHENTICATED',
        payload: {},
        message: '/metrics needs Authorization: Bearer <METRICS_TOKEN>',
      });
    }
  });

  it('the boot log says both checkouts are off, and a card checkout answers the 409 it announced', async () => {
    expect(providerLines(server, 'Stripe')).toEqual([
      expect.objectContaining({
        level: 'info',
        state: 'off',
        msg: expect.stringMatching(
          /^payment provider Stripe \(card, .*\): off; no STRIPE_SECRET_KEY and PAYMENT_DEMO is not true: its checkout answers 409 INTEGRATION_NOT_CONFIGURED$/,
        ),
      }),
    ]);
    expect(providerLines(server, 'PayPal')).toEqual([expect.objectContaining({ state: 'off' })]);
    expect(server.output()).not.toMatch(/demo payment page/);

    const cart = await paymentCart(ctx, s, { chair: 0, method: 'CC' });
    const res = await checkout(server, 'stripe/checkout-session', cart);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      errorType: 'INTEGRATION_NOT_CONFIGURED',
      payload: { integration: 'Stripe', variable: 'STRIPE_SECRET_KEY' },
    });
  });
});

describe('production with Stripe keys and PAYMENT_DEMO, no METRICS_TOKEN', () => {
  let server: BuiltServer;
  beforeAll(async () => {
    server = await startBuiltServer(
      'prod-demo',
      production({
        STRIPE_SECRET_KEY: `sk_live_${randomBytes(24).toString('hex')}`,
        STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('hex')}`,
        PAYMENT_DEMO: 'true',
      }),
    );
  });
  afterAll(() => server?.stop());

  it('the boot log says Stripe is configured and PayPal is the demo page, and PayPal checkout goes to the demo page', async () => {
    expect(providerLines(server, 'Stripe')).toEqual([
      expect.objectContaining({ state: 'configured', msg: expect.stringMatching(/: configured; STRIPE_SECRET_KEY is set$/) }),
    ]);
    expect(providerLines(server, 'PayPal')).toEqual([
      expect.objectContaining({
        state: 'demo page',
        msg: 'payment provider PayPal (PayPal): demo page; no PAYPAL_CLIENT_ID: the local demo payment page takes these payments (PAYMENT_DEMO=true)',
      }),
    ]);
    const cart = await paymentCart(ctx, s, { chair: 1, method: 'PAYPAL' });
    const res = await checkout(server, 'paypal/payment', cart);
    expect(res.status).toBe(201);
    expect((await res.json()).redirectUrl).toContain('/api/v1/payments/demo/');
  });

  it('without METRICS_TOKEN or METRICS_PORT, GET /metrics is a 403 even from 127.0.0.1, and the boot log says why', async () => {
    const res = await fetch(`${server.base}/metrics`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ errorType: 'FORBIDDEN' });
    expect(jsonLines(server.stdout())).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        context: 'Boot',
        msg: 'no METRICS_TOKEN or METRICS_PORT: GET /metrics answers 403 to everyone (production)',
      }),
    );
  });
});

describe('production with the storefront and METRICS_PORT', () => {
  let server: BuiltServer;
  let metricsPort: number;
  beforeAll(async () => {
    metricsPort = await freePort();
    server = await startBuiltServer('prod-port', production({ METRICS_PORT: String(metricsPort) }));
  });
  afterAll(() => server?.stop());

  it('serves the metrics on METRICS_PORT without a token; /metrics on the API port is a JSON 404, not the storefront', async () => {
    const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(metrics.status).toBe(200);
    expect(await metrics.text()).toContain('# TYPE http_request_duration_seconds histogram');
    const res = await fetch(`${server.base}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Cannot GET /metrics', error: 'Not Found', statusCode: 404 });
  });
});
