import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OpenApi } from '../support/fuzz/openapi.js';
import { committedDocumentValidator, describeViolations } from '../support/openapi-validator.js';
import { jobsFor } from '../support/fuzz/plan.js';
import { Job, Outcome, report, Role, run } from '../support/fuzz/runner.js';
import { FuzzApp, startFuzzApp } from '../support/fuzz/setup.js';
import { Worlds } from '../support/fuzz/world.js';

// The fuzz tier: every operation of the committed openapi.json, as anonymous, as the seed's VENDOR and as the ADMIN, first
// with hostile values one field at a time (null, "", NUL, lone surrogates, huge and negative numbers, 2^53, 1.5, NaN-ish
// text, wrong types, nested arrays and objects, 20,000 characters, impossible and far dates, __proto__ and constructor,
// the bounds of the schema; each list's own filters and orders), then with a valid baseline built from the schemas and
// the seed's ids. No answer may be a 5xx, a value only the database refused (README "API conventions": 400
// INVALID_INPUT with the SQLSTATE, a validation gap) or take longer than 2 s when asked again alone. It runs on a database of its own
// (<test database>_fuzz), so its writes harm nothing, and the requests go to the built server in a process of its own.
// FUZZ_LOG_LEVEL=error shows the server's log of each failure; FUZZ_ONLY=<text> fuzzes the operations whose
// `METHOD /path` contains it; FUZZ_BASELINES=1 prints each baseline's answer.

jest.setTimeout(240_000);
/** How long the requests may be sent for; past it no new one starts (the count says how many were left out). */
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 150_000);

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const ROLES: Role[] = ['anonymous', 'VENDOR', 'ADMIN'];
const CONCURRENCY = 8;

let fuzz: FuzzApp;
let outcome: Outcome;

beforeAll(async () => {
  const started = performance.now();
  fuzz = await startFuzzApp();
  const api = new OpenApi(resolve(root, 'openapi.json'));
  const worlds = new Worlds(fuzz.ctx, fuzz.base);
  await worlds.init();
  const only = process.env.FUZZ_ONLY;
  const ops = api.operations().filter((op) => !only || op.key.includes(only));
  const jobs: Job[] = [];
  for (const op of ops) for (const role of ROLES) jobs.push(...(await jobsFor(api, worlds, op, role)));
  const prepared = Math.round(performance.now() - started);
  outcome = await run(fuzz.base, interleaved(jobs), CONCURRENCY, started + BUDGET_MS, committedDocumentValidator());
  const ms = Math.round(performance.now() - started);
  const slowest = `slowest under load ${outcome.slowest.ms} ms (${outcome.slowest.what}), ${outcome.rechecked} slow answer(s) asked for again alone`;
  const refused = `${outcome.databaseRefusals} × refused by the database`;
  const left = outcome.skipped ? `, ${outcome.skipped} left out when the ${BUDGET_MS / 1000} s budget ran out` : '';
  console.log(
    `fuzz: ${outcome.sent} requests${left}, ${outcome.serverErrors} × 5xx, ${refused}, ${slowest}; ${ops.length} operations, ${ms} ms (${prepared} ms of it database, app and fixtures)`,
  );
  if (process.env.FUZZ_BASELINES) {
    console.log([...outcome.baselines].map(([k, v]) => `${v.status} ${k} ${v.url} ${v.body}`).join('\n'));
    console.log(JSON.stringify(Object.fromEntries(outcome.statuses)));
  }
});

/**
 * The baselines first, then one job of each operation in turn: should the budget run out on a loaded machine, every
 * operation has been reached and fuzzed alike, not the first ones fully and the last ones not at all. Within an
 * operation the order stays.
 */
function interleaved(jobs: Job[]): Job[] {
  const baselines = jobs.filter((j) => j.request.field === 'baseline');
  const byOp = new Map<string, Job[]>();
  for (const job of jobs) {
    if (job.request.field === 'baseline') continue;
    const key = `${job.request.op.key} ${job.role}`;
    byOp.set(key, [...(byOp.get(key) ?? []), job]);
  }
  const queues = [...byOp.values()];
  const out = [...baselines];
  for (let i = 0; out.length < jobs.length; i++) for (const queue of queues) if (i < queue.length) out.push(queue[i]);
  return out;
}

afterAll(async () => {
  await fuzz?.close();
});

describe('fuzzing every operation of openapi.json', () => {
  it('answers no hostile or valid request with a 5xx, a database refusal or after more than 2 s', () => {
    expect(outcome.sent).toBeGreaterThan(0);
    if (outcome.failures.length) throw new Error(report(outcome.failures));
  });

  it('answers every JSON body as openapi.json describes it for its operation and status', () => {
    if (outcome.violations.length) throw new Error(describeViolations(outcome.violations));
  });

  it('reaches the handlers: the ADMIN, who passes every role check, gets a 2xx or 3xx for most baselines', () => {
    // Else the fixtures broke and the hostile values only met 404s and 409s. Known exceptions: multipart uploads, the
    // signed webhook, sevDesk without a token, a document nobody made, an office booking without a vendor context.
    // The till is left out of the count: it sells only in a cashier's own session of a vendor (docs/till.md), which the
    // ADMIN without a vendor context never has; its routes are fuzzed all the same.
    const admin = [...outcome.baselines].filter(([key]) => key.endsWith(' as ADMIN') && !key.includes('/till/'));
    const reached = admin.filter(([, { status }]) => typeof status === 'number' && status < 400);
    expect(reached.length).toBeGreaterThanOrEqual(Math.floor(admin.length * 0.85));
  });
});
