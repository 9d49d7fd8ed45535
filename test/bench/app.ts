import http from 'node:http';
import { availableParallelism } from 'node:os';
import { createApp } from '../../server/src/app.factory.js';
import { Redis } from 'ioredis';
import { loadConfig } from '../../server/src/config/app-config.js';

/**
 * The bench apps' BullMQ prefix, never the demo's: BENCH_QUEUE_PREFIX, else `<QUEUE_PREFIX or strandkorb>-bench`. The
 * adds schedule expiry jobs; removeBenchQueueKeys() deletes everything under it at the end of the run.
 */
export const benchQueuePrefix = (env: NodeJS.ProcessEnv = process.env): string =>
  env.BENCH_QUEUE_PREFIX ?? `${env.QUEUE_PREFIX ?? 'strandkorb'}-bench`;

/**
 * The bench apps' connection pool: BENCH_DATABASE_POOL_SIZE, else 3 × the machine's cores (at most 20). PostgreSQL on the
 * same cores does best with a few busy backends: on 2 cores the add measured 409/s, p99 168 ms with 20 connections and
 * 564/s, p99 98 ms with 6 (the 20 clients queue for a connection in the app instead of 20 backends for the CPU).
 */
export const benchPoolSize = (env: NodeJS.ProcessEnv = process.env): number =>
  Number(env.BENCH_DATABASE_POOL_SIZE ?? Math.min(20, 3 * availableParallelism()));

/** Deletes every Redis key of the bench's queues (delayed expiry jobs, completed jobs, ...); answers how many. */
export async function removeBenchQueueKeys(redisUrl: string, prefix = benchQueuePrefix()): Promise<number> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  let removed = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length) removed += await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return removed;
}

/**
 * The real app, in this process, listening on a free port against `databaseUrl`, and a lean keep-alive HTTP client:
 * the client shares the process (and the two cores) with the server, so it should cost as little as it can. Bodies
 * are read whole and not decompressed.
 */
export async function startBenchApp(databaseUrl: string) {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '',
    QUEUE_PREFIX: benchQueuePrefix(),
    DATABASE_POOL_SIZE: String(benchPoolSize()),
  });
  const app = await createApp(config, { openApiUi: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = Number(new URL(await app.getUrl()).port);
  const base = `http://127.0.0.1:${port}/api/v1`;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  /** GET that fails on a non-2xx answer; resolves with the status, headers and raw body. */
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.get({ host: '127.0.0.1', port, path: `/api/v1${path}`, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) reject(new Error(`${status} ${path}`));
          else resolve({ status, headers: res.headers, body: Buffer.concat(chunks) });
        });
        res.on('error', reject);
      });
      req.on('error', reject);
    });
  const close = async () => {
    agent.destroy();
    await app.close();
  };
  return { app, config, base, get, close };
}

export type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;
