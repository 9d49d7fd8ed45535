/** A bounded closed-loop load: `concurrency` workers each run `fn` until `requests` calls are done (or time runs out). */
export interface Figures {
  name: string;
  concurrency: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  throughput: number;
  /** Throughput as a share of the raw-SQL floor measured for the same question at the same concurrency. */
  ofFloor?: number;
}

export async function measure(
  name: string,
  fn: () => Promise<unknown>,
  { concurrency = 1, requests = 500, maxSeconds = 20, warmup = 20 } = {},
): Promise<Figures> {
  for (let i = 0; i < warmup; i++) await fn().catch(() => undefined);
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  const deadline = Date.now() + maxSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (issued < requests && Date.now() < deadline) {
        issued++;
        const t0 = performance.now();
        try {
          await fn();
        } catch {
          errors++;
        }
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return figuresOf(name, latencies, { concurrency, errors, seconds: (performance.now() - started) / 1000 });
}

/**
 * Figures of latencies (ms) measured elsewhere: percentiles, and the throughput over `seconds` (default: the latencies'
 * sum, for one request at a time).
 */
export function figuresOf(
  name: string,
  latencies: number[],
  { concurrency = 1, errors = 0, seconds }: { concurrency?: number; errors?: number; seconds?: number } = {},
): Figures {
  const sorted = [...latencies].sort((a, b) => a - b);
  const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  const elapsed = seconds ?? sorted.reduce((sum, ms) => sum + ms, 0) / 1000;
  return {
    name,
    concurrency,
    requests: sorted.length,
    errors,
    p50: pct(50),
    p95: pct(95),
    p99: pct(99),
    throughput: sorted.length / elapsed,
  };
}

/** Measures a route and its raw-SQL floor at the same concurrency; the route's row carries its share of the floor. */
export async function againstFloor(
  route: [string, () => Promise<unknown>],
  floor: [string, () => Promise<unknown>],
  options: { concurrency: number; requests: number; maxSeconds?: number; warmup?: number },
): Promise<Figures[]> {
  const r = await measure(route[0], route[1], options);
  const f = await measure(`  raw SQL floor: ${floor[0]}`, floor[1], options);
  return [{ ...r, ofFloor: r.throughput / f.throughput }, f];
}

export function printTable(rows: (Figures | string)[]): void {
  const header = ['scenario', 'conc', 'reqs', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'of floor'];
  const lines = rows.map((r) =>
    typeof r === 'string'
      ? r
      : [
          r.name,
          r.concurrency,
          r.requests,
          r.errors,
          r.p50.toFixed(2),
          r.p95.toFixed(2),
          r.p99.toFixed(2),
          r.throughput.toFixed(0),
          r.ofFloor === undefined ? '' : `${Math.round(r.ofFloor * 100)} %`,
        ].map(String),
  );
  const cells = lines.filter((l): l is string[] => Array.isArray(l));
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((l) => l[i].length)));
  const fmt = (c: string[]) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ');
  console.log(fmt(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  lines.forEach((l) => console.log(typeof l === 'string' ? `-- ${l}` : fmt(l)));
}
