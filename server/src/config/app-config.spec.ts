import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { ConfigError, DEMO_STOREFRONT_API_KEY, loadConfig } from './app-config.js';

/** A secret as the docs tell a deployer to make one (openssl rand -base64 48). */
const strong = () => randomBytes(48).toString('base64');

describe('configuration', () => {
  it('has working local defaults', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.PORT).toBe(3000);
    expect(config.S3_BUCKET).toBeUndefined();
    expect(config.DATABASE_URL).toMatch(/^postgres:\/\//);
  });

  it('reads numbers and booleans from strings', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      S3_FORCE_PATH_STYLE: 'true',
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://127.0.0.1:4568',
    });
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
    const production = { NODE_ENV: 'production', JWT_SECRET: strong() };
    expect(loadConfig({ NODE_ENV: 'development' }).paymentDemoAllowed).toBe(true);
    expect(loadConfig(production).paymentDemoAllowed).toBe(false);
    expect(loadConfig({ ...production, PAYMENT_DEMO: 'false' }).paymentDemoAllowed).toBe(false);
    expect(loadConfig({ ...production, PAYMENT_DEMO: 'true' }).paymentDemoAllowed).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).rateLimit('PAYMENT_CHECKOUT')).toEqual({ limit: 20, windowSeconds: 600 });
  });

  it('never describes a secret', () => {
    const described = loadConfig({
      NODE_ENV: 'development',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_HOST: 'mail',
      SMTP_PASSWORD: 'hunter2',
    }).describe();
    expect(described.JWT_SECRET).toBe('***');
    expect(described.SMTP_PASSWORD).toBe('***');
    expect(JSON.stringify(described)).not.toContain('hunter2');
    const withUrl = loadConfig({
      NODE_ENV: 'development',
      DATABASE_URL: 'postgres://app:s3cret@db:5432/sk',
      REDIS_URL: 'redis://:r3dis@cache:6379',
    }).describe();
    expect(withUrl.DATABASE_URL).toBe('postgres://app:***@db:5432/sk');
    expect(withUrl.REDIS_URL).toBe('redis://:***@cache:6379');
  });
});

describe('a deployment says what it is (NODE_ENV)', () => {
  it('unset counts as production: no demo secret, demo key or demo payment page', () => {
    expect(() => loadConfig({})).toThrow(
      /JWT_SECRET: the demo secret must not be used in production \(NODE_ENV is unset, which counts as production\)/,
    );
    const config = loadConfig({ JWT_SECRET: strong() });
    expect(config.NODE_ENV).toBe('production');
    expect(config.isProduction).toBe(true);
    expect(config.paymentDemoAllowed).toBe(false);
    expect(config.storefrontApiKey).toBeUndefined();
  });

  it('development and test keep the demo defaults', () => {
    for (const NODE_ENV of ['development', 'test']) {
      const config = loadConfig({ NODE_ENV });
      expect(config.paymentDemoAllowed).toBe(true);
      expect(config.storefrontApiKey).toBe(DEMO_STOREFRONT_API_KEY);
      expect(loadConfig({ NODE_ENV, S3_BUCKET: 'docs', S3_SECRET_ACCESS_KEY: 'strandkorb-secret' }).S3_SECRET_ACCESS_KEY).toBe(
        'strandkorb-secret',
      );
    }
  });
});

