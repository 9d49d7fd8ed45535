import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.js';
import { waitFor } from './wait.js';

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * A private redis-server on a free port (never the shared one on 6379, which other tests use), to be killed and started
 * again: Debian's redis-server, as scripts/lib.sh starts the shared one. By default without persistence (a restart starts
 * empty); `persistent` keeps an append-only file synced on every write, as docs/operations.md asks of production, so a
 * restart (even after SIGKILL) brings back every job Redis had acknowledged.
 */
export class RedisServer {
  private child?: ChildProcess;

  private constructor(
    readonly port: number,
    private readonly dataDir?: string,
  ) {}

  static async start(options: { persistent?: boolean } = {}): Promise<RedisServer> {
    const dataDir = options.persistent ? mkdtempSync(join(tmpdir(), 'strandkorb-redis-')) : undefined;
    const server = new RedisServer(await freePort(), dataDir);
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== undefined && this.child.exitCode === null;
  }

  async start(): Promise<void> {
    const persistence = this.dataDir ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', this.dataDir] : ['--appendonly', 'no'];
    const child = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', ...persistence], {
      stdio: 'ignore',
    });
    let failed: Error | undefined;
    child.once('error', (error) => (failed = error));
    this.child = child;
    await waitFor(
      async () => {
        if (failed) throw new Error(`cannot start redis-server (apt-get install redis-server): ${failed.message}`);
        return (await reachable(this.port)) ? true : undefined;
      },
      `redis-server on ${this.port}`,
      10_000,
    );
  }

  /** SIGKILL, as a crash or a lost host: no goodbye to the clients. */
  async kill(): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }
}
