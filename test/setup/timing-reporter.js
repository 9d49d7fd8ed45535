// Prints, at the end of a run, each tier's time (the sum of its files' times, and its share of the wall clock) and the
// ten slowest files, and how long the run's tail was (the time after the last file started, when workers fall idle one by
// one). With TEST_TIMINGS_FILE set (scripts/test.sh), runs add to that file and the table covers them all. With
// UPDATE_TEST_DURATIONS=1 it writes each file's seconds to test/setup/durations.json, the order of a fresh clone's run
// (test/setup/sequencer.cjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export default class TimingReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.files = [];
    this.started = Date.now();
  }

  onTestStart() {
    this.lastStart = Date.now();
  }

  onTestResult(test, result) {
    const tier = test.context.config.displayName?.name ?? 'tests';
    const ms = result.perfStats.end - result.perfStats.start;
    this.files.push({ tier, ms, path: test.path.replace(`${this.rootDir}/`, '') });
  }

  onRunComplete() {
    const file = process.env.TEST_TIMINGS_FILE;
    const run = { wallMs: Date.now() - this.started, tailMs: this.lastStart ? Date.now() - this.lastStart : 0, files: this.files };
    const runs = file && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
    runs.push(run);
    if (file) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(runs));
    }
    const files = runs.flatMap((r) => r.files);
    if (!files.length) return;
    if (process.env.UPDATE_TEST_DURATIONS === '1') {
      const seconds = Object.fromEntries(files.map((f) => [f.path, Math.round(f.ms / 100) / 10]).sort(([a], [b]) => a.localeCompare(b)));
      writeFileSync(join(this.rootDir, 'test/setup/durations.json'), `${JSON.stringify(seconds, null, 2)}\n`);
    }
    const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
    const tiers = new Map();
    for (const { tier, ms } of files) {
      const t = tiers.get(tier) ?? { files: 0, ms: 0 };
      tiers.set(tier, { files: t.files + 1, ms: t.ms + ms });
    }
    const wall = runs.map((r) => s(r.wallMs)).join(' + ');
    const tails = runs.map((r) => s(r.tailMs ?? 0)).join(' + ');
    const lines = [`\nTest time by tier (sum of its files' times; Jest's wall clock ${wall}; after the last file started ${tails}):`];
    for (const [tier, t] of tiers) lines.push(`  ${tier.padEnd(8)} ${String(t.files).padStart(4)} files  ${s(t.ms).padStart(9)}`);
    lines.push('Slowest files:');
    for (const f of [...files].sort((a, b) => b.ms - a.ms).slice(0, 10)) lines.push(`  ${s(f.ms).padStart(9)}  ${f.path}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  }
}
