import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.js';
import { waitFor } from './wait.js';

/** The built server (SERVER_DIST_DIR or server/dist, as test/setup/global-setup.js uses): `node main.js`, as production. */
export const builtMain = resolve(process.cwd(), process.env.SERVER_DIST_DIR ?? 'server/dist', 'server/src/main.js');

export interface BuiltServer {
  child: ChildProcess;
  base: string;
  /** What the process wrote so far (stdout and stderr, in arrival order). */
  output(): string;
  /** What it wrote to stdout alone, and to stderr alone (each whole, where output() may interleave them). */
  stdout(): string;
  stderr(): string;
  /** SIGTERM and wait for the exit (a no-op once it exited); answers the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Starts the built server on a free port with its own data directory and queue/rate-limit prefixes, and waits until
 * /health answers (or fails with what the process wrote if it exits first). `env` adds or overrides variables.
 */
export async function startBuiltServer(name: string, env: Record<string, string> = {}): Promise<BuiltServer> {
  if (!existsSync(builtMain)) throw new Error(`no built server at ${builtMain}: npm run build -w server`);
  const port = await freePort();
  const run = `sk-test-${name}-${process.pid}-${Date.now().toString(36)}`;
  const child = spawn('node', [builtMain], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: await mkdtemp(join(tmpdir(), `strandkorb-${name}-`)),
      QUEUE_PREFIX: run,
      RATE_LIMIT_PREFIX: `${run}:rl`,
      PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => ((output += chunk.toString()), (stdout += chunk.toString())));
  child.stderr.on('data', (chunk: Buffer) => ((output += chunk.toString()), (stderr += chunk.toString())));
  const base = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<number | null> => {
    if (child.exitCode !== null) return child.exitCode;
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    child.kill('SIGTERM');
    return exited;
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${output}`);
        try {
          return (await fetch(`${base}/api/v1/health`)).ok ? true : undefined;
        } catch {
          return undefined;
        }
      },
      'the server to answer',
      30_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, base, output: () => output, stdout: () => stdout, stderr: () => stderr, stop };
}

/** The log lines in `text`, each parsed as the JSON object it must be; fails naming the first line that is not one. */
export function jsonLines(text: string): Record<string, unknown>[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
      if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error(`not a JSON object: ${line}`);
      return parsed as Record<string, unknown>;
    });
}
