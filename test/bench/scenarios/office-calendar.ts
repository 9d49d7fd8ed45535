import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { createApp } from '../../../server/src/app.factory.js';
import { loadConfig } from '../../../server/src/config/app-config.js';
import type { BenchData } from '../bench-db.js';
import { figuresOf, type Figures } from '../measure.js';

// Runs in the page; typed by hand, as the server's tsconfig has no DOM types.
interface PageGlobal {
  document: {
    querySelector(selector: string): {
      scrollTop: number;
      scrollLeft: number;
      scrollHeight: number;
      scrollWidth: number;
      clientHeight: number;
      clientWidth: number;
    } | null;
    querySelectorAll(selector: string): { length: number };
  };
  performance: { now(): number };
  requestAnimationFrame(callback: () => void): number;
  setInterval(callback: () => void, ms: number): number;
  clearInterval(id: number): void;
  PerformanceObserver: new (callback: (list: { getEntries(): { startTime: number; duration: number }[] }) => void) => {
    observe(options: object): void;
  };
  __calendarReadyAt?: number;
  __longTasks?: { startTime: number; duration: number }[];
}

/**
 * The back office's calendar (issue 14, "Speed") in headless Chromium against the bench database: the demo vendor signs
 * in, then /office/calendar opens the bench's 400-chair section over 31 days (month view) around the bench day, each
 * season day holding its share of the bench's bookings. Measured: from the start of the navigation (a cold load of the
 * address, session refresh included) until the grid shows its bars and its data are settled (`data-ready`), target
 * ≤ 1.5 s; and the long tasks (PerformanceObserver 'longtask') while the grid is scrolled top to bottom, left to right
 * and back, one step per frame, target none over 50 ms. Needs a web build (web/dist or BENCH_WEB_DIST).
 */
export async function officeCalendarScenario(data: BenchData, runs = 8): Promise<(Figures | string)[]> {
  const webDist = resolve(process.env.BENCH_WEB_DIST ?? 'web/dist');
  if (!existsSync(resolve(webDist, 'office.html'))) return [`office calendar: skipped, no web build in ${webDist}`];
  const config = loadConfig({ ...process.env, DATABASE_URL: data.databaseUrl, LOG_LEVEL: 'silent', WEB_DIST_DIR: webDist });
  const app = await createApp(config, { openApiUi: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, locale: 'de-DE' });
    await page.addInitScript(() => {
      const g = globalThis as unknown as PageGlobal;
      g.__longTasks = [];
      new g.PerformanceObserver((list) =>
        g.__longTasks!.push(...list.getEntries().map((e) => ({ startTime: e.startTime, duration: e.duration }))),
      ).observe({
        type: 'longtask',
        buffered: true,
      });
      // Polled every 5 ms from the start of the document: the grid settled, its bars drawn.
      const timer = g.setInterval(() => {
        if (g.document.querySelectorAll('[data-ready="true"] [data-testid="calendar-bar"]').length > 0) {
          g.__calendarReadyAt = g.performance.now();
          g.clearInterval(timer);
        }
      }, 5);
    });
    await page.goto(`${base}/office/login`);
    await page.getByLabel('E-Mail').fill('vendor@strandkorb.local');
    await page.getByLabel('Passwort').fill('Vendor-Strand-2026');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/office\/today/);

    const address = `${base}/office/calendar?sectionId=${data.sectionId}&date=${data.day}&view=month`;
    const interactive: number[] = [];
    let bars = 0;
    for (let i = 0; i < runs + 1; i++) {
      await page.goto(address);
      await page.waitForFunction(() => (globalThis as unknown as PageGlobal).__calendarReadyAt !== undefined, undefined, {
        timeout: 30_000,
      });
      const at = await page.evaluate(() => (globalThis as unknown as PageGlobal).__calendarReadyAt!);
      bars = await page.locator('[data-testid="calendar-bar"]').count();
      if (i > 0) interactive.push(Math.round(at)); // the first load warms the server's caches
    }
    const chairs = await page.locator('.cal-channel').count();
    const scroll = await scrollLongTasks(page);
    return [
      'back office: the calendar in headless Chromium (targets: interactive ≤ 1.5 s, no task over 50 ms while scrolling)',
      `office calendar (headless Chromium, 1024×768): bench section, 400 chairs × 31 days; ${chairs} chair channels and ${bars} bars in the DOM at once`,
      figuresOf('calendar interactive after navigation (cold load; target ≤ 1500 ms)', interactive),
      `office calendar scrolling: ${scroll.frames} frames over ${scroll.ms} ms; longest task ${scroll.longest} ms, ${scroll.over50} long tasks over 50 ms (target none)`,
    ];
  } finally {
    await browser.close();
    await app.close();
  }
}

/** Scrolls the grid down to the last chair, right to the last day, and back up, a step per frame; the long tasks meanwhile. */
async function scrollLongTasks(page: Page): Promise<{ frames: number; ms: number; longest: number; over50: number }> {
  const result = await page.evaluate(async () => {
    const g = globalThis as unknown as PageGlobal;
    const box = g.document.querySelector('[data-testid="calendar-grid"]')!;
    const frame = () => new Promise<void>((done) => g.requestAnimationFrame(() => done()));
    await frame();
    const from = g.performance.now();
    let frames = 0;
    const step = async (apply: () => boolean) => {
      while (apply()) {
        await frame();
        frames++;
      }
    };
    await step(() => box.scrollTop + box.clientHeight < box.scrollHeight - 1 && ((box.scrollTop += 180), true));
    await step(() => box.scrollLeft + box.clientWidth < box.scrollWidth - 1 && ((box.scrollLeft += 60), true));
    await step(() => box.scrollTop > 0 && ((box.scrollTop -= 600), true));
    await step(() => box.scrollLeft > 0 && ((box.scrollLeft -= 120), true));
    await frame();
    const to = g.performance.now();
    const tasks = (g.__longTasks ?? []).filter((task) => task.startTime >= from && task.startTime <= to);
    return { frames, ms: Math.round(to - from), durations: tasks.map((task) => task.duration) };
  });
  return {
    frames: result.frames,
    ms: result.ms,
    longest: Math.round(Math.max(0, ...result.durations)),
    over50: result.durations.filter((d) => d > 50).length,
  };
}
