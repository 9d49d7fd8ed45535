import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config/app-config.js';

/**
 * Security headers on every response. The CSP lets Swagger UI (/api/docs: its own scripts, inline styles, data: images)
 * and the storefront (maplibre-gl: blob: workers and images, inline styles) work, and frame-ancestors lets vendor
 * sites embed the storefront as a widget (CSP_FRAME_ANCESTORS).
 */
export function helmetOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false, // the defaults add upgrade-insecure-requests, which breaks the plain-http demo
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        childSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        formAction: ["'self'", ...paymentPageOrigins(config)],
        frameAncestors: config.CSP_FRAME_ANCESTORS.split(/\s+/),
      },
    },
    // frame-ancestors decides who may embed us; X-Frame-Options cannot express an allow-list and would override it.
    frameguard: false,
    // Payment providers open their checkout in a popup that reports back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Vendor sites show the storefront's images and assets; API data needs a bearer token no foreign page can send.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  };
}

/**
 * The hosted checkout pages a pay form's 303 may lead to: browsers apply form-action to the redirect after a form post,
 * so without them the storefront could not reach Stripe's or PayPal's page.
 */
export function paymentPageOrigins(config: AppConfig): string[] {
  const origins: string[] = [];
  if (config.STRIPE_SECRET_KEY) origins.push('https://checkout.stripe.com');
  if (config.PAYPAL_CLIENT_ID)
    origins.push(config.PAYPAL_ENVIRONMENT === 'live' ? 'https://www.paypal.com' : 'https://www.sandbox.paypal.com');
  return origins;
}

/**
 * CORS from the CORS_ORIGINS allow-list: empty (the default) answers no cross-origin call, a list allows those origins
 * with credentials, '*' any origin without credentials (a page of any site must not act with the browser's credentials).
 */
export function corsOptions(config: AppConfig) {
  const origins = config.CORS_ORIGINS.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  const any = origins.length === 1 && origins[0] === '*';
  return {
    origin: any ? '*' : origins.length ? origins : false,
    credentials: !any && origins.length > 0,
    exposedHeaders: ['x-request-id', 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Content-Disposition'],
    maxAge: 600,
  };
}

/**
 * The headers helmet sets, computed once: they depend on the configuration only (no nonces). @fastify/helmet built
 * helmet's middleware again on every request (parsing the CSP each time), a tenth of a cached answer's cost.
 */
export function securityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => (headers[name] = String(value)),
    removeHeader: (name: string) => delete headers[name],
  };
  // Helmet 8 throws a bad option right here (at start-up) instead of passing it to next().
  helmet(helmetOptions(config))({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export function registerSecurity(app: NestFastifyApplication, config: AppConfig): void {
  const headers = securityHeaders(config);
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  app.enableCors(corsOptions(config));
}
