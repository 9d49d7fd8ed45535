import http from 'node:http';
import { createApp } from '../../server/src/app.factory.js';
import { loadConfig } from '../../server/src/config/app-config.js';

/**
 * The real app, in this process, listening on a free port against `databaseUrl`, and a lean keep-alive HTTP client:
 * the client shares the process (and the two cores) with the server, so it should cost as little as it can. Bodies
 * are read whole and not decompressed.
 */
export async function startBenchApp(databaseUrl: string) {
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', WEB_DIST_DIR: '' });
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
