import { afterEach } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import pg from 'pg';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../server/src/app.factory.js';
import type { AccessTokenClaims } from '../../server/src/common/auth/auth-user.js';
import { UserRole } from '../../server/src/common/enums.js';
import { loadConfig } from '../../server/src/config/app-config.js';
import { requestContext } from '../../server/src/infra/logging/logger.js';
import { AccessTokens } from '../../server/src/modules/users/access-tokens.service.js';
import { UserSessions } from '../../server/src/modules/users/user-sessions.service.js';
import { Factories } from './factories.js';
import { committedDocumentValidator, describeViolations, validateAnswers, type Violation } from './openapi-validator.js';

/** The real app, in process, against the test database that global-setup migrated and seeded. */
export interface TestContext {
  app: NestFastifyApplication;
  /** supertest against the app's HTTP server. */
  http: () => ReturnType<typeof request>;
  /** Direct SQL for asserting rows and arranging state. */
  db: pg.Pool;
  factories: Factories;
  /**
   * An access token of a real user in a real session (the guard checks both): the user `sub` (created with the role if
   * missing), else the seeded admin or a test VENDOR; the context as given (not checked against user_vendor).
   */
  tokenFor(claims: Partial<Omit<AccessTokenClaims, 'sid'>> & { role: UserRole }): Promise<string>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

let apps = 0;

/** For startTestApp's `env`: the app runs its queue workers, sweepers and outbox drain too (mails, documents). */
export const WITH_JOBS = { APP_ROLE: 'all' } as const;

/**
 * The JSON answers of every test app are checked against openapi.json (openapi-validator.ts); a test during which one
 * did not match fails with the answers named. OPENAPI_VALIDATE=0 switches it off (e.g. to see a test's own failure first).
 */
const violations: Violation[] = [];
const validatesAnswers = process.env.OPENAPI_VALIDATE !== '0';
afterEach(() => {
  if (!violations.length) return;
  const found = violations.splice(0);
  throw new Error(describeViolations(found));
});

/** What every test app (and the fuzz tier's built server) runs with unless a test says otherwise. */
export const TEST_APP_DEFAULTS: Record<string, string> = {
  // Every test calls from 127.0.0.1 into one shared database: the open-hold caps and the periodic sweeper are off
  // unless a test sets them (booking-expiry.e2e-spec.ts); the sweep can be run directly (BookingExpiryService.sweep).
  BOOKING_MAX_OPEN_PER_IP: '0',
  BOOKING_MAX_OPEN_PER_EMAIL: '0',
  BOOKING_SWEEP_SECONDS: '0',
  PAYMENT_SWEEP_SECONDS: '0',
  // The payment calls' limit per IP likewise (a test file opens more checkouts than a customer would); payments-demo sets it.
  RATE_LIMIT_PAYMENT_CHECKOUT: '1000/600',
  // The lookups by reference likewise (every submit, abort and cancel counts); booking-lookup and rate-limit tests set them.
  RATE_LIMIT_BOOKING_LOOKUP: '1000/600',
  RATE_LIMIT_BOOKING_LOOKUP_REF: '1000/600',
  RATE_LIMIT_BOOKING_STATUS: '10000/600',
  // Many logins and registrations from 127.0.0.1 in one file; trust-boundaries.e2e-spec.ts tests these limits.
  RATE_LIMIT_LOGIN_IP: '10000/300',
  RATE_LIMIT_REGISTER_EMAIL: '1000/900',
  // New password hashes at scrypt's least cost (production's 2^15 takes 0.1 s of a core per login; about 320 logins and
  // registrations in the e2e tier). The seed's demo accounts keep their hashes at 2^15.
  PASSWORD_SCRYPT_N: '1024',
  // Tests write rows directly and read right after: the availability and catalogue caches (kept correct by the
  // database's announcements, a few ms later) are off unless a test turns them on (availability-events,
  // catalogue-cache).
  AVAILABILITY_CACHE_SECONDS: '0',
  CATALOGUE_CACHE_SECONDS: '0',
  // supertest calls from loopback, like a load balancer on this host: a test plays several clients by X-Forwarded-For.
  // The tests of the default (nobody trusted) pass TRUST_PROXY: ''.
  TRUST_PROXY: 'loopback',
  // The HTTP API alone (no queue workers, sweepers or outbox drain): a test that needs its jobs run passes APP_ROLE
  // 'all' (mails, documents, webhooks' follow-ups), as a deployment's api and worker processes together would do.
  APP_ROLE: 'api',
};

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
    ...TEST_APP_DEFAULTS,
    // An app tried as production (or development) hashes as production does: the least cost is the tests' alone.
    ...(env.NODE_ENV && env.NODE_ENV !== 'test' ? { PASSWORD_SCRYPT_N: '' } : {}),
    ...env,
  });
  const app = await createApp(config, { openApiUi: false });
  // A worker (APP_ROLE=worker) answers every API route with a bare 404 on purpose: nothing of the contract to check.
  if (validatesAnswers && config.servesApi) validateAnswers(app.getHttpAdapter().getInstance(), committedDocumentValidator(), violations);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 3 });
  const tokenFor = async (claims: Partial<Omit<AccessTokenClaims, 'sid'>> & { role: UserRole }) => {
    const userId = await tokenUser(db, claims.role, claims.sub);
    const sessionId = await app.get(UserSessions).start(app.get(DataSource).manager, userId, new Date(Date.now() + 24 * 3600_000));
    const context = { vendorId: claims.vendorId ?? null, locationId: claims.locationId ?? null };
    return (await app.get(AccessTokens).sign({ id: userId, role: claims.role }, context, sessionId)).accessToken;
  };
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
      // An enabled AsyncLocalStorage stays in Node's list (async hooks) after its file ends, and each one costs every
      // later async operation of the worker: off with the app (a run() of another app of this file turns it on again).
      requestContext.disable();
      await dropRedisKeys(config.REDIS_URL, [`${config.QUEUE_PREFIX}:*`, `${config.RATE_LIMIT_PREFIX}:*`]);
    },
  };
}

