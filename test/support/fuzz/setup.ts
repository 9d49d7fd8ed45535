import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuiltServer, startBuiltServer } from '../built-server.js';
import { cloneTemplate } from '../template-clone.js';
import { startTestApp, TEST_APP_DEFAULTS, TestContext } from '../test-app.js';

/**
 * The fuzz tier's own database (migrated and seeded through the CLI global-setup uses), the built server on it in a
 * process of its own (as production runs it, and on the second core: the client and the app in one process made the
 * tier twice as long), and an app in the test process for the fixtures (tokens of real sessions, factories, SQL).
 */

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const cli = resolve(root, process.env.SERVER_DIST_DIR ?? 'server/dist', 'server/src/infra/database/cli.js');

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
  /** The fixtures' app (in the test process): tokens, factories and SQL on the same database. */
  ctx: TestContext;
  /** The built server the requests go to: http://127.0.0.1:<port> */
  base: string;
  server: BuiltServer;
  databaseUrl: string;
  close(): Promise<void>;
}

/**
 * Drops and recreates `<test database>_fuzz` as a copy of the run's migrated and seeded template (test/setup/global-setup.js;
 * without one, migrated and seeded through the CLI), and starts the app on it.
 */
export async function startFuzzApp(): Promise<FuzzApp> {
  const template = process.env.TEST_TEMPLATE_DATABASE;
  const databaseUrl = await cloneTemplate('fuzz');
  const dataDir = resolve(root, '.data/test-fuzz');
  if (!template) {
    if (!existsSync(cli)) execFileSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
    const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
    for (const command of ['migrate', 'seed'])
      execFileSync('node', [cli, command], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  }

  const env = {
    ...TEST_APP_DEFAULTS,
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    ...Object.fromEntries(RATE_LIMITS.map((n) => [`RATE_LIMIT_${n}`, '9999999/600'])),
  };
  const ctx = await startTestApp(env);
  // FUZZ_LOG_LEVEL=error prints the server's log of each 5xx after the run (see close()).
  const server = await startBuiltServer('fuzz', { ...env, DATABASE_POOL_SIZE: '10', LOG_LEVEL: process.env.FUZZ_LOG_LEVEL ?? 'silent' });
  return {
    ctx,
    base: server.base,
    server,
    databaseUrl,
    async close() {
      await server.stop();
      if (process.env.FUZZ_LOG_LEVEL) console.log(server.output());
      await ctx.close();
    },
  };
}
