import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { JwtService } from '@nestjs/jwt';
import { Redis } from 'ioredis';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../server/src/app.factory.js';
import type { AccessTokenClaims } from '../../server/src/common/auth/auth-user.js';
import { UserRole } from '../../server/src/common/enums.js';
import { loadConfig } from '../../server/src/config/app-config.js';
import { Factories } from './factories.js';

/** The real app, in process, against the test database that global-setup migrated and seeded. */
export interface TestContext {
  app: NestFastifyApplication;
  /** supertest against the app's HTTP server. */
  http: () => ReturnType<typeof request>;
  /** Direct SQL for asserting rows and arranging state. */
  db: pg.Pool;
  factories: Factories;
  tokenFor(claims: Partial<AccessTokenClaims> & { role: UserRole }): Promise<string>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

let apps = 0;

/**
 * `env` overrides variables for this app (e.g. SMTP_HOST, RATE_LIMIT_LOGIN). Each app gets its own queue and
 * rate-limit key prefixes unless `env` names them, so parallel test files sharing one Redis never see each other's
 * jobs or counters; two apps given the same prefixes act as two instances of one deployment.
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<TestContext> {
  const run = `t${process.pid}x${Date.now().toString(36)}x${++apps}`;
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    DATABASE_POOL_SIZE: '5',
    QUEUE_PREFIX: `sk-test-${run}`,
    RATE_LIMIT_PREFIX: `sk-test-rl:${run}`,
    // Every test calls from 127.0.0.1 into one shared database: the open-hold caps and the periodic sweeper are off
    // unless a test sets them (booking-expiry.e2e-spec.ts); the sweep can be run directly (BookingExpiryService.sweep).
    BOOKING_MAX_OPEN_PER_IP: '0',
    BOOKING_MAX_OPEN_PER_EMAIL: '0',
    BOOKING_SWEEP_SECONDS: '0',
    PAYMENT_SWEEP_SECONDS: '0',
    // The payment calls' limit per IP likewise (a test file opens more checkouts than a customer would); payments-demo sets it.
    RATE_LIMIT_PAYMENT_CHECKOUT: '1000/600',
    ...env,
  });
  const app = await createApp(config, { openApiUi: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 3 });
  const jwt = app.get(JwtService);
  const tokenFor = (claims: Partial<AccessTokenClaims> & { role: UserRole }) =>
    jwt.signAsync({ sub: claims.sub ?? 1, role: claims.role, vendorId: claims.vendorId ?? null, locationId: claims.locationId ?? null });
  return {
    app,
    http: () => request(app.getHttpServer()),
    db,
    factories: new Factories(db),
    tokenFor,
    adminToken: () => tokenFor({ role: UserRole.ADMIN }),
    async close() {
      await db.end();
      await app.close();
      await dropRedisKeys(config.REDIS_URL, [`${config.QUEUE_PREFIX}:*`, `${config.RATE_LIMIT_PREFIX}:*`]);
    },
  };
}

/** The queue and counter keys a test app left in the shared Redis. */
async function dropRedisKeys(url: string, patterns: string[]): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for (const pattern of patterns.filter((p) => p.startsWith('sk-test'))) {
      for await (const keys of redis.scanStream({ match: pattern, count: 500 })) if ((keys as string[]).length) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}
