import { afterAll, beforeAll } from '@jest/globals';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../setup/chromium-args.js';

/** The built product under test (the global setup starts it and sets BASE_URL). */
export const baseUrl = (process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
/** The database behind the server the browser tests drive (its own, see global-setup), for asserting rows. */
export const browserDatabaseUrl = process.env.BROWSER_DATABASE_URL ?? process.env.DATABASE_URL;

/**
 * Debian's Chromium: the worker's own, started once for all its files (test/setup/global-setup.js; closing it here
 * closes this file's contexts and leaves it running), or a new one where `extraArgs` change its command line (e.g.
 * `--lang=en-US` for a browser running in English) or no worker's runs.
 */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const shared = process.env.CHROMIUM_WS_ENDPOINT;
  if (shared && !extraArgs.length) return chromium.connect(shared);
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/** Where the browser tests put their screenshots (`join(screenshotDir, 'name.png')`). */
export const screenshotDir = join('test-results', 'screenshots');

/** The default page of the storefront tests: German, desktop size. */
export const DESKTOP_PAGE: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, locale: 'de-DE' };

/**
 * Chromium for one test file, with the screenshot folder made; `newPage` opens a page with DESKTOP_PAGE's options,
 * overridden by `options`. The caller closes the browser.
 */
export async function openBrowser(): Promise<{ browser: Browser; newPage: (options?: BrowserContextOptions) => Promise<Page> }> {
  await mkdir(screenshotDir, { recursive: true });
  const browser = await launchChromium();
  return { browser, newPage: (options = {}) => browser.newPage({ ...DESKTOP_PAGE, ...options }) };
}

/**
 * For the describe block it is called in: one browser and one page (DESKTOP_PAGE with `options`), opened before all
 * tests and handed to `use`, the browser closed after all.
 */
export function suitePage(options: BrowserContextOptions, use: (page: Page) => void): void {
  let browser: Browser | undefined;
  beforeAll(async () => {
    const opened = await openBrowser();
    browser = opened.browser;
    use(await opened.newPage(options));
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });
}

/** The spawned server's outbox (its DATA_DIR, test/setup/global-setup.js): without SMTP its mails land there. */
export const spawnedOutbox = resolve(process.env.BROWSER_DATA_DIR ?? process.env.DATA_DIR ?? '.data/test', 'outbox');

/** A day `yyyy-MM-dd` as the storefront shows it: `dd.MM.yyyy`. */
export const berlinDayText = (day: string) => day.split('-').reverse().join('.');

/**
 * For the describe block it is called in: Chromium and a pool on the browser tests' database, opened before all
 * tests (fields set then) and closed after all.
 */
export function browserAndDatabase(): { browser: Browser; db: pg.Pool } {
  const ctx = {} as { browser: Browser; db: pg.Pool };
  beforeAll(async () => {
    await mkdir(screenshotDir, { recursive: true });
    ctx.db = new pg.Pool({ connectionString: browserDatabaseUrl, max: 2 });
    ctx.browser = await launchChromium();
  }, 90_000);
  afterAll(async () => {
    await ctx.browser?.close();
    await ctx.db?.end();
  });
  return ctx;
}
