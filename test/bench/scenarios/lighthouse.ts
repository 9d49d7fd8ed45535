import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from '../../../server/src/app.factory.js';
import { loadConfig } from '../../../server/src/config/app-config.js';
import type { BenchData } from '../bench-db.js';

type Metrics = { performance: number; cls: number; lcp: number; tbt: number; fcp: number };

// Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown) in Debian's Chromium, nothing reaching out on its own.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
].join(' ');

/**
 * Lighthouse (mobile, performance only) on the landing page, a demo section page and the bench's 400-chair section,
 * against the built storefront served by the app on the bench database. Prints the median of LIGHTHOUSE_RUNS runs (3)
 * per page: performance score, CLS, LCP, TBT, FCP. Targets of issue 17 on a section page: CLS ≤ 0.1, LCP ≤ 2.5 s,
 * TBT ≤ 600 ms, performance ≥ 70. Never fails: a run that breaks is printed as such.
 */
export async function lighthouseScenario(data: BenchData): Promise<string[]> {
  const webDist = resolve(process.env.BENCH_WEB_DIST ?? 'web/dist');
  if (!existsSync(resolve(webDist, 'index.html'))) return [`lighthouse: skipped, no web build in ${webDist}`];
  const bin = resolve('node_modules/.bin/lighthouse');
  if (!existsSync(bin)) return ['lighthouse: skipped, the lighthouse package is not installed'];
  const config = loadConfig({ ...process.env, DATABASE_URL: data.databaseUrl, LOG_LEVEL: 'silent', WEB_DIST_DIR: webDist });
  const app = await createApp(config, { openApiUi: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
  try {
    const demoSection = await demoSectionId(base, data.sectionId);
    const pages: [string, string][] = [
      ['landing /', '/'],
      ...(demoSection === undefined ? [] : ([[`section ${demoSection} (demo)`, `/s/-/-/-/${demoSection}`]] as [string, string][])),
      [`section ${data.sectionId} (400 chairs)`, `/s/-/-/-/${data.sectionId}`],
    ];
    const rows = ['lighthouse mobile (slow 4G, 4x CPU), median of ' + runs + ' runs: perf  CLS  LCP ms  TBT ms  FCP ms'];
    for (const [name, path] of pages) {
      const results: Metrics[] = [];
      for (let i = 0; i < runs; i++) {
        try {
          results.push(await lighthouse(bin, base + path));
        } catch (error) {
          rows.push(`lighthouse ${name}: run ${i + 1} failed (${(error as Error).message.split('\n')[0]})`);
        }
      }
      if (results.length) rows.push(`lighthouse ${name}: ${format(median(results))}`);
    }
    return rows;
  } finally {
    await app.close();
  }
}

function lighthouse(bin: string, url: string): Promise<Metrics> {
  const args = [url, '--quiet', '--only-categories=performance', '--output=json', '--output-path=stdout', `--chrome-flags=${CHROME_FLAGS}`];
  return new Promise((resolvePromise, reject) => {
    execFile(
      bin,
      args,
      {
        env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
        maxBuffer: 64 * 1024 * 1024,
        timeout: 180_000,
      },
      (error, stdout) => {
        if (error) return reject(new Error(error.message));
        try {
          const report = JSON.parse(stdout) as {
            categories: { performance: { score: number | null } };
            audits: Record<string, { numericValue?: number }>;
          };
          const value = (id: string) => report.audits[id]?.numericValue ?? NaN;
          resolvePromise({
            performance: Math.round((report.categories.performance.score ?? NaN) * 100),
            cls: value('cumulative-layout-shift'),
            lcp: value('largest-contentful-paint'),
            tbt: value('total-blocking-time'),
            fcp: value('first-contentful-paint'),
          });
        } catch (parseError) {
          reject(new Error(`no report: ${String(parseError)}`));
        }
      },
    );
  });
}

/** Each metric's own median over the runs. */
function median(results: Metrics[]): Metrics {
  const mid = (pick: (m: Metrics) => number) => {
    const sorted = results.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor((sorted.length - 1) / 2)];
  };
  return {
    performance: mid((m) => m.performance),
    cls: mid((m) => m.cls),
    lcp: mid((m) => m.lcp),
    tbt: mid((m) => m.tbt),
    fcp: mid((m) => m.fcp),
  };
}

const format = (m: Metrics) =>
  `performance ${m.performance}, CLS ${m.cls.toFixed(3)}, LCP ${Math.round(m.lcp)} ms, TBT ${Math.round(m.tbt)} ms, FCP ${Math.round(m.fcp)} ms`;

/** A demo section with its chairs in one grid (no rows first), other than the bench's own. */
async function demoSectionId(base: string, benchSectionId: number): Promise<number | undefined> {
  const res = await fetch(`${base}/api/v1/destinations/sections?itemsPerPage=0&orderBy=id&orderDir=ASC`);
  if (!res.ok) return undefined;
  const body = (await res.json()) as { items: { id: number; hasSubsections: boolean }[] };
  return body.items.find((s) => !s.hasSubsections && s.id !== benchSectionId)?.id;
}
