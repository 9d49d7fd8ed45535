import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startTestApp, TestContext } from '../test-app.js';

/** The fuzz tier's own database (migrated and seeded through the CLI global-setup uses) and its app on a real socket. */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = resolve(root, process.env.SERVER_DIST_DIR ?? 'server/dist', 'server/src/infra/database/cli.js');

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** Every rate limit out of the way: thousands of calls from one address are the point here. */
const RATE_LIMITS = [
  'LOGIN',
  'LOGIN_IP',
  'LOGIN_ACCOUNT',
  'REGISTER',
  'REGISTER_EMAIL',
  'CONFIRM_RESEND',
  'PASSWORD_RESET',
  'BOOKING_LOOKUP',
  'BOOKING_LOOKUP_REF',
  'BOOKING_STATUS',
  'FORMS',
  'LOCK_HEALTH',
  'PAYMENT_CHECKOUT',
];

export interface FuzzApp {
  ctx: TestContext;
  /** http://127.0.0.1:<port> */
  base: string;
  databaseUrl: string;
}

/**
 * Drops and recreates `<test database>_fuzz` as a copy of the run's migrated and seeded template (test/setup/global-setup.js;
 * without one, migrated and seeded through the CLI), and starts the app on it.
 */
export async function startFuzzApp(): Promise<FuzzApp> {
  const testUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/strandkorb_test';
  const name = process.env.FUZZ_DATABASE_NAME ?? `${decodeURIComponent(new URL(testUrl).pathname.slice(1)) || 'strandkorb_test'}_fuzz`;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  const admin = new pg.Client({ connectionString: withDatabase(testUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}" STRATEGY FILE_COPY` : ''}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = withDatabase(testUrl, name);
  const dataDir = resolve(root, '.data/test-fuzz');
  if (!template) {
    if (!existsSync(cli)) execFileSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
    const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    for (const command of ['migrate', 'seed'])
      execFileSync('node', [cli, command], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  }

  const ctx = await startTestApp({
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DATABASE_POOL_SIZE: '10',
    // FUZZ_LOG_LEVEL=error shows the server's log of each 5xx (global-setup silences LOG_LEVEL for every test app).
    LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent',
    ...Object.fromEntries(RATE_LIMITS.map((n) => [`RATE_LIMIT_${n}`, '9999999/600'])),
  });
  await ctx.app.listen(0, '127.0.0.1');
  const base = `http://127.0.0.1:${(ctx.app.getHttpServer().address() as AddressInfo).port}`;
  return { ctx, base, databaseUrl };
}
