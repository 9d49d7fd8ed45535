import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { createApp } from '../../../server/src/app.factory.js';
import { loadConfig } from '../../../server/src/config/app-config.js';
import type { BenchData } from '../bench-db.js';
import { figuresOf, type Figures } from '../measure.js';

/**
 * The storefront in headless Chromium (Debian's), against the bench database: the gzipped JavaScript loaded for '/',
 * and the time until the section view shows the 400 chairs of the bench section, after an in-app navigation from the
 * beach (dates set to the bench day) and on a cold load of the section's address. Needs a web build (web/dist or
 * BENCH_WEB_DIST). Targets of issue 7: landing JS ≤ 250 KB gzipped, section view ≤ 1 s after navigation.
 */
export async function webScenario(data: BenchData, runs = 10): Promise<(Figures | string)[]> {
  const webDist = resolve(process.env.BENCH_WEB_DIST ?? 'web/dist');
  if (!existsSync(resolve(webDist, 'index.html'))) return [`web: skipped, no web build in ${webDist}`];
  const config = loadConfig({ ...process.env, DATABASE_URL: data.databaseUrl, LOG_LEVEL: 'silent', WEB_DIST_DIR: webDist });
  const app = await createApp(config, { openApiUi: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 1000 }, locale: 'de-DE' });
    const landingJs = await landingJavaScript(page, base);
    const section = await sectionInfo(base, data.sectionId);

    const inApp: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      await page.goto(`${base}/b/-/-/-/${section.beachId}`);
      await page.getByTestId('pickup-date').fill(data.day);
      await page.getByTestId('dropoff-date').fill(data.day);
      const link = page.getByTestId('level-list').getByRole('link', { name: section.name });
      await link.waitFor();
      inApp.push(await timeUntilChairs(page, 400, () => link.evaluate((element) => (element as unknown as { click(): void }).click())));
    }

    // Cold load: from the start of the navigation (performance.now() is 0 there) until the DOM holds the chairs.
    const coldPage = await browser.newPage({ viewport: { width: 1400, height: 1000 }, locale: 'de-DE' });
    await coldPage.addInitScript(() => {
      type G = {
        document: { querySelectorAll(s: string): { length: number }; documentElement: unknown };
        performance: { now(): number };
        __chairsShownAt?: number;
      };
      const g = globalThis as unknown as G & { setInterval(f: () => void, ms: number): number; clearInterval(id: number): void };
      // Polled every 5 ms from the start of the document (a MutationObserver needs the body first).
      const timer = g.setInterval(() => {
        if (g.document.querySelectorAll('[data-testid="chair-tile"]').length >= 400) {
          g.__chairsShownAt = g.performance.now();
          g.clearInterval(timer);
        }
      }, 5);
    });
    const cold: number[] = [];
    for (let i = 0; i < runs + 1; i++) {
      await coldPage.goto(`${base}/s/-/-/-/${data.sectionId}`);
      await waitForChairs(coldPage, 400);
      const at = await coldPage.evaluate(() => (globalThis as unknown as { __chairsShownAt?: number }).__chairsShownAt ?? NaN);
      if (i > 0) cold.push(Math.round(at));
    }
    inApp.shift(); // the first run warms the server's caches
    return [
      `web (headless Chromium): landing '/' loads ${landingJs.files} JS files, ${(landingJs.gzipBytes / 1024).toFixed(1)} KB gzipped (target ≤ 250 KB)`,
      figuresOf('section view shows 400 chairs, in-app navigation', inApp),
      figuresOf('section view shows 400 chairs, cold load of the address', cold),
    ];
  } finally {
    await browser.close();
    await app.close();
  }
}

/**
 * Milliseconds from the click (in the page) until the DOM holds `count` chair tiles, taken by a MutationObserver in
 * the page: Playwright's own actionability checks and polling wait for animation frames, which the software-rendered
 * map makes slow in headless Chromium, and would be counted otherwise.
 */
async function timeUntilChairs(page: Page, count: number, click: () => Promise<unknown>): Promise<number> {
  type PageGlobal = {
    document: { querySelectorAll(selector: string): { length: number }; body: unknown };
    performance: { now(): number };
    MutationObserver: new (callback: () => void) => { observe(target: unknown, options: object): void; disconnect(): void };
    __chairsShown?: Promise<number>;
    __clickedAt?: number;
  };
  await page.evaluate((n) => {
    const g = globalThis as unknown as PageGlobal;
    g.__chairsShown = new Promise<number>((resolve) => {
      const observer = new g.MutationObserver(() => {
        if (g.document.querySelectorAll('[data-testid="chair-tile"]').length >= n) {
          observer.disconnect();
          resolve(g.performance.now() - (g.__clickedAt ?? 0));
        }
      });
      observer.observe(g.document.body, { childList: true, subtree: true });
    });
  }, count);
  await page.evaluate(() => {
    (globalThis as unknown as PageGlobal).__clickedAt = (globalThis as unknown as PageGlobal).performance.now();
  });
  await click();
  return Math.round(await page.evaluate(() => (globalThis as unknown as PageGlobal).__chairsShown!));
}

async function waitForChairs(page: Page, count: number) {
  // Runs in the page; typed by hand, as the server's tsconfig has no DOM types.
  type PageGlobal = { document: { querySelectorAll(selector: string): { length: number } } };
  await page.waitForFunction(
    (n) => (globalThis as unknown as PageGlobal).document.querySelectorAll('[data-testid="chair-tile"]').length >= n,
    count,
    {
      timeout: 30_000,
      polling: 'raf',
    },
  );
}

async function landingJavaScript(page: Page, base: string): Promise<{ files: number; gzipBytes: number }> {
  const bodies: Promise<Buffer>[] = [];
  const onResponse = (response: import('playwright-core').Response) => {
    const type = response.headers()['content-type'] ?? '';
    if (type.includes('javascript') && !response.url().includes('worker')) bodies.push(response.body());
  };
  page.on('response', onResponse);
  await page.goto(`${base}/`, { waitUntil: 'networkidle' });
  page.off('response', onResponse);
  const all = await Promise.all(bodies);
  return { files: all.length, gzipBytes: all.reduce((sum, body) => sum + gzipSync(body).length, 0) };
}

async function sectionInfo(base: string, id: number): Promise<{ name: string; beachId: number }> {
  const res = await fetch(`${base}/api/v1/destinations/sections/${id}`);
  if (!res.ok) throw new Error(`section ${id}: ${res.status}`);
  return (await res.json()) as { name: string; beachId: number };
}