/**
 * The user a test token speaks for. A given id is created if missing (its row keeps the id a test asserts, e.g. as a
 * history's actor, and the id sequence moves past it so that no later user collides with it).
 */
async function tokenUser(db: pg.Pool, role: UserRole, sub?: number): Promise<number> {
  if (sub === undefined && role === UserRole.ADMIN) {
    return (await db.query(`SELECT id FROM app_user WHERE email = 'admin@strandkorb.local'`)).rows[0].id; // the seed's
  }
  if (sub === undefined) {
    await db.query(
      `INSERT INTO app_user (email, password_hash, role, confirmed_at) VALUES ('token-vendor@example.test', '-', 'VENDOR', now())
       ON CONFLICT ((lower(email))) DO NOTHING`,
    );
    return (await db.query(`SELECT id FROM app_user WHERE email = 'token-vendor@example.test'`)).rows[0].id;
  }
  await db.query(
    `INSERT INTO app_user (id, email, password_hash, role, confirmed_at) VALUES ($1, $3, '-', $2, now()) ON CONFLICT DO NOTHING`,
    [sub, role, `token-user-${sub}@example.test`],
  );
  await db.query(`SELECT setval('app_user_id_seq', $1) WHERE (SELECT last_value FROM app_user_id_seq) < $1`, [sub]);
  const { rows } = await db.query(`SELECT role FROM app_user WHERE id = $1`, [sub]);
  if (rows[0].role !== role) throw new Error(`tokenFor: user ${sub} is a ${rows[0].role}, not a ${role}`);
  return sub;
}

/** The queue and counter keys a test app left in the shared Redis. */
async function dropRedisKeys(url: string, patterns: string[]): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    for (const pattern of patterns.filter((p) => p.startsWith('sk-test'))) {
      for await (const keys of redis.scanStream({ match: pattern, count: 500 }))
        if ((keys as string[]).length) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}
