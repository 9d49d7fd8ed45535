// Runs once before all test projects: a fresh test database (migrated and seeded through the real CLI),
// and the built app serving API and storefront for the browser tests.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { resolveServices, withDatabase } from './services.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// SERVER_DIST_DIR lets a parallel worker test against its own build of the server (default server/dist).
const dist = resolve(root, process.env.SERVER_DIST_DIR ?? 'server/dist');
const cli = resolve(dist, 'server/src/infra/database/cli.js');
const main = resolve(dist, 'server/src/main.js');

const freePort = () =>
  new Promise((res) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => res(port));
    });
  });

async function recreateDatabase(adminUrl, name) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

async function waitForHealth(url, child, ms = 30000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode} before it was healthy`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not become healthy at ${url}`);
}

export default async function globalSetup() {
  // The e2e and browser projects both name this setup: the second call finds everything in place.
  if (globalThis.__TEST_SETUP_DONE__) return;
  globalThis.__TEST_SETUP_DONE__ = true;
  if (!existsSync(cli)) execFileSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  const services = await resolveServices();
  globalThis.__TEST_CONTAINERS__ = services.containers;

  const dbName = process.env.TEST_DATABASE_NAME ?? 'strandkorb_test';
  await recreateDatabase(withDatabase(services.databaseUrl, 'postgres'), dbName);
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: withDatabase(services.databaseUrl, dbName),
    REDIS_URL: services.redisUrl,
    DATA_DIR: resolve(root, '.data/test'),
    LOG_LEVEL: 'warn',
  };
  for (const command of ['migrate', 'seed']) execFileSync('node', [cli, command], { cwd: root, env, stdio: 'inherit' });
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: env.DATABASE_URL,
    REDIS_URL: env.REDIS_URL,
    DATA_DIR: env.DATA_DIR,
    LOG_LEVEL: 'silent',
  });

  // The browser tests drive the real, built product, on a database of their own: the e2e files' factories add
  // towns, prices and bookings while they run, and a map or a grid must not change under a browser test.
  const webDist = resolve(root, process.env.TEST_WEB_DIST ?? 'web/dist');
  if (existsSync(resolve(webDist, 'index.html')) && !process.env.BASE_URL) {
    const browserDb = `${dbName}_browser`;
    await recreateDatabase(withDatabase(services.databaseUrl, 'postgres'), browserDb);
    env.DATABASE_URL = withDatabase(services.databaseUrl, browserDb);
    for (const command of ['migrate', 'seed']) execFileSync('node', [cli, command], { cwd: root, env, stdio: 'inherit' });
    process.env.BROWSER_DATABASE_URL = env.DATABASE_URL;
    const port = await freePort();
    const prefix = `sk-browser-${process.pid}-${Date.now().toString(36)}`;
    globalThis.__TEST_REDIS_PREFIX__ = { url: services.redisUrl, prefix };
    const child = spawn('node', [main], {
      cwd: root,
      // Every browser test calls from 127.0.0.1: the per-IP cap on open carts would refuse the later tests' carts.
      // Its own Redis prefixes: the database is new each run, so job ids (e.g. a mail's idempotency key) repeat, and
      // BullMQ would drop them as duplicates of an earlier run's jobs, or another run's server would take them.
      env: {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        WEB_DIST_DIR: webDist,
        BOOKING_MAX_OPEN_PER_IP: '0',
        // Redirects to the payment pages and the links in mails point at this server.
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        QUEUE_PREFIX: `${prefix}`,
        RATE_LIMIT_PREFIX: `${prefix}:rl`,
        // Every journey submits from 127.0.0.1 and each submit counts as a lookup by reference.
        RATE_LIMIT_BOOKING_LOOKUP: '1000/600',
        RATE_LIMIT_BOOKING_STATUS: '10000/600',
        // The back office's browser tests sign the demo accounts in many times from 127.0.0.1 within minutes (the
        // limits themselves are tested in test/e2e/trust-boundaries and users-sessions).
        RATE_LIMIT_LOGIN: '1000/300',
        RATE_LIMIT_LOGIN_IP: '1000/300',
        RATE_LIMIT_LOGIN_ACCOUNT: '1000/900',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    globalThis.__TEST_APP__ = child;
    process.env.BASE_URL = `http://127.0.0.1:${port}`;
    await waitForHealth(`${process.env.BASE_URL}/api/v1/health`, child);
  }
}
