import http from 'node:http';
import type { OpenApiResponseValidator, Violation } from '../openapi-validator.js';
import type { FuzzRequest } from './hostile.js';

/** Sends the fuzz requests over a real socket with bounded concurrency and keeps what went wrong. */

export type Role = 'anonymous' | 'VENDOR' | 'ADMIN';

export interface Failure {
  op: string;
  role: Role;
  field: string;
  value: string;
  status: number | string;
  ms: number;
  body: string;
}

export interface Outcome {
  sent: number;
  /** Jobs not started because the time budget ran out (a loaded machine). */
  skipped: number;
  serverErrors: number;
  /** 400 INVALID_INPUT answers the database gave (the backstop for what validation let through). */
  databaseRefusals: number;
  slowest: { ms: number; what: string };
  /** Slow answers under load that were asked for again, alone, after the run (see `recheckAlone`). */
  rechecked: number;
  failures: Failure[];
  /** The baselines' answers (status and the start of the body) per operation and role: do they reach the handlers? */
  baselines: Map<string, { status: number | string; body: string; url: string }>;
  statuses: Map<number, number>;
  /** JSON answers that do not match openapi.json (checked as the client reads them). */
  violations: Violation[];
}

export interface Job {
  role: Role;
  request: FuzzRequest;
  /** The headers for this request (a token, an API key, a cart token); called right before it is sent. */
  headers: () => Promise<Record<string, string>>;
}

/** FUZZ_SLOW_MS lowers it to see the re-check at work. */
export const SLOW_MS = Number(process.env.FUZZ_SLOW_MS ?? 2000);
const TIMEOUT_MS = 15_000;
const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

/** `§` in a baseline value (a name, a chair number, a public reference) becomes a suffix of its own in every request. */
let unique = 0;
const uniquify = (text: string) => (text.includes('§') ? text.replace(/§/g, () => (++unique).toString(36)) : text);

export function urlOf(base: string, r: FuzzRequest): string {
  const path = r.op.path.replace(
    /\{([^}]+)\}/g,
    (_, name: string) => r.rawPathParams?.[name] ?? encodeURIComponent(r.pathParams[name] ?? ''),
  );
  const query = [new URLSearchParams(r.query).toString(), r.rawQuery ?? ''].filter(Boolean).join('&');
  return `${base}/api/v1${path}${query ? `?${query}` : ''}`;
}

export interface Answer {
  status: number;
  ms: number;
  text: string;
  headers: http.IncomingHttpHeaders;
}

function once(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
  via: http.Agent | false = agent,
): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers, agent: via, timeout: TIMEOUT_MS }, (res) => {
      // An event stream never ends: its answer is the status and headers (the stream is closed right away).
      if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        resolve({ status: res.statusCode ?? 0, ms: Math.round(performance.now() - started), text: '', headers: res.headers });
        res.destroy();
        return;
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: Math.round(performance.now() - started),
          text: Buffer.concat(chunks).toString('utf8'),
          headers: res.headers,
        }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    req.end(body);
  });
}

export async function send(base: string, job: Job): Promise<Answer> {
  const r = job.request;
  const headers: Record<string, string> = { ...(await job.headers()) };
  let body: string | undefined;
  if (r.rawBody) {
    body = uniquify(r.rawBody.text);
    headers['content-type'] = r.rawBody.contentType;
  } else if (r.body !== undefined && r.op.method !== 'GET') {
    body = uniquify(JSON.stringify(r.body));
    headers['content-type'] = 'application/json';
  }
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  const url = urlOf(base, {
    ...r,
    pathParams: Object.fromEntries(Object.entries(r.pathParams).map(([k, v]) => [k, uniquify(v)])),
    query: r.query.map(([k, v]) => [k, uniquify(v)]),
  });
  try {
    return await once(url, r.op.method, headers, body);
  } catch (error) {
    // A kept-alive socket the server had just closed (after a 414 or 431 it closes the connection): once more, on a
    // connection of its own (the pool might hand out another socket that is closing).
    if (!/ECONNRESET|socket hang up|EPIPE/.test(String((error as Error).message))) throw error;
    return once(url, r.op.method, headers, body, false);
  }
}

/**
 * Runs the jobs in order, `concurrency` at a time, starting none after `deadline` (performance.now()): on a loaded
 * machine the tier then checks fewer values instead of running past its time; `skipped` says how many.
 */
