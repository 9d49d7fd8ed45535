import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

describe('configuration', () => {
  it('has working local defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
  });

  it('reads numbers and booleans from strings', () => {
    const config = loadConfig({ PORT: '8080', S3_FORCE_PATH_STYLE: 'true', S3_BUCKET: 'docs', S3_ENDPOINT: 'http://127.0.0.1:4568' });
    expect(config.PORT).toBe(8080);
    expect(config.S3_FORCE_PATH_STYLE).toBe(true);
  });

  it('refuses bad values and names every variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT:[\s\S]*LOG_LEVEL:/);
  });

  it('needs the webhook secret once Stripe is configured, and a real JWT secret in production', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('the demo payment page: always outside production, in production only with PAYMENT_DEMO', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a-production-secret-of-at-least-32-characters' };
    expect(loadConfig({}).paymentDemoAllowed).toBe(true);
    expect(loadConfig(production).paymentDemoAllowed).toBe(false);
    expect(loadConfig({ ...production, PAYMENT_DEMO: 'false' }).paymentDemoAllowed).toBe(false);
    expect(loadConfig({ ...production, PAYMENT_DEMO: 'true' }).paymentDemoAllowed).toBe(true);
    expect(loadConfig({}).rateLimit('PAYMENT_CHECKOUT')).toEqual({ limit: 20, windowSeconds: 600 });
  });

  it('never describes a secret', () => {
    const described = loadConfig({ JWT_SECRET: 'x'.repeat(40), SMTP_HOST: 'mail', SMTP_PASSWORD: 'hunter2' }).describe();
    expect(described.JWT_SECRET).toBe('***');
    expect(described.SMTP_PASSWORD).toBe('***');
    expect(JSON.stringify(described)).not.toContain('hunter2');
    const withUrl = loadConfig({ DATABASE_URL: 'postgres://app:s3cret@db:5432/sk', REDIS_URL: 'redis://:r3dis@cache:6379' }).describe();
    expect(withUrl.DATABASE_URL).toBe('postgres://app:***@db:5432/sk');
    expect(withUrl.REDIS_URL).toBe('redis://:***@cache:6379');
  });
});
