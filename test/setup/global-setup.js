// Runs once before the e2e, fuzz and browser tiers (docs/testing.md): one template database, migrated and seeded
// through the real CLI, and for each Jest worker a database cloned from it (CREATE DATABASE … TEMPLATE); for the
// browser tier also a built server per worker, each on a clone of its own. test/setup/worker-env.js points each test
// file at its worker's share.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CHROMIUM_ARGS } from './chromium-args.js';
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

async function withAdmin(adminUrl, use) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * A test database: new, or a copy of `template`. Commits need not wait for the disk here (synchronous_commit off, set
 * per database: the demo's database on the same server keeps its durability).
 */
async function createDatabase(admin, name, template) {
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}" STRATEGY FILE_COPY` : ''}`);
  await admin.query(`ALTER DATABASE "${name}" SET synchronous_commit = off`);
}

/** A data directory holding what the seed stored beside the template database (its pictures). */
function cloneDataDir(dir) {
  mkdirSync(dir, { recursive: true });
  const seeded = resolve(state.dataDir, 'template');
  if (existsSync(seeded)) cpSync(seeded, dir, { recursive: true });
}

async function waitForHealth(url, child, ms = 60000) {
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

/** The run's shared state: set up once, whichever of the tiers asks first. */
const state = (globalThis.__TEST_STATE__ ??= { servers: [] });

async function prepareTemplate(globalConfig) {
  if (state.template) return;
  if (!existsSync(cli)) execFileSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  const services = await resolveServices();
  state.containers = services.containers;
  state.services = services;
  state.admin = withDatabase(services.databaseUrl, 'postgres');
  state.dbName = process.env.TEST_DATABASE_NAME ?? 'strandkorb_test';
  state.workers = Math.max(1, globalConfig.maxWorkers);
  state.template = `${state.dbName}_template`;
  state.dataDir = resolve(root, '.data/test');
  // scripts/test.sh's second run reuses the first one's template (and the files seeded beside it).
  const reuse = process.env.TEST_TEMPLATE_READY === '1' && existsSync(resolve(state.dataDir, 'template'));
  if (!reuse) {
    rmSync(state.dataDir, { recursive: true, force: true });
    await withAdmin(state.admin, (admin) => createDatabase(admin, state.template));
  }
  state.env = {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: withDatabase(services.databaseUrl, state.template),
    REDIS_URL: services.redisUrl,
    // The seed's stored pictures: copied with the database to each worker's data directory.
    DATA_DIR: resolve(state.dataDir, 'template'),
    LOG_LEVEL: 'warn',
  };
  if (!reuse)
    for (const command of ['migrate', 'seed']) execFileSync('node', [cli, command], { cwd: root, env: state.env, stdio: 'inherit' });
  const worker = (i) => ({ url: withDatabase(services.databaseUrl, `${state.dbName}_w${i}`), dataDir: resolve(state.dataDir, `w${i}`) });
  const workers = Array.from({ length: state.workers }, (_, i) => worker(i + 1));
  await withAdmin(state.admin, async (admin) => {
    for (let i = 1; i <= state.workers; i++) await createDatabase(admin, `${state.dbName}_w${i}`, state.template);
  });
  for (const w of workers) cloneDataDir(w.dataDir);
  Object.assign(process.env, {
    NODE_ENV: 'test',
    REDIS_URL: services.redisUrl,
    LOG_LEVEL: 'silent',
    // The template's name, for tiers that clone a database of their own (the fuzz tier).
    TEST_TEMPLATE_DATABASE: state.template,
    DATABASE_URL: workers[0].url,
    DATA_DIR: workers[0].dataDir,
    TEST_WORKER_DATABASE_URLS: JSON.stringify(workers.map((w) => w.url)),
    TEST_WORKER_DATA_DIRS: JSON.stringify(workers.map((w) => w.dataDir)),
  });
}

/**
 * The browser tier drives the real, built product: one server process per worker, each on a clone of its own (the
 * e2e files' factories add towns, prices and bookings while they run, and a map or a grid must not change under a
 * browser test).
 */
async function startBrowserServers() {
  const webDist = resolve(root, process.env.TEST_WEB_DIST ?? 'web/dist');
  if (state.servers.length || process.env.BASE_URL || !existsSync(resolve(webDist, 'index.html'))) return;
  const databases = [];
  await withAdmin(state.admin, async (admin) => {
    for (let i = 1; i <= state.workers; i++) {
      const name = `${state.dbName}_browser_w${i}`;
      await createDatabase(admin, name, state.template);
      databases.push(withDatabase(state.services.databaseUrl, name));
    }
  });
  const dataDirs = databases.map((_, i) => resolve(state.dataDir, `browser-w${i + 1}`));
  const bases = await Promise.all(
    databases.map(async (databaseUrl, i) => {
      const port = await freePort();
      // Its own Redis prefixes: the database is new each run, so job ids (e.g. a mail's idempotency key) repeat, and
      // BullMQ would drop them as duplicates of an earlier run's jobs, or another run's server would take them.
      const prefix = `sk-browser-${process.pid}-${Date.now().toString(36)}-w${i + 1}`;
      state.redisPrefixes = [...(state.redisPrefixes ?? []), prefix];
      cloneDataDir(dataDirs[i]);
      const child = spawn('node', [main], {
        cwd: root,
        env: {
          ...state.env,
          DATABASE_URL: databaseUrl,
          DATA_DIR: dataDirs[i],
          PORT: String(port),
          HOST: '127.0.0.1',
          WEB_DIST_DIR: webDist,
          // Every browser test calls from 127.0.0.1: the per-IP cap on open carts would refuse the later tests' carts.
          BOOKING_MAX_OPEN_PER_IP: '0',
          // Redirects to the payment pages and the links in mails point at this server.
          PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
          QUEUE_PREFIX: prefix,
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
      state.servers.push(child);
      const base = `http://127.0.0.1:${port}`;
      await waitForHealth(`${base}/api/v1/health`, child);
      return base;
    }),
  );
  Object.assign(process.env, {
    BASE_URL: bases[0],
    BROWSER_DATABASE_URL: databases[0],
    TEST_WORKER_BASE_URLS: JSON.stringify(bases),
    TEST_WORKER_BROWSER_DATABASE_URLS: JSON.stringify(databases),
    // The browser files read the outbox of their worker's server.
    TEST_WORKER_BROWSER_DATA_DIRS: JSON.stringify(dataDirs),
  });
}

/** One Chromium per worker, its files each in contexts of their own (test/support/browser.ts launchChromium). */
async function startChromiums() {
  if (state.chromiums) return;
  const { chromium } = await import('playwright-core');
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  state.chromiums = await Promise.all(
    Array.from({ length: state.workers }, () => chromium.launchServer({ executablePath, args: CHROMIUM_ARGS })),
  );
  process.env.TEST_WORKER_CHROMIUM_WS_ENDPOINTS = JSON.stringify(state.chromiums.map((c) => c.wsEndpoint()));
}

/** The e2e, fuzz and faults tiers: the template and the workers' databases. */
export default async function globalSetup(globalConfig) {
  await prepareTemplate(globalConfig);
}

/**
 * The browser tier (global-setup-browser.js): also a built server and a Chromium per worker. Jest calls each global
 * setup module once per run, with whichever project's config it meets first, so the tiers name different modules.
 */
export async function browserGlobalSetup(globalConfig) {
  await prepareTemplate(globalConfig);
  await Promise.all([startBrowserServers(), startChromiums()]);
}