export async function run(
  base: string,
  jobs: Job[],
  concurrency: number,
  deadline = Number.POSITIVE_INFINITY,
  contract?: OpenApiResponseValidator,
): Promise<Outcome> {
  const outcome: Outcome = {
    sent: 0,
    skipped: 0,
    serverErrors: 0,
    databaseRefusals: 0,
    slowest: { ms: 0, what: '' },
    rechecked: 0,
    failures: [],
    baselines: new Map(),
    statuses: new Map(),
    violations: [],
  };
  let next = 0;
  const slow: { job: Job; first: Failure }[] = [];
  const worker = async () => {
    while (next < jobs.length) {
      if (performance.now() > deadline) {
        outcome.skipped = jobs.length - next;
        return;
      }
      const job = jobs[next++];
      const r = job.request;
      const what = { op: r.op.key, role: job.role, field: r.field, value: r.value };
      let result: { status: number | string; ms: number; text: string; headers?: Answer['headers'] };
      const started = performance.now();
      try {
        result = await send(base, job);
      } catch (error) {
        result = { status: `no answer: ${(error as Error).message}`, ms: Math.round(performance.now() - started), text: '' };
      }
      outcome.sent++;
      if (typeof result.status === 'number') outcome.statuses.set(result.status, (outcome.statuses.get(result.status) ?? 0) + 1);
      const violation = contract && typeof result.status === 'number' && checkAnswer(contract, job, result.status, result);
      if (violation) outcome.violations.push(violation);
      if (r.field === 'baseline')
        outcome.baselines.set(`${r.op.key} as ${job.role}`, {
          status: result.status,
          body: result.text.slice(0, 200),
          url: urlOf(base, r),
        });
      if (result.ms > outcome.slowest.ms) outcome.slowest = { ms: result.ms, what: `${r.op.key} as ${job.role}, ${r.field} = ${r.value}` };
      const serverError = typeof result.status !== 'number' || result.status >= 500;
      if (serverError) outcome.serverErrors++;
      // README "API conventions": a value the database refused (400 INVALID_INPUT with the SQLSTATE) is a validation gap too.
      const refusedByDatabase = result.status === 400 && /"errorType":"INVALID_INPUT".*"reason":"(22|23)[0-9A-Z]{3}"/.test(result.text);
      if (refusedByDatabase) outcome.databaseRefusals++;
      const failure = { ...what, status: result.status, ms: result.ms, body: result.text.slice(0, 300) };
      if (serverError || refusedByDatabase) outcome.failures.push(failure);
      else if (result.ms > SLOW_MS) slow.push({ job, first: failure });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  outcome.rechecked = slow.length;
  outcome.failures.push(...(await recheckAlone(base, slow)));
  return outcome;
}

/** The answer's JSON body against the document's schema for its operation and status (undefined when it matches). */
function checkAnswer(contract: OpenApiResponseValidator, job: Job, status: number, answer: { text: string; headers?: Answer['headers'] }) {
  if (!String(answer.headers?.['content-type'] ?? '').includes('json') || !answer.text) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return { operation: job.request.op.key, status, errors: `not JSON: ${answer.text.slice(0, 80)}` };
  }
  // A hostile path value that matches no route (an empty or a slashed id) meets the router's own 404 ("Cannot GET …"),
  // not the operation: nothing of the operation's contract to check (the in-process check skipped these likewise).
  const message = (body as { message?: unknown } | null)?.message;
  if (status === 404 && typeof message === 'string' && message.startsWith(`Cannot ${job.request.op.method} `)) return undefined;
  return contract.check(job.request.op.method, job.request.op.path, status, body);
}

/**
 * A slow answer under load is asked for again after the run, alone and twice, and counts only when every try is slow:
 * on two shared cores every request in flight sometimes takes 2–3 s at the same moment (a GC pause of the test
 * process that hosts the app, another test process), and a retry right away can land in the same stall. A route that
 * is slow on its own stays slow when nothing else runs. Writes repeat harmlessly: the tier runs on a database of its
 * own and `§` values are fresh.
 */
async function recheckAlone(base: string, slow: { job: Job; first: Failure }[]): Promise<Failure[]> {
  const failures: Failure[] = [];
  for (const { job, first } of slow) {
    let fastest = first.ms;
    for (let attempt = 0; attempt < 2 && fastest > SLOW_MS; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      try {
        fastest = Math.min(fastest, (await send(base, job)).ms);
      } catch {
        // No answer on a retry: the first (slow but answered) result stands.
      }
    }
    if (fastest > SLOW_MS) failures.push({ ...first, ms: fastest });
  }
  return failures;
}

/** One line per failure, in the order of openapi.json's operations: readable in a failed test's message. */
export function report(failures: Failure[]): string {
  const lines = failures.map(
    (f) => `${f.op} as ${f.role}: ${f.field} = ${f.value} -> ${f.status} in ${f.ms} ms ${f.body.replace(/\s+/g, ' ')}`,
  );
  const shown = lines.slice(0, 300);
  if (lines.length > shown.length) shown.push(`… and ${lines.length - shown.length} more`);
  return `${failures.length} fuzz failure(s) (5xx, no answer, a value only the database refused, or slower than 2 s):\n${shown.join('\n')}`;
}
