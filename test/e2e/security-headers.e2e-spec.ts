import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startTestApp, TestContext } from '../support/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startTestApp({
    CORS_ORIGINS: 'https://www.strandvermietung-beispiel.de, https://widget.example.org',
    CSP_FRAME_ANCESTORS: "'self' https://www.strandvermietung-beispiel.de https://*.example.org",
  });
});
afterAll(() => ctx.close());

const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('security headers', () => {
  it.each([
    ['a public route', '/api/v1/health', 200],
    ['a refused call', '/api/v1/features/users/api-keys', 401],
    ['an unknown route', '/api/v1/nothing-here', 404],
  ])('are on every response: %s', async (_what, path, status) => {
    const res = await ctx.http().get(path).expect(status);
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': expect.stringMatching(/^max-age=\d+/),
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'cross-origin-resource-policy': 'cross-origin',
    });
    expect(res.headers['x-frame-options']).toBeUndefined(); // frame-ancestors decides, so the widget can be embedded
    expect(res.headers['x-powered-by']).toBeUndefined();
    const csp = directives(res.headers['content-security-policy']);
    expect(csp).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'worker-src': ["'self'", 'blob:'],
      'object-src': ["'none'"],
      'frame-ancestors': ["'self'", 'https://www.strandvermietung-beispiel.de', 'https://*.example.org'],
    });
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
  });

  it("let a pay form's redirect reach the hosted checkout of a configured provider, and only then", async () => {
    expect(directives((await ctx.http().get('/api/v1/health').expect(200)).headers['content-security-policy'])['form-action']).toEqual([
      "'self'",
    ]);
    const paying = await startTestApp({
      STRIPE_SECRET_KEY: 'sk_test_csp',
      STRIPE_WEBHOOK_SECRET: 'whsec_csp',
      PAYPAL_CLIENT_ID: 'pp-client',
      PAYPAL_CLIENT_SECRET: 'pp-secret',
    });
    try {
      const res = await paying.http().get('/api/v1/health').expect(200);
      expect(directives(res.headers['content-security-policy'])['form-action']).toEqual([
        "'self'",
        'https://checkout.stripe.com',
        'https://www.sandbox.paypal.com',
      ]);
    } finally {
      await paying.close();
    }
  });

  it('let any site embed the storefront by default', async () => {
    const open = await startTestApp();
    try {
      const res = await open.http().get('/api/v1/health').expect(200);
      expect(directives(res.headers['content-security-policy'])['frame-ancestors']).toEqual(['*']);
    } finally {
      await open.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    ctx
      .http()
      .options('/api/v1/features/users/login')
      .set('Origin', origin)
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'content-type,authorization');

  it('answers a preflight from an allowed origin, with credentials', async () => {
    const res = await preflight('https://widget.example.org').expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://widget.example.org');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-allow-methods']).toMatch(/POST/);
    expect(res.headers['access-control-allow-headers']).toMatch(/authorization/i);
    const call = await ctx.http().get('/api/v1/health').set('Origin', 'https://www.strandvermietung-beispiel.de').expect(200);
    expect(call.headers['access-control-allow-origin']).toBe('https://www.strandvermietung-beispiel.de');
    expect(call.headers['access-control-expose-headers']).toMatch(/Retry-After/);
  });

  it('does not allow a foreign origin', async () => {
    const res = await preflight('https://evil.example.com');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const call = await ctx.http().get('/api/v1/health').set('Origin', 'https://evil.example.com').expect(200);
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers no cross-origin call by default (the storefront and its widget call from their own origin)', async () => {
    const closed = await startTestApp();
    try {
      for (const origin of ['https://evil.example.com', 'https://www.strandvermietung-beispiel.de']) {
        const res = await closed
          .http()
          .options('/api/v1/features/users/login')
          .set('Origin', origin)
          .set('Access-Control-Request-Method', 'POST');
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
        const call = await closed.http().get('/api/v1/health').set('Origin', origin).expect(200);
        expect(call.headers['access-control-allow-origin']).toBeUndefined();
        expect(call.headers['access-control-allow-credentials']).toBeUndefined();
      }
    } finally {
      await closed.close();
    }
  });

  it('* allows any origin, without credentials', async () => {
    const open = await startTestApp({ CORS_ORIGINS: '*' });
    try {
      const res = await open
        .http()
        .options('/api/v1/features/users/login')
        .set('Origin', 'https://any.example.net')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type,authorization')
        .expect(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      const call = await open.http().get('/api/v1/health').set('Origin', 'https://any.example.net').expect(200);
      expect(call.headers['access-control-allow-origin']).toBe('*');
      expect(call.headers['access-control-allow-credentials']).toBeUndefined();
    } finally {
      await open.close();
    }
  });
});
