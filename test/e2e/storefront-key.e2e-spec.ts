import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import { withStorefrontApiKey } from '../../server/src/app.factory.js';
import { ConfigError, DEMO_STOREFRONT_API_KEY, loadConfig } from '../../server/src/config/app-config.js';
import { STOREFRONT_KEY_NAME, StorefrontKeyService } from '../../server/src/modules/users/storefront-key.service.js';
import { startTestApp, TestContext } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

// The storefront's API key: registered (hashed) at boot, injected into the served index.html, accepted by the key calls.
// The storefront is served by the built server (its static-file plugin cannot load inside Jest's module system).
const INDEX = '<!doctype html><html><head><meta charset="utf-8"><title>Strandkorb</title></head><body><div id="root"></div></body></html>';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const main = resolve(root, process.env.SERVER_DIST_DIR ?? 'server/dist', 'server/src/main.js');
let ctx: TestContext;
let webDir: string;
let server: ChildProcess;
let baseUrl: string;

const freePort = () =>
  new Promise<number>((res) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => res(port));
    });
  });

beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), 'strandkorb-web-'));
  writeFileSync(join(webDir, 'index.html'), INDEX);
  mkdirSync(join(webDir, 'assets'));
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("storefront");');
  ctx = await startTestApp();
  const port = await freePort();
  const run = `sk-test-web-${process.pid}-${Date.now().toString(36)}`;
  server = spawn('node', [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST_DIR: webDir,
      QUEUE_PREFIX: run,
      RATE_LIMIT_PREFIX: `${run}:rl`,
      BOOKING_SWEEP_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${baseUrl}/api/v1/health`).catch(() => undefined))?.ok || undefined, 'the built server', 30_000);
}, 60_000);
afterAll(async () => {
  server?.kill('SIGTERM');
  await ctx?.close();
  rmSync(webDir, { recursive: true, force: true });
});

const web = () => request(baseUrl);
const metaKey = (html: string) => /<meta name="strandkorb-api-key" content="([^"]+)">/.exec(html)?.[1];
const prefixOf = (key: string) => key.slice(3, 11);

describe('the served index.html', () => {
  it('carries the storefront key right before </head>, on / and on client routes, with the CSP intact', async () => {
    for (const path of ['/', '/s/strandkorb/scharbeutz/abschnitt-a/12', '/index.html']) {
      const res = await web().get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.text).toContain(`<meta name="strandkorb-api-key" content="${DEMO_STOREFRONT_API_KEY}">\n</head>`);
    }
    await expect(
      web()
        .get('/')
        .then((res) => res.text),
    ).resolves.toContain('<div id="root"></div>');
    // Files are still files, and the API is still the API.
    const asset = await web().get('/assets/app.js').expect(200);
    expect(asset.text).toBe('console.log("storefront");');
    await web().get('/api/v1/destinations/sections/2147483000').expect(404);
  });

  it("serves a section's pages with its name, town and title (storefront-shell.ts); the widget and unknown sections plain", async () => {
    const { rows } = await ctx.db.query<{ id: number; name: string; city: string }>(
      `SELECT s.id, s.name, c.name AS city FROM section s JOIN city c ON c.id = s.city_id ORDER BY s.id LIMIT 1`,
    );
    const { id, name, city } = rows[0];
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
    for (const path of [`/s/-/-/-/${id}`, `/s/-/-/-/${id}/1`]) {
      const page = (await web().get(path).expect(200)).text;
      expect(page).toContain(`<title>${escape(`${name} · ${city}`)} – Strandkorb buchen</title>`);
      const literal = (text: string) => escape(text).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      expect(page).toMatch(
        new RegExp(`<div id="root"><div class="boot-shell"[^>]*>.*<h1[^>]*>${literal(name)}</h1><p[^>]*>${literal(city)}</p>`),
      );
    }
    for (const path of [`/s/-/-/-/${id}?widget=true&publicReference=x`, '/s/-/-/-/2147483000', '/s']) {
      const page = (await web().get(path).expect(200)).text;
      expect(page).toContain('<div id="root"></div>');
      expect(page).toContain('<title>Strandkorb</title>');
    }
  });

  it('escapes the key and leaves a page without </head> or without a key alone', () => {
    expect(withStorefrontApiKey('<head></HEAD>', 'sk_abcdefgh_"><script>')).toBe(
      '<head><meta name="strandkorb-api-key" content="sk_abcdefgh_&quot;&gt;&lt;script&gt;">\n</HEAD>',
    );
    expect(withStorefrontApiKey(INDEX, undefined)).toBe(INDEX);
    expect(withStorefrontApiKey('<p>no head</p>', 'sk_abcdefgh_0123456789abcdef')).toBe('<p>no head</p>');
  });
});

describe('the storefront key', () => {
  it('is a platform-wide key stored hashed, registered once however often the app boots', async () => {
    const { rows } = await ctx.db.query(`SELECT name, kind, vendor_id, key_hash, revoked_at FROM api_key WHERE key_prefix = $1`, [
      prefixOf(DEMO_STOREFRONT_API_KEY),
    ]);
    expect(rows).toEqual([
      {
        name: STOREFRONT_KEY_NAME,
        kind: 'MOBILE_APP',
        vendor_id: null,
        key_hash: createHash('sha256').update(DEMO_STOREFRONT_API_KEY).digest('hex'),
        revoked_at: null,
      },
    ]);
    const second = await startTestApp();
    try {
      expect(await second.app.get(StorefrontKeyService).register()).toBe('present');
    } finally {
      await second.close();
    }
    const { rows: after } = await ctx.db.query(`SELECT count(*)::int AS n FROM api_key WHERE key_prefix = $1`, [
      prefixOf(DEMO_STOREFRONT_API_KEY),
    ]);
    expect(after[0].n).toBe(1);
  });

  it('from the page works for GET /features/public/booking_details and /features/public/config', async () => {
    const key = metaKey((await web().get('/').expect(200)).text)!;
    const { rows } = await ctx.db.query(
      `SELECT b.booking_ref, c.email, v.public_reference FROM booking b JOIN customer c ON c.id = b.customer_id JOIN vendor v ON v.id = b.vendor_id
        WHERE b.booking_ref LIKE 'DEMO%' ORDER BY b.id LIMIT 1`,
    );
    const query = { bookingRef: rows[0].booking_ref, email: rows[0].email };
    const details = await ctx.http().get('/api/v1/features/public/booking_details').query(query).set('x-api-key', key).expect(200);
    expect(details.body.bookingRef).toBe(rows[0].booking_ref);
    await ctx.http().get('/api/v1/features/public/booking_details').query(query).expect(401);
    const config = await ctx
      .http()
      .get('/api/v1/features/public/config')
      .query({ publicReference: rows[0].public_reference })
      .set('x-api-key', key)
      .expect(200);
    expect(config.body.publicReference).toBe(rows[0].public_reference);
  });

  it('a configured key replaces the demo key; once revoked by an ADMIN it stays revoked across boots', async () => {
    const key = `sk_${Date.now().toString(36).slice(-8).padStart(8, '0')}_${'k'.repeat(24)}`;
    const custom = await startTestApp({ STOREFRONT_API_KEY: key });
    try {
      expect(
        (await custom.db.query(`SELECT name FROM api_key WHERE key_prefix = $1 AND revoked_at IS NULL`, [prefixOf(key)])).rows,
      ).toEqual([{ name: STOREFRONT_KEY_NAME }]);
      await custom
        .http()
        .get('/api/v1/features/public/booking_details')
        .query({ bookingRef: 'NOPE0000', email: 'a@b.de' })
        .set('x-api-key', key)
        .expect(404);
      const [{ id }] = (await custom.db.query(`SELECT id FROM api_key WHERE key_prefix = $1`, [prefixOf(key)])).rows;
      await custom
        .http()
        .delete(`/api/v1/features/users/api-keys/${id}`)
        .set('Authorization', `Bearer ${await custom.adminToken()}`)
        .expect(204);
      expect(await custom.app.get(StorefrontKeyService).register()).toBe('revoked');
      await custom
        .http()
        .get('/api/v1/features/public/booking_details')
        .query({ bookingRef: 'NOPE0000', email: 'a@b.de' })
        .set('x-api-key', key)
        .expect(401);
    } finally {
      await custom.close();
    }
  });

  it('in production: off unless STOREFRONT_API_KEY is set, and never the demo key', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64') };
    expect(loadConfig({ ...production }).storefrontApiKey).toBeUndefined();
    expect(loadConfig({ ...production, STOREFRONT_API_KEY: 'sk_prodkey1_0123456789abcdefXYZ' }).storefrontApiKey).toBe(
      'sk_prodkey1_0123456789abcdefXYZ',
    );
    expect(() => loadConfig({ ...production, STOREFRONT_API_KEY: DEMO_STOREFRONT_API_KEY })).toThrow(ConfigError);
    expect(() => loadConfig({ STOREFRONT_API_KEY: 'not-a-key' })).toThrow(/STOREFRONT_API_KEY/);
    expect(loadConfig({ NODE_ENV: 'development' }).storefrontApiKey).toBe(DEMO_STOREFRONT_API_KEY);
    // NODE_ENV unset counts as production: no demo key.
    expect(loadConfig({ JWT_SECRET: production.JWT_SECRET }).storefrontApiKey).toBeUndefined();
  });
});
