// Prints, at the end of a run, each tier's time (the sum of its files' times, and its share of the wall clock) and the
// ten slowest files. With TEST_TIMINGS_FILE set (scripts/test.sh), runs add to that file and the table covers them all.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export default class TimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.files = [];
    this.started = Date.now();
  }

  onTestResult(test, result) {
    const tier = test.context.config.displayName?.name ?? 'tests';
    const ms = result.perfStats.end - result.perfStats.start;
    this.files.push({ tier, ms, path: test.path.replace(`${this.rootDir}/`, '') });
  }

  onRunComplete() {
    const file = process.env.TEST_TIMINGS_FILE;
    const run = { wallMs: Date.now() - this.started, files: this.files };
    const runs = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
    runs.push(run);
    if (file) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(runs));
    }
    const files = runs.flatMap((r) => r.files);
    if (!files.length) return;
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const tiers = new Map();
    for (const { tier, ms } of files) {
      const t = tiers.get(tier) ?? { files: 0, ms: 0 };
      tiers.set(tier, { files: t.files + 1, ms: t.ms + ms });
    }
    const wall = runs.map((r) => s(r.wallMs)).join(' + ');
    const lines = [`\nTest time by tier (sum of its files' times; Jest's wall clock ${wall}):`];
    for (const [tier, t] of tiers) lines.push(`  ${tier.padEnd(8)} ${String(t.files).padStart(4)} files  ${s(t.ms).padStart(9)}`);
    lines.push('Slowest files:');
    for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 10)) lines.push(`  ${s(f.ms).padStart(9)}  ${f.path}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