describe('production secrets', () => {
  const production = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'production', JWT_SECRET: strong(), ...env });

  it.each([
    ['the demo default', 'local-demo-secret-change-me-in-production-0123456789'],
    ["the compose file's old value", 'change-me-change-me-change-me-change-me'],
    ['a change-me placeholder', 'Q2x9-CHANGEME-7fKp3LmN8vR2tY6wZ1aB5cD'],
    ['a secret-placeholder', 'jwt-secret-placeholder-4f8a2c9e7b1d3f6a'],
    ['one character repeated', 'a'.repeat(64)],
    ['too few different characters', 'abcabdabcabcadbcabcbabcadbcabacbdabcd'],
    ['a repeated block', 'f00dBABE1234'.repeat(4)],
    ['a run of neighbours', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['too short for its alphabet (32 digits: 106 bits)', '73918264051739284650173928465017'],
    ['a phrase of words (issue 28)', 'Strandkorb-Production-Secret-2026'],
    ['a longer phrase', 'Strandkorb-Production-Secret-2026-Warnemuende-Binz-Kuehlungsborn'],
    ['words run together', 'StrandkorbProductionSecret2026Ostsee'],
    ['random but under 32 characters (22 base64: 132 bits)', 'q3ZfW0x9Lr7TbVn2Ck8yHd'],
  ])('refuse %s as JWT_SECRET, naming the variable', (_what, secret) => {
    expect(() => production({ JWT_SECRET: secret })).toThrow(ConfigError);
    expect(() => production({ JWT_SECRET: secret })).toThrow(/^Invalid configuration:\n {2}JWT_SECRET: /);
  });

  it('take random secrets of the documented kinds', () => {
    for (let i = 0; i < 50; i++) {
      for (const secret of [
        randomBytes(48).toString('base64'),
        randomBytes(32).toString('hex'),
        randomBytes(16).toString('hex'),
        randomBytes(32).toString('base64url'),
      ]) {
        expect(production({ JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
      }
    }
  });

  it('refuse the phrase with a reason a deployer can act on, and take the output of openssl rand', () => {
    expect(() => production({ JWT_SECRET: 'Strandkorb-Production-Secret-2026' })).toThrow(
      /JWT_SECRET: has about \d+ bits of entropy read as the words Strandkorb, Production, Secret \(at least 128[^)]*\); generate one, e\.g\. openssl rand -base64 48/,
    );
    const secret = randomBytes(48).toString('base64');
    expect(production({ JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
  });

  it('hold METRICS_TOKEN and S3_SECRET_ACCESS_KEY to the same rule', () => {
    const s3 = { S3_BUCKET: 'docs', S3_ENDPOINT: 'http://s3:9000', S3_ACCESS_KEY_ID: 'strandkorb' };
    expect(() => production({ METRICS_TOKEN: 'Strandkorb-Metrics-Token-2026' })).toThrow(/METRICS_TOKEN: has about \d+ bits/);
    expect(() => production({ METRICS_TOKEN: randomBytes(18).toString('base64') })).toThrow(
      /METRICS_TOKEN: has 24 characters \(at least 32\)/,
    );
    expect(() => production({ ...s3, S3_SECRET_ACCESS_KEY: 'Strandkorb-Storage-Secret-2026' })).toThrow(/S3_SECRET_ACCESS_KEY: has about/);
    const token = randomBytes(32).toString('hex');
    expect(production({ METRICS_TOKEN: token }).METRICS_TOKEN).toBe(token);
  });

  it("refuse the compose file's S3 secret and a weak one, and name it", () => {
    const s3 = { S3_BUCKET: 'docs', S3_ENDPOINT: 'http://s3:9000', S3_ACCESS_KEY_ID: 'strandkorb' };
    expect(() => production({ ...s3, S3_SECRET_ACCESS_KEY: 'strandkorb-secret' })).toThrow(
      /S3_SECRET_ACCESS_KEY: is a value published in this repository/,
    );
    expect(() => production({ ...s3, S3_SECRET_ACCESS_KEY: 'Minio-2024!' })).toThrow(/S3_SECRET_ACCESS_KEY: has about \d+ bits/);
    const key = randomBytes(24).toString('hex');
    expect(production({ ...s3, S3_SECRET_ACCESS_KEY: key }).S3_SECRET_ACCESS_KEY).toBe(key);
  });

  it('refuse repository values and placeholders as payment, webhook, mail and accounting secrets', () => {
    expect(() => production({ STRIPE_SECRET_KEY: 'sk_live_51Hq8ZrT0kMnBv', STRIPE_WEBHOOK_SECRET: 'whsec_change_me' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: looks like a placeholder/,
    );
    expect(() => production({ STRIPE_SECRET_KEY: 'sk_live_51Hq8ZrT0kMnBv', STRIPE_WEBHOOK_SECRET: 'strandkorb-secret' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is a value published/,
    );
    expect(() => production({ PAYPAL_CLIENT_ID: 'client', PAYPAL_CLIENT_SECRET: 'your-secret-here' })).toThrow(
      /PAYPAL_CLIENT_SECRET: looks like a placeholder/,
    );
    expect(() => production({ SEVDESK_API_TOKEN: 'replace-me' })).toThrow(/SEVDESK_API_TOKEN/);
    expect(() => production({ SMTP_HOST: 'mail', SMTP_PASSWORD: 'password' })).toThrow(/SMTP_PASSWORD/);
    // A provider's real key is taken as it comes: no strength rule of ours.
    const config = production({
      STRIPE_SECRET_KEY: 'sk_live_51Hq8ZrT0kMnBv',
      STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(24).toString('base64url')}`,
      SMTP_HOST: 'mail',
      SMTP_PASSWORD: 'Kq3-short',
    });
    expect(config.SMTP_PASSWORD).toBe('Kq3-short');
  });

  it('name every refused secret at once', () => {
    const run = () =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'change-me-change-me-change-me-change-me',
        S3_BUCKET: 'docs',
        S3_SECRET_ACCESS_KEY: 'strandkorb-secret',
        STOREFRONT_API_KEY: DEMO_STOREFRONT_API_KEY,
      });
    expect(run).toThrow(/JWT_SECRET: [\s\S]*S3_SECRET_ACCESS_KEY: [\s\S]*STOREFRONT_API_KEY: /);
  });
});

describe('CORS_ORIGINS', () => {
  it('allows no origin by default, takes * or a list of origins, and refuses anything else', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).CORS_ORIGINS).toBe('');
    expect(loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: '*' }).CORS_ORIGINS).toBe('*');
    expect(loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: 'https://www.strand.de, http://localhost:5173' }).CORS_ORIGINS).toContain(
      'localhost',
    );
    for (const bad of ['strand.de', '*, https://www.strand.de', 'https://www.strand.de/path', 'javascript:alert(1)']) {
      expect(() => loadConfig({ NODE_ENV: 'test', CORS_ORIGINS: bad })).toThrow(
        /CORS_ORIGINS must be empty, \* or comma-separated origins/,
      );
    }
  });
});
