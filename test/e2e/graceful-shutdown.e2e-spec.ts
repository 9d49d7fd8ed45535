import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import pg from 'pg';
import { type BuiltServer, startBuiltServer } from '../support/built-server.js';

/**
 * Issue 20: SIGTERM drains. The built server (as `node main.js` runs it in production) under keep-alive load gets
 * SIGTERM: it stops accepting connections, answers what it was asked with `Connection: close` (so no client sends
 * another request on a connection that is about to go), resets no kept-alive connection, and exits 0.
 * The build: SERVER_DIST_DIR (a private build) or server/dist, as test/setup/global-setup.js uses.
 */
jest.setTimeout(90_000);

let server: BuiltServer | undefined;
let child: ChildProcess | undefined;
let base: string;
let sectionPath: string;

beforeAll(async () => {
  const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  const {
    rows: [section],
  } = await db.query(
    `SELECT s.id, v.public_reference AS ref FROM section s JOIN location l ON l.id = s.location_id JOIN vendor v ON v.id = l.vendor_id
      WHERE s.online_booking ORDER BY s.id LIMIT 1`,
  );
  await db.end();
  const day = new Date(Date.now() + 20 * 86400_000).toISOString().slice(0, 10);
  sectionPath = `/api/v1/features/public/sections/${section.id}/beach_chairs_availability?publicReference=${section.ref}&start=${day}&end=${day}`;
  server = await startBuiltServer('term');
  child = server.child;
  base = server.base;
});
afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

interface Outcome {
  /** Sent on a kept-alive connection that had answered before. */
  reused: boolean;
  status?: number;
  connection?: string;
  error?: string;
  at: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });

function get(path: string): Promise<Outcome> {
  return new Promise((done) => {
    const req = http.get(`${base}${path}`, { agent }, (res) => {
      res.resume();
      res.on('end', () => done({ reused: req.reusedSocket, status: res.statusCode, connection: res.headers.connection, at: Date.now() }));
      res.on('error', (error: NodeJS.ErrnoException) =>
        done({ reused: req.reusedSocket, error: error.code ?? error.message, at: Date.now() }),
      );
    });
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({ reused: req.reusedSocket, error: error.code ?? error.message, at: Date.now() }),
    );
  });
}

describe('SIGTERM under keep-alive load', () => {
  it('answers the requests it accepted with Connection: close, resets no kept-alive connection, and exits 0', async () => {
    const outcomes: Outcome[] = [];
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
      child!.once('exit', (code, signal) => done({ code, signal })),
    );
    let stop = false;
    const worker = async (i: number) => {
      const until = Date.now() + 30_000;
      while (!stop && Date.now() < until) {
        const outcome = await get(i % 2 ? '/api/v1/health' : sectionPath);
        outcomes.push(outcome);
        // The server stopped accepting connections: it is gone for this client.
        if (outcome.error === 'ECONNREFUSED') return;
      }
    };
    const load = Promise.all(Array.from({ length: 12 }, (_, i) => worker(i)));
    // Under load at least 1.5 s and more than 50 answers (a busy machine answers fewer in the same time).
    const loadStarted = Date.now();
    while (Date.now() - loadStarted < 1500 || (outcomes.length <= 50 && Date.now() - loadStarted < 15_000))
      await new Promise((r) => setTimeout(r, 100));
    const termAt = Date.now();
    child!.kill('SIGTERM');
    const { code, signal } = await exited;
    stop = true;
    await load;
    agent.destroy();

    const before = outcomes.filter((o) => o.at < termAt);
    const after = outcomes.filter((o) => o.at >= termAt);
    const summary: Record<string, number> = {};
    for (const o of after) {
      const key = `${o.reused ? 'kept-alive' : 'new'} ${o.error ?? `${o.status} ${o.connection ?? ''}`.trim()}`;
      summary[key] = (summary[key] ?? 0) + 1;
    }
    process.stdout.write(`SIGTERM: exit ${code ?? signal}; ${before.length} answers before, after: ${JSON.stringify(summary)}\n`);
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(before.length).toBeGreaterThan(50);
    expect(before.every((o) => o.status === 200)).toBe(true);
    // No request sent on a kept-alive connection was left without an answer (a reset, a hang-up).
    expect(outcomes.filter((o) => o.reused && o.error)).toEqual([]);
    // What was answered after SIGTERM was answered (200) or turned away (503), never a 500.
    expect(after.filter((o) => o.status !== undefined && o.status !== 200 && o.status !== 503)).toEqual([]);
    // The answers of the drain told the clients to close their connections.
    expect(after.filter((o) => o.status !== undefined && o.connection === 'close').length).toBeGreaterThan(0);
    // New connections are refused once it drains (never accepted, so no request is lost).
    expect(after.filter((o) => o.error && o.error !== 'ECONNREFUSED' && o.error !== 'ECONNRESET')).toEqual([]);
    expect(server!.output()).not.toMatch(/"level":"(error|fatal)"/);
  });
});
